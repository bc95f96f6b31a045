"""The concurrent answer loop: worker threads ask, the main thread appends each answer to disk.

Only the main thread writes ``answers.jsonl`` (one fsynced line per answer), so a crash at any
point leaves every finished answer on disk and at most one torn last line. Ctrl-C stops
handing out questions and returns at once; finished answers are kept. A question whose
request was never sent (``NotSent``) gets no answer line: a resume asks it.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from harness.core.io import JsonlAppender
from harness.core.records import Answer, Question
from harness.run.answer import NotSent

AnswerFn = Callable[[Question], Answer]


@dataclass(frozen=True)
class LoopResult:
    """What one pass of the loop did."""

    answered: int
    errors: int
    interrupted: bool
    not_sent: int = 0
    """Questions whose request never reached the generator: left unanswered."""
    not_sent_reason: str | None = None


def _progress(enabled: bool, console: Console) -> Progress:
    return Progress(
        TextColumn("[bold]answering"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("errors {task.fields[errors]}"),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=console,
        disable=not enabled,
        transient=False,
    )


def answer_all(
    questions: Sequence[Question],
    answer_fn: AnswerFn,
    appender: JsonlAppender,
    concurrency: int = 4,
    progress: bool = True,
    console: Console | None = None,
) -> LoopResult:
    """Answer ``questions`` with ``concurrency`` worker threads, appending answers as they finish."""
    todo: queue.Queue[Question] = queue.Queue()
    for q in questions:
        todo.put(q)
    done: queue.Queue[Answer | NotSent | BaseException] = queue.Queue()
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
    answered = errors = not_sent = 0
    reason: str | None = None
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
                if isinstance(item, NotSent):
                    not_sent += 1
                    reason = str(item)
                    bar.update(task, advance=1)
                    continue
                if isinstance(item, BaseException):
                    stop.set()
                    raise item
                appender.append(item)
                answered += 1
                errors += item.error is not None
                bar.update(task, advance=1, errors=errors)
        except KeyboardInterrupt:
            stop.set()
            return LoopResult(answered, errors, interrupted=True, not_sent=not_sent, not_sent_reason=reason)
    return LoopResult(answered, errors, interrupted=False, not_sent=not_sent, not_sent_reason=reason)
