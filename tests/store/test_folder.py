"""store/folder.py: reading and writing the files of one run folder."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.core.io import to_dict
from harness.core.records import Answer, Grade, PluginSpec
from harness.store import folder as folder_module
from harness.store.folder import RunFolder
from tests.report.builders import make_run


def _count_answer_parses(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Every parse of an answers file from now on, recorded (its ``writing`` flag)."""
    parsed: list[bool] = []
    parse = RunFolder._parse_answers

    def counted(self: RunFolder, writing: bool) -> tuple[list[Answer], list[str]]:
        parsed.append(writing)
        return parse(self, writing)

    monkeypatch.setattr(RunFolder, "_parse_answers", counted)
    return parsed


def _count_grade_parses(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Every parse of a grades file by the folder module from now on, recorded (its path)."""
    parsed: list[Path] = []
    read = folder_module.read_jsonl

    def counted(path: Path, cls: type) -> list[object]:
        parsed.append(path)
        return read(path, cls)

    monkeypatch.setattr(folder_module, "read_jsonl", counted)
    return parsed


def test_open_refuses_a_folder_without_a_manifest(tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="is not a run folder"):
        RunFolder.open(tmp_path)
    folder = RunFolder.open(make_run(tmp_path / "run"))
    assert folder.manifest().primary_grader == "reference"


def test_a_later_answer_replaces_only_an_errored_one(tmp_path: Path) -> None:
    folder = RunFolder(make_run(tmp_path / "run"))
    first, second = folder.answers()[:2]
    errored = replace(first, error="HTTP 500", text="")
    lines = folder.answers_path.read_text().splitlines()
    rewritten = [json.dumps(to_dict(errored)), *lines[1:]]
    retried = replace(first, text="asked again")
    also = replace(second, text="a second answer never replaces a good one")
    extra = [json.dumps(to_dict(r)) for r in (retried, also)]
    folder.answers_path.write_text("\n".join([*rewritten, *extra]) + "\n")
    by_id = {a.question_id: a for a in folder.answers()}
    assert len(by_id) == len(lines)
    assert by_id[first.question_id].text == "asked again"
    assert by_id[second.question_id].text == second.text


def test_write_grades_keeps_other_graders_and_sets_the_primary(tmp_path: Path) -> None:
    folder = RunFolder(make_run(tmp_path / "run"))
    reference = folder.grades()
    judge = PluginSpec("grader", "heuristic")
    relabelled = [replace(g, factuality="refused") for g in reference]
    folder.write_grades(judge, relabelled, primary=False, label="second")
    assert folder.grader_names() == ["reference", "second"]
    assert folder.manifest().primary_grader == "reference"
    assert folder.grades() == reference
    assert {g.grader for g in folder.grades("second")} == {"second"}
    assert {g.factuality for g in folder.grades("second")} == {"refused"}
    folder.write_grades(judge, relabelled[:3], label="second")
    assert folder.manifest().primary_grader == "second" and len(folder.grades()) == 3
    assert folder.grades("reference") == reference


def test_grades_of_an_unknown_grader_name_the_known_ones(tmp_path: Path) -> None:
    folder = RunFolder(make_run(tmp_path / "run"))
    with pytest.raises(HarnessError, match="no grades by 'judge' \\(graded by: reference\\)"):
        folder.grades("judge")
    folder.grades_path.unlink()
    with pytest.raises(HarnessError, match=r"has no grades\.jsonl"):
        folder.grades()


def test_the_question_set_is_parsed_once_and_an_edit_is_still_caught(tmp_path: Path) -> None:
    """Read twice, parsed once; a same-size edit made at once (same timestamp tick) is still seen."""
    folder = RunFolder(make_run(tmp_path / "run"))
    first = folder.question_set()
    assert RunFolder(folder.path).question_set() is first
    path = folder.path / "questions.jsonl"
    text = path.read_text(encoding="utf-8")
    question = first.questions[0].text
    edited = question[:-1] + ("X" if question[-1] != "X" else "Y")
    path.write_text(text.replace(question, edited, 1), encoding="utf-8")
    with pytest.raises(HarnessError, match="content hash"):
        folder.question_set()


def test_answers_are_parsed_once_per_content_and_every_change_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run reads its answers four times after the loop; only the first parses them."""
    folder = RunFolder(make_run(tmp_path / "run"))
    parsed = _count_answer_parses(monkeypatch)
    first = folder.answers()
    assert RunFolder(folder.path).answers() == first and len(parsed) == 1
    lines = folder.answers_path.read_text(encoding="utf-8").splitlines()
    changed = replace(first[0], text=first[0].text[:-1] + ("X" if first[0].text[-1] != "X" else "Y"))
    folder.answers_path.write_text("\n".join([json.dumps(to_dict(changed)), *lines[1:]]) + "\n")
    assert folder.answers()[0].text == changed.text and len(parsed) == 2
    folder.answers_path.write_text("\n".join([*lines, lines[0]]) + "\n")  # a duplicated line
    for _ in range(2):  # warned at every read, parsed or not
        with pytest.warns(UserWarning, match="1 more answer line"):
            assert folder.answers() == first
    assert len(parsed) == 3


def test_a_written_question_set_is_read_back_without_parsing(tmp_path: Path) -> None:
    source = RunFolder(make_run(tmp_path / "run")).question_set()
    folder = RunFolder(tmp_path / "new")
    folder.path.mkdir()
    folder.write_question_set(source)
    assert folder.question_set() is source
    assert (folder.path / "questions.jsonl").read_bytes() == (
        tmp_path / "run" / "questions.jsonl"
    ).read_bytes()


def test_grades_are_parsed_once_per_content_and_every_change_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After grading, a run reads its grades to report, render and print; only the first parses them."""
    from harness.report.frame import all_grades

    folder = RunFolder(make_run(tmp_path / "run"))
    parsed = _count_grade_parses(monkeypatch)
    folder_module._READ_GRADES.clear()  # as in a process that did not write them
    first = folder.grades()
    assert RunFolder(folder.path).grades() == first and len(parsed) == 1
    assert list(all_grades(folder.path)["reference"].values()) == first and len(parsed) == 1
    lines = folder.grades_path.read_text(encoding="utf-8").splitlines()
    changed = replace(first[0], refusal_quality=(first[0].refusal_quality or 0) ^ 1)
    folder.grades_path.write_text("\n".join([json.dumps(to_dict(changed)), *lines[1:]]) + "\n")
    assert folder.grades()[0] == changed and len(parsed) == 2
    folder.grades_path.write_text("\n".join(lines[1:]) + "\n")
    assert folder.grades() == first[1:] and len(parsed) == 3


def test_written_grades_are_read_back_without_parsing_as_a_parse_reads_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The grading step writes the grades and the report reads them right back: from memory, the
    same records a parse of the file gives (they round-trip), until the file changes."""
    folder = RunFolder(make_run(tmp_path / "run"))
    folder_module._READ_GRADES.clear()
    parsed_grades = folder.grades()
    folder.write_grades(folder.manifest().graders["reference"], parsed_grades)  # rewritten: same bytes
    calls = _count_grade_parses(monkeypatch)
    assert folder.grades() == parsed_grades and calls == []
    assert folder_module.read_jsonl(folder.grades_path, Grade) == parsed_grades  # what a parse gives
    calls.clear()
    folder.grades_path.write_text("\n".join(folder.grades_path.read_text().splitlines()[1:]) + "\n")
    assert folder.grades() == parsed_grades[1:] and len(calls) == 1  # a changed file is parsed


def test_appended_answers_are_read_back_without_parsing_unless_the_file_was_not_new(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The run appends its answers, then reads them back to grade, report and print: from memory when
    the appender started the file and it holds just what was appended (the records a parse gives)."""
    answers = RunFolder(make_run(tmp_path / "run")).answers()
    parsed = _count_answer_parses(monkeypatch)
    folder = RunFolder(tmp_path / "new")
    folder.path.mkdir()
    with folder.append_answers() as appender:
        appender.append_many(answers[:2])
        appender.append_many(answers[2:])
    assert folder.answers() == answers and parsed == []
    folder_module._READ_ANSWERS.clear()
    assert folder.answers() == answers and len(parsed) == 1  # what a parse gives
    with folder.append_answers() as appender:  # a resume: the file held answers already
        appender.append_many([replace(answers[0], question_id="extra")])
    assert [a.question_id for a in folder.answers()][-1] == "extra" and len(parsed) == 2
