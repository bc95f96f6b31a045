"""reference-25: reading classes found on the tuning part of the twenty-seventh blind set
(``styles_v27``: plain answers, long answers citing every sentence, non-native English), each with the
near-miss it must not change. The sentences are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.grade.reference import grade_answer
from harness.read.cues import fires
from harness.text.decline import declines
from harness.text.refusal import offers_next_step
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()


# --- a statement closed by a doubt about itself is a hedged statement, not a decline ---


@pytest.mark.parametrize(
    "text",
    [
        "The definition covers the technical data on the pumps, but I am not sure at hundred percent.",
        "Employees are among the permitted recipients, though I'm not 100% sure.",
        "The clause lets the party share it with employees, but I can't be certain.",
    ],
)
def test_a_statement_that_doubts_itself_after_does_not_decline(text: str) -> None:
    assert not declines(text)


@pytest.mark.parametrize(
    "text",
    [
        "The definition covers technical data, but I am not sure whether it covers business plans.",
        "I don't have the clause, but I'm not sure it matters.",
        "The passages don't say, and I'm not sure.",
    ],
)
def test_a_doubt_about_something_else_still_declines(text: str) -> None:
    assert declines(text)


def test_gold_evidence_cited_for_the_opposite_verdict_under_a_doubt_does_not_back_it() -> None:
    reply = (
        "Probably not. The receiving party may only share it with nobody at all [mini-01:1], but I am not"
        " sure at hundred percent."
    )
    grade = grade_answer(question(), answer(reply, retrieved_ids=("mini-01:1", "mini-01:0")), CORPUS)
    assert (grade.factuality, grade.citation_supports) == ("wrong", False)


# --- "the other retrieved agreements" places a clause in another agreement ---


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("The survival clauses of the other retrieved agreements are not needed here.", True),
        ("the other cited contracts say five years", True),
        ("notes and other documents", False),
        ("the other retrieved passages say nothing on it", False),
    ],
)
def test_other_agreements_the_retrieval_returned_are_another_agreement(text: str, other: bool) -> None:
    assert fires("another_agreement", text) is other


# --- a next step in non-native or polite-request English ---


@pytest.mark.parametrize(
    ("sentence", "step"),
    [
        ("Please control the precise name of the counterparty, after that I search one more time.", True),
        ("please stop any disclosure and check immediately the section on Representatives.", True),
        ("Please give me the text of the agreement, and then I verify.", True),
        ("The Company shall control the information it receives.", False),
        ("The party must give notice and check the records.", False),
        ("Please note that the agreement is silent and strict.", False),
    ],
)
def test_a_late_or_calqued_request_is_a_next_step(sentence: str, step: bool) -> None:
    assert offers_next_step(sentence) is step
