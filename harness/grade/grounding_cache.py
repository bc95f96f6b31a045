"""The corpus's IDF for the grounding check, computed once per corpus and kept on disk.

The document frequencies of content lemmas over a corpus's passages are written under the cache
folder (``$HARNESS_CACHE_DIR/grounding``), keyed by the corpus fingerprint, the spaCy model that
lemmatizes and ``IDF_VERSION``, so a fresh process reads them instead of lemmatizing the corpus.
A damaged file is recomputed.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from harness.core.io import write_text_atomic
from harness.core.settings import cache_dir, spacy_model_name
from harness.corpus.base import Corpus
from harness.grade.grounding import Idf, passage_facts

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
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps({"n": idf.n, "df": idf.df}, ensure_ascii=False), shared=True)
    if len(_LOADED) >= 4:
        _LOADED.pop(next(iter(_LOADED)))
    _LOADED[key] = idf
    return idf


def _read(path: Path) -> Idf | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Idf({str(k): int(v) for k, v in data["df"].items()}, int(data["n"]))
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
