"""Defects 3, 4 and 5 of issue 18 through the CLI: a damaged run folder is refused by every
command that reads it (one line, exit code 2, nothing rewritten), and ``harness repair`` mends
the one damage that can be mended, a torn last line.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from harness.questions.qset import write_question_set
from tests.reliability.helpers import (
    assert_one_line_error,
    assert_untouched,
    cli,
    snapshot,
    tiny_corpus,
    tiny_question_set,
)

N = 6


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A question file and a finished, graded, reported run made from it through the CLI."""
    from harness.cli.main import main

    root = tmp_path_factory.mktemp("finished")
    write_question_set(root / "q.jsonl", tiny_question_set(tiny_corpus(), N))
    main([*_run_argv(root), "--grader", "fixed-test"])
    assert (root / "run" / "report.html").is_file()
    return root


def _run_argv(root: Path) -> list[str]:
    argv = ["run", "--corpus", "tiny-test", "--questions", str(root / "q.jsonl"), "--out", str(root / "run")]
    return [*argv, "--condition", "no_rag", "--no-progress"]


@pytest.fixture()
def root(finished: Path, tmp_path: Path) -> Path:
    """A fresh copy of the finished run, with a second copy as the gate's baseline."""
    shutil.copytree(finished, tmp_path, dirs_exist_ok=True)
    shutil.copytree(finished / "run", tmp_path / "base")
    return tmp_path


def _readers(root: Path) -> dict[str, list[str]]:
    run = str(root / "run")
    return {
        "report": ["report", run],
        "grade": ["grade", run, "--grader", "fixed-test"],
        "gate": ["gate", str(root / "base"), run],
        "compare": ["compare", str(root / "base"), run],
        "run (resume)": [*_run_argv(root), "--grader", "fixed-test"],
        "label": ["label", run, "--out", str(root / "gold.csv"), "--labeler", "me"],
    }


def _all_refuse(root: Path, capsys: pytest.CaptureFixture[str], *fragments: str) -> None:
    before = snapshot(root)
    for name, argv in _readers(root).items():
        result = cli(argv, capsys)
        assert result.code == 2, (name, result)
        assert_one_line_error(result, *fragments)
    assert_untouched(before, root)
    assert not (root / "gold.csv").exists()


def _lines(path: Path) -> list[str]:
    return path.read_text().splitlines(keepends=True)


@pytest.mark.parametrize("damage", ["deleted", "empty"])
def test_a_run_without_its_answers_never_reports_or_ships(
    root: Path, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    """Before: `harness report` exited 0 counting `unanswered: 130`, and `harness gate` said SHIP."""
    answers = root / "run" / "answers.jsonl"
    if damage == "deleted":
        answers.unlink()
    else:
        answers.write_text("")
    state = "no" if damage == "deleted" else "an empty"
    _all_refuse(root, capsys, f"has grades but {state} answers.jsonl", "restore answers.jsonl")


def test_grades_for_questions_without_answers_are_refused(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = root / "run" / "answers.jsonl"
    kept = _lines(answers)[:-2]
    answers.write_text("".join(kept))
    lost = sorted({f"q-{i:02d}" for i in range(1, 6)} | {"q-006"})
    lost = sorted(set(lost) - {json.loads(line)["question_id"] for line in kept})
    _all_refuse(root, capsys, "grades 2 question(s) that have no answer in answers.jsonl", ", ".join(lost))


def test_a_run_from_another_major_harness_version_is_refused(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before: a manifest saying `harness_version: 9.9.9` was reported and its reports rewritten."""
    manifest = root / "run" / "manifest.json"
    manifest.write_text(json.dumps({**json.loads(manifest.read_text()), "harness_version": "9.9.9"}))
    _all_refuse(root, capsys, "written by rubric-harness 9.9.9, another major version", "rubric-harness 9.x")


def test_a_torn_grades_file_names_harness_repair_which_mends_it(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before: `grade`, `report` and `run` said "fix: resume the run to repair a torn line", and
    resuming failed the same way. Now each names `harness repair`, which drops the torn line."""
    run = root / "run"
    grades = run / "grades.jsonl"
    data = grades.read_bytes()
    grades.write_bytes(data[: len(data) - 40])  # a partial copy: the last grade cut short
    before = snapshot(root)
    for argv in (["report", str(run)], ["grade", str(run), "--grader", "fixed-test"], _run_argv(root)):
        assert_one_line_error(cli(argv, capsys), "grades.jsonl", "torn last line", f"harness repair {run}")
    assert_untouched(before, root)

    repaired = cli(["repair", str(run)], capsys)
    assert repaired.code == 0, repaired
    warning = [line for line in repaired.err.splitlines() if line.startswith("warning: ")]
    assert len(warning) == 1 and "grades.jsonl: the last line was cut off" in warning[0], repaired.err
    assert f"next: run `harness grade {run}`" in repaired.out
    assert grades.read_bytes() == data[: data.rindex(b"\n", 0, len(data) - 1) + 1]  # only the torn line went

    assert cli(["grade", str(run), "--grader", "fixed-test"], capsys).code == 0
    assert grades.read_bytes() == data  # regraded: whole again
    again = cli(["repair", str(run)], capsys)
    assert again.code == 0 and "nothing to repair" in again.out


def test_a_torn_answers_file_is_repaired_and_that_question_asked_and_graded_again(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A partial copy of a graded run: the last answer is cut short. `harness repair` drops it and
    its grade, and the resumed run asks that one question again and grades it."""
    run = root / "run"
    answers, grades = run / "answers.jsonl", run / "grades.jsonl"
    whole = _lines(answers)
    answers.write_text("".join(whole)[:-25])
    assert_one_line_error(cli(["report", str(run)], capsys), "answers.jsonl", f"harness repair {run}")
    repaired = cli(["repair", str(run)], capsys)
    assert repaired.code == 0 and "next: rerun the same `harness run` command" in repaired.out
    lost = json.loads(whole[-1])["question_id"]
    assert f"dropped the grades of {lost}, whose answer line was torn" in repaired.err
    assert len(_lines(answers)) == N - 1 and len(_lines(grades)) == N - 1
    resumed = cli([*_run_argv(root), "--grader", "fixed-test"], capsys)
    assert resumed.code == 0 and f"1 answered now, {N - 1} before" in resumed.out, resumed
    assert len(_lines(answers)) == N and len(_lines(grades)) == N


@pytest.mark.parametrize("cut", [1, 10, 40, -2])
def test_a_resume_repairs_a_torn_answer_line_in_a_graded_folder_and_goes_on(
    root: Path, capsys: pytest.CaptureFixture[str], cut: int
) -> None:
    """Issue 26 point 10: the documented resume drops the torn answer and its grades, asks and grades
    that question again, and every command reads the folder afterwards (at several cut points)."""
    answers = root / "run" / "answers.jsonl"
    lines = answers.read_bytes().splitlines(keepends=True)
    torn_id = json.loads(lines[-1])["question_id"]
    answers.write_bytes(b"".join(lines[:-1]) + lines[-1][:cut])
    resumed = cli([*_run_argv(root), "--grader", "fixed-test"], capsys)
    assert resumed.code == 0, resumed
    assert "torn" in resumed.err and f"dropped the grades of {torn_id}" in resumed.err, resumed.err
    assert "1 answered now" in resumed.out
    grades = [json.loads(line) for line in (root / "run" / "grades.jsonl").read_text().splitlines()]
    assert sorted(g["question_id"] for g in grades) == sorted({g["question_id"] for g in grades})
    assert torn_id in {g["question_id"] for g in grades} and len(grades) == N
    for name in ("report", "grade", "gate", "compare"):
        assert cli(_readers(root)[name], capsys).code in (0, 1), name  # 1: the gate may reject
