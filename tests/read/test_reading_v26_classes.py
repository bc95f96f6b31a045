"""reference-26: reading classes found on the tuning parts of the thirty-first and thirty-second blind
sets (``styles_v31``: answers in five other languages; ``styles_v32``: function-call logs of agents), each
with the near-miss it must not change. The answers are made up; none is a fixture line. The false-premise
questions are asked of the shipped nda-mini corpus."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest

from harness.core.records import Answer, Perturbation, Question, RetrievedPassage
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.grade.reference import grade_answer, mentioned_anyway
from harness.read.language import gloss
from harness.read.reader import read_text
from harness.read.stages import final_stage
from harness.read.terse import expand, with_apostrophes
from harness.text.decline import declines
from harness.text.sentences import split_sentences
from harness.text.values import claim_values
from harness.text.verdict import read_answer, shows_quote
from tests.grade.helpers import question


@cache
def _nda_mini() -> Corpus:
    return load_corpus("nda-mini")


def _asked(text: str, document: str, key: str, change: Perturbation, refuting: str) -> Question:
    q = question("adversarial", "none", (refuting,), text=text, perturbation=change, document_id=document)
    return replace(q, hypothesis_key=key)


# mini-05 is dated November 5, 2019; its 5.1 lets either party disclose that the agreement exists
DATED = _asked(
    "Under the Confidentiality and Non-Circumvention Agreement between Sablewood Orchards Cooperative Limited"
    " and Yarrowby Foods Pty Ltd dated November 5, 2018, must the receiving party keep the agreement itself"
    " and the parties' discussions confidential?",
    "mini-05",
    "nda-10",
    Perturbation(kind="wrong_date", original="November 5, 2019", replacement="November 5, 2018"),
    "mini-05:1",
)
DATED_SHOWN = ("mini-05:1", "mini-05:0", "mini-05:13", "mini-05:16", "mini-04:33")
# mini-09 is Bramblecote's agreement with Halvorsen; mini-12:1 is Orrin Valley's with Zephyrine
PARTY = _asked(
    "Under the Nondisclosure Agreement (Technical Information) between Orrin Valley Agritech LLC and"
    " Halvorsen Maritime Holdings Inc. dated October 11, 2021, must the receiving party return or destroy"
    " every copy of the confidential information, keeping none for legal or archival purposes?",
    "mini-09",
    "nda-20",
    Perturbation(
        kind="adjacent_entity", original="Bramblecote Robotics Inc.", replacement="Orrin Valley Agritech LLC"
    ),
    "mini-09:1",
)
PARTY_SHOWN = ("mini-09:1", "mini-09:22", "mini-12:1", "mini-07:20", "mini-14:19")
# mini-04 is dated June 30, 2021
LICENSE = _asked(
    "Under the One-Way Nondisclosure Agreement between Pellucid Harbor Software, Inc. and Glimmerstone"
    " Consulting Group LLC dated June 30, 2024, does the receiving party obtain any license or intellectual"
    " property right in the confidential information under the agreement?",
    "mini-04",
    "nda-15",
    Perturbation(kind="wrong_date", original="June 30, 2021", replacement="June 30, 2024"),
    "mini-04:1",
)
LICENSE_SHOWN = ("mini-04:1", "mini-08:20", "mini-14:20", "mini-04:0", "mini-01:24")


def _graded(
    q: Question, text: str, shown: tuple[str, ...], factuality: str | None = "wrong"
) -> dict[str, bool]:
    corpus = _nda_mini()
    passages = tuple(
        RetrievedPassage(pid, corpus.passage(pid).document_id, corpus.passage(pid).text, 10.0 - n, n)
        for n, pid in enumerate(shown)
    )
    grade = grade_answer(q, Answer(q.id, text, (), passages, 0.01), corpus)
    assert factuality is None or grade.factuality == factuality, grade.rationale
    return {c.passage_id: c.supports for c in grade.citations}


# --- a claim that repeats a false premise's value its passage does not state is not backed by it ---


@pytest.mark.parametrize(
    "said",
    [
        "No: under the agreement of November 5, 2018, either party may disclose that it exists [mini-05:16].",
        "Under the 5 novembre 2018 agreement, each party may say it exists [mini-05:16].",
    ],
)
def test_a_claim_repeating_the_false_date_is_not_backed_by_the_real_agreements_clause(said: str) -> None:
    assert _graded(DATED, said, DATED_SHOWN) == {"mini-05:16": False}


def test_a_correction_naming_both_dates_is_backed_by_the_passage_stating_the_real_one() -> None:
    said = "The agreement is dated November 5, 2019, not November 5, 2018 [mini-05:1]."
    assert _graded(DATED, said, DATED_SHOWN, factuality="correct") == {"mini-05:1": True}


def test_a_correction_giving_another_agreements_party_is_not_backed_by_that_agreement() -> None:
    said = (
        "One fix: Halvorsen Maritime's counterparty is Zephyrine Labs Inc., not Orrin Valley Agritech"
        " [mini-12:1]. Yes, it may keep no copy at all [mini-09:22]."
    )
    # (its factuality, wrong for a labeler, reads unsupported: a correction the grader cannot place yet)
    assert _graded(PARTY, said, PARTY_SHOWN, factuality=None)["mini-12:1"] is False


def test_a_correction_in_not_x_but_y_with_a_new_false_date_is_wrong() -> None:
    said = "The agreement is not from 2024 but from June 30, 2020 [mini-04:1]. The excerpts do not say more."
    assert _graded(LICENSE, said, LICENSE_SHOWN) == {"mini-04:1": False}


# --- a day-first date is one sentence ---


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        ("Der Vertrag vom 11. Oktober 2021 gilt [x:1]. Ja.", 2),
        ("Die Frist läuft ab dem 1. Januar 2020.", 1),
        ("Punkt 3. Mai ist die Frist.", 2),  # a month with no year after it: a list number ends a piece
        ("See step 2. May 2020 is the date.", 2),
    ],
)
def test_a_day_written_with_an_ordinal_stop_before_its_month_ends_no_sentence(text: str, pieces: int) -> None:
    assert len(split_sentences(text)) == pieces


# --- a function-call log is a staged reply ---


def test_a_function_call_logs_final_answer_is_the_answer_and_its_calls_are_scratch() -> None:
    log = 'search_passages(query="notice period")\n-> x:1, x:2, x:3\nfinal_answer: Yes, thirty days [x:2].'
    staged = final_stage(log)
    assert staged is not None and staged.final == "Yes, thirty days [x:2]."
    assert "x:1" in staged.scratch


def test_a_final_answer_call_maps_its_markers_through_its_sources() -> None:
    log = (
        'search(query="trade secrets")\n-> x:1, x:2\n'
        'final_answer(text="No, it covers more [1].", sources=["x:2"])'
    )
    staged = final_stage(log)
    assert staged is not None and staged.final == "No, it covers more [1].\n\nSources: [1] x:2"


@pytest.mark.parametrize(
    "text",
    [
        # the final answer cites nothing while the log does: it leans on the log, read whole
        'search(query="copies")\n-> mini-01:4\nfinal_answer: Yes, copies are allowed.',
        # no tool call before it: not a log
        "Final_answer: Yes [x:1].\nNothing else.",
    ],
)
def test_a_log_whose_answer_cites_nothing_or_a_reply_with_no_call_is_read_whole(text: str) -> None:
    assert final_stage(text) is None


# --- a refusal that shows what the passages do say, and says why it does not answer ---


@pytest.mark.parametrize(
    "text",
    [
        'Here is what the retrieved text says about copying:\n> "(d) not copy or reproduce Confidential'
        ' Information in whole or in part" [mini-08:20]\nThat clause comes from a different agreement, so I'
        " can't tell you whether this NDA forbids copying.",
        'Only the title came back: "MUTUAL NON-DISCLOSURE AGREEMENT" [mini-01:0]. None of the passages'
        " mention copies, so I cannot answer.",
    ],
)
def test_a_quotation_a_refusal_shows_is_no_verdict(text: str) -> None:
    reading = read_answer(text, "Under the Acme NDA, may the receiving party copy the information?")
    assert reading.refused and reading.verdict is None


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        # a verdict said outright beside the quote: the quote backs it
        (
            'No. Clause 5.1: "When this Agreement terminates, Mereford shall return all Confidential'
            " Information.\" [mini-14:18] I did not see a clause on returns on request, so I can't confirm"
            " that part.",
            "no",
        ),
    ],
)
def test_a_quotation_beside_a_verdict_said_outright_is_left_alone(text: str, verdict: str) -> None:
    assert read_answer(text, "Under the NDA, is the party free to keep it?").verdict == verdict


def test_a_frame_stating_a_value_before_the_quote_is_the_answer() -> None:
    assert not shows_quote("10 days' written notice (: \"Either party may terminate upon 10 days' notice\")")
    assert shows_quote('> "Either party may terminate this NDA upon 10 days\' written notice."')


# --- contractions typed without an apostrophe read as written with one ---


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("sorry dont know", "sorry don't know"),
        ("it DOESNT say and they cant tell", "it DOESN't say and they can't tell"),
        ("the Tenant wants the constant", "the Tenant wants the constant"),  # no contraction in these
    ],
)
def test_a_contraction_typed_without_its_apostrophe_is_read_with_it(typed: str, read: str) -> None:
    assert with_apostrophes(typed) == read


def test_a_short_echo_of_the_answers_own_question_ends_at_a_dash() -> None:
    asked = "Under the NDA, does the agreement grant the receiving party no license?"
    said = (
        "u mean does it get any licence? no it doesnt get one - the agreement grants no license [mini-01:1]"
    )
    assert read_answer(with_apostrophes(said), asked).verdict == "yes"


# --- a refusal's reason that no passage mentions a topic a passage it was given does mention ---


def test_a_reason_that_no_passage_mentions_what_a_given_passage_mentions_is_false() -> None:
    reading = read_answer(
        "I can't answer: none of the retrieved passages mention reverse engineering at all.", "May it?"
    )
    given = (
        "The Recipient shall not reverse engineer or decompile any prototype.",
        "This Agreement is made.",
    )
    assert mentioned_anyway(reading, given) == "reverse engineering at all"
    assert mentioned_anyway(reading, given[1:]) == ""


def test_a_reason_scoped_to_the_asked_agreements_passages_is_not_read_for_all() -> None:
    reading = read_answer("I can't say: the Velmont passages don't mention termination at all.", "May it?")
    assert mentioned_anyway(reading, ("Either party may terminate on 90 days' notice.",)) == ""


@pytest.mark.parametrize(
    ("sentence", "declined"),
    [
        ("I don't have an answer for this one.", True),
        ("We have no answer for you on this point.", True),
        ("I don't have the passage that answers it, but clause 2 says yes.", True),
        ("The party need not answer the notice within ten days.", False),
    ],
)
def test_having_no_answer_declines(sentence: str, declined: bool) -> None:
    assert declines(sentence) is declined


@pytest.mark.parametrize(
    "text",
    [
        "Regarding use of the information under the NDA: the question is whether use is confined to the"
        " purpose. The retrieved text is the preamble only; nothing there deals with use. So I can't say.",
        "Regarding independently developed information: you're asking whether the party is barred from"
        " using it. I can't answer; no retrieved passage comes from that agreement.",
    ],
)
def test_a_question_restated_after_the_topic_it_names_is_no_verdict(text: str) -> None:
    reading = read_answer(text, "Under the NDA, is use confined to the purpose?")
    assert reading.refused and reading.verdict is None


def test_a_restated_topic_that_answers_is_still_read() -> None:
    reading = read_answer(
        "Regarding use of the information: yes, only for the purpose [mini-01:2].", "May it?"
    )
    assert reading.verdict == "yes"


def test_nothing_to_base_an_answer_on_declines() -> None:
    assert declines("No passages were retrieved, so there is nothing I can base an answer on.")
    assert not declines("The party may base its decision on the audit.")


# --- formal replies in other languages ---


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        (
            "Wir teilen Ihnen mit, dass keine Lizenz eingeräumt wird (Fundstelle: mini-08:20). Die Frage"
            " ist daher zu bejahen.",
            "yes",
        ),
        (
            "Nous vous informons que non : la définition couvre aussi les plans d'affaires (cf. mini-07:4).",
            "no",
        ),
        (
            "Informamos que sim: a cláusula 1.1 limita a definição às informações técnicas"
            " (fonte: mini-09:4).",
            "yes",
        ),
        (
            "La respuesta es negativa: el acuerdo cubre también la información comercial (véase mini-07:4).",
            "no",
        ),
    ],
)
def test_a_formal_reply_reporting_its_verdict_is_read(text: str, verdict: str) -> None:
    assert read_text(text, "Under the NDA, may it?", "yes_no", (), ()).reading.verdict == verdict


def test_a_caveat_opening_a_statement_is_no_next_step() -> None:
    question = "Under the NDA, what is the limit, in money, of a party's liability?"
    said = "Subject to a review of the full text, each party's liability would be capped at EUR 250,000."
    assert read_answer(said, question, "value").values
    assert not read_answer("Please review the full text.", question, "value").values


def test_a_reliability_score_in_another_language_is_no_value() -> None:
    said = "Risposta: No. Le informazioni orali sono riservate [1].\nStato: Verificato · Affidabilità 0,91"
    assert not claim_values(read_text(said, "May it?", "yes_no", (), ()).reading.sentences[-1].plain)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("❌ *No* — the definition also covers business plans (mini-07:4)", "No — the definition"),
        # a phrase opening with the word, or a word closed inside its emphasis, is left as written
        ("⛔ **No number of years can be given.**", "**No number of years"),
    ],
)
def test_a_word_in_emphasis_after_an_opening_icon_is_read_as_the_icons_verdict(text: str, read: str) -> None:
    assert read in expand(text)


def test_not_only_is_no_absence_in_another_language() -> None:
    assert gloss("also nicht nur technische Infos", "de") == "also nicht nur technische Infos"
    assert "I cannot answer this" in gloss("Dazu haben wir keine Infos.", "de")


def test_a_products_status_line_is_no_claim() -> None:
    said = "Answer: Yes. Employees may see it.\nStatus: Grounded · Confidence 0.89\nSources: [1] mini-01:8"
    reading = read_text(said, "May it?", "yes_no", (), ("mini-01:8",), ("x",)).reading
    assert not any(s.claim for s in reading.sentences if s.plain.startswith("Status"))


# --- near-misses a second reading of reference-26 found (each read wrongly by a first version) ---


def test_review_near_misses_of_reference_26() -> None:
    question = "Under the NDA, may employees see it?"
    assert (
        read_answer("Regarding employees: whether they may, here they may [x:1].", question).verdict == "yes"
    )
    assert not declines("No. The 30-day time limit exceeded the statutory period.")
    assert not declines("Yes. We don't have an answer key, but clause 3 allows it.")
    assert "answered in the negative" in gloss("Eine Weitergabe an Mitarbeiter ist nicht zu bejahen.", "de")
    glossary = "Representative(s) (Section 1)\nThe Recipient may share with employees.\nAnswer: Yes"
    assert final_stage(glossary) is None
    assert with_apostrophes("it is his wont") == "it is his wont"
    refusal = read_answer(
        "I can't answer this. The passages do not mention employees, so I cannot say whether the Receiving"
        " Party may disclose it.",
        question,
    )
    assert mentioned_anyway(refusal, ("The Receiving Party shall not disclose it.",)) == ""
