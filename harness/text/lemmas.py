"""Content lemmas of a text from spaCy's rule lemmatizer, each word type lemmatized once.

Only the pipeline's ``lemmatizer`` component is loaded (``harness.text.nlp.load_spacy(only=...)``; the
model name is the ``HARNESS_SPACY_MODEL`` setting). A word's lemma is its verb lemma when the
lemmatizer's index knows one ("receiving" -> receive, "copies" -> copy, "does" -> do), else its
noun lemma ("employees" -> employee, "parties" -> party), else the word itself. Tagging in
context is skipped on purpose: it costs a thousand times more, and for matching a claim's words
against a passage the lemma of the word type is what counts. Content lemmas leave out spaCy's
stop words, the polarity lexicon's negators and one-letter tokens; numbers are values, read
apart (``harness.text.values``).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from harness.text.nlp import load_spacy
from harness.text.polarity import NEGATORS
from harness.text.tokenize import letter_words

_LEMMAS: dict[str, str] = {}


@lru_cache(maxsize=2)
def _lemmatizer(name: str | None) -> tuple[Any, Any, dict[str, frozenset[str]]]:
    nlp = load_spacy(name, only=("lemmatizer",))
    lemmatizer = nlp.get_pipe("lemmatizer")
    index = lemmatizer.lookups.get_table("lemma_index")
    known = {pos: frozenset(index.get(pos.lower(), ())) for pos in ("VERB", "NOUN")}
    return nlp.vocab, lemmatizer, known


def lemma(word: str, model: str | None = None) -> str:
    """The lemma of one lower-cased word (see the module docstring), cached per process."""
    cached = _LEMMAS.get(word)
    if cached is not None:
        return cached
    from spacy.tokens import Doc

    vocab, lemmatizer, known = _lemmatizer(model)
    found = word
    for pos in ("VERB", "NOUN"):
        doc = Doc(vocab, words=[word])
        doc[0].pos_ = pos
        forms = [f for f in lemmatizer.rule_lemmatize(doc[0]) if f != word and f in known[pos]]
        if forms:  # a form the lemmatizer's index knows ("shred" never becomes "shre")
            found = forms[0]
            break
    if len(_LEMMAS) < 500_000:
        _LEMMAS[word] = found
    return found


@lru_cache(maxsize=1)
def _stop_words() -> frozenset[str]:
    """spaCy's English stop words, read from their module file without importing spaCy (whose
    import costs about a second of CPU that a process with warm lemma tables never needs)."""
    import importlib.util

    spacy_spec = importlib.util.find_spec("spacy")  # finds the package, imports nothing
    folders = list(spacy_spec.submodule_search_locations or ()) if spacy_spec else []
    for folder in folders:
        spec = importlib.util.spec_from_file_location(
            "_harness_spacy_en_stop_words", f"{folder}/lang/en/stop_words.py"
        )
        if spec is not None and spec.loader is not None:
            module = importlib.util.module_from_spec(spec)
            try:
                spec.loader.exec_module(module)
            except OSError:
                continue
            return frozenset(module.STOP_WORDS)
    from spacy.lang.en.stop_words import STOP_WORDS  # an unusual install: the ordinary import

    return frozenset(STOP_WORDS)


def words(text: str) -> list[str]:
    """Lower-cased word tokens (letters only; ``’`` read as ``'``)."""
    return letter_words(text.lower().replace("’", "'").replace("'s", ""))


@lru_cache(maxsize=65536)
def content_lemmas(text: str) -> frozenset[str]:
    """The lemmas of ``text``'s content words (see the module docstring); each distinct text once."""
    stop = _stop_words()
    return frozenset(lemma(w) for w in words(text) if len(w) > 1 and w not in stop and w not in NEGATORS)
