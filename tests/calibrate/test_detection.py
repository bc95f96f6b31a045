"""Response-level precision, recall and F1 of a flag against labels, with bootstrap intervals."""

from __future__ import annotations

import pytest

from harness.calibrate.detection import detection


def test_figures_by_hand() -> None:
    # flagged: T T F F T T, labeled: T F F T T F -> tp 2, fp 2, fn 1
    d = detection([True, True, False, False, True, True], [True, False, False, True, True, False])
    assert (d.n, d.labeled, d.flagged, d.true_positives) == (6, 3, 4, 2)
    assert d.precision.value == pytest.approx(2 / 4)
    assert d.recall.value == pytest.approx(2 / 3)
    assert d.f1.value == pytest.approx(2 * 2 / (2 * 2 + 2 + 1))
    for figure in (d.precision, d.recall, d.f1):
        assert figure.low is not None and figure.high is not None
        assert figure.low <= (figure.value or 0.0) <= figure.high


def test_flag_all_baseline_has_the_positive_share_as_precision() -> None:
    labels = [True, False, False, False]
    d = detection([True] * 4, labels)
    assert d.precision.value == pytest.approx(0.25) and d.recall.value == 1.0
    assert d.f1.value == pytest.approx(2 * 0.25 / 1.25)


def test_nothing_flagged_and_nothing_labeled_are_undefined_not_zero() -> None:
    d = detection([False, False], [False, False])
    assert d.precision.value is None and d.recall.value is None and d.f1.value is None
    assert detection([], []).n == 0


def test_mismatched_lengths_are_refused() -> None:
    with pytest.raises(ValueError, match="3 flags for 2 labels"):
        detection([True, True, False], [True, False])
