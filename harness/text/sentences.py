"""The one sentence splitter for answers.

Sentences split on ``.``/``!``/``?`` (and closing quotes or brackets after them) followed by
space and an upper-case letter, a bracket, a quote or emphasis, and on line breaks, so every
bullet of a list is its own sentence. Fragments are returned stripped and never empty.
"""

from __future__ import annotations

import re

_SPLIT = re.compile(r"(?<=[.!?])[\"'”’)]*\s+(?=[A-Z\[\"“(*])|\n+")


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` in order (see the module docstring)."""
    return [p.strip() for p in _SPLIT.split(text) if p and p.strip()]
