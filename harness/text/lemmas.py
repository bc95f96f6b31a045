"""Content lemmas of a text from spaCy's rule lemmatizer, each word type lemmatized once.

The lemmatizer's three tables (rules, exceptions, index of the verb and noun forms) are read once
from the pipeline's ``lemmatizer`` component (``harness.text.nlp.load_spacy(only=...)``, in a child
interpreter, so the process that lemmatizes never holds spaCy; the model
name is the ``HARNESS_SPACY_MODEL`` setting) and kept in the cache folder, keyed by the model's and
spaCy's versions; ``_rule_forms`` applies them as spaCy's ``rule_lemmatize`` does (a test checks
they agree), so a process with the tables on disk never imports spaCy. A word's lemma is its verb
lemma when the lemmatizer's index knows one ("receiving" -> receive, "copies" -> copy, "does" ->
do), else its noun lemma ("employees" -> employee, "parties" -> party), else the word itself.
Tagging in context is skipped on purpose: it costs a thousand times more, and for matching a claim's
words against a passage the lemma of the word type is what counts. Content lemmas leave out spaCy's
stop words, the polarity lexicon's negators and one-letter tokens; numbers are values, read apart
(``harness.text.values``).
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from functools import lru_cache

from harness.core.io import write_text_atomic
from harness.core.settings import cache_dir, spacy_model_name
from harness.text.nlp import load_spacy, model_identity
from harness.text.polarity import NEGATORS
from harness.text.tokenize import letter_words

_LEMMAS: dict[str, str] = {}


RULES_VERSION = "lemma-rules-1"
_POS = ("verb", "noun")


@dataclass(frozen=True)
class _Rules:
    """The rule lemmatizer's tables for one part of speech (spaCy's ``lemma_rules``, ``lemma_exc``,
    ``lemma_index``)."""

    rules: tuple[tuple[str, str], ...]
    exceptions: dict[str, tuple[str, ...]]
    index: frozenset[str]


@lru_cache(maxsize=2)
def _tables(name: str | None) -> dict[str, _Rules]:
    """The lemmatizer's tables, from the cache folder (keyed by the model and spaCy versions, read
    without importing spaCy), else read from the loaded pipeline once and stored there."""
    model = name or spacy_model_name()
    key = f"{RULES_VERSION}|{model_identity(model)}"
    path = cache_dir() / "lemma-rules" / f"{hashlib.sha256(key.encode()).hexdigest()}.json"
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        raw = None
    if not isinstance(raw, dict) or set(raw) != set(_POS):
        raw = _read_in_child(model) or _read_tables(model)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps(raw, ensure_ascii=False), shared=True)
    return {
        pos: _Rules(
            tuple((str(a), str(b)) for a, b in t["rules"]),
            {str(k): tuple(v) for k, v in t["exceptions"].items()},
            frozenset(t["index"]),
        )
        for pos, t in raw.items()
    }


def _read_tables(model: str) -> dict[str, dict[str, object]]:
    """The tables as the loaded pipeline holds them (imports spaCy)."""
    lookups = load_spacy(model, only=("lemmatizer",)).get_pipe("lemmatizer").lookups
    return {
        pos: {
            "rules": [list(r) for r in lookups.get_table("lemma_rules").get(pos, [])],
            "exceptions": dict(lookups.get_table("lemma_exc").get(pos, {})),
            "index": sorted(lookups.get_table("lemma_index").get(pos, [])),
        }
        for pos in _POS
    }


_CHILD_SECONDS = 300
"""A child that has not read the tables by then is given up on (read in-process instead)."""


def _read_in_child(model: str) -> dict[str, dict[str, object]] | None:
    """``_read_tables`` in a child interpreter, so the calling process (a grade of 1,000 answers)
    never holds spaCy and its pipeline: about 80 MiB of peak memory, once per cache folder. None
    when the child fails (the caller then reads them itself, and a missing model names its fix)."""
    import subprocess  # here: only a process that reads the tables starts a child

    code = (
        "import json; from harness.text.lemmas import _read_tables; "
        f"print(json.dumps(_read_tables({model!r})))"
    )
    try:
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=_CHILD_SECONDS
        )
        raw = json.loads(out.stdout)
    except (OSError, ValueError, subprocess.SubprocessError):
        return None
    return raw if isinstance(raw, dict) and set(raw) == set(_POS) else None


def _rule_forms(word: str, t: _Rules) -> list[str]:
    """The forms spaCy's ``Lemmatizer.rule_lemmatize`` proposes for a lower-cased ``word`` with no
    morphology, in its order (index forms of later rules first, then exceptions in front)."""
    forms: list[str] = []
    for old, new in t.rules:
        if word.endswith(old):
            form = word[: len(word) - len(old)] + new
            if form and form in t.index:
                forms.insert(0, form)
            elif form and not form.isalpha():
                forms.append(form)
    forms = list(dict.fromkeys(forms))
    for form in t.exceptions.get(word, ()):
        if form not in forms:
            forms.insert(0, form)
    return forms


def lemma(word: str, model: str | None = None) -> str:
    """The lemma of one lower-cased word (see the module docstring), cached per process."""
    cached = _LEMMAS.get(word)
    if cached is not None:
        return cached
    tables = _tables(model)
    found = word
    for pos in _POS:
        t = tables[pos]
        forms = [f for f in _rule_forms(word, t) if f != word and f in t.index]
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
