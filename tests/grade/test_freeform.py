"""The graders against hand labels: the free-form fixture (``tests/fixtures/freeform``), calibrated
with the project's own ``harness.calibrate.calibrate`` (kappa, quadratic-weighted kappa, MAE).

Each fixture line becomes the harness's ``Question`` and ``Answer`` through the path a real run
takes for raw model output: the ``scripted`` generator replayed by the run engine
(``harness.testing.replay``), with the retrieval set the line records. The question id is the
line id (one question may carry answers in several styles). The acceptance figures of issue 13
are asserted on all lines together; ``python -m tests.grade.test_freeform`` prints the figures
per file and overall (``CALIBRATION.md`` quotes them).
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from harness.calibrate import CalibrationResult, calibrate
from harness.calibrate.gold import GoldRow
from harness.core.io import from_dict
from harness.core.records import Grade, Question
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.grade.heuristic import HeuristicGrader
from harness.grade.reference import ReferenceGrader
from harness.testing.replay import replay_answers

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "freeform"
FILES = {"nda-mini": "nda_mini.jsonl", "contractnli-dev": "contractnli_dev.jsonl"}
GRADERS = ("reference", "heuristic")
N_BOOT = 200

pytestmark = pytest.mark.realdata


def fixture_rows(name: str, folder: Path = FIXTURES, files: dict[str, str] = FILES) -> list[dict[str, Any]]:
    path = folder / files[name]
    if not path.is_file():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def gold_row(row: dict[str, Any]) -> GoldRow:
    labels = row["labels"]
    return GoldRow(
        question_id=row["id"],
        labeler="fixture",
        factuality=labels["factuality"],
        citation_exists=labels["citation_exists"],
        citation_supports=labels["citation_supports"],
        refusal_quality=labels["refusal_quality"],
        extra_claim_count=labels["extra_claim_count"],
        notes=row["notes"],
    )


def grade_rows(corpus: Corpus, rows: list[dict[str, Any]], workdir: Path) -> dict[str, list[Grade]]:
    """Each line's answer made by the run engine from its raw output, graded by both graders."""
    items = []
    for row in rows:
        question = from_dict(row["question"], Question, where=row["id"])
        items.append((replace(question, id=row["id"]), row["retrieved"], row["answer"]))
    answers = replay_answers(corpus, items, workdir)
    pairs = [(q, a) for (q, _, _), a in zip(items, answers, strict=True)]
    graded = {
        "reference": ReferenceGrader().grade(pairs, corpus),
        "heuristic": HeuristicGrader().grade(pairs, corpus),
    }
    # A grader that raised records the answer as an unscored error (never lost), which a kappa
    # would count as "unsupported": on a labeled fixture a crash must fail, not move a figure.
    crashed = [(name, g.question_id, g.error) for name, grades in graded.items() for g in grades if g.error]
    assert not crashed, f"graders raised on fixture answers: {crashed[:3]}"
    return graded


@dataclass(frozen=True)
class Figures:
    """One grader's calibration on one set of lines, plus its unparsed share."""

    result: CalibrationResult
    unparsed: float

    def axis(self, name: str) -> float:
        return next(a.value for a in self.result.axes if a.axis == name)

    def recall(self, bucket: str) -> float:
        return next(b.recall for b in self.result.buckets if b.bucket == bucket)


def figures(rows: list[dict[str, Any]], grades: list[Grade]) -> Figures:
    result = calibrate([gold_row(r) for r in rows], grades, n_boot=N_BOOT, seed=0)
    unparsed = sum(1 for g in grades if "unparsed" in g.flags) / len(grades)
    return Figures(result, unparsed)


def fixture_corpus(name: str, contractnli_dir: Path | None) -> Corpus | None:
    """The corpus a fixture line's ``corpus`` names; None for ContractNLI dev without its files."""
    if name == "nda-mini":
        return load_corpus("nda-mini")
    if contractnli_dir is None:
        return None
    return load_corpus("contractnli", data_dir=contractnli_dir, split="dev")


def measure(
    contractnli_dir: Path | None, folder: Path = FIXTURES, files: dict[str, str] = FILES
) -> dict[str, dict[str, Figures]]:
    """Figures per grader for each fixture file that can be read, and for all lines together."""
    sets: dict[str, tuple[list[dict[str, Any]], dict[str, list[Grade]]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name in files:
            rows = fixture_rows(name, folder, files)
            if not rows:
                continue
            corpus = fixture_corpus(name, contractnli_dir)
            if corpus is None:
                continue
            sets[name] = (rows, grade_rows(corpus, rows, Path(tmp) / name))
    out: dict[str, dict[str, Figures]] = {}
    for name, (rows, graded) in sets.items():
        out[name] = {g: figures(rows, graded[g]) for g in GRADERS}
    every = [r for rows, _ in sets.values() for r in rows]
    out["overall"] = {
        g: figures(every, [x for _, graded in sets.values() for x in graded[g]]) for g in GRADERS
    }
    return out


@pytest.fixture(scope="module")
def measured(contractnli_dir: Path) -> dict[str, dict[str, Figures]]:
    return measure(contractnli_dir)


def test_the_fixture_is_measured_whole(measured: dict[str, dict[str, Figures]]) -> None:
    every = sum(len(fixture_rows(name)) for name in FILES)
    assert measured["overall"]["reference"].result.n_matched == every


def test_reference_grader_meets_the_acceptance_figures(measured: dict[str, dict[str, Figures]]) -> None:
    ref = measured["overall"]["reference"]
    assert ref.axis("factuality") >= 0.90
    assert ref.axis("citation_supports") >= 0.85
    assert ref.axis("refusal_quality") >= 0.75
    assert ref.axis("extra_claim_count") <= 0.15
    assert ref.unparsed <= 0.02


def test_heuristic_grader_meets_the_acceptance_figures(measured: dict[str, dict[str, Figures]]) -> None:
    heur = measured["overall"]["heuristic"]
    assert heur.axis("factuality") >= 0.5
    assert heur.recall("wrong") >= 0.5


def _fmt(value: float) -> str:
    return "n/a" if math.isnan(value) else f"{value:.3f}"


def report(measured: dict[str, dict[str, Figures]]) -> str:
    """The figures as a markdown table (the one CALIBRATION.md quotes)."""
    lines = [
        "| set | grader | n | factuality kappa | citation_exists kappa | citation_supports kappa "
        "| refusal_quality qw-kappa | extra_claim_count MAE | `wrong` recall | unparsed |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, by_grader in measured.items():
        for grader_name, f in by_grader.items():
            lines.append(
                f"| {name} | {grader_name} | {f.result.n_matched} | {_fmt(f.axis('factuality'))} "
                f"| {_fmt(f.axis('citation_exists'))} | {_fmt(f.axis('citation_supports'))} "
                f"| {_fmt(f.axis('refusal_quality'))} "
                f"| {_fmt(f.axis('extra_claim_count'))} | {_fmt(f.recall('wrong'))} | {f.unparsed:.1%} |"
            )
    return "\n".join(lines)


if __name__ == "__main__":
    shared = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
    print(report(measure(shared if shared.is_dir() else None)))
