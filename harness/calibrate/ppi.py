"""Prediction-powered inference: bias-corrected means from a grader on all N answers plus n gold labels.

For a quantity Y (e.g. "this answer is wrong", 0 or 1), the grader's guess f on every
answer and the gold Y on a labeled subset give

    theta_PPI = mean(f over all N) + mean(w * (Y - f) over the n labeled)
    se        = sqrt(var(f over all N) / N + var(w * (Y - f) over the n labeled) / n)
    interval  = theta_PPI -/+ z * se,  z the normal quantile (1.96 for 95%)

with sample variances (ddof = 1; ``ppi-python`` uses ddof = 0, a difference under 2% of
the width from n = 30 on). The second term corrects the grader's bias; its variance is
small when the grader agrees with the gold, which is where the gain over the classical
interval mean(Y) -/+ z * sd(Y) / sqrt(n) comes from. ``w`` are inverse-sampling weights
with mean 1 (all 1 for a uniform random sample); see ``bucket_rates`` for how a sample
stratified by the grader's buckets is weighted. This is the original PPI estimator
(Angelopoulos et al., 2023), lambda = 1.

Power-tuned PPI (PPI++, Angelopoulos, Duchi and Zrnic, 2023) weighs the grader by lambda:

    theta_lambda = lambda * mean(f over all N) + mean(w * (Y - lambda * f) over the n labeled)
    se_lambda^2  = lambda^2 * var(f over all N) / N + var(w * (Y - lambda * f)) / n
    lambda*      = cov(w * Y, w * f) / (n / N * var(f over all N) + var(w * f)),  clipped to [0, 1]

lambda* minimises se_lambda^2, which is a convex quadratic in lambda when the variances and
the covariance are all taken with the same ddof (expand var(wY - lambda wf)); so the PPI++
interval is never wider than PPI's (lambda = 1) nor the classical one (lambda = 0) on the
same data. A grader that tells nothing about the gold gets lambda near 0 and the gold-only
interval back, instead of an interval widened by its noise.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np
from scipy.stats import norm

from harness.core.errors import HarnessError
from harness.core.records import FACTUALITY_BUCKETS, Factuality
from harness.core.stats import Interval

LABEL_COUNTS: tuple[int, ...] = (10, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 2000, 5000)


@dataclass(frozen=True)
class PPIEstimate:
    """A prediction-powered mean with its interval, and the classical gold-only one beside it."""

    estimate: float
    interval: Interval
    se: float
    n_labeled: int
    n_all: int
    grader_mean: float
    """mean(f) over all N answers."""
    rectifier: float
    """mean(w * (Y - f)) over the n labeled answers: the grader's bias, with the sign flipped."""
    var_grader: float
    var_rectifier: float
    classical: float
    """mean(w * Y) over the labeled answers alone."""
    classical_interval: Interval
    var_gold: float
    lam: float = 1.0
    """The grader's weight: 1 for PPI, power-tuned (PPI++) in [0, 1]."""
    var_grader_labeled: float = math.nan
    """var(w * f) over the labeled answers."""
    cov_gold_grader: float = math.nan
    """cov(w * Y, w * f) over the labeled answers."""

    def se_at(self, n_labels: int, lam: float | None = None) -> float:
        """The standard error expected with ``n_labels`` labels (and this N), from the spreads measured now.

        ``lam`` None: the power-tuned lambda for that n (the PPI++ interval then); else that lambda.
        """
        a = self.var_grader / self.n_all
        b, c, d = self.var_gold, self.cov_gold_grader, self.var_grader_labeled
        if lam is None:
            lam = tuned_lambda(c, n_labels * a + d)
        return math.sqrt(max(0.0, lam * lam * a + (b - 2 * lam * c + lam * lam * d) / n_labels))


@dataclass(frozen=True)
class WidthPoint:
    """The expected 95% interval width with n labels: PPI and classical (gold only)."""

    n_labels: int
    ppi_width: float
    classical_width: float


def z_value(confidence: float) -> float:
    if not 0.0 < confidence < 1.0:
        raise HarnessError(f"confidence {confidence} is not between 0 and 1", "use e.g. 0.95")
    return float(norm.ppf(1.0 - (1.0 - confidence) / 2.0))


def tuned_lambda(cov: float, denominator: float) -> float:
    """PPI++'s lambda* = cov / denominator clipped to [0, 1]; 1 (plain PPI) when the grader is constant."""
    if not denominator > 0:
        return 1.0
    return float(min(1.0, max(0.0, cov / denominator)))


def ppi_mean(
    gold: Sequence[float],
    grader_labeled: Sequence[float],
    grader_all: Sequence[float],
    *,
    weights: Sequence[float] | None = None,
    confidence: float = 0.95,
    lam: float | None = 1.0,
) -> PPIEstimate:
    """The PPI mean and interval (formulas in the module docstring); ``lam=None`` power-tunes it (PPI++)."""
    y = np.asarray(gold, dtype=float)
    f_lab = np.asarray(grader_labeled, dtype=float)
    f_all = np.asarray(grader_all, dtype=float)
    w = np.ones_like(y) if weights is None else np.asarray(weights, dtype=float)
    n, big_n = y.size, f_all.size
    if n < 2 or big_n < 2:
        raise HarnessError(
            f"prediction-powered inference needs at least 2 labeled and 2 graded answers (have {n}, {big_n})",
            "label more answers",
        )
    if f_lab.size != n or w.size != n:
        raise ValueError("gold, grader_labeled and weights must have the same length")
    z = z_value(confidence)
    var_f = float(np.var(f_all, ddof=1))
    weighted_y, weighted_f = w * y, w * f_lab
    var_y, var_wf = float(np.var(weighted_y, ddof=1)), float(np.var(weighted_f, ddof=1))
    cov = float(np.cov(weighted_y, weighted_f, ddof=1)[0, 1])
    if lam is None:
        lam = tuned_lambda(cov, n / big_n * var_f + var_wf)
    rect = w * (y - lam * f_lab)
    var_rect = float(np.var(rect, ddof=1))
    estimate = float(lam * f_all.mean() + rect.mean())
    se = math.sqrt(lam * lam * var_f / big_n + var_rect / n)
    classical = float(weighted_y.mean())
    classical_se = math.sqrt(var_y / n)
    return PPIEstimate(
        estimate=estimate,
        interval=Interval(
            estimate, estimate - z * se, estimate + z * se, n, "ppi" if lam == 1.0 else "ppi++"
        ),
        se=se,
        n_labeled=n,
        n_all=big_n,
        grader_mean=float(f_all.mean()),
        rectifier=float(rect.mean()),
        var_grader=var_f,
        var_rectifier=var_rect,
        classical=classical,
        classical_interval=Interval(
            classical, classical - z * classical_se, classical + z * classical_se, n, "normal"
        ),
        var_gold=var_y,
        lam=lam,
        var_grader_labeled=var_wf,
        cov_gold_grader=cov,
    )


def width_curve(
    estimate: PPIEstimate, label_counts: Sequence[int] | None = None, *, confidence: float = 0.95
) -> tuple[WidthPoint, ...]:
    """Expected interval widths for other label counts, from the variances measured now.

    width_PPI(n) = 2 z sqrt(var_grader / N + var_rectifier / n);
    width_classical(n) = 2 z sqrt(var_gold / n). Label counts above N are left out.
    """
    z = z_value(confidence)
    counts = label_counts or sorted({*LABEL_COUNTS, estimate.n_labeled, estimate.n_all})
    return tuple(
        WidthPoint(
            n_labels=n,
            ppi_width=2
            * z
            * math.sqrt(estimate.lam**2 * estimate.var_grader / estimate.n_all + estimate.var_rectifier / n),
            classical_width=2 * z * math.sqrt(estimate.var_gold / n),
        )
        for n in counts
        if 2 <= n <= estimate.n_all
    )


@dataclass(frozen=True)
class BucketRate:
    """One factuality bucket's rate: the grader's raw rate and the PPI-corrected one."""

    bucket: Factuality
    grader_rate: float
    """Share of all N answers the grader put in this bucket."""
    gold_rate_labeled: float
    """Share of the labeled answers the gold put in this bucket (unweighted)."""
    ppi: PPIEstimate
    widths: tuple[WidthPoint, ...]
    ppi_plus: PPIEstimate | None = None
    """The power-tuned (PPI++) rate on the same labels and weights."""


@dataclass(frozen=True)
class BucketRates:
    rates: tuple[BucketRate, ...]
    weighted: bool
    """True when the labels were post-stratified by the grader's buckets."""
    note: str = ""


def stratum_weights(labeled_buckets: Sequence[str], all_buckets: Sequence[str]) -> list[float] | None:
    """Post-stratification weights (N_h / N) / (n_h / n) by grader bucket h; None if a bucket has no labels.

    A sample stratified by the grader's buckets over-represents rare buckets; weighting each
    label by its bucket's share of all answers over its share of the labels undoes that. For
    a uniform random sample the weights are close to 1, and weighting is still valid.
    """
    n, big_n = len(labeled_buckets), len(all_buckets)
    share_all = {b: all_buckets.count(b) / big_n for b in set(all_buckets)}
    share_lab = {b: labeled_buckets.count(b) / n for b in set(labeled_buckets)}
    if any(b not in share_lab for b in share_all):
        return None
    return [share_all[b] / share_lab[b] for b in labeled_buckets]


def _clip(interval: Interval) -> Interval:
    low = None if interval.low is None else max(0.0, interval.low)
    high = None if interval.high is None else min(1.0, interval.high)
    return dataclasses.replace(interval, low=low, high=high)


def clip_estimate(estimate: PPIEstimate) -> PPIEstimate:
    """A rate's estimate with both intervals clipped to [0, 1] (the point estimate as computed)."""
    return replace(
        estimate, interval=_clip(estimate.interval), classical_interval=_clip(estimate.classical_interval)
    )


def bucket_rates(
    gold: Mapping[str, Factuality], grader: Mapping[str, Factuality], *, confidence: float = 0.95
) -> BucketRates:
    """PPI rate of each factuality bucket: ``grader`` covers all answers, ``gold`` a labeled subset.

    The rate intervals are clipped to [0, 1]; the point estimate is left as computed.
    """
    labeled = [q for q in grader if q in gold]
    all_buckets = list(grader.values())
    lab_buckets = [grader[q] for q in labeled]
    weights = stratum_weights(lab_buckets, all_buckets)
    note = ""
    if weights is None:
        missing = sorted({b for b in all_buckets} - set(lab_buckets))
        note = (
            f"no labels in grader bucket(s) {', '.join(missing)}: the labels are taken as a uniform "
            "random sample (unweighted PPI)"
        )
    rates = []
    for bucket in FACTUALITY_BUCKETS:
        inputs = (
            [float(gold[q] == bucket) for q in labeled],
            [float(grader[q] == bucket) for q in labeled],
            [float(b == bucket) for b in all_buckets],
        )
        estimate = ppi_mean(*inputs, weights=weights, confidence=confidence)
        tuned = ppi_mean(*inputs, weights=weights, confidence=confidence, lam=None)
        widths = width_curve(estimate, confidence=confidence)
        # A rate lives in [0, 1]; the normal interval can spill over with few labels.
        estimate, tuned = (clip_estimate(e) for e in (estimate, tuned))
        rates.append(
            BucketRate(
                bucket=bucket,
                grader_rate=estimate.grader_mean,
                gold_rate_labeled=float(np.mean([gold[q] == bucket for q in labeled])),
                ppi=estimate,
                widths=widths,
                ppi_plus=tuned,
            )
        )
    return BucketRates(tuple(rates), weighted=weights is not None, note=note)
