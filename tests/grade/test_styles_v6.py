"""The reference grader on a sixth blind styles set (``tests/fixtures/styles_v6``).

Written by three new labelers who never opened grader code: answers as RAG frameworks, agent tools
and hosted APIs emit them (character-offset citation objects, vendor envelopes, grounding metadata,
HTML, stream artefacts, chat transcripts with a retriever call; ``framework_outputs``); answers
whose factuality lies in the content (one wrong detail under the right verdict, modality and scope
shifts, dropped or added conditions, the right verdict cited to the wrong passage, silence answered
"no", false premises accepted; ``hard_factual_calls``); declines, clarifying questions, "it
depends" answers and replies mixing a decline with a commitment, in five languages and new
registers (``declines_and_mixed``). The whole set was graded once, blind, by reference-9 (tuned on
every earlier set, never on this one); the reader was then tuned on its tuning part only
(``harness.calibrate.split.part_of``) and the sealed part read once more at the end.
``python -m tests.grade.test_styles_v6`` prints the table.
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

FOLDER = Path(__file__).resolve().parent.parent / "fixtures" / "styles_v6"
FILES = ("declines_and_mixed", "framework_outputs", "hard_factual_calls")

pytestmark = [pytest.mark.realdata, pytest.mark.slow]

Measured = dict[str, dict[str, tuple[Figures, int, int]]]


def v6_rows() -> list[dict[str, Any]]:
    return v2_rows(FOLDER, FILES)


def measure_v6(contractnli_dir: Path | None) -> Measured:
    return measure_v2(contractnli_dir, FOLDER, FILES)


def test_every_line_is_graded_and_import_grades_like_a_run(contractnli_dir: Path) -> None:
    rows = v6_rows()
    check_import_grades_like_a_run(*grade_both_ways(contractnli_dir, rows), {r["id"] for r in rows})


# Blind, whole set, reference-9 (written after it was frozen): factuality 0.620, citation_exists
# 1.000, citation_supports 0.600, refusal_quality 0.907, extra_claim_count MAE 0.240, undetermined
# 5 of 180; its sealed part (69): 0.694, 1.000, 0.634, 0.852, 0.167, 3. After tuning on the tuning
# part (111, reference-10), the sealed part read a second time, at the end: 0.778, 1.000, 0.762,
# 0.852, MAE 0.104, undetermined 2 (2.9 %); the whole set 0.864, 1.000, 0.837, 0.925, 0.090, 2.
# Issue 22 asks for 0.92 / 0.95 / 0.80 / 0.80 / 0.15 / 5 % on unseen answers.
FLOORS = {
    "factuality": 0.84,
    "citation_exists": 0.95,
    "citation_supports": 0.81,
    "refusal_quality": 0.90,
}
MAE_CEILING = 0.11
UNDETERMINED_MOST = 2
SEALED_FLOORS = {
    "factuality": 0.75,
    "citation_exists": 0.95,
    "citation_supports": 0.74,
    "refusal_quality": 0.83,
}
SEALED_MAE_CEILING = 0.12
SEALED_UNDETERMINED_MOST = 2


@pytest.fixture(scope="module")
def measured(contractnli_dir: Path) -> Measured:
    return measure_v6(contractnli_dir)


@pytest.mark.parametrize(
    ("part", "n", "floors", "ceiling", "most"),
    [
        ("all", 180, FLOORS, MAE_CEILING, UNDETERMINED_MOST),
        ("sealed", 69, SEALED_FLOORS, SEALED_MAE_CEILING, SEALED_UNDETERMINED_MOST),
    ],
)
def test_reference_grader_holds_its_floor(
    measured: Measured, part: str, n: int, floors: dict[str, float], ceiling: float, most: int
) -> None:
    check_floor(measured[part]["reference"], n, floors, ceiling, most)


if __name__ == "__main__":
    shared = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
    print(report_styles(measure_v6(shared if shared.is_dir() else None)))
