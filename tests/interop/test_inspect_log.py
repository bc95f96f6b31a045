"""``harness export RUN --to inspect FILE``: a log ``read_eval_log`` opens, one sample per grade."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.interop.inspect_task import AXES
from harness.report.load import load_run
from tests.interop.conftest import need
from tests.reliability.helpers import cli


@pytest.mark.parametrize("name", ["run.eval", "run.json"])
def test_a_run_exports_to_a_log_inspect_reads(
    name: str, graded_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    need("inspect_ai")
    from inspect_ai.log import read_eval_log

    out = tmp_path / name
    result = cli(["export", str(graded_run), "--to", "inspect", str(out)], capsys)
    assert result.code == 0, result
    log = read_eval_log(str(out))
    run = load_run(graded_run)
    assert log.status == "success" and len(log.samples) == len(run.grades_by_id)
    assert log.eval.metadata["protocol_hash"] == run.manifest.question_set_hash
    for sample in log.samples:
        grade = run.grades_by_id[str(sample.id)]
        meta = sample.scores["rubric_scorer"].metadata
        assert {a: meta[a] for a in AXES} == {a: getattr(grade, a) for a in AXES}
        assert sample.output.completion == run.answers_by_id[str(sample.id)].raw
    metrics = log.results.scores[0].metrics
    report_correct = sum(g.factuality == "correct" for g in run.grades_by_id.values()) / len(run.grades_by_id)
    assert metrics["correct"].value == pytest.approx(report_correct)


def test_an_existing_or_misnamed_log_is_refused(
    graded_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    need("inspect_ai")
    wrong = cli(["export", str(graded_run), "--to", "inspect", str(tmp_path / "run.txt")], capsys)
    assert wrong.code == 2 and "a .eval or .json file" in wrong.err
    (tmp_path / "old.eval").write_text("x")
    again = cli(["export", str(graded_run), "--to", "inspect", str(tmp_path / "old.eval")], capsys)
    assert again.code == 2 and "already exists" in again.err
