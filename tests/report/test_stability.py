"""report/stability.py: how outcomes move between the repeats of a run."""

from __future__ import annotations

from pathlib import Path

from harness.report.load import load_run
from harness.report.stability import load_repeats, repeat_dirs, stability
from tests.report.builders import BASE_ROWS, changed, make_run


def test_repeat_dirs_are_the_numbered_folders_in_order(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run")
    assert repeat_dirs(run) == []
    for name in ("10", "2", "notes"):
        (run / "repeats" / name).mkdir(parents=True)
    assert [p.name for p in repeat_dirs(run)] == ["2", "10"]


def test_stability_counts_questions_with_the_same_outcome_in_every_repeat(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run")
    make_run(run / "repeats" / "1", changed(BASE_ROWS, a1={"factuality": "wrong"}))
    make_run(
        run / "repeats" / "2", changed(BASE_ROWS, a1={"factuality": "refused"}, u2={"factuality": "refused"})
    )
    runs = load_repeats(load_run(run))
    assert len(runs) == 3
    result = stability(runs)
    assert result is not None
    assert result["repeats"] == 3 and result["n"] == len(BASE_ROWS)
    assert result["stable"] == len(BASE_ROWS) - 2
    assert result["by_stratum"]["answerable"] == {"n": 5, "stable": 4}
    assert result["by_stratum"]["unanswerable"] == {"n": 2, "stable": 1}
    a1 = result["per_question"]["a1"]
    assert a1["outcomes"] == ["correct", "wrong", "refused"] and a1["agreement"] == round(1 / 3, 4)
    u2 = result["per_question"]["u2"]
    assert u2["modal"] == "wrong" and u2["agreement"] == round(2 / 3, 4)
    assert result["per_question"]["c1"]["agreement"] == 1.0


def test_a_single_run_has_no_stability(tmp_path: Path) -> None:
    assert stability([load_run(make_run(tmp_path / "run"))]) is None
