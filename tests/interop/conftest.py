"""The optional extras' libraries: a test that needs one skips without it, except in CI
(``HARNESS_REQUIRE_EXTRAS=1``, set by ``.ci/run``, which installs them), where that is a failure."""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from harness.core.records import Question
from harness.core.settings import corpora_dir
from harness.questions.qset import read_question_set

# No telemetry from the libraries under test (they would try the network).
os.environ.setdefault("DEEPEVAL_TELEMETRY_OPT_OUT", "YES")
os.environ.setdefault("RAGAS_DO_NOT_TRACK", "true")
os.environ.setdefault("INSPECT_DISABLE_TELEMETRY", "1")


def need(module: str) -> ModuleType:
    """``module`` imported, or the test skipped (failed under ``HARNESS_REQUIRE_EXTRAS=1``)."""
    try:
        return __import__(module, fromlist=["_"])
    except ImportError as exc:
        if os.environ.get("HARNESS_REQUIRE_EXTRAS") == "1":
            pytest.fail(f"{module} is not installed, and HARNESS_REQUIRE_EXTRAS=1 forbids skipping: {exc}")
        pytest.skip(f"{module} is not installed (an optional extra)")


@pytest.fixture(scope="session")
def graded_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A graded run of the extractive generator over the nda-mini protocol (reference + heuristic)."""
    from harness.grade.runner import grade_run
    from harness.pipeline import run_protocol

    out = tmp_path_factory.mktemp("interop") / "run"
    run_protocol("nda-mini", generator="extractive", out=out, progress=False)
    grade_run(out, "heuristic", primary=False)
    return out


LIMIT = 8


def _output(q: Question) -> str:
    """A right, cited answer to answerable yes/no questions, a refusal to the rest."""
    if q.stratum == "answerable" and q.answer_type == "yes_no":
        return f"Final answer: {q.gold_answer.capitalize()}. The agreement says so [{q.gold_evidence[0]}]."
    return "Final answer: I cannot answer this from the passages: none of them addresses it."


@pytest.fixture(scope="session")
def inspect_log(tmp_path_factory: pytest.TempPathFactory) -> Any:
    need("inspect_ai")
    from inspect_ai import eval as inspect_eval
    from inspect_ai.log import read_eval_log
    from inspect_ai.model import ModelOutput, ModelUsage, get_model

    from rubric_harness._registry import nda_mini

    questions = read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl").questions[:LIMIT]
    outputs = []
    for q in questions:
        out = ModelOutput.from_content("mockllm/model", _output(q))
        out.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
        outputs.append(out)
    model = get_model("mockllm/model", custom_outputs=outputs)
    logs = inspect_eval(
        nda_mini(),
        model=model,
        limit=LIMIT,
        max_samples=1,
        log_dir=str(tmp_path_factory.mktemp("logs")),
        display="none",
    )
    return read_eval_log(logs[0].location), {q.id: q for q in questions}
