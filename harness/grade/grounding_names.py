"""Names in a claim, and whether a passage holds each under one of its aliases.

A name is a run of capitalised words that does not open the sentence ("Kanye West", "Fort Bliss").
A passage holds it when it has one of its words or the start of one ("Pakistani" in "Pakistan"),
or an alias of it, each kind written once here:

- an acronym and its expansion, either way round ("GAO" / "Government Accountability Office",
  "United States" / "U.S."), including one built from word beginnings ("APhA" / "American
  Pharmacists Association") and a plural ("IDs" / "ID");
- an abbreviation with a full stop and the word it shortens ("Rep." / "Representative", "Apr." /
  "April");
- a demonym and its place ("Texan" / "Texas").

Month, weekday and season names are dates, not names: the value test reads them.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from harness.text.values import MONTHS

NAME = re.compile(r"\b[A-Z][a-zA-Z'’\-]+(?:\s+(?:of\s+|the\s+|de\s+|for\s+)?[A-Z][a-zA-Z'’\-]+)*")
ENTITY = re.compile(r"&#?\w{2,8};")
"""An HTML character reference ("&nbsp;") some model output carries: markup, not words."""
_CAPS = re.compile(r"\b[A-Z]{2,6}(?=s?\b)")
_DOTTED = re.compile(r"\b(?:[A-Z]\.){2,}")
_ACRONYM_WORD = re.compile(r"^[A-Z][a-z]?[A-Z][A-Za-z]*$|^[A-Z]{2,}s?$")
_SHORT = re.compile(r"\b[A-Z][a-z]{0,3}\.$")
"""A sentence so far ending in an abbreviation ("... met Rep."): the next word does not open one."""
_JOINERS = frozenset({"of", "the", "de", "for", "and"})
_CALENDAR = frozenset(
    {*MONTHS, "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
    | {"spring", "summer", "autumn", "fall", "winter"}
)
PREFIX = 5
"""A word longer than this is held by a passage word that starts with its first ``PREFIX`` letters."""
_ABBREVIATION = 4
"""A capitalised word of at most this many letters before a full stop may be an abbreviation."""


def blank_markup(text: str) -> str:
    """``text`` with HTML character references blanked (same length, so offsets still hold)."""
    return ENTITY.sub(lambda m: " " * len(m.group(0)), text) if "&" in text else text


def folded(word: str) -> str:
    return word.lower().replace("’", "'").removesuffix("'s")


def initials(name: str) -> str:
    return "".join(w[0] for w in name.split() if w[0].isupper()).lower()


@dataclass(frozen=True)
class PassageNames:
    """What the name test reads from one passage."""

    words: frozenset[str]
    """Every lower-cased word and each part of a hyphenated one."""
    prefixes: frozenset[str]
    """The first ``PREFIX`` letters of every longer word ("Pakistani" holds "Pakistan")."""
    acronyms: frozenset[str]
    """Initials of the capitalised runs ("Centers for Disease Control" -> "cdc"), the all-capital
    words ("FBI", "PACs" -> "pac") and the dotted ones ("U.S." -> "us")."""
    runs: tuple[tuple[str, ...], ...]
    """Each capitalised run of two or more words, lower-cased, without its joining words."""


def passage_names(text: str, words: Iterable[str]) -> PassageNames:
    """The name facts of a passage whose lower-cased words are ``words``."""
    every = frozenset(words)
    runs = [m.group(0) for m in NAME.finditer(text) if " " in m.group(0)]
    acronyms = {initials(r) for r in runs}
    acronyms |= {m.group(0).lower() for m in _CAPS.finditer(text)}
    acronyms |= {m.group(0).replace(".", "").lower() for m in _DOTTED.finditer(text)}
    return PassageNames(
        words=every,
        prefixes=frozenset(sys.intern(w[:PREFIX]) for w in every if len(w) > PREFIX),
        acronyms=frozenset(acronyms),
        runs=tuple(
            tuple(w for w in (sys.intern(folded(x)) for x in r.split()) if w not in _JOINERS) for r in runs
        ),
    )


def claim_names(claim: str) -> list[str]:
    """Capitalised runs that do not open the sentence (its first word is capitalised anyway) and are
    not dates; a short one before a full stop keeps the stop (an abbreviation: "Rep.")."""
    text = blank_markup(claim)
    out = []
    for m in NAME.finditer(text):
        name = m.group(0)
        before = text[: m.start()].rstrip()
        if (
            not before
            or before.endswith((":", ";", '"', "“"))
            or (before[-1] == "." and not _SHORT.search(before))
        ):
            name = name.partition(" ")[2]  # drop the sentence-initial word, keep the rest of the run
        if not name or name.lower() in _CALENDAR:
            continue
        if " " not in name and len(name) <= _ABBREVIATION and text[m.end() : m.end() + 1] == ".":
            name += "."
        out.append(name)
    return out


@lru_cache(maxsize=4096)
def _spells(letters: str, words: tuple[str, ...]) -> bool:
    """``letters`` is the beginnings of consecutive ``words``, each giving at least one letter."""
    if not letters:
        return True
    if not words:
        return False
    first, rest = words[0], words[1:]
    return any(letters.startswith(first[:k]) and _spells(letters[k:], rest) for k in range(1, len(first) + 1))


def _acronym_held(word: str, pn: PassageNames) -> bool:
    letters = word.lower()
    if letters in pn.acronyms or (letters.endswith("s") and letters[:-1] in pn.acronyms | pn.words):
        return True
    starts = ((run, i) for run in pn.runs for i in range(len(run)) if run[i][0] == letters[0])
    return any(_spells(letters, run[i:]) for run, i in starts)


def _word_held(word: str, pn: PassageNames) -> bool:
    w = folded(word)
    if w in pn.words or w[:PREFIX] in pn.prefixes:
        return True
    stem = w[:-1]  # a demonym: "Texan" is held by "Texas"
    return len(stem) >= PREFIX - 1 and any(x.startswith(stem) for x in pn.words)


def name_held(name: str, passages: Sequence[PassageNames]) -> bool:
    """Whether a passage holds ``name`` (a ``claim_names`` item) itself or under an alias."""
    if name.endswith("."):  # an abbreviation: a passage word it begins ("Rep." -> "representative")
        stem = name[:-1].lower()
        return any(stem in pn.words or any(x.startswith(stem) for x in pn.words) for pn in passages)
    words = name.split()
    parts = [p for w in words for p in folded(w).split("-") if len(p) > 2 and p not in _JOINERS]
    if not parts:
        return True
    acronym, short = initials(name), name.lower()
    for pn in passages:
        if any(_word_held(p, pn) for p in parts):
            return True
        if (len(acronym) > 1 and acronym in pn.acronyms) or short in pn.acronyms:
            return True
        if any(_ACRONYM_WORD.match(w) and _acronym_held(w, pn) for w in words):
            return True
    return False
