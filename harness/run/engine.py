"""The concurrent answer loop: worker threads ask, the main thread appends each answer to disk.

Only the main thread writes ``answers.jsonl`` (whole lines, fsynced after each batch of answers
that finished together), so a crash at any point leaves every answer written so far on disk
and at most one torn last line. Ctrl-C stops handing out questions and returns at once;
finished answers are kept. A question whose request was never sent (``NotSent``) gets no
answer line: a resume asks it.

A run whose endpoint refuses every call (a bad key, nothing listening) stops after
``stop_after_fatal`` consecutive questions that failed the same fatal way (an answer with
``Answer.error_fatal``, or the same reason for not sending), instead of burning the whole
protocol on it. A circuit breaker does the same for any failure before the first good answer:
when the first wave of questions (``max(stop_after_fatal, concurrency)``) all fail the same way
(every request timing out, constant 500s, dropped connections), the run stops and says why.

The ETA is the measured throughput of this pass (questions done / time since it began), "?"
until the first question is done: never a guess from a burst of answers.
"""

from __future__ import annotations

import io
import queue
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeElapsedColumn,
)
from rich.text import Text

from harness.core.io import JsonlAppender
from harness.core.records import Answer, Question
from harness.run.answer import NotSent

AnswerFn = Callable[[Question], Answer]
STOP_AFTER_FATAL = 3
"""Consecutive identical fatal errors after which a run stops (about one wave of workers)."""


@dataclass(frozen=True)
class LoopResult:
    """What one pass of the loop did."""

    answered: int
    errors: int
    interrupted: bool
    not_sent: int = 0
    """Questions whose request never reached the generator: left unanswered."""
    not_sent_reason: str | None = None
    stopped: str | None = None
    """The error that stopped the loop early (repeated fatal, or every question of the first wave)."""
    stop_why: str | None = None
    """Why the loop stopped, in words: which rule, how many questions."""
    stop_fix: str | None = None
    """What the user can do about it."""


Finished = Answer | NotSent | BaseException
"""What a worker hands the main thread: an answer, a request never sent, or a harness bug."""


def _take_waiting(done: queue.Queue[Finished]) -> list[Finished]:
    """Everything on the queue now, in order, without waiting."""
    out: list[Finished] = []
    while True:
        try:
            out.append(done.get_nowait())
        except queue.Empty:
            return out


def failure_kind(error: str) -> str:
    """What two failures must share to count as "the same way": the exception and the first
    clause of its message (``ChatError: HTTP 500``), never a body or a count that varies."""
    head = ": ".join(error.split(": ")[:2])
    return re.sub(r"\s*\(.*$", "", head).strip()


def _timed_out(kind: str) -> bool:
    return kind.startswith(("TimeoutError", "ChatTimeout"))


def eta_seconds(done: float, total: float | None, elapsed: float | None) -> float | None:
    """Seconds left at the throughput measured so far; None before anything is done."""
    if total is None or elapsed is None or done <= 0:
        return None
    return max(0.0, total - done) * elapsed / done


class ThroughputEta(ProgressColumn):
    """``ETA h:mm:ss`` from this pass's measured throughput; ``ETA ?`` until one question is done."""

    def render(self, task: Task) -> Text:
        left = eta_seconds(task.completed, task.total, task.elapsed)
        return Text("ETA ?" if left is None else f"ETA {timedelta(seconds=round(left))}")


def _progress(enabled: bool, console: Console) -> Progress:
    # Plain text columns (no markup): parsing markup makes rich load its table of emoji names.
    return Progress(
        TextColumn("answering", style="bold", markup=False),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("errors {task.fields[errors]}", markup=False),
        TimeElapsedColumn(),
        ThroughputEta(),
        # disabled, it writes nowhere: some rich versions still end a disabled display with a newline
        console=console if enabled else Console(file=io.StringIO()),
        disable=not enabled,
        transient=False,
    )


def _opening_stop(kind: str, n: int, concurrency: int) -> tuple[str, str]:
    """Why the circuit breaker stopped (the first ``n`` questions all failed as ``kind``) and the fix."""
    if _timed_out(kind):
        why = f"stopped because the first {n} requests all timed out: the server is not answering in time"
        fix = (
            f"raise --timeout, or lower --concurrency (now {concurrency}) if the server is overloaded; "
            "check that it answers one request"
        )
    else:
        why = f"stopped because the first {n} questions all failed the same way"
        fix = "check the server (or pipeline) and its logs, then rerun the same command"
    return why, fix


def answer_all(
    questions: Sequence[Question],
    answer_fn: AnswerFn,
    appender: JsonlAppender,
    concurrency: int = 4,
    progress: bool = True,
    console: Console | None = None,
    stop_after_fatal: int | None = STOP_AFTER_FATAL,
) -> LoopResult:
    """Answer ``questions`` with ``concurrency`` worker threads, appending answers as they finish.

    Stops early (``LoopResult.stopped``) after ``stop_after_fatal`` consecutive answers with the
    same fatal error; ``None`` never stops.
    """
    todo: queue.Queue[Question] = queue.Queue()
    for q in questions:
        todo.put(q)
    done: queue.Queue[Finished] = queue.Queue()
    stop = threading.Event()

    def work() -> None:
        while not stop.is_set():
            try:
                question = todo.get_nowait()
            except queue.Empty:
                return
            try:
                done.put(answer_fn(question))
            except NotSent as exc:
                done.put(exc)
            except BaseException as exc:  # a harness bug, not a generator fault: surface it
                done.put(exc)
                return

    # Daemon workers: after Ctrl-C a hung generator call cannot keep the process alive.
    workers = [threading.Thread(target=work, name=f"answer-{i}", daemon=True) for i in range(concurrency)]
    answered = errors = not_sent = streak = 0
    reason: str | None = None
    last_fatal: str | None = None
    # The circuit breaker: failure kinds of the answers before the first good one.
    opening: list[str] = []
    opened = False
    wave = max(stop_after_fatal, concurrency) if stop_after_fatal else None
    console = console or Console(stderr=True)
    with _progress(progress, console) as bar:
        task = bar.add_task("answering", total=len(questions), errors=0)
        for worker in workers:
            worker.start()
        try:
            while answered + not_sent < len(questions):
                try:
                    item = done.get(timeout=0.1)  # a timeout keeps the main thread responsive to Ctrl-C
                except queue.Empty:
                    if not any(w.is_alive() for w in workers) and done.empty():
                        break
                    continue
                # Everything finished meanwhile is written with one fsync: at high concurrency
                # answers arrive in bursts, and one fsync per line would make the disk the limit.
                batch = [item, *_take_waiting(done)]
                appender.append_many(a for a in batch if isinstance(a, Answer))
                for x in batch:
                    fatal: str | None = None
                    if isinstance(x, NotSent):  # no connection at all: it will repeat like a fatal error
                        not_sent += 1
                        reason = fatal = str(x)
                    elif isinstance(x, Answer):
                        answered += 1
                        errors += x.error is not None
                        fatal = x.error if x.error_fatal else None
                        opened = opened or x.error is None
                        if not opened and x.error is not None:
                            opening.append(failure_kind(x.error))
                    else:
                        continue
                    cause: tuple[str, str, str] | None = None  # (error, why, fix) when the loop stops
                    if wave and not opened and len(opening) >= wave and len(set(opening)) == 1:
                        error = x.error if isinstance(x, Answer) and x.error is not None else str(x)
                        cause = (error, *_opening_stop(opening[0], wave, concurrency))
                    same = fatal is not None and fatal == last_fatal
                    streak, last_fatal = (streak + 1 if same else int(fatal is not None)), fatal
                    if stop_after_fatal is not None and fatal is not None and streak >= stop_after_fatal:
                        cause = (
                            fatal,
                            f"stopped after {streak} questions in a row failed the same fatal way",
                            "fix the cause named here (--base-url, the server, the API key), "
                            "then rerun the same command with --retry-errors",
                        )
                    if cause is not None:
                        stop.set()  # workers finish their call in flight; nothing new is sent
                        return LoopResult(
                            answered,
                            errors,
                            False,
                            not_sent=not_sent,
                            not_sent_reason=reason,
                            stopped=cause[0],
                            stop_why=cause[1],
                            stop_fix=cause[2],
                        )
                bar.update(task, completed=answered + not_sent, errors=errors)
                failure = next(
                    (x for x in batch if isinstance(x, BaseException) and not isinstance(x, NotSent)), None
                )
                if failure is not None:
                    stop.set()
                    raise failure
        except KeyboardInterrupt:
            stop.set()
            # Answers that finished before Ctrl-C but were not taken off the queue yet are kept:
            # on a busy machine several can wait there, and a finished answer is never lost.
            finished = [a for a in _take_waiting(done) if isinstance(a, Answer)]
            appender.append_many(finished)
            answered += len(finished)
            errors += sum(a.error is not None for a in finished)
            return LoopResult(answered, errors, interrupted=True, not_sent=not_sent, not_sent_reason=reason)
    return LoopResult(answered, errors, interrupted=False, not_sent=not_sent, not_sent_reason=reason)
