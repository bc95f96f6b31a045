"""Text shared by the render tests."""

from __future__ import annotations

ANSI_ANSWER = (
    "\x1b[2J\x1b[31mRED\x1b[0m \x1b]0;pwned title\x07 \x1b]8;;http://evil\x1b\\link\x1b]8;;\x1b\\ "
    "bell\x07 back\x08space \u202eevil\u202c \x9b31mC1"
)
