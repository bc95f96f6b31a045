"""bm25s and rank-bm25 return the same top-10 ids and scores on real ContractNLI dev passages."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core.records import RetrievalSettings, RetrievedPassage
from harness.corpus.base import Corpus
from harness.retrieval import Retriever, build_retriever
from tests.retrieval._data import contractnli_corpus

EXTRA_QUERIES = [
    "governing law of the agreement",
    "term of five years after termination",
    "confidential information shall be returned or destroyed",
    "the recipient may disclose to its employees and advisors",
    "injunctive relief for breach",
]


@pytest.fixture(scope="module")
def dev(contractnli_dir: Path) -> Corpus:
    return contractnli_corpus(contractnli_dir, "dev")


@pytest.fixture(scope="module")
def queries(dev: Corpus) -> list[str]:
    texts = [h.text for h in dev.hypotheses]
    assert len(texts) == 17
    return texts + EXTRA_QUERIES


@pytest.fixture(scope="module")
def engines(dev: Corpus) -> tuple[Retriever, Retriever]:
    fast = build_retriever(dev, RetrievalSettings(backend="bm25s"), use_cache=False)
    reference = build_retriever(dev, RetrievalSettings(backend="rank_bm25"))
    return fast, reference


def _assert_same(fast: list[RetrievedPassage], reference: list[RetrievedPassage]) -> None:
    assert [r.passage_id for r in fast] == [r.passage_id for r in reference]
    for a, b in zip(fast, reference, strict=True):
        assert a.score == pytest.approx(b.score, rel=1e-6)
        assert a.rank == b.rank


@pytest.mark.realdata
def test_same_top10_corpus_wide(engines: tuple[Retriever, Retriever], queries: list[str]) -> None:
    fast, reference = engines
    for query in queries:
        expected = reference.search(query, k=10)
        assert len(expected) == 10, query
        _assert_same(fast.search(query, k=10), expected)


@pytest.mark.realdata
def test_same_top10_within_each_document(
    engines: tuple[Retriever, Retriever], queries: list[str], dev: Corpus
) -> None:
    fast, reference = engines
    documents = [d.id for d in dev.documents[::6]]
    for query in queries:
        for doc_id in documents:
            expected = reference.search(query, k=10, document_id=doc_id)
            assert all(r.document_id == doc_id for r in expected)
            _assert_same(fast.search(query, k=10, document_id=doc_id), expected)


@pytest.mark.realdata
def test_batch_equals_single(engines: tuple[Retriever, Retriever], queries: list[str]) -> None:
    fast, _ = engines
    assert fast.search_batch(queries, k=10) == [fast.search(q, k=10) for q in queries]
