"""Calibrate a grader against a gold pass: agreement per axis, precision/recall per bucket, PPI rates.

The gold is rater A (confusion rows), the grader rater B (columns). All intervals are seeded
percentile bootstraps over the labeled answers, except the bucket rates, which use the
prediction-powered interval of ``harness.calibrate.ppi``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from harness.calibrate.agreement import AgreementResult, by_question, compare_axes, compare_graders
from harness.calibrate.axes import AxisAgreement
from harness.calibrate.budget import LabelPlan, StratifiedRate, plan_labels, stratified_bucket_rates
from harness.calibrate.gold import GoldRow, read_gold
from harness.calibrate.ppi import BucketRate, bucket_rates
from harness.core.errors import HarnessError
from harness.core.records import FACTUALITY_BUCKETS, UNDETERMINED, Factuality, Grade
from harness.core.stats import Interval, percentile_interval
from harness.store.folder import RunFolder


@dataclass(frozen=True)
class BucketPrecisionRecall:
    """How well the grader finds one bucket.

    precision = P(gold b | grader b), recall = P(grader b | gold b).
    """

    bucket: Factuality
    precision: float
    precision_interval: Interval
    recall: float
    recall_interval: Interval
    gold_count: int
    grader_count: int


@dataclass(frozen=True)
class CalibrationResult:
    """Everything ``harness calibrate`` prints, as one record."""

    grader: str
    n_gold: int
    n_graded: int
    n_matched: int
    axes: tuple[AxisAgreement, ...]
    buckets: tuple[BucketPrecisionRecall, ...]
    rates: tuple[BucketRate, ...]
    rates_weighted: bool
    notes: tuple[str, ...]
    n_boot: int
    seed: int
    confidence: float
    stratified: tuple[StratifiedRate, ...] = ()
    """Bucket rates by stratified PPI++ over the protocol's strata (empty without strata)."""
    plan: tuple[LabelPlan, ...] = ()
    """Labels needed per bucket rate for the width asked with ``--plan`` (empty without it)."""


def _ratio(num: NDArray[np.int64], den: NDArray[np.int64]) -> NDArray[np.float64]:
    return np.where(den > 0, num / np.where(den > 0, den, 1), np.nan)


def precision_recall(
    axis: AxisAgreement, stack: NDArray[np.int64] | None, confidence: float
) -> tuple[BucketPrecisionRecall, ...]:
    """Per bucket, from the factuality confusion matrix (rows gold, columns grader) and its resamples."""
    confusion = np.asarray(axis.confusion, dtype=np.int64)
    result = []
    for i, bucket in enumerate(FACTUALITY_BUCKETS):
        gold_count, grader_count = int(confusion[i].sum()), int(confusion[:, i].sum())
        hit = int(confusion[i, i])
        precision = hit / grader_count if grader_count else None
        recall = hit / gold_count if gold_count else None
        p_int = Interval(precision, None, None, grader_count, "bootstrap")
        r_int = Interval(recall, None, None, gold_count, "bootstrap")
        if stack is not None:
            diag = stack[:, i, i]
            p_ratio, r_ratio = (
                _ratio(diag, stack[:, :, i].sum(axis=1)),
                _ratio(diag, stack[:, i, :].sum(axis=1)),
            )
            p_int = percentile_interval(p_ratio, confidence, value=precision, n=grader_count)[0]
            r_int = percentile_interval(r_ratio, confidence, value=recall, n=gold_count)[0]
        result.append(
            BucketPrecisionRecall(
                bucket=bucket,
                precision=math.nan if precision is None else precision,
                precision_interval=p_int,
                recall=math.nan if recall is None else recall,
                recall_interval=r_int,
                gold_count=gold_count,
                grader_count=grader_count,
            )
        )
    return tuple(result)


def calibrate(
    gold: Sequence[GoldRow],
    grades: Sequence[Grade],
    *,
    n_boot: int = 1000,
    seed: int = 0,
    confidence: float = 0.95,
    strata: Mapping[str, str] | None = None,
    plan_width: float | None = None,
) -> CalibrationResult:
    """Compare one grader's grades (on every answer of a run) with a gold pass on some of them.

    With ``strata`` (question id -> protocol stratum) the bucket rates are also estimated by
    stratified PPI++; with ``plan_width`` each bucket rate gets the labels its PPI++ interval
    needs to be at most that wide (``harness.calibrate.budget``).
    """
    gold_by_id = by_question(gold, "the gold file")
    grade_by_id = by_question(grades, "the grader")
    names = sorted({g.grader for g in grades})
    if len(names) != 1:
        raise HarnessError(
            f"expected the grades of one grader, got {names or 'none'}", "pass one grader's grades"
        )
    unknown = sorted(set(gold_by_id) - set(grade_by_id))
    if unknown:
        shown = ", ".join(unknown[:5]) + (" ..." if len(unknown) > 5 else "")
        raise HarnessError(
            f"{len(unknown)} gold question id(s) have no grade by {names[0]}: {shown}",
            "label answers of this run, or grade the run with this grader first",
        )
    # an undetermined grade read nothing with confidence: kept apart from the buckets, like an error
    undetermined = sorted(q for q in gold_by_id if grade_by_id[q].factuality == UNDETERMINED)
    grade_by_id = {q: g for q, g in grade_by_id.items() if g.factuality != UNDETERMINED}
    ids = sorted(q for q in gold_by_id if q in grade_by_id)
    if len(ids) < 2:
        raise HarnessError(
            f"the gold pass has {len(ids)} labeled answer(s)", "label at least 2 (30 or more to trust)"
        )
    axes, stack = compare_axes(gold_by_id, grade_by_id, ids, n_boot=n_boot, seed=seed, confidence=confidence)
    rates = bucket_rates(
        {q: r.factuality for q, r in gold_by_id.items() if q in grade_by_id},
        {q: g.factuality for q, g in grade_by_id.items()},
        confidence=confidence,
    )
    notes = [f"{a.axis}: {a.note}" for a in axes if a.note]
    stratified: tuple[StratifiedRate, ...] = ()
    if strata is not None:
        try:
            stratified = stratified_bucket_rates(
                {q: r.factuality for q, r in gold_by_id.items() if q in grade_by_id},
                {q: g.factuality for q, g in grade_by_id.items()},
                strata,
                confidence=confidence,
            )
        except HarnessError as exc:
            notes.append(f"stratified PPI left out: {exc.problem}")
    plan: tuple[LabelPlan, ...] = ()
    if plan_width is not None:
        plan = tuple(
            plan_labels(r.bucket, r.ppi_plus, plan_width, confidence=confidence)
            for r in rates.rates
            if r.ppi_plus is not None
        )
    if rates.note:
        notes.append(f"bucket rates: {rates.note}")
    if len(ids) == len(grade_by_id):
        notes.append(
            "every graded answer is labeled: the gold-only rates are exact for this run and the PPI "
            "interval is conservative (PPI pays off when the labels are a small share of the answers)"
        )
    if undetermined:
        notes.append(
            f"{len(undetermined)} labeled answer(s) the grader left undetermined are left out of every "
            f"figure: {', '.join(undetermined[:5])}{' ...' if len(undetermined) > 5 else ''}"
        )
    failed = sum(1 for g in grades if g.error)
    if failed:
        notes.append(f"{failed} grade(s) carry a grader error; they count with the bucket they were given")
    return CalibrationResult(
        grader=names[0],
        n_gold=len(gold_by_id),
        n_graded=len(grade_by_id),
        n_matched=len(ids),
        axes=axes,
        buckets=precision_recall(axes[0], stack, confidence),
        rates=rates.rates,
        rates_weighted=rates.weighted,
        notes=tuple(notes),
        n_boot=n_boot,
        seed=seed,
        confidence=confidence,
        stratified=stratified,
        plan=plan,
    )


def calibrate_run(
    gold_path: Path | str,
    run_dir: Path | str,
    grader: str | None = None,
    *,
    n_boot: int = 1000,
    seed: int = 0,
    confidence: float = 0.95,
    plan_width: float | None = None,
) -> CalibrationResult:
    """``calibrate`` on a gold file and a run folder's grades (default: the primary grader), with
    the run's question strata for stratified PPI."""
    run = RunFolder.open(run_dir)
    strata = {q.id: q.stratum for q in run.question_set().questions}
    return calibrate(
        read_gold(gold_path),
        run.grades(grader),
        n_boot=n_boot,
        seed=seed,
        confidence=confidence,
        strata=strata,
        plan_width=plan_width,
    )


def compare_run_graders(
    run_dir: Path | str,
    grader_a: str,
    grader_b: str,
    *,
    n_boot: int = 1000,
    seed: int = 0,
    confidence: float = 0.95,
) -> AgreementResult:
    """Two graders of the same run, compared axis by axis."""
    run = RunFolder.open(run_dir)
    return compare_graders(
        run.grades(grader_a), run.grades(grader_b), n_boot=n_boot, seed=seed, confidence=confidence
    )
