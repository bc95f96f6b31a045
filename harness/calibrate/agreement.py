"""Agreement between two raters of the same answers: two labelers, or two graders.

Per axis: Cohen's kappa on ``factuality`` and the two citation axes, quadratic-weighted
kappa on ``refusal_quality``, mean absolute error on ``extra_claim_count``, each with a
seeded percentile-bootstrap interval, plus the list of disagreements to adjudicate. The
citation and refusal axes are compared on the items where both raters gave a value; an
item where only one said n/a is counted as an n/a mismatch and listed as a disagreement.

``judge_agreement`` is the quick side-by-side figure for two judges on one run: Cohen's
kappa on the factuality buckets (NaN when undefined, as everywhere) and the mean absolute
difference of each score both graders gave.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

from harness.calibrate.axes import AxisAgreement, categorical_agreement, mae_agreement
from harness.calibrate.gold import GoldRow, format_bool, format_int, refuse_existing, write_csv_atomic
from harness.core.errors import HarnessError
from harness.core.records import FACTUALITY_BUCKETS, UNDETERMINED, Answer, Factuality, Grade, Question
from harness.core.stats import bootstrap_indices, kappa
from harness.corpus.base import Corpus
from harness.grade.base import Grader

AXES: tuple[str, ...] = (
    "factuality",
    "citation_exists",
    "citation_supports",
    "refusal_quality",
    "extra_claim_count",
)
_BOOL_LABELS = ("no", "yes")
_QUALITY_LABELS = ("0", "1", "2", "3")


class Rated(Protocol):
    """Anything carrying the five axes: a ``GoldRow`` or a ``Grade``."""

    @property
    def question_id(self) -> str: ...
    @property
    def factuality(self) -> Factuality: ...
    @property
    def citation_exists(self) -> bool | None: ...
    @property
    def citation_supports(self) -> bool | None: ...
    @property
    def refusal_quality(self) -> int | None: ...
    @property
    def extra_claim_count(self) -> int: ...


@dataclass(frozen=True)
class Disagreement:
    """One axis of one answer where the two raters differ (empty value = n/a)."""

    question_id: str
    axis: str
    value_a: str
    value_b: str


@dataclass(frozen=True)
class AgreementResult:
    """Agreement of rater A with rater B on the answers both rated."""

    rater_a: str
    rater_b: str
    n_a: int
    n_b: int
    n_common: int
    only_in_a: tuple[str, ...]
    only_in_b: tuple[str, ...]
    axes: tuple[AxisAgreement, ...]
    disagreements: tuple[Disagreement, ...]
    n_boot: int
    seed: int
    confidence: float


def axis_text(item: Rated, axis: str) -> str:
    value = getattr(item, axis)
    if isinstance(value, bool) or value is None:
        return format_bool(value)
    if isinstance(value, int):
        return format_int(value)
    return str(value)


def by_question(items: Sequence[Rated], who: str) -> dict[str, Rated]:
    result: dict[str, Rated] = {}
    for item in items:
        if item.question_id in result:
            raise HarnessError(f"{who} rates {item.question_id} twice", "keep one rating per question id")
        result[item.question_id] = item
    return result


def compare_axes(
    a: Mapping[str, Rated],
    b: Mapping[str, Rated],
    ids: Sequence[str],
    *,
    n_boot: int,
    seed: int,
    confidence: float,
) -> tuple[tuple[AxisAgreement, ...], NDArray[np.int64] | None]:
    """The five axes' agreement over ``ids``; also the factuality confusion resamples."""
    rows_a = [a[q] for q in ids]
    rows_b = [b[q] for q in ids]

    def index(n: int, offset: int) -> NDArray[np.int64] | None:
        # One seed per axis keeps each axis's interval reproducible on its own.
        return bootstrap_indices(n, n_boot, seed + offset) if n_boot > 0 and n > 0 else None

    code = {bucket: i for i, bucket in enumerate(FACTUALITY_BUCKETS)}
    fact_a = [code[r.factuality] for r in rows_a]
    fact_b = [code[r.factuality] for r in rows_b]
    factuality, stack = categorical_agreement(
        "factuality",
        fact_a,
        fact_b,
        FACTUALITY_BUCKETS,
        quadratic=False,
        na_mismatch=0,
        index=index(len(ids), 0),
        confidence=confidence,
    )
    axes = [factuality]
    for offset, (axis, labels, quadratic) in enumerate(
        (
            ("citation_exists", _BOOL_LABELS, False),
            ("citation_supports", _BOOL_LABELS, False),
            ("refusal_quality", _QUALITY_LABELS, True),
        ),
        start=1,
    ):
        pairs = [(getattr(x, axis), getattr(y, axis)) for x, y in zip(rows_a, rows_b, strict=True)]
        both = [(int(x), int(y)) for x, y in pairs if x is not None and y is not None]
        mismatch = sum((x is None) != (y is None) for x, y in pairs)
        agreement, _ = categorical_agreement(
            axis,
            [x for x, _ in both],
            [y for _, y in both],
            labels,
            quadratic=quadratic,
            na_mismatch=mismatch,
            index=index(len(both), offset),
            confidence=confidence,
        )
        axes.append(agreement)
    axes.append(
        mae_agreement(
            "extra_claim_count",
            [r.extra_claim_count for r in rows_a],
            [r.extra_claim_count for r in rows_b],
            index=index(len(ids), 4),
            confidence=confidence,
        )
    )
    return tuple(axes), stack


def find_disagreements(
    a: Mapping[str, Rated], b: Mapping[str, Rated], ids: Sequence[str]
) -> list[Disagreement]:
    found = []
    for qid in ids:
        for axis in AXES:
            value_a, value_b = axis_text(a[qid], axis), axis_text(b[qid], axis)
            if value_a != value_b:
                found.append(Disagreement(qid, axis, value_a, value_b))
    return found


def compare_ratings(
    items_a: Sequence[Rated],
    items_b: Sequence[Rated],
    *,
    rater_a: str,
    rater_b: str,
    n_boot: int = 1000,
    seed: int = 0,
    confidence: float = 0.95,
) -> AgreementResult:
    """Agreement of two raters on the question ids both rated (an ``undetermined`` grade rates
    nothing: it is left out like a missing one)."""
    a, b = by_question(items_a, rater_a), by_question(items_b, rater_b)
    common = sorted(q for q in set(a) & set(b) if UNDETERMINED not in (a[q].factuality, b[q].factuality))
    if not common:
        raise HarnessError(
            f"{rater_a} and {rater_b} share no question ids", "compare ratings of the same run's answers"
        )
    axes, _ = compare_axes(a, b, common, n_boot=n_boot, seed=seed, confidence=confidence)
    return AgreementResult(
        rater_a=rater_a,
        rater_b=rater_b,
        n_a=len(a),
        n_b=len(b),
        n_common=len(common),
        only_in_a=tuple(sorted(set(a) - set(b))),
        only_in_b=tuple(sorted(set(b) - set(a))),
        axes=axes,
        disagreements=tuple(find_disagreements(a, b, common)),
        n_boot=n_boot,
        seed=seed,
        confidence=confidence,
    )


def agreement(
    gold_a: Sequence[GoldRow],
    gold_b: Sequence[GoldRow],
    *,
    name_a: str = "A",
    name_b: str = "B",
    n_boot: int = 1000,
    seed: int = 0,
    confidence: float = 0.95,
) -> AgreementResult:
    """Inter-annotator agreement of two labelers' gold passes, and what to adjudicate."""
    return compare_ratings(
        gold_a, gold_b, rater_a=name_a, rater_b=name_b, n_boot=n_boot, seed=seed, confidence=confidence
    )


def compare_graders(
    grades_a: Sequence[Grade],
    grades_b: Sequence[Grade],
    *,
    n_boot: int = 1000,
    seed: int = 0,
    confidence: float = 0.95,
) -> AgreementResult:
    """Two graders (or two LLM judges) on the same run, compared like two labelers."""
    name_a = grades_a[0].grader if grades_a else "A"
    name_b = grades_b[0].grader if grades_b else "B"
    return compare_ratings(
        grades_a, grades_b, rater_a=name_a, rater_b=name_b, n_boot=n_boot, seed=seed, confidence=confidence
    )


def write_disagreements(path: Path | str, result: AgreementResult, *, overwrite: bool = False) -> None:
    """The disagreements as a CSV with an empty ``adjudicated`` column to fill in."""
    path = Path(path)
    if not overwrite:
        refuse_existing(path)
    header = ("question_id", "axis", result.rater_a, result.rater_b, "adjudicated")
    write_csv_atomic(
        path, header, ([d.question_id, d.axis, d.value_a, d.value_b, ""] for d in result.disagreements)
    )


@dataclass(frozen=True)
class JudgeAgreement:
    n: int
    """Answers graded by both."""
    bucket_agreement: float
    """Share of answers put in the same factuality bucket."""
    kappa: float
    """Cohen's kappa on the four buckets; NaN when undefined (both judges one same bucket)."""
    mad: dict[str, float] = field(default_factory=dict)
    """Score name -> mean absolute difference (only scores both graders gave)."""


_AXES: dict[str, Callable[[Grade], float | int | None]] = {
    "refusal_quality": lambda g: g.refusal_quality,
    "extra_claim_count": lambda g: g.extra_claim_count,
    "citation_precision": lambda g: g.citation_precision,
}


def _numbers(grade: Grade) -> dict[str, float]:
    """The numeric figures of a grade: the axes above and every ``score.figure`` of its scores."""
    out = {name: float(v) for name, get in _AXES.items() if (v := get(grade)) is not None}
    for score, figures in grade.scores.items():
        for figure, value in figures.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                out[f"{score}.{figure}"] = float(value)
    return out


def judge_agreement(a: Sequence[Grade], b: Sequence[Grade]) -> JudgeAgreement:
    """Cohen's kappa on buckets and mean absolute differences on scores, matched by question id."""
    by_id = {g.question_id: g for g in b}
    pairs = [(g, by_id[g.question_id]) for g in a if g.question_id in by_id]
    if not pairs:
        raise HarnessError(
            "the two sets of grades share no question id", "grade the same run with both graders"
        )
    code = {bucket: i for i, bucket in enumerate(FACTUALITY_BUCKETS)}
    left = [code[x.factuality] for x, _ in pairs]
    right = [code[y.factuality] for _, y in pairs]
    same = sum(x == y for x, y in zip(left, right, strict=True)) / len(pairs)
    diffs: dict[str, list[float]] = {}
    for x, y in pairs:
        nx, ny = _numbers(x), _numbers(y)
        for name in nx.keys() & ny.keys():
            diffs.setdefault(name, []).append(abs(nx[name] - ny[name]))
    mad = {name: sum(d) / len(d) for name, d in sorted(diffs.items())}
    value = kappa(left, right, len(FACTUALITY_BUCKETS))
    return JudgeAgreement(n=len(pairs), bucket_agreement=same, kappa=value, mad=mad)


def grade_side_by_side(
    pairs: Sequence[tuple[Question, Answer]], corpus: Corpus, first: Grader, second: Grader
) -> tuple[list[Grade], list[Grade], JudgeAgreement]:
    """Grade the same answers with two graders and report their agreement."""
    a = first.grade(pairs, corpus)
    b = second.grade(pairs, corpus)
    return a, b, judge_agreement(a, b)
