"""The grade-memory bench runs on RAGTruth records: import, then a heuristic grade in its own process."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.bench.test_smoke import run_smoke

pytestmark = pytest.mark.realdata


def test_grade_memory_smoke_reports_the_grading_process_peak(tmp_path: Path, ragtruth_dir: Path) -> None:
    result = run_smoke("bench_grade_memory", tmp_path, "--repeat", "1", "--data-dir", str(ragtruth_dir))
    figures = result["figures"]
    assert figures["records"] == figures["grades"] == 60
    steps = {s["step"]: s for s in figures["steps"]}
    assert set(steps) == {"import (no grader)", "grade heuristic #1"}
    grade = steps["grade heuristic #1"]
    assert grade["peak_rss_mib"] > 50 and grade["cpu_s"] > 0  # a whole interpreter's peak, measured
    [target] = result["targets"]
    assert target["name"] == "heuristic grade peak RSS" and target["measured"] == grade["peak_rss_mib"]
