"""rubric-harness: score retrieval-augmented QA pipelines on a refusal-aware rubric.

The public Python API, in pipeline order (every CLI command calls one of these)::

    corpus = harness.load_corpus("nda-mini")
    qset = harness.build_question_set(corpus, seed=13, k=5)
    result = harness.run_protocol(generator="extractive", out="runs/demo")
    harness.grade_run("runs/demo", grader="heuristic")
    harness.write_report("runs/demo")
    decision = harness.gate("runs/base", "runs/candidate")
    data = harness.load_run("runs/demo")          # pandas DataFrames of answers and grades

Names load on first use, so ``import harness`` stays fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_EXPORTS: dict[str, str] = {
    "HarnessError": "harness.core.errors",
    "Corpus": "harness.corpus",
    "load_corpus": "harness.corpus",
    "build_retriever": "harness.retrieval",
    "QuestionSet": "harness.questions",
    "build_question_set": "harness.questions",
    "check_question_set": "harness.questions",
    "read_question_set": "harness.questions",
    "write_question_set": "harness.questions",
    "RunFolder": "harness.store",
    "run_protocol": "harness.pipeline",
    "grade_run": "harness.grade",
    "write_report": "harness.report",
    "gate": "harness.report",
    "compare_runs": "harness.report",
    "compare_frame": "harness.report",
    "import_run": "harness.pipeline",
    "load_run": "harness.report",
    "calibrate_run": "harness.calibrate",
    "derive_gold": "harness.calibrate",
    "create": "harness.core.registry",
}

__all__ = [
    "Corpus",
    "HarnessError",
    "QuestionSet",
    "RunFolder",
    "__version__",
    "build_question_set",
    "build_retriever",
    "calibrate_run",
    "check_question_set",
    "compare_frame",
    "compare_runs",
    "create",
    "derive_gold",
    "gate",
    "grade_run",
    "import_run",
    "load_corpus",
    "load_run",
    "read_question_set",
    "run_protocol",
    "write_question_set",
    "write_report",
]

if TYPE_CHECKING:
    from harness.calibrate import calibrate_run, derive_gold
    from harness.core.errors import HarnessError
    from harness.core.registry import create
    from harness.corpus import Corpus, load_corpus
    from harness.grade import grade_run
    from harness.pipeline import import_run, run_protocol
    from harness.questions import (
        QuestionSet,
        build_question_set,
        check_question_set,
        read_question_set,
        write_question_set,
    )
    from harness.report import compare_frame, compare_runs, gate, load_run, write_report
    from harness.retrieval import build_retriever
    from harness.store import RunFolder


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'harness' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
