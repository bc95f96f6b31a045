"""``grade_run`` on a run folder written by hand: no generator is called."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.grade import grade_run
from harness.store.folder import RunFolder
from harness.testing.runs import write_run_folder
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()


def make_run(path: Path, fingerprint: str = CORPUS.fingerprint) -> RunFolder:
    questions = [
        question(qid="q1"),
        question("not_mentioned", gold="none", evidence=(), qid="q2"),
        question(qid="q3"),
    ]
    # q3 is unanswered (an interrupted run): it is left out, not graded.
    answers = [
        answer("Yes, employees may receive it [mini-01:1].", qid="q1"),
        answer("I don't know.", qid="q2"),
    ]
    return write_run_folder(
        path, questions, answers, corpus="test-mini", corpus_fingerprint=fingerprint, harness_version="0"
    )


def test_grade_run_writes_grades_and_spec(tmp_path: Path) -> None:
    folder = make_run(tmp_path / "run")
    grades = grade_run(folder.path, "reference", corpus=CORPUS)
    assert [(g.question_id, g.factuality) for g in grades] == [("q1", "correct"), ("q2", "refused")]
    assert folder.grades("reference") == grades
    manifest = folder.manifest()
    assert manifest.primary_grader == "reference" and manifest.graders["reference"].options == {}
    # A second grader keeps the first one's grades and, with primary=False, the primary.
    grade_run(folder.path, "heuristic", corpus=CORPUS, primary=False, hall_threshold=0.6)
    assert folder.grades("reference") == grades and len(folder.grades("heuristic")) == 2
    assert folder.manifest().primary_grader == "reference"
    assert folder.manifest().graders["heuristic"].options == {"hall_threshold": 0.6}


def test_two_graders_of_one_kind_live_side_by_side_under_labels(tmp_path: Path) -> None:
    folder = make_run(tmp_path / "run")
    strict = grade_run(folder.path, "heuristic", corpus=CORPUS, label="strict", hall_threshold=0.1)
    loose = grade_run(folder.path, "heuristic", corpus=CORPUS, label="loose", hall_threshold=0.9)
    assert {g.grader for g in strict} == {"strict"} and {g.grader for g in loose} == {"loose"}
    assert folder.grades("strict") == strict and folder.grades("loose") == loose
    graders = folder.manifest().graders
    assert graders["strict"].name == graders["loose"].name == "heuristic"
    assert graders["strict"].options == {"hall_threshold": 0.1}
    assert folder.manifest().primary_grader == "loose"
    with pytest.raises(HarnessError, match="label is empty"):
        grade_run(folder.path, "heuristic", corpus=CORPUS, label=" ")


def test_corpus_fingerprint_must_match(tmp_path: Path) -> None:
    folder = make_run(tmp_path / "run", fingerprint="0" * 64)
    with pytest.raises(HarnessError, match="is not the one the run used"):
        grade_run(folder.path, corpus=CORPUS)


def test_not_a_run_folder(tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="not a run folder"):
        grade_run(tmp_path)
