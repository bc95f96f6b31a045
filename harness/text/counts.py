"""Counts of a thing in an answer or a passage ("three archival copies", "one (1) copy").

A count is an ``Anchor`` of kind ``count`` whose value is "<n> <noun+noun>": the number and the
words of the noun phrase after it, singular. The grader's value checks compare a count only with
counts of the same thing (a noun in common), so "three archival copies" conflicts with "one
archival copy" and not with "one sample". Counts are kept apart from ``claim_values``: a bare count
says nothing a passage must repeat ("the two parties"), it only must not be contradicted.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from harness.read.lazy import lazy
from harness.text.values import _WORD, Anchor, _prepared, _word_count

_COUNTED = lazy(
    rf"(?<![\w.,$])(?P<count>\d{{1,3}}|(?:{_WORD})|a\s+single|single|only\s+one)"
    r"(?P<things>(?:\s+[a-z][a-z'\-]*){1,3})",
    re.I,
)
_CONTENT_WORD = lazy(r"[a-z][a-z\-]{2,}$")
_NOT_COUNTED = lazy(
    r"(?:of|the|an?|and|or|to|for|with|in|on|by|at|from|that|which|who|whose|as|than|more|less|others?|such"
    r"|may|must|shall|will|can|could|would|should|is|are|was|were|be|been|its|their|his|her|our|your|no|not"
    r"|any|each|every|all|both|either|neither|per|times|percent|hundred|thousand|million|billion)$",
    re.I,
)
"""Words that end the noun phrase after a count ("two copies with ..."; "one of the ...": no count)."""


_DISTRIBUTIVE = lazy(r"^\s+[\w'-]+\s+(?:to|and|or|from|with|than|against)\s+(?:the\s+)?other\b", re.I)
_SUBSET = lazy(r"\b(?:first|last|next|other|remaining|additional|further|top|latter|former)\s*$", re.I)
_PICKED = lazy(r"\b(?:any|no|each|every|which|some|at\s+least|more\s+than|than)\s*$", re.I)


def _singular(word: str) -> str:
    word = word.lower().strip("'-")
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


def counts_of(text: str, spelled: bool = True) -> tuple[Anchor, ...]:
    """Counts of a thing ("two archival copies", "one (1) copy", "3 samples"): kind ``count``, value
    "<n> <noun+noun>" (the words of the noun phrase after the number, singular). With ``spelled``
    False only counts in digits (a legal "one (1)" included) are read. A distributive "one" ("by
    one party to the other", "any one person") counts nothing."""
    return _counts(text, spelled)


@lru_cache(maxsize=16384)
def _counts(text: str, spelled: bool) -> tuple[Anchor, ...]:
    prepared, _ = _prepared(text)
    found = []
    for match in _COUNTED.finditer(prepared):
        raw = " ".join(match.group("count").lower().split())
        if not raw[0].isdigit() and not spelled:
            continue
        if raw == "one" and (
            _DISTRIBUTIVE.search(prepared[match.end("count") :]) or _PICKED.search(prepared[: match.start()])
        ):
            continue  # "by one party to the other", "any one person": no count
        if _SUBSET.search(prepared[: match.start()]):
            continue  # "the first two exceptions" picks some of them: not how many there are
        nouns: list[str] = []
        for word in match.group("things").split():
            if _NOT_COUNTED.match(word) or not _CONTENT_WORD.match(word.lower()):
                break
            nouns.append(_singular(word))
        if not nouns:
            continue
        count = (
            float(raw) if raw[0].isdigit() else 1.0 if raw.endswith(("single", "one")) else _word_count(raw)
        )
        value = f"{count:g} {'+'.join(sorted(set(nouns)))}"
        found.append(Anchor("count", value, match.group(0), match.start(), match.end()))
    return tuple(found)


def count_conflicts(claim: Anchor, others: Iterable[Anchor]) -> list[Anchor]:
    """The counts of the same thing (a noun in common) that differ from ``claim``; none when one of
    them equals it ("three copies" against "one (1) copy": the one copy)."""
    number, _, things = str(claim.value).partition(" ")
    mine = set(things.split("+"))
    same = [o for o in others if o.kind == "count" and mine & set(str(o.value).partition(" ")[2].split("+"))]
    if any(str(o.value).partition(" ")[0] == number for o in same):
        return []
    return same
