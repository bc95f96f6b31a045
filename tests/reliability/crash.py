"""Child processes for the SIGKILL tests, started from a forkserver that has the harness imported.

A forkserver keeps each trial's start-up to a fork (no interpreter start, no imports), so twenty
kill-and-resume trials fit in a few seconds; children get their settings as arguments because
they inherit the forkserver's environment, not the test's.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Callable
from multiprocessing.context import ForkServerContext
from pathlib import Path
from typing import Any

from tests.run.helpers import CALLS_ENV, DELAY_ENV, tiny_corpus, tiny_question_set

COUNTING = "python:tests.run.helpers:CountingGenerator"
PRELOAD = [
    "harness.run",
    "harness.pipeline",
    "harness.report",
    "harness.grade.runner",
    "harness.grade.reference",
    "harness.grade.heuristic",
    "harness.grade.llm",
    "harness.generate.builtin",
    "harness.generate.python",
    "tests.run.helpers",
    "tests.reliability.helpers",
]


def context() -> ForkServerContext:
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(PRELOAD)
    return ctx


def run_child(out: str, calls: str, n: int, delay_s: float) -> None:
    """Answer ``n`` tiny questions with the counting generator into ``out`` (no grading)."""
    os.environ[CALLS_ENV] = calls
    os.environ[DELAY_ENV] = str(delay_s)
    from harness.pipeline import run_protocol

    corpus = tiny_corpus()
    run_protocol(
        corpus,
        questions=tiny_question_set(corpus, n),
        condition="no_rag",
        generator=COUNTING,
        out=out,
        concurrency=4,
        grader=None,
        progress=False,
        report=False,
    )


def grade_child(out: str) -> None:
    """Regrade ``out`` with the bulky test grader (a 2-3 MB grades file to write)."""
    from harness.grade.runner import grade_run

    grade_run(out, "bulky-test", corpus=tiny_corpus())


def report_child(out: str) -> None:
    from harness.report import write_report

    write_report(out, grader="bulky-test")


def timed_child(ctx: ForkServerContext, target: Callable[..., None], *args: Any) -> float:
    """Run ``target`` to completion in a child; its wall time (the range random kills are drawn from)."""
    start = time.monotonic()
    proc = ctx.Process(target=target, args=args)
    proc.start()
    proc.join(60)
    if proc.exitcode != 0:
        raise RuntimeError(f"{target.__name__} exited with {proc.exitcode}")
    return time.monotonic() - start


def kill_after(
    ctx: ForkServerContext, target: Callable[..., None], args: tuple[Any, ...], delay_s: float
) -> bool:
    """Start ``target``, SIGKILL it ``delay_s`` later; True when it was still running (a real kill)."""
    proc = ctx.Process(target=target, args=args)
    proc.start()
    time.sleep(delay_s)
    alive = proc.is_alive()
    assert proc.pid is not None
    if alive:
        os.kill(proc.pid, signal.SIGKILL)
    proc.join(30)
    return alive


def calls_of(path: Path) -> list[str]:
    return path.read_text().split() if path.exists() else []
