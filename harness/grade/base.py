"""The ``Grader`` protocol: five rubric axes for each (question, answer) pair."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from harness.core.records import RUBRIC_VERSION, Answer, Grade, Question
from harness.core.registry import register
from harness.corpus.base import Corpus

F = TypeVar("F", bound=Callable[..., Any])


class Grader(Protocol):
    """Grades answers on the five axes. ``name`` is written into every ``Grade``."""

    name: str

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        """One ``Grade`` per pair, in order; a failure is recorded on its grade, never raised."""
        ...


def grader(name: str) -> Callable[[F], F]:
    """Register a grader factory: ``@grader("reference")``."""
    return register("grader", name)


def failed_grade(
    question_id: str, grader_name: str, error: str, flag: str = "grader_error", *, grader_version: str = ""
) -> Grade:
    """The grade recorded when grading one answer failed: never dropped, never raised.

    ``factuality`` must be one of the four buckets; a grade nobody could read is counted as
    ``unsupported`` (the answer was not shown to be supported) and carries ``flag``.
    """
    return Grade(
        question_id=question_id,
        grader=grader_name,
        factuality="unsupported",
        citation_exists=None,
        citation_supports=None,
        refusal_quality=None,
        extra_claim_count=0,
        rationale={"factuality": f"not graded ({flag}): {error}"},
        flags=(flag,),
        error=error,
        grader_version=grader_version,
        rubric_version=RUBRIC_VERSION,
    )
