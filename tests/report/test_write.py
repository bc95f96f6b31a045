"""report/write.py: report.json, report.md and report.html written into the run folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.report import write_report
from tests.report.builders import make_run


def test_write_report_writes_three_files_and_is_reproducible(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run")
    first = write_report(run)
    files = {name: (run / name).read_bytes() for name in ("report.json", "report.md", "report.html")}
    second = write_report(run)
    assert first == second
    assert json.loads(files["report.json"]) == first
    assert {name: (run / name).read_bytes() for name in files} == files
    for key in (
        "counts",
        "by_stratum",
        "citation_exists_rate",
        "citation_supports_rate",
        "refusal_quality_mean",
        "extra_claim_count_sum",
        "n",
        "acceptable_rate",
        "truthfulness",
        "output_contract",
        "errors",
    ):
        assert key in first


def test_report_of_an_ungraded_run_is_a_user_error(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run")
    (run / "grades.jsonl").unlink()
    manifest = json.loads((run / "manifest.json").read_text())
    manifest["graders"], manifest["primary_grader"] = {}, None
    (run / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(HarnessError, match="no grades"):
        write_report(run)
    assert not (run / "report.json").exists()


def test_reports_are_replaced_without_fsync(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The reports are derived files: replaced atomically, not fsynced (three fewer per run)."""
    from harness.core import io

    run = make_run(tmp_path / "run")
    synced: list[int] = []
    monkeypatch.setattr(io.os, "fsync", synced.append)
    write_report(run)
    assert synced == []
    assert json.loads((run / "report.json").read_text(encoding="utf-8"))["n"]
    assert not list(run.glob("*.tmp"))
