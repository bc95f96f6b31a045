"""Each question's outcome: one of the four buckets, ``error`` when nothing was scored, or
``undetermined`` when the grader read nothing with confidence (``harness.read``).

An answer the generator failed to give, or a grade the grader failed to make, is unscored:
its outcome is ``error``, counted apart from the four buckets everywhere (counts, rates,
tables, plots, the gate). A grade is unscored when it carries an ``error`` (the built-in
graders copy a generator error onto the answer's grade, and record their own failures there)
or when its answer carries one, so run folders written by any tool read the same way.

An ``undetermined`` grade is unscored the same way: counted apart from the four buckets (its
own count and rate), left out of every other figure, and the gate refuses a rise in it.

Ideal-aware figures compare a scored outcome with the question's ``ideal`` outcomes:
``meets_ideal`` when the outcome is one of them; ``over_refusal`` when the answer refused a
question whose ideal is ``correct`` and not ``refused`` (the corpus holds the answer).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Literal, get_args

from harness.core.records import Answer, Grade, Question

Outcome = Literal["correct", "wrong", "unsupported", "refused", "error", "undetermined"]
OUTCOMES: tuple[Outcome, ...] = get_args(Outcome)
ERROR: Outcome = "error"
UNDETERMINED: Outcome = "undetermined"
UNSCORED: frozenset[Outcome] = frozenset({ERROR, UNDETERMINED})
"""Outcomes that are no bucket: every figure but their own counts leaves them out."""


def outcome(grade: Grade, answer: Answer | None = None) -> Outcome:
    """``error`` when the grade or its answer carries an error, else the grade's bucket."""
    if grade.error is not None or (answer is not None and answer.error is not None):
        return ERROR
    return grade.factuality


def outcome_counts(outcomes: Iterable[Outcome]) -> dict[str, int]:
    """Counts of the four buckets, ``error`` and ``undetermined``, every key present (0 when empty)."""
    counter = Counter(outcomes)
    return {o: counter.get(o, 0) for o in OUTCOMES}


def ideal_is_correct(question: Question) -> bool:
    """The corpus holds the answer: ``correct`` is ideal and a refusal is not."""
    return "correct" in question.ideal and "refused" not in question.ideal


def meets_ideal(question: Question, result: Outcome) -> bool | None:
    """Whether a scored outcome is one of the question's ideal outcomes; None when unscored."""
    return None if result in UNSCORED else result in question.ideal


def over_refusal(question: Question, result: Outcome) -> bool:
    """A refusal where the ideal is a correct answer."""
    return result == "refused" and ideal_is_correct(question)
