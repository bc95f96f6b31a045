"""reference-20: reading classes found by made-up probes in the styles of the thirteenth blind set's
briefs (memos, small models' noise, agent transcripts), each with the near-miss it must not change.
The sentences are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.core.records import Perturbation
from harness.grade.reference import grade_answer
from harness.read.contract import read_contract
from harness.read.language import dotted_dates, foreign_units, gloss
from harness.read.markers import resolve
from harness.read.reader import prepared_text
from harness.text.answer_format import _closers
from harness.text.decline import declines as decline_cue
from harness.text.refusal import explains, offers_next_step
from harness.text.sentences import split_sentences
from harness.text.values import claim_values
from harness.text.verdict import PREMISE
from harness.text.yes_no import explicit_verdict
from tests.grade.helpers import TEXTS, answer, make_corpus, question

CORPUS = make_corpus()
SHARE = question()  # may the receiving party share with its employees? gold yes, mini-01:1
CLAUSE = TEXTS["mini-01:1"]


@pytest.mark.parametrize(
    ("reply", "extra"),
    [
        # a block-quote line or a quotation that a retrieved passage holds word for word is its text
        (f"> {CLAUSE}\n\nBottom line: yes [mini-01:1].", 0),
        (f'> "{CLAUSE}"\n\nYes, it may [mini-01:1].', 0),
        (f'Yes [mini-01:1]. The clause is plain: "{CLAUSE}"', 0),
        (f'Yes. It may share: "{CLAUSE[:-1]}"', 0),
        # near-misses: a misquotation is no passage's text, and a fact said around the quote is a claim
        (
            "> The Receiving Party may share Confidential Information with its employees for 90 days."
            "\n\nYes [mini-01:1].",
            1,
        ),
        (f'Yes [mini-01:1]. As "{CLAUSE[:-1]}", it must also tell Borealis Labs within ten days.', 1),
    ],
)
def test_a_verbatim_quotation_of_a_retrieved_passage_is_no_claim(reply: str, extra: int) -> None:
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.extra_claim_count == extra, grade.rationale


@pytest.mark.parametrize(
    ("reply", "verdict"),
    [
        # cut off by the token limit, or loosely written: closed and read from its fields
        ('{"answer": "yes", "citations": ["mini-01:1"', "yes"),
        ('{answer: "no", source: "mini-01:1"', "no"),
        ('{"tool": "answer", "arguments": {"verdict": "Yes", "evidence": ["mini-01:1"]', "yes"),
        ("{'answer': 'No', 'sources': ['mini-01:1'],", "no"),
    ],
)
def test_a_cut_off_or_loose_reply_object_is_read_from_its_fields(reply: str, verdict: str) -> None:
    contract = read_contract(reply)
    assert (contract.form, contract.verdict, contract.unreadable) == ("json", verdict, False)


@pytest.mark.parametrize("reply", ["{ see the passages below", '{"memo": "draft", "x": 1'])
def test_a_brace_without_a_contract_field_stays_unreadable(reply: str) -> None:
    assert read_contract(reply).unreadable


def test_closers_close_strings_and_brackets_innermost_first() -> None:
    assert _closers('{"a": ["b') == '"]}'
    assert _closers('{"a": "x\\"y') == '"}'
    assert _closers('{"a": [1, 2]}') == ""


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        # a spoken word before the verdict, and a verdict taken back at once: the one after it stands
        ("Actually no: the clause permits it.", "no"),
        ("Hmm, yes.", "yes"),
        ("Okay so no.", "no"),
        ("Yes — wait, no.", "no"),
        ("No, sorry, I mean yes.", "yes"),
        ("Yes. Scratch that: no.", "no"),
        ("That's incorrect: the clause permits it.", "no"),
        ("That is not the case.", "no"),
        # near-misses: an apology that takes nothing back, a "that is not true" of something else
        ("That is not true of the other clause, which says ten days.", None),
        ("Yes, sorry for the confusion.", "yes"),
        ("Yes, wait for the written notice first.", "yes"),
    ],
)
def test_interjections_and_retractions_around_a_verdict(sentence: str, verdict: str | None) -> None:
    assert explicit_verdict(sentence) == verdict


@pytest.mark.parametrize(
    ("reply", "factuality"),
    [
        ("No. Wait, yes: it may share with employees who need to know [mini-01:1].", "correct"),
        ("No. Scratch that — yes, employees who need to know may see it [mini-01:1].", "correct"),
        # near-miss: two verdicts with nothing taking one back still conflict
        ("No. Yes, employees who need to know may see it [mini-01:1].", "wrong"),
    ],
)
def test_a_verdict_taken_back_in_the_next_sentence(reply: str, factuality: str) -> None:
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == factuality, grade.rationale


def test_a_numbered_block_quote_line_split_by_the_reader_is_no_claim() -> None:
    reply = f"Yes [mini-01:1].\n\nThe clause:\n\n> 1. {CLAUSE}"
    assert grade_answer(SHARE, answer(reply), CORPUS).extra_claim_count == 0
    changed = "> 1. The Receiving Party may share Confidential Information with its employees for 90 days."
    assert grade_answer(SHARE, answer(f"Yes [mini-01:1].\n\n{changed}"), CORPUS).extra_claim_count == 1


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        # a company's designator inside a name: the name goes on
        ("Under the Brooks Technical Solutions, Inc. Non-Disclosure Agreement, it survives.", 1),
        ("It binds Acme Corp. Research Division staff too.", 1),
        # near-misses: a new sentence after the designator, and a line break
        ("It is signed by Acme Inc. The term is five years.", 2),
        ("It is signed by Acme Inc.\nNon-Disclosure terms follow.", 2),
    ],
)
def test_a_designator_abbreviation_does_not_end_the_sentence_inside_a_name(text: str, pieces: int) -> None:
    assert len(split_sentences(text)) == pieces


@pytest.mark.parametrize(
    ("reply", "verdict", "final"),
    [
        (
            "Initial verdict: Yes - the parties clause.\nRe-checking: it changes.\nFinal verdict: No.",
            "no",
            True,
        ),
        ("Réponse provisoire : oui.\nRéponse finale : Non [mini-01:1].", "no", True),
        ("Endgültige Antwort: Ja.", "yes", True),
        ("Answer: No.\nVerdict: Yes.", "no", False),  # neither called final: the first
        ("Preliminary answer: yes\nConclusion: depends on the clause.", None, False),
    ],
)
def test_a_label_called_final_speaks_for_the_reply(reply: str, verdict: str | None, final: bool) -> None:
    contract = read_contract(reply)
    assert (contract.verdict, contract.final) == (verdict, final)


def test_a_final_label_outweighs_the_verdict_it_revises() -> None:
    reply = (
        "Initial verdict: No - nothing I have read so far allows it.\n"
        "Re-checking mini-01:1: employees who need to know may see it.\n"
        "Final verdict: Yes [mini-01:1]."
    )
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert (grade.factuality, grade.citation_supports) == ("correct", True), grade.rationale


def test_a_heading_does_not_keep_advice_from_being_a_refusal() -> None:
    reply = "## Answer\n\nPlease check the clause on employees in the full agreement."
    grade = grade_answer(SHARE, answer(reply, retrieved_ids=()), CORPUS)
    assert grade.factuality == "refused", grade.rationale


@pytest.mark.parametrize(
    "reply",
    [
        "<|assistant|> Answer: Yes, employees who need to know may see it [mini-01:1].<|im_end|>",
        "[INST] may it share? [/INST] Yes, employees who need to know may see it [mini-01:1].</s>",
    ],
)
def test_a_leaked_chat_template_token_is_no_part_of_the_reply(reply: str) -> None:
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert (grade.factuality, grade.extra_claim_count) == ("correct", 0), grade.rationale


@pytest.mark.parametrize(
    ("sentence", "corrects"),
    [
        ("the agreement is dated march 3, 2019 not 2018.", True),
        ("Acme Robotix isnt a party, the agreement is with Acme Robotics.", True),
        ("There's no 'Acme Robotix' here: the agreement is with Acme Robotics.", True),
        ("el acuerdo no es del 3 de marzo de 2018, actually, not del 3 March 2019.", True),  # glossed "sino"
        ("It ends on expiry, not all obligations end with it.", False),
        ('There is no "confidential" legend requirement in it.', False),
        # near-misses: "not" between two numbers that correct nothing, a party that is one
        ("It lasts 5 years and not more.", False),
        ("Acme Robotics is a party to it.", False),
    ],
)
def test_a_premise_corrected_without_a_comma_or_an_apostrophe(sentence: str, corrects: bool) -> None:
    assert any(p.search(sentence) for p in PREMISE) is corrects


@pytest.mark.parametrize(
    ("detail", "factuality"),
    [
        ("dated March 3, 2019", "unsupported"),  # the asked agreement holds it; no passage shown does
        ("dated May 9, 2017", "wrong"),  # nothing holds it: made up
    ],
)
def test_a_correction_detail_true_of_the_asked_agreement_is_unsupported_not_wrong(
    detail: str, factuality: str
) -> None:
    q = question(
        stratum="adversarial",
        gold="none",
        evidence=("mini-01:0",),
        perturbation=Perturbation("adjacent_entity", "Acme Robotics", "Acme Robotix"),
        text="Under the NDA between Acme Robotix and Borealis Labs, may the receiving party share "
        "confidential information with its employees?",
    )
    reply = f"It isn't Acme Robotix: the agreement, {detail}, is with Acme Robotics. I can't say more."
    grade = grade_answer(q, answer(reply, retrieved_ids=("mini-01:1", "mini-01:2")), CORPUS)
    assert grade.factuality == factuality, grade.rationale


@pytest.mark.parametrize(
    ("sentence", "advises"),
    [
        ("need the survival clause of the Brooks agreement.", True),
        ("I would need the survival clause of the Brooks agreement to answer.", True),
        ("The survival clause of the Brooks agreement is needed.", True),
        # near-misses: what the parties need, and a need that names no part of an agreement
        ("The parties need the agreement to be signed.", False),
        ("I need the answer quickly.", False),
    ],
)
def test_naming_the_clause_that_would_settle_it_is_a_next_step(sentence: str, advises: bool) -> None:
    assert offers_next_step(sentence) is advises


@pytest.mark.parametrize(
    "reply",
    [
        "Il semble que oui : les employés qui en ont besoin peuvent la recevoir [mini-01:1].",
        "Parece que sí, los empleados que la necesitan pueden recibirla [mini-01:1].",
        "Acho que sim: os funcionários que precisam podem recebê-la [mini-01:1].",
        "Penso di sì: i dipendenti che ne hanno bisogno possono riceverla [mini-01:1].",
    ],
)
def test_a_belief_verb_before_the_verdict_word_in_other_languages(reply: str) -> None:
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == "correct", grade.rationale


@pytest.mark.parametrize(
    "reply",
    [
        "You'd like to know whether Acme Robotics may share the information with its employees. I can't "
        "confirm it: the passages I have do not mention employees. Please check the full agreement.",
        "Sie möchten wissen, ob Acme Robotics die Informationen an Mitarbeiter weitergeben darf. Das kann "
        "ich nicht beantworten: die Passagen erwähnen keine Mitarbeiter.",
    ],
)
def test_the_question_said_again_to_the_asker_commits_to_nothing(reply: str) -> None:
    grade = grade_answer(SHARE, answer(reply, retrieved_ids=("mini-01:0",)), CORPUS)
    assert grade.factuality == "refused", grade.rationale


@pytest.mark.parametrize(
    ("reply", "cited"),
    [
        ("Yes [Source 1].\n\nSources:\n[Source 1] mini-01:1", ("mini-01:1",)),
        ("Yes (Ref. 1).\n\n(Ref. 1) mini-01:1", ("mini-01:1",)),
        ("Ja [Quelle 1].\n\nQuellen:\n[Quelle 1] mini-01:1", ("mini-01:1",)),
        ("Yes [Source 2].\n\nSources: [Source 2] mini-01:1", ("mini-01:1",)),
        # near-miss: a named marker and no list: the prompt's order
        ("Yes (Ref. 1).", ("mini-02:0",)),
    ],
)
def test_named_markers_map_through_a_list_written_the_same_way(reply: str, cited: tuple[str, ...]) -> None:
    resolved = resolve(reply, ("mini-02:0", "mini-01:1"), ())
    assert tuple(pid for _, pid in resolved.mapped) == cited


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("the exclusions in 3.1 (mini-07:13) do not mention it", []),
        ("the exclusions in 3.1 — nothing on insurance", []),
        ("a cap of 3.1 (three point one) million", ["3.1"]),  # near-miss: a value with its gloss
    ],
)
def test_a_clause_number_before_a_citation_or_a_dash_is_no_value(text: str, values: list[str]) -> None:
    assert [v.text for v in claim_values(text)] == values


@pytest.mark.parametrize(
    "reply",
    [
        "No encuentro la cláusula en los fragmentos. Mi mejor estimación es que sí, puede compartirla.",
        "Je ne trouve pas la clause. Ma meilleure estimation : oui, elle peut la partager.",
    ],
)
def test_a_best_estimate_after_a_decline_commits(reply: str) -> None:
    grade = grade_answer(SHARE, answer(reply, retrieved_ids=("mini-01:0",)), CORPUS)
    assert grade.factuality != "refused", grade.rationale


@pytest.mark.parametrize(
    ("sentence", "language", "declines"),
    [
        # "neither party" is content, not "none of the passages"
        ("Ognuna può divulgarla, ma nessuna delle due può rivelare i segreti dell'altra.", "it", False),
        ("Cada parte puede divulgarla, pero ninguna de las partes puede revelar los secretos.", "es", False),
        ("Cada parte pode divulgá-la, mas nenhuma das partes pode revelar os segredos.", "pt", False),
        # near-misses: none of them, of the passages
        ("Ho letto i passaggi, ma nessuno di essi tratta la questione.", "it", True),
        ("Revisé los fragmentos, pero ninguno de ellos trata la cuestión.", "es", True),
    ],
)
def test_neither_party_is_no_reason_in_other_languages(sentence: str, language: str, declines: bool) -> None:
    assert decline_cue(gloss(sentence, language)) is declines


def test_emphasis_around_a_verdict_word_in_another_language() -> None:
    reply = "In sintesi: **sì**, i dipendenti che ne hanno bisogno possono riceverla [mini-01:1]."
    assert grade_answer(SHARE, answer(reply), CORPUS).factuality == "correct"


def test_a_dotted_date_is_day_first() -> None:
    assert dotted_dates("the NDA of 11.10.2021 rules it out") == "the NDA of 11 October 2021 rules it out"
    assert dotted_dates("version 1.2.3 and section 5.3.2019.1") == "version 1.2.3 and section 5.3.2019.1"


@pytest.mark.parametrize(
    ("sentence", "language", "reason"),
    [
        ("The retrieval step returned an empty set, so I cannot say.", "en", True),
        ("Acme Robotix isn't a party to the agreement that came back, so I can't answer.", "en", True),
        ("Faute de tout extrait, je dois m'abstenir : la recherche est revenue vide.", "fr", True),
        # near-miss: a party that is one
        ("Acme Robotics is a party to the agreement, so I can't answer.", "en", False),
    ],
)
def test_more_refusal_reasons(sentence: str, language: str, reason: bool) -> None:
    assert explains(gloss(sentence, language)) is reason


def test_search_advice_past_a_parenthetical_is_a_next_step() -> None:
    assert offers_next_step(
        "Searching the Acme agreement for its third-party sharing clause (probably in section 2)"
        " should turn it up."
    )


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        ("The excerpts do not say, so this is a guess: probably not, agreements usually keep it.", "no"),
        ("Note: yes, it may.", "yes"),
        # near-misses: a determiner "no" after a colon, and a colon that introduces a question
        ("Clause 4: no party may disclose it.", None),
        ("The answer depends on one thing: whether it was marked.", None),
    ],
)
def test_a_verdict_opening_what_a_colon_introduces(sentence: str, verdict: str | None) -> None:
    assert explicit_verdict(sentence) == verdict


def test_a_duration_in_another_language_inside_an_english_answer() -> None:
    assert (
        foreign_units("Treinta (30) días. The party must confirm it.")
        == "30 days. The party must confirm it."
    )
    assert foreign_units("within 30 Tage") == "within 30 days"
    assert foreign_units("the mois of May") == "the mois of May"  # no number before it


@pytest.mark.parametrize(
    ("reply", "factuality"),
    [
        ("Somewhere between 30 and 60 days [mini-01:2].", "wrong"),
        ("30-60 days [mini-01:2].", "wrong"),
        ("30 days [mini-01:2].", "correct"),
        # near-miss: two values that are no range
        ("30 days after termination; notice takes 60 days [mini-01:2].", "correct"),
    ],
)
def test_a_range_with_the_gold_at_one_end_is_not_the_value(reply: str, factuality: str) -> None:
    q = question(
        gold="30 days",
        evidence=("mini-01:2",),
        answer_type="value",
        text="Under the NDA between Acme Robotics and Borealis Labs, within how many days must the "
        "receiving party return the information after termination?",
    )
    grade = grade_answer(q, answer(reply, retrieved_ids=("mini-01:2",)), CORPUS)
    assert grade.factuality == factuality, grade.rationale


def test_template_tokens_go_after_a_harmony_channel_has_marked_its_scratch_work() -> None:
    reply = (
        "<|channel|>analysis<|message|>Maybe no, they may not share it.<|end|>"
        "<|start|>assistant<|channel|>final<|message|>Yes, employees who need to know may see it [mini-01:1]."
    )
    assert grade_answer(SHARE, answer(reply), CORPUS).factuality == "correct"
    struck = "Employees may <s>not</s> see it [mini-01:1]."  # HTML strike-out inside a reply stays
    assert "<s>not</s>" in prepared_text(struck, ("mini-01:1",))[0]


@pytest.mark.parametrize(
    ("reply", "factuality"),
    [
        # a ContractNLI label as the reply: entailment the question's yes, contradiction its no
        ("Entailment [mini-01:1]", "correct"),
        ("label=ENTAILMENT score=0.89 evidence=[mini-01:1]", "correct"),
        ("Contradiction [mini-01:1]", "wrong"),
        ("Prediction: FALSE (mini-01:1)", "wrong"),
        ("NotMentioned", "refused"),
        # near-miss: the word inside prose is no label
        ("There is no contradiction: employees who need to know may see it [mini-01:1].", "correct"),
    ],
)
def test_a_contractnli_label_as_the_reply(reply: str, factuality: str) -> None:
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == factuality, grade.rationale


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("P(yes)=0.79", []),
        ("cnli-563:20 (0.81) and cnli-507:12 (0.77)", []),
        ("label=ENTAILMENT score=0.89", []),
        ("Extracted span (x:46, chars 85-244)", []),
        # near-misses: a fee and a cap are values
        ("a fee of 0.79 percent", ["0.79 percent"]),
        ("a cap of $0.5 million", ["$0.5 million"]),
    ],
)
def test_a_models_own_scores_are_no_values(text: str, values: list[str]) -> None:
    assert [v.text for v in claim_values(text)] == values


def test_an_id_said_aloud_with_its_colon() -> None:
    resolved = resolve("That's in passage mini-01 colon 1.", ("mini-01:0", "mini-01:1"), ())
    assert "mini-01:1" in resolved.text


def test_a_sentence_that_only_says_where_cites_for_the_statement_before_it() -> None:
    reply = (
        "So the short version is yes. Employees who need to know may receive it. "
        "That's clause one, passage mini-01:1."
    )
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert (grade.factuality, grade.citation_supports, grade.extra_claim_count) == ("correct", True, 0)
