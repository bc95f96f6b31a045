"""report/outcomes.py: a question's outcome bucket, error outcomes and ideal-aware figures."""

from __future__ import annotations

from dataclasses import replace

from harness.report.outcomes import (
    OUTCOMES,
    ideal_is_correct,
    meets_ideal,
    outcome,
    outcome_counts,
    over_refusal,
)
from tests.report.builders import BASE_ROWS, Row, _answer, _grade, question


def _row(qid: str) -> Row:
    return next(r for r in BASE_ROWS if r.qid == qid)


def test_outcome_is_the_bucket_unless_the_grade_or_the_answer_carries_an_error() -> None:
    row = _row("a4")
    grade, answer = _grade(row, "reference"), _answer(row)
    assert outcome(grade) == "wrong" and outcome(grade, answer) == "wrong"
    assert outcome(replace(grade, error="judge timed out")) == "error"
    assert outcome(grade, replace(answer, error="HTTP 500")) == "error"


def test_outcome_counts_has_every_key() -> None:
    assert outcome_counts([]) == dict.fromkeys(OUTCOMES, 0)
    counts = outcome_counts(["correct", "refused", "correct", "error"])
    assert counts == {"correct": 2, "wrong": 0, "unsupported": 0, "refused": 1, "error": 1, "undetermined": 0}


def test_ideal_aware_figures() -> None:
    grounded, unanswerable = question(_row("a1")), question(_row("u1"))
    assert ideal_is_correct(grounded) and not ideal_is_correct(unanswerable)
    assert not ideal_is_correct(replace(grounded, ideal=("correct", "refused")))
    assert meets_ideal(grounded, "correct") is True
    assert meets_ideal(grounded, "refused") is False
    assert meets_ideal(unanswerable, "refused") is True
    assert meets_ideal(grounded, "error") is None
    assert over_refusal(grounded, "refused") and not over_refusal(unanswerable, "refused")
    assert not over_refusal(grounded, "wrong")
