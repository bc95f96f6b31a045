"""run/tail.py: the grading and report path readied during the request loop, never in the way."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from harness.core.io import read_jsonl, to_dict
from harness.core.records import Answer, Grade, Question
from harness.corpus.base import Corpus
from harness.grade.base import failed_grade
from harness.grade.reference import ReferenceGrader
from harness.grade.runner import grade_run
from harness.pipeline import run_protocol
from harness.run.tail import TailPreparer, grades_locally
from tests.run.helpers import tiny_corpus, tiny_question_set

CORPUS = tiny_corpus()
QUESTIONS = tiny_question_set(CORPUS).questions


def _answer(question: Question, error: str | None = None) -> Answer:
    return Answer(
        question_id=question.id,
        text="Final answer: Yes.",
        citations=(),
        retrieved=(),
        latency_s=0.1,
        error=error,
    )


class RecordingGrader:
    def __init__(self, fail: bool = False) -> None:
        self.calls: list[list[tuple[Question, Answer]]] = []
        self.threads: list[str] = []
        self.fail = fail

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        self.calls.append(list(pairs))
        self.threads.append(threading.current_thread().name)
        if self.fail:
            raise RuntimeError("grader broke")
        return []


def test_only_local_graders_are_warmed() -> None:
    assert grades_locally("reference") and grades_locally("heuristic")
    assert not grades_locally("llm")  # a service client: warming it would be a paid call


def test_the_first_good_answer_is_graded_once_in_the_background() -> None:
    grader = RecordingGrader()
    tail = TailPreparer(grader, CORPUS).start()
    tail.offer(QUESTIONS[0], _answer(QUESTIONS[0], error="timeout"))  # an error is never a warm-up
    tail.offer(QUESTIONS[1], _answer(QUESTIONS[1]))
    tail.offer(QUESTIONS[2], _answer(QUESTIONS[2]))
    tail.finish()
    assert grader.calls == [[(QUESTIONS[1], _answer(QUESTIONS[1]))]]
    assert grader.threads == ["prepare-tail"] and tail.warmed


def test_no_answer_no_grading_and_finish_does_not_wait() -> None:
    grader = RecordingGrader()
    tail = TailPreparer(grader, CORPUS).start()
    tail.finish(timeout_s=30)
    assert grader.calls == [] and not tail.warmed


def test_preparation_runs_first_in_the_thread() -> None:
    seen: list[str] = []
    grader = RecordingGrader()
    tail = TailPreparer(grader, CORPUS, prepare=lambda: seen.append(threading.current_thread().name))
    tail.start().offer(QUESTIONS[0], _answer(QUESTIONS[0]))
    tail.finish()
    assert seen == ["prepare-tail"] and tail.warmed


def test_a_failing_warm_up_is_ignored() -> None:
    grader = RecordingGrader(fail=True)
    tail = TailPreparer(grader, CORPUS).start()
    tail.offer(QUESTIONS[0], _answer(QUESTIONS[0]))
    tail.finish()
    assert len(grader.calls) == 1 and not tail.warmed


def test_a_run_grades_the_same_with_the_warm_up(tmp_path: Path) -> None:
    """The grades a run writes equal a separate ``grade_run`` of the same folder."""
    out = tmp_path / "run"
    run_protocol(
        CORPUS,
        questions=tiny_question_set(CORPUS),
        generator="extractive",
        out=out,
        progress=False,
        report=False,
    )
    during = read_jsonl(out / "grades.jsonl", Grade)
    again = grade_run(out, "reference", corpus=CORPUS)
    key = [(g.question_id, g.factuality, g.refusal_quality, g.scores) for g in during]
    assert key == [(g.question_id, g.factuality, g.refusal_quality, g.scores) for g in again]


def test_a_cancelled_run_warms_nothing() -> None:
    grader = RecordingGrader()
    tail = TailPreparer(grader, CORPUS, prepare=lambda: tail.cancel())
    tail.start().offer(QUESTIONS[0], _answer(QUESTIONS[0]))
    tail.finish()
    assert grader.calls == [] and not tail.warmed


def test_finishing_a_preparer_never_started_returns_at_once() -> None:
    tail = TailPreparer(RecordingGrader(), CORPUS)
    tail.finish()  # a run without a grader starts no thread
    assert not tail.warmed


def test_pregrading_grades_every_answer_as_it_arrives() -> None:
    """Errored answers too (the grader grades them); each in the tail thread, one at a time."""
    grader = SingleGrader()
    tail = TailPreparer(grader, CORPUS, pregrade=True).start()
    offered = [_answer(QUESTIONS[0], error="timeout"), _answer(QUESTIONS[1]), _answer(QUESTIONS[2])]
    for question, answer in zip(QUESTIONS, offered, strict=False):
        tail.offer(question, answer)
    tail.finish()
    graded = tail.graded()
    assert sorted(graded) == sorted(q.id for q in QUESTIONS[:3])
    assert all(graded[a.question_id][0] is a for a in offered)
    assert set(grader.threads) == {"prepare-tail"} and all(len(c) == 1 for c in grader.calls)


class SingleGrader(RecordingGrader):
    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        super().grade(pairs, corpus)
        return [failed_grade(q.id, "single", "stand-in") for q, _ in pairs]


def test_a_pregraded_run_writes_the_grades_of_a_separate_pass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every field of every grade; the loop graded the answers (one call each, in the tail thread)."""
    calls: list[tuple[str, int]] = []
    real = ReferenceGrader.grade

    def counted(
        self: ReferenceGrader, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus
    ) -> list[Grade]:
        calls.append((threading.current_thread().name, len(pairs)))
        return real(self, pairs, corpus)

    monkeypatch.setattr(ReferenceGrader, "grade", counted)
    out = tmp_path / "run"
    qset = tiny_question_set(CORPUS)
    run_protocol(CORPUS, questions=qset, generator="extractive", out=out, progress=False, report=False)
    assert [c for c in calls if c[0] == "prepare-tail"] == [("prepare-tail", 1)] * len(qset.questions)
    during = [to_dict(g) for g in read_jsonl(out / "grades.jsonl", Grade)]
    assert during == [to_dict(g) for g in grade_run(out, "reference", corpus=CORPUS)]


def test_grade_run_regrades_an_answer_that_is_not_the_one_pregraded(tmp_path: Path) -> None:
    out = tmp_path / "run"
    run_protocol(CORPUS, questions=tiny_question_set(CORPUS), generator="extractive", out=out, progress=False)
    first = read_jsonl(out / "answers.jsonl", Answer)[0]
    stale = failed_grade(first.question_id, "reference", "made for another answer")
    other = replace(first, text="another answer")
    grades = grade_run(out, "reference", corpus=CORPUS, pregraded={first.question_id: (other, stale)})
    by_id = {g.question_id: g for g in grades}  # answers.jsonl is in finishing order, grades in set order
    assert by_id[first.question_id].error is None  # graded again, the stale grade not kept
    kept = grade_run(out, "reference", corpus=CORPUS, pregraded={first.question_id: (first, stale)})
    assert {g.question_id: g for g in kept}[first.question_id].error == "made for another answer"
