"""retrieval/base.py: the one ranking rule every backend's scores go through."""

from __future__ import annotations

import numpy as np

from harness.retrieval.base import top_k


def _arrays(scores: list[float]) -> tuple[np.ndarray, np.ndarray]:
    return np.arange(len(scores), dtype=np.int64), np.asarray(scores, dtype=np.float64)


def test_top_k_orders_by_score_then_position_and_drops_non_positive_scores() -> None:
    positions, scores = top_k(*_arrays([0.5, 2.0, 0.0, 2.0, -1.0, 1.0]), k=10)
    assert positions.tolist() == [1, 3, 5, 0]
    assert scores.tolist() == [2.0, 2.0, 1.0, 0.5]


def test_top_k_cut_keeps_the_earliest_of_tied_passages() -> None:
    positions, scores = top_k(*_arrays([1.0, 3.0, 1.0, 1.0, 3.0]), k=3)
    assert positions.tolist() == [1, 4, 0]
    assert scores.tolist() == [3.0, 3.0, 1.0]
    # Positions need not be in order on input: the tie-break is on the position, not the index.
    positions, _ = top_k(np.array([9, 4, 7], dtype=np.int64), np.array([1.0, 1.0, 1.0]), k=2)
    assert positions.tolist() == [4, 7]


def test_top_k_of_nothing_is_empty() -> None:
    positions, scores = top_k(*_arrays([0.0, -0.5]), k=5)
    assert positions.size == 0 and scores.size == 0
