"""The graders on answers written by people who never saw them (``tests/fixtures/heldout``).

Two sets, each labeled blind by the rubric before any grader ran on it (see that folder's
README). The ``blind`` set was measured once, at the end of the session that wrote it, without
anyone studying its disagreements: its figures are the honest estimate of how the graders read
answers nobody on the project wrote, and they are asserted at issue 13's acceptance levels. The
``diagnostic`` set was studied while the graders were fixed, so it is no longer held out: its
figures are a regression floor, set below the measured values (``CALIBRATION.md`` section 6
quotes both). ``python -m tests.grade.test_heldout`` prints the tables.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.grade.test_freeform import Figures, measure, report

HELDOUT = Path(__file__).resolve().parent.parent / "fixtures" / "heldout"
SETS = {
    "blind": {"nda-mini": "blind_mini.jsonl", "contractnli-dev": "blind_dev.jsonl"},
    "diagnostic": {"nda-mini": "diagnostic_mini.jsonl", "contractnli-dev": "diagnostic_dev.jsonl"},
}

# The diagnostic set's floors: below the figures measured when it was shipped (CALIBRATION.md 6).
REF_FACTUALITY_FLOOR = 0.95
REF_SUPPORTS_FLOOR = 0.95

pytestmark = pytest.mark.realdata


@pytest.fixture(scope="module")
def blind(contractnli_dir: Path) -> dict[str, dict[str, Figures]]:
    return measure(contractnli_dir, HELDOUT, SETS["blind"])


@pytest.fixture(scope="module")
def diagnostic(contractnli_dir: Path) -> dict[str, dict[str, Figures]]:
    return measure(contractnli_dir, HELDOUT, SETS["diagnostic"])


def test_every_held_out_line_is_graded(
    blind: dict[str, dict[str, Figures]], diagnostic: dict[str, dict[str, Figures]]
) -> None:
    assert blind["overall"]["reference"].result.n_matched == 100
    assert diagnostic["overall"]["reference"].result.n_matched == 120


def test_reference_grader_meets_the_acceptance_on_the_blind_set(blind: dict[str, dict[str, Figures]]) -> None:
    ref = blind["overall"]["reference"]
    assert ref.axis("factuality") >= 0.90
    assert ref.axis("citation_supports") >= 0.85
    assert ref.axis("refusal_quality") >= 0.75
    assert ref.axis("extra_claim_count") <= 0.15
    assert ref.unparsed <= 0.02


def test_heuristic_grader_meets_the_acceptance_on_the_blind_set(blind: dict[str, dict[str, Figures]]) -> None:
    heur = blind["overall"]["heuristic"]
    assert heur.axis("factuality") >= 0.5
    assert heur.recall("wrong") >= 0.5


def test_graders_hold_their_floor_on_the_diagnostic_set(diagnostic: dict[str, dict[str, Figures]]) -> None:
    ref, heur = diagnostic["overall"]["reference"], diagnostic["overall"]["heuristic"]
    assert ref.axis("factuality") >= REF_FACTUALITY_FLOOR
    assert ref.axis("citation_supports") >= REF_SUPPORTS_FLOOR
    assert ref.axis("refusal_quality") >= 0.75
    assert ref.axis("extra_claim_count") <= 0.15
    assert heur.axis("factuality") >= 0.5


if __name__ == "__main__":
    shared = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
    for name, files in SETS.items():
        print(f"## {name}\n")
        print(report(measure(shared if shared.is_dir() else None, HELDOUT, files)) + "\n")
