"""A regular expression compiled on first use, so importing the reader costs no compile time; the
compiled form is kept across processes (``harness.core.regex_store``).

Before the engine runs, a pattern checks the text for its required literals
(``harness.core.regex_literals``): a text that holds none of them cannot match, and gets the
answer ``re`` would give (no match, the text unchanged) without the engine trying every position.
An alternation of several branches runs on a text without the branches whose own literals the text
lacks (``harness.core.regex_branches``): the same matches, fewer attempts at each position."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from harness.core import regex_store
from harness.core.regex_branches import Branches
from harness.core.regex_literals import Needs, folded, folded_texts, holds_one

REVIEW_AFTER = 200
"""Texts a pattern's literals let through before their worth is reviewed: a pattern whose test
spared the engine fewer than one text in ``KEEP_IF_SKIPS`` by then stops testing (the test costs
a few substring searches, and the engine runs anyway on nearly every text); so does an alternation
whose branches' test left fewer texts one branch short."""
KEEP_IF_SKIPS = 10
MEMO_SIZE = 1024
"""Texts a pattern remembers its answers for, per method (``search``, ``match``, ``fullmatch``,
``finditer``, ``findall`` without positions; ``split``; ``sub`` and ``subn`` with a string
replacement); each memory is emptied when full."""
MEMO_TEXT = 600
"""The longest text remembered: sentences are asked about again, passages are read once (their
readings are cached above) and would only fill the memory (and ``finditer`` would run to the end)."""
_UNSEEN = object()


class LazyPattern:
    """``re.compile(source, flags)`` on first use; the ``re.Pattern`` methods the reader calls."""

    __slots__ = (
        "_branches",
        "_compiled",
        "_found_all",
        "_fullmatched",
        "_iterated",
        "_matched",
        "_needs",
        "_passed",
        "_searched",
        "_skipped",
        "_split",
        "_substituted",
        "flags",
        "source",
    )

    def __init__(self, source: str, flags: int = 0) -> None:
        self.source = source
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None
        self._branches: Branches | None = None
        self._needs: Needs = ()
        self._passed = self._skipped = 0
        # answers per text without positions (``MEMO_SIZE``): the reader asks one pattern about
        # one sentence from several places
        self._searched: dict[str, Any] = {}
        self._matched: dict[str, Any] = {}
        self._fullmatched: dict[str, Any] = {}
        self._iterated: dict[str, Any] = {}
        self._found_all: dict[str, Any] = {}
        self._split: dict[tuple[int, str], Any] = {}
        self._substituted: dict[tuple[str, int, str], Any] = {}

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled, self._needs = regex_store.compile_with_needs(self.source, self.flags)
            self._branches = regex_store.branches(self.source, self.flags)
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

    def _engine(self, text: str) -> re.Pattern[str] | None:
        """The compiled pattern to run on ``text``: None when the text lacks a required literal (the
        pattern cannot match it), for an alternation the one of the branches that may match it
        (``harness.core.regex_branches``), else the whole pattern. The hottest call of the reader
        (once per pattern and new text), so it calls as little as it can."""
        compiled = self._compiled or self.compiled
        needs = self._needs
        if needs:
            low = folded_texts.get(text) or folded(text)
            if not holds_one(needs, low):
                self._skipped += 1
                return None
            self._passed = passed = self._passed + 1
            if passed == REVIEW_AFTER and self._skipped * KEEP_IF_SKIPS < passed + self._skipped:
                self._needs = ()
        else:
            low = None
        branches = self._branches
        if branches is None:
            return compiled
        kept = branches.kept(text, low)
        if branches.tested == REVIEW_AFTER and branches.pruned * KEEP_IF_SKIPS < branches.tested:
            self._branches = None  # nearly every text keeps every branch: the test costs more than it spares
        return compiled if len(kept) == len(branches.sources) else branches.pattern(kept)

    @staticmethod
    def _remember(memo: dict[Any, Any], key: Any, found: Any) -> None:
        if len(memo) >= MEMO_SIZE:
            memo.clear()
        memo[key] = found

    def search(self, text: str, *args: Any) -> re.Match[str] | None:
        if args or len(text) > MEMO_TEXT:
            engine = self._engine(text)
            return None if engine is None else engine.search(text, *args)
        memo = self._searched
        found = memo.get(text, _UNSEEN)
        if found is _UNSEEN:
            engine = self._engine(text)
            found = None if engine is None else engine.search(text)
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[text] = found
        return found

    def match(self, text: str, *args: Any) -> re.Match[str] | None:
        if args or len(text) > MEMO_TEXT:
            engine = self._engine(text)
            return None if engine is None else engine.match(text, *args)
        memo = self._matched
        found = memo.get(text, _UNSEEN)
        if found is _UNSEEN:
            engine = self._engine(text)
            found = None if engine is None else engine.match(text)
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[text] = found
        return found

    def fullmatch(self, text: str, *args: Any) -> re.Match[str] | None:
        if args or len(text) > MEMO_TEXT:
            engine = self._engine(text)
            return None if engine is None else engine.fullmatch(text, *args)
        memo = self._fullmatched
        found = memo.get(text, _UNSEEN)
        if found is _UNSEEN:
            engine = self._engine(text)
            found = None if engine is None else engine.fullmatch(text)
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[text] = found
        return found

    def finditer(self, text: str, *args: Any) -> Iterator[re.Match[str]]:
        if args or len(text) > MEMO_TEXT:
            engine = self._engine(text)
            return iter(()) if engine is None else engine.finditer(text, *args)
        memo = self._iterated
        found = memo.get(text, _UNSEEN)
        if found is _UNSEEN:
            engine = self._engine(text)
            found = () if engine is None else tuple(engine.finditer(text))
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[text] = found
        return iter(found)

    def findall(self, text: str, *args: Any) -> list[Any]:
        if args or len(text) > MEMO_TEXT:
            engine = self._engine(text)
            return [] if engine is None else engine.findall(text, *args)
        memo = self._found_all
        found = memo.get(text, _UNSEEN)
        if found is _UNSEEN:
            engine = self._engine(text)
            found = () if engine is None else tuple(engine.findall(text))
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[text] = found
        return list(found)

    def split(self, text: str, maxsplit: int = 0) -> list[str]:
        if len(text) > MEMO_TEXT:
            engine = self._engine(text)
            return [text] if engine is None else engine.split(text, maxsplit)
        key = (maxsplit, text)
        found = self._split.get(key, _UNSEEN)
        if found is _UNSEEN:
            engine = self._engine(text)
            found = (text,) if engine is None else tuple(engine.split(text, maxsplit))
            self._remember(self._split, key, found)
        return list(found)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        if isinstance(repl, str) and len(text) <= MEMO_TEXT:
            found = self._substituted.get((repl, count, text))  # the common case, one look-up
            if found is not None:
                return found[0]
        return self.subn(repl, text, count)[0]

    def subn(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> tuple[str, int]:
        if not isinstance(repl, str) or len(text) > MEMO_TEXT:  # a function's answers are its own
            engine = self._engine(text)
            return (text, 0) if engine is None else engine.subn(repl, text, count)
        key = (repl, count, text)
        memo = self._substituted
        found = memo.get(key, _UNSEEN)
        if found is _UNSEEN:
            engine = self._engine(text)
            found = (text, 0) if engine is None else engine.subn(repl, text, count)
            if len(memo) >= MEMO_SIZE:
                memo.clear()
            memo[key] = found
        return found

    def __repr__(self) -> str:
        return f"LazyPattern({self.source!r}, {self.flags!r})"


def lazy(source: str, flags: int = 0) -> LazyPattern:
    """A pattern compiled the first time it is used."""
    return LazyPattern(source, flags)


ANY_MEMO_SIZE = 8192
_any_memo: dict[tuple[tuple[LazyPattern, ...], str], bool] = {}


def search_any(patterns: Sequence[LazyPattern], text: str) -> bool:
    """``any(p.search(text) for p in patterns)``: remembered per list and text (up to ``MEMO_TEXT``
    characters; one look-up where each pattern would make its own), each pattern's literal test
    then its engine, in order."""
    group = patterns if isinstance(patterns, tuple) else tuple(patterns)
    if len(text) > MEMO_TEXT:
        return _search_any(group, text)
    key = (group, text)
    found = _any_memo.get(key)
    if found is None:
        found = _search_any(group, text)
        if len(_any_memo) >= ANY_MEMO_SIZE:
            _any_memo.clear()
        _any_memo[key] = found
    return found


def _search_any(patterns: tuple[LazyPattern, ...], text: str) -> bool:
    low: str | None = None
    for pattern in patterns:
        needs = pattern._needs
        if needs and pattern._compiled is not None:
            # ``_engine``'s literal test, inline: most patterns of a cue list fail it on most sentences
            if low is None:
                low = folded_texts.get(text) or folded(text)
            if not holds_one(needs, low):
                pattern._skipped += 1
                continue
        engine = pattern._engine(text)
        if engine is not None and engine.search(text) is not None:
            return True
    return False
