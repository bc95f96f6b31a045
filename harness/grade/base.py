"""The ``Grader`` protocol: five rubric axes for each (question, answer) pair."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from harness.corpus.base import Corpus
from harness.records import Answer, Grade, Question
from harness.registry import register

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
