"""A regular expression compiled on first use, so importing the reader costs no compile time; the
compiled form is kept across processes (``harness.core.regex_store``).

Before the engine runs, a pattern checks the text for its required literals
(``harness.core.regex_literals``): a text that holds none of them cannot match, and gets the
answer ``re`` would give (no match, the text unchanged) without the engine trying every position."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from harness.core import regex_store
from harness.core.regex_literals import Needs, folded, folded_texts, may_match


class LazyPattern:
    """``re.compile(source, flags)`` on first use; the ``re.Pattern`` methods the reader calls."""

    __slots__ = ("_compiled", "_needs", "flags", "source")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.source = source
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None
        self._needs: Needs = ()

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled, self._needs = regex_store.compile_with_needs(self.source, self.flags)
        return self._compiled

    @property
    def needs(self) -> Needs:
        """The literals one of which every match holds (``regex_literals``; empty: none known)."""
        self.compiled  # noqa: B018 - compiling finds them
        return self._needs

    @property
    def pattern(self) -> str:
        return self.source

    def search(self, text: str, *args: Any) -> re.Match[str] | None:
        compiled = self._compiled or self.compiled
        if self._needs:  # inline may_match: this is the reader's commonest call
            low = folded_texts.get(text) or folded(text)
            for strings in self._needs:
                for literal in strings:
                    if literal in low:
                        break
                else:
                    return None
        return compiled.search(text, *args)

    def match(self, text: str, *args: Any) -> re.Match[str] | None:
        compiled = self._compiled or self.compiled
        return compiled.match(text, *args) if not self._needs or may_match(self._needs, text) else None

    def fullmatch(self, text: str, *args: Any) -> re.Match[str] | None:
        compiled = self._compiled or self.compiled
        return compiled.fullmatch(text, *args) if not self._needs or may_match(self._needs, text) else None

    def finditer(self, text: str, *args: Any) -> Iterator[re.Match[str]]:
        compiled = self._compiled or self.compiled
        return compiled.finditer(text, *args) if not self._needs or may_match(self._needs, text) else iter(())

    def findall(self, text: str, *args: Any) -> list[Any]:
        compiled = self._compiled or self.compiled
        return compiled.findall(text, *args) if not self._needs or may_match(self._needs, text) else []

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        compiled = self._compiled or self.compiled
        return compiled.split(text, maxsplit) if not self._needs or may_match(self._needs, text) else [text]

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        compiled = self._compiled or self.compiled
        return compiled.sub(repl, text, count) if not self._needs or may_match(self._needs, text) else text

    def subn(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> tuple[str, int]:
        compiled = self._compiled or self.compiled
        return (
            compiled.subn(repl, text, count) if not self._needs or may_match(self._needs, text) else (text, 0)
        )

    def __repr__(self) -> str:
        return f"LazyPattern({self.source!r}, {self.flags!r})"


def lazy(source: str, flags: int = 0) -> LazyPattern:
    """A pattern compiled the first time it is used."""
    return LazyPattern(source, flags)
