"""store/repair.py: a torn last line is dropped, with the grades of a dropped answer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.core.io import TornLineWarning
from harness.store.repair import repair_run
from tests.report.builders import make_run


def _tear(path: Path) -> None:
    """Cut the last line of ``path`` in half."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[:-1]) + lines[-1][: len(lines[-1]) // 2], encoding="utf-8")


def _ids(path: Path) -> list[str]:
    return [json.loads(line)["question_id"] for line in path.read_text().splitlines() if line]


def test_an_intact_run_needs_no_repair(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run")
    before = {p.name: p.read_bytes() for p in run.iterdir() if p.is_file()}
    assert repair_run(run) == []
    assert {p.name: p.read_bytes() for p in run.iterdir() if p.is_file() and p.name in before} == before


def test_a_torn_grades_line_is_dropped_alone(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run")
    answers = (run / "answers.jsonl").read_bytes()
    n_grades = len((run / "grades.jsonl").read_text().splitlines())
    _tear(run / "grades.jsonl")
    with pytest.warns(TornLineWarning):
        assert repair_run(run) == [run / "grades.jsonl"]
    assert len(_ids(run / "grades.jsonl")) == n_grades - 1
    assert (run / "answers.jsonl").read_bytes() == answers


def test_a_torn_answer_takes_its_grades_with_it(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run")
    answered = _ids(run / "answers.jsonl")
    lost = answered[-1]
    assert lost in _ids(run / "grades.jsonl")
    _tear(run / "answers.jsonl")
    with pytest.warns(TornLineWarning) as caught:
        assert repair_run(run) == [run / "answers.jsonl", run / "grades.jsonl"]
    messages = [str(w.message) for w in caught]
    assert any("answers.jsonl: the last line was cut off" in m for m in messages), messages
    assert any(f"dropped the grades of {lost}" in m for m in messages), messages
    assert _ids(run / "answers.jsonl") == answered[:-1]
    assert lost not in _ids(run / "grades.jsonl")


def test_a_folder_that_is_no_run_is_refused(tmp_path: Path) -> None:
    with pytest.raises(HarnessError):
        repair_run(tmp_path)
