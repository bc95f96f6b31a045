"""The ``Grader`` protocol: five rubric axes for each (question, answer) pair."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Protocol, TypeVar

from harness.core.records import RUBRIC_VERSION, Answer, Grade, Question
from harness.core.registry import register
from harness.corpus.base import Corpus

F = TypeVar("F", bound=Callable[..., Any])


class Grader(Protocol):
    """Grades answers on the five axes. ``name`` is written into every ``Grade``.

    A grader may also carry ``versions`` (``{"grader": VERSION, ...}``): the runner writes them
    into the manifest and every grade, and the gate refuses runs graded by other versions.
    """

    name: str

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        """One ``Grade`` per pair, in order; a failure is recorded on its grade, never raised."""
        ...


def grader(name: str, *, pace: Iterable[str] = ()) -> Callable[[F], F]:
    """Register a grader factory: ``@grader("reference")``; ``pace``: pace-only options."""
    return register("grader", name, pace=pace)


def grader_versions(instance: object) -> dict[str, str]:
    """What a grader's grades depend on: its declared ``versions`` plus the rubric's version."""
    declared = getattr(instance, "versions", None)
    versions = {str(k): str(v) for k, v in declared.items()} if isinstance(declared, dict) else {}
    versions.setdefault("rubric", RUBRIC_VERSION)
    return versions


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


@contextmanager
def heap_frozen() -> Iterator[None]:
    """The objects alive before a grading pass (the corpus, its tables, the readers' caches) kept out
    of the garbage collector's scans while it grades (``gc.freeze``, then ``gc.unfreeze``: both move
    one list), so a full collection during the pass visits only what the pass made. A process that
    froze objects itself (a server before it forks), or that turned the collector off, is left as
    it is. It changes no grade; in the first pass of ``bench.bench_grading`` (reference grader, 822
    answers) one full collection took 0.15 s of 1.0 s of CPU."""
    if gc.get_freeze_count() or not gc.isenabled():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
