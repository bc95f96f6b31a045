"""The protocol question set: build it from a corpus, check it against the corpus, read and write it.

Names load on first use (``harness.core.exports``): a run reads its question set through
``harness.questions.qset`` without importing the builder and the checker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from harness.core.exports import lazy_exports

__all__ = [
    "BUILDER_VERSION",
    "DEFAULT_COUNTS",
    "IDEAL",
    "Problem",
    "QuestionSet",
    "build_question_set",
    "check_question_set",
    "content_hash",
    "corpus_format",
    "parse_counts",
    "read_question_set",
    "with_hash",
    "write_question_set",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "build_question_set": "harness.questions.build",
        "corpus_format": "harness.questions.build",
        "Problem": "harness.questions.check",
        "check_question_set": "harness.questions.check",
        "QuestionSet": "harness.questions.qset",
        "content_hash": "harness.questions.qset",
        "read_question_set": "harness.questions.qset",
        "with_hash": "harness.questions.qset",
        "write_question_set": "harness.questions.qset",
        "DEFAULT_COUNTS": "harness.questions.sampling",
        "IDEAL": "harness.questions.sampling",
        "parse_counts": "harness.questions.sampling",
        "BUILDER_VERSION": "harness.questions.templates",
    },
)

if TYPE_CHECKING:
    from harness.questions.build import build_question_set, corpus_format
    from harness.questions.check import Problem, check_question_set
    from harness.questions.qset import (
        QuestionSet,
        content_hash,
        read_question_set,
        with_hash,
        write_question_set,
    )
    from harness.questions.sampling import DEFAULT_COUNTS, IDEAL, parse_counts
    from harness.questions.templates import BUILDER_VERSION
