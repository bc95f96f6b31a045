"""Agreement between two graders (typically two LLM judges run side by side on the same answers).

Grades are matched by ``question_id``. ``kappa`` is Cohen's kappa on the factuality buckets
(scikit-learn, labels = the four buckets; 1.0 when both judges give one and the same bucket
everywhere, where kappa is undefined). ``mad`` is the mean absolute difference of each score
over the answers where both graders have it: ``refusal_quality``, ``extra_claim_count``,
``citation_precision``, and the policy's ``correctness`` and ``relevancy``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from sklearn.metrics import cohen_kappa_score

from harness.core.errors import HarnessError
from harness.core.records import FACTUALITY_BUCKETS, Answer, Grade, Question
from harness.corpus.base import Corpus
from harness.grade.base import Grader


@dataclass(frozen=True)
class JudgeAgreement:
    n: int
    """Answers graded by both."""
    bucket_agreement: float
    """Share of answers put in the same factuality bucket."""
    kappa: float
    mad: dict[str, float] = field(default_factory=dict)
    """Score name -> mean absolute difference (only scores both graders gave)."""


_SCORES: dict[str, Callable[[Grade], float | int | None]] = {
    "refusal_quality": lambda g: g.refusal_quality,
    "extra_claim_count": lambda g: g.extra_claim_count,
    "citation_precision": lambda g: g.citation_precision,
    "correctness": lambda g: g.judge_policy.correctness if g.judge_policy else None,
    "relevancy": lambda g: g.judge_policy.relevancy if g.judge_policy else None,
}


def judge_agreement(a: Sequence[Grade], b: Sequence[Grade]) -> JudgeAgreement:
    """Cohen's kappa on buckets and mean absolute differences on scores, matched by question id."""
    by_id = {g.question_id: g for g in b}
    pairs = [(g, by_id[g.question_id]) for g in a if g.question_id in by_id]
    if not pairs:
        raise HarnessError(
            "the two sets of grades share no question id", "grade the same run with both graders"
        )
    left = [x.factuality for x, _ in pairs]
    right = [y.factuality for _, y in pairs]
    same = sum(x == y for x, y in zip(left, right, strict=True)) / len(pairs)
    if len({*left, *right}) == 1:
        kappa = 1.0  # one and the same bucket everywhere: kappa is undefined, agreement is total
    else:
        kappa = float(cohen_kappa_score(left, right, labels=list(FACTUALITY_BUCKETS)))
        if math.isnan(kappa):
            kappa = 0.0
    mad: dict[str, float] = {}
    for name, get in _SCORES.items():
        diffs = [
            abs(float(va) - float(vb))
            for x, y in pairs
            if (va := get(x)) is not None and (vb := get(y)) is not None
        ]
        if diffs:
            mad[name] = sum(diffs) / len(diffs)
    return JudgeAgreement(n=len(pairs), bucket_agreement=same, kappa=kappa, mad=mad)


def grade_side_by_side(
    pairs: Sequence[tuple[Question, Answer]], corpus: Corpus, first: Grader, second: Grader
) -> tuple[list[Grade], list[Grade], JudgeAgreement]:
    """Grade the same answers with two graders and report their agreement."""
    a = first.grade(pairs, corpus)
    b = second.grade(pairs, corpus)
    return a, b, judge_agreement(a, b)
