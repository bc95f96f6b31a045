"""The one tokenizer every BM25 backend shares, so backends differ only in how they score.

Lowercased (Unicode case folding) word tokens of letters and digits, with scikit-learn's
English stop words removed. No stemming: changing the tokens changes every retrieval set
(and the frozen nda-mini protocol), so any change here must bump ``TOKENIZER_VERSION``.

The stop words are read from scikit-learn's ``feature_extraction/_stop_words.py`` as a file,
without importing scikit-learn (1.6 s on a warm start, for one frozenset); when that file is
not where this version of scikit-learn keeps it, the package is imported the usual way.
"""

from __future__ import annotations

import ast
import importlib.util
import re
from collections.abc import Iterable
from pathlib import Path

TOKENIZER_VERSION = "words-sklearn-stop-v1"
"""Part of every index cache key: bump it whenever ``tokenize`` would return other tokens."""


def _read_stop_words() -> frozenset[str]:
    spec = importlib.util.find_spec("sklearn")
    for root in (spec.submodule_search_locations or []) if spec else []:
        source = Path(root) / "feature_extraction" / "_stop_words.py"
        if source.is_file():
            for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "frozenset" and node.args:
                    words = ast.literal_eval(node.args[0])
                    if isinstance(words, list) and all(isinstance(w, str) for w in words):
                        return frozenset(words)
    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

    return frozenset(ENGLISH_STOP_WORDS)


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
