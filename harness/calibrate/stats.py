"""Agreement statistics on the rubric axes, each with a seeded percentile-bootstrap interval.

Kappa comes from scikit-learn's ``cohen_kappa_score``; the bootstrap resamples the items
and recomputes kappa from the resampled confusion matrices in one vectorized step (the same
formula, checked against scikit-learn in the tests), which keeps 1,000 resamples cheap.
``refusal_quality`` uses the quadratic-weighted kappa (disagreement weight (i - j)^2), the
usual choice for an ordinal 0-3 scale: a 0-vs-3 disagreement costs nine times a 0-vs-1.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np
from numpy.typing import NDArray
from sklearn.metrics import cohen_kappa_score

Statistic = Literal["kappa", "quadratic_weighted_kappa", "mae"]
FloatArray = NDArray[np.float64]


@dataclass(frozen=True)
class Interval:
    """A two-sided interval; NaN bounds when it could not be computed."""

    low: float
    high: float

    @property
    def width(self) -> float:
        return self.high - self.low


NAN_INTERVAL = Interval(math.nan, math.nan)


def percentile_interval(values: FloatArray, confidence: float) -> tuple[Interval, int]:
    """The percentile interval of the finite ``values`` and how many were undefined (NaN)."""
    finite = values[np.isfinite(values)]
    undefined = int(values.size - finite.size)
    if finite.size == 0:
        return NAN_INTERVAL, undefined
    tail = (1.0 - confidence) / 2.0 * 100.0
    low, high = np.percentile(finite, [tail, 100.0 - tail])
    return Interval(float(low), float(high)), undefined


def bootstrap_indices(n: int, n_boot: int, seed: int) -> NDArray[np.int64]:
    """``n_boot`` resamples (with replacement) of ``n`` item positions; row b is resample b."""
    rng = np.random.default_rng(seed)
    return rng.integers(0, n, size=(n_boot, n))


def confusion_stack(
    codes_a: NDArray[np.int64], codes_b: NDArray[np.int64], k: int, index: NDArray[np.int64]
) -> NDArray[np.int64]:
    """Confusion matrices (rows a, columns b) of every resample: shape (n_boot, k, k)."""
    cells = codes_a[index] * k + codes_b[index]
    offsets = np.arange(index.shape[0])[:, None] * (k * k)
    counts = np.bincount((cells + offsets).ravel(), minlength=index.shape[0] * k * k)
    return counts.reshape(index.shape[0], k, k)


def disagreement_weights(k: int, quadratic: bool) -> FloatArray:
    i, j = np.indices((k, k))
    return ((i - j) ** 2).astype(float) if quadratic else (i != j).astype(float)


def kappa_from_confusion(confusion: NDArray[np.int64], quadratic: bool = False) -> FloatArray:
    """Cohen's kappa of each confusion matrix in a (..., k, k) stack; NaN where undefined.

    kappa = 1 - sum(W * observed) / sum(W * expected), expected = outer(row sums, column
    sums) / n, W the disagreement weights; undefined when the expected disagreement is 0
    (both raters constant on one category).
    """
    c = confusion.astype(float)
    n = c.sum(axis=(-2, -1), keepdims=True)
    expected = c.sum(axis=-1, keepdims=True) * c.sum(axis=-2, keepdims=True) / np.where(n == 0, 1, n)
    w = disagreement_weights(c.shape[-1], quadratic)
    observed_d = (w * c).sum(axis=(-2, -1))
    expected_d = (w * expected).sum(axis=(-2, -1))
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(expected_d > 0, 1.0 - observed_d / np.where(expected_d > 0, expected_d, 1), np.nan)


def sklearn_kappa(codes_a: Sequence[int], codes_b: Sequence[int], k: int, quadratic: bool) -> float:
    """scikit-learn's Cohen's kappa over the category codes 0..k-1; NaN when undefined."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the undefined case is reported as NaN with a note
        value = cohen_kappa_score(
            list(codes_a),
            list(codes_b),
            labels=list(range(k)),
            weights="quadratic" if quadratic else None,
            replace_undefined_by=np.nan,
        )
    return float(value)


@dataclass(frozen=True)
class AxisAgreement:
    """How two raters (gold vs grader, labeler A vs B, grader A vs B) agree on one axis."""

    axis: str
    statistic: Statistic
    value: float
    """Kappa, quadratic-weighted kappa, or mean absolute error; NaN when undefined."""
    interval: Interval
    n: int
    """Items where both raters gave a value (n/a on either side leaves an item out)."""
    observed_agreement: float
    """Share of the n items with identical values."""
    labels: tuple[str, ...] = ()
    """Category names of the confusion matrix (empty for extra_claim_count)."""
    confusion: tuple[tuple[int, ...], ...] = ()
    """Rows: the first rater (gold), columns: the second (grader)."""
    na_mismatch: int = 0
    """Items where exactly one rater said n/a."""
    note: str = ""


def categorical_agreement(
    axis: str,
    codes_a: Sequence[int],
    codes_b: Sequence[int],
    labels: Sequence[str],
    *,
    quadratic: bool,
    na_mismatch: int,
    index: NDArray[np.int64] | None,
    confidence: float,
) -> tuple[AxisAgreement, NDArray[np.int64] | None]:
    """Kappa with its bootstrap interval; also returns the resampled confusion stack."""
    k = len(labels)
    a = np.asarray(codes_a, dtype=np.int64)
    b = np.asarray(codes_b, dtype=np.int64)
    statistic: Statistic = "quadratic_weighted_kappa" if quadratic else "kappa"
    notes: list[str] = []
    if a.size == 0:
        note = "no items where both raters gave a value"
        return AxisAgreement(
            axis, statistic, math.nan, NAN_INTERVAL, 0, math.nan, tuple(labels), (), na_mismatch, note
        ), None
    confusion = confusion_stack(a, b, k, np.arange(a.size)[None, :])[0]
    value = sklearn_kappa(codes_a, codes_b, k, quadratic)
    if math.isnan(value):
        notes.append("kappa undefined: both raters used a single, identical category (no chance baseline)")
    interval, stack = NAN_INTERVAL, None
    if index is not None:
        stack = confusion_stack(a, b, k, index)
        interval, undefined = percentile_interval(kappa_from_confusion(stack, quadratic), confidence)
        if undefined and not math.isnan(value):
            notes.append(
                f"{undefined} of {index.shape[0]} resamples had an undefined kappa and were left out"
            )
    agreement = AxisAgreement(
        axis=axis,
        statistic=statistic,
        value=value,
        interval=interval,
        n=int(a.size),
        observed_agreement=float(np.mean(a == b)),
        labels=tuple(labels),
        confusion=tuple(tuple(int(x) for x in row) for row in confusion),
        na_mismatch=na_mismatch,
        note="; ".join(notes),
    )
    return agreement, stack


def mae_agreement(
    axis: str,
    values_a: Sequence[int],
    values_b: Sequence[int],
    *,
    index: NDArray[np.int64] | None,
    confidence: float,
) -> AxisAgreement:
    """Mean absolute error between two counts, with its bootstrap interval."""
    diff = np.abs(np.asarray(values_a, dtype=float) - np.asarray(values_b, dtype=float))
    if diff.size == 0:
        return AxisAgreement(axis, "mae", math.nan, NAN_INTERVAL, 0, math.nan, note="no items")
    interval = NAN_INTERVAL
    if index is not None:
        interval, _ = percentile_interval(diff[index].mean(axis=1), confidence)
    return AxisAgreement(
        axis=axis,
        statistic="mae",
        value=float(diff.mean()),
        interval=interval,
        n=int(diff.size),
        observed_agreement=float(np.mean(diff == 0)),
    )
