"""The time one generator call may take, counted from the moment its request is sent.

A generator that queues requests for a limited number of slots (HTTP connections, worker
processes) sets ``queues_requests = True`` and calls :meth:`CallBudget.start` once a slot is
its own: time spent waiting for a slot never counts toward a question's timeout. Such a
generator also ends its own call when the budget runs out (cancelling the request, which
frees the slot) and raises :class:`RequestNotSent` when the request never left the machine,
so that the question stays unanswered and a resume asks it.
"""

from __future__ import annotations

import threading
import time


class RequestNotSent(Exception):
    """The request never reached the model (no connection): the question is not answered."""


class CallBudget:
    """``seconds`` (None: no limit) of one call, started by :meth:`start`."""

    def __init__(self, seconds: float | None) -> None:
        self.seconds = seconds
        self._started = threading.Event()
        self._t0 = 0.0

    def start(self) -> None:
        """Start the clock (idempotent): the request is about to be sent."""
        if not self._started.is_set():
            self._t0 = time.monotonic()
            self._started.set()

    @property
    def started(self) -> bool:
        return self._started.is_set()

    def remaining(self) -> float | None:
        """Seconds left (the whole budget before :meth:`start`); None without a limit."""
        if self.seconds is None:
            return None
        if not self.started:
            return self.seconds
        return max(0.0, self.seconds - (time.monotonic() - self._t0))

    def elapsed(self) -> float:
        """Seconds since :meth:`start` (0 before it): the call's time, without the wait for a slot."""
        return time.monotonic() - self._t0 if self.started else 0.0

    @property
    def expired(self) -> bool:
        left = self.remaining()
        return left is not None and left <= 0.0
