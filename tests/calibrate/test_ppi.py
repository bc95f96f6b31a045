"""Prediction-powered inference on hand-computed cases, the width curve, and a seeded simulation."""

from __future__ import annotations

import math

import numpy as np
import pytest

from harness.calibrate.ppi import bucket_rates, ppi_mean, stratum_weights, width_curve
from harness.core.errors import HarnessError

Z95 = 1.959963984540054


def test_ppi_mean_by_hand() -> None:
    # Labeled n = 4: gold Y = 1 0 1 1, grader f = 1 0 0 1. All N = 8 (the four labeled first):
    # f_all = 1 0 0 1 1 0 1 0.
    # mean(f_all) = 4/8 = 0.5; rectifier Y - f = 0 0 1 0, mean 0.25 -> theta = 0.75.
    # var(f_all, ddof 1) = 8 * 0.25 / 7 = 2/7; var(rect, ddof 1) = (3 * 0.0625 + 0.5625) / 3 = 0.25.
    # se = sqrt((2/7) / 8 + 0.25 / 4) = sqrt(0.0357143 + 0.0625) = sqrt(0.0982143) = 0.3133916.
    # Classical: mean(Y) = 0.75, var(Y, ddof 1) = 0.25, se = sqrt(0.25 / 4) = 0.25.
    est = ppi_mean([1, 0, 1, 1], [1, 0, 0, 1], [1, 0, 0, 1, 1, 0, 1, 0])
    assert est.estimate == pytest.approx(0.75)
    assert est.grader_mean == pytest.approx(0.5)
    assert est.rectifier == pytest.approx(0.25)
    se = math.sqrt((2 / 7) / 8 + 0.25 / 4)
    assert est.se == pytest.approx(se)
    assert est.se == pytest.approx(0.3133916, abs=1e-7)
    assert est.interval.low == pytest.approx(0.75 - Z95 * se)
    assert est.interval.high == pytest.approx(0.75 + Z95 * se)
    assert est.classical == pytest.approx(0.75)
    assert est.classical_interval.high == pytest.approx(0.75 + Z95 * 0.25)


def test_weighted_bucket_rate_by_hand() -> None:
    # N = 10 answers: the grader says correct on q0-q5 and wrong on q6-q9 (wrong rate 0.4).
    # A stratified sample labels 2 of each grader bucket: q0, q1 (grader correct) and q6, q7.
    # Gold: q0 correct, q1 wrong, q6 wrong, q7 wrong.
    # Weights (N_h/N)/(n_h/n): correct 0.6/0.5 = 1.2, wrong 0.4/0.5 = 0.8.
    # "wrong" rate: rectifier w*(Y - f) = 1.2*0, 1.2*(1-0), 0.8*0, 0.8*0 = 0, 1.2, 0, 0 -> mean 0.3.
    # theta = 0.4 + 0.3 = 0.7 (= 0.6 * P(gold wrong | grader correct) 0.5 + 0.4 * 1.0).
    # var(f_all) = (4*0.36 + 6*0.16)/9 = 2.4/9; var(rect) = (3*0.09 + 0.81)/3 = 0.36.
    # se = sqrt((2.4/9)/10 + 0.36/4) = sqrt(0.0266667 + 0.09) = 0.3415650.
    grader = {f"q{i}": ("correct" if i < 6 else "wrong") for i in range(10)}
    gold = {"q0": "correct", "q1": "wrong", "q6": "wrong", "q7": "wrong"}
    rates = bucket_rates(gold, grader)  # type: ignore[arg-type]
    assert rates.weighted and rates.note == ""
    wrong = next(r for r in rates.rates if r.bucket == "wrong")
    assert wrong.grader_rate == pytest.approx(0.4)
    assert wrong.gold_rate_labeled == pytest.approx(0.75)
    assert wrong.ppi.estimate == pytest.approx(0.7)
    assert wrong.ppi.se == pytest.approx(math.sqrt((2.4 / 9) / 10 + 0.36 / 4))
    assert wrong.ppi.se == pytest.approx(0.3415650, abs=1e-7)
    # 0.7 -/+ 1.96 * 0.3416 = [0.0305, 1.3695], clipped to [0.0305, 1]
    assert wrong.ppi.interval.low == pytest.approx(0.7 - Z95 * wrong.ppi.se)
    assert wrong.ppi.interval.high == 1.0
    correct = next(r for r in rates.rates if r.bucket == "correct")
    # correct: theta = 0.6 + mean(1.2*0, 1.2*(0-1), 0, 0) = 0.6 - 0.3 = 0.3; the rates sum to 1.
    assert correct.ppi.estimate == pytest.approx(0.3)
    assert sum(r.ppi.estimate for r in rates.rates) == pytest.approx(1.0)


def test_stratum_weights() -> None:
    # 6 of 10 answers are "c", 4 are "w"; labels 2 c and 2 w -> 1.2 and 0.8.
    assert stratum_weights(["c", "c", "w", "w"], ["c"] * 6 + ["w"] * 4) == pytest.approx([1.2, 1.2, 0.8, 0.8])
    # a grader bucket without labels cannot be weighted
    assert stratum_weights(["c", "c"], ["c"] * 6 + ["w"] * 4) is None


def test_unlabeled_grader_bucket_falls_back_with_a_note() -> None:
    grader = {f"q{i}": ("correct" if i < 6 else "refused") for i in range(10)}
    gold = {"q0": "correct", "q1": "wrong", "q2": "correct"}
    rates = bucket_rates(gold, grader)  # type: ignore[arg-type]
    assert not rates.weighted
    assert "refused" in rates.note


def test_width_curve_formula() -> None:
    # From the hand case above: var_grader 2/7 over N = 8, var_rectifier 0.25.
    est = ppi_mean([1, 0, 1, 1], [1, 0, 0, 1], [1, 0, 0, 1, 1, 0, 1, 0])
    curve = width_curve(est, [2, 4, 8, 9])
    assert [p.n_labels for p in curve] == [2, 4, 8]  # more labels than answers is left out
    four = curve[1]
    assert four.ppi_width == pytest.approx(2 * Z95 * math.sqrt((2 / 7) / 8 + 0.25 / 4))
    assert four.ppi_width == pytest.approx(est.interval.width)
    assert four.classical_width == pytest.approx(2 * Z95 * 0.25)
    assert curve[0].ppi_width > curve[1].ppi_width > curve[2].ppi_width


def test_too_few_labels_is_a_user_error() -> None:
    with pytest.raises(HarnessError, match="at least 2"):
        ppi_mean([1], [1], [1, 0, 1])


def test_ppi_corrects_a_biased_grader_in_simulation() -> None:
    # 4,000 answers, true wrong-rate 0.30; the grader misses a third of the wrong answers and
    # flags 5% of the others, so its raw rate is about 0.2 + 0.035 = 0.235. 300 random labels.
    rng = np.random.default_rng(11)
    truth = rng.random(4000) < 0.30
    grader = np.where(truth, rng.random(4000) > 1 / 3, rng.random(4000) < 0.05).astype(float)
    labeled = rng.choice(4000, 300, replace=False)
    est = ppi_mean(truth[labeled].astype(float), grader[labeled], grader)
    true_rate = truth.mean()
    assert abs(grader.mean() - true_rate) > 0.05  # the raw grader rate is clearly biased
    assert est.interval.low <= true_rate <= est.interval.high
    # an accurate grader makes PPI tighter than the gold-only interval on the same labels
    assert est.interval.width < est.classical_interval.width
