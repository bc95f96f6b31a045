"""The one tokenizer every BM25 backend shares, so backends differ only in how they score.

Lowercased (Unicode case folding) word tokens of letters and digits, with scikit-learn's
English stop words removed. No stemming: changing the tokens changes every retrieval set
(and the frozen nda-mini protocol), so any change here must bump ``TOKENIZER_VERSION``.

It is also the one home of every other word splitter (below ``tokenize_many``): one named
function per genuinely different need, none of which feeds retrieval. Their patterns differ on
purpose (digits, decimal points, apostrophes, hyphens, a minimum length), and the graders' and
question builders' outputs are pinned to them, so each keeps its own pattern.

The stop words are package data (``stop_words.txt``: the Glasgow IR group's list as
scikit-learn ships it), read once at import without importing scikit-learn.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from harness.read.lazy import lazy

TOKENIZER_VERSION = "words-sklearn-stop-v1"
"""Part of every index cache key: bump it whenever ``tokenize`` would return other tokens."""


def _read_stop_words() -> frozenset[str]:
    # Beside this module (not through importlib.resources: importing it costs every process ~10 ms).
    text = Path(__file__).with_name("stop_words.txt").read_text(encoding="utf-8")
    return frozenset(w for line in text.splitlines() if (w := line.strip()) and not w.startswith("#"))


STOP_WORDS: frozenset[str] = _read_stop_words()

# Letters and digits of any script; ``_`` is a word character for ``\w`` but not a word part here.
_WORD = lazy(r"[^\W_]+")


def words(text: str) -> list[str]:
    """Words and numbers of ``text`` in order, case kept: runs of letters and digits of any script."""
    return _WORD.findall(text)


def tokenize(text: str) -> list[str]:
    """Tokens of ``text`` in order: case-folded words and numbers, stop words removed."""
    stop = STOP_WORDS
    return [t for t in words(text.casefold()) if t not in stop]


def tokenize_many(texts: Iterable[str]) -> list[list[str]]:
    """``tokenize`` over many texts (the indexing path; binds the lookups once)."""
    stop = STOP_WORDS
    findall = _WORD.findall
    return [[t for t in findall(text.casefold()) if t not in stop] for text in texts]


_PROSE_WORD = lazy(r"[A-Za-z0-9][\w'’\-]*")
_NUMBER_WORD = lazy(r"[a-z0-9]+(?:[.,][0-9]+)*")
_CLAUSE_TOKEN = lazy(r"[a-z0-9]+(?:[.,'][0-9]+)*|[.;:!?,]")
_LETTER_WORD = lazy(r"[a-z][a-z'\-]*[a-z]|[a-z]")
_ALPHA_WORD = lazy(r"[A-Za-z][A-Za-z'\-]+")
_SKLEARN_WORD = lazy(r"(?u)\b\w\w+\b")
_NAME_WORD = lazy(r"[a-z0-9&'’\-]+")
_LETTER_RUN = lazy(r"[A-Za-z]+")
_NAME_PART = lazy(r"[A-Za-z][\w'’&-]*")


def prose_words(text: str) -> list[str]:
    """Words as a reader counts them, case kept: an ASCII letter or digit, then word characters,
    apostrophes and hyphens ("don't", "non-disclosure", "3rd"). Counts the words of a sentence."""
    return _PROSE_WORD.findall(text)


def number_words(lowered: str) -> list[str]:
    """ASCII words and numbers of lower-cased text; a number keeps its decimal point or thousands
    comma ("2.5", "1,000"), so a value is one cue word."""
    return _NUMBER_WORD.findall(lowered)


def clause_tokens(lowered: str) -> list[str]:
    """``number_words`` (``'`` also inside numbers) plus the clause punctuation ``. ; : ! ? ,`` as
    tokens of their own, so a negator's scope can stop at a clause break."""
    return _CLAUSE_TOKEN.findall(lowered)


def letter_words(lowered: str) -> list[str]:
    """Words of ASCII letters of lower-cased text, apostrophes and hyphens only inside a word
    ("non-compete"), no digits: the words whose lemmas the heuristic grader compares."""
    return _LETTER_WORD.findall(lowered)


def alpha_words(text: str) -> list[str]:
    """Words of two or more ASCII letters, apostrophes and hyphens, case kept (a trailing ``'`` or
    ``-`` stays): what a refusal's reason must name beyond generic words."""
    return _ALPHA_WORD.findall(text)


def sklearn_words(text: str) -> list[str]:
    """scikit-learn's default token pattern ``\\b\\w\\w+\\b`` (two or more word characters, ``_``
    included): the words its TF-IDF vectorizer counts, so the lexical scores read the same words."""
    return _SKLEARN_WORD.findall(text)


def name_words(lowered: str) -> list[str]:
    """Words of lower-cased text as party names spell them: letters, digits, ``&``, apostrophes
    and hyphens ("at&t", "o'neil", "co-op")."""
    return _NAME_WORD.findall(lowered)


def letter_runs(text: str) -> list[str]:
    """Runs of ASCII letters, case kept; anything else (digits, ``'``, ``-``) separates them."""
    return _LETTER_RUN.findall(text)


def name_parts(text: str) -> list[str]:
    """The words of a name whose initials make an acronym, case kept: an ASCII letter, then word
    characters, apostrophes, ``&`` and hyphens ("Procter & Gamble's" -> "Procter", "Gamble's")."""
    return _NAME_PART.findall(text)
