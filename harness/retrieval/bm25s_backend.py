"""The default engine: a bm25s sparse index whose scores equal rank-bm25's ``BM25Okapi`` exactly.

BM25Okapi scores a term as ``idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * dl / avgdl))``: the
term-frequency part is bm25s's ``atire`` method. Its IDF is Robertson-Sparck Jones,
``log((N - n + 0.5) / (n + 0.5))``, where a negative value is replaced by
``0.25 * mean IDF over the vocabulary``; no bm25s IDF method has that floor. So the index
(written in bm25s's layout by ``harness.retrieval.index_build``) scores with bm25s's ``lucene``
IDF (never zero) and rescales each term's column by ``okapi_idf / lucene_idf``. Scores are
float64, so the two engines agree to ~1e-15 relative.

An index folder is opened with numpy alone (``open_index``): the harness scores the CSC arrays
itself, so a run that finds its index in the cache never imports bm25s (nor the scipy.sparse,
tqdm and asyncio it pulls in). The folder stays loadable by ``bm25s.BM25.load``.
"""

from __future__ import annotations

import json
import math
import os
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from harness.retrieval.base import FloatArray, IntArray

DATA_FILE = "data.csc.index.npy"
INDICES_FILE = "indices.csc.index.npy"
INDPTR_FILE = "indptr.csc.index.npy"
VOCAB_FILE = "vocab.index.json"
PARAMS_FILE = "params.index.json"

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


def lucene_idf(doc_freqs: IntArray, n_docs: int) -> FloatArray:
    """bm25s's ``lucene`` IDF per term, the same expression bm25s evaluates per term."""
    return np.array([math.log(1 + (n_docs - n + 0.5) / (n + 0.5)) for n in doc_freqs.tolist()])


class _Postings:
    """Runs of one index array, gathered into a fresh array.

    A memory-mapped array is read with positioned reads, not through its mapping: every page a
    query touches through the mapping stays in the process's resident set, so a query load on a
    big index pulled most of it into RSS. A read copies from the page cache into a new buffer,
    as slicing and concatenating did, at the same speed (measured 0.25 ms/query either way).
    """

    def __init__(self, array: npt.NDArray[Any]) -> None:
        self.array = array
        self.dtype = np.dtype(array.dtype)
        self._fd: int | None = None
        self._offset = 0
        self._filename = getattr(array, "filename", None)
        if isinstance(array, np.memmap) and self._filename is not None and hasattr(os, "preadv"):
            self._fd = os.open(self._filename, os.O_RDONLY)
            self._offset = int(array.offset)
            weakref.finalize(self, os.close, self._fd)

    def gather(self, spans: list[tuple[int, int]]) -> npt.NDArray[Any]:
        if self._fd is None:
            return np.concatenate([self.array[s:e] for s, e in spans])
        out = np.empty(sum(e - s for s, e in spans), dtype=self.dtype)
        buffer = out.data.cast("B")
        size, at = self.dtype.itemsize, 0
        for s, e in spans:
            offset, want = self._offset + s * size, (e - s) * size
            while want:  # a positioned read may return fewer bytes than asked for
                got = os.preadv(self._fd, [buffer[at : at + want]], offset)
                if got <= 0:
                    raise OSError(f"index file {self._filename} ends before its postings do")
                at, offset, want = at + got, offset + got, want - got
        return out


@dataclass(frozen=True)
class Bm25Index:
    """A BM25 index in bm25s's saved layout: per-term columns (CSC) of precomputed scores."""

    vocab: dict[str, int]
    """Term -> column."""
    data: npt.NDArray[np.float64]
    """Scores, column after column."""
    indices: npt.NDArray[np.signedinteger]
    """The passage position of each score."""
    indptr: npt.NDArray[np.signedinteger]
    """Where each column starts in ``data``/``indices``, plus the end."""
    num_docs: int


def open_index(folder: Path, *, mmap: bool = True) -> Bm25Index:
    """The index in ``folder`` (bm25s's layout), its arrays memory-mapped or read into memory.

    Raises ``ValueError`` (or ``OSError``) when a file is missing or the arrays disagree.
    """
    folder = Path(folder)
    params = json.loads((folder / PARAMS_FILE).read_text(encoding="utf-8"))
    vocab = json.loads((folder / VOCAB_FILE).read_text(encoding="utf-8"))
    mode: Literal["r"] | None = "r" if mmap else None
    data, indices, indptr = (
        np.load(folder / name, mmap_mode=mode, allow_pickle=False)
        for name in (DATA_FILE, INDICES_FILE, INDPTR_FILE)
    )
    num_docs = params.get("num_docs")
    consistent = (
        isinstance(vocab, dict)
        and isinstance(num_docs, int)
        and data.ndim == indices.ndim == indptr.ndim == 1
        and len(indptr) == len(vocab) + 1
        and len(indices) == len(data) == int(indptr[-1])
        and np.dtype(data.dtype) == np.float64
        and np.issubdtype(indices.dtype, np.integer)
        and np.issubdtype(indptr.dtype, np.integer)
    )
    if not consistent:
        raise ValueError(f"index arrays in {folder} are inconsistent")
    return Bm25Index(vocab, data, indices, indptr, num_docs)


class Bm25sScorer:
    """Scores queries by summing the precomputed per-term columns of a bm25s-layout index.

    Only the postings of the query's terms are read (bm25s's own ``get_scores`` walks a
    full-corpus vector per term with ``np.add.at``); terms are added in query order,
    as BM25Okapi does, so the float sums match.
    """

    backend = "bm25s"

    def __init__(self, index: Bm25Index) -> None:
        self.index = index
        self.vocab: dict[str, int] = index.vocab
        self._data = _Postings(index.data)
        self._indices = _Postings(index.indices)
        self._indptr = np.asarray(index.indptr, dtype=np.int64)
        self.num_docs = index.num_docs

    def score(self, tokens: list[str], within: IntArray | None = None) -> tuple[IntArray, FloatArray]:
        vocab = self.vocab
        term_ids = [vocab[t] for t in tokens if t in vocab]
        if not term_ids:
            return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float64)
        spans = [(int(self._indptr[t]), int(self._indptr[t + 1])) for t in term_ids]
        rows = self._indices.gather(spans)
        vals = self._data.gather(spans)
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
