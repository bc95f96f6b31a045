"""retrieval/rank_bm25_backend.py: the reference scorer, over every passage or only the ``within`` ones."""

from __future__ import annotations

import numpy as np
import pytest

from harness.retrieval.rank_bm25_backend import RankBm25Scorer

TOKENS = [
    ["return", "information"],
    ["governing", "law"],
    ["return", "copies", "return"],
    ["notices"],
    ["costs"],
]


def test_scores_every_passage_without_within() -> None:
    scorer = RankBm25Scorer(TOKENS, k1=1.5, b=0.75)
    positions, scores = scorer.score(["return"])
    assert positions.tolist() == list(range(len(TOKENS)))
    assert scores[2] > scores[0] > 0.0
    assert scores[[1, 3, 4]].tolist() == [0.0, 0.0, 0.0]


def test_within_scores_only_those_passages_with_the_same_values() -> None:
    scorer = RankBm25Scorer(TOKENS, k1=1.5, b=0.75)
    _, every = scorer.score(["return", "law"])
    within = np.array([1, 2], dtype=np.int64)
    positions, scores = scorer.score(["return", "law"], within)
    assert positions.tolist() == [1, 2]
    assert scores.tolist() == pytest.approx(every[[1, 2]].tolist(), rel=1e-12)
