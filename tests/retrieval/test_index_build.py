"""The sharded, streamed index build gives exactly the arrays of the former in-memory bm25s build."""

from __future__ import annotations

import json
import math
from pathlib import Path

import bm25s
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.retrieval.bm25s_backend import Bm25Index, lucene_idf, okapi_idf, open_index
from harness.retrieval.index_build import build_bm25s_index, write_bm25s_index
from harness.text.tokenize import tokenize
from tests.retrieval._data import contractnli_corpus

TEXTS = [
    "The Recipient shall return all Confidential Information on request.",
    "",
    "Governing law: New York. New York courts decide disputes about the law.",
    "the of and",  # stop words only: no tokens, but the passage still counts in the average length
    "Confidential information confidential INFORMATION stays confidential for five years.",
    "Notices go by mail; waivers must be written. 2024 notices, 2025 notices.",
    "Costs are shared equally between the parties, except legal costs.",
]


def reference_index(texts: list[str], k1: float, b: float) -> bm25s.BM25:
    """The former builder, kept as the reference: every passage's token ids at once, bm25s's own
    ``index`` (atire term frequency, lucene IDF, scipy CSC), then each column rescaled to Okapi IDF."""
    vocab: dict[str, int] = {}
    ids = [[vocab.setdefault(t, len(vocab)) for t in tokenize(text)] for text in texts]
    model = bm25s.BM25(k1=k1, b=b, method="atire", idf_method="lucene", dtype="float64", csc_backend="scipy")
    with np.errstate(invalid="ignore" if not vocab else "warn"):
        model.index((ids, vocab), create_empty_token=False, show_progress=False)
    indptr = np.asarray(model.scores["indptr"], dtype=np.int64)
    doc_freqs = np.diff(indptr)
    n_docs = int(model.scores["num_docs"])
    ratio = okapi_idf(doc_freqs, n_docs) / lucene_idf(doc_freqs, n_docs)
    columns = np.repeat(np.arange(doc_freqs.size), doc_freqs)
    model.scores["data"] = np.asarray(model.scores["data"], dtype=np.float64) * ratio[columns]
    return model


def assert_identical(built: Bm25Index, expected: bm25s.BM25) -> None:
    assert built.vocab == expected.vocab_dict
    assert list(built.vocab) == list(expected.vocab_dict)  # ids in order of first occurrence
    assert built.num_docs == expected.scores["num_docs"]
    for name in ("indptr", "indices", "data"):
        got, want = np.asarray(getattr(built, name)), np.asarray(expected.scores[name])
        assert got.dtype == want.dtype, name
        # Bit for bit: the streamed build performs bm25s's float operations in bm25s's order.
        assert np.array_equal(got, want), name


@pytest.mark.parametrize(("shard", "block"), [(1, 1), (2, 3), (3, 1_000), (1_000, 1_000_000)])
def test_sharded_build_equals_in_memory_build(shard: int, block: int, tmp_path: Path) -> None:
    write_bm25s_index(TEXTS, 1.5, 0.75, tmp_path, shard_passages=shard, block_postings=block)
    built = open_index(tmp_path)
    expected = reference_index(TEXTS, 1.5, 0.75)
    assert_identical(built, expected)
    # The folder is bm25s's own layout: bm25s loads the same arrays the harness opens with numpy.
    loaded = bm25s.BM25.load(str(tmp_path), mmap=True, show_progress=False)
    assert loaded.vocab_dict == built.vocab and loaded.scores["num_docs"] == built.num_docs
    for name in ("indptr", "indices", "data"):
        assert np.array_equal(loaded.scores[name], getattr(built, name)), name
    # Scratch shards are gone; only bm25s's files remain.
    assert {p.name for p in tmp_path.iterdir()} == {
        "data.csc.index.npy",
        "indices.csc.index.npy",
        "indptr.csc.index.npy",
        "params.index.json",
        "vocab.index.json",
    }
    params = json.loads((tmp_path / "params.index.json").read_text(encoding="utf-8"))
    assert (params["method"], params["idf_method"], params["dtype"]) == ("atire", "lucene", "float64")


def test_in_memory_index_is_not_memory_mapped() -> None:
    index = build_bm25s_index(TEXTS, 1.2, 0.5)
    assert not any(isinstance(a, np.memmap) for a in (index.data, index.indices, index.indptr))
    assert_identical(index, reference_index(TEXTS, 1.2, 0.5))


def test_corpus_without_tokens(tmp_path: Path) -> None:
    texts = ["the and of", "", "  "]
    assert write_bm25s_index(texts, 1.5, 0.75, tmp_path) == 3
    built = open_index(tmp_path, mmap=False)
    assert built.vocab == {} and built.data.size == 0
    assert_identical(built, reference_index(texts, 1.5, 0.75))


words = st.sampled_from(["alpha", "beta", "gamma", "delta", "the", "law", "2024", "Ünïcode", "x"])


@settings(max_examples=40, deadline=None)
@given(
    texts=st.lists(st.lists(words, max_size=12).map(" ".join), min_size=1, max_size=12),
    shard=st.integers(1, 5),
    block=st.integers(1, 20),
    k1=st.sampled_from([0.0, 0.9, 1.5]),
    b=st.sampled_from([0.0, 0.75, 1.0]),
)
def test_any_sharding_gives_the_same_arrays(
    texts: list[str], shard: int, block: int, k1: float, b: float
) -> None:
    if not any(tokenize(t) for t in texts):
        return  # covered by test_corpus_without_tokens; bm25s's reference warns on 0/0 here
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        write_bm25s_index(texts, k1, b, Path(tmp), shard_passages=shard, block_postings=block)
        built = open_index(Path(tmp), mmap=False)
    assert_identical(built, reference_index(texts, k1, b))


@pytest.mark.realdata
def test_real_passages_equal_in_memory_build(contractnli_dir: Path, tmp_path: Path) -> None:
    corpus = contractnli_corpus(contractnli_dir, "dev")
    texts = [p.text for p in corpus.passages]
    # Small shards and blocks, so the 5,102 passages cross many shard and block boundaries.
    write_bm25s_index(texts, 1.5, 0.75, tmp_path, shard_passages=700, block_postings=9_000)
    built = open_index(tmp_path)
    expected = reference_index(texts, 1.5, 0.75)
    assert_identical(built, expected)
    # And the scores a query sums up agree with the reference to 1e-9 relative on a sample.
    sample = [h.text for h in corpus.hypotheses[:8]]
    for query in sample:
        ids = [built.vocab[t] for t in tokenize(query) if t in built.vocab]
        got = np.zeros(len(texts))
        want = np.zeros(len(texts))
        arrays = (built.indptr, built.indices, built.data)
        reference = (expected.scores["indptr"], expected.scores["indices"], expected.scores["data"])
        for t in ids:
            for (indptr, indices, data), out in ((arrays, got), (reference, want)):
                s, e = int(indptr[t]), int(indptr[t + 1])
                out[np.asarray(indices[s:e])] += data[s:e]
        assert got.any()
        assert all(math.isclose(x, y, rel_tol=1e-9) for x, y in zip(got, want, strict=True))
