"""Prepare, while the requests are in flight, what a run does after its last reply.

A run against a model server spends most of its wall time waiting for replies, and everything
after the last reply (grading, the reports) is time the user waits on top of them. A background
thread uses the wait: it runs the caller's preparation (``harness.pipeline`` imports the grading
and report code and loads the report template) and, for a grader that runs locally, grades the
first good answer once and throws the grade away, so the grader's one-time set-up (compiled
patterns, per-corpus tables, a language model) is done before the last reply. A grader whose
grades of single answers are the grades of the whole pass (``grades_each_alone``, the reference
grader without a fallback judge) is run on every answer as it arrives (``pregrade``): after the
last reply only the last answers are left to grade, and ``grade_run`` takes the others from
``graded()`` (when the answer it reads back is the one graded). Nothing is written; a failure here
is ignored (the real grading, which runs after, grades what is missing and reports it).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from typing import Any

from harness.core import registry
from harness.core.records import Answer, Grade, Question
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
        self,
        grader: Any | None,
        corpus: Corpus,
        prepare: Callable[[], object] | None = None,
        *,
        pregrade: bool = False,
    ) -> None:
        """``grader``: a grader instance to warm on the first answer (None: no warm-up);
        ``prepare``: run first (the caller's imports of the grading and report code);
        ``pregrade``: grade every offered answer (the grader grades each answer alone)."""
        self._grader = grader
        self._pregrade = pregrade and grader is not None
        self._pending: queue.Queue[tuple[Question, Answer] | None] = queue.Queue()
        self._graded: dict[str, tuple[Answer, Grade]] = {}
        self._corpus = corpus
        self._prepare = prepare
        self._first: tuple[Question, Answer] | None = None
        self._offered = threading.Event()
        self._answering = threading.Event()  # set by the first answer: the first requests are out
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
        """Called with every finished answer (from any thread); the first good one is kept, or
        (``pregrade``) every one is queued for grading."""
        self._answering.set()
        if self._pregrade:
            self._pending.put((question, answer))
            return
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
        self._answering.set()
        self._pending.put(None)

    def finish(self, timeout_s: float = 120.0) -> None:
        """Wait for the thread (the grading that follows would redo what it is doing)."""
        self._offered.set()  # no answer will come any more: stop waiting for one
        self._answering.set()
        self._pending.put(None)  # grade what is queued, then stop
        if self._started:
            self._thread.join(timeout_s)

    def graded(self) -> dict[str, tuple[Answer, Grade]]:
        """The grades made during the loop (``pregrade``), by question id, with the answer each grades."""
        return dict(self._graded)

    def _grade_as_offered(self) -> None:
        while self._grader is not None and not self._cancelled:
            item = self._pending.get()
            if item is None:
                return
            grade = self._grader.grade([item], self._corpus)[0]
            self._graded[item[0].id] = (item[1], grade)
            self.warmed = True

    def _run(self) -> None:
        try:
            # Nothing before the first answer: the thread would hold up the first requests.
            self._answering.wait(FIRST_ANSWER_WAIT_S)
            if self._prepare is not None:
                self._prepare()
            if self._pregrade:
                self._grade_as_offered()
                return
            if self._grader is None or not self._offered.wait(FIRST_ANSWER_WAIT_S):
                return
            with self._lock:
                first = self._first
            if first is not None and not self._cancelled:
                self._grader.grade([first], self._corpus)
                self.warmed = True
        except Exception as exc:  # warming only: the grading after the loop reports real faults
            log.debug("preparing the grading during the run failed: %s", exc)
