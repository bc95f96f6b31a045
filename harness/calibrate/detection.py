"""Response-level detection figures: precision, recall and F1 of a flag against a labeled column.

A flag here is "not grounded" (the grader found a claim the passages do not hold) and the label
is a human's "hallucinated". Every figure carries a bootstrap 95% interval over responses
(``harness.core.stats``); the flag-all baseline (precision = the positive share, recall 1) is
computed on the same items so the two can be read side by side.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from harness.core.stats import BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED, CONFIDENCE, Interval, bootstrap_indices
from harness.core.stats import percentile_interval as _interval


@dataclass(frozen=True)
class Detection:
    """Counts and P/R/F1 of ``flagged`` against ``labeled`` over ``n`` responses."""

    n: int
    labeled: int
    flagged: int
    true_positives: int
    precision: Interval
    recall: Interval
    f1: Interval

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "labeled": self.labeled,
            "flagged": self.flagged,
            "true_positives": self.true_positives,
            "precision": self.precision.to_dict(),
            "recall": self.recall.to_dict(),
            "f1": self.f1.to_dict(),
        }

    def lines(self, title: str) -> list[str]:
        return [
            f"{title}: n={self.n}, labeled {self.labeled}, flagged {self.flagged}, "
            f"both {self.true_positives}",
            f"  precision {self.precision.text()}",
            f"  recall    {self.recall.text()}",
            f"  F1        {self.f1.text()}",
        ]


def _prf(tp: np.ndarray, fp: np.ndarray, fn: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(tp + fp > 0, tp / (tp + fp), np.nan)
        r = np.where(tp + fn > 0, tp / (tp + fn), np.nan)
        f = np.where(tp > 0, 2 * tp / (2 * tp + fp + fn), np.where(tp + fp + fn > 0, 0.0, np.nan))
    return p, r, f


def detection(
    flagged: Sequence[bool],
    labeled: Sequence[bool],
    *,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> Detection:
    """P/R/F1 of ``flagged`` (e.g. not grounded) against ``labeled`` (e.g. hallucinated)."""
    if len(flagged) != len(labeled):
        raise ValueError(f"{len(flagged)} flags for {len(labeled)} labels")
    f = np.asarray(flagged, dtype=bool)
    y = np.asarray(labeled, dtype=bool)
    n = int(f.size)
    tp, fp, fn = (f & y).sum(), (f & ~y).sum(), (~f & y).sum()
    point = [float(a[0]) for a in _prf(np.array([tp]), np.array([fp]), np.array([fn]))]
    values: list[float | None] = [None if np.isnan(v) else v for v in point]
    if n:
        idx = bootstrap_indices(n, resamples, seed)
        fb, yb = f[idx], y[idx]
        reps = _prf((fb & yb).sum(1), (fb & ~yb).sum(1), (~fb & yb).sum(1))
        p, r, f1 = (_interval(rep, CONFIDENCE, value=v, n=n)[0] for rep, v in zip(reps, values, strict=True))
    else:
        p, r, f1 = (Interval(None, None, None, 0, "bootstrap") for _ in range(3))
    return Detection(n, int(y.sum()), int(f.sum()), int(tp), p, r, f1)
