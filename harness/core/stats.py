"""Intervals and paired tests behind every reported figure: Wilson, bootstrap, McNemar exact.

All resampling is seeded (``BOOTSTRAP_SEED``), so the same run gives the same report.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np
from scipy import stats

CONFIDENCE = 0.95
BOOTSTRAP_SEED = 13
BOOTSTRAP_RESAMPLES = 4000


@dataclass(frozen=True)
class Interval:
    """A figure with its 95% interval and the n it was computed over.

    ``value`` is None when n is 0 (the figure is undefined); ``low``/``high`` are None when
    no interval can be formed (n = 0, or a mean over a single value).
    """

    value: float | None
    low: float | None
    high: float | None
    n: int
    method: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def text(self, digits: int = 3, percent: bool = False) -> str:
        """``0.812 [0.730, 0.873] (n=96)``, or ``n/a (n=0)``."""
        if self.value is None:
            return f"n/a (n={self.n})"

        def fmt(x: float) -> str:
            return f"{100 * x:.{max(digits - 2, 0)}f}%" if percent else f"{x:.{digits}f}"

        if self.low is None or self.high is None:
            return f"{fmt(self.value)} (n={self.n})"
        return f"{fmt(self.value)} [{fmt(self.low)}, {fmt(self.high)}] (n={self.n})"


def wilson(k: int, n: int) -> Interval:
    """The proportion k/n with its Wilson score interval (scipy's ``binomtest``)."""
    if n == 0:
        return Interval(None, None, None, 0, "wilson")
    ci = stats.binomtest(k, n).proportion_ci(confidence_level=CONFIDENCE, method="wilson")
    return Interval(k / n, float(ci.low), float(ci.high), n, "wilson")


def _percentile_interval(samples: np.ndarray) -> tuple[float, float]:
    alpha = (1 - CONFIDENCE) / 2
    low, high = np.quantile(samples, [alpha, 1 - alpha])
    return float(low), float(high)


def bootstrap_mean(values: Sequence[float], seed: int = BOOTSTRAP_SEED) -> Interval:
    """The mean with a seeded percentile bootstrap interval (scipy's ``bootstrap``).

    A constant sample has the degenerate interval [mean, mean]; a single value has none.
    """
    data = np.asarray(values, dtype=float)
    n = int(data.size)
    if n == 0:
        return Interval(None, None, None, 0, "bootstrap")
    mean = float(data.mean())
    if n == 1:
        return Interval(mean, None, None, 1, "bootstrap")
    if np.all(data == data[0]):
        # Every resample has the same mean; scipy warns on a zero-width distribution.
        return Interval(mean, mean, mean, n, "bootstrap")
    res = stats.bootstrap(
        (data,),
        np.mean,
        n_resamples=BOOTSTRAP_RESAMPLES,
        confidence_level=CONFIDENCE,
        method="percentile",
        rng=np.random.default_rng(seed),
    )
    return Interval(
        mean, float(res.confidence_interval.low), float(res.confidence_interval.high), n, "bootstrap"
    )


@dataclass(frozen=True)
class McNemar:
    """McNemar's exact test on paired binary outcomes (here: acceptable or not).

    ``b``: acceptable in the baseline, unacceptable in the candidate (got worse);
    ``c``: the reverse (got better). The p-value is the two-sided exact binomial test of
    b against b + c at 0.5; with no discordant pairs it is 1.
    """

    b: int
    c: int
    p_value: float

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def mcnemar_exact(base: Sequence[bool], cand: Sequence[bool]) -> McNemar:
    if len(base) != len(cand):
        raise ValueError("paired samples must have the same length")
    b = sum(1 for x, y in zip(base, cand, strict=True) if x and not y)
    c = sum(1 for x, y in zip(base, cand, strict=True) if y and not x)
    p = 1.0 if b + c == 0 else float(stats.binomtest(b, b + c, 0.5).pvalue)
    return McNemar(b, c, p)


def nanmean_rows(values: np.ndarray) -> np.ndarray:
    """Row means ignoring NaN; a row of only NaN gives NaN (without a warning)."""
    present = ~np.isnan(values)
    counts = present.sum(axis=-1)
    sums = np.where(present, values, 0.0).sum(axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(counts > 0, sums / np.maximum(counts, 1), np.nan)


def paired_bootstrap_diff(
    base: Sequence[float | None],
    cand: Sequence[float | None],
    seed: int = BOOTSTRAP_SEED,
) -> Interval:
    """Candidate mean minus baseline mean, with a paired percentile bootstrap interval.

    Questions are resampled jointly, so each resample keeps a question's two outcomes
    together. None marks a question the mean does not cover (e.g. refusal_quality of a
    non-refusal): each side's mean is taken over its present values, so the two means may
    cover different questions, as the reported means do. Resamples where either side has
    no values are dropped; ``n`` is the number of paired questions.
    """
    if len(base) != len(cand):
        raise ValueError("paired samples must have the same length")
    b = np.array([math.nan if v is None else float(v) for v in base])
    c = np.array([math.nan if v is None else float(v) for v in cand])
    n = int(b.size)
    point_b, point_c = nanmean_rows(b[None, :])[0], nanmean_rows(c[None, :])[0]
    if n == 0 or math.isnan(point_b) or math.isnan(point_c):
        return Interval(None, None, None, n, "paired_bootstrap")
    diff = float(point_c - point_b)
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, n, size=(BOOTSTRAP_RESAMPLES, n))
    samples = nanmean_rows(c[idx]) - nanmean_rows(b[idx])
    samples = samples[~np.isnan(samples)]
    if samples.size < 2:
        return Interval(diff, None, None, n, "paired_bootstrap")
    low, high = _percentile_interval(samples)
    return Interval(diff, low, high, n, "paired_bootstrap")
