"""Each word class is written once, in ``harness.read.lexicon``: no other module of the harness spells
out month names or number words, nor defines a module-level name the lexicon defines (issue 22, "one
lexicon")."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path

import pytest

import harness
from harness.read import lexicon
from harness.read.lexicon import ENGLISH_MONTH_ABBREVIATIONS, ENGLISH_MONTHS, LANGUAGES, spaced

ROOT = Path(harness.__file__).resolve().parent
LEXICON_FILE = Path(lexicon.__file__).resolve()
MOST = 3
"""A statement may name this many words of one class (a date pattern's "May", an example's "seven");
one more is the class written again."""
_ESCAPE = re.compile(r"\\[A-Za-z]")
_WORD = re.compile(r"[^\W\d_]+")


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
        # the counting words up to ten are left out: a pattern may name its own small range ("two out
        # of three", "the two to ten passages"); a list of the number words past ten is the class again
        past_ten = spaced(language, "numbers")[10:] + spaced(language, "tens")
        out[f"{language} number words"] = frozenset(past_ten)
    return out


CLASSES = _classes()


@cache
def _modules() -> tuple[tuple[str, ast.Module], ...]:
    return tuple(
        (str(path.relative_to(ROOT.parent)), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(ROOT.rglob("*.py"))
        if path.resolve() != LEXICON_FILE
    )


def _units(tree: ast.Module) -> Iterator[tuple[int, set[str]]]:
    """Each place a class could be written, with its line and the lowercased words of its strings (a
    regex's ``\\b``, ``\\s`` are no letters): a string, and a tuple, list, set or dict with the strings
    inside it (a call inside it, such as one cue row of a table, is a place of its own); docstrings
    are left out."""
    docstrings = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.lineno, _words([node])
        elif isinstance(node, ast.Tuple | ast.List | ast.Set | ast.Dict):
            yield node.lineno, _words(_strings(node))


def _strings(node: ast.AST) -> Iterator[ast.Constant]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Constant) and isinstance(child.value, str):
            yield child
        elif not isinstance(child, ast.Call):
            yield from _strings(child)


def _words(strings: Iterable[ast.Constant]) -> set[str]:
    return {w.lower() for node in strings for w in _WORD.findall(_ESCAPE.sub(" ", str(node.value)))}


def test_the_guarded_classes_are_the_lexicons() -> None:
    assert len(CLASSES["en months"]) == 12
    assert {"jan", "sept"} <= CLASSES["en month abbreviations"]
    assert {"eleven", "nineteen", "ninety"} <= CLASSES["en number words"]
    assert "ten" not in CLASSES["en number words"]
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
