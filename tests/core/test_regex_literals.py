"""A pattern's required literals never skip a text the pattern matches; they skip most that it does not."""

from __future__ import annotations

import gc
import json
import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.core.regex_literals import _TO_ASCII, fold, fold_char, may_match, required

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ALL_CHARS = "".join(chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c <= 0xDFFF)


def test_every_character_ignorecase_matches_with_an_ascii_letter_folds_to_it() -> None:
    for letter in "abcdefghijklmnopqrstuvwxyz":
        matched = {m.group() for m in re.finditer(letter, ALL_CHARS, re.I)}
        assert {fold(ch) for ch in matched} == {letter}, letter
        assert fold_char(ord(letter.upper())) == letter
    # and every character whose re.IGNORECASE fold is ASCII is lowered to it by fold()
    for ch in ALL_CHARS:
        to = fold_char(ord(ch))
        if to is not None:
            assert fold(ch) == to, (hex(ord(ch)), to)
    assert set(_TO_ASCII) == {
        ch for ch in ALL_CHARS if fold_char(ord(ch)) and ch.lower() != fold_char(ord(ch))
    }


@pytest.mark.parametrize(
    ("pattern", "flags", "needs"),
    [
        (
            r"\burgent\w*|\bright\s+away\b|\bas\s+soon\s+as\b",
            re.I,
            (("soon", "right", "urgent"), ("as", "away", "urgent")),  # smaller set first, shorter first
        ),
        (r"\b(?:passages?|sections?)\s+\d+", re.I, (("passage", "section"), tuple("0123456789"))),
        (r"(?:19|20)[0-9]", 0, (tuple(f"{c}{d}" for c in ("19", "20") for d in range(10)),)),
        (r"[0-9a-f]+", 0, ()),  # sixteen characters: too many to test
        (r"\bnot\s+(?:clear|known)\b", 0, (("not",), ("clear", "known"))),
        (r"x(?=abc)", 0, (("abc",), ("x",))),
        (r"(?:a|b)?c", 0, (("c",),)),
        (r"(\w+)\s+\1", 0, ()),
        (r"a*|b", 0, ()),  # can match the empty string: nothing is required
        (r"(?:ab){2}", 0, (("abab",),)),
        (r"[Kk]elvin|[’']tis", 0, (("tis", "kelvin"),)),
        (r"caf[ée]", re.I, (("caf",),)),  # a non-ASCII member ends the run
    ],
)
def test_required_literals(pattern: str, flags: int, needs: tuple[tuple[str, ...], ...]) -> None:
    assert required(pattern, flags) == needs


def test_every_decimal_digit_folds_to_its_ascii_digit() -> None:
    """``\\d`` matches every decimal digit (Arabic-Indic, Devanagari, fullwidth ...): each folds to
    the ASCII digit of its value, so that a pattern that needs a digit finds one in ``fold``."""
    digits = re.findall(r"\d", ALL_CHARS)
    assert len(digits) > 600
    assert all(fold(d) == str(int(d)) for d in digits)
    assert not may_match(required(r"\d+"), "no digits here")
    assert may_match(required(r"\d+"), "٣ days") and may_match(required(r"\d+"), "\uff17")


def test_a_text_without_them_is_skipped_and_case_does_not_matter() -> None:
    needs = required(r"\bright\s+away\b", re.I)
    assert not may_match(needs, "Do it at once.")
    assert may_match(needs, "RIGHT AWAY")
    assert may_match(required("ſecret", re.I), "SECRET") and re.search("ſecret", "SECRET", re.I)
    assert may_match(required("DIRECTION", re.I), "d\u0130rect\u0131on")


_PIECES = st.sampled_from(
    [
        "a",
        "b",
        "ab",
        "K",
        "s",
        "i",
        "\\s+",
        "\\b",
        "\\w",
        ".",
        "[ab]",
        "[^a]",
        "(?=b)",
        "(?!a)",
        "(?<=a)",
        "^",
        "$",
        "\\d",
        "[0-9]",
        "3",
    ]
)


@st.composite
def _patterns(draw: st.DrawFn, depth: int = 0) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.integers(0, 5 if depth < 2 else 0))
        if kind == 0:
            parts.append(draw(_PIECES))
        elif kind in (1, 2):
            alts = [draw(_patterns(depth + 1)) for _ in range(draw(st.integers(1, 3)))]
            parts.append("(?:" + "|".join(alts) + ")")
        else:
            quant = draw(st.sampled_from(["?", "*", "+", "{2}", "{1,3}", "??", "+?"]))
            parts.append("(?:" + draw(_patterns(depth + 1)) + ")" + quant)
    return "".join(parts)


@settings(max_examples=400, deadline=None)
@given(
    _patterns(),
    st.text(alphabet="abABKsSiI \u0130\u0131\u017f\u212a-.3\u0663\uff13", max_size=12),
    st.booleans(),
)
def test_never_skips_a_text_the_pattern_matches(pattern: str, text: str, ignore_case: bool) -> None:
    """... and the regex store's compile (with a first-character guard where one is made) finds what
    ``re`` finds."""
    from harness.core import regex_store

    flags = re.I if ignore_case else 0
    try:
        compiled = re.compile(pattern, flags)
    except re.error:  # a look-behind of varying width, say
        return
    if compiled.search(text):
        assert may_match(required(pattern, flags), text), (pattern, text)
    assert _same_matches(regex_store._compiled(pattern, flags)[0], compiled, text), (pattern, text)


def _fixture_texts() -> list[str]:
    """The labeled answers, each whole and by sentence."""
    texts: list[str] = []
    for path in sorted(FIXTURES.glob("*/*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            raw = json.loads(line).get("answer") if line.strip() else None
            if isinstance(raw, str):
                texts += [raw, *re.split(r"(?<=[.!?])\s+", raw)]
    return texts


def _same_matches(stored: re.Pattern[str], plain: re.Pattern[str], text: str) -> bool:
    return stored.sub("#", text) == plain.sub("#", text) and [
        (m.span(), m.groups()) for m in stored.finditer(text)
    ] == [(m.span(), m.groups()) for m in plain.finditer(text)]


def test_the_readers_patterns_on_the_fixture_answers() -> None:
    """Every pattern the reader has made, on every sentence-sized piece of the labeled answers."""
    import harness.grade.reference  # noqa: F401 - loads the reader's pattern tables
    from harness.read.lazy import LazyPattern

    texts = _fixture_texts()[::4]  # a quarter of them (every style is in it) keeps this test to a few seconds
    assert len(texts) > 500
    patterns = [p for p in gc.get_objects() if isinstance(p, LazyPattern)]
    assert len(patterns) > 100
    skipped = 0
    for pattern in patterns:
        needs = required(pattern.source, pattern.flags)
        plain = re.compile(pattern.source, pattern.flags)
        for text in texts:
            if not may_match(needs, text):
                skipped += 1
                assert plain.search(text) is None, (pattern.source, text)
    assert skipped > len(patterns) * len(texts) // 4  # the test spares the engine most texts


def _guard(pattern: str, flags: int) -> list[tuple[object, object]] | None:
    from harness.core.regex_literals import _parser, first_characters

    parsed = _parser.parse(pattern, flags)
    return first_characters(parsed, flags | parsed.state.flags)


@pytest.mark.parametrize(
    ("pattern", "flags", "guarded"),
    [
        (r"\b(?:cut\s+off|truncated)\b", re.I, True),  # c or t starts every match
        (r"(?<!\w)(?P<open>\(\s*)?(?:passage|source)", re.I, True),  # "(" or p or s
        (r"\b\w+ing\b", 0, False),  # any word character: the guard would rarely fail
        (r"(?:a|b)?", 0, False),  # matches the empty string
        (r"[^x]y", 0, False),  # a negated class starts it
        (r"(?i:a)b", 0, False),  # a group turns on case-insensitive matching
        (r"\b[a-z]+\b", re.I, False),  # more than MAX_FIRST_LETTERS letters
    ],
)
def test_first_character_guards(pattern: str, flags: int, guarded: bool) -> None:
    assert (_guard(pattern, flags) is not None) is guarded


def test_the_readers_stored_patterns_on_the_fixture_answers() -> None:
    """Every reader pattern as the store compiles it finds what ``re.compile`` finds, on the labeled
    answers; most of them are guarded."""
    import harness.grade.reference  # noqa: F401 - loads the reader's pattern tables
    from harness.core import regex_store
    from harness.read.lazy import LazyPattern

    texts = [
        *_fixture_texts()[::16],
        "K \u212a \u017f s S \u0130 \u0131 i I \u00df SS",
        " (a) (iv) 5.1(c) cnli-3:17 \u00a75",
    ]
    patterns = [p for p in gc.get_objects() if isinstance(p, LazyPattern)]
    guarded = sum(_guard(p.source, p.flags) is not None for p in patterns)
    assert guarded > len(patterns) // 3
    for pattern in patterns:
        plain = re.compile(pattern.source, pattern.flags)
        stored = regex_store._compiled(pattern.source, pattern.flags)[0]
        for text in texts:
            assert _same_matches(stored, plain, text), (pattern.source, text)


def test_case_blind_guards_accept_every_character_ignorecase_matches_with_them() -> None:
    from harness.core.regex_literals import _c, case_blind

    for letter in "abcdefghijklmnopqrstuvwxyzAKSI":
        matched = {m.group() for m in re.finditer(letter, ALL_CHARS, re.I)}
        items = case_blind([(_c.LITERAL, ord(letter))], re.I)
        assert items is not None and {chr(av) for _op, av in items} == matched, letter
    dashes = [(_c.RANGE, (0x2010, 0x2014)), (_c.LITERAL, ord("#")), (_c.CATEGORY, _c.CATEGORY_DIGIT)]
    assert case_blind(dashes, re.I) == dashes  # no case: as they are
    assert case_blind([(_c.RANGE, (0xE0, 0xE9))], re.I) is None  # à to é have capitals: no guard
    assert case_blind([(_c.LITERAL, ord("k"))], 0) == [(_c.LITERAL, ord("k"))]  # case counts: as it is
