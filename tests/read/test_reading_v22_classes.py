"""reference-23: reading classes found on the tuning parts of the twentieth to twenty-second blind sets
(``styles_v20``: status checklists; ``styles_v21``: program output, caveat sections; ``styles_v22``:
negation and polarity, chat replies, clarifying answers), each with the near-miss it must not change.
The sentences are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.core.records import Perturbation
from harness.grade.reference import grade_answer, new_false_values
from harness.read.language import piece_language
from harness.read.reader import read
from harness.text.answer_format import answer_body, parse_citations, strip_citations
from harness.text.claims import sentence_role
from harness.text.decline import declines
from harness.text.polarity import negated
from harness.text.refusal import offers_next_step
from harness.text.sentences import split_sentences
from harness.text.values import claim_values
from harness.text.verdict import read_answer
from harness.text.yes_no import explicit_verdict
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
SHARE = question()  # may the receiving party share with its employees? gold yes, mini-01:1


def _extra(reply: str) -> int:
    return grade_answer(SHARE, answer(reply), CORPUS).extra_claim_count


# --- the complement of a restriction repeats it ("only to its employees, and to no advisers") ---


@pytest.mark.parametrize(
    "text",
    [
        "may it disclose it only to its own employees, and to no consultants, agents or advisors?",
        "It may share it only with employees and not with advisers.",
        "It may use it solely for the Purpose and not for any other purpose.",
    ],
)
def test_the_complement_of_a_restriction_denies_nothing(text: str) -> None:
    assert not negated(text)


@pytest.mark.parametrize(
    "text",
    [
        "It may use it only for the Purpose and may not disclose it.",  # a verb of its own: a denial
        "It may use it solely for the Purpose, and no copy may be kept.",
        "It may only keep it, not disclose it.",
    ],
)
def test_a_negated_clause_of_its_own_after_a_restriction_still_denies(text: str) -> None:
    assert negated(text)


def test_a_sub_question_restating_a_restrictive_question_keeps_its_polarity() -> None:
    q = (
        "Under the NDA, may the receiving party disclose confidential information only to its own employees,"
        " and to no consultants, agents or advisors?"
    )
    assert read_answer("Employees only? No.", q).verdict == "no"


# --- emoji after a verdict word end it as punctuation does ---


@pytest.mark.parametrize(
    ("text", "verdict"),
    [("nope 🙅 not forbidden at all", "no"), ("yep ✅ it is", "yes"), ("no 🙅", "no")],
)
def test_an_emoji_after_a_verdict_word_ends_it(text: str, verdict: str) -> None:
    assert explicit_verdict(text) == verdict


def test_a_verdict_word_running_into_a_word_is_still_no_verdict_word() -> None:
    assert explicit_verdict("nobody asked about that") is None


# --- short ids after a full one, of its document ---


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("per cnli-73:18 + :46", ("cnli-73:18", "cnli-73:46")),
        ("see mini-01:1, :15", ("mini-01:1", "mini-01:15")),
        ("(mini-01:1, :15)", ("mini-01:1", "mini-01:15")),
        ("[cnli-73:18, :46]", ("cnli-73:18", "cnli-73:46")),
    ],
)
def test_a_short_id_after_a_full_one_cites_a_passage_of_its_document(text: str, ids: tuple[str, ...]) -> None:
    assert parse_citations(text) == ids
    assert ":" not in strip_citations(text)


def test_a_short_id_with_no_full_id_before_it_cites_nothing() -> None:
    assert parse_citations("clause 3:2 and :4") == ()


# --- declines: both ways open, and chat declines with a trailing word ---


@pytest.mark.parametrize(
    "text",
    [
        "I can neither confirm nor rule out a notice duty for the recipient.",
        "no idea sry",
        "idk for sure",
        "No idea, I am afraid.",
    ],
)
def test_a_decline_either_way_or_with_a_chat_tail_declines(text: str) -> None:
    assert declines(text)


@pytest.mark.parametrize(
    "text",
    [
        "Nothing prevents it, provided the development really is independent.",  # the conjunction
        "No idea of the recipient's is excluded from the clause.",
    ],
)
def test_a_provided_condition_or_a_no_idea_statement_is_no_decline(text: str) -> None:
    assert not declines(text)


def test_no_passages_provided_is_still_a_reason() -> None:
    assert declines("No passages were provided on this point.")


# --- a premise correction: words capitalised by their place name no one ---

ADVERSARIAL = question(
    stratum="adversarial",
    gold="yes",
    evidence=("mini-01:1",),
    text="Under the NDA between Acme Robotics and Northwind Labs, may the receiving party share confidential"
    " information with its employees?",
    perturbation=Perturbation(kind="adjacent_entity", original="Borealis Labs", replacement="Northwind Labs"),
)


def _invented(reply: str) -> list[str]:
    a = answer(reply, retrieved_ids=("mini-01:0", "mini-01:1"))
    return new_false_values(read(ADVERSARIAL, a).reading, ADVERSARIAL, a, CORPUS)


@pytest.mark.parametrize(
    "reply",
    [
        "EN: Preliminary point: the other party is Borealis Labs, not Northwind Labs [mini-01:0].",
        "├─ Sharing with employees ── YES [mini-01:1]; the party is Borealis Labs [mini-01:0].",
        "In plain English (for the Acme–Borealis agreement): Yes, employees may receive it [mini-01:1].",
        "The check returned valid=False: the party is Borealis Labs [mini-01:0].",
    ],
)
def test_a_word_capitalised_by_its_place_is_no_invented_name(reply: str) -> None:
    assert _invented(reply) == []


def test_an_invented_name_of_two_words_still_counts_after_a_colon() -> None:
    assert _invented("Correction: the other party is Quillon Partners [mini-01:0].") == ["Quillon Partners"]


def test_a_bare_deontic_answer_grades_through_the_reference_grader() -> None:
    q = question(
        text="Under the NDA between Acme Robotics and Borealis Labs, may the receiving party share"
        " confidential information with its employees?"
    )
    g = grade_answer(q, answer("Nothing prevents it [mini-01:1]."), CORPUS)
    assert g.factuality == "correct"
    g = grade_answer(q, answer("It's not allowed [mini-01:1]."), CORPUS)
    assert g.factuality == "wrong"


# --- "quite the opposite" and its kin deny the question's proposition, in six languages ---


@pytest.mark.parametrize(
    "text",
    ["Far from it.", "Quite the opposite: it covers more.", "On the contrary, it covers business plans too."],
)
def test_a_contrary_phrase_is_a_no(text: str) -> None:
    assert explicit_verdict(text) == "no"


def test_a_contrary_phrase_in_another_language_is_read_as_no() -> None:
    q = question(
        text="Under the NDA between Acme Robotics and Borealis Labs, is confidential information limited to"
        " technical information?",
        gold="no",
    )
    reply = (
        "Solo informazioni tecniche? Tutt'altro. Secondo l'accordo, le informazioni riservate comprendono"
        " anche i piani aziendali, i bilanci e i dati del personale di Acme [mini-01:1]."
    )
    reading = read(q, answer(reply)).reading
    assert reading.verdict == "no"


def test_far_from_denies_what_follows() -> None:
    assert negated("Far from limited to technical information: it covers trade secrets.")
    assert not negated("It is limited to technical information.")


# --- declines: a refusal to guess, a clarification need, a rule said to apply differently ---


@pytest.mark.parametrize(
    "text",
    [
        "I refuse to guess about a confidentiality duty.",
        "Before I give a yes or no, I need to know which side you mean.",
        "The rule on reverse engineering could apply differently to each of them.",
        "only verizon name lines.",
        "Just the preamble.",
    ],
)
def test_more_declines_and_reasons(text: str) -> None:
    assert declines(text)


@pytest.mark.parametrize(
    "text",
    [
        "I need to know it to comply.",
        "Only for evaluating the deal.",
        "Each party may refuse to disclose it.",
    ],
)
def test_near_misses_of_those_declines(text: str) -> None:
    assert not declines(text)


# --- sentence ends in chat replies: a shrug, a question mark before a lower-case word ---


def test_a_shrug_ends_the_decline_before_a_guess() -> None:
    assert split_sentences("idk, only headings came back 🤷 my guess is no") == [
        "idk, only headings came back 🤷",
        "my guess is no",
    ]


def test_a_question_mark_ends_a_lower_case_question() -> None:
    assert split_sentences("u mean does it get a licence? no it doesnt") == [
        "u mean does it get a licence?",
        "no it doesnt",
    ]


# --- a verdict word before the question's force said again ("yep forbidden") ---


@pytest.mark.parametrize("text", ["yep forbidden, no taking it apart", "yes required", "Yes, allowed."])
def test_a_yes_before_a_force_word_is_a_yes(text: str) -> None:
    assert explicit_verdict(text) == "yes"


def test_a_yes_running_into_a_word_is_no_yes() -> None:
    assert explicit_verdict("yesterday it was allowed") is None


# --- the answer's own question in the other polarity, answered by a verdict word and a pronoun echo ---

NO_LICENSE = (
    "Under the NDA between Acme Robotics and Borealis Labs, does the agreement grant the receiving party no"
    " license or other right to the confidential information?"
)


@pytest.mark.parametrize(
    "text",
    [
        "Does Borealis get any licence out of this? No, it doesnt get one.",
        "does borealis get a licence? no it doesnt",
    ],
)
def test_a_pronoun_echo_of_an_own_question_flips_like_a_bare_verdict(text: str) -> None:
    assert read_answer(text, NO_LICENSE).verdict == "yes"


# --- a reason by itself, then a guessed value ---


def test_a_guessed_value_after_a_reason_is_committed() -> None:
    q = question(
        stratum="retrieval_null",
        gold="three (3) years",
        answer_type="value",
        text="Under the NDA between Acme Robotics and Borealis Labs, for how long must the receiving party"
        " keep the confidential information confidential?",
    )
    reply = (
        "Nothing came back for Acme / Borealis, but if you mean after termination, my best guess is five"
        " (5) years."
    )
    reading = read(q, answer(reply, retrieved_ids=())).reading
    assert not reading.refused
    assert [v.text for v in reading.values] == ["five (5) years"]


# --- log records: the message without its timestamp, level and logger ---


def test_log_records_are_read_as_their_messages() -> None:
    reply = (
        "2024-11-02 14:07:51,204 INFO  retriever  top5=mini-01:1,mini-01:0\n"
        '2024-11-02 14:07:52,910 INFO  generator  answer="Yes, employees who need to know may receive it."'
        " evidence=mini-01:1"
    )
    body = answer_body(reply)
    assert "2024" not in body and "INFO" not in body
    assert grade_answer(SHARE, answer(reply), CORPUS).factuality == "correct"


def test_a_reply_with_one_line_that_is_no_log_record_is_left_as_it_is() -> None:
    reply = "2024-11-02 14:07:51,204 INFO  retriever  top5=mini-01:1\nYes, employees may receive it."
    assert answer_body(reply).startswith("2024-11-02")


# --- an object whose every field is empty is a flat non-answer ---


@pytest.mark.parametrize("reply", ['{"amount": null, "reason": null}', '{"liquidated_damages": null}'])
def test_an_object_of_empty_fields_is_a_flat_decline(reply: str) -> None:
    g = grade_answer(question(stratum="unanswerable", gold="none"), answer(reply), CORPUS)
    assert (g.factuality, g.refusal_quality) == ("refused", 0)


def test_an_object_with_one_filled_field_is_not_empty() -> None:
    g = grade_answer(question(stratum="unanswerable", gold="none"), answer('{"x": "y", "z": null}'), CORPUS)
    assert g.factuality != "refused"


# --- an English answer that switches language: each piece read in its own language ---


@pytest.mark.parametrize(
    ("piece", "language"),
    [
        ("Nein, das muss er nicht ", "de"),
        ("Não sei dizer.", "pt"),
        ("Sí —", "es"),
        ("Non, pas tout à fait —", "fr"),
    ],
)
def test_a_piece_in_another_language_is_read_in_it(piece: str, language: str) -> None:
    assert piece_language(piece) == language


@pytest.mark.parametrize(
    "piece",
    ["[Source-language check:", "Issue | Position | Risk | Source", " Non-Disclosure.", "No, it is not."],
)
def test_english_pieces_with_words_other_languages_share_stay_english(piece: str) -> None:
    assert piece_language(piece) == "en"


def test_a_foreign_verdict_before_an_english_reason_is_the_verdict() -> None:
    q = question(
        text="Under the NDA between Acme Robotics and Borealis Labs, must the receiving party keep"
        " confidential information from its own employees, even those who need to know it?",
        gold="no",
    )
    reply = "Nein, das muss er nicht — employees who need to know it may receive it [mini-01:1]."
    assert read(q, answer(reply)).reading.verdict == "no"


# --- narrative and multi-part answers (styles_v23 tuning part) ---


@pytest.mark.parametrize(
    "text",
    [
        "Picture Acme's general counsel, phone in hand, about to ring an outside consultant.",
        "Imagine Borealis's engineer describing a new algorithm over coffee.",
        "Suppose the recipient finds the prototype in a drawer a year later.",
    ],
)
def test_a_scenario_framed_as_one_is_no_claim(text: str) -> None:
    assert sentence_role(text, SHARE.text) != "claim"


def test_a_statement_is_still_a_claim() -> None:
    assert sentence_role("Acme's counsel may call an outside consultant.", SHARE.text) == "claim"


@pytest.mark.parametrize("text", ["Part 1 — the date", "Step 2: the parties", "Option 3 is to wait"])
def test_a_part_or_step_number_is_no_value(text: str) -> None:
    assert claim_values(text) == []


def test_a_closing_answer_line_concludes_the_parts_before_it() -> None:
    reply = (
        "By recipient:\n- Employees who need to know it: yes [mini-01:1].\n"
        "- Anyone else: no, only employees may receive it [mini-01:1].\nAnswer: yes."
    )
    assert grade_answer(SHARE, answer(reply), CORPUS).factuality == "correct"


def test_an_answer_line_that_opens_the_reply_does_not_outweigh_a_later_opposite_verdict() -> None:
    reply = "Answer: yes.\n- No, on second thought it may not [mini-01:1]."
    assert grade_answer(SHARE, answer(reply), CORPUS).factuality != "correct"


@pytest.mark.parametrize(
    ("text", "verdict"),
    [("So this is a hunch, not a holding: probably not.", "no"), ("My view: yes.", "yes")],
)
def test_a_verdict_after_a_word_announcing_a_guess(text: str, verdict: str) -> None:
    assert explicit_verdict(text) == verdict


@pytest.mark.parametrize(
    "text",
    [
        "Honestly? Your guess is as good as mine.",
        "The jury is still out on this one, and I'm not about to play judge.",
        "I'll leave the number blank for now.",
    ],
)
def test_an_idiom_that_declines(text: str) -> None:
    assert declines(text)


def test_an_idiom_near_miss_is_no_decline() -> None:
    assert not declines("The jury must be told of the breach.")


# --- formal drafting and advisory lists (styles_v24 tuning part) ---


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("We are of the view that the answer is in the negative.", "no"),
        ("The question is answered in the affirmative.", "yes"),
    ],
)
def test_a_formal_answer_in_the_negative_or_affirmative(text: str, verdict: str) -> None:
    assert explicit_verdict(text) == verdict


@pytest.mark.parametrize("text", ["I cannot answer yes or no.", "It is a negative covenant."])
def test_near_misses_of_the_formal_answer(text: str) -> None:
    assert explicit_verdict(text) is None


@pytest.mark.parametrize(
    ("reply", "verdict"),
    [
        ("Nach unserer Auffassung ist die Frage zu verneinen. Die Vertraulichkeit gilt [mini-01:1].", "no"),
        ("Se estima que sí. La parte receptora puede compartirla con sus empleados [mini-01:1].", "yes"),
        ("Somos de parecer que não. A parte recetora não pode partilhar a informação [mini-01:1].", "no"),
        (
            "Si ritiene che la risposta sia negativa. La parte ricevente non può condividerla [mini-01:1].",
            "no",
        ),
        ("Nous sommes d'avis que non. La partie réceptrice ne peut pas la communiquer [mini-01:1].", "no"),
    ],
)
def test_a_formal_view_leads_to_a_verdict_in_five_languages(reply: str, verdict: str) -> None:
    assert read(SHARE, answer(reply)).reading.verdict == verdict


def test_a_passive_recommendation_is_a_next_step() -> None:
    reply = (
        "With respect, the question cannot properly be answered on the materials supplied: only the title"
        " was retrieved [mini-01:0]. We would recommend that the operative covenants of that instrument be"
        " consulted."
    )
    q = question(stratum="not_mentioned", gold="none", evidence=())
    g = grade_answer(q, answer(reply, retrieved_ids=("mini-01:0",)), CORPUS)
    assert (g.factuality, g.refusal_quality) == ("refused", 3)


@pytest.mark.parametrize(
    "reply",
    [
        "No passages having been furnished, we answer from general understanding only: in our view it"
        " probably may be shared with employees.",
        "The clause is not among the passages retrieved; we are nonetheless of the view that employees may"
        " receive it.",
    ],
)
def test_a_guess_after_a_colon_or_nonetheless_commits(reply: str) -> None:
    reading = read(SHARE, answer(reply, retrieved_ids=())).reading
    assert not reading.refused and reading.verdict == "yes"


@pytest.mark.parametrize(
    "text", ["Risk level for Borealis: Low, provided those records exist.", "Score: 2/4", "Priority: High"]
)
def test_a_rating_line_is_no_claim(text: str) -> None:
    assert _extra(text) == 0


def test_a_rating_with_a_verdict_after_it_keeps_the_verdict() -> None:
    assert read(SHARE, answer("Score: 4/4 → Verdict: Yes [mini-01:1].")).reading.verdict == "yes"


@pytest.mark.parametrize(
    "text", ["Choose return or destruction and keep a record of which was done.", "Brief the deal team."]
)
def test_advice_verbs_open_an_imperative(text: str) -> None:
    assert sentence_role(text, SHARE.text) == "advice"


def test_a_hyphenated_noun_is_no_imperative() -> None:
    assert sentence_role("Return-or-destroy clauses are standard in NDAs.", SHARE.text) != "advice"


# --- a decline whose only verdicts hang on a condition about the unseen agreement ---


def test_conditional_branches_beside_a_decline_commit_to_nothing() -> None:
    reply = (
        "If the agreement defines it the way the Tindrel agreement does, oral disclosures are included.\n"
        "If it follows the Orrin Valley agreement instead, only written information is covered.\n"
        "Its definition is not in the retrieved text, which holds only its preamble [mini-01:0]."
    )
    assert read(SHARE, answer(reply)).reading.refused


@pytest.mark.parametrize(
    "reply",
    [
        "I don't have any passages from this agreement. If I had to bet, though: yes, employees may"
        " receive it.",
        "If by 'share' you mean tell its employees: yes, as far as the passages show, though the clause"
        " was not retrieved.",
    ],
)
def test_a_hedge_or_a_reading_of_the_question_still_commits(reply: str) -> None:
    assert not read(SHARE, answer(reply, retrieved_ids=())).reading.refused


# --- next steps in chat and with a longer lead ---


@pytest.mark.parametrize(
    "text",
    [
        "double check the date or pull the full verizon doc?",
        "For a firm answer, check the obligations in section 2.",
        "id grab the full halvorsen doc + search it for a non-solicit clause",
        "id check the full bps doc for who is allowed to get the data",
    ],
)
def test_more_next_steps(text: str) -> None:
    assert offers_next_step(text)


@pytest.mark.parametrize("text", ["The ID check is done.", "For a firm, the clause applies."])
def test_near_misses_of_those_next_steps(text: str) -> None:
    assert not offers_next_step(text)


@pytest.mark.parametrize(
    "text", ["So the license question stays open for me.", "The point remains unresolved on these passages."]
)
def test_a_question_said_to_stay_open_declines(text: str) -> None:
    assert declines(text)


def test_an_open_door_is_no_decline() -> None:
    assert not declines("The door stays open for the recipient to keep a copy.")
