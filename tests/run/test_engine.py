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
    tmp_path.mkdir(parents=True, exist_ok=True)
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


# --------------------------------------------------------------------------- issue 26: ETA, circuit breaker


def test_the_eta_comes_from_measured_throughput_and_is_unknown_before_any_answer() -> None:
    from io import StringIO

    from rich.console import Console
    from rich.progress import Progress

    from harness.run.engine import ThroughputEta, eta_seconds

    assert eta_seconds(0, 130, 286.0) is None
    assert eta_seconds(30, 130, 286.0) == pytest.approx(100 * 286 / 30)  # 4:46 for 30 of 130
    now = [0.0]
    column = ThroughputEta()
    with Progress(column, console=Console(file=StringIO()), get_time=lambda: now[0]) as bar:
        task = bar.add_task("answering", total=130)
        now[0] = 286.0
        assert str(column.render(bar.tasks[0])) == "ETA ?"  # a hung server: nothing done, no guess
        bar.update(task, completed=30)
        assert str(column.render(bar.tasks[0])) == "ETA 0:15:53"


def _failing(error: Callable[[Question], str]) -> Callable[[Question], Answer]:
    return lambda q: _answer(q, error=error(q))


def test_the_first_requests_all_timing_out_stop_the_run_and_suggest_timeout_and_concurrency(
    tmp_path: Path,
) -> None:
    timeout = (
        "TimeoutError: no complete reply within 5s of sending; the request was cancelled (after 1 request)"
    )
    result, _ = _loop(tmp_path, _failing(lambda q: timeout), concurrency=4)
    assert result.answered == 4 and result.stopped == timeout
    assert result.stop_why and "first 4 requests all timed out" in result.stop_why
    assert result.stop_fix and "--timeout" in result.stop_fix and "--concurrency" in result.stop_fix


def test_a_circuit_breaker_stops_when_the_first_requests_all_fail_the_same_way(tmp_path: Path) -> None:
    # Bodies differ (request ids), the way they failed does not: HTTP 500 after every retry.
    result, _ = _loop(tmp_path, _failing(lambda q: f"ChatError: HTTP 500: id {q.id} (after 4 requests)"), 2)
    assert result.answered == 3 and result.stopped and "HTTP 500" in result.stopped
    assert result.stop_why and "first 3 questions all failed the same way" in result.stop_why


def test_the_circuit_breaker_stays_open_after_a_good_answer_or_with_mixed_failures(tmp_path: Path) -> None:
    def one_good(q: Question) -> Answer:
        return _answer(q, error=None if q.id == QUESTIONS[1].id else "ChatError: HTTP 500: down")

    result, _ = _loop(tmp_path / "a", one_good, concurrency=1)
    assert result.stopped is None and result.answered == 16
    kinds = ["TimeoutError: slow", "ChatError: HTTP 500: down", "RuntimeError: boom"]
    result, _ = _loop(tmp_path / "b", _failing(lambda q: kinds[QUESTIONS.index(q) % 3]), concurrency=1)
    assert result.stopped is None and result.answered == 16
    result, _ = _loop(
        tmp_path / "c", _failing(lambda q: "ChatError: HTTP 500: down"), 1, stop_after_fatal=None
    )
    assert result.stopped is None and result.answered == 16  # --stop-after-fatal 0: never stops


def test_the_progress_line_shows_a_bold_label_and_the_error_count_verbatim() -> None:
    """Its text columns take no markup (markup makes rich load its emoji table): the label is bold
    through the column's style, and a count is printed as it is."""
    from io import StringIO

    from rich.console import Console

    from harness.run.engine import _progress

    out = StringIO()
    console = Console(file=out, force_terminal=True, color_system="standard", width=120)
    with _progress(True, console) as bar:
        task = bar.add_task("answering", total=3, errors=0)
        bar.update(task, completed=3, errors=2)
    shown = out.getvalue()
    assert "\x1b[1manswering" in shown
    assert "3/3" in shown and "errors 2" in shown
