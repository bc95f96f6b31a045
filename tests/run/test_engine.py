"""run/engine.py: the concurrent answer loop, its fatal-error stop and its handling of unsent questions."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from harness.core.io import JsonlAppender, read_jsonl
from harness.core.records import Answer, Question
from harness.run.answer import NotSent
from harness.run.engine import LoopResult, answer_all
from tests.report.builders import BASE_ROWS, question

QUESTIONS = [question(row) for row in BASE_ROWS]


def _answer(q: Question, **changes: object) -> Answer:
    return replace(Answer(q.id, f"answer to {q.id}", (), (), latency_s=0.0), **changes)


def _loop(
    tmp_path: Path, fn: Callable[[Question], Answer], concurrency: int, stop_after_fatal: int | None = 3
) -> tuple[LoopResult, list[Answer]]:
    path = tmp_path / "answers.jsonl"
    with JsonlAppender(path) as appender:
        result = answer_all(
            QUESTIONS, fn, appender, concurrency, progress=False, stop_after_fatal=stop_after_fatal
        )
    return result, read_jsonl(path, Answer) if path.exists() else []


@pytest.mark.parametrize("concurrency", [1, 4])
def test_every_question_is_answered_once_and_written(tmp_path: Path, concurrency: int) -> None:
    def fn(q: Question) -> Answer:
        return _answer(q, error="timeout" if q.id in ("a2", "n1") else None)

    result, written = _loop(tmp_path, fn, concurrency=concurrency)
    assert (result.answered, result.errors, result.interrupted, result.stopped) == (16, 2, False, None)
    assert sorted(a.question_id for a in written) == sorted(q.id for q in QUESTIONS)


def test_unsent_questions_get_no_answer_line(tmp_path: Path) -> None:
    def fn(q: Question) -> Answer:
        if q.stratum == "not_mentioned":
            raise NotSent("connection refused")
        return _answer(q)

    result, written = _loop(tmp_path, fn, concurrency=2, stop_after_fatal=None)
    assert result.answered == 14 and result.not_sent == 2
    assert result.not_sent_reason == "connection refused"
    assert {a.question_id for a in written} == {q.id for q in QUESTIONS} - {"n1", "n2"}


def test_the_same_fatal_error_in_a_row_stops_the_loop(tmp_path: Path) -> None:
    def fn(q: Question) -> Answer:
        return _answer(q, error="401 bad key", error_fatal=True)

    result, written = _loop(tmp_path, fn, concurrency=1, stop_after_fatal=3)
    assert result.stopped == "401 bad key" and result.answered == 3
    # Answers that finished in the same batch as the third are written too, never fewer.
    assert len(written) >= 3 and all(a.error == "401 bad key" for a in written)


def test_fatal_errors_that_differ_do_not_stop_it(tmp_path: Path) -> None:
    def fn(q: Question) -> Answer:
        return _answer(q, error=f"fatal {q.id}", error_fatal=True)

    result, _ = _loop(tmp_path, fn, concurrency=1, stop_after_fatal=3)
    assert result.stopped is None and result.answered == 16 and result.errors == 16


def test_a_harness_bug_in_a_worker_is_raised(tmp_path: Path) -> None:
    lock = threading.Lock()
    calls: list[str] = []

    def fn(q: Question) -> Answer:
        with lock:
            calls.append(q.id)
        if q.id == "a3":
            raise RuntimeError("bug")
        return _answer(q)

    with pytest.raises(RuntimeError, match="bug"):
        _loop(tmp_path, fn, concurrency=1)
    assert calls[:3] == ["a1", "a2", "a3"]
