"""The retrieval benchmark keeps working: its smoke mode runs end to end and writes its result file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.bench_retrieval import main, synthetic_corpus


def test_synthetic_corpus_is_deterministic() -> None:
    first, queries = synthetic_corpus(200)
    again, queries_again = synthetic_corpus(200)
    assert first.fingerprint == again.fingerprint and queries == queries_again
    assert len(first.passages) == 200 and len(queries) == 1_000
    assert first.passages[51].id == "syn-00001:1"


@pytest.mark.realdata
def test_smoke_run_writes_result(contractnli_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "retrieval.json"
    assert main(["--smoke", "--out", str(out), "--contractnli-dir", str(contractnli_dir)]) == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["smoke"] is True and result["machine"]["cpus"] >= 1
    rows = {row["workload"]: row for row in result["figures"]["workloads"]}
    assert rows["contractnli dev+train"]["passages"] == 8879
    assert all(row["top10_differing_queries"] == 0 and row["warm_equals_cold"] for row in rows.values())
    assert {t["name"].split(" ")[0] for t in result["targets"]} == {"speedup", "queries", "peak"}
