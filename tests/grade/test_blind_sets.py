"""The reference grader on every blind styles set (``tests/grade/blind_sets.py``): each line graded
through a normal run and through ``harness import`` alike, and each part above its floor.

``python -m tests.grade.test_blind_sets [styles_vN ...]`` prints the tables (every set by default).
"""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from harness.calibrate.split import part_of
from tests.grade.blind_sets import BLIND_SETS, Floor
from tests.grade.test_freeform import Figures
from tests.grade.test_styles import report_styles
from tests.grade.test_styles_v2 import (
    check_floor,
    check_import_grades_like_a_run,
    grade_both_ways,
    measure_v2,
    v2_rows,
)

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"

pytestmark = [pytest.mark.realdata, pytest.mark.slow]

Measured = dict[str, dict[str, tuple[Figures, int, int]]]
PARTS = [(name, part) for name, blind in BLIND_SETS.items() for part in blind.parts]


def rows_of(name: str) -> list[dict[str, Any]]:
    """Every labeled line of the blind set ``name``, tagged with the file it came from."""
    return v2_rows(FIXTURES / name, BLIND_SETS[name].files)


@cache
def measure(name: str, contractnli_dir: Path | None) -> Measured:
    return measure_v2(contractnli_dir, FIXTURES / name, BLIND_SETS[name].files)


@pytest.mark.parametrize("name", list(BLIND_SETS))
def test_every_line_is_graded_and_import_grades_like_a_run(contractnli_dir: Path, name: str) -> None:
    rows = rows_of(name)
    check_import_grades_like_a_run(*grade_both_ways(contractnli_dir, rows), {r["id"] for r in rows})


@pytest.mark.parametrize(("name", "part"), PARTS)
def test_reference_grader_holds_its_floor(contractnli_dir: Path, name: str, part: str) -> None:
    floor: Floor = BLIND_SETS[name].parts[part]
    check_floor(
        measure(name, contractnli_dir)[part]["reference"],
        floor.n,
        dict(floor.kappas),
        floor.mae,
        floor.undetermined,
    )


@pytest.mark.parametrize(
    ("name", "part"), [(n, p) for n, p in PARTS if BLIND_SETS[n].parts[p].exists_misses is not None]
)
def test_nearly_every_citation_is_read_as_existing(contractnli_dir: Path, name: str, part: str) -> None:
    """Where every judged citation is labeled as existing, the kappa is degenerate: count misses."""
    floor = BLIND_SETS[name].parts[part]
    rows = [r for r in rows_of(name) if part == "all" or part_of(r["id"]) == part]
    native, _ = grade_both_ways(contractnli_dir, rows)
    grades = native["reference"]
    misses = [r["id"] for r in rows if grades[r["id"]].citation_exists != r["labels"]["citation_exists"]]
    assert len(rows) == floor.n
    assert floor.exists_misses is not None and len(misses) <= floor.exists_misses, misses


if __name__ == "__main__":
    shared = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
    for name in sys.argv[1:] or list(BLIND_SETS):
        print(name)
        print(report_styles(measure(name, shared if shared.is_dir() else None)))
