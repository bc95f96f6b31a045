"""Visible escapes for control characters and bidi controls in text shown to a person.

Control characters and bidi overrides are shown as visible escapes (``\\x1b``, ``U+202E``) in
every output (terminal, Markdown, HTML, one-line CLI errors): they can neither drive a terminal,
nor make a file look binary, nor reorder what a reader sees, and the reader still sees that they
were there. It sits in the text layer so the CLI's error path imports it without the reports.
"""

from __future__ import annotations

import re

from harness.read.lazy import lazy

# C0 controls except tab and newline, DEL, C1 controls (8-bit CSI, OSC ... included), and the
# bidi controls that can reorder what a reader sees ("Trojan Source"): embeddings, overrides,
# isolates and the invisible direction marks.
_CONTROL = lazy(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group(0))
    return f"\\x{code:02x}" if code < 0x100 else f"U+{code:04X}"


def visible_escapes(text: str) -> str:
    """``text`` with each control character and bidi control written as a visible escape."""
    return _CONTROL.sub(_escape, text)
