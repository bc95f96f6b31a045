"""``CallBudget``: a call's time counted from :meth:`start` (``harness.generate.budget``)."""

from __future__ import annotations

import time

from harness.generate.budget import CallBudget


def test_the_clock_starts_only_at_start() -> None:
    budget = CallBudget(5.0)
    time.sleep(0.05)  # waiting for a slot does not count
    assert not budget.started and budget.remaining() == 5.0 and budget.elapsed() == 0.0
    assert not budget.expired
    budget.start()
    time.sleep(0.05)
    assert budget.started and 0.04 <= budget.elapsed() < 5.0
    left = budget.remaining()
    assert left is not None and 0.0 < left <= 5.0 - 0.04


def test_start_is_idempotent() -> None:
    budget = CallBudget(5.0)
    budget.start()
    time.sleep(0.05)
    budget.start()  # a second start does not reset the clock
    assert budget.elapsed() >= 0.04


def test_expiry_and_no_limit() -> None:
    short = CallBudget(0.01)
    short.start()
    time.sleep(0.03)
    assert short.remaining() == 0.0 and short.expired
    unlimited = CallBudget(None)
    unlimited.start()
    assert unlimited.remaining() is None and not unlimited.expired
