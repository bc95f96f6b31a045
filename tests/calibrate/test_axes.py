"""Agreement of two raters on one axis: kappa (plain and quadratic-weighted) and mean absolute error."""

from __future__ import annotations

import math

import numpy as np
from sklearn.metrics import cohen_kappa_score

from harness.calibrate.axes import categorical_agreement, mae_agreement

A = [0, 1, 2, 0, 1, 2, 0, 0, 1, 2]
B = [0, 1, 1, 0, 2, 2, 0, 1, 1, 2]
LABELS = ("correct", "wrong", "refused")


def test_kappa_confusion_and_observed_agreement_without_bootstrap() -> None:
    axis, stack = categorical_agreement(
        "factuality", A, B, LABELS, quadratic=False, na_mismatch=1, index=None, confidence=0.95
    )
    assert stack is None and axis.interval.low is None and axis.interval.high is None
    assert axis.statistic == "kappa" and axis.n == 10 and axis.na_mismatch == 1
    assert math.isclose(axis.value, cohen_kappa_score(A, B), rel_tol=1e-9)
    assert axis.observed_agreement == 0.7
    assert axis.confusion == ((3, 1, 0), (0, 2, 1), (0, 1, 2))
    assert sum(map(sum, axis.confusion)) == 10


def test_quadratic_kappa_with_a_seeded_bootstrap_interval() -> None:
    index = np.random.default_rng(0).integers(0, len(A), size=(200, len(A)))
    axis, stack = categorical_agreement(
        "refusal_quality", A, B, LABELS, quadratic=True, na_mismatch=0, index=index, confidence=0.9
    )
    assert axis.statistic == "quadratic_weighted_kappa"
    assert math.isclose(axis.value, cohen_kappa_score(A, B, weights="quadratic"), rel_tol=1e-9)
    assert stack is not None and stack.shape == (200, 3, 3)
    low, high = axis.interval.low, axis.interval.high
    assert low is not None and high is not None and low <= axis.value <= high


def test_a_single_shared_category_has_no_kappa_and_says_why() -> None:
    axis, _ = categorical_agreement(
        "factuality",
        [0, 0, 0],
        [0, 0, 0],
        LABELS,
        quadratic=False,
        na_mismatch=0,
        index=None,
        confidence=0.95,
    )
    assert math.isnan(axis.value) and axis.observed_agreement == 1.0
    assert "kappa undefined" in axis.note


def test_no_items_gives_nan_and_a_note() -> None:
    axis, stack = categorical_agreement(
        "factuality", [], [], LABELS, quadratic=False, na_mismatch=2, index=None, confidence=0.95
    )
    assert stack is None and axis.n == 0 and math.isnan(axis.value) and axis.confusion == ()
    assert axis.note == "no items where both raters gave a value"
    assert mae_agreement("extra_claim_count", [], [], index=None, confidence=0.95).note == "no items"


def test_mean_absolute_error_of_counts() -> None:
    axis = mae_agreement("extra_claim_count", [0, 1, 3, 2], [0, 2, 1, 2], index=None, confidence=0.95)
    assert axis.statistic == "mae" and axis.n == 4
    assert axis.value == 0.75 and axis.observed_agreement == 0.5
    index = np.random.default_rng(1).integers(0, 4, size=(100, 4))
    booted = mae_agreement("extra_claim_count", [0, 1, 3, 2], [0, 2, 1, 2], index=index, confidence=0.95)
    low, high = booted.interval.low, booted.interval.high
    assert low is not None and high is not None and 0 <= low <= 0.75 <= high <= 2
