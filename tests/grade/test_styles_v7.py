"""The reference grader on a seventh blind styles set (``tests/fixtures/styles_v7``).

Written by three new labelers who never opened grader code: what an ordinary RAG pipeline's model
returns on this protocol, with the mistakes real models make (``ordinary_pipeline``); cited
answers that commit to several details, each right or one of them off against its passage
(``cited_details``); the forms of the earlier sets in new wordings, field names, layouts and
registers, a third of them in five other languages (``mixed_forms``). The whole set was graded
once, blind, by reference-10 (tuned on every earlier set, never on this one).
``python -m tests.grade.test_styles_v7`` prints the table.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from tests.grade.test_freeform import Figures
from tests.grade.test_styles import report_styles
from tests.grade.test_styles_v2 import (
    check_floor,
    check_import_grades_like_a_run,
    grade_both_ways,
    measure_v2,
    v2_rows,
)

FOLDER = Path(__file__).resolve().parent.parent / "fixtures" / "styles_v7"
FILES = ("cited_details", "mixed_forms", "ordinary_pipeline")

pytestmark = [pytest.mark.realdata, pytest.mark.slow]

Measured = dict[str, dict[str, tuple[Figures, int, int]]]


def v7_rows() -> list[dict[str, Any]]:
    return v2_rows(FOLDER, FILES)


def measure_v7(contractnli_dir: Path | None) -> Measured:
    return measure_v2(contractnli_dir, FOLDER, FILES)


def test_every_line_is_graded_and_import_grades_like_a_run(contractnli_dir: Path) -> None:
    rows = v7_rows()
    check_import_grades_like_a_run(*grade_both_ways(contractnli_dir, rows), {r["id"] for r in rows})


# Blind, whole set, reference-10 (written after it was frozen): factuality 0.757, citation_supports
# 0.651, refusal_quality 0.806, extra_claim_count MAE 0.111, undetermined 1 of 181; its sealed part
# (82): 0.834, 0.553, 0.676, 0.111, 1. Every citation the labelers judged is labeled as existing,
# so citation_exists kappa is degenerate (0 or undefined): the grader reads 177 of 181 as labeled
# (82 of 82 sealed), and the floor counts the misses instead. reference-11 (four detail rules, tuned
# on tuning parts only) reads the whole set at 0.773, 0.687, 0.806, 0.111 and the sealed part, read
# a second time at the end, exactly as reference-10 did: 0.834, 0.553, 0.676, 0.111, 1.
# Issue 22 asks for 0.92 / 0.95 / 0.80 / 0.80 / 0.15 / 5 % on unseen answers.
FLOORS = {
    "factuality": 0.76,
    "citation_supports": 0.67,
    "refusal_quality": 0.78,
}
MAE_CEILING = 0.12
UNDETERMINED_MOST = 1
SEALED_FLOORS = {
    "factuality": 0.81,
    "citation_supports": 0.53,
    "refusal_quality": 0.65,
}
SEALED_MAE_CEILING = 0.12
SEALED_UNDETERMINED_MOST = 1
CITATION_EXISTS_MISSES_MOST = 4


@pytest.fixture(scope="module")
def measured(contractnli_dir: Path) -> Measured:
    return measure_v7(contractnli_dir)


@pytest.mark.parametrize(
    ("part", "n", "floors", "ceiling", "most"),
    [
        ("all", 181, FLOORS, MAE_CEILING, UNDETERMINED_MOST),
        ("sealed", 82, SEALED_FLOORS, SEALED_MAE_CEILING, SEALED_UNDETERMINED_MOST),
    ],
)
def test_reference_grader_holds_its_floor(
    measured: Measured, part: str, n: int, floors: dict[str, float], ceiling: float, most: int
) -> None:
    check_floor(measured[part]["reference"], n, floors, ceiling, most)


def test_nearly_every_citation_is_read_as_existing(contractnli_dir: Path) -> None:
    rows = v7_rows()
    native, _ = grade_both_ways(contractnli_dir, rows)
    grades = native["reference"]
    misses = [r["id"] for r in rows if grades[r["id"]].citation_exists != r["labels"]["citation_exists"]]
    assert len(rows) == 181
    assert len(misses) <= CITATION_EXISTS_MISSES_MOST, misses


if __name__ == "__main__":
    shared = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
    print(report_styles(measure_v7(shared if shared.is_dir() else None)))
