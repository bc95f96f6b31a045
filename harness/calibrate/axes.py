"""Agreement of two raters on each rubric axis, with a seeded percentile-bootstrap interval.

Kappa and its bootstrap come from :mod:`harness.core.stats` (one formula, checked against
scikit-learn in the tests), which keeps 1,000 resamples cheap. ``refusal_quality`` uses the
quadratic-weighted kappa (disagreement weight (i - j)^2), the usual choice for an ordinal 0-3
scale: a 0-vs-3 disagreement costs nine times a 0-vs-1.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np
from numpy.typing import NDArray

from harness.core.stats import Interval, confusion_stack, kappa, kappa_from_confusion, percentile_interval

Statistic = Literal["kappa", "quadratic_weighted_kappa", "mae"]


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


def _defined(value: float) -> float | None:
    return None if math.isnan(value) else value


def _none(n: int, value: float = math.nan) -> Interval:
    """No interval (no bootstrap asked for, or nothing to resample)."""
    return Interval(_defined(value), None, None, n, "bootstrap")


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
            axis, statistic, math.nan, _none(0), 0, math.nan, tuple(labels), (), na_mismatch, note
        ), None
    confusion = confusion_stack(a, b, k, np.arange(a.size)[None, :])[0]
    value = kappa(codes_a, codes_b, k, quadratic)
    if math.isnan(value):
        notes.append("kappa undefined: both raters used a single, identical category (no chance baseline)")
    interval, stack = _none(int(a.size), value), None
    if index is not None:
        stack = confusion_stack(a, b, k, index)
        replicates = kappa_from_confusion(stack, quadratic)
        interval, undefined = percentile_interval(
            replicates, confidence, value=_defined(value), n=int(a.size)
        )
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
        return AxisAgreement(axis, "mae", math.nan, _none(0), 0, math.nan, note="no items")
    mae = float(diff.mean())
    interval = _none(int(diff.size), mae)
    if index is not None:
        interval, _ = percentile_interval(diff[index].mean(axis=1), confidence, value=mae, n=int(diff.size))
    return AxisAgreement(
        axis=axis,
        statistic="mae",
        value=mae,
        interval=interval,
        n=int(diff.size),
        observed_agreement=float(np.mean(diff == 0)),
    )
