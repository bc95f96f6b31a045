"""The reference grader on a fifth blind styles set (``tests/fixtures/styles_v5``).

Written by three new labelers who never opened grader code: numbered, superscript and footnote
citations in the forms RAG stacks emit, verbatim and misquoted clauses, long answers with
sub-claims cited to different passages (``citations_longform``); German, French, Spanish,
Italian and Portuguese in new registers and declines mixed with commitments
(``languages_refusals``); other output contracts (YAML, TOML, claim lists, tool-call arguments)
and reasoning traces (``<think>`` blocks, passage walkthroughs, self-corrections)
(``structured_reasoning``). The whole set was graded once, blind, by reference-8 (tuned on every
earlier set, never on this one); the reader was then tuned on its tuning part only
(``harness.calibrate.split.part_of``) and the sealed part read once more at the end.
``python -m tests.grade.test_styles_v5`` prints the table.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from harness.calibrate.split import part_of
from tests.grade.test_freeform import Figures
from tests.grade.test_styles import report_styles
from tests.grade.test_styles_v2 import (
    check_floor,
    check_import_grades_like_a_run,
    grade_both_ways,
    measure_v2,
    v2_rows,
)

FOLDER = Path(__file__).resolve().parent.parent / "fixtures" / "styles_v5"
FILES = ("citations_longform", "languages_refusals", "structured_reasoning")

pytestmark = [pytest.mark.realdata, pytest.mark.slow]

Measured = dict[str, dict[str, tuple[Figures, int, int]]]


def v5_rows() -> list[dict[str, Any]]:
    return v2_rows(FOLDER, FILES)


def measure_v5(contractnli_dir: Path | None) -> Measured:
    return measure_v2(contractnli_dir, FOLDER, FILES)


def test_every_line_is_graded_and_import_grades_like_a_run(contractnli_dir: Path) -> None:
    rows = v5_rows()
    check_import_grades_like_a_run(*grade_both_ways(contractnli_dir, rows), {r["id"] for r in rows})


# Blind, whole set, reference-8 (written after it was frozen): factuality 0.766, citation_exists
# 0.657, citation_supports 0.698, refusal_quality 0.699, extra_claim_count MAE 0.184, undetermined
# 4 of 183; its sealed part (71): 0.779, 0.000, 0.796, 0.605, 0.261, 2. After tuning on the tuning
# part (112, reference-9), the sealed part read a second time, at the end: 0.822, 0.000, 0.796,
# 0.763, MAE 0.143, undetermined 1; the whole set 0.857, 0.657, 0.772, 0.905, 0.094, 2. The sealed
# part labels every citation as existing (62 of 62 cited answers), so its citation_exists kappa is
# 0 whenever the grader says "no" once: it says so on 3 of 71, and the floor counts those instead.
# Issue 22 asks for 0.92 / 0.95 / 0.80 / 0.80 / 0.15 / 5 % on unseen answers.
FLOORS = {
    "factuality": 0.84,
    "citation_exists": 0.64,
    "citation_supports": 0.75,
    "refusal_quality": 0.88,
}
MAE_CEILING = 0.11
UNDETERMINED_MOST = 3
SEALED_FLOORS = {
    "factuality": 0.80,
    "citation_supports": 0.77,
    "refusal_quality": 0.74,
}
SEALED_MAE_CEILING = 0.16
SEALED_UNDETERMINED_MOST = 2
SEALED_CITATION_EXISTS_MISSES_MOST = 3


@pytest.fixture(scope="module")
def measured(contractnli_dir: Path) -> Measured:
    return measure_v5(contractnli_dir)


@pytest.mark.parametrize(
    ("part", "n", "floors", "ceiling", "most"),
    [
        ("all", 183, FLOORS, MAE_CEILING, UNDETERMINED_MOST),
        ("sealed", 71, SEALED_FLOORS, SEALED_MAE_CEILING, SEALED_UNDETERMINED_MOST),
    ],
)
def test_reference_grader_holds_its_floor(
    measured: Measured, part: str, n: int, floors: dict[str, float], ceiling: float, most: int
) -> None:
    check_floor(measured[part]["reference"], n, floors, ceiling, most)


def test_sealed_part_reads_nearly_every_citation_as_existing(contractnli_dir: Path) -> None:
    rows = [r for r in v5_rows() if part_of(r["id"]) == "sealed"]
    native, _ = grade_both_ways(contractnli_dir, rows)
    grades = native["reference"]
    misses = [r["id"] for r in rows if grades[r["id"]].citation_exists != r["labels"]["citation_exists"]]
    assert len(rows) == 71
    assert len(misses) <= SEALED_CITATION_EXISTS_MISSES_MOST, misses


if __name__ == "__main__":
    shared = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
    print(report_styles(measure_v5(shared if shared.is_dir() else None)))
