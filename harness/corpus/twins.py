"""Passages with the same text: ContractNLI ships some agreements twice under different ids, and
a passage whose text equals a gold passage's text is as good as the gold passage.

Texts are compared normalised: case-folded, whitespace collapsed. The map is built once per
corpus (by fingerprint) and holds only passages that have at least one twin.
"""

from __future__ import annotations

from collections import defaultdict

from harness.corpus.base import Corpus

_CACHE: dict[str, dict[str, tuple[str, ...]]] = {}
_CACHE_SIZE = 4


def normalized_text(text: str) -> str:
    """The form twins are compared in: case-folded, whitespace collapsed."""
    return " ".join(text.casefold().split())


def same_text_passages(corpus: Corpus) -> dict[str, tuple[str, ...]]:
    """Passage id -> ids of the *other* passages whose normalised text is the same (only ids with twins)."""
    key = corpus.fingerprint
    cached = _CACHE.get(key)
    if cached is not None:
        return cached
    groups: dict[str, list[str]] = defaultdict(list)
    for passage in corpus.passages:
        groups[normalized_text(passage.text)].append(passage.id)
    twins = {
        pid: tuple(other for other in ids if other != pid)
        for ids in groups.values()
        if len(ids) > 1
        for pid in ids
    }
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.pop(next(iter(_CACHE)))
    _CACHE[key] = twins
    return twins


def with_twins(corpus: Corpus, passage_ids: tuple[str, ...] | list[str] | set[str]) -> set[str]:
    """``passage_ids`` and every passage whose text equals one of theirs."""
    twins = same_text_passages(corpus)
    out = set(passage_ids)
    for pid in passage_ids:
        out.update(twins.get(pid, ()))
    return out
