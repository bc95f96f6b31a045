"""The protocol question set: build it from a corpus, check it against the corpus, read and write it."""

from __future__ import annotations

from harness.questions.build import build_question_set, corpus_format
from harness.questions.check import Problem, check_question_set
from harness.questions.qset import QuestionSet, content_hash, read_question_set, with_hash, write_question_set
from harness.questions.sampling import DEFAULT_COUNTS, IDEAL, parse_counts
from harness.questions.templates import BUILDER_VERSION

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
