"""The corpus's IDF for the grounding check and its words' lemmas, computed once and kept on disk.

The document frequencies of content lemmas over a corpus's passages, and the lemma of every word
type the corpus uses, are written under the cache folder (``$HARNESS_CACHE_DIR/grounding``), keyed
by the corpus fingerprint, the spaCy model that lemmatizes and ``IDF_VERSION``. A fresh process
reads them and fills the lemma table of ``harness.text.lemmas`` with them, so neither the corpus
nor the answers' common words are lemmatized again (the first answer costs what the hundredth
does). A damaged file is recomputed.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from harness.core.io import write_text_atomic
from harness.core.settings import cache_dir, spacy_model_name
from harness.corpus.base import Corpus
from harness.grade.grounding import Idf, passage_facts
from harness.text import lemmas

IDF_VERSION = "grounding-idf-1"
_LOADED: dict[str, Idf] = {}


def _path(corpus: Corpus) -> Path:
    key = f"{IDF_VERSION}|{corpus.fingerprint}|{spacy_model_name()}"
    return cache_dir() / "grounding" / f"{hashlib.sha256(key.encode()).hexdigest()}.json"


def corpus_idf(corpus: Corpus) -> Idf:
    """The IDF of ``corpus``'s passages (in-process, then on-disk cache, then computed and stored)."""
    path = _path(corpus)
    key = str(path)
    if key in _LOADED:
        return _LOADED[key]
    idf = _read(path)
    if idf is None:
        idf = Idf.of(passage_facts(p.text).lemma_set for p in corpus.passages)
        table = dict(lemmas._LEMMAS)  # every word type of the corpus is in it now
        path.parent.mkdir(parents=True, exist_ok=True)
        payload = {"n": idf.n, "df": idf.df, "lemmas": table}
        write_text_atomic(path, json.dumps(payload, ensure_ascii=False), shared=True)
    if len(_LOADED) >= 4:
        _LOADED.pop(next(iter(_LOADED)))
    _LOADED[key] = idf
    return idf


def _read(path: Path) -> Idf | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        idf = Idf({str(k): int(v) for k, v in data["df"].items()}, int(data["n"]))
        table = {str(k): str(v) for k, v in data["lemmas"].items()}
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
    for word, found in table.items():  # a lemma already computed in this process is kept
        lemmas._LEMMAS.setdefault(word, found)
    return idf
