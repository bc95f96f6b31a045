"""Agreement of two judges: Cohen's kappa on buckets and mean absolute differences, by hand."""

from __future__ import annotations

import pytest

from harness.core.errors import HarnessError
from harness.core.records import Grade, JudgePolicy
from harness.grade.agreement import grade_side_by_side, judge_agreement
from harness.grade.reference import ReferenceGrader


def g(qid: str, bucket: str, quality: int | None = None, correctness: float | None = None) -> Grade:
    policy = JudgePolicy(correctness, 1.0, "PASS") if correctness is not None else None
    return Grade(qid, "judge", bucket, None, None, quality, 0, judge_policy=policy)  # type: ignore[arg-type]


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
    assert result.mad["correctness"] == pytest.approx(0.2)
    assert result.mad["extra_claim_count"] == 0.0


def test_identical_single_bucket_is_full_agreement() -> None:
    same = [g("1", "refused", 0), g("2", "refused", 0)]
    assert judge_agreement(same, same).kappa == 1.0


def test_no_shared_question_is_an_error() -> None:
    with pytest.raises(HarnessError, match="share no question id"):
        judge_agreement([g("1", "correct")], [g("2", "correct")])


def test_side_by_side_runs_both() -> None:
    from tests.grade.helpers import answer, make_corpus, question

    pairs = [(question(), answer("I don't know."))]
    a, b, agreement = grade_side_by_side(pairs, make_corpus(), ReferenceGrader(), ReferenceGrader())
    assert a == b and agreement.kappa == 1.0
