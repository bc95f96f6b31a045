"""The worked example of the README and notebook 04: 20 records of an imaginary pipeline on nda-mini."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

import harness
from harness.core.settings import corpora_dir

EXAMPLES = corpora_dir() / "nda-mini" / "examples"


def _build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("nda_mini_examples_build", EXAMPLES / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["pipeline-v1.jsonl", "pipeline-v2.jsonl"])
def test_the_records_rebuild_byte_identically(name: str) -> None:
    build = _build_module()
    assert (EXAMPLES / name).read_text(encoding="utf-8") == build.records_text(build.VERSIONS[name])


def test_imported_graded_twice_and_gated(tmp_path: Path) -> None:
    runs = {}
    for version in ("v1", "v2"):
        result = harness.import_run(
            EXAMPLES / f"pipeline-{version}.jsonl", tmp_path / version, corpus="nda-mini"
        )
        assert result.records == 20 and result.graded_by == "reference"
        harness.grade_run(result.run_dir, grader="heuristic", primary=False)
        runs[version] = result.run_dir
    decision = harness.gate(runs["v1"], runs["v2"])
    assert decision.decision == "reject" and decision.failed_rules == ("wrong",)
    overall = {b: d.delta for b, d in decision.buckets.items()}
    assert overall["wrong"] <= 0 and overall["refused"] > 0  # the overall count hides it...
    assert [c.scope for c in decision.failed] == ["answerable"]  # ...the answerable stratum does not
    frame = harness.compare_frame([runs["v1"], runs["v2"]])
    assert len(frame) == 2 * 20 * 2 and set(frame["grader"]) == {"reference", "heuristic"}
