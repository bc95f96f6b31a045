"""The reference engine: rank-bm25's ``BM25Okapi`` over the shared tokens, used to check bm25s."""

from __future__ import annotations

import numpy as np
from rank_bm25 import BM25Okapi

from harness.retrieval.base import FloatArray, IntArray


class RankBm25Scorer:
    """Scores every passage (or the ``within`` ones) with ``BM25Okapi``; slow, but the reference."""

    backend = "rank_bm25"

    def __init__(self, token_lists: list[list[str]], k1: float, b: float) -> None:
        self.model = BM25Okapi(token_lists, k1=k1, b=b)
        self.num_docs = len(token_lists)

    def score(self, tokens: list[str], within: IntArray | None = None) -> tuple[IntArray, FloatArray]:
        if within is None:
            return np.arange(self.num_docs, dtype=np.int64), np.asarray(self.model.get_scores(tokens))
        scores = self.model.get_batch_scores(tokens, within.tolist())
        return within, np.asarray(scores, dtype=np.float64)
