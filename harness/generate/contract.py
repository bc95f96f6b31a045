"""The output contract: an answer begins with ``Final answer:``; size is bounded.

The engine checks the first attempt, retries once with :func:`correction_message` on a
violation, and records the violations before and after the retry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

PREFIX = "Final answer:"
MAX_OUTPUT_CHARS = 64 * 1024
"""Outputs longer than this are cut and the answer is flagged ``truncated``."""

_PREFIX_RE = re.compile(r"\s*final answer\s*:", re.IGNORECASE)


def contract_violations(raw: str) -> tuple[str, ...]:
    """Why ``raw`` breaks the contract (empty when it holds)."""
    if not raw.strip():
        return ("empty output",)
    match = _PREFIX_RE.match(raw)
    if match is None:
        return (f"does not begin with {PREFIX!r}",)
    if not raw[match.end() :].strip():
        return (f"nothing after {PREFIX!r}",)
    return ()


def strip_prefix(raw: str) -> str:
    """The answer without its ``Final answer:`` prefix (the text graders read)."""
    match = _PREFIX_RE.match(raw)
    return (raw[match.end() :] if match else raw).strip()


def bound(text: str, limit: int = MAX_OUTPUT_CHARS) -> tuple[str, bool]:
    """``text`` cut to ``limit`` characters, and whether it was cut."""
    return (text, False) if len(text) <= limit else (text[:limit], True)


def correction_message(violations: Sequence[str]) -> str:
    """The user message of the one retry after a contract violation."""
    return (
        f"Your reply broke the required format ({'; '.join(violations)}). Reply again with the "
        f"same content, beginning with {PREFIX!r} followed by your answer and its bracketed citations."
    )
