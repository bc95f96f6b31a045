"""The rubric inside Inspect: ``rubric_harness/nda_mini`` evaluated with Inspect's ``mockllm/model``
holds the five axes per sample, its metrics are the report's, and the log imports back as a run
whose grades are the scores (``harness import --from inspect``, a file the real library wrote).

``mockllm/model`` counts prompt tokens with tiktoken's o200k_base file, which Inspect downloads on
first use; offline (as here and in CI) it is given outputs that carry their token usage.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from harness.core.records import FACTUALITY_BUCKETS
from harness.interop.inspect_task import AXES, rubric_figures
from harness.store.folder import RunFolder
from tests.interop.conftest import LIMIT
from tests.reliability.helpers import cli


def test_the_log_holds_the_five_axes_per_sample(inspect_log: Any) -> None:
    log, questions = inspect_log
    assert log.status == "success" and len(log.samples) == LIMIT
    for sample in log.samples:
        score = sample.scores["rubric_scorer"]
        assert set(AXES) <= set(score.metadata) and score.value in FACTUALITY_BUCKETS
        assert score.value == score.metadata["factuality"]
        q = questions[sample.id]
        assert sample.metadata["passages"] or q.stratum == "retrieval_null"
        assert sample.target == q.gold_answer
    # the scripted model answers the answerable yes/no questions (value questions it declines)
    answered = [
        s
        for s in log.samples
        if questions[s.id].stratum == "answerable" and questions[s.id].answer_type == "yes_no"
    ]
    assert answered and all(s.scores["rubric_scorer"].value in ("correct", "unsupported") for s in answered)


def test_the_metrics_are_the_rubric_figures(inspect_log: Any) -> None:
    log, _ = inspect_log
    metrics = {name: m.value for score in log.results.scores for name, m in score.metrics.items()}
    figures = rubric_figures([s.scores["rubric_scorer"].metadata for s in log.samples])
    for name in ("correct", "refused", "correct_low", "correct_high", "over_refusal"):
        assert metrics[name] == pytest.approx(figures[name])


def test_the_log_imports_as_a_run_graded_like_inspect(
    inspect_log: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log, _ = inspect_log
    args = ["import", log.location, "--from", "inspect", "--corpus", "nda-mini", "--questions", "protocol"]
    result = cli([*args, "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    grades = {g.question_id: g for g in RunFolder.open(tmp_path / "run").grades("reference")}
    for sample in log.samples:
        meta = sample.scores["rubric_scorer"].metadata
        assert {a: getattr(grades[sample.id], a) for a in AXES} == {a: meta[a] for a in AXES}


def test_figures_leave_out_what_has_no_n() -> None:
    assert rubric_figures([]) == {}
    one = rubric_figures([{"outcome": "refused", "refusal_quality": 3, "ideal": ["correct"]}])
    assert one["refused"] == 1.0 and one["over_refusal"] == 1.0 and one["refusal_quality"] == 3.0
