"""Ranking, scope, the zero-score rule and input errors of ``build_retriever``, on both backends."""

from __future__ import annotations

import itertools
import random

import pytest
from rank_bm25 import BM25Okapi

from harness.core.errors import HarnessError
from harness.core.records import RetrievalSettings
from harness.retrieval import build_retriever
from harness.text.tokenize import tokenize
from tests.retrieval._data import small_corpus

BACKENDS = ["bm25s", "rank_bm25"]

CORPUS = small_corpus(
    {
        "nda-01": [
            "The Recipient shall return all Confidential Information upon termination.",
            "This Agreement is governed by the laws of Delaware.",
            "Trade secrets remain protected after termination.",
        ],
        "nda-02": [
            "Confidential Information excludes information already public.",
            "The Recipient shall return all Confidential Information upon termination.",
            "Notices shall be sent by registered mail.",
        ],
        # Unrelated clauses keep every query term in fewer than half the passages (positive IDF).
        "nda-03": [
            "Each party bears its own costs.",
            "Amendments must be made in writing.",
            "Headings are for convenience only.",
            "Counterparts may be signed electronically.",
            "No waiver arises from a delay in enforcement.",
            "Assignment requires prior written consent.",
        ],
    }
)


def _settings(backend: str, **kw: object) -> RetrievalSettings:
    return RetrievalSettings(backend=backend, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("backend", BACKENDS)
def test_ranks_by_score_then_corpus_order(backend: str) -> None:
    hits = build_retriever(CORPUS, _settings(backend), use_cache=False).search(
        "return information termination"
    )
    ids = [h.passage_id for h in hits]
    # The two identical passages tie; the earlier one in the corpus ranks first.
    assert ids[:2] == ["nda-01:0", "nda-02:1"]
    assert hits[0].score == hits[1].score
    assert [h.rank for h in hits] == list(range(1, len(hits) + 1))
    assert all(a.score >= b.score for a, b in itertools.pairwise(hits))
    assert hits[0].document_id == "nda-01" and hits[0].text == CORPUS.passages[0].text


@pytest.mark.parametrize("backend", BACKENDS)
def test_never_returns_non_matching_passages(backend: str) -> None:
    retriever = build_retriever(CORPUS, _settings(backend), use_cache=False)
    hits = retriever.search("Delaware", k=5)
    assert [h.passage_id for h in hits] == ["nda-01:1"]
    assert retriever.search("zebra unicorn", k=5) == []
    assert retriever.search("the of and", k=5) == []  # stop words only


@pytest.mark.parametrize("backend", BACKENDS)
def test_document_scope(backend: str) -> None:
    retriever = build_retriever(CORPUS, _settings(backend), use_cache=False)
    hits = retriever.search("confidential information", k=5, document_id="nda-02")
    assert [h.passage_id for h in hits] == ["nda-02:0", "nda-02:1"]
    with pytest.raises(HarnessError, match="no document 'nda-99'"):
        retriever.search("confidential", document_id="nda-99")
    scoped = build_retriever(CORPUS, _settings(backend, scope="document"), use_cache=False)
    with pytest.raises(HarnessError, match="no document id"):
        scoped.search("confidential")
    assert scoped.search("confidential", document_id="nda-01")[0].passage_id == "nda-01:0"


@pytest.mark.parametrize("backend", BACKENDS)
def test_default_k_and_batch(backend: str) -> None:
    retriever = build_retriever(CORPUS, _settings(backend, k=2), use_cache=False)
    assert len(retriever.search("information termination mail")) == 2
    queries = ["termination", "mail", "Delaware law"]
    docs = [None, "nda-02", "nda-02"]
    expected = [retriever.search(q, document_id=d) for q, d in zip(queries, docs, strict=True)]
    assert retriever.search_batch(queries, document_ids=docs) == expected
    with pytest.raises(HarnessError, match="3 queries but 1 document ids"):
        retriever.search_batch(queries, document_ids=["nda-01"])


@pytest.mark.parametrize("k", [0, -3, 2.5, True])
def test_bad_k(k: object) -> None:
    retriever = build_retriever(CORPUS, RetrievalSettings(), use_cache=False)
    with pytest.raises(HarnessError, match="k must be"):
        retriever.search("termination", k=k)  # type: ignore[arg-type]


def test_bad_settings() -> None:
    with pytest.raises(HarnessError, match="did you mean 'rank_bm25'"):
        build_retriever(CORPUS, RetrievalSettings(backend="rank-bm25"))
    with pytest.raises(HarnessError, match="b must be between 0 and 1"):
        build_retriever(CORPUS, RetrievalSettings(b=1.5))
    with pytest.raises(HarnessError, match="k1 must be"):
        build_retriever(CORPUS, RetrievalSettings(k1=-1.0))
    with pytest.raises(HarnessError, match="no passages"):
        build_retriever(small_corpus({}), RetrievalSettings())


@pytest.mark.parametrize("backend", BACKENDS)
def test_corpus_without_tokens(backend: str) -> None:
    empty = small_corpus({"d": ["the", "of and", "!!!"]})
    assert build_retriever(empty, _settings(backend), use_cache=False).search("anything") == []


def test_scores_equal_bm25okapi_with_negative_idf_floor() -> None:
    """Terms in more than half the passages get rank-bm25's epsilon-floored IDF in both engines."""
    rng = random.Random(7)
    words = ["alpha", "beta", "gamma", "delta", "omega", "sigma", "kappa"]
    weights = [40, 30, 10, 5, 3, 2, 1]
    texts = [" ".join(rng.choices(words, weights, k=rng.randint(1, 12))) for _ in range(60)]
    corpus = small_corpus({"syn": texts})
    okapi = BM25Okapi([tokenize(t) for t in texts], k1=1.2, b=0.6)
    assert any(okapi.idf[w] == okapi.epsilon * okapi.average_idf for w in ("alpha", "beta"))
    for backend in BACKENDS:
        retriever = build_retriever(corpus, _settings(backend, k1=1.2, b=0.6), use_cache=False)
        for query in ["alpha gamma", "beta beta omega", "kappa", "sigma delta alpha"]:
            expected = okapi.get_scores(tokenize(query))
            hits = retriever.search(query, k=60)
            assert len(hits) == sum(1 for s in expected if s > 0)
            for hit in hits:
                assert hit.score == pytest.approx(expected[int(hit.passage_id.split(":")[1])], rel=1e-9)


@pytest.mark.parametrize("backend", BACKENDS)
def test_zero_idf_match_is_dropped(backend: str) -> None:
    """A term in exactly half the passages has IDF 0 in BM25Okapi: its matches score 0 and are left out."""
    corpus = small_corpus({"d": ["windy london", "windy athens", "good man", "weather today"]})
    retriever = build_retriever(corpus, _settings(backend), use_cache=False)
    assert retriever.search("windy") == []
    assert [h.passage_id for h in retriever.search("windy london")] == ["d:0"]
