"""Run-folder integrity checks, on folders written by hand (the CLI cases are in
``tests/reliability/test_damaged_folders.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.report import load_run
from harness.store import RunFolder
from harness.store.integrity import major
from tests.report.builders import BASE_ROWS, make_run


def test_major_is_the_first_part_of_the_version() -> None:
    assert [major(v) for v in ("0.1.0", "0.9", "9.9.9", "10")] == ["0", "0", "9", "10"]


def test_a_whole_folder_opens(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", BASE_ROWS)
    assert len(load_run(run).grades) == len(BASE_ROWS)


def test_a_later_minor_version_is_read_and_another_major_refused(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", BASE_ROWS)
    manifest = run / "manifest.json"
    data = json.loads(manifest.read_text())
    manifest.write_text(json.dumps({**data, "harness_version": "0.7.3"}))
    RunFolder.open(run)
    manifest.write_text(json.dumps({**data, "harness_version": "1.0.0"}))
    with pytest.raises(HarnessError, match=r"rubric-harness 1\.0\.0, another major version"):
        RunFolder.open(run)


def test_grades_need_their_answers(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", BASE_ROWS)
    answers = run / "answers.jsonl"
    lines = answers.read_text().splitlines(keepends=True)
    answers.write_text("".join(lines[1:]))
    dropped = json.loads(lines[0])["question_id"]
    with pytest.raises(
        HarnessError, match=rf"grades 1 question\(s\) that have no answer in answers.jsonl: {dropped}"
    ):
        load_run(run)
    answers.write_text("")
    with pytest.raises(HarnessError, match=r"has grades but an empty answers\.jsonl"):
        load_run(run)
