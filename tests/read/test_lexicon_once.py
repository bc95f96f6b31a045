"""Each word class is written once, in ``harness.read.lexicon``: no other module of the harness spells
out month names or number words, nor writes the evidence nouns or section words as a pattern's
alternatives, nor defines a module-level name the lexicon defines (issue 22, "one lexicon")."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path

import pytest

import harness
from harness.read import lexicon
from harness.read.lexicon import ENGLISH_MONTH_ABBREVIATIONS, ENGLISH_MONTHS, LANGUAGES, entries, spaced

ROOT = Path(harness.__file__).resolve().parent
LEXICON_FILE = Path(lexicon.__file__).resolve()
MOST = 3
"""A statement may name this many words of one class (a date pattern's "May", an example's "seven");
one more is the class written again."""
_ESCAPE = re.compile(r"\\[A-Za-z]")
_WORD = re.compile(r"[^\W\d_]+")
_ALTERNATIVE = re.compile(r"(?<=\|)[^\W\d_]+|[^\W\d_]+(?=(?:s|es)?\??\|)")
"""A word written as one alternative of a regex alternation ("sources?|passages?", "(?:clause|section")."""

ALTERNATIVES: dict[str, tuple[frozenset[str], int]] = {
    "en evidence nouns": (frozenset(entries("en", "evidence")), 1),
    "en section words": (frozenset(entries("en", "section")), 2),
}
"""Common nouns, which prose and examples name freely: only the words a pattern writes as
alternatives count, a word and its plural as one ("passages?" is "passage"); a pattern may name this
many of them ("passages?|excerpts?" is the class again, "clause or section" is not)."""
KNOWN: dict[tuple[str, str], int] = {
    ("en evidence nouns", "harness/text/answer_format.py"): 1,
    ("en section words", "harness/text/refusal.py"): 2,
}
"""Places that still write the class again (issue 22 left over), per module: the number may only go
down; a new place, or one more in a listed module, fails."""


def _classes() -> dict[str, frozenset[str]]:
    out = {
        "en months": frozenset(m.lower() for m in ENGLISH_MONTHS),
        "en month abbreviations": frozenset(a for short in ENGLISH_MONTH_ABBREVIATIONS for a in short),
    }
    for language in LANGUAGES:
        # another language's words that are English ones too ("April", "November") count as English
        months = frozenset(lexicon.entries(language, "months")) - out["en months"]
        if months:
            out[f"{language} months"] = months
        # a pattern may name its own small count ("two out of three"); four of them is the class again
        # (build a range with ``lexicon.number_alternation``)
        out[f"{language} number words"] = frozenset(spaced(language, "numbers") + spaced(language, "tens"))
    return out


CLASSES = _classes()


@cache
def _modules() -> tuple[tuple[str, ast.Module], ...]:
    return tuple(
        (str(path.relative_to(ROOT.parent)), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(ROOT.rglob("*.py"))
        if path.resolve() != LEXICON_FILE
    )


def _places(tree: ast.Module, words: Callable[[str], Iterable[str]]) -> Iterator[tuple[int, set[str]]]:
    """Each place a class could be written, with its line and the lowercased ``words`` of its strings
    (a regex's ``\\b``, ``\\s`` are no letters): a string, and a tuple, list, set or dict with the
    strings inside it (a call inside it, such as one cue row of a table, is a place of its own);
    docstrings are left out."""
    docstrings = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            strings: Iterable[ast.Constant] = [node]
        elif isinstance(node, ast.Tuple | ast.List | ast.Set | ast.Dict):
            strings = _strings(node)
        else:
            continue
        yield node.lineno, {w.lower() for n in strings for w in words(_ESCAPE.sub(" ", str(n.value)))}


def _units(tree: ast.Module) -> Iterator[tuple[int, set[str]]]:
    """Each place of ``_places`` with every word of its strings."""
    return _places(tree, _WORD.findall)


def _strings(node: ast.AST) -> Iterator[ast.Constant]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Constant) and isinstance(child.value, str):
            yield child
        elif not isinstance(child, ast.Call):
            yield from _strings(child)


def _alternatives(tree: ast.Module) -> Iterator[tuple[int, set[str]]]:
    """Each place of ``_places`` with the words its strings write as alternatives."""
    return _places(tree, _ALTERNATIVE.findall)


def _named(found: set[str], words: frozenset[str]) -> set[str]:
    """The class's words in ``found``, a plural counted as its singular."""
    return {w[:-1] if w.endswith("s") and w[:-1] in words else w for w in found & words}


def _written_again(name: str) -> dict[str, list[str]]:
    words, most = ALTERNATIVES[name]
    out: dict[str, list[str]] = {}
    for path, tree in _modules():
        for line, found in _alternatives(tree):
            if len(named := _named(found, words)) > most:
                out.setdefault(path, []).append(f"{path}:{line} {sorted(named)}")
    return out


def test_the_guarded_classes_are_the_lexicons() -> None:
    assert len(CLASSES["en months"]) == 12
    assert {"jan", "sept"} <= CLASSES["en month abbreviations"]
    assert {"eleven", "nineteen", "ninety"} <= CLASSES["en number words"]
    assert {"two", "ten"} <= CLASSES["en number words"]
    assert {"septembre", "mai"} <= CLASSES["fr months"]
    assert {"siebzehn", "neunzig"} <= CLASSES["de number words"]


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_no_module_but_the_lexicon_writes_the_class(name: str) -> None:
    words = CLASSES[name]
    again = [
        f"{path}:{line} {sorted(found)}"
        for path, tree in _modules()
        for line, unit_words in _units(tree)
        if len(found := unit_words & words) > MOST
    ]
    assert not again, f"{name} written again (use harness.read.lexicon): {again}"


def test_the_check_finds_a_class_written_again() -> None:
    tree = ast.parse(
        '_M = "January|February|March|April"\n_N = ("eleven", "twelve", "thirteen", "twenty")\nX = "May 3"\n'
    )
    months = [len(w & CLASSES["en months"]) for _, w in _units(tree)]
    numbers = [len(w & CLASSES["en number words"]) for _, w in _units(tree)]
    assert max(months) == 4 and 1 in months
    assert max(numbers) == 4


@pytest.mark.parametrize("name", sorted(ALTERNATIVES))
def test_no_pattern_writes_the_class_again(name: str) -> None:
    again = [
        place
        for path, places in _written_again(name).items()
        if len(places) > KNOWN.get((name, path), 0)
        for place in places
    ]
    assert not again, f"{name} written again (use harness.read.lexicon): {again}"


def test_the_known_repeats_are_still_there() -> None:
    """A module that no longer writes a class again leaves ``KNOWN`` (so the count keeps going down)."""
    found = {
        (name, path): len(places) for name in ALTERNATIVES for path, places in _written_again(name).items()
    }
    fixed = {key: (known, found.get(key, 0)) for key, known in KNOWN.items() if found.get(key, 0) < known}
    assert not fixed, f"lower these counts in KNOWN (known, found): {fixed}"


def test_the_check_finds_alternatives() -> None:
    tree = ast.parse(
        '_F = r"\\b(?:sources?|passages?|cited)\\b"\n'
        '_S = r"(?:clause|section|paragraph|article)\\s+\\d"\n'
        '_P = "The passages and the sources say so; see clause 4, section 5 or paragraph 6."\n'
    )
    evidence, most = ALTERNATIVES["en evidence nouns"]
    sections, _ = ALTERNATIVES["en section words"]
    found = [(len(_named(w, evidence)), len(_named(w, sections))) for _, w in _alternatives(tree)]
    assert found == [(2, 0), (0, 4), (0, 0)]
    assert most < 2
    assert _named({"passages", "passage", "excerpts"}, evidence) == {"passage", "excerpt"}


def test_no_module_redefines_a_name_of_the_lexicon() -> None:
    names = {
        n.id
        for node in ast.parse(LEXICON_FILE.read_text(encoding="utf-8")).body
        if isinstance(node, ast.Assign | ast.AnnAssign)
        for n in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(n, ast.Name) and n.id.isupper()
    }
    assert {"EVIDENCE_NOUN", "ANOTHER_AGREEMENT", "ENGLISH_MONTHS"} <= names
    again = [
        f"{path}:{node.lineno} {n.id}"
        for path, tree in _modules()
        for node in tree.body
        if isinstance(node, ast.Assign | ast.AnnAssign)
        for n in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(n, ast.Name) and n.id in names
    ]
    assert not again, f"a name of harness.read.lexicon defined again: {again}"
