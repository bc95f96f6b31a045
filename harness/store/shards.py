"""Shards of a run: ``harness run --shard i/N`` answers the questions whose id hashes to shard i.

The shard of a question is ``int(sha256(question_id)[:16 hex]) % N``, the same on every machine,
Python version and process (Python's own ``hash`` of a string is salted per process, which is
how HELM's sharding went wrong). Shards are numbered 1..N on the command line.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from harness.core.errors import HarnessError
from harness.core.records import Question

_SHARD = re.compile(r"\s*(\d+)\s*/\s*(\d+)\s*")
Q = TypeVar("Q", bound=Question)


def shard_index(question_id: str, count: int) -> int:
    """0-based shard of ``question_id`` among ``count`` shards (stable sha256, never ``hash``)."""
    digest = hashlib.sha256(question_id.encode("utf-8")).hexdigest()
    return int(digest[:16], 16) % count


@dataclass(frozen=True)
class Shard:
    """Shard ``number`` (1-based) of ``count``."""

    number: int
    count: int

    def __str__(self) -> str:
        return f"{self.number}/{self.count}"

    def holds(self, question_id: str) -> bool:
        return shard_index(question_id, self.count) == self.number - 1

    def select(self, questions: Iterable[Q]) -> list[Q]:
        """The questions of this shard, in their order."""
        return [q for q in questions if self.holds(q.id)]


def parse_shard(text: str) -> Shard:
    """``"2/4"`` -> ``Shard(2, 4)``; anything else is one clear error."""
    match = _SHARD.fullmatch(text)
    number, count = (int(match.group(1)), int(match.group(2))) if match else (0, 0)
    if not match or count < 1 or not 1 <= number <= count:
        raise HarnessError(
            f"--shard {text!r} is not i/N with 1 <= i <= N",
            "pass e.g. --shard 1/4, then 2/4, 3/4 and 4/4 into four folders, and `harness merge` them",
        )
    return Shard(number, count)


def check_cover(shards: Sequence[Shard]) -> None:
    """The shards are 1/N .. N/N, each once."""
    counts = {s.count for s in shards}
    if len(counts) != 1:
        raise HarnessError(
            f"the shards split the set in different ways ({', '.join(sorted(map(str, shards)))})",
            "merge shards made with the same N in --shard i/N",
        )
    count = counts.pop()
    numbers = sorted(s.number for s in shards)
    twice = sorted({n for n in numbers if numbers.count(n) > 1})
    missing = sorted(set(range(1, count + 1)) - set(numbers))
    if twice or missing:
        parts = ([f"shard(s) {', '.join(f'{n}/{count}' for n in twice)} given twice"] if twice else []) + (
            [f"shard(s) {', '.join(f'{n}/{count}' for n in missing)} missing"] if missing else []
        )
        raise HarnessError(
            f"the shards do not cover the set exactly once: {'; '.join(parts)}",
            f"pass one folder per shard 1/{count} .. {count}/{count}",
        )
