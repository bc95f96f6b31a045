"""The one statistics module: the ``Interval`` every figure carries, Wilson, bootstrap,
McNemar exact, and Cohen's kappa (plain and quadratic-weighted) with its bootstrap.

All resampling is seeded (``BOOTSTRAP_SEED`` by default), so the same run gives the same
report. Kappa is undefined when the expected disagreement is 0 (both raters constant on one
and the same category): it is then NaN everywhere, never 1.0 or 0.0, and callers say why.
numpy and scipy load inside the functions that use them, so importing this module stays light, and
a bootstrap interval made before for the same values is read from the cache
(``harness.core.stats_cache``) without numpy.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from statistics import NormalDist
from typing import TYPE_CHECKING, Any

from harness.core.stats_cache import Bounds, cached_interval

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    FloatArray = NDArray[np.float64]

CONFIDENCE = 0.95
BOOTSTRAP_SEED = 13
BOOTSTRAP_RESAMPLES = 4000
_BOOTSTRAP_BLOCK = 1 << 18
"""Resampled values drawn at once by ``_bootstrap_mean`` (2 MiB of indices)."""


@dataclass(frozen=True)
class Interval:
    """A figure with its 95% interval and the n it was computed over.

    ``value`` is None when n is 0 (the figure is undefined); ``low``/``high`` are None when
    no interval can be formed (n = 0, a mean over a single value, no bootstrap asked for).
    ``method`` names how the bounds were made (``wilson``, ``bootstrap``, ``normal`` ...).
    """

    value: float | None
    low: float | None
    high: float | None
    n: int
    method: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def width(self) -> float:
        """``high - low``; NaN without bounds."""
        return math.nan if self.low is None or self.high is None else self.high - self.low

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
    """The proportion k/n with its Wilson score interval (no continuity correction).

    The closed form, with z the two-sided normal quantile of ``CONFIDENCE`` (the standard
    library's ``NormalDist``; scipy's ``binomtest(...).proportion_ci(method="wilson")`` gives the
    same numbers, checked in the tests, but costs a second to import on every run):
    centre = (p + z²/2n) / (1 + z²/n), half-width = z·sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n).
    """
    if n == 0:
        return Interval(None, None, None, 0, "wilson")
    p = k / n
    z = NormalDist().inv_cdf(1 - (1 - CONFIDENCE) / 2)
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half), n, "wilson")


def _percentile_interval(samples: np.ndarray) -> tuple[float, float]:
    import numpy as np

    alpha = (1 - CONFIDENCE) / 2
    low, high = np.quantile(samples, [alpha, 1 - alpha])
    return float(low), float(high)


def bootstrap_mean(values: Sequence[float], seed: int = BOOTSTRAP_SEED) -> Interval:
    """The mean with a seeded percentile bootstrap interval (resampled with numpy).

    A constant sample has the degenerate interval [mean, mean]; a single value has none. The same
    values with the same seed give the same interval, kept on disk (``cached_interval``).
    """
    data = [float(v) for v in values]
    n = len(data)
    if n == 0:
        return Interval(None, None, None, 0, "bootstrap")
    settings = {"seed": seed, "resamples": BOOTSTRAP_RESAMPLES, "confidence": CONFIDENCE}
    mean, low, high = cached_interval("bootstrap_mean", data, settings, lambda: _bootstrap_mean(data, seed))
    return Interval(mean, low, high, n, "bootstrap")


def _bootstrap_mean(values: Sequence[float], seed: int) -> Bounds:
    import numpy as np

    data = np.asarray(values, dtype=float)
    mean = float(data.mean())
    if data.size == 1:
        return mean, None, None
    if np.all(data == data[0]):
        # Every resample has the same mean.
        return mean, mean, mean
    # The same seeded resampling as ``paired_bootstrap_diff`` (numpy alone: scipy.stats costs
    # about a second to import on every run for what is a few lines of numpy).
    # drawn a block of resamples at a time (the same numbers as one draw of every resample: the
    # generator's stream is cut by rows), so 1,000 values cost a few MiB, not two 32 MiB matrices
    rng = np.random.default_rng(seed)
    rows = max(1, _BOOTSTRAP_BLOCK // data.size)
    blocks = [min(rows, BOOTSTRAP_RESAMPLES - at) for at in range(0, BOOTSTRAP_RESAMPLES, rows)]
    means = np.concatenate(
        [data[rng.integers(0, data.size, size=(k, data.size))].mean(axis=1) for k in blocks]
    )
    low, high = _percentile_interval(means)
    return mean, low, high


def prepare_bootstrap() -> None:
    """Import what a bootstrap interval that is not in the cache needs (numpy and its generator),
    ahead of its use."""
    _bootstrap_mean([0.0, 1.0], BOOTSTRAP_SEED)


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
    if b + c == 0:
        return McNemar(b, c, 1.0)
    from scipy import stats

    p = float(stats.binomtest(b, b + c, 0.5).pvalue)
    return McNemar(b, c, p)


def nanmean_rows(values: np.ndarray) -> np.ndarray:
    """Row means ignoring NaN; a row of only NaN gives NaN (without a warning)."""
    import numpy as np

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
    import numpy as np

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


# --------------------------------------------------------------------------- kappa


def percentile_interval(
    values: FloatArray, confidence: float, *, value: float | None, n: int, method: str = "bootstrap"
) -> tuple[Interval, int]:
    """The percentile interval of the finite bootstrap replicates ``values`` around the point
    estimate ``value`` over ``n`` items, and how many replicates were undefined (NaN)."""
    import numpy as np

    finite = values[np.isfinite(values)]
    undefined = int(values.size - finite.size)
    if finite.size == 0:
        return Interval(value, None, None, n, method), undefined
    tail = (1.0 - confidence) / 2.0 * 100.0
    low, high = np.percentile(finite, [tail, 100.0 - tail])
    return Interval(value, float(low), float(high), n, method), undefined


def bootstrap_indices(n: int, n_boot: int, seed: int) -> NDArray[np.int64]:
    """``n_boot`` resamples (with replacement) of ``n`` item positions; row b is resample b."""
    import numpy as np

    rng = np.random.default_rng(seed)
    return rng.integers(0, n, size=(n_boot, n))


def confusion_stack(
    codes_a: NDArray[np.int64], codes_b: NDArray[np.int64], k: int, index: NDArray[np.int64]
) -> NDArray[np.int64]:
    """Confusion matrices (rows a, columns b) of every resample: shape (n_boot, k, k)."""
    import numpy as np

    cells = codes_a[index] * k + codes_b[index]
    offsets = np.arange(index.shape[0])[:, None] * (k * k)
    counts = np.bincount((cells + offsets).ravel(), minlength=index.shape[0] * k * k)
    return counts.reshape(index.shape[0], k, k)


def disagreement_weights(k: int, quadratic: bool) -> FloatArray:
    import numpy as np

    i, j = np.indices((k, k))
    return ((i - j) ** 2).astype(float) if quadratic else (i != j).astype(float)


def kappa_from_confusion(confusion: NDArray[np.int64], quadratic: bool = False) -> FloatArray:
    """Cohen's kappa of each confusion matrix in a (..., k, k) stack; NaN where undefined.

    kappa = 1 - sum(W * observed) / sum(W * expected), expected = outer(row sums, column
    sums) / n, W the disagreement weights; undefined when the expected disagreement is 0
    (both raters constant on one category). Checked against scikit-learn in the tests.
    """
    import numpy as np

    c = confusion.astype(float)
    n = c.sum(axis=(-2, -1), keepdims=True)
    expected = c.sum(axis=-1, keepdims=True) * c.sum(axis=-2, keepdims=True) / np.where(n == 0, 1, n)
    w = disagreement_weights(c.shape[-1], quadratic)
    observed_d = (w * c).sum(axis=(-2, -1))
    expected_d = (w * expected).sum(axis=(-2, -1))
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(expected_d > 0, 1.0 - observed_d / np.where(expected_d > 0, expected_d, 1), np.nan)


def kappa(codes_a: Sequence[int], codes_b: Sequence[int], k: int, quadratic: bool = False) -> float:
    """Cohen's kappa over paired category codes 0..k-1; NaN when undefined (see module doc)."""
    import numpy as np

    a = np.asarray(codes_a, dtype=np.int64)
    b = np.asarray(codes_b, dtype=np.int64)
    if a.size == 0:
        return math.nan
    confusion = confusion_stack(a, b, k, np.arange(a.size)[None, :])[0]
    return float(kappa_from_confusion(confusion, quadratic))
