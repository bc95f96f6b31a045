"""Prepare, while the requests are in flight, what a run does after its last reply.

A run against a model server spends most of its wall time waiting for replies, and everything
after the last reply (grading, the reports) is time the user waits on top of them. A background
thread uses the wait: it runs the caller's preparation (``harness.pipeline`` imports the grading
and report code and loads the report template) and, for a grader that runs locally, grades the
first good answer once and throws the grade away, so the grader's one-time set-up (compiled
patterns, per-corpus tables, a language model) is done before the last reply. Nothing is
written; a failure here is ignored (the real grading, which runs after, reports it).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from harness.core import registry
from harness.core.records import Answer, Question
from harness.corpus.base import Corpus

log = logging.getLogger(__name__)

FIRST_ANSWER_WAIT_S = 600.0
"""How long the thread waits for a first good answer before it gives up warming the grader."""


def grades_locally(grader: str) -> bool:
    """Whether ``grader`` grades on this machine: a plug-in that takes ``concurrency`` is a client
    of a service (the ``llm`` judge), whose warm-up would be a paid call."""
    return not registry.declares("grader", grader, "concurrency")


class TailPreparer:
    """Warms the grading and report path in a daemon thread during the request loop."""

    def __init__(
        self, grader: Any | None, corpus: Corpus, prepare: Callable[[], object] | None = None
    ) -> None:
        """``grader``: a grader instance to warm on the first answer (None: no warm-up);
        ``prepare``: run first (the caller's imports of the grading and report code)."""
        self._grader = grader
        self._corpus = corpus
        self._prepare = prepare
        self._first: tuple[Question, Answer] | None = None
        self._offered = threading.Event()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="prepare-tail", daemon=True)
        self._cancelled = False
        self._started = False
        self.warmed = False
        """Whether the grader graded one answer (for tests and benches)."""

    def start(self) -> TailPreparer:
        self._thread.start()
        self._started = True
        return self

    def offer(self, question: Question, answer: Answer) -> None:
        """Called with every finished answer (from any thread); the first good one is kept."""
        if answer.error is not None or self._offered.is_set():
            return
        with self._lock:
            if self._first is None:
                self._first = (question, answer)
                self._offered.set()

    def cancel(self) -> None:
        """The run stopped early: no grading follows, so nothing is warmed any more."""
        self._cancelled = True
        self._offered.set()

    def finish(self, timeout_s: float = 120.0) -> None:
        """Wait for the thread (the grading that follows would redo what it is doing)."""
        self._offered.set()  # no answer will come any more: stop waiting for one
        if self._started:
            self._thread.join(timeout_s)

    def _run(self) -> None:
        try:
            if self._prepare is not None:
                self._prepare()
            if self._grader is None or not self._offered.wait(FIRST_ANSWER_WAIT_S):
                return
            with self._lock:
                first = self._first
            if first is not None and not self._cancelled:
                self._grader.grade([first], self._corpus)
                self.warmed = True
        except Exception as exc:  # warming only: the grading after the loop reports real faults
            log.debug("preparing the grading during the run failed: %s", exc)
