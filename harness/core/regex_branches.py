"""A pattern that is an alternation of several branches, run on a text without the branches that
cannot match anywhere in it.

``re`` tries every branch of ``a|b|c`` at every position of the text: a pattern of ten branches
(``harness.text.values.REFERENCE``: section numbers, list marks, passage ids, ticket numbers ...)
costs ten attempts per character even when only one branch's words are in the text. Each branch
has its own required literals (``harness.core.regex_literals``): a branch whose literals the text
lacks fails at every position, so the alternation of the other branches, in the same order, finds
exactly the same matches (the first branch that matches at the leftmost position wins either way).
That smaller alternation is compiled once per set of branches kept (``harness.core.regex_store``).

Only a pattern whose branches hold no group is split (dropping one would renumber the groups after
it), and only one whose source can be split at its top-level ``|`` safely (no verbose mode, no
comment, no global inline flags).
"""

from __future__ import annotations

import re

from harness.core import regex_literals
from harness.core.regex_literals import Needs

MIN_BRANCHES = 3
"""Fewer branches than this spare the engine too little to pay for the test."""
_NEVER = "(?!)"
"""The pattern that matches nowhere: every branch lacks its literals."""


def top_level_branches(source: str) -> list[str] | None:
    """``source`` split at each ``|`` outside groups and classes; None when it cannot be split
    safely (a comment, verbose mode, unbalanced parentheses)."""
    if "(?#" in source:
        return None
    parts: list[str] = []
    depth, start, i = 0, 0, 0
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = _class_end(source, i)
            continue
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                return None
        elif ch == "|" and depth == 0:
            parts.append(source[start:i])
            start = i + 1
        i += 1
    if depth != 0:
        return None
    parts.append(source[start:])
    return parts


def _class_end(source: str, i: int) -> int:
    """The index after the character class that opens at ``source[i]`` (``[^]x]``: a ``]`` first is
    a member)."""
    j = i + 1
    if source[j : j + 1] == "^":
        j += 1
    if source[j : j + 1] == "]":
        j += 1
    while j < len(source) and source[j] != "]":
        j += 2 if source[j] == "\\" else 1
    return j + 1


def branch_sources(source: str, flags: int, groups: int, compiled_flags: int) -> list[str] | None:
    """The top-level branches of a pattern compiled from ``source`` with ``flags`` (into one with
    ``groups`` groups and ``compiled_flags``); None when it is not an alternation worth splitting
    (fewer than ``MIN_BRANCHES``, a group, a flag set inside it for the whole pattern, verbose
    mode)."""
    if flags & re.VERBOSE or groups or compiled_flags & ~re.UNICODE != flags & ~re.UNICODE:
        return None  # "(?i)" and the like at the start hold for every branch: they are not apart
    parts = top_level_branches(source)
    return parts if parts is not None and len(parts) >= MIN_BRANCHES else None


def worth_testing(needs: list[Needs]) -> bool:
    """Whether branches with these required literals are worth a test (two or more have some)."""
    return sum(bool(n) for n in needs) >= 2


class Branches:
    """The branches of one alternation, each with its required literals."""

    __slots__ = ("_patterns", "flags", "needs", "pruned", "sources", "tested")

    def __init__(self, sources: tuple[str, ...], needs: tuple[Needs, ...], flags: int) -> None:
        self.sources = sources
        self.needs = needs
        self.flags = flags
        self.tested = self.pruned = 0
        """Texts tested, and those that left a branch out (to review the test's worth)."""
        self._patterns: dict[tuple[int, ...], re.Pattern[str]] = {}

    def kept(self, text: str, low: str | None = None) -> tuple[int, ...]:
        """The branches that may match somewhere in ``text`` (``low``: its fold, when the caller has it)."""
        if low is None:
            low = regex_literals.folded_texts.get(text) or regex_literals.folded(text)
        kept = tuple(i for i, needs in enumerate(self.needs) if regex_literals.holds_one(needs, low))
        self.tested += 1
        self.pruned += len(kept) < len(self.needs)
        return kept

    def pattern(self, kept: tuple[int, ...]) -> re.Pattern[str]:
        """The alternation of the ``kept`` branches, in their order (compiled once)."""
        found = self._patterns.get(kept)
        if found is None:
            from harness.core import regex_store  # it splits patterns with this module

            source = "|".join(self.sources[i] for i in kept) if kept else _NEVER
            found = self._patterns[kept] = regex_store.compile(source, self.flags)
        return found
