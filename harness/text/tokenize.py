"""The one tokenizer every BM25 backend shares, so backends differ only in how they score.

Lowercased (Unicode case folding) word tokens of letters and digits, with scikit-learn's
English stop words removed. No stemming: the harness ships no stemmer, and changing the
tokens changes every retrieval set, so any change here must bump ``TOKENIZER_VERSION``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

TOKENIZER_VERSION = "words-sklearn-stop-v1"
"""Part of every index cache key: bump it whenever ``tokenize`` would return other tokens."""

STOP_WORDS: frozenset[str] = frozenset(ENGLISH_STOP_WORDS)

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
