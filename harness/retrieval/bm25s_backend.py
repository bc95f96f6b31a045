"""The default engine: a bm25s sparse index whose scores equal rank-bm25's ``BM25Okapi`` exactly.

BM25Okapi scores a term as ``idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl))``: the
term-frequency part is bm25s's ``atire`` method. Its IDF is Robertson-Sparck Jones,
``log((N - n + 0.5) / (n + 0.5))``, where a negative value is replaced by
``0.25 * mean IDF over the vocabulary``; no bm25s IDF method has that floor. So the index is
built with bm25s's ``lucene`` IDF (never zero) and each term's column is then rescaled by
``okapi_idf / lucene_idf``. Scores are float64, so the two engines agree to ~1e-15 relative.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import bm25s
import numpy as np

from harness.retrieval.base import FloatArray, IntArray
from harness.retrieval.tokenize import tokenize

OKAPI_EPSILON = 0.25
"""rank-bm25's default ``epsilon``: negative IDFs become ``epsilon * mean IDF``."""


def okapi_idf(doc_freqs: IntArray, n_docs: int) -> FloatArray:
    """rank-bm25 ``BM25Okapi`` IDF per term, negative values floored at epsilon * mean IDF."""
    idf = np.array([math.log(n_docs - n + 0.5) - math.log(n + 0.5) for n in doc_freqs.tolist()])
    if idf.size:
        # A left-to-right sum in first-occurrence order, the order rank-bm25 adds them in.
        floor = OKAPI_EPSILON * (sum(idf.tolist()) / idf.size)
        idf[idf < 0] = floor
    return idf


def _lucene_idf(doc_freqs: IntArray, n_docs: int) -> FloatArray:
    # The same expression bm25s evaluates per term for idf_method="lucene".
    return np.array([math.log(1 + (n_docs - n + 0.5) / (n + 0.5)) for n in doc_freqs.tolist()])


def token_ids(texts: Iterable[str]) -> tuple[list[list[int]], dict[str, int]]:
    """Token ids per passage and the vocabulary (ids in order of first occurrence).

    Passages are tokenized one at a time so no list of token strings for the whole corpus
    is ever held (at 1M passages that list alone costs hundreds of MB).
    """
    vocab: dict[str, int] = {}
    add = vocab.setdefault
    ids = [[add(t, len(vocab)) for t in tokenize(text)] for text in texts]
    return ids, vocab


def build_bm25s_index(texts: Iterable[str], k1: float, b: float) -> bm25s.BM25:
    """A bm25s index over the shared tokenizer's tokens of ``texts``, with BM25Okapi IDF."""
    ids, vocab = token_ids(texts)
    # scipy's COO -> CSC conversion is linear and needs less scratch memory than the numpy argsort.
    model = bm25s.BM25(k1=k1, b=b, method="atire", idf_method="lucene", dtype="float64", csc_backend="scipy")
    # With no token at all the average passage length is 0 and bm25s divides 0 by it (harmless).
    with np.errstate(invalid="ignore" if not vocab else "warn"):
        model.index((ids, vocab), create_empty_token=False, show_progress=False)
    del ids
    scores = model.scores
    indptr = np.asarray(scores["indptr"], dtype=np.int64)
    # Each (passage, term) pair is stored once, so a column's length is the term's document frequency.
    doc_freqs = np.diff(indptr)
    n_docs = int(scores["num_docs"])
    ratio = okapi_idf(doc_freqs, n_docs) / _lucene_idf(doc_freqs, n_docs)
    data = np.asarray(scores["data"], dtype=np.float64)
    _scale_columns(data, indptr, ratio)
    scores["data"] = data
    return model


def _scale_columns(data: FloatArray, indptr: IntArray, factor: FloatArray, chunk: int = 1 << 22) -> None:
    """``data[j] *= factor[column of j]`` in place, a few million entries at a time (bounded scratch)."""
    for start in range(0, data.size, chunk):
        stop = min(start + chunk, data.size)
        columns = np.searchsorted(indptr, np.arange(start, stop), side="right") - 1
        data[start:stop] *= factor[columns]


class Bm25sScorer:
    """Scores queries by summing the precomputed per-term columns of a bm25s index.

    Only the postings of the query's terms are read (bm25s's own ``get_scores`` walks a
    full-corpus vector per term with ``np.add.at``); terms are added in query order,
    as BM25Okapi does, so the float sums match.
    """

    backend = "bm25s"

    def __init__(self, model: bm25s.BM25) -> None:
        self.model = model
        self.vocab: dict[str, int] = model.vocab_dict
        self._data = model.scores["data"]
        self._indices = model.scores["indices"]
        self._indptr = np.asarray(model.scores["indptr"], dtype=np.int64)
        self.num_docs = int(model.scores["num_docs"])

    def score(self, tokens: list[str], within: IntArray | None = None) -> tuple[IntArray, FloatArray]:
        vocab = self.vocab
        term_ids = [vocab[t] for t in tokens if t in vocab]
        if not term_ids:
            return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float64)
        spans = [(int(self._indptr[t]), int(self._indptr[t + 1])) for t in term_ids]
        rows = np.concatenate([self._indices[s:e] for s, e in spans])
        vals = np.concatenate([self._data[s:e] for s, e in spans])
        if within is not None:
            inside = np.isin(rows, within)
            rows, vals = rows[inside], vals[inside]
        if rows.size * 32 < self.num_docs:
            # Few postings: sorting them beats a corpus-sized vector (measured crossover ~N/25).
            positions, inverse = np.unique(rows, return_inverse=True)
            totals = np.bincount(inverse, weights=vals).astype(np.float64, copy=False)
            return positions.astype(np.int64), totals
        totals = np.bincount(rows, weights=vals, minlength=self.num_docs).astype(np.float64, copy=False)
        hit = np.zeros(self.num_docs, dtype=bool)
        hit[rows] = True
        positions = np.flatnonzero(hit).astype(np.int64, copy=False)
        return positions, totals[positions]
