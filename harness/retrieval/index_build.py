"""Write a bm25s index folder from passage texts in shards, so building it needs bounded memory.

Pass 1 tokenizes a shard of passages at a time into numpy arrays of (term, passage, term
frequency), sorted by term, and spills them to scratch files. Pass 2, once the document
frequencies and the average passage length are known, walks the vocabulary in blocks of
columns, scores each block's postings and appends them to the CSC files. No list of token ids
for the whole corpus and no index array is ever held in memory; the result equals bm25s's own
in-memory build bit for bit (``atire`` term frequency, ``lucene`` IDF rescaled to BM25Okapi's).
"""

from __future__ import annotations

import json
import shutil
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import BinaryIO

import numpy as np
import numpy.typing as npt

from harness.retrieval.base import FloatArray, IntArray
from harness.retrieval.bm25s_backend import (
    DATA_FILE,
    INDICES_FILE,
    INDPTR_FILE,
    PARAMS_FILE,
    VOCAB_FILE,
    Bm25Index,
    lucene_idf,
    okapi_idf,
    open_index,
)
from harness.text.tokenize import tokenize

SHARD_PASSAGES = 10_000
"""Passages tokenized together in pass 1 (about 100 MB of scratch for 1,200-character passages)."""
BLOCK_POSTINGS = 2_000_000
"""Postings scored together in pass 2 (about 50 bytes of scratch each)."""

_SPILL = np.dtype(np.int32)  # scratch files: term ids, passage offsets within the shard, frequencies


@dataclass(frozen=True)
class _Shard:
    """One pass-1 shard: its postings sorted by term, on disk, and where each term's run starts."""

    path: Path
    first_doc: int
    offsets: npt.NDArray[np.signedinteger]
    """Start of term ``t``'s postings for every term id known when the shard was cut, plus the end."""

    def read(self, name: str, start: int, stop: int) -> npt.NDArray[np.int32]:
        count = stop - start
        return np.fromfile(self.path / name, dtype=_SPILL, count=count, offset=start * _SPILL.itemsize)


@dataclass
class _Counts:
    vocab: dict[str, int]
    doc_freqs: IntArray
    lengths: IntArray
    shards: list[_Shard]


def write_bm25s_index(
    texts: Iterable[str],
    k1: float,
    b: float,
    folder: Path,
    shard_passages: int = SHARD_PASSAGES,
    block_postings: int = BLOCK_POSTINGS,
) -> int:
    """Write the index of ``texts`` into ``folder`` in bm25s's saved layout; returns the passage count."""
    scratch = Path(tempfile.mkdtemp(prefix=".shards-", dir=folder))
    try:
        counts = _tokenize_shards(texts, scratch, shard_passages)
        _write_columns(counts, k1, b, folder, block_postings)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    n_docs = int(counts.lengths.size)
    # The same parameters bm25s's own ``save`` writes, so ``bm25s.BM25.load`` rebuilds the model.
    params = {
        "k1": k1,
        "b": b,
        "delta": 0.5,
        "method": "atire",
        "idf_method": "lucene",
        "dtype": "float64",
        "int_dtype": "int32",
        "num_docs": n_docs,
        "version": _bm25s_version(),
        "backend": "numpy",
    }
    (folder / PARAMS_FILE).write_text(json.dumps(params, indent=4), encoding="utf-8")
    (folder / VOCAB_FILE).write_text(json.dumps(counts.vocab, ensure_ascii=False), encoding="utf-8")
    return n_docs


def build_bm25s_index(texts: Iterable[str], k1: float, b: float) -> Bm25Index:
    """The same index held in memory (no cache): written to a temporary folder and read back."""
    with tempfile.TemporaryDirectory(prefix="harness-index-") as tmp:
        write_bm25s_index(texts, k1, b, Path(tmp))
        return open_index(Path(tmp), mmap=False)


def _bm25s_version() -> str | None:
    """The installed bm25s's version, for its ``load`` (read from the metadata: no import of bm25s;
    importlib.metadata itself, 60 ms, is imported only when an index is built)."""
    from importlib import metadata

    try:
        return metadata.version("bm25s")
    except metadata.PackageNotFoundError:
        return None


def _batches(texts: Iterable[str], size: int) -> Iterator[list[str]]:
    it = iter(texts)
    while batch := list(islice(it, size)):
        yield batch


def _tokenize_shards(texts: Iterable[str], scratch: Path, shard_passages: int) -> _Counts:
    """Pass 1: vocabulary (ids in order of first occurrence), document frequencies, lengths, shards."""
    vocab: dict[str, int] = {}
    add = vocab.setdefault
    doc_freqs = np.zeros(0, dtype=np.int64)
    lengths: list[IntArray] = []
    shards: list[_Shard] = []
    first_doc = 0
    for batch in _batches(texts, shard_passages):
        ids: list[int] = []
        sizes = np.empty(len(batch), dtype=np.int64)
        for i, text in enumerate(batch):
            tokens = tokenize(text)
            sizes[i] = len(tokens)
            ids.extend([add(t, len(vocab)) for t in tokens])
        n_local, n_vocab = len(batch), len(vocab)
        # One key per token, term-major: unique keys are the shard's postings in CSC order.
        keys = np.array(ids, dtype=np.int64)
        del ids
        keys *= n_local
        keys += np.repeat(np.arange(n_local, dtype=np.int64), sizes)
        keys, freqs = np.unique(keys, return_counts=True)
        terms, local_docs = np.divmod(keys, n_local)
        del keys
        shard_df = np.bincount(terms, minlength=n_vocab)
        doc_freqs = np.concatenate([doc_freqs, np.zeros(n_vocab - doc_freqs.size, dtype=np.int64)])
        doc_freqs += shard_df
        path = scratch / f"{len(shards):05d}"
        path.mkdir()
        for name, values in (("terms", terms), ("docs", local_docs), ("freqs", freqs)):
            values.astype(_SPILL).tofile(path / name)
        # Kept for every shard until pass 2 ends, so as narrow as the shard allows.
        offsets = np.concatenate([[0], np.cumsum(shard_df)]).astype(_index_dtype(terms.size))
        shards.append(_Shard(path, first_doc, offsets))
        lengths.append(sizes)
        first_doc += n_local
    all_lengths = np.concatenate(lengths) if lengths else np.zeros(0, dtype=np.int64)
    return _Counts(vocab, doc_freqs, all_lengths, shards)


def _index_dtype(*sizes: int) -> np.dtype[np.signedinteger]:
    # scipy's choice for a CSC matrix's indices and indptr: int32 unless some size needs int64.
    return np.dtype(np.int32 if max(sizes, default=0) <= np.iinfo(np.int32).max else np.int64)


def _open_npy(path: Path, dtype: np.dtype, size: int) -> BinaryIO:
    f = path.open("wb")
    header = {"descr": np.lib.format.dtype_to_descr(dtype), "fortran_order": False, "shape": (size,)}
    np.lib.format.write_array_header_1_0(f, header)
    return f


def _write_columns(counts: _Counts, k1: float, b: float, folder: Path, block_postings: int) -> None:
    """Pass 2: score every posting and write the CSC arrays one block of columns at a time."""
    doc_freqs, lengths = counts.doc_freqs, counts.lengths
    n_docs, n_vocab = int(lengths.size), int(doc_freqs.size)
    indptr = np.concatenate([[0], np.cumsum(doc_freqs)]).astype(np.int64)
    nnz = int(indptr[-1])
    index_dtype = _index_dtype(nnz, n_docs, n_vocab)
    np.save(folder / INDPTR_FILE, indptr.astype(index_dtype))
    idf = lucene_idf(doc_freqs, n_docs)
    ratio = okapi_idf(doc_freqs, n_docs) / idf
    # The operations, in this order, of bm25s's atire term frequency: same order, same bits.
    avg_length = lengths.mean() if n_docs else np.float64(0.0)
    with np.errstate(divide="ignore", invalid="ignore"):  # avg 0 only when no posting exists at all
        length_norm = k1 * ((1 - b) + (b * lengths.astype(np.float64)) / avg_length)
    with (
        _open_npy(folder / DATA_FILE, np.dtype(np.float64), nnz) as data_file,
        _open_npy(folder / INDICES_FILE, index_dtype, nnz) as indices_file,
    ):
        start = 0
        while start < n_vocab:
            stop = int(np.searchsorted(indptr, indptr[start] + block_postings, side="right")) - 1
            stop = min(max(stop, start + 1), n_vocab)
            data, indices = _score_block(counts.shards, indptr, start, stop, idf, ratio, length_norm, k1)
            data.tofile(data_file)
            indices.astype(index_dtype, copy=False).tofile(indices_file)
            start = stop


def _score_block(
    shards: list[_Shard],
    indptr: IntArray,
    start: int,
    stop: int,
    idf: FloatArray,
    ratio: FloatArray,
    length_norm: FloatArray,
    k1: float,
) -> tuple[FloatArray, IntArray]:
    """Scores and passage positions of columns ``start:stop``, in CSC order (column, then passage)."""
    base = int(indptr[start])
    data = np.empty(int(indptr[stop]) - base, dtype=np.float64)
    indices = np.empty(data.size, dtype=np.int64)
    # Where the next posting of each column goes: shards come in passage order, so appending
    # each shard's run after the previous shards' keeps passages ascending within a column.
    cursor = indptr[start:stop] - base
    for shard in shards:
        known = shard.offsets.size - 1
        lo_t, hi_t = min(start, known), min(stop, known)
        lo, hi = int(shard.offsets[lo_t]), int(shard.offsets[hi_t])
        if lo == hi:
            continue
        runs = np.diff(shard.offsets[lo_t : hi_t + 1])
        own = cursor[lo_t - start : hi_t - start]
        where = np.repeat(own - (shard.offsets[lo_t:hi_t] - lo), runs) + np.arange(hi - lo)
        own += runs
        terms = shard.read("terms", lo, hi)
        docs = shard.read("docs", lo, hi).astype(np.int64) + shard.first_doc
        freqs = shard.read("freqs", lo, hi).astype(np.float64)
        scores = idf[terms] * ((freqs * (k1 + 1)) / (freqs + length_norm[docs]))
        scores *= ratio[terms]
        data[where] = scores
        indices[where] = docs
    return data, indices
