"""The label budget: stratified PPI over the protocol's strata, and how many labels a target width needs.

Stratified PPI (Fisch et al., 2024): the answers fall in strata k (here the protocol's
question strata: answerable, unanswerable, adversarial, retrieval-null ...) holding a share
W_k = N_k / N of them. Within each stratum the labels are taken as a uniform random sample
and the stratum's rate gets its own power-tuned PPI++ estimate; then

    theta = sum_k W_k * theta_k,    se^2 = sum_k W_k^2 * se_k^2.

A grader that is good on some strata and poor on others is trusted per stratum, so the
interval is tighter than one global lambda allows when the strata differ.

The planner (``plan_labels``) takes the spreads a PPI++ estimate measured (var f over the N
answers, var(w Y), var(w f), cov(w Y, w f) over the labels) as the truth and finds the
smallest label count n whose expected interval, with lambda re-tuned for that n,

    width(n) = 2 z sqrt(lambda*(n)^2 var_f / N + (var(wY) - 2 lambda*(n) cov + lambda*(n)^2 var(wf)) / n)

is at most the width asked for; new labels are assumed drawn as the current ones were.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from harness.calibrate.ppi import PPIEstimate, clip_estimate, ppi_mean, z_value
from harness.core.errors import HarnessError
from harness.core.records import FACTUALITY_BUCKETS, Factuality
from harness.core.stats import Interval


@dataclass(frozen=True)
class StratumPart:
    stratum: str
    share: float
    """W_k = N_k / N."""
    estimate: PPIEstimate


@dataclass(frozen=True)
class StratifiedRate:
    """One bucket's rate by stratified PPI++."""

    bucket: Factuality
    estimate: float
    interval: Interval
    se: float
    parts: tuple[StratumPart, ...]


def stratified_ppi(
    gold: Mapping[str, float],
    grader: Mapping[str, float],
    strata: Mapping[str, str],
    *,
    confidence: float = 0.95,
) -> tuple[float, float, tuple[StratumPart, ...]]:
    """(estimate, se, parts) of the mean of Y over every answer in ``grader`` (formula in the docstring)."""
    missing = sorted(q for q in grader if q not in strata)
    if missing:
        raise HarnessError(
            f"{len(missing)} answers have no stratum (e.g. {missing[0]})", "pass the run's question set"
        )
    big_n = len(grader)
    parts = []
    for stratum in sorted({strata[q] for q in grader}):
        members = [q for q in grader if strata[q] == stratum]
        labeled = [q for q in members if q in gold]
        if len(labeled) < 2 or len(members) < 2:
            raise HarnessError(
                f"stratum {stratum} has {len(labeled)} labeled of {len(members)} answers; stratified PPI "
                "needs at least 2 of each in every stratum",
                f"label at least 2 answers of stratum {stratum}",
            )
        estimate = ppi_mean(
            [gold[q] for q in labeled],
            [grader[q] for q in labeled],
            [grader[q] for q in members],
            confidence=confidence,
            lam=None,
        )
        parts.append(StratumPart(stratum, len(members) / big_n, estimate))
    value = sum(p.share * p.estimate.estimate for p in parts)
    se = math.sqrt(sum((p.share * p.estimate.se) ** 2 for p in parts))
    return value, se, tuple(parts)


def stratified_bucket_rates(
    gold: Mapping[str, Factuality],
    grader: Mapping[str, Factuality],
    strata: Mapping[str, str],
    *,
    confidence: float = 0.95,
) -> tuple[StratifiedRate, ...]:
    """Stratified PPI++ rate of each factuality bucket (intervals clipped to [0, 1])."""
    z = z_value(confidence)
    rates = []
    n = sum(q in gold for q in grader)
    for bucket in FACTUALITY_BUCKETS:
        value, se, parts = stratified_ppi(
            {q: float(b == bucket) for q, b in gold.items()},
            {q: float(b == bucket) for q, b in grader.items()},
            strata,
            confidence=confidence,
        )
        interval = Interval(value, max(0.0, value - z * se), min(1.0, value + z * se), n, "stratified ppi++")
        parts = tuple(StratumPart(p.stratum, p.share, clip_estimate(p.estimate)) for p in parts)
        rates.append(StratifiedRate(bucket, value, interval, se, parts))
    return tuple(rates)


@dataclass(frozen=True)
class LabelPlan:
    """How many labels bring one rate's PPI++ interval under ``target_width``."""

    name: str
    target_width: float
    n_labeled: int
    n_all: int
    width_now: float
    labels_needed: int | None
    """Total labels for the target (None: not reachable even by labeling every answer)."""
    width_at_needed: float | None
    width_if_all_labeled: float

    @property
    def more_labels(self) -> int | None:
        return None if self.labels_needed is None else max(0, self.labels_needed - self.n_labeled)


def expected_width(estimate: PPIEstimate, n_labels: int, *, confidence: float = 0.95) -> float:
    """The PPI++ interval width expected with ``n_labels`` labels (lambda re-tuned; docstring formula)."""
    return 2 * z_value(confidence) * estimate.se_at(n_labels)


def plan_labels(
    name: str, estimate: PPIEstimate, target_width: float, *, confidence: float = 0.95
) -> LabelPlan:
    """The smallest label count whose expected PPI++ width is at most ``target_width``."""
    if not 0 < target_width < 1:
        raise HarnessError(f"the target width {target_width} is not between 0 and 1", "pass e.g. --plan 0.1")
    big_n = estimate.n_all
    now = expected_width(estimate, estimate.n_labeled, confidence=confidence)
    full = expected_width(estimate, big_n, confidence=confidence)
    needed: int | None = None
    if full <= target_width:
        # width(n) falls as n grows: bisect for the first n under the target, never below the labels in hand
        low, high = estimate.n_labeled, big_n
        while low < high:
            mid = (low + high) // 2
            if expected_width(estimate, mid, confidence=confidence) <= target_width:
                high = mid
            else:
                low = mid + 1
        needed = low
    return LabelPlan(
        name=name,
        target_width=target_width,
        n_labeled=estimate.n_labeled,
        n_all=big_n,
        width_now=now,
        labels_needed=needed,
        width_at_needed=None if needed is None else expected_width(estimate, needed, confidence=confidence),
        width_if_all_labeled=full,
    )
