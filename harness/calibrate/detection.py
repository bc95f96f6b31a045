"""Response-level detection figures: precision, recall and F1 of a flag against a labeled column.

A flag here is "not grounded" (``Grade.scores["grounding"]["grounded"]`` is false: the grader
found a claim the passages do not hold) and the label
is a human's "hallucinated". Every figure carries a bootstrap 95% interval over responses
(``harness.core.stats``); the flag-all baseline (precision = the positive share, recall 1) is
computed on the same items so the two can be read side by side.
"""

from __future__ import annotations

import csv
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from harness.calibrate.gold import _bool_cell
from harness.core.errors import HarnessError
from harness.core.records import Grade
from harness.core.stats import BOOTSTRAP_RESAMPLES, BOOTSTRAP_SEED, CONFIDENCE, Interval, bootstrap_indices
from harness.core.stats import percentile_interval as _interval


@dataclass(frozen=True)
class Detection:
    """Counts and P/R/F1 of ``flagged`` against ``labeled`` over ``n`` responses."""

    n: int
    labeled: int
    flagged: int
    true_positives: int
    precision: Interval
    recall: Interval
    f1: Interval

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "labeled": self.labeled,
            "flagged": self.flagged,
            "true_positives": self.true_positives,
            "precision": self.precision.to_dict(),
            "recall": self.recall.to_dict(),
            "f1": self.f1.to_dict(),
        }

    def lines(self, title: str) -> list[str]:
        return [
            f"{title}: n={self.n}, labeled {self.labeled}, flagged {self.flagged}, "
            f"both {self.true_positives}",
            f"  precision {self.precision.text()}",
            f"  recall    {self.recall.text()}",
            f"  F1        {self.f1.text()}",
        ]


def _prf(tp: np.ndarray, fp: np.ndarray, fn: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(tp + fp > 0, tp / (tp + fp), np.nan)
        r = np.where(tp + fn > 0, tp / (tp + fn), np.nan)
        f = np.where(tp > 0, 2 * tp / (2 * tp + fp + fn), np.where(tp + fp + fn > 0, 0.0, np.nan))
    return p, r, f


def detection(
    flagged: Sequence[bool],
    labeled: Sequence[bool],
    *,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> Detection:
    """P/R/F1 of ``flagged`` (e.g. not grounded) against ``labeled`` (e.g. hallucinated)."""
    if len(flagged) != len(labeled):
        raise ValueError(f"{len(flagged)} flags for {len(labeled)} labels")
    f = np.asarray(flagged, dtype=bool)
    y = np.asarray(labeled, dtype=bool)
    n = int(f.size)
    tp, fp, fn = (f & y).sum(), (f & ~y).sum(), (~f & y).sum()
    point = [float(a[0]) for a in _prf(np.array([tp]), np.array([fp]), np.array([fn]))]
    values: list[float | None] = [None if np.isnan(v) else v for v in point]
    if n:
        idx = bootstrap_indices(n, resamples, seed)
        fb, yb = f[idx], y[idx]
        reps = _prf((fb & yb).sum(1), (fb & ~yb).sum(1), (~fb & yb).sum(1))
        p, r, f1 = (_interval(rep, CONFIDENCE, value=v, n=n)[0] for rep, v in zip(reps, values, strict=True))
    else:
        p, r, f1 = (Interval(None, None, None, 0, "bootstrap") for _ in range(3))
    return Detection(n, int(y.sum()), int(f.sum()), int(tp), p, r, f1)


GROUNDED_COLUMNS = ("grounded",)
"""A labeled column with one of these names means True = grounded; any other, True = hallucinated."""


def read_label_column(path: Path | str, column: str) -> dict[str, bool]:
    """``question_id`` -> the boolean in ``column`` of a CSV (rows with an n/a cell are left out)."""
    path = Path(path)
    try:
        with path.open(newline="", encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle))
    except OSError as exc:
        raise HarnessError(f"cannot read {path}: {exc.strerror}", "pass an existing CSV file") from exc
    if not rows or "question_id" not in rows[0] or column not in rows[0]:
        has = ", ".join(rows[0]) if rows else "no rows"
        raise HarnessError(
            f"{path} has no 'question_id' and {column!r} columns (it has: {has})",
            "add them, or name the labeled column with --label-column",
        )
    out: dict[str, bool] = {}
    for n, row in enumerate(rows, start=2):
        try:
            value = _bool_cell(row[column] or "")
        except ValueError as exc:
            raise HarnessError(
                f"{path}:{n}: {column} = {row[column]!r} is not a boolean", "write true/false"
            ) from exc
        if value is not None:
            out[row["question_id"]] = value
    return out


def grounding_detection(
    grades: Sequence[Grade], labels: Mapping[str, bool], column: str, **bootstrap: int
) -> Detection:
    """ "Not grounded" against the labeled column over the grades that carry a grounding score."""
    flipped = column in GROUNDED_COLUMNS
    flags, truth = [], []
    for g in grades:
        score = g.scores.get("grounding")
        if score is None or g.question_id not in labels:
            continue
        flags.append(score.get("grounded") is False)
        truth.append(labels[g.question_id] != flipped)
    if not flags:
        raise HarnessError(
            "no graded answer carries both a grounding score and a label",
            "grade the run with --grader heuristic, and label answers by their question_id",
        )
    return detection(flags, truth, **bootstrap)


def grounding_run(
    run_dir: Path | str,
    labels_path: Path | str,
    column: str = "hallucinated",
    grader: str | None = None,
    *,
    n_boot: int = 4000,
    seed: int = 0,
) -> Detection:
    """``grounding_detection`` on a run folder's grades (default: its primary grader) and a label CSV."""
    from harness.store import RunFolder

    grades = RunFolder.open(run_dir).grades(grader)
    return grounding_detection(
        grades, read_label_column(labels_path, column), column, resamples=max(n_boot, 1), seed=seed
    )
