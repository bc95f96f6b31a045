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
from harness.core.regex_literals import Needs, folded, folded_texts

REVIEW_AFTER = 200
"""Texts a pattern's literals let through before their worth is reviewed: a pattern whose test
spared the engine fewer than one text in ``KEEP_IF_SKIPS`` by then stops testing (the test costs
a few substring searches, and the engine runs anyway on nearly every text)."""
KEEP_IF_SKIPS = 10


class LazyPattern:
    """``re.compile(source, flags)`` on first use; the ``re.Pattern`` methods the reader calls."""

    __slots__ = ("_compiled", "_needs", "_passed", "_skipped", "flags", "source")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.source = source
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None
        self._needs: Needs = ()
        self._passed = self._skipped = 0

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled, self._needs = regex_store.compile_with_needs(self.source, self.flags)
        return self._compiled

    @property
    def needs(self) -> Needs:
        """The literals one of which every match holds (``regex_literals``; empty: none known, or
        no longer tested)."""
        self.compiled  # noqa: B018 - compiling finds them
        return self._needs

    @property
    def pattern(self) -> str:
        return self.source

    def _cannot_match(self, text: str) -> bool:
        """Whether ``text`` lacks one of the required literal sets (then the pattern cannot match)."""
        low = folded_texts.get(text) or folded(text)
        for strings in self._needs:
            for literal in strings:
                if literal in low:
                    break
            else:
                self._skipped += 1
                return True
        self._passed += 1
        if self._passed == REVIEW_AFTER and self._skipped * KEEP_IF_SKIPS < self._passed + self._skipped:
            self._needs = ()
        return False

    def search(self, text: str, *args: Any) -> re.Match[str] | None:
        compiled = self._compiled or self.compiled
        return None if self._needs and self._cannot_match(text) else compiled.search(text, *args)

    def match(self, text: str, *args: Any) -> re.Match[str] | None:
        compiled = self._compiled or self.compiled
        return None if self._needs and self._cannot_match(text) else compiled.match(text, *args)

    def fullmatch(self, text: str, *args: Any) -> re.Match[str] | None:
        compiled = self._compiled or self.compiled
        return None if self._needs and self._cannot_match(text) else compiled.fullmatch(text, *args)

    def finditer(self, text: str, *args: Any) -> Iterator[re.Match[str]]:
        compiled = self._compiled or self.compiled
        return iter(()) if self._needs and self._cannot_match(text) else compiled.finditer(text, *args)

    def findall(self, text: str, *args: Any) -> list[Any]:
        compiled = self._compiled or self.compiled
        return [] if self._needs and self._cannot_match(text) else compiled.findall(text, *args)

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        compiled = self._compiled or self.compiled
        return [text] if self._needs and self._cannot_match(text) else compiled.split(text, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        compiled = self._compiled or self.compiled
        return text if self._needs and self._cannot_match(text) else compiled.sub(repl, text, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> tuple[str, int]:
        compiled = self._compiled or self.compiled
        return (text, 0) if self._needs and self._cannot_match(text) else compiled.subn(repl, text, count)

    def __repr__(self) -> str:
        return f"LazyPattern({self.source!r}, {self.flags!r})"


def lazy(source: str, flags: int = 0) -> LazyPattern:
    """A pattern compiled the first time it is used."""
    return LazyPattern(source, flags)
