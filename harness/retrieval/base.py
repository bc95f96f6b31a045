"""What a BM25 backend must provide, and the one ranking rule every backend's scores go through."""

from __future__ import annotations

from typing import Protocol

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]

BACKENDS: tuple[str, ...] = ("bm25s", "rank_bm25")


class Scorer(Protocol):
    """Scores one tokenized query against the indexed passages (positions in corpus order)."""

    backend: str

    def score(self, tokens: list[str], within: IntArray | None = None) -> tuple[IntArray, FloatArray]:
        """Positions and BM25 scores of candidate passages.

        Candidates include at least every passage that shares a token with the query; with
        ``within`` (sorted positions) given, only passages among them are returned.
        """
        ...


def top_k(positions: IntArray, scores: FloatArray, k: int) -> tuple[IntArray, FloatArray]:
    """The ``k`` best passages with a positive score: score descending, then corpus order.

    Passages scoring 0 or less are dropped, so fewer than ``k`` may come back. The cut is exact
    and deterministic: every passage tied with the k-th score is ordered by position first.
    """
    keep = scores > 0.0
    positions, scores = positions[keep], scores[keep]
    n = scores.size
    if n > k:
        kth = np.partition(scores, n - k)[n - k]
        near = scores >= kth
        positions, scores = positions[near], scores[near]
    order = np.lexsort((positions, -scores))[:k]
    return positions[order], scores[order]
