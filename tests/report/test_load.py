"""load_run: pandas DataFrames of a run's questions, answers and grades."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.core.io import read_jsonl
from harness.core.records import Grade, PluginSpec
from harness.report import load_run
from harness.store.folder import RunFolder
from tests.report.builders import make_run


def test_frames_hold_one_row_per_question(tmp_path: Path) -> None:
    run = load_run(make_run(tmp_path / "run"))
    assert len(run.questions) == len(run.answers) == len(run.grades) == 16
    assert run.grader == "reference"
    assert list(run.grades["question_id"][:3]) == ["a1", "a2", "a3"]
    assert run.grades["factuality"].value_counts().to_dict() == {
        "refused": 6,
        "correct": 5,
        "wrong": 3,
        "unsupported": 2,
    }
    # n/a stays apart from False and 0 in the nullable columns.
    refused = run.grades[run.grades["factuality"] == "refused"]
    assert refused["citation_supports"].isna().all()
    assert int(refused["refusal_quality"].sum()) == 12
    assert run.grades["refusal_quality"].isna().sum() == 10
    assert str(run.grades["citation_exists"].dtype) == "boolean"
    assert run.answers["retrieved_ids"].iloc[0] == ("mini-01:1", "mini-01:90", "mini-01:91")


def test_another_grader_is_picked_by_name(tmp_path: Path) -> None:
    path = make_run(tmp_path / "run")
    folder = RunFolder(path)
    heuristic = [g.__class__(**{**g.__dict__, "grader": "heuristic"}) for g in folder.grades("reference")]
    folder.write_grades(PluginSpec("grader", "heuristic"), heuristic, primary=False)
    assert load_run(path).grader == "reference"
    assert set(load_run(path, grader="heuristic").grades["grader"]) == {"heuristic"}
    with pytest.raises(HarnessError, match="no grades by 'llm'"):
        load_run(path, grader="llm")
    assert len(read_jsonl(folder.grades_path, Grade)) == 32


def test_an_edited_question_file_is_refused(tmp_path: Path) -> None:
    path = make_run(tmp_path / "run")
    manifest = json.loads((path / "manifest.json").read_text())
    manifest["question_set_hash"] = "0" * 64
    (path / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(HarnessError, match="not the set the manifest ran"):
        load_run(path)


def test_a_folder_without_manifest_is_refused(tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="not a run folder"):
        load_run(tmp_path)
