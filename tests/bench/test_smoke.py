"""Every benchmark script still runs: each in ``--smoke`` mode in a subprocess, writing a valid result."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
RESULT_KEYS = {"benchmark", "smoke", "measured_at", "machine", "figures", "targets"}
TARGET_KEYS = {"name", "measured", "limit", "met", "unit"}


def run_smoke(module: str, tmp_path: Path, *extra: str) -> dict[str, Any]:
    out = tmp_path / "x.json"
    proc = subprocess.run(
        [sys.executable, "-m", f"bench.{module}", "--smoke", "--out", str(out), *extra],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "MET]" in proc.stdout or "MISSED]" in proc.stdout, proc.stdout
    result: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    assert result.keys() >= RESULT_KEYS
    assert result["smoke"] is True
    assert result["machine"]["cpus"] >= 1
    assert result["targets"], "every benchmark judges at least one target"
    for target in result["targets"]:
        assert target.keys() >= TARGET_KEYS
        assert isinstance(target["met"], bool)
    return result


def test_protocol_smoke(tmp_path: Path) -> None:
    result = run_smoke("bench_protocol", tmp_path)
    assert result["benchmark"] == "protocol"
    for run in ("cold", "warm"):
        figures = result["figures"][run]
        assert set(figures["seconds"]) == {
            "import",
            "load corpus",
            "index",
            "build questions",
            "generate",
            "grade",
            "report",
        }
        assert figures["process_wall_s"] >= figures["stage_total_s"] > 0
        assert figures["answered"] == figures["questions"] == figures["grades"] > 0
        assert figures["peak_rss_mib"] > 0
    # The warm run reads the index the cold run cached.
    assert result["figures"]["cold"]["index_from_cache"] is False
    assert result["figures"]["warm"]["index_from_cache"] is True


def test_grading_smoke(tmp_path: Path) -> None:
    result = run_smoke("bench_grading", tmp_path)
    rows = {row["grader"]: row for row in result["figures"]["graders"]}
    assert set(rows) == {"reference", "heuristic"}
    for row in rows.values():
        assert row["answers"] == result["figures"]["answers"] > 0
        assert row["setup_s"] >= 0 and row["setup_cpu_s"] >= 0
        for grading in ("first_pass", "repeat"):
            assert row[grading]["answers_per_s"] > 0 and row[grading]["cpu_s"] >= 0
        assert row["same_grades_on_repeat"] and row["errors"] == 0


def test_scale_smoke(tmp_path: Path) -> None:
    result = run_smoke("bench_scale", tmp_path)
    (row,) = result["figures"]["sizes"]
    assert row["reports"] == 20 and row["passages"] > row["reports"]
    assert row["reload_from_cache"] is True
    assert row["queries_finding_their_passage"] > 0
    assert {"chunk_s", "index_s", "peak_rss_mib", "ms_per_query"} <= row.keys()


def test_concurrency_smoke(tmp_path: Path) -> None:
    result = run_smoke("bench_concurrency", tmp_path)
    figures = result["figures"]
    assert figures["answered"] == figures["questions"] and figures["errors"] == 0
    assert 0 < figures["efficiency"] <= 1.05


@pytest.mark.realdata
def test_retrieval_smoke(tmp_path: Path, contractnli_dir: Path) -> None:
    result = run_smoke("bench_retrieval", tmp_path, "--contractnli-dir", str(contractnli_dir))
    assert result["figures"]["workloads"]


def test_grounding_smoke(tmp_path: Path, ragtruth_dir: Path) -> None:
    result = run_smoke("bench_grounding", tmp_path, "--data-dir", str(ragtruth_dir))
    for part in ("tuning", "sealed"):
        figures = result["figures"][part]
        assert figures["response"]["n"] == 30 and figures["flag_all"]["recall"]["value"] == 1.0


def test_startup_smoke(tmp_path: Path) -> None:
    result = run_smoke("bench_startup", tmp_path)
    figures = result["figures"]
    for command in ("help", "run_nda_mini_warm"):
        for variant in ("pyc", "no_pyc"):
            row = figures[command][variant]
            assert row["median_s"] > 0 and row["cpu_median_s"] > 0
    # A warm run opens its cached index with numpy alone.
    assert "bm25s" not in figures["run_nda_mini_warm"]["pyc"]["heavy_imports"]


def test_endtoend_smoke(tmp_path: Path) -> None:
    result = run_smoke("bench_endtoend", tmp_path)
    (row,) = result["figures"]["runs"]
    assert row["requests"] == row["questions"] > 0
    assert row["before_first_request_s"] > 0 and row["after_last_reply_s"] > 0
    assert row["wall_s"] > row["loop_s"] > 0 and 0 < row["efficiency"] <= 1
