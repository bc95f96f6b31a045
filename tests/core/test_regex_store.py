"""Patterns from the store are the patterns ``re.compile`` makes, across processes and damage."""

from __future__ import annotations

import marshal
import re
from pathlib import Path

import pytest

from harness.core import regex_store

PATTERNS = [
    (r"\b(?:found|find|see)\s+(?P<what>no|none)\b", re.I),
    (r"(?i)^\s*(yes|no)\b(?=[.,;:!]|\s|$)", 0),
    (r"(\w+)\s+\1", 0),
    (r"[^.;]{0,80}?\bnot\b", re.I | re.S),
    (r"(?x) a \s+ b  # verbose", 0),
]
TEXTS = ["We see none here.", "Yes, it may.", "the the end", "It is not.", "a  b"]


@pytest.fixture()
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(regex_store, "_store", None)
    monkeypatch.setattr(regex_store, "_new", {})
    path = regex_store.store_path()
    assert path is not None
    return path


def _fresh_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(regex_store, "_store", None)
    monkeypatch.setattr(regex_store, "_new", {})


def test_stored_patterns_equal_re_compile_in_a_later_process(
    store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = [regex_store.compile(s, f) for s, f in PATTERNS]
    # equal to re.compile's, but for a first-character guard on the first (it starts with f or s)
    assert first[1:] == [re.compile(s, f) for s, f in PATTERNS[1:]]
    assert first[0] != re.compile(*PATTERNS[0]) and first[0].pattern == PATTERNS[0][0]
    regex_store.save()
    assert len(marshal.loads(store.read_bytes())) == len(PATTERNS)
    _fresh_process(monkeypatch)
    calls: list[str] = []
    real = regex_store._compiled

    def counted(source: str, flags: int) -> tuple[re.Pattern[str], regex_store.Entry]:
        calls.append(source)
        return real(source, flags)

    monkeypatch.setattr(regex_store, "_compiled", counted)
    again = [regex_store.compile(s, f) for s, f in PATTERNS]
    assert again == first
    assert calls == []  # a later process compiles nothing
    from harness.core.regex_literals import required

    # ... and has each pattern's required literals from the store, as a parse would find them
    # (none for the one anchored at the start: the engine tries one position there)
    assert [regex_store.compile_with_needs(s, f)[1] for s, f in PATTERNS] == [
        () if s.startswith("(?i)^") else required(s, f) for s, f in PATTERNS
    ]
    assert required(*PATTERNS[1])  # it has literals, left untested
    assert calls == []
    for pattern, plain in zip(again, (re.compile(s, f) for s, f in PATTERNS), strict=True):
        assert pattern.groupindex == plain.groupindex and pattern.groups == plain.groups
        assert [str(pattern.search(t)) for t in TEXTS] == [str(plain.search(t)) for t in TEXTS]


def test_a_damaged_entry_or_file_is_compiled_afresh(store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    source, flags = PATTERNS[3]  # unguarded: equal to re.compile's
    regex_store.compile(source, flags)
    regex_store.save()
    data = marshal.loads(store.read_bytes())
    key = next(iter(data))
    data[key][1] = [1, 2, 3, 99999]  # code words the engine refuses
    store.write_bytes(marshal.dumps(data))
    _fresh_process(monkeypatch)
    assert regex_store.compile(source, flags) == re.compile(source, flags)
    regex_store.save()
    assert marshal.loads(store.read_bytes())[key][1] != [1, 2, 3, 99999]  # replaced
    store.write_bytes(b"\x00damaged")
    _fresh_process(monkeypatch)
    assert regex_store.compile(source, flags) == re.compile(source, flags)


def test_a_bad_pattern_raises_as_re_compile_does(store: Path) -> None:
    with pytest.raises(re.error):
        regex_store.compile(r"(unclosed")
    regex_store.save()
    assert not store.exists()  # nothing new to keep


@pytest.mark.parametrize(
    ("source", "flags", "expected"),
    [
        (r"^(?:yes|no)\b", re.I, True),
        (r"\Ayes", 0, True),
        (r"(?:^yes)", 0, True),
        (r"^yes", re.M, False),  # every line start
        (r"^yes|no", 0, False),  # one branch only
        (r"yes", 0, False),
        (r"\byes", 0, False),
    ],
)
def test_only_a_pattern_anchored_at_the_start_is_left_untested(
    store: Path, source: str, flags: int, expected: bool
) -> None:
    _pattern, entry = regex_store._compiled(source, flags)
    assert regex_store.anchored(regex_store.code_words(entry)) is expected
    assert (regex_store.compile_with_needs(source, flags)[1] == ()) is expected


def test_a_guard_lets_the_engine_skip_to_the_first_characters(store: Path) -> None:
    """A guarded pattern's info block names the characters its matches start with (in every case
    ``re.IGNORECASE`` matches them), and it finds what ``re.compile``'s finds."""
    source, flags = r"\b(?:kelvin|size|items?)\s+\d+", re.I
    pattern = regex_store.compile(source, flags)
    plain = re.compile(source, flags)
    assert pattern != plain and pattern.pattern == source
    texts = ["\u212aELVIN 5, \u017fize 3 and \u0130tem 4", "ITEMS 12; Size 7", "kelvins 3 ksize 4", "none"]
    for text in texts:
        assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in plain.finditer(text)]
    assert [m.group() for m in pattern.finditer(texts[0])] == ["\u212aELVIN 5", "\u017fize 3", "\u0130tem 4"]
