"""The literal words a regular expression cannot match without: a test that costs a few substring
searches and spares the regex engine most texts a pattern does not match.

The reader runs a few hundred patterns over every sentence, most of them case-insensitive
alternations of phrases that are absent from almost every sentence; ``re`` tries each at every
position. ``required`` reads the parsed pattern (``re._parser``) and finds a set of literal
strings one of which every match must contain (``\\burgent\\w*|\\bright\\s+away\\b`` needs "urgent",
"right" or "away" ... the strongest such set it can show), written in ``fold``'s form: lower case,
ASCII only. ``fold(text)`` lower-cases the text the way ``re.IGNORECASE`` compares characters, so
that a text the pattern matches always holds one of the strings: when none is ``in fold(text)``,
the pattern cannot match and is not run. The test is only ever a shortcut: it never makes a match
that ``re`` would not, nor loses one.

Why it holds: a literal character ``c`` of the pattern (in any case mode) only matches text
characters ``t`` with the same simple lower case as ``c``, or one of ``re``'s few extra
case-insensitive equivalents (``re._casefix``); only ASCII results are kept, and the text
characters that fold to ASCII but that ``str.lower`` maps elsewhere (dotted capital I lowers to
two characters; dotless i and long s to themselves) are mapped first (``_TO_ASCII``, checked
over every code point by the tests). A digit of the pattern (``\\d``, ``[0-9]``) needs one of the ten
ASCII digits: ``fold`` writes every decimal digit (``\\d`` in a str pattern matches them all) as
its ASCII digit. Zero-width parts (``\\b``, look-arounds) do not break a run
of literals; an optional or repeated part does, and a group or alternation passes on what all of
its branches need.
"""

from __future__ import annotations

import importlib
import re
import sys
import unicodedata
from collections.abc import Iterable
from typing import Any

Needs = tuple[tuple[str, ...], ...]
"""Sets of strings (``fold``'s form) each of which has a member in every match, in the order they
are best tested (``_strongest``); empty when nothing is known."""

MAX_SETS = 3
"""The most sets a pattern keeps (``\\bnot\\s+(?:clear|known)`` needs "not" and "clear" or "known")."""

MAX_STRINGS = 64
"""The most strings a set may hold (a product of alternations stops growing there)."""
MAX_CLASS = 10
"""The largest character class read as a set of literals (``[’']`` and ``[0-9]`` yes, ``[a-z]`` no)."""
DIGITS = frozenset("0123456789")
"""What ``\\d`` needs: ``fold`` writes every decimal digit (``str.isdecimal``, what ``\\d`` matches in
a str pattern) as its ASCII digit."""

_TO_ASCII = {"\u0130": "i", "\u0131": "i", "\u017f": "s"}
"""Non-ASCII characters that ``re.IGNORECASE`` matches with an ASCII letter, but that ``str.lower``
does not lower to it (U+212A KELVIN SIGN lowers to "k" and needs nothing)."""
_NEEDS_TABLE = re.compile("[" + "".join(_TO_ASCII) + r"]|(?![0-9])\d")
"""A character ``fold`` maps before it lowers: one of ``_TO_ASCII``, a non-ASCII decimal digit."""


class _AsciiTable(dict[int, int]):
    """``str.translate``'s table for ``fold``: ``_TO_ASCII``, a decimal digit to its ASCII digit,
    every other character to itself (filled as characters are met)."""

    def __missing__(self, code: int) -> int:
        ch = chr(code)
        to = _TO_ASCII.get(ch) or (str(unicodedata.decimal(ch)) if ch.isdecimal() else ch)
        self[code] = ord(to)
        return ord(to)


_ASCII_TABLE = _AsciiTable()

try:  # the parser re.compile uses; without it (another interpreter) no pattern gets a test
    _NEW = sys.version_info >= (3, 11)
    _sre: Any = importlib.import_module("_sre")
    _parser: Any = importlib.import_module("re._parser" if _NEW else "sre_parse")
    _c: Any = importlib.import_module("re._constants" if _NEW else "sre_constants")
    _EXTRA: dict[int, tuple[int, ...]] = (
        importlib.import_module("re._casefix")._EXTRA_CASES
        if _NEW
        else importlib.import_module("sre_compile")._ignorecase_fixes
    )
    _REPEATS = {_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", _c.MAX_REPEAT)}
    _ZERO_WIDTH = {_c.AT, _c.ASSERT_NOT}
except (ImportError, AttributeError):  # pragma: no cover - another interpreter
    _parser = None


def fold(text: str) -> str:
    """``text`` lower-cased so that what a pattern's literal matches folds to the literal's fold."""
    if not text.isascii() and _NEEDS_TABLE.search(text):
        text = text.translate(_ASCII_TABLE)
    return text.lower()


def fold_char(code: int) -> str | None:
    """The ASCII character every text character ``re`` matches with ``code`` folds to (None: not ASCII)."""
    low = _sre.unicode_tolower(code)
    low = min((low, *_EXTRA.get(low, ())))
    return chr(low) if low < 128 else None


def _minimal(strings: Iterable[str]) -> frozenset[str]:
    """The strings without those that contain another (a text holding "passages" holds "passage")."""
    out: list[str] = []
    for s in sorted(set(strings), key=len):
        if not any(t in s for t in out):
            out.append(s)
    return frozenset(out)


def _score(strings: frozenset[str]) -> tuple[int, int]:
    return (min(map(len, strings)), -len(strings))


def _strongest(needs: list[frozenset[str]]) -> Needs:
    """Up to ``MAX_SETS`` of the sets, distinct, by their shortest string's length (then by size);
    tested smallest set first (a text lacking it costs the fewest substring searches), each set's
    strings shortest first (the likelier to be there, so a text holding one is let through sooner)."""
    kept: list[frozenset[str]] = []
    for strings in sorted(needs, key=_score, reverse=True):
        if strings not in kept and len(kept) < MAX_SETS:
            kept.append(strings)
    kept.sort(key=lambda s: (len(s), -min(map(len, s))))
    return tuple(tuple(sorted(s, key=lambda x: (len(x), x))) for s in kept)


class _Info:
    """What a part of a pattern matches: ``exact`` (every string it can match, when few) and
    ``needs`` (sets of strings, each of which has a member in every match)."""

    __slots__ = ("exact", "needs")

    def __init__(self, exact: frozenset[str] | None, needs: list[frozenset[str]] | None = None) -> None:
        self.exact = exact
        self.needs = needs or []

    def all_needs(self) -> list[frozenset[str]]:
        own = [self.exact] if self.exact and "" not in self.exact else []
        return [_minimal(s) for s in own] + self.needs


def _product(left: frozenset[str], right: frozenset[str]) -> frozenset[str] | None:
    if len(left) * len(right) > MAX_STRINGS:
        return None
    return frozenset(a + b for a in left for b in right)


def _sequence(items: Iterable[tuple[Any, Any]]) -> _Info:
    needs: list[frozenset[str]] = []
    run: frozenset[str] = frozenset({""})
    whole = True  # every part so far is exactly known

    def flush(strings: frozenset[str]) -> None:
        if strings and "" not in strings:
            needs.append(_minimal(strings))

    for op, av in items:
        part = _item(op, av)
        needs.extend(part.needs)
        if part.exact is None:
            flush(run)
            run, whole = frozenset({""}), False
            continue
        joined = _product(run, part.exact)
        if joined is None:
            flush(run)
            run, whole = part.exact, False
        else:
            run = joined
    if whole:
        return _Info(run, needs)
    flush(run)
    return _Info(None, needs)


def _branches(branches: list[Any]) -> _Info:
    parts = [_sequence(b) for b in branches]
    exacts = [p.exact for p in parts]
    if all(e is not None for e in exacts):
        union = frozenset().union(*exacts)  # type: ignore[arg-type]
        if len(union) <= MAX_STRINGS:
            return _Info(union)
    ranked = [sorted(p.all_needs(), key=_score, reverse=True) for p in parts]
    if not all(ranked):
        return _Info(None)
    # a match is one branch's: the union of one set of each branch is needed, for any choice of
    # sets; the unions of their best, second best ... sets (or the last they have) are kept
    needs: list[frozenset[str]] = []
    for k in range(MAX_SETS):
        either = _minimal(s for sets in ranked for s in sets[min(k, len(sets) - 1)])
        if len(either) <= MAX_STRINGS and either not in needs:
            needs.append(either)
    return _Info(None, needs)


def _char_class(items: list[tuple[Any, Any]]) -> _Info:
    chars: set[str] = set()
    for op, av in items:
        if op is _c.LITERAL:
            codes: Iterable[int] = (av,)
        elif op is _c.RANGE and av[1] - av[0] < MAX_CLASS:
            codes = range(av[0], av[1] + 1)
        elif op is _c.CATEGORY and av is _c.CATEGORY_DIGIT:  # \d: fold writes every digit in ASCII
            chars |= DIGITS
            continue
        else:  # a negation, another category (\w, \s), a wide range
            return _Info(None)
        for code in codes:
            ch = fold_char(code)
            if ch is None:
                return _Info(None)
            chars.add(ch)
    return _Info(frozenset(chars) if 0 < len(chars) <= MAX_CLASS else None)


def _item(op: Any, av: Any) -> _Info:
    if op is _c.LITERAL:
        ch = fold_char(av)
        return _Info(None if ch is None else frozenset({ch}))
    if op is _c.IN:
        return _char_class(av)
    if op in _ZERO_WIDTH:
        return _Info(frozenset({""}))
    if op is _c.ASSERT:  # a look-ahead or look-behind reads text that must be there too
        return _Info(frozenset({""}), _sequence(av[1]).all_needs())
    if op is _c.SUBPATTERN:
        return _sequence(av[-1])
    if op is getattr(_c, "ATOMIC_GROUP", None):
        return _sequence(av)
    if op is _c.BRANCH:
        return _branches(av[1])
    if op in _REPEATS:
        low, high, body = av
        inner = _sequence(body)
        if inner.exact is not None and low == high and low <= 4:
            exact: frozenset[str] | None = frozenset({""})
            for _ in range(low):
                exact = _product(exact, inner.exact) if exact is not None else None
            if exact is not None:
                return _Info(exact, inner.needs if low else [])
        if inner.exact is not None and low == 0 and high == 1:
            return _Info(inner.exact | {""})
        return _Info(None, inner.all_needs() if low >= 1 else [])
    return _Info(None)  # any character, a negated literal, a back-reference, a conditional


MAX_FIRST_LETTERS = 20
"""A first-character guard that lets through more ASCII letters than this spares the engine too few
positions to pay for itself as a look-ahead (one written as the engine's start set, ``case_blind``,
costs a table look-up per position and pays with any letter left out, or a space)."""
_GUARD_FLAGS = re.IGNORECASE
"""The only flag a group may turn on or off inside a guarded pattern (and only off): the guard is
compiled with the pattern's own flags, so it then accepts more, never less."""


def _first(items: list[tuple[Any, Any]], flags: int) -> tuple[list[tuple[Any, Any]], bool] | None:
    """The class items (``LITERAL``, ``RANGE``, ``CATEGORY``) a match of the sequence ``items`` can
    start with, and whether the sequence can match the empty string; None when unknown."""
    first: list[tuple[Any, Any]] = []
    for op, av in items:
        inner: tuple[list[tuple[Any, Any]], bool] | None
        if op is _c.LITERAL:
            inner = [(op, av)], False
        elif op is _c.IN:
            inner = None if any(item_op is _c.NEGATE for item_op, _ in av) else (list(av), False)
        elif op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):  # zero width: the next item starts the match
            continue
        elif op is _c.SUBPATTERN:
            _group, add, remove, body = av
            inner = None if (add | remove) & ~_GUARD_FLAGS or add & ~flags else _first(body, flags)
        elif op is getattr(_c, "ATOMIC_GROUP", None):
            inner = _first(av, flags)
        elif op is _c.BRANCH:
            inner = [], False
            for branch in av[1]:
                found = _first(branch, flags)
                if found is None:
                    return None
                inner = [*inner[0], *found[0]], inner[1] or found[1]
        elif op in _REPEATS:
            low, _high, body = av
            found = _first(body, flags)
            inner = None if found is None else (found[0], found[1] or low == 0)
        else:  # any character, a negated literal, a back-reference, a conditional
            return None
        if inner is None:
            return None
        first += inner[0]
        if not inner[1]:
            return first, False
    return first, True


def first_characters(
    parsed: Any, flags: int, max_letters: int = MAX_FIRST_LETTERS
) -> list[tuple[Any, Any]] | None:
    """Class items (for ``IN``) that accept every character a match of ``parsed`` can start with,
    compiled with ``flags``; None when they are unknown, when the pattern can match the empty
    string, or when they accept so much (``\\w``, more than ``max_letters`` letters) that a
    guard would rarely fail."""
    if _parser is None:
        return None
    try:
        found = _first(parsed.data, flags)
    except RecursionError:
        return None
    if found is None or found[1] or not found[0]:
        return None
    letters: set[str] = set()
    for op, av in found[0]:
        if op is _c.CATEGORY:
            if av not in (_c.CATEGORY_DIGIT, _c.CATEGORY_SPACE):
                return None
            continue
        low, high = (av, av) if op is _c.LITERAL else av
        letters |= {
            chr(code).lower() for code in range(max(low, 65), min(high, 122) + 1) if chr(code).isalpha()
        }
        if len(letters) > max_letters:
            return None
    return found[0]


_MATES = {
    **{c: c.upper() for c in "abcdefghijklmnopqrstuvwxyz"},
    **{c.upper(): c for c in "abcdefghijklmnopqrstuvwxyz"},
}
"""Each ASCII letter's other case; with ``_NON_ASCII_MATES``, every character ``re.IGNORECASE`` matches
with it (checked over every code point by the tests)."""
_NON_ASCII_MATES = {**_TO_ASCII, "\u212a": "k"}
MAX_UNCASED_RANGE = 256
"""The widest non-ASCII range of a case-insensitive guard checked character by character for case."""


def _cased(code: int) -> bool:
    """Whether ``re.IGNORECASE`` may match character ``code`` with another one."""
    ch = chr(code)
    low = _sre.unicode_tolower(code)
    return ch.lower() != ch or ch.upper() != ch or low != code or low in _EXTRA


def case_blind(items: list[tuple[Any, Any]], flags: int) -> list[tuple[Any, Any]] | None:
    """Class items (a guard of ``first_characters``) that accept, compared exactly, every character
    ``items`` accept compiled with ``flags``: under ``re.IGNORECASE`` each ASCII letter with its other
    case and its non-ASCII equivalents (``_NON_ASCII_MATES``); None when an item holds a non-ASCII
    character that has a case (or a range too wide to check)."""
    if not flags & re.IGNORECASE:
        return list(items)
    out: list[tuple[Any, Any]] = []
    for op, av in items:
        out.append((op, av))
        if op is _c.CATEGORY:
            continue
        low, high = (av, av) if op is _c.LITERAL else av
        if high > 127:
            start = max(low, 128)
            if high - start >= MAX_UNCASED_RANGE or any(_cased(code) for code in range(start, high + 1)):
                return None
        for code in range(low, min(high, 127) + 1):
            mates = _MATES.get(chr(code), "")
            mates += "".join(ch for ch, to in _NON_ASCII_MATES.items() if to == chr(code).lower())
            out += [(_c.LITERAL, ord(ch)) for ch in mates]
    return out


def needs_of(parsed: Any) -> Needs:
    """``required`` of a pattern ``re._parser.parse`` has read."""
    try:
        return _strongest(_sequence(parsed).all_needs())
    except RecursionError:  # a pattern nested deeper than the stack: no test, the engine decides
        return ()


def required(source: str, flags: int = 0) -> Needs:
    """Sets of strings (``fold``'s form), each with a member in every match of ``re.compile(source,
    flags)``; empty when the pattern shows none (or this interpreter's parser is unknown)."""
    if _parser is None or not isinstance(source, str):
        return ()
    return needs_of(_parser.parse(source, flags))


MAX_FOLDED = 4096
folded_texts: dict[str, str] = {}
"""``folded``'s memory (text: its fold); a caller on a hot path may read it before calling ``folded``."""


def folded(text: str) -> str:
    """``fold(text)``, kept for the next pattern that reads the same text (the last few thousand)."""
    low = folded_texts.get(text)
    if low is None:
        if len(folded_texts) >= MAX_FOLDED:
            folded_texts.clear()
        low = folded_texts[text] = fold(text)
    return low


def may_match(needs: Needs, text: str) -> bool:
    """False when ``text`` holds no string of one of ``needs``' sets (so their pattern cannot match it)."""
    return not needs or holds_one(needs, folded_texts.get(text) or folded(text))


def holds_one(needs: Needs, low: str) -> bool:
    """Whether the folded text ``low`` holds a string of each of ``needs``' sets."""
    for strings in needs:
        for literal in strings:
            if literal in low:
                break
        else:
            return False
    return True
