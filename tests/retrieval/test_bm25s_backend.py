"""retrieval/bm25s_backend.py: Okapi IDF with its floor, and the bm25s scorer equal to BM25Okapi."""

from __future__ import annotations

import math

import numpy as np
import pytest
from rank_bm25 import BM25Okapi

from harness.retrieval.bm25s_backend import OKAPI_EPSILON, Bm25sScorer, lucene_idf, okapi_idf
from harness.retrieval.index_build import build_bm25s_index
from harness.text.tokenize import tokenize

TEXTS = [
    "The Recipient shall return all Confidential Information on request.",
    "Governing law: New York. New York courts decide disputes about the law.",
    "Confidential information confidential INFORMATION stays confidential for five years.",
    "Notices go by mail; waivers must be written.",
    "Costs are shared equally between the parties, except legal costs.",
    "The Recipient keeps no copies of Confidential Information.",
]


def test_okapi_idf_floors_negative_values_at_epsilon_times_the_mean() -> None:
    doc_freqs = np.array([1, 8, 2], dtype=np.int64)
    raw = [math.log((10 - n + 0.5) / (n + 0.5)) for n in (1, 8, 2)]
    assert raw[1] < 0
    idf = okapi_idf(doc_freqs, 10)
    floor = OKAPI_EPSILON * sum(raw) / 3
    assert idf.tolist() == pytest.approx([raw[0], floor, raw[2]])
    assert okapi_idf(np.array([], dtype=np.int64), 10).size == 0


def test_lucene_idf_is_never_zero_or_negative() -> None:
    idf = lucene_idf(np.array([1, 5, 10], dtype=np.int64), 10)
    assert (idf > 0).all()
    assert idf[0] == pytest.approx(math.log(1 + 9.5 / 1.5))


def test_scorer_equals_bm25okapi_on_every_matching_passage() -> None:
    scorer = Bm25sScorer(build_bm25s_index(TEXTS, 1.5, 0.75))
    okapi = BM25Okapi([tokenize(t) for t in TEXTS], k1=1.5, b=0.75)
    for query in ["confidential information", "new york law", "recipient copies", "costs costs"]:
        tokens = tokenize(query)
        positions, scores = scorer.score(tokens)
        expected = okapi.get_scores(tokens)
        matching = [i for i, t in enumerate(TEXTS) if set(tokenize(t)) & set(tokens)]
        assert positions.tolist() == matching
        assert scores.tolist() == pytest.approx(expected[positions].tolist(), rel=1e-12)


def test_scorer_within_and_unknown_terms() -> None:
    scorer = Bm25sScorer(build_bm25s_index(TEXTS, 1.5, 0.75))
    positions, _ = scorer.score(tokenize("confidential information"), np.array([2, 3], dtype=np.int64))
    assert positions.tolist() == [2]
    positions, scores = scorer.score(["zzzunknown"])
    assert positions.size == 0 and scores.size == 0
