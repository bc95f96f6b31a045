"""A regular expression compiled on first use, so importing the reader costs no compile time; the
compiled form is kept across processes (``harness.core.regex_store``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from harness.core import regex_store


class LazyPattern:
    """``re.compile(source, flags)`` on first use; the ``re.Pattern`` methods the reader calls."""

    __slots__ = ("_compiled", "flags", "source")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.source = source
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = regex_store.compile(self.source, self.flags)
        return self._compiled

    @property
    def pattern(self) -> str:
        return self.source

    def search(self, text: str, *args: Any) -> re.Match[str] | None:
        return (self._compiled or self.compiled).search(text, *args)

    def match(self, text: str, *args: Any) -> re.Match[str] | None:
        return (self._compiled or self.compiled).match(text, *args)

    def fullmatch(self, text: str, *args: Any) -> re.Match[str] | None:
        return (self._compiled or self.compiled).fullmatch(text, *args)

    def finditer(self, text: str, *args: Any) -> Iterator[re.Match[str]]:
        return (self._compiled or self.compiled).finditer(text, *args)

    def findall(self, text: str, *args: Any) -> list[Any]:
        return (self._compiled or self.compiled).findall(text, *args)

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        return (self._compiled or self.compiled).split(text, maxsplit)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return (self._compiled or self.compiled).sub(repl, text, count)

    def subn(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> tuple[str, int]:
        return (self._compiled or self.compiled).subn(repl, text, count)

    def __repr__(self) -> str:
        return f"LazyPattern({self.source!r}, {self.flags!r})"


def lazy(source: str, flags: int = 0) -> LazyPattern:
    """A pattern compiled the first time it is used."""
    return LazyPattern(source, flags)
