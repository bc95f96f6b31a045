"""Read the bracketed citations of an answer: ``[mini-03:7]``, ``[a:1, b:2]``, ``[a:1][b:2]``.

Ids come back in order of first appearance, verbatim: they are opaque strings compared
against the retrieval set, never opened as paths.
"""

from __future__ import annotations

import re

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
