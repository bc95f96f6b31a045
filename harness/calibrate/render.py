"""Plain-text tables and JSON-ready dicts of calibration and agreement results."""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from harness.calibrate.agreement import AgreementResult
from harness.calibrate.axes import AxisAgreement
from harness.calibrate.calibrate import CalibrationResult
from harness.core.stats import Interval

_STAT_NAMES = {"kappa": "kappa", "quadratic_weighted_kappa": "kappa (quadratic)", "mae": "MAE"}


def jsonable(obj: Any) -> Any:
    """A result as plain JSON types; NaN (undefined) becomes null."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [jsonable(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): jsonable(v) for k, v in obj.items()}
    if isinstance(obj, float) and not math.isfinite(obj):
        return None
    return obj


def _num(value: float, digits: int = 3) -> str:
    return "n/a" if not math.isfinite(value) else f"{value:.{digits}f}"


def _interval(interval: Interval, digits: int = 3) -> str:
    if interval.low is None or interval.high is None:
        return "[n/a]"
    return f"[{interval.low:.{digits}f}, {interval.high:.{digits}f}]"


def _axes_table(axes: tuple[AxisAgreement, ...], confidence: float) -> list[str]:
    pct = f"{confidence:.0%}"
    lines = [
        f"{'axis':<20} {'statistic':<18} {'value':>7}  {pct + ' interval':<18} "
        f"{'n':>5} {'same':>6} {'n/a≠':>5}"
    ]
    for a in axes:
        lines.append(
            f"{a.axis:<20} {_STAT_NAMES[a.statistic]:<18} {_num(a.value):>7}  {_interval(a.interval):<18} "
            f"{a.n:>5} {_num(a.observed_agreement, 2):>6} {a.na_mismatch:>5}"
        )
    return lines


def _confusion(axis: AxisAgreement, rows: str, cols: str) -> list[str]:
    if not axis.confusion:
        return []
    width = max(11, *(len(label) + 1 for label in axis.labels))
    corner = f"{rows} \\ {cols}"
    head = f"  {corner:<{width + 2}}" + "".join(f"{label:>{width}}" for label in axis.labels)
    body = [
        f"  {label:<{width + 2}}" + "".join(f"{v:>{width}}" for v in row)
        for label, row in zip(axis.labels, axis.confusion, strict=True)
    ]
    return [f"{axis.axis} confusion:", head, *body]


def format_calibration(result: CalibrationResult) -> str:
    lines = [
        f"calibration of grader {result.grader!r}: {result.n_matched} labeled answers of "
        f"{result.n_graded} graded (bootstrap {result.n_boot}x, seed {result.seed})",
        "",
        *_axes_table(result.axes, result.confidence),
        "",
        *_confusion(result.axes[0], "gold", "grader"),
        "",
        f"{'bucket':<12} {'precision':>9}  {'interval':<16} {'recall':>7}  {'interval':<16} "
        f"{'gold':>5} {'grader':>6}",
    ]
    for b in result.buckets:
        lines.append(
            f"{b.bucket:<12} {_num(b.precision, 2):>9}  {_interval(b.precision_interval, 2):<16} "
            f"{_num(b.recall, 2):>7}  {_interval(b.recall_interval, 2):<16} "
            f"{b.gold_count:>5} {b.grader_count:>6}"
        )
    weighting = "post-stratified by grader bucket" if result.rates_weighted else "unweighted"
    lines += [
        "",
        f"bucket rates by prediction-powered inference ({weighting}):",
        f"{'bucket':<12} {'grader':>7} {'PPI':>7}  {'PPI interval':<16} {'gold only':>9}  {'interval':<16}",
    ]
    for r in result.rates:
        lines.append(
            f"{r.bucket:<12} {_num(r.grader_rate, 3):>7} {_num(r.ppi.estimate, 3):>7}  "
            f"{_interval(r.ppi.interval, 3):<16} {_num(r.ppi.classical, 3):>9}  "
            f"{_interval(r.ppi.classical_interval, 3):<16}"
        )
    lines += [
        "",
        "power-tuned (PPI++) and stratified PPI++ rates (lambda: the grader's weight, 0 = gold only):",
        f"{'bucket':<12} {'PPI++':>7}  {'interval':<16} {'lambda':>6}  {'stratified':>10}  {'interval':<16}",
    ]
    strat = {r.bucket: r for r in result.stratified}
    for r in result.rates:
        if r.ppi_plus is None:
            continue
        st = strat.get(r.bucket)
        lines.append(
            f"{r.bucket:<12} {_num(r.ppi_plus.estimate, 3):>7}  {_interval(r.ppi_plus.interval, 3):<16} "
            f"{_num(r.ppi_plus.lam, 2):>6}  {_num(st.estimate, 3) if st else 'n/a':>10}  "
            f"{_interval(st.interval, 3) if st else 'n/a':<16}"
        )
    if result.plan:
        target = result.plan[0].target_width
        lines += [
            "",
            f"labels for a PPI++ interval at most {target:g} wide (new labels drawn as these were):",
            f"{'bucket':<12} {'width now':>9} {'labels':>7} {'more':>6}  {'width if all labeled':>20}",
        ]
        for p in result.plan:
            needed = "n/a" if p.labels_needed is None else str(p.labels_needed)
            more = f"unreachable with {p.n_all} answers" if p.more_labels is None else str(p.more_labels)
            lines.append(
                f"{p.name:<12} {p.width_now:>9.3f} {needed:>7} {more:>6}  {p.width_if_all_labeled:>20.3f}"
            )
    lines += ["", "interval width by number of labels (PPI / gold only):"]
    counts = [p.n_labels for p in result.rates[0].widths]
    lines.append(f"{'bucket':<12}" + "".join(f"{n:>13}" for n in counts))
    for r in result.rates:
        lines.append(
            f"{r.bucket:<12}" + "".join(f"{p.ppi_width:>6.3f}/{p.classical_width:<6.3f}" for p in r.widths)
        )
    if result.notes:
        lines += ["", "notes:", *(f"- {note}" for note in result.notes)]
    return "\n".join(lines)


def format_agreement(result: AgreementResult, *, max_listed: int = 30) -> str:
    lines = [
        f"agreement of {result.rater_a} ({result.n_a}) and {result.rater_b} ({result.n_b}) "
        f"on {result.n_common} common answers (bootstrap {result.n_boot}x, seed {result.seed})",
    ]
    if result.only_in_a or result.only_in_b:
        lines.append(
            f"only in {result.rater_a}: {len(result.only_in_a)}; "
            f"only in {result.rater_b}: {len(result.only_in_b)}"
        )
    lines += ["", *_axes_table(result.axes, result.confidence), ""]
    lines += _confusion(result.axes[0], result.rater_a, result.rater_b)
    lines += ["", f"{len(result.disagreements)} disagreement(s) to adjudicate:"]
    for d in result.disagreements[:max_listed]:
        lines.append(f"  {d.question_id:<12} {d.axis:<18} {d.value_a or 'n/a':>12} vs {d.value_b or 'n/a'}")
    if len(result.disagreements) > max_listed:
        lines.append(
            f"  ... and {len(result.disagreements) - max_listed} more (write them with --disagreements FILE)"
        )
    notes = [f"{a.axis}: {a.note}" for a in result.axes if a.note]
    if notes:
        lines += ["", "notes:", *(f"- {n}" for n in notes)]
    return "\n".join(lines)
