"""The reader through the reference grader, one case per class of issue 22 (each written once,
generally): numbered citations, contract fields, languages, legal dates, chain-of-thought,
refusals both ways, refusal reasons checked, and ``undetermined``."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from harness.core.records import Answer, Perturbation, Question
from harness.grade.reference import grade_answer
from harness.read.reader import read, read_text
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
RETURN_Q = question(
    gold="30 days",
    evidence=("mini-01:2",),
    answer_type="value",
    text="Under the NDA between Acme Robotics and Borealis Labs, within how many days must the receiving "
    "party return confidential information after termination?",
)
DATE_Q = question(
    gold="March 3, 2019",
    evidence=("mini-01:0",),
    answer_type="value",
    text="Under the NDA between Acme Robotics and Borealis Labs, on what date was the agreement made?",
)
PREMISE_Q = question(
    stratum="adversarial",
    gold="none",
    evidence=("mini-01:0",),
    text="Under the NDA dated September 3, 2019 between Acme Robotics and Borealis Labs, may the receiving "
    "party share confidential information with its employees?",
    perturbation=Perturbation(kind="date_shift", original="March 3, 2019", replacement="September 3, 2019"),
)


@dataclass(frozen=True)
class Case:
    name: str
    text: str
    factuality: str
    q: Question = field(default_factory=question)
    rule: str | None = None
    exists: bool | str | None = "any"
    citations: tuple[str, ...] = ()

    def answer(self) -> Answer:
        return answer(self.text, citations=self.citations)


CASES = [
    # numbered citations: the answer's own list first, else the prompt's order
    Case(
        "marker/sources_list",
        "Yes, employees who need to know may receive it [1].\n\nSources: [1] mini-01:1, [2] mini-01:0",
        "correct",
        exists=True,
        citations=("1",),
    ),
    Case(
        "marker/prompt_order", "Yes, employees who need to know may receive it [1].", "correct", exists=True
    ),
    Case(
        "marker/footnote",
        "Yes, employees who need to know may receive it [^1].\n\n[^1]: mini-01:2",
        "unsupported",
        exists=True,
    ),
    Case("marker/named_passage", "Yes, employees who need to know may receive it (Passage 1).", "correct"),
    Case("marker/lenticular", "Yes, employees who need to know may receive it 【1†source】.", "correct"),
    Case(
        "marker/unmapped", "Yes, employees who need to know may receive it [7].", "unsupported", exists=False
    ),
    # output-contract fields
    Case("json/minimal", '{"answer": "yes", "citations": ["mini-01:1"]}', "correct", rule="contract.verdict"),
    Case(
        "json/no_with_explanation",
        '{"answer": "no", "explanation": "The passages do not mention employees at all."}',
        "wrong",
        rule="contract.verdict",
    ),
    Case(
        "json/verdict_over_reason",
        '```json\n{"verdict": "Yes", "reason": "Sharing is not restricted to managers; employees who need '
        'to know may receive it.", "sources": ["mini-01:1"]}\n```',
        "correct",
        rule="contract.verdict",
    ),
    Case(
        "json/answerable_false",
        '{"answerable": false, "reason": "The passages do not mention employees."}',
        "refused",
        rule="contract.refusal",
    ),
    Case(
        "json/unreadable",
        '{"draft": true, "model": "yes-7b", "tokens": 12',
        "undetermined",
        rule="structure.unreadable",
    ),
    Case(
        "json/cut_off",
        '{"answer": "yes", "citations": ["mini-01:1"',
        "correct",
        rule="contract.verdict",
    ),
    Case(
        "json/prose_field_without_verdict_field",
        '{"explanation": "Yes, employees who need to know may receive it.", "citations": ["mini-01:1"]}',
        "correct",
        rule="prose.explicit_verdict",
    ),
    # languages
    Case("lang/de_yes", "Ja, Mitarbeiter mit Informationsbedarf dürfen sie erhalten [mini-01:1].", "correct"),
    Case("lang/es_yes", "Sí, los empleados que lo necesiten pueden recibirla [mini-01:1].", "correct"),
    Case("lang/fr_yes", "Oui, les employés qui en ont besoin peuvent la recevoir [mini-01:1].", "correct"),
    Case("lang/it_yes", "Sì, i dipendenti che ne hanno bisogno possono riceverla [mini-01:1].", "correct"),
    Case("lang/pt_yes", "Sim, os funcionários que precisam podem recebê-la [mini-01:1].", "correct"),
    Case("lang/de_no", "Nein, Mitarbeiter dürfen sie nicht erhalten [mini-01:1].", "wrong"),
    Case(
        "lang/es_decline_is_not_no",
        "No es posible responder con los pasajes proporcionados. Le sugiero revisar el contrato completo.",
        "refused",
        rule="prose.decline",
    ),
    Case(
        "lang/unknown",
        "Tak, strona otrzymująca może udostępnić informacje pracownikom, którzy muszą je znać.",
        "undetermined",
        rule="language.unknown",
    ),
    Case(
        "lang/fr_premise_correction",
        "L'accord est daté du 3 mars 2019, pas du 3 septembre 2019 [mini-01:0].",
        "correct",
        q=PREMISE_Q,
    ),
    # legal dates
    Case("date/legal", "It was made on the 3rd day of March, 2019 [mini-01:0].", "correct", q=DATE_Q),
    # chain-of-thought
    Case(
        "cot/step_labels_are_no_values",
        "### Step 1\nFind the return clause.\n### Step 2\nThe clause sets the period [mini-01:2].\n\n"
        "Final answer: 30 days [mini-01:2]",
        "correct",
        q=RETURN_Q,
    ),
    Case(
        "cot/restated_parties_no_verdict",
        "This NDA between Acme Robotics and Borealis Labs is dated March 3, 2019 [mini-01:0]. Yes, employees "
        "who need to know may receive it [mini-01:1].",
        "correct",
    ),
    Case(
        "cot/final_line_decides",
        "### Step 1\nThe clause does not limit sharing to managers.\n### Step 2\nEmployees who need to know "
        "may receive it [mini-01:1].\n\nFinal answer: Yes",
        "correct",
        rule="label.verdict",
    ),
    Case(
        "cot/up_front_verdict_outweighs_negations_in_its_reasoning",
        "Yes.\n\n### Step 1\nThe clause does not restrict sharing to managers.\n### Step 2\nNothing forbids "
        "sharing with employees who need to know [mini-01:1].",
        "correct",
        rule="prose.explicit_verdict",
    ),
    # refusals, both ways
    Case(
        "refusal/caveat_inside_a_yes_no_answer",
        "The passages do not mention managers, but employees who need to know may receive it [mini-01:1].",
        "correct",
    ),
    Case(
        "refusal/caveat_inside_answer",
        "The passages do not mention a penalty, but the return deadline is 30 days [mini-01:2].",
        "correct",
        q=RETURN_Q,
    ),
    Case(
        "refusal/decline_then_guess",
        "I couldn't find a clause on this. Odds are employees may receive it.",
        "unsupported",
        rule="prose.decline_then_commit",
    ),
    Case(
        "refusal/decline_then_in_practice",
        "The passages do not settle this. In practice, though, the party may share it with its employees.",
        "unsupported",
        rule="prose.decline_then_commit",
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_reader_class(case: Case) -> None:
    grade = grade_answer(case.q, case.answer(), CORPUS)
    assert grade.factuality == case.factuality, grade.rationale
    if case.rule is not None:
        assert f"[read by rule {case.rule}]" in grade.rationale["factuality"]
    if case.exists != "any":
        assert grade.citation_exists is case.exists, grade.rationale


def test_unmapped_marker_is_named_in_the_grade() -> None:
    grade = grade_answer(question(), answer("Yes, employees may receive it [7]."), CORPUS)
    assert "[7]" in grade.rationale["citation_exists"]


def test_search_advice_is_no_verdict() -> None:
    reading = read(question(), answer("Searching the agreement for 'employees' should find it.")).reading
    assert reading.verdict is None


@pytest.mark.parametrize(
    "text",
    [
        "Das kann ich nicht beantworten: die Passagen erwähnen keine Regelung zu Mitarbeitern. "
        "Prüfen Sie bitte den vollständigen Vertrag.",
        "Je ne peux pas répondre : les passages fournis ne mentionnent pas les employés. "
        "Je vous recommande de consulter le contrat complet.",
        "No puedo responder: los pasajes no mencionan a los empleados. "
        "Le recomiendo revisar el contrato completo.",
        "Non posso rispondere: i passaggi non menzionano i dipendenti. "
        "Consiglio di consultare il contratto completo.",
        "Não posso responder: os trechos não mencionam os funcionários. "
        "Recomendo consultar o contrato completo.",
        # next steps as classes: a conditional search verb, a "next step" label, worth looking, an
        # offer; a greeting's "!" is courtesy, no alarm
        "Leider wurden keine Passagen zu Mitarbeitern gefunden, daher kann ich das nicht beantworten. "
        "Ich würde im Vertrag nach dem Begriff „employees“ suchen.",
        "Non trovo la risposta nei passaggi forniti.\n- **Prossimo passo:** cercare nella sezione 2 "
        "la parola «employees».",
        "Não consigo responder: os trechos recuperados não mencionam os funcionários. "
        "Vale procurar no contrato a cláusula sobre funcionários.",
        "No puedo responder: los fragmentos no mencionan a los empleados. "
        "Si me comparte la sección 2, con gusto la reviso.",
        "Bonjour et merci de votre confiance !\n\nJe ne peux pas répondre : les passages fournis ne "
        "mentionnent pas les employés. Je vous suggère de rechercher la clause sur les employés.",
    ],
    ids=["de", "fr", "es", "it", "pt", "de-search", "it-next-step", "pt-worth", "es-offer", "fr-greeting"],
)
def test_a_decline_with_reason_and_next_step_scores_three_in_each_language(text: str) -> None:
    # the gold passage (mini-01:1) not retrieved: the reason "the passages do not mention" is true
    grade = grade_answer(question(), answer(text, retrieved_ids=("mini-01:0", "mini-01:2")), CORPUS)
    assert grade.factuality == "refused"
    assert grade.refusal_quality == 3, grade.rationale


def test_a_refusal_whose_reason_is_false_earns_no_explains_point() -> None:
    template = (
        "None of the passages address whether employees may receive it. The closest is [{}]; "
        "please narrow your question."
    )
    without_gold = ("mini-01:0", "mini-01:2")
    true_reason = grade_answer(
        question(), answer(template.format("mini-01:2"), retrieved_ids=without_gold), CORPUS
    )
    false_reason = grade_answer(question(), answer(template.format("mini-01:1")), CORPUS)
    given_gold = grade_answer(question(), answer(template.format("mini-01:2")), CORPUS)
    assert true_reason.factuality == false_reason.factuality == given_gold.factuality == "refused"
    assert true_reason.refusal_quality == 3
    assert false_reason.refusal_quality == 1
    assert "its reason is false" in false_reason.rationale["refusal_quality"]
    # the gold passage was given though not cited: the reason is false of the retrieval set all the same
    assert given_gold.refusal_quality == 1
    assert "which it was given" in given_gold.rationale["refusal_quality"]


def test_a_contract_that_declines_and_answers_is_graded_undetermined_with_its_reason() -> None:
    grade = grade_answer(
        question(), answer('{"answerable": false, "answer": "yes", "citations": ["mini-01:1"]}'), CORPUS
    )
    assert grade.factuality == "undetermined"
    assert "both decline and answer" in grade.rationale["factuality"]
    assert "contract.conflict" in grade.rationale["factuality"]


def test_a_json_premise_correction_pools_its_citation_list_over_its_fields() -> None:
    """One citations list for the correction and the answer: each passage backs one of the fields."""
    text = (
        '{"result": {"premise_ok": false, "correction": "The agreement is dated March 3, 2019, '
        'not September 3, 2019.", "answer": "yes", "explanation": "Employees who need to know may '
        'receive confidential information."}, "citations": ["mini-01:0", "mini-01:1"]}'
    )
    grade = grade_answer(PREMISE_Q, answer(text), CORPUS)
    assert grade.factuality == "correct", grade.rationale
    assert grade.citation_supports is True, grade.rationale


def test_a_heading_of_a_premise_correction_names_no_one() -> None:
    """ "## Premise Check" is a heading: its title-case words are no new (false) names."""
    text = (
        "## Premise Check\n\nThe agreement is dated March 3, 2019, not September 3, 2019 [mini-01:0].\n\n"
        "Yes, employees who need to know may receive confidential information [mini-01:1]."
    )
    grade = grade_answer(PREMISE_Q, answer(text), CORPUS)
    assert grade.factuality == "correct", grade.rationale


def test_another_language_restating_sentences_are_no_extra_claims_but_generalisations_are() -> None:
    from harness.read.reader import read_text

    question = "Is confidential information limited to technical information?"
    restated = (
        "La définition vise aussi les informations commerciales : listes de prix, listes de clients. "
        "Donc non, elle ne se limite pas aux informations techniques [cnli-3:17]."
    )
    assert read_text(restated, question, "yes_no", (), ("cnli-3:17",)).reading.extra_claim_count == 0
    general = (
        "Donc non, elle ne se limite pas aux informations techniques [cnli-3:17]. "
        "En général, ces accords couvrent aussi les listes de clients."
    )
    assert read_text(general, question, "yes_no", (), ("cnli-3:17",)).reading.extra_claim_count == 1


def test_in_another_language_the_answers_value_said_again_is_no_extra_claim() -> None:
    question = "Under the NDA, how many days' written notice must a party give to terminate the agreement?"
    said = read_text("Préavis écrit de soixante jours.", question, "value", (), ())
    assert said.reading.extra_claim_count == 0
    again = read_text(
        "Die Frist beträgt 15 Tage (x:5). Maßgeblich ist somit eine Frist von 15 Tagen.",
        question,
        "value",
        (),
        ("x:5",),
    )
    assert again.reading.extra_claim_count == 0
    other = read_text(
        "Die Frist beträgt 15 Tage (x:5). Die Kündigung dauert 60 Tage.", question, "value", (), ("x:5",)
    )
    assert other.reading.extra_claim_count == 1


def test_in_another_language_a_verdict_in_words_wins_over_a_quotations_polarity() -> None:
    question = "Under the NDA, does confidential information extend beyond technical information?"
    text = (
        "Aux termes du préambule, l'« Information » comprend « including but not limited to financial "
        "information » (x:4). Elle ne se limite donc pas aux informations techniques : oui."
    )
    assert read_text(text, question, "yes_no", (), ("x:4",)).reading.verdict == "yes"


def test_in_another_language_a_value_placed_in_another_agreement_is_not_the_answer() -> None:
    question = "Under the NDA, what period of written notice must a party give to terminate the agreement?"
    text = (
        "Non è possibile indicare il preavviso. L'unica clausola sul recesso, con un preavviso di "
        "novanta (90) giorni, appartiene all'accordo tra Marrowfield e Thistlecombe (x:15) "
        "e non si applica qui."
    )
    reading = read_text(text, question, "value", (), ("x:15",)).reading
    assert reading.refused and not reading.values


def test_a_greeting_line_and_the_premise_correction_itself_are_no_extra_claims() -> None:
    question = (
        "Under the NDA dated May 1, 2018, must the receiving party give notice before a compelled disclosure?"
    )
    letter = "Sehr geehrte Damen und Herren,\n\ndiese Frage lässt sich leider nicht beantworten."
    assert read_text(letter, question, "yes_no", (), ()).reading.extra_claim_count == 0
    corrected = "Premise is off - the agreement is dated May 1, 2019, not 2018."
    assert read_text(corrected, question, "yes_no", (), ()).reading.extra_claim_count == 0
    rather = "Yes [x:1]. The form is an individual acknowledgement rather than a two-sided NDA."
    assert read_text(rather, question, "yes_no", (), ("x:1",)).reading.extra_claim_count == 1


def test_a_refusal_in_another_language_makes_no_extra_claim() -> None:
    q = "What is the limit, in money, of a party's liability under the agreement?"
    text = (
        "Votre question suppose que l'accord fixe un plafond de responsabilité chiffré. Or aucun des passages"
        " ne le mentionne. Je ne peux donc pas vous indiquer de montant."
    )
    refused = read_text(text, q, "value", (), ())
    assert refused.reading.refused and refused.reading.extra_claim_count == 0
    # a committed foreign answer is no refusal: its claims are read as before
    said = "Oui. La partie doit rendre les documents dans les quinze jours."
    assert not read_text(said, q, "yes_no", (), ()).reading.refused


# -- reference-9: refusals, commitments and extra claims, written as classes -------------------------

NO_GOLD = ("mini-01:0", "mini-01:2")
"""A retrieval set without the gold passage (mini-01:1): a reason saying no passage answers is true."""


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        # reasons, what was shown, what the answerer did, a corrected date: no extra claim
        (
            "I can't answer that. The passages shown are the preamble and the return clause. "
            "I looked for a clause on employees in the Acme NDA.",
            0,
        ),
        (
            "I cannot tell from these passages. Interpretation can depend on context beyond the text I have.",
            0,
        ),
        # a guess or a generalisation about agreements of the kind claims a fact
        ("I cannot tell from these passages. NDAs of this kind usually let employees see it.", 1),
        (
            "Je ne peux pas répondre : les passages ne le mentionnent pas. La plupart des NDA le permettent.",
            1,
        ),
    ],
)
def test_a_refusals_own_sentences_are_no_extra_claims_unless_they_guess_or_generalise(
    text: str, claims: int
) -> None:
    grade = grade_answer(question(), answer(text, retrieved_ids=NO_GOLD), CORPUS)
    assert grade.factuality == "refused", grade.rationale
    assert grade.extra_claim_count == claims, grade.rationale


def test_a_step_that_says_again_what_a_cited_sentence_says_is_no_extra_claim() -> None:
    reasoning = (
        "Let's work through it. The information must be returned within 30 days. "
        "So the receiving party must return all Confidential Information within 30 days of termination "
        "[mini-01:2]."
    )
    assert grade_answer(RETURN_Q, answer(reasoning), CORPUS).extra_claim_count == 0
    concluding = (
        "The Receiving Party may share Confidential Information with its employees who need to know it "
        "[mini-01:1]. So yes: under the NDA between Acme Robotics and Borealis Labs, employees may "
        "receive it."
    )
    assert grade_answer(question(), answer(concluding), CORPUS).extra_claim_count == 0
    # a new fact beside the cited one (a value, a name, new content) is still a claim
    added = (
        "The Receiving Party may share Confidential Information with its employees who need to know it "
        "[mini-01:1]. So yes, and the duty lasts 5 years after Gamma Corp signs."
    )
    assert grade_answer(question(), answer(added), CORPUS).extra_claim_count == 1
    # with nothing cited, a verdict said with content claims it
    uncited = "Yes, it renews automatically every year."
    assert grade_answer(question(), answer(uncited), CORPUS).extra_claim_count == 1


def test_a_walkthrough_that_dismisses_every_passage_and_declines_is_a_refusal() -> None:
    text = (
        "Let me check the passages one by one.\n"
        "- mini-01:0 -- the preamble. Not relevant.\n"
        "- mini-01:2 -- a return clause. Rejected.\n"
        "None of these passages says anything about employees, so I can't answer whether they may receive it."
    )
    grade = grade_answer(question(), answer(text, retrieved_ids=NO_GOLD), CORPUS)
    assert grade.factuality == "refused", grade.rationale
    assert grade.refusal_quality == 1  # a true reason, no next step


def test_a_cited_passage_described_is_no_next_step_by_itself() -> None:
    described = (
        "I can't say: the only passages from this agreement are its preamble [mini-01:0] and [mini-01:2]."
    )
    grade = grade_answer(question(), answer(described, retrieved_ids=NO_GOLD), CORPUS)
    assert grade.refusal_quality == 1, grade.rationale
    pointed = described + " Its employees clause would settle whether they may receive it."
    assert grade_answer(question(), answer(pointed, retrieved_ids=NO_GOLD), CORPUS).refusal_quality == 3


@pytest.mark.parametrize(
    "text",
    [
        "Il testo recuperato non chiarisce il punto. Direi comunque di no: i dipendenti non possono "
        "riceverle.",
        "No veo en los fragmentos la cláusula. Aun así, lo más probable es que no.",
    ],
)
def test_a_decline_then_a_hedged_verdict_in_another_language_commits(text: str) -> None:
    grade = grade_answer(question(), answer(text, retrieved_ids=NO_GOLD), CORPUS)
    assert grade.factuality == "wrong", grade.rationale  # gold is yes
    assert "prose.decline_then_commit" in grade.rationale["factuality"]


def test_declining_fields_are_read_from_yaml_and_list_fields_are_prose() -> None:
    yaml = '```yaml\nanswerable: false\nnext_step: search the Acme agreement for "employees"\n```'
    grade = grade_answer(question(), answer(yaml, retrieved_ids=NO_GOLD), CORPUS)
    assert grade.factuality == "refused" and "contract.refusal" in grade.rationale["factuality"]
    listed = (
        '{"answer": null, "claims": [{"claim": "No retrieved passage says whether employees may receive it.",'
        ' "source": null}], "caveats": ["The employees clause of the full agreement is the place to check."]}'
    )
    grade = grade_answer(question(), answer(listed, retrieved_ids=NO_GOLD), CORPUS)
    assert grade.factuality == "refused", grade.rationale
    assert grade.refusal_quality == 3, grade.rationale


def test_bold_run_in_labels_and_titles_and_thinking_banners() -> None:
    verdict = read_text(
        "**Veredito:** sim, os funcionários podem recebê-la (mini-01:1).", question().text, "yes_no", (), ()
    )
    assert verdict.reading.verdict == "yes"
    titled = read_text(
        "**Forma da divulgação.** A cláusula permite a partilha com funcionários (mini-01:1).",
        question().text,
        "yes_no",
        (),
        (),
    )
    assert titled.reading.extra_claim_count == 0
    banner = read_text("Thought for 8 seconds\n\nYes [mini-01:1].", question().text, "yes_no", (), ())
    assert banner.reading.extra_claim_count == 0


def test_a_reason_that_the_asked_agreement_is_not_shown_is_false_when_one_of_its_passages_is() -> None:
    text = "The Acme NDA isn't in the results I got. Try searching for its employees clause."
    shown = grade_answer(question(), answer(text, retrieved_ids=NO_GOLD), CORPUS)
    assert shown.refusal_quality == 1, shown.rationale  # mini-01:0 is the asked agreement's preamble
    assert "not among the passages" in shown.rationale["refusal_quality"]
    absent = grade_answer(question(), answer(text, retrieved_ids=("mini-02:0",)), CORPUS)
    assert absent.refusal_quality == 3, absent.rationale


def test_a_final_reply_supersedes_its_reasoning_block() -> None:
    text = (
        "<think>\nmini-01:2 says 30 days. So 30 days. Wait, that is the return clause.\n</think>\n"
        "The retrieved passages don't give a period for this. I can't answer it."
    )
    grade = grade_answer(RETURN_Q, answer(text, retrieved_ids=("mini-01:0",)), CORPUS)
    assert grade.factuality == "refused", grade.rationale
    alone = "<think>\nmini-01:2 says 30 days.\n</think>"  # no reply after it: the block is what was said
    assert read(RETURN_Q, answer(alone)).reading.values


def test_an_agents_plan_is_no_next_step() -> None:
    text = (
        "Plan:\n1. find the employees clause of the Acme NDA\n2. check it\n3. answer\n\nAnswer: I don't know."
    )
    grade = grade_answer(question(), answer(text, retrieved_ids=NO_GOLD), CORPUS)
    assert grade.factuality == "refused" and grade.refusal_quality == 0, grade.rationale


def test_a_sentence_about_the_cited_clause_is_no_extra_claim() -> None:
    cited = "Yes. The Receiving Party may share it with employees who need to know it [mini-01:1]. "
    about = read(question(), answer(cited + "The clause sets no limit on their number.")).reading
    assert about.extra_claim_count == 0
    # a value the cited sentences do not state is a claim of its own
    valued = read(question(), answer(cited + "The clause applies for 5 years.")).reading
    assert valued.extra_claim_count == 1
    # "It" right after the cited sentence speaks of its passage; "That" of a fact, a claim
    it = read(question(), answer(cited + "It limits the sharing to what they need.")).reading
    assert it.extra_claim_count == 0
    that = read(question(), answer(cited + "That gives Acme the chance to object first.")).reading
    assert that.extra_claim_count == 1
    # the passages counted ("two out of three", "Two clauses are relevant") are the evidence weighed
    counted = read(question(), answer(cited + "Two out of three allow it, so that is the stronger reading."))
    assert counted.reading.extra_claim_count == 0


def test_a_line_of_sources_alone_cites_for_the_statements_before_it() -> None:
    text = (
        "Yes. Employees who need to know may receive it. Its use is limited to that need.\n\n"
        "(Sources: mini-01:1)"
    )
    assert read(question(), answer(text)).reading.extra_claim_count == 0
    general = "Yes. NDAs of this kind usually allow it. Employees may receive it.\n\nSources: mini-01:1"
    assert read(question(), answer(general)).reading.extra_claim_count == 1


GUESSES = [
    (
        "Les passages ne mentionnent pas les employés.",
        "Cela dit, il est probable que Borealis puisse les informer.",
        "Il est probable que Borealis ne puisse pas les informer.",
        "C'est probablement dans la section 5 du contrat.",
    ),
    (
        "The passages don't address sharing with employees for the Acme / Borealis agreement.",
        "Borealis can most likely tell them anyway.",
        "It's probably prohibited here too, though.",
        "It is likely that I cannot tell.",
    ),
]


@pytest.mark.parametrize(("declined", "yes", "no", "stays_refused"), GUESSES)
def test_a_hedged_statement_after_a_decline_commits_by_its_polarity_in_any_language(
    declined: str, yes: str, no: str, stays_refused: str
) -> None:
    said_yes = read(question(), answer(f"{declined} {yes}")).reading
    assert said_yes.verdict == "yes" and not said_yes.refused
    assert read(question(), answer(f"{declined} {no}")).reading.verdict == "no"
    # where to look, or a decline of its own, is no guess at the answer
    assert read(question(), answer(f"{declined} {stays_refused}")).reading.refused


def test_after_a_decline_what_agreements_usually_hold_commits_only_when_applied_here() -> None:
    declined = GUESSES[1][0]
    general = read(question(), answer(f"{declined} Most NDAs probably allow it."))
    assert general.reading.refused and general.reading.extra_claim_count == 1
    applied = read(question(), answer(f"{declined} Most NDAs probably allow it, so probably here too."))
    assert applied.reading.verdict == "yes"


def test_a_clarifying_question_instead_of_an_answer_is_a_refusal() -> None:
    text = (
        "Before I answer, can you tell me which kind of disclosure you mean? Passage [mini-01:1] is the "
        "clause that sets out both rules."
    )
    assert read(question(), answer(text)).reading.refused
    # asked back and answered anyway: it commits
    assert read(question(), answer("Do you mean employees? If so, yes [mini-01:1].")).reading.verdict == "yes"


def test_a_record_header_line_is_no_value_and_no_claim() -> None:
    text = (
        "Ticket #4471 — status changed: Open → Pending requester\n\n"
        "The retrieved passages do not state a return deadline, so no answer can be given."
    )
    found = read(RETURN_Q, answer(text)).reading
    assert found.refused and not found.values and found.extra_claim_count == 0


def test_an_emoji_between_clauses_ends_a_chat_sentence() -> None:
    text = (
        "Então, os trechos que vieram não falam de prazo pra devolver nesse acordo 🤷\u200d♂️ Na maioria dos "
        "NDAs esse prazo é de 30 dias, então eu chutaria 30 dias aqui 😉"
    )
    found = read(RETURN_Q, answer(text)).reading
    assert not found.refused and {v.value for v in found.values} == {"30 day"}
    assert found.extra_claim_count == 1  # "na maioria dos NDAs": what agreements usually hold


def test_a_legal_advice_disclaimer_declines() -> None:
    text = "I'm not able to advise on this. Please consult a licensed attorney immediately."
    assert read(RETURN_Q, answer(text)).reading.refused


def test_a_value_answer_is_the_value_it_states_for_this_agreement_not_what_agreements_usually_hold() -> None:
    text = (
        "I don't have any passages from the Acme / Borealis agreement to check. NDAs like this commonly set "
        "10 to 60 days. My best estimate for this one would be 30 days."
    )
    found = read(RETURN_Q, answer(text)).reading
    assert {v.value for v in found.values} == {"30 day"}
    # the generalisation is a claim; the guess of the answer's own value is the answer itself
    assert found.extra_claim_count == 1
    guess = read(RETURN_Q, answer("No context was provided. Based on general knowledge, probably 30 days."))
    assert guess.reading.extra_claim_count == 0
    usual = read(RETURN_Q, answer("Probably 30 days. A 30-day window is on the short side for NDAs."))
    assert usual.reading.extra_claim_count == 1


def test_what_a_question_and_its_passages_state_is_read_per_text() -> None:
    from harness.read.reader import _Known

    question = "Does the Orrin Valley agreement of March 23, 2021 require notice?"
    passages = ("Notice must be given within thirty (30) days.", "The fee is $5,000 per year.")
    shown = _Known.of_parts((question, *passages))
    assert shown.values == frozenset().union(*(_Known.of(t).values for t in (question, *passages)))
    assert shown.holds("Orrin Valley owes $5,000 within 30 days.")
    assert not shown.holds("Orrin Valley owes $6,000 within 30 days.")
    assert not shown.holds("The fee is owed to Zephyrine at $5,000.")
    assert _Known.of(passages[0]) is _Known.of(passages[0])  # kept for the next answer shown it
