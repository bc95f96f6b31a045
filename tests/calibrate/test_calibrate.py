"""``calibrate`` on a constructed gold/grader pair: kappa, precision/recall, PPI, degenerate cases."""

from __future__ import annotations

import json
import math

import pytest

from harness.calibrate.calibrate import calibrate
from harness.calibrate.render import format_calibration, jsonable
from harness.core.errors import HarnessError
from tests.calibrate.runs import gold, grade
from tests.calibrate.test_agreement import BUCKETS_A, BUCKETS_B, FACTUALITY_KAPPA


def constructed() -> tuple[list, list]:
    gold_rows = [gold(f"q{i}", b) for i, b in enumerate(BUCKETS_A)]
    grades = [grade(f"q{i}", b) for i, b in enumerate(BUCKETS_B)]
    return gold_rows, grades


def test_agreement_and_precision_recall_by_hand() -> None:
    gold_rows, grades = constructed()
    result = calibrate(gold_rows, grades, n_boot=300, seed=2)
    assert result.grader == "heuristic" and result.n_matched == 10
    assert result.axes[0].value == pytest.approx(FACTUALITY_KAPPA)
    # Confusion rows gold, columns grader: c 3 1 0 0 | w 0 2 0 0 | u 1 0 1 0 | r 0 0 0 2.
    # precision = diagonal / column sum, recall = diagonal / row sum:
    expected = {
        "correct": (3 / 4, 3 / 4),
        "wrong": (2 / 3, 2 / 2),
        "unsupported": (1 / 1, 1 / 2),
        "refused": (2 / 2, 2 / 2),
    }
    for b in result.buckets:
        precision, recall = expected[b.bucket]
        assert b.precision == pytest.approx(precision)
        assert b.recall == pytest.approx(recall)
        assert b.precision_interval.low <= b.precision <= b.precision_interval.high
    # gold covers every graded answer, so PPI is exactly the gold rate (weights all 1):
    # theta = mean(f) + mean(Y - f) = mean(Y); wrong: 2/10, unsupported 2/10.
    rates = {r.bucket: r for r in result.rates}
    assert rates["wrong"].ppi.estimate == pytest.approx(0.2)
    assert rates["wrong"].grader_rate == pytest.approx(0.3)
    assert rates["unsupported"].ppi.estimate == pytest.approx(0.2)


def test_ppi_uses_all_graded_answers() -> None:
    # 10 labeled answers as above plus 10 unlabeled ones the grader calls "correct".
    # Grader on N = 20: wrong rate 3/20 = 0.15. Grader buckets, labeled c 4, w 3, u 1, r 2 of 10;
    # all c 14, w 3, u 1, r 2 of 20. Weights (N_h/N)/(n_h/n): c (14/20)/(4/10) = 1.75,
    # w (3/20)/(3/10) = 0.5, u (1/20)/(1/10) = 0.5, r (2/20)/(2/10) = 0.5.
    # Rectifier for "wrong" (Y - f per labeled item, weighted):
    #   q3: gold c, grader w -> (0 - 1) * 0.5 = -0.5; q4, q5: gold w, grader w -> 0;
    #   q0..q2, q7 grader c: gold c, c, c, u -> 0; q6 u/u, q8, q9 r/r -> 0.
    # mean rectifier = -0.5 / 10 = -0.05 -> theta = 0.15 - 0.05 = 0.10
    # (= P(grader c) 0.7 * P(gold w | grader c) 0 + 0.15 * 2/3 + 0.05 * 0 + 0.1 * 0 = 0.1).
    gold_rows, grades = constructed()
    grades += [grade(f"x{i}", "correct") for i in range(10)]
    result = calibrate(gold_rows, grades, n_boot=0)
    wrong = next(r for r in result.rates if r.bucket == "wrong")
    assert result.rates_weighted
    assert wrong.grader_rate == pytest.approx(0.15)
    assert wrong.ppi.estimate == pytest.approx(0.10)
    assert result.n_graded == 20 and result.n_matched == 10
    assert result.axes[0].interval.low is None  # n_boot=0: no intervals, no crash


def test_constant_axis_reports_nan_and_a_note() -> None:
    gold_rows = [gold(f"q{i}", "correct") for i in range(6)]
    grades = [grade(f"q{i}", "correct") for i in range(6)]
    result = calibrate(gold_rows, grades, n_boot=100)
    assert math.isnan(result.axes[0].value)
    assert any("factuality: kappa undefined" in note for note in result.notes)
    text = format_calibration(result)
    assert "n/a" in text
    # JSON output never carries NaN (invalid JSON); undefined values are null
    dumped = json.dumps(jsonable(result), allow_nan=False)
    assert '"value": null' in dumped


def test_gold_for_answers_the_grader_did_not_grade_is_an_error() -> None:
    gold_rows, grades = constructed()
    with pytest.raises(HarnessError, match="no grade by heuristic: q9"):
        calibrate(gold_rows, grades[:-1])


def test_mixed_graders_are_an_error() -> None:
    gold_rows, grades = constructed()
    grades[0] = grade("q0", "correct", "reference")
    with pytest.raises(HarnessError, match="one grader"):
        calibrate(gold_rows, grades)


def test_undetermined_grades_are_left_out_and_named() -> None:
    gold_rows, grades = constructed()
    unread = [grade(g.question_id, "undetermined") if g.question_id == "q0" else g for g in grades]
    whole = calibrate(gold_rows[1:], grades[1:], n_boot=50, seed=2)
    result = calibrate(gold_rows, unread, n_boot=50, seed=2)
    assert result.n_matched == 9
    assert result.axes[0].value == pytest.approx(whole.axes[0].value)
    assert any("undetermined" in note and "q0" in note for note in result.notes)
