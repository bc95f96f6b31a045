"""The grounding check's per-corpus tables, computed once and kept on disk.

Written under the cache folder (``$HARNESS_CACHE_DIR/grounding``), keyed by the corpus
fingerprint, the spaCy model that lemmatizes and ``IDF_VERSION``: the document frequencies of
content lemmas over the corpus's passages, the lemma of every word type the corpus uses, and each
passage's values (``harness.text.values.anchors_of``). A fresh process reads them and fills the
lemma table of ``harness.text.lemmas`` and the grader's table of passage values, so neither the
corpus nor the answers' common words are read again (the first answer costs what the hundredth
does). A damaged file is recomputed.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from harness.core.io import write_text_atomic
from harness.core.settings import cache_dir, spacy_model_name
from harness.corpus.base import Corpus
from harness.grade import grounding
from harness.grade.grounding import Idf, passage_facts
from harness.text import lemmas
from harness.text.values import Anchor, anchors_of

IDF_VERSION = "grounding-idf-2"
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
    idf = _read(path, corpus)
    if idf is None:
        texts = [p.text for p in corpus.passages]
        idf = Idf.of(passage_facts(t).lemma_set for t in texts)
        table = dict(lemmas._LEMMAS)  # every word type of the corpus is in it now
        values = [
            [[a.kind, a.value, a.text, a.start, a.end] for a in anchors_of(p.text)] for p in corpus.passages
        ]
        path.parent.mkdir(parents=True, exist_ok=True)
        payload = {"n": idf.n, "df": idf.df, "lemmas": table, "anchors": values}
        write_text_atomic(path, json.dumps(payload, ensure_ascii=False), shared=True)
    if len(_LOADED) >= 4:
        _LOADED.pop(next(iter(_LOADED)))
    _LOADED[key] = idf
    return idf


def _read(path: Path, corpus: Corpus) -> Idf | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        idf = Idf({str(k): int(v) for k, v in data["df"].items()}, int(data["n"]))
        table = {str(k): str(v) for k, v in data["lemmas"].items()}
        values = {
            p.text: tuple(Anchor(k, v, t, int(a), int(b)) for k, v, t, a, b in row)
            for p, row in zip(corpus.passages, data["anchors"], strict=True)
        }
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
    grounding._KNOWN_ANCHORS.update(values)
    for word, found in table.items():  # a lemma already computed in this process is kept
        lemmas._LEMMAS.setdefault(word, found)
    return idf
