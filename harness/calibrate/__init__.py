"""Calibrate a grader against a human gold pass: labeling, agreement, kappa, PPI-corrected rates."""

from __future__ import annotations

from harness.calibrate.agreement import (
    AgreementResult,
    Disagreement,
    JudgeAgreement,
    agreement,
    compare_graders,
    grade_side_by_side,
    judge_agreement,
    write_disagreements,
)
from harness.calibrate.axes import AxisAgreement
from harness.calibrate.calibrate import (
    BucketPrecisionRecall,
    CalibrationResult,
    calibrate,
    calibrate_run,
    compare_run_graders,
)
from harness.calibrate.derive import derive_gold
from harness.calibrate.gold import GoldAppender, GoldFile, GoldRow, load_gold, read_gold, write_gold
from harness.calibrate.labeling import LabelItem, select_items, stratified_sample, write_template
from harness.calibrate.ppi import BucketRate, PPIEstimate, WidthPoint, bucket_rates, ppi_mean, width_curve
from harness.calibrate.render import format_agreement, format_calibration, jsonable
from harness.core.stats import Interval

__all__ = [
    "AgreementResult",
    "AxisAgreement",
    "BucketPrecisionRecall",
    "BucketRate",
    "CalibrationResult",
    "Disagreement",
    "GoldAppender",
    "GoldFile",
    "GoldRow",
    "Interval",
    "JudgeAgreement",
    "LabelItem",
    "PPIEstimate",
    "WidthPoint",
    "agreement",
    "bucket_rates",
    "calibrate",
    "calibrate_run",
    "compare_graders",
    "compare_run_graders",
    "derive_gold",
    "format_agreement",
    "format_calibration",
    "grade_side_by_side",
    "jsonable",
    "judge_agreement",
    "load_gold",
    "ppi_mean",
    "read_gold",
    "select_items",
    "stratified_sample",
    "width_curve",
    "write_disagreements",
    "write_gold",
    "write_template",
]
