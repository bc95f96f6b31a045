"""Cut a long document into passages by paragraph, with a target size and an overlap, keeping offsets.

Paragraphs are the text's non-blank lines (whitespace trimmed). Consecutive paragraphs are
packed into a passage until the next one would pass ``target_chars``; the next passage
starts with the last paragraphs of the previous one that fit in ``overlap_chars``. A
paragraph longer than the target is cut at word boundaries first. A passage's text is
always ``text[start:end]``, separators included, so offsets hold exactly.
"""

from __future__ import annotations

import re

from harness.core.errors import HarnessError

_LINE = re.compile(r"[^\n]+")


def paragraph_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every non-blank line, with surrounding whitespace trimmed."""
    spans = []
    for match in _LINE.finditer(text):
        line = match.group()
        stripped = line.strip()
        if stripped:
            start = match.start() + (len(line) - len(line.lstrip()))
            spans.append((start, start + len(stripped)))
    return spans


def _split_long(text: str, start: int, end: int, target: int) -> list[tuple[int, int]]:
    """Cut ``text[start:end]`` into pieces of at most ``target`` characters at whitespace."""
    pieces = []
    while end - start > target:
        window = text[start : start + target + 1]
        cut = max(window.rfind(" "), window.rfind("\t"))
        cut = cut if cut > 0 else target  # no space to cut at: a hard cut
        piece_end = start + cut
        pieces.append((start, len(text[start:piece_end].rstrip()) + start))
        start = piece_end
        while start < end and text[start].isspace():
            start += 1
    if start < end:
        pieces.append((start, end))
    return pieces


def check_chunk_settings(target_chars: int, overlap_chars: int) -> None:
    if target_chars < 50:
        raise HarnessError(
            f"target_chars={target_chars} is too small", "use a passage target of at least 50 characters"
        )
    if not 0 <= overlap_chars < target_chars:
        raise HarnessError(
            f"overlap_chars={overlap_chars} must be at least 0 and below target_chars={target_chars}",
            "lower overlap_chars",
        )


def chunk_spans(text: str, target_chars: int, overlap_chars: int) -> list[tuple[int, int]]:
    """Passage (start, end) offsets for ``text``; see the module docstring for the rule."""
    check_chunk_settings(target_chars, overlap_chars)
    units = [piece for s, e in paragraph_spans(text) for piece in _split_long(text, s, e, target_chars)]
    chunks: list[tuple[int, int]] = []
    i = 0
    while i < len(units):
        j = i
        while j + 1 < len(units) and units[j + 1][1] - units[i][0] <= target_chars:
            j += 1
        chunks.append((units[i][0], units[j][1]))
        if j + 1 >= len(units):
            break
        # Step back over trailing paragraphs that fit in the overlap, but always move forward.
        k = j + 1
        while k - 1 > i and units[j][1] - units[k - 1][0] <= overlap_chars:
            k -= 1
        i = k
    return chunks
