"""Make model and corpus text safe to show: visible escapes, Markdown cells, citation marks.

Control characters and bidi overrides are shown as visible escapes (``\\x1b``, ``U+202E``) in
every output (terminal, Markdown, HTML): they can neither drive a terminal, nor make a file look
binary, nor reorder what a reader sees, and the reader still sees that they were there. HTML
escaping is jinja2's autoescape (see ``html.py``); this module covers the rest.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from harness.text.escapes import visible_escapes

MAX_SHOWN_CHARS = 20_000
"""Longest model text a report shows in full; longer text is cut and flagged."""


def sanitize_terminal(text: str, *, single_line: bool = False) -> str:
    """``text`` for a terminal: control characters (ESC of any ANSI sequence included) and bidi
    controls as visible escapes, so none reaches the terminal and none goes unseen."""
    text = visible_escapes(text.replace("\r\n", "\n"))
    if single_line:
        text = " ".join(text.split())
    return text


def markdown_cell(text: str) -> str:
    """One Markdown table cell: no newlines, pipes escaped, HTML-special characters escaped, and
    brackets escaped so ``[x](javascript:...)`` in a folder or model name is text, never a link."""
    text = sanitize_terminal(text, single_line=True)
    for char, entity in (
        ("\\", "\\\\"),
        ("&", "&amp;"),
        ("<", "&lt;"),
        (">", "&gt;"),
        ("|", "\\|"),
        ("[", "\\["),
        ("]", "\\]"),
    ):
        text = text.replace(char, entity)
    return text


def bounded(text: str, limit: int = MAX_SHOWN_CHARS) -> tuple[str, bool]:
    """``text`` cut to ``limit`` characters, and whether it was cut."""
    return (text[:limit], True) if len(text) > limit else (text, False)


@dataclass(frozen=True)
class Segment:
    """A piece of answer text; ``citation`` is the cited id when the piece names one."""

    text: str
    citation: str | None = None
    retrieved: bool = True
    """For a citation: whether the cited id is in the answer's retrieval set."""


def _first_of(text: str, ids: Sequence[str], pos: int) -> tuple[int, str] | None:
    """The first of ``ids`` in ``text`` from ``pos``: the leftmost, and there the longest (``ids``
    come longest first, so ``cnli-3:12`` is not read as ``cnli-3:1`` followed by "2"), as an
    alternation of them in that order would match. A per-answer regular expression cost a compile
    per answer."""
    best: tuple[int, str] | None = None
    for cited in ids:
        at = text.find(cited, pos)
        if at >= 0 and (best is None or at < best[0]):
            best = (at, cited)
    return best


def mark_citations(text: str, citations: Sequence[str], retrieved_ids: Collection[str]) -> list[Segment]:
    """Split ``text`` into plain pieces and pieces that name one of ``citations``."""
    ids = sorted({c for c in citations if c}, key=len, reverse=True)
    if not ids:
        return [Segment(text)] if text else []
    segments: list[Segment] = []
    pos = 0
    while (found := _first_of(text, ids, pos)) is not None:
        start, cited = found
        if start > pos:
            segments.append(Segment(text[pos:start]))
        segments.append(Segment(cited, citation=cited, retrieved=cited in retrieved_ids))
        pos = start + len(cited)
    if pos < len(text):
        segments.append(Segment(text[pos:]))
    return segments


SHARED_PREFIX_MIN_CHARS = 24
"""A start shared with another question shorter than this is not cut from the collapsed row."""


def _common_prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def distinguishing_parts(texts: Sequence[str], limit: int = 140) -> list[str]:
    """What tells each text apart from the others: the text after the longest start it shares
    with any other one (cut at a word), bounded to ``limit`` characters.

    ContractNLI questions all open with the same agreement name; GovReport cloze questions
    with the same report title. The collapsed row then shows the asked clause itself.
    """
    order = sorted(range(len(texts)), key=lambda i: texts[i])
    shared = [0] * len(texts)
    for a, b in itertools.pairwise(order):
        n = _common_prefix(texts[a], texts[b])
        shared[a], shared[b] = max(shared[a], n), max(shared[b], n)
    out = []
    for text, n in zip(texts, shared, strict=True):
        if n >= SHARED_PREFIX_MIN_CHARS:
            cut = text.rfind(" ", 0, n + 1)
            rest = text[cut + 1 :] if cut > 0 else text[n:]
            text = "…" + rest.lstrip() if rest.strip() else text
        out.append(text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…")
    return out
