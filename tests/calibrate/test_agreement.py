"""Kappa, weighted kappa and MAE on constructed rater pairs, with the arithmetic written out."""

from __future__ import annotations

import csv
import math
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pytest

from harness.calibrate.agreement import (
    agreement,
    compare_graders,
    grade_side_by_side,
    judge_agreement,
    write_disagreements,
)
from harness.core.errors import HarnessError
from harness.core.records import Grade, JudgePolicy
from harness.core.stats import bootstrap_indices, confusion_stack, kappa_from_confusion
from harness.grade.reference import ReferenceGrader
from tests.calibrate.runs import gold, grade

# Ten answers. Rater A (gold) and rater B:
#   A: c c c c w w u u r r
#   B: c c c w w w u c r r
BUCKETS_A = ["correct"] * 4 + ["wrong"] * 2 + ["unsupported"] * 2 + ["refused"] * 2
BUCKETS_B = ["correct"] * 3 + ["wrong"] * 3 + ["unsupported", "correct", "refused", "refused"]
# Confusion (rows A, columns B, order c w u r):
#   c: 3 1 0 0 | w: 0 2 0 0 | u: 1 0 1 0 | r: 0 0 0 2
# p_o = (3 + 2 + 1 + 2) / 10 = 0.8
# marginals A: 4 2 2 2, B: 4 3 1 2 -> p_e = (4*4 + 2*3 + 2*1 + 2*2) / 100 = 0.28
# kappa = (0.8 - 0.28) / (1 - 0.28) = 0.52 / 0.72 = 0.72222...
FACTUALITY_KAPPA = 0.52 / 0.72


def _sklearn_kappa(a: list[int], b: list[int], quadratic: bool) -> float:
    """The reference our kappa is checked against (scikit-learn, NaN when undefined)."""
    from sklearn.metrics import cohen_kappa_score

    return float(
        cohen_kappa_score(
            a, b, labels=[0, 1, 2, 3], weights="quadratic" if quadratic else None, replace_undefined_by=np.nan
        )
    )


def pair() -> tuple[list, list]:
    a = [gold(f"q{i}", b) for i, b in enumerate(BUCKETS_A)]
    b = [gold(f"q{i}", x, labeler="bob") for i, x in enumerate(BUCKETS_B)]
    return a, b


def axis(result, name):  # type: ignore[no-untyped-def]
    return next(a for a in result.axes if a.axis == name)


def test_factuality_kappa_by_hand() -> None:
    a, b = pair()
    result = agreement(a, b, n_boot=200, seed=1)
    fact = axis(result, "factuality")
    assert fact.value == pytest.approx(FACTUALITY_KAPPA)
    assert fact.observed_agreement == pytest.approx(0.8)
    assert fact.confusion == ((3, 1, 0, 0), (0, 2, 0, 0), (1, 0, 1, 0), (0, 0, 0, 2))
    assert fact.interval.low <= fact.value <= fact.interval.high
    assert -1.0 <= fact.interval.low < fact.interval.high <= 1.0


def test_quadratic_weighted_kappa_and_mae_by_hand() -> None:
    # refusal_quality: A = 0 1 2 3, B = 0 2 2 3 (all four refused).
    # Weights (i - j)^2. Observed disagreement: one item at distance 1 -> sum W*O = 1.
    # Expected: A marginal 1 1 1 1, B marginal (0:1, 2:2, 3:1); E_ij = a_i b_j / 4;
    # sum W*E = 1/4 * sum_i [ i^2 + 2 (i-2)^2 + (i-3)^2 ] = (17 + 7 + 5 + 11) / 4 = 10.
    # kappa_w = 1 - 1/10 = 0.9.
    # extra_claim_count: A = 0 1 2 0, B = 1 1 0 0 -> |d| = 1 0 2 0 -> MAE 0.75, same 2/4.
    a = [
        gold(f"q{i}", "refused", refusal_quality=q, extra_claim_count=c)
        for i, (q, c) in enumerate(zip([0, 1, 2, 3], [0, 1, 2, 0], strict=True))
    ]
    b = [
        gold(f"q{i}", "refused", refusal_quality=q, extra_claim_count=c)
        for i, (q, c) in enumerate(zip([0, 2, 2, 3], [1, 1, 0, 0], strict=True))
    ]
    result = agreement(a, b, n_boot=100, seed=0)
    quality = axis(result, "refusal_quality")
    assert quality.statistic == "quadratic_weighted_kappa"
    assert quality.value == pytest.approx(0.9)
    claims = axis(result, "extra_claim_count")
    assert claims.statistic == "mae"
    assert claims.value == pytest.approx(0.75)
    assert claims.observed_agreement == pytest.approx(0.5)
    assert 0.0 <= claims.interval.low <= 0.75 <= claims.interval.high <= 2.0


def test_vectorized_kappa_equals_sklearn() -> None:
    rng = np.random.default_rng(7)
    for quadratic in (False, True):
        for _ in range(20):
            a = rng.integers(0, 4, 30)
            b = np.where(rng.random(30) < 0.6, a, rng.integers(0, 4, 30))
            stack = confusion_stack(a, b, 4, np.arange(30)[None, :])
            ours = float(kappa_from_confusion(stack, quadratic)[0])
            assert ours == pytest.approx(_sklearn_kappa(list(a), list(b), quadratic))


def test_bootstrap_confusions_match_resampled_items() -> None:
    a = np.array([0, 1, 1, 2, 3])
    b = np.array([0, 1, 2, 2, 3])
    index = bootstrap_indices(5, 3, seed=4)
    stack = confusion_stack(a, b, 4, index)
    for row, resample in zip(stack, index, strict=True):
        expected = np.zeros((4, 4), dtype=int)
        for i in resample:
            expected[a[i], b[i]] += 1
        assert (row == expected).all()


def test_constant_axis_gives_nan_with_a_note_not_a_crash() -> None:
    # Both raters say "correct" everywhere: p_e = 1, kappa = 0/0, undefined.
    a = [gold(f"q{i}", "correct") for i in range(5)]
    b = [gold(f"q{i}", "correct", labeler="bob") for i in range(5)]
    result = agreement(a, b, n_boot=50, seed=0)
    fact = axis(result, "factuality")
    assert math.isnan(fact.value)
    assert fact.interval.low is None
    assert "undefined" in fact.note
    assert fact.observed_agreement == 1.0
    # no refusals at all: nothing to compare on refusal_quality
    quality = axis(result, "refusal_quality")
    assert quality.n == 0 and math.isnan(quality.value)


def test_na_mismatch_is_counted_and_listed() -> None:
    a = [gold("q1", "correct", citation_exists=True), gold("q2", "correct", citation_exists=None)]
    b = [gold("q1", "correct", citation_exists=False), gold("q2", "correct", citation_exists=True)]
    result = agreement(a, b, n_boot=0)
    exists = axis(result, "citation_exists")
    assert exists.n == 1 and exists.na_mismatch == 1
    assert [(d.question_id, d.axis, d.value_a, d.value_b) for d in result.disagreements] == [
        ("q1", "citation_exists", "yes", "no"),
        ("q2", "citation_exists", "", "yes"),
    ]


def test_disagreements_csv_and_ids_in_one_file_only(tmp_path: Path) -> None:
    a, b = pair()
    result = agreement([*a, gold("only-a", "correct")], b, name_a="ann", name_b="bob", n_boot=0)
    assert result.only_in_a == ("only-a",) and result.n_common == 10
    # the factuality disagreements: q3 (c vs w) and q7 (u vs c)
    assert [
        (d.question_id, d.value_a, d.value_b) for d in result.disagreements if d.axis == "factuality"
    ] == [
        ("q3", "correct", "wrong"),
        ("q7", "unsupported", "correct"),
    ]
    out = tmp_path / "adjudicate.csv"
    write_disagreements(out, result)
    with out.open() as fh:
        table = list(csv.reader(fh))
    assert table[0] == ["question_id", "axis", "ann", "bob", "adjudicated"]
    assert len(table) == 1 + len(result.disagreements)


def test_no_common_ids_is_a_user_error() -> None:
    with pytest.raises(HarnessError, match="share no question ids"):
        agreement([gold("q1", "correct")], [gold("q2", "correct")])


def test_two_graders_compare_like_two_labelers() -> None:
    grades_a = [grade(f"q{i}", b, "reference") for i, b in enumerate(BUCKETS_A)]
    grades_b = [grade(f"q{i}", b, "heuristic") for i, b in enumerate(BUCKETS_B)]
    result = compare_graders(grades_a, grades_b, n_boot=100, seed=3)
    assert (result.rater_a, result.rater_b) == ("reference", "heuristic")
    assert axis(result, "factuality").value == pytest.approx(FACTUALITY_KAPPA)


def test_bootstrap_is_seeded() -> None:
    a, b = pair()
    first = axis(agreement(a, b, n_boot=300, seed=5), "factuality").interval
    again = axis(agreement(a, b, n_boot=300, seed=5), "factuality").interval
    other = axis(agreement(a, b, n_boot=300, seed=6), "factuality").interval
    assert first == again
    assert first != other


# --------------------------------------------------------------------------- judge_agreement


def g(qid: str, bucket: str, quality: int | None = None, correctness: float | None = None) -> Grade:
    policy = JudgePolicy(correctness, 1.0, "PASS") if correctness is not None else None
    scores = {"judge_policy": asdict(policy)} if policy else {}
    return Grade(qid, "judge", bucket, None, None, quality, 0, scores=scores)  # type: ignore[arg-type]


def test_kappa_and_mad_by_hand() -> None:
    a = [
        g("1", "correct", correctness=1.0),
        g("2", "correct", correctness=0.8),
        g("3", "refused", 3),
        g("4", "wrong"),
    ]
    b = [
        g("1", "correct", correctness=0.6),
        g("2", "wrong", correctness=0.8),
        g("3", "refused", 1),
        g("4", "wrong"),
    ]
    result = judge_agreement(a, b)
    # observed agreement p_o = 3/4 (items 1, 3, 4)
    # marginals a: correct 2, refused 1, wrong 1; b: correct 1, wrong 2, refused 1
    # p_e = (2*1 + 1*1 + 1*2) / 4^2 = 5/16; kappa = (3/4 - 5/16) / (1 - 5/16) = (7/16) / (11/16) = 7/11
    assert result.n == 4 and result.bucket_agreement == 0.75
    assert result.kappa == pytest.approx(7 / 11)
    # refusal_quality only on item 3: |3 - 1| = 2; correctness on 1, 2: (0.4 + 0.0) / 2 = 0.2
    assert result.mad["refusal_quality"] == 2.0
    assert result.mad["judge_policy.correctness"] == pytest.approx(0.2)
    assert result.mad["extra_claim_count"] == 0.0


def test_identical_single_bucket_has_an_undefined_kappa() -> None:
    same = [g("1", "refused", 0), g("2", "refused", 0)]
    result = judge_agreement(same, same)
    assert math.isnan(result.kappa) and result.bucket_agreement == 1.0


def test_no_shared_question_is_an_error() -> None:
    with pytest.raises(HarnessError, match="share no question id"):
        judge_agreement([g("1", "correct")], [g("2", "correct")])


def test_side_by_side_runs_both() -> None:
    from tests.grade.helpers import answer, make_corpus, question

    pairs = [(question(), answer("I don't know."))]
    a, b, agreement = grade_side_by_side(pairs, make_corpus(), ReferenceGrader(), ReferenceGrader())
    assert a == b and agreement.bucket_agreement == 1.0 and math.isnan(agreement.kappa)
