"""The one tokenizer every BM25 backend shares, so backends differ only in how they score.

Lowercased (Unicode case folding) word tokens of letters and digits, with scikit-learn's
English stop words removed. No stemming: changing the tokens changes every retrieval set
(and the frozen nda-mini protocol), so any change here must bump ``TOKENIZER_VERSION``.

The stop words are package data (``stop_words.txt``: the Glasgow IR group's list as
scikit-learn ships it), read once at import without importing scikit-learn.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from importlib.resources import files

TOKENIZER_VERSION = "words-sklearn-stop-v1"
"""Part of every index cache key: bump it whenever ``tokenize`` would return other tokens."""


def _read_stop_words() -> frozenset[str]:
    text = files("harness.text").joinpath("stop_words.txt").read_text(encoding="utf-8")
    return frozenset(w for line in text.splitlines() if (w := line.strip()) and not w.startswith("#"))


STOP_WORDS: frozenset[str] = _read_stop_words()

# Letters and digits of any script; ``_`` is a word character for ``\w`` but not a word part here.
_WORD = re.compile(r"[^\W_]+")


def tokenize(text: str) -> list[str]:
    """Tokens of ``text`` in order: case-folded words and numbers, stop words removed."""
    stop = STOP_WORDS
    return [t for t in _WORD.findall(text.casefold()) if t not in stop]


def tokenize_many(texts: Iterable[str]) -> list[list[str]]:
    """``tokenize`` over many texts (the indexing path; binds the lookups once)."""
    stop = STOP_WORDS
    findall = _WORD.findall
    return [[t for t in findall(text.casefold()) if t not in stop] for text in texts]
