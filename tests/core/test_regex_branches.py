"""An alternation run without the branches a text cannot match finds what the whole pattern finds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.core import regex_store
from harness.core.regex_branches import Branches, branch_sources, top_level_branches

SECTIONS = (
    r"\b(?:sections?|clauses?)\s+\d+(?:\.\d+)*|\b[A-Za-z]{2,}-\d+\b|(?<![\w&])#\s?[0-9][\w-]*"
    r"|\(\s*[ivx]{1,4}\s*\)"
)


@pytest.fixture(autouse=True)
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(regex_store, "_store", None)
    monkeypatch.setattr(regex_store, "_new", {})


@pytest.mark.parametrize(
    ("source", "parts"),
    [
        (r"a|b(?:c|d)|[|x]|\||e", ["a", "b(?:c|d)", "[|x]", r"\|", "e"]),
        (r"[]|]x|[^]|]y|z", ["[]|]x", "[^]|]y", "z"]),
        (r"a(?#c|d)|b", None),  # a comment: not split
        (r"a|(b", None),  # unbalanced
        (r"a)|b", None),
    ],
)
def test_a_source_splits_at_its_top_level_bars(source: str, parts: list[str] | None) -> None:
    assert top_level_branches(source) == parts


@pytest.mark.parametrize(
    ("source", "flags", "split"),
    [
        (SECTIONS, re.I, True),
        (r"(a)|b|c", 0, False),  # a group: the branches after it would be renumbered
        (r"(?i)a|b|c", 0, False),  # a flag for the whole pattern, written in the first branch
        (r"a|b", 0, False),  # too few branches
        (r"a | b | c", re.X, False),  # verbose: not split
    ],
)
def test_only_an_alternation_without_groups_is_split(source: str, flags: int, split: bool) -> None:
    pattern = re.compile(source, flags)
    assert (branch_sources(source, flags, pattern.groups, pattern.flags) is not None) is split


def test_a_text_runs_only_the_branches_whose_words_it_holds() -> None:
    whole = regex_store.compile(SECTIONS, re.I)
    branches = regex_store.branches(SECTIONS, re.I)
    assert isinstance(branches, Branches) and len(branches.sources) == 4
    text = "Section 5.2 and Clause 7 apply; see NDA-7."
    assert branches.kept(text) == (0, 1)  # no "#", no "(": those branches cannot match anywhere
    assert branches.kept("nothing here") == ()
    assert branches.pattern(()).search("anything") is None
    pruned = branches.pattern(branches.kept(text))
    assert [m.span() for m in pruned.finditer(text)] == [m.span() for m in whole.finditer(text)]
    assert branches.pattern((0, 1)) is pruned  # compiled once
    assert branches.tested == 3 and branches.pruned == 3  # each text tested, each left some out


PIECES = ("Section", "clauses", " ", "5", ".2", "#", "# 4", "(iv)", "( x )", "NDA-", "7", "&#3", "a", "-")
ODD = ("\u212a", "\u017fection", "\u0130V")  # Kelvin sign, long s, dotted capital I: re.I matches k, s, i


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES + ODD), max_size=12).map("".join))
def test_the_kept_branches_find_what_the_whole_pattern_finds(text: str) -> None:
    whole = re.compile(SECTIONS, re.I)
    regex_store.compile(SECTIONS, re.I)
    branches = regex_store.branches(SECTIONS, re.I)
    assert branches is not None
    pruned = branches.pattern(branches.kept(text))
    assert [m.span() for m in pruned.finditer(text)] == [m.span() for m in whole.finditer(text)]
    assert pruned.sub("_", text) == whole.sub("_", text)


def test_a_damaged_entry_has_no_branches() -> None:
    regex_store.compile(SECTIONS, re.I)
    key = next(iter(regex_store._new))
    regex_store._new[key][6] = [["a", [[1]]]]
    assert regex_store.branches(SECTIONS, re.I) is None


def test_the_readers_alternations_on_the_fixture_answers() -> None:
    """Every reader pattern split into branches finds, with the branches each labeled answer (and
    each of its sentences) keeps, what ``re.compile`` finds."""
    import gc
    import json

    import harness.grade.reference  # noqa: F401 - loads the reader's pattern tables
    from harness.read.lazy import LazyPattern

    texts: list[str] = [" (a) (iv) 5.1(c) cnli-3:17 \u00a75 #12 Section 4.2 NDA-7: urgent"]
    for path in sorted((Path(__file__).resolve().parents[1] / "fixtures").glob("*/*.jsonl"))[::3]:
        for line in path.read_text(encoding="utf-8").splitlines():
            raw = json.loads(line).get("answer") if line.strip() else None
            if isinstance(raw, str):
                texts += [raw, *re.split(r"(?<=[.!?])\s+", raw)]
    split = 0
    for pattern in [p for p in gc.get_objects() if isinstance(p, LazyPattern)]:
        regex_store.compile(pattern.source, pattern.flags)
        branches = regex_store.branches(pattern.source, pattern.flags)
        if branches is None:
            continue
        split += 1
        plain = re.compile(pattern.source, pattern.flags)
        for text in texts[::5]:
            pruned = branches.pattern(branches.kept(text))
            assert [m.span() for m in pruned.finditer(text)] == [m.span() for m in plain.finditer(text)], (
                pattern.source,
                text,
            )
    assert split >= 10  # the section references, the alarm words, the hedges ...
