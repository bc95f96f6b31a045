"""The committed rule that splits a labeled set into a tuning part and a sealed part.

A grader is tuned on the tuning part only; the sealed part's grader output is read once, at
the end, to report figures nobody tuned on. The rule is a hash of a stable key (an answer id,
or a source id so that every answer about one source falls on the same side), salted with the
rule's version so a new rule reshuffles everything rather than a few items.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from typing import Literal, TypeVar

SPLIT_RULE = "seal-v1"
SEALED_SHARE_PERCENT = 40

Part = Literal["tuning", "sealed"]
T = TypeVar("T")


def part_of(key: str, *, rule: str = SPLIT_RULE, sealed_percent: int = SEALED_SHARE_PERCENT) -> Part:
    """``"sealed"`` for about ``sealed_percent`` % of keys, ``"tuning"`` for the rest, stably."""
    if not 0 <= sealed_percent <= 100:
        raise ValueError(f"sealed_percent must be in 0..100, got {sealed_percent}")
    digest = hashlib.sha256(f"{rule}:{key}".encode()).digest()
    bucket = int.from_bytes(digest[:4], "big") % 100
    return "sealed" if bucket < sealed_percent else "tuning"


def split(items: Iterable[T], key: Callable[[T], str]) -> tuple[list[T], list[T]]:
    """``(tuning, sealed)``, each in input order."""
    tuning: list[T] = []
    sealed: list[T] = []
    for item in items:
        (sealed if part_of(key(item)) == "sealed" else tuning).append(item)
    return tuning, sealed
