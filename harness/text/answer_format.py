"""The format of an answer, in one place: the ``Final answer:`` prefix, its size bound and the
bracketed citation syntax (``[mini-03:7]``, ``[a:1, b:2]``, ``[a:1][b:2]``).

The engine checks the first attempt, retries once with :func:`correction_message` on a
violation, and records the violations before and after the retry. Cited ids come back in
order of first appearance, verbatim: they are opaque strings compared against the retrieval
set, never opened as paths.
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


# A bracket group on one line; long groups are prose, not citations.
_GROUP = re.compile(r"\[([^\[\]\n]{1,500})\]")
_SEPARATORS = re.compile(r"[,;\s]+")
_ID_CHARS = re.compile(r"[A-Za-z0-9_.:/#@\\~+=-]+")
_ID_MARK = re.compile(r"[:/\\0-9]")


def _looks_like_id(part: str) -> bool:
    """A single token of id characters with a colon, a slash or a digit (``cnli-3:12``, ``[4]``)."""
    return bool(_ID_CHARS.fullmatch(part)) and bool(_ID_MARK.search(part))


def parse_citations(text: str) -> tuple[str, ...]:
    """Cited ids in order of first appearance, each once.

    A bracket group counts only when every comma-, semicolon- or space-separated part looks
    like an id, so prose in brackets (``[sic]``, ``[see below]``) is not read as a citation.
    """
    found: dict[str, None] = {}
    for match in _GROUP.finditer(text):
        parts = [p for p in _SEPARATORS.split(match.group(1).strip()) if p]
        if parts and all(_looks_like_id(p) for p in parts):
            for part in parts:
                found.setdefault(part, None)
    return tuple(found)
