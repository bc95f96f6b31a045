"""reference-24: reading classes found on the tuning parts of the twenty-second to twenty-fifth blind
sets (``styles_v22``: negation in French; ``styles_v23``: code switching; ``styles_v24``: plain answers,
risk lists, legal drafting; ``styles_v25``: numbered citations, structured replies, five languages), each
with the near-miss it must not change. The sentences are made up;
none is a fixture line."""

from __future__ import annotations

import pytest

from harness.core.records import Perturbation
from harness.grade.reference import grade_answer
from harness.grade.support import other_party
from harness.read.language import dotted_dates
from harness.read.markers import resolve
from harness.read.reader import read
from harness.text.answer_format import field_key
from harness.text.cues import main_clause
from harness.text.decline import declines
from harness.text.deontic import foreign_force_verdict
from harness.text.polarity import asks_past_a_bound, polarity_tokens
from harness.text.refusal import offers_next_step
from harness.text.sentences import split_sentences
from harness.text.values import claim_values
from harness.text.verdict import implicit_verdict, read_answer
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
PURPOSE = (
    "Under the NDA between Acme Robotics and Borealis Labs, may the receiving party use confidential"
    " information for purposes other than the one stated in the agreement?"
)
FORBIDDEN_BEYOND = (
    "Under the NDA between Acme Robotics and Borealis Labs, is the receiving party forbidden to use"
    " confidential information for purposes other than the one stated in the agreement?"
)
SHARE = "may the receiving party share confidential information with its employees?"
FORBIDDEN_SHARE = "is the receiving party forbidden to share confidential information with its employees?"
RETURN = "must the receiving party return the confidential information?"


# --- a restriction answers a question about what lies past a bound ---


@pytest.mark.parametrize(
    ("clause", "bounded", "denied"),
    [
        ("may it use it for purposes other than the one stated?", True, False),
        ("may it use it beyond the purpose?", True, False),
        ("is it forbidden to use it beyond the purpose?", True, True),
        ("may it disclose it without consent?", False, False),  # "without" asks about a condition
        ("may it use it for the stated purpose?", False, False),
    ],
)
def test_a_question_asking_past_a_bound_is_told_apart(clause: str, bounded: bool, denied: bool) -> None:
    assert asks_past_a_bound(polarity_tokens(clause)) == (bounded, denied)


@pytest.mark.parametrize(
    ("statement", "asked", "verdict"),
    [
        ("Each party uses the information only to evaluate the Proposal.", PURPOSE, "no"),
        ("The receiving party may use it solely for the Purpose.", PURPOSE, "no"),
        ("The receiving party may use it only for the Purpose.", FORBIDDEN_BEYOND, "yes"),
        ("The receiving party may use it for any purpose.", PURPOSE, "yes"),  # no restriction
    ],
)
def test_a_restriction_answers_a_question_past_its_bound(statement: str, asked: str, verdict: str) -> None:
    assert implicit_verdict(statement, asked)[0] == verdict


# --- another language read by the force of its statement ---


@pytest.mark.parametrize(
    ("statement", "language", "clause", "verdict"),
    [
        ("La partie ne peut pas utiliser les informations à d'autres fins.", "fr", PURPOSE, "no"),
        ("Die Partei darf die Informationen nur zur Bewertung nutzen.", "de", PURPOSE, "no"),
        ("Chaque partie ne les utilise que pour évaluer la Proposal.", "fr", PURPOSE, "no"),
        ("La parte receptora puede usar la información para otros fines.", "es", PURPOSE, "yes"),
        ("Die Weitergabe an Mitarbeiter ist erlaubt.", "de", FORBIDDEN_SHARE, "no"),
        ("La divulgation aux employés est interdite.", "fr", FORBIDDEN_SHARE, "yes"),
        ("La parte no puede divulgar la información a sus empleados.", "es", SHARE, "no"),
        ("La condivisione con i dipendenti è consentita.", "it", SHARE, "yes"),
        ("A parte não é obrigada a devolver as informações.", "pt", RETURN, "no"),
        ("Sie muss sie zurückgeben, wenn sie nicht mehr benötigt werden.", "de", RETURN, "yes"),
        ("Elle doit les restituer.", "fr", RETURN, "yes"),
    ],
)
def test_a_statement_in_another_language_answers_by_its_force(
    statement: str, language: str, clause: str, verdict: str
) -> None:
    assert foreign_force_verdict(statement, language, main_clause(clause)) == verdict


@pytest.mark.parametrize(
    ("statement", "language", "clause"),
    [
        ("Elle doit les restituer.", "fr", SHARE),  # a duty said, a permission asked
        ("Se il dipendente ne ha bisogno, può riceverla.", "it", SHARE),  # hangs on a condition
        ("Der Vertrag wurde 2019 geschlossen.", "de", SHARE),  # no force at all
        ("La parte receptora puede usar la información.", "es", "is the agreement dated 2019?"),  # none asked
    ],
)
def test_a_statement_of_another_force_or_none_gives_no_verdict(
    statement: str, language: str, clause: str
) -> None:
    assert foreign_force_verdict(statement, language, main_clause(clause)) is None


@pytest.mark.parametrize(
    ("reply", "factuality"),
    [
        (
            "Le destinataire ne peut pas partager les informations confidentielles avec ses employés"
            " [mini-01:1].",
            "wrong",
        ),
        (
            "Die empfangende Partei darf die Informationen an ihre Mitarbeiter weitergeben [mini-01:1].",
            "correct",
        ),
        ("La parte receptora no puede compartir la información con sus empleados [mini-01:1].", "wrong"),
        # a verdict word decides, whatever the force of the reasoning beside it
        ("Oui. Le destinataire ne peut les partager qu'avec ses employés [mini-01:1].", "correct"),
    ],
)
def test_an_answer_in_another_language_is_graded_by_its_force(reply: str, factuality: str) -> None:
    assert grade_answer(question(), answer(reply), CORPUS).factuality == factuality


def test_a_heading_in_another_language_carries_no_verdict() -> None:
    q = question(gold="no", text=PURPOSE)
    reply = (
        "**Analyse de risque — usage des informations confidentielles**\n\n"
        "Chaque partie ne les utilise que pour évaluer la Proposal [mini-01:1]."
    )
    reading = read(q, answer(reply)).reading
    assert reading.verdict == "no"
    assert reading.sentences[0].verdict is None


# --- a day written as an ordinal number before its month ---


@pytest.mark.parametrize(
    ("text", "read_as"),
    [
        ("ist vom 29. Januar 2019, nicht 2018.", "ist vom 29 Januar 2019, nicht 2018."),
        ("am 3. März unterzeichnet", "am 3 März unterzeichnet"),
        ("See clause 12. May it share?", "See clause 12. May it share?"),  # an English sentence end
        ("Abschnitt 12. Die Partei", "Abschnitt 12. Die Partei"),
    ],
)
def test_an_ordinal_day_before_a_month_is_no_sentence_end(text: str, read_as: str) -> None:
    assert dotted_dates(text) == read_as


WRONG_DATE = question(
    stratum="adversarial",
    gold="none",
    evidence=("mini-01:0",),
    text="Under the NDA between Acme Robotics and Borealis Labs dated March 3, 2018, may the receiving"
    " party share confidential information with its employees?",
    perturbation=Perturbation(kind="wrong_date", original="March 3, 2019", replacement="March 3, 2018"),
)


def test_a_premise_corrected_in_german_inside_an_english_answer_is_a_correction() -> None:
    q = WRONG_DATE
    reply = (
        "Kleine Korrektur: der Vertrag zwischen Acme und Borealis ist vom 3. März 2019, nicht 2018"
        " [mini-01:0]. As for sharing with staff, the passages shown don't say."
    )
    grade = grade_answer(q, answer(reply, retrieved_ids=("mini-01:0", "mini-01:2")), CORPUS)
    assert grade.factuality == "correct"  # "Korrektur" and "Vertrag" are German nouns, no new names


# --- the kind of agreement corrected, with a subject of any length ---


def test_a_kind_correction_with_a_long_subject_is_a_premise_correction() -> None:
    reading = read_answer(
        "This isn't a supply contract; the March 3, 2019 document between Acme and Borealis is a"
        " Non-Disclosure Agreement. Whether it may keep the information is an open point for me.",
        SHARE,
    )
    assert reading.premise_correction
    plain = read_answer("This isn't a supply contract. Whether it may keep it is open.", SHARE)
    assert not plain.premise_correction  # nothing said of what it is instead


# --- a question said to admit no answer by an "-able" adjective ---


@pytest.mark.parametrize(
    "text",
    ["Not assessable.", "Unverifiable on these passages.", "The point is not determinable here."],
)
def test_an_undecidable_adjective_declines(text: str) -> None:
    assert declines(text)


@pytest.mark.parametrize("text", ["The fee is payable in advance.", "The clause is enforceable."])
def test_other_able_adjectives_do_not_decline(text: str) -> None:
    assert not declines(text)


# --- from the tuning part of styles_v25 ---


@pytest.mark.parametrize(
    ("key", "read_as"),
    [
        ("is_refusal", "refusal"),
        ("isDeclined", "declined"),
        ("was_refused", "refused"),
        ("is_answer", "is_answer"),
    ],
)
def test_a_flag_prefix_before_a_decline_field_reads_as_the_field(key: str, read_as: str) -> None:
    assert field_key(key) == read_as


def test_a_nested_refusal_flag_declines() -> None:
    reply = '{"result": {"answer": null, "is_refusal": true, "explanation": "No passages were retrieved."}}'
    grade = grade_answer(question(stratum="retrieval_null"), answer(reply, retrieved_ids=()), CORPUS)
    assert grade.factuality == "refused"


@pytest.mark.parametrize(
    "text",
    [
        "If I remember correctly, thirty days from termination, but I have no extract at hand to check it.",
        "From memory, thirty days from termination, though I cannot verify it from the passages.",
    ],
)
def test_a_value_after_a_memory_hedge_is_hedged_by_its_caveat_not_taken_back(text: str) -> None:
    assert not declines(text)


def test_a_caveat_after_no_value_still_declines() -> None:
    assert declines("If I remember correctly, the passages do not say, so I cannot verify it.")


@pytest.mark.parametrize(
    "text",
    [
        "Der Vertrag ist vom 15. Dezember 2010, nicht von 2013.",
        "El acuerdo es del 2 de marzo de 2019, no de 2018.",
        "L'accordo è del 2019, non del 2018.",
    ],
)
def test_a_year_corrected_after_a_foreign_negative_word_is_a_premise_correction(text: str) -> None:
    assert read_answer(text, SHARE).premise_correction


@pytest.mark.parametrize(
    "text", ["Die Partei ist nicht Acme.", "La parte no puede compartirla, no Borealis."]
)
def test_a_capital_after_a_foreign_negative_word_is_no_correction_by_itself(text: str) -> None:
    assert not read_answer(text, SHARE).premise_correction


def test_a_hedged_premise_correction_is_the_answer_itself_not_a_guess_or_a_claim() -> None:
    q = WRONG_DATE
    reply = (
        "Kleiner Hinweis: Der Vertrag ist meines Wissens vom 3. März 2019, nicht von 2018. Zur Weitergabe"
        " finde ich in den Auszügen nichts, daher kann ich dazu nichts sagen."
    )
    grade = grade_answer(q, answer(reply, retrieved_ids=("mini-01:2",)), CORPUS)
    assert (grade.factuality, grade.extra_claim_count) == ("unsupported", 0)


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Document 4, from its residuals paragraph, adds nothing.", []),
        ("Documents 3 and 4 are other agreements' rules.", []),
        ("Under 4.1 Halvorsen Maritime must stay silent.", []),
        ("Die Quelle 2 nennt 30 Tage.", ["30"]),
        ("It lasts 4 years.", ["4 years"]),  # a value with no reference word
    ],
)
def test_a_passage_named_by_its_place_or_a_bare_section_number_is_no_value(
    text: str, values: list[str]
) -> None:
    assert [a.text for a in claim_values(text)] == values


# --- from the tuning parts of styles_v17 to v20, read again with the force reader ---

ONLY_TECHNICAL = "does confidential information cover technical information only?"


@pytest.mark.parametrize(
    ("statement", "language", "verdict"),
    [
        ("Posizione: Non limitata alle informazioni tecniche.", "it", "no"),
        ("Die Definition ist nicht nur auf technische Informationen beschränkt.", "de", "no"),
        ("La définition est limitée aux informations techniques.", "fr", "yes"),
        ("Solo la información técnica está protegida.", "es", "yes"),
    ],
)
def test_a_restrictive_question_in_another_language_is_read_by_its_restriction(
    statement: str, language: str, verdict: str
) -> None:
    assert foreign_force_verdict(statement, language, ONLY_TECHNICAL) == verdict


def test_a_statement_without_a_restriction_says_nothing_of_a_restrictive_question() -> None:
    assert foreign_force_verdict("A definição abrange dados técnicos.", "pt", ONLY_TECHNICAL) is None


@pytest.mark.parametrize(
    ("reply", "verdict"),
    [
        ("- Acordo recíproco\n  - Sim, cessam assim que o acordo termina", "yes"),
        ("Ich glaube schon, ja – mündliche Infos dürften auch vertraulich sein.", "yes"),
        ("* Nein, das ist nicht erlaubt.", "no"),
        ("✅ **Ja.**\nDie Weitergabe an Mitarbeiter ist erlaubt.", "yes"),
        ("❌ Nein — das ist untersagt.", "no"),
    ],
)
def test_a_verdict_word_after_a_list_mark_a_status_icon_or_a_belief_is_read(reply: str, verdict: str) -> None:
    assert read(question(), answer(reply)).reading.verdict == verdict


# --- a system's refusal, the retrieval named by how it came, what answering would need ---


@pytest.mark.parametrize(
    "text",
    [
        "[guardrail] answer withheld (policy LGL-2: liability questions).",
        "Response blocked by policy.",
        "no liquidated damages figure anywhere in the bits that came back",
        "no penalty in the clauses that were retrieved",
    ],
)
def test_a_withheld_answer_or_a_lack_in_what_came_back_declines(text: str) -> None:
    assert declines(text)


@pytest.mark.parametrize(
    "text", ["The information was withheld from the employees.", "The notice came back unsigned."]
)
def test_withholding_or_coming_back_said_of_the_documents_does_not_decline(text: str) -> None:
    assert not declines(text)


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("What would be needed: the list of the receiving party's obligations.", True),
        ("Needed: the signed copy with its schedules.", True),
        ("Missing: the term clause.", False),  # what is missing is a reason, not a step
        ("Required documents are listed in Schedule 2.", False),
    ],
)
def test_what_answering_would_need_is_a_next_step(text: str, step: bool) -> None:
    assert offers_next_step(text) is step


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ('Best place to look is the "return of materials" paragraph, near the end.', True),
        ("Have a read of that part and you'll have your answer!", True),
        ("The parties take a look at the samples.", False),  # not opening the sentence: no advice
    ],
)
def test_a_place_to_look_or_a_chatty_imperative_is_a_next_step(text: str, step: bool) -> None:
    assert offers_next_step(text) is step


@pytest.mark.parametrize(
    ("text", "declined"),
    [("I can't pin this one down for you, sorry!", True), ("The clause pins down the notice period.", False)],
)
def test_cannot_pin_it_down_declines(text: str, declined: bool) -> None:
    assert declines(text) is declined


# --- a correction in no formula, a predicate after "altogether", a guess "if pressed" ---

SWAPPED = question(
    stratum="adversarial",
    gold="none",
    evidence=("mini-01:0",),
    text="Under the Supply Agreement between Acme Robotics and Borealis Labs, may the receiving party share"
    " confidential information with its employees?",
    perturbation=Perturbation(
        kind="swapped_agreement", original="Non-Disclosure Agreement", replacement="Supply Agreement"
    ),
)


@pytest.mark.parametrize(
    ("reply", "factuality"),
    [
        (
            "Supply Agreement? That's a costume. The March 3, 2019 document between Acme and Borealis is a"
            " Non-Disclosure Agreement. Whether employees may see it, the passages don't say.",
            "unsupported",  # the real kind named, nothing cited
        ),
        (
            "The passages name the Non-Disclosure Agreement but say nothing on employees, so I can't answer.",
            "refused",  # the real kind named inside the reason only
        ),
    ],
)
def test_naming_what_the_premise_replaced_in_a_statement_is_a_correction(reply: str, factuality: str) -> None:
    grade = grade_answer(SWAPPED, answer(reply, retrieved_ids=("mini-01:2",)), CORPUS)
    assert grade.factuality == factuality


COPIES = (
    "Under the NDA, may the receiving party make copies of confidential information in some circumstances?"
)


@pytest.mark.parametrize(
    "statement", ["Making copies is altogether forbidden.", "The making of copies is hereby prohibited."]
)
def test_a_word_between_the_copula_and_a_prohibition_keeps_it(statement: str) -> None:
    assert implicit_verdict(statement, COPIES)[0] == "no"


def test_a_guess_if_pressed_after_a_decline_commits() -> None:
    reply = (
        "None of the passages contains a copying provision, so we cannot answer with certainty."
        " Notwithstanding the foregoing, if pressed we would venture that the making of copies is forbidden."
    )
    reading = read_answer(reply, COPIES)
    assert (reading.refused, reading.verdict) == (False, "no")


# --- from the tuning part of styles_v26 ---


@pytest.mark.parametrize(
    ("text", "read_as"),
    [
        ("(cnli-507 :8, cnli507:7)", "(cnli-507:8, cnli-507:7)"),
        ("(cnli 507:8)", "(cnli-507:8)"),
        ("The ID cnli507 alone names no passage.", "The ID cnli507 alone names no passage."),
    ],
)
def test_an_id_written_with_drift_is_the_retrieved_passage(text: str, read_as: str) -> None:
    assert resolve(text, ("cnli-507:2", "cnli-507:8", "cnli-507:7")).text == read_as


def test_a_duty_joined_to_the_sentences_subject_is_not_the_nearer_partys() -> None:
    passage = (
        "If Lanternfield is required by law to disclose Evaluation Material, it shall notify Corvane promptly"
        " so that Corvane may seek a protective order, and shall disclose only what its counsel advises."
    )
    claim = "Lanternfield may then disclose only what its counsel advises."
    question_text = "Under the agreement between Corvane and Lanternfield, must the receiving party notify?"
    assert other_party(claim, passage, question_text) is None


@pytest.mark.parametrize(
    ("reply", "factuality", "quality"),
    [
        (
            "⛔ **No number of years can be given.**\n"
            "• 5 yrs [mini-01:3] = Wrenhaven clauses ≠ this agreement.\n"
            "➡️ Read the rest of section 6 in the full text.",
            "refused",
            3,
        ),
        ("No number of years can be given.", "refused", 0),  # a flat decline
    ],
)
def test_signs_for_is_and_is_not_and_a_number_that_cannot_be_given(
    reply: str, factuality: str, quality: int
) -> None:
    q = question(
        stratum="unanswerable",
        gold="none",
        evidence=(),
        answer_type="value",
        text="Under the NDA between Acme Robotics and Borealis Labs, for how many years do the obligations"
        " survive?",
    )
    grade = grade_answer(q, answer(reply), CORPUS)
    assert (grade.factuality, grade.refusal_quality) == (factuality, quality)


def test_a_key_equals_value_line_keeps_its_equals_sign() -> None:
    q = question(
        gold="5 years",
        evidence=("mini-01:3",),
        answer_type="value",
        text="Under the NDA between Acme Robotics and Borealis Labs, how long does the agreement last?",
    )
    reply = '```toml\n[answer]\nvalue = "five (5) years"\nbasis = "mini-01:3"\n```'
    assert grade_answer(q, answer(reply, retrieved_ids=("mini-01:3",)), CORPUS).factuality == "correct"


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        ("Sie stammen aus anderen Verträgen (Halvorsen bzw. Marrowfield) → hier N/A.", 1),
        ("Vgl. Ziff. 3. Die Partei darf es.", 2),
    ],
)
def test_an_abbreviation_that_joins_parts_is_no_sentence_end(text: str, pieces: int) -> None:
    assert len(split_sentences(text)) == pieces


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("§ 4.1 Halvorsen Maritime shall not disclose it.", []),
        ("¶ 3 lets it keep one copy for 5 years.", ["5 years"]),
    ],
)
def test_a_section_sign_or_pilcrow_names_a_clause_not_a_value(text: str, values: list[str]) -> None:
    assert [a.text for a in claim_values(text)] == values


@pytest.mark.parametrize(
    ("text", "declined"),
    [("Use beyond the purpose: that half stays open.", True), ("The rest stays with the discloser.", False)],
)
def test_a_part_of_the_question_left_open_declines(text: str, declined: bool) -> None:
    assert declines(text) is declined


def test_a_correction_that_declines_the_rest_cites_what_came_back_as_a_refusal_does() -> None:
    reply = (
        "The agreement between Acme and Borealis is dated March 3, 2019, not 2018 [mini-01:0]. The other"
        " passage retrieved is only its return clause [mini-01:2], so I can't say whether employees may"
        " see it."
    )
    grade = grade_answer(WRONG_DATE, answer(reply, retrieved_ids=("mini-01:0", "mini-01:2")), CORPUS)
    assert (grade.factuality, grade.citation_supports) == ("correct", True)
