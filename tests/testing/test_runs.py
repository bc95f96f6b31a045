"""``write_run_folder`` writes a folder that reads back like one written by ``harness run``."""

from __future__ import annotations

from pathlib import Path

from harness.core.records import Answer, Grade, Question, RetrievalSettings
from harness.report import gate, load_run
from harness.testing.runs import write_run_folder

QUESTION = Question(
    id="q001", text="May the recipient share it with employees?", stratum="answerable",
    answer_type="yes_no", gold_answer="yes", gold_evidence=("mini-01:3",), ideal=("correct",),
    retrieval=RetrievalSettings(), builder_version="test", document_id="mini-01",
)  # fmt: skip
ANSWER = Answer("q001", "Final answer: yes [mini-01:3]", ("mini-01:3",), (), 0.01)
GRADE = Grade("q001", "reference", "correct", True, True, None, 0)


def test_folder_reads_back_and_gates_against_itself(tmp_path: Path) -> None:
    folder = write_run_folder(tmp_path / "run", [QUESTION], [ANSWER], [GRADE])
    assert folder.question_set().questions == (QUESTION,)
    assert folder.answers() == [ANSWER]
    assert folder.grades() == [GRADE]
    assert folder.manifest().question_set_hash == folder.question_set().header.content_hash
    data = load_run(folder.path)
    assert list(data.grades["factuality"]) == ["correct"]
    assert gate(folder.path, folder.path).ships


def test_without_grades_the_folder_is_ungraded(tmp_path: Path) -> None:
    folder = write_run_folder(tmp_path / "run", [QUESTION], [ANSWER])
    assert folder.manifest().primary_grader is None
    assert not folder.grades_path.exists()
