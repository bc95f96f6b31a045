"""Content lemmas of a text from spaCy's rule lemmatizer, each word type lemmatized once.

Only the pipeline's ``lemmatizer`` component is loaded (``harness.text.nlp.load_spacy(only=...)``; the
model name is the ``HARNESS_SPACY_MODEL`` setting). A word's lemma is its verb lemma when the
lemmatizer knows one ("receiving" -> receive, "copies" -> copy, "does" -> do), else its noun
lemma ("employees" -> employee, "parties" -> party). Tagging in context is skipped on purpose:
it costs a thousand times more, and for matching a claim's words against a passage the lemma of
the word type is what counts. Content lemmas leave out spaCy's stop words, the polarity
lexicon's negators and one-letter tokens; numbers are values, read apart (``harness.text.values``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from harness.text.nlp import load_spacy
from harness.text.polarity import NEGATORS

_WORD = re.compile(r"[a-z][a-z'\-]*[a-z]|[a-z]")
_LEMMAS: dict[str, str] = {}


@lru_cache(maxsize=2)
def _lemmatizer(name: str | None) -> tuple[Any, Any]:
    nlp = load_spacy(name, only=("lemmatizer",))
    return nlp.vocab, nlp.get_pipe("lemmatizer")


def lemma(word: str, model: str | None = None) -> str:
    """The lemma of one lower-cased word (see the module docstring), cached per process."""
    cached = _LEMMAS.get(word)
    if cached is not None:
        return cached
    from spacy.tokens import Doc

    vocab, lemmatizer = _lemmatizer(model)
    found = word
    for pos in ("VERB", "NOUN"):
        doc = Doc(vocab, words=[word])
        doc[0].pos_ = pos
        forms = lemmatizer.rule_lemmatize(doc[0])
        if forms and forms[0] != word:
            found = forms[0]
            break
    if len(_LEMMAS) < 500_000:
        _LEMMAS[word] = found
    return found


@lru_cache(maxsize=1)
def _stop_words() -> frozenset[str]:
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS)


def words(text: str) -> list[str]:
    """Lower-cased word tokens (letters only; ``’`` read as ``'``)."""
    return _WORD.findall(text.lower().replace("’", "'").replace("'s", ""))


@lru_cache(maxsize=65536)
def content_lemmas(text: str) -> frozenset[str]:
    """The lemmas of ``text``'s content words (see the module docstring); each distinct text once."""
    stop = _stop_words()
    return frozenset(lemma(w) for w in words(text) if len(w) > 1 and w not in stop and w not in NEGATORS)
