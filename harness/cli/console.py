"""The ``harness`` command's terminal: rich's ``Console``, without the work rich repeats in every process.

rich compiles its repr highlighter's patterns (numbers, strings, paths shown in colour) the first
time a process prints, about 10 ms of a run; here they come from ``harness.core.regex_store``,
compiled once per machine: the same patterns, so the same colours. Emoji codes are off: the
command prints data (stratum names, folder names, counts) verbatim, so a folder called
``:x:`` stays ``:x:``, and rich does not load its table of 4,000 emoji names (another 5 ms).
"""

from __future__ import annotations

import re
from functools import cached_property
from typing import Any

from rich.console import Console
from rich.highlighter import ReprHighlighter
from rich.text import Text

from harness.core import regex_store


class StoredReprHighlighter(ReprHighlighter):
    """rich's ``ReprHighlighter`` with its patterns compiled through the regex store."""

    @cached_property
    def patterns(self) -> list[re.Pattern[str]]:
        return [regex_store.compile(source) for source in ReprHighlighter.highlights]

    def highlight(self, text: Text) -> None:
        for pattern in self.patterns:  # as ``RegexHighlighter.highlight``, with compiled patterns
            text.highlight_regex(pattern, style_prefix=self.base_style)


def stderr_console(**options: Any) -> Console:
    """The console the command reports on (stderr): ``Console(stderr=True, **options)`` with the
    stored highlighter and emoji codes off."""
    return Console(stderr=True, emoji=False, highlighter=StoredReprHighlighter(), **options)
