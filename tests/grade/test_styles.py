"""The graders on answers in styles nobody on the project wrote before (``tests/fixtures/styles``).

Five hand-labeled sets (other languages, refusals mixed with commitments, numbered citations,
structured output, chain of thought), each split by the committed rule
``harness.calibrate.split.part_of(answer id)`` into a tuning part and a sealed part. reference-4
was tuned on the tuning part only and the sealed part graded once; reference-5 fixed the classes
of the disagreements on both parts, so the old sealed part has been read and is a regression set
now (``CALIBRATION.md`` section 7 quotes both parts and says so). The blind estimate is the new
sealed set ``tests/fixtures/styles_v2``. ``python -m tests.grade.test_styles`` prints the tables.

An ``undetermined`` grade (the reader could not read the answer with confidence) is never put
in a bucket: it is left out of the agreement figures and counted on its own.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest

from harness.calibrate.split import part_of
from harness.core.records import Grade
from tests.grade.test_freeform import GRADERS, Figures, figures, fixture_corpus, grade_rows

STYLES = Path(__file__).resolve().parent.parent / "fixtures" / "styles"
FILES = ("multilingual", "mixed_refusal", "numbered", "structured", "cot")

pytestmark = pytest.mark.realdata


def style_rows() -> list[dict[str, Any]]:
    rows = []
    for name in FILES:
        for line in (STYLES / f"{name}.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                row["_file"] = name
                rows.append(row)
    return rows


def _grade_all(contractnli_dir: Path | None, rows: list[dict[str, Any]]) -> dict[str, dict[str, Grade]]:
    """Every row graded by both graders, keyed by answer id."""
    out: dict[str, dict[str, Grade]] = {g: {} for g in GRADERS}
    with tempfile.TemporaryDirectory() as tmp:
        for corpus_name in ("nda-mini", "contractnli-dev"):
            part = [r for r in rows if r["corpus"] == corpus_name]
            if not part:
                continue
            corpus = fixture_corpus(corpus_name, contractnli_dir)
            if corpus is None:
                continue
            graded = grade_rows(corpus, part, Path(tmp) / corpus_name)
            for grader, grades in graded.items():
                out[grader].update({g.question_id: g for g in grades})
    return out


def undetermined(grades: list[Grade]) -> int:
    return sum(1 for g in grades if g.factuality == "undetermined")


def measure_styles(contractnli_dir: Path | None) -> dict[str, dict[str, tuple[Figures, int, int]]]:
    """Per part (tuning, sealed, each file's sealed lines) and grader: figures on the lines read
    into a bucket, the undetermined count, and the number of lines."""
    rows = style_rows()
    graded = _grade_all(contractnli_dir, rows)
    groups: dict[str, list[dict[str, Any]]] = {
        "tuning": [r for r in rows if part_of(r["id"]) == "tuning"],
        "sealed": [r for r in rows if part_of(r["id"]) == "sealed"],
    }
    for name in FILES:
        groups[f"sealed/{name}"] = [r for r in groups["sealed"] if r["_file"] == name]
    out: dict[str, dict[str, tuple[Figures, int, int]]] = {}
    for group, members in groups.items():
        out[group] = {}
        for grader in GRADERS:
            grades = [graded[grader][r["id"]] for r in members if r["id"] in graded[grader]]
            fig = figures(members, grades)  # calibrate leaves undetermined grades out itself
            out[group][grader] = (fig, undetermined(grades), len(grades))
    return out


@pytest.fixture(scope="module")
def measured(contractnli_dir: Path) -> dict[str, dict[str, tuple[Figures, int, int]]]:
    return measure_styles(contractnli_dir)


def test_every_styles_line_is_graded_by_both_graders(
    measured: dict[str, dict[str, tuple[Figures, int, int]]],
) -> None:
    total = len(style_rows())
    for grader in GRADERS:
        n = measured["tuning"][grader][2] + measured["sealed"][grader][2]
        assert n == total


# Floors of reference-5, measured at the end of the session that fixed the classes of every
# disagreement on all 210 answers (CALIBRATION.md section 7). Both parts were read while the reader
# changed, so neither is held out any more: the honest estimate is the new blind set
# (tests/fixtures/styles_v2, graded once by the integrator). Measured: tuning factuality 0.989,
# citation_exists 1.000, citation_supports 0.973, refusal_quality 0.989, MAE 0.111, 1 of 127
# undetermined; old sealed 0.983 / 1.000 / 0.960 / 1.000 / 0.037, 2 of 83. The tuning floors sit
# just under those figures; the old sealed part's floors are issue 22's acceptance levels (under
# its figures, which a part that was read can no longer vouch for).
TUNING_FLOORS = {
    "factuality": 0.97,
    "citation_exists": 0.98,
    "citation_supports": 0.95,
    "refusal_quality": 0.97,
}
TUNING_MAE_CEILING = 0.065  # reference-8 measured 0.056 (reference-7 0.063, reference-5 0.111)
SEALED_FLOORS = {
    "factuality": 0.92,
    "citation_exists": 0.95,
    "citation_supports": 0.80,
    "refusal_quality": 0.80,
}
SEALED_MAE_CEILING = 0.15
UNDETERMINED_CEILING = 0.05


FLOORS = {"tuning": (TUNING_FLOORS, TUNING_MAE_CEILING), "sealed": (SEALED_FLOORS, SEALED_MAE_CEILING)}


@pytest.mark.parametrize("part", list(FLOORS))
def test_reference_grader_holds_its_floors(
    measured: dict[str, dict[str, tuple[Figures, int, int]]], part: str
) -> None:
    floors, mae_ceiling = FLOORS[part]
    fig, n_undetermined, n = measured[part]["reference"]
    for axis, floor in floors.items():
        assert fig.axis(axis) >= floor, axis
    assert fig.axis("extra_claim_count") <= mae_ceiling
    assert n_undetermined / n <= UNDETERMINED_CEILING


def test_calibration_leaves_undetermined_answers_out_of_every_figure(
    measured: dict[str, dict[str, tuple[Figures, int, int]]],
) -> None:
    for part in ("tuning", "sealed"):
        fig, n_undetermined, n = measured[part]["reference"]
        assert fig.result.n_matched == n - n_undetermined
        assert n_undetermined / n <= UNDETERMINED_CEILING


def report_styles(measured: dict[str, dict[str, tuple[Figures, int, int]]]) -> str:
    lines = [
        "| part | grader | n | undetermined | factuality kappa | citation_exists kappa "
        "| citation_supports kappa | refusal_quality qw-kappa | extra_claim_count MAE |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for group, by_grader in measured.items():
        for grader, (fig, n_undetermined, n) in by_grader.items():
            values = [fig.axis(a) for a in ("factuality", "citation_exists", "citation_supports")]
            values += [fig.axis("refusal_quality"), fig.axis("extra_claim_count")]
            shown = " | ".join(f"{v:.3f}" for v in values)
            lines.append(f"| {group} | {grader} | {n} | {n_undetermined} | {shown} |")
    return "\n".join(lines)


if __name__ == "__main__":
    shared = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
    print(report_styles(measure_styles(shared if shared.is_dir() else None)))
