"""run/tail.py: the grading and report path readied during the request loop, never in the way."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from harness.core.io import read_jsonl
from harness.core.records import Answer, Grade, Question
from harness.corpus.base import Corpus
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
