"""``load_run(DIR).frame()``: one row per (question, grader), every axis and score, no ``_x``/``_y`` pairs."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

import harness
from harness.grade.runner import grade_run
from harness.pipeline import import_run
from tests.store.test_importer import records, write_jsonl


@pytest.fixture(scope="module")
def two_runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("frame")
    base = import_run(write_jsonl(root / "v1.jsonl", records()), root / "base").run_dir
    changed = records()
    changed[0]["answer"] = "Employees get 20 days of paid leave per year [leave:0]."
    cand = import_run(write_jsonl(root / "v2.jsonl", changed), root / "cand").run_dir
    for run in (base, cand):
        grade_run(run, "heuristic", primary=False)
    return base, cand


def test_one_row_per_question_and_grader_with_every_axis(two_runs: tuple[Path, Path]) -> None:
    frame = harness.load_run(two_runs[0]).frame()
    assert len(frame) == 4 * 2
    assert sorted(set(frame["grader"])) == ["heuristic", "reference"]
    assert not frame.duplicated(["question_id", "grader"]).any()
    assert frame.columns.is_unique
    assert not [c for c in frame.columns if c.endswith(("_x", "_y"))]
    for column in (
        "run",
        "question_id",
        "question",
        "stratum",
        "ideal",
        "gold_answer",
        "answer",
        "citations",
        "retrieved_ids",
        "evidence_retrieved",
        "answer_error",
        "factuality",
        "outcome",
        "meets_ideal",
        "over_refusal",
        "citation_exists",
        "citation_supports",
        "refusal_quality",
        "extra_claim_count",
        "rationale",
        "flags",
        "grade_error",
        "lexical.verdict",
        "lexical.s_rel",
        "citation_score.overall",
    ):
        assert column in frame.columns, column
    q1 = frame[(frame["question_id"] == "q1") & (frame["grader"] == "reference")].iloc[0]
    assert q1["question"].startswith("How many days") and q1["answer"].startswith("Employees get 25")
    assert (
        q1["factuality"] == "correct" and q1["citations"] == ("leave:0",) and bool(q1["evidence_retrieved"])
    )
    heuristic = frame[frame["grader"] == "heuristic"]
    assert heuristic["lexical.verdict"].notna().all()
    assert frame[frame["grader"] == "reference"]["lexical.verdict"].isna().all()
    refused = frame[(frame["question_id"] == "q3") & (frame["grader"] == "reference")].iloc[0]
    assert refused["citation_exists"] is pd.NA or pd.isna(refused["citation_exists"])  # n/a, not False
    assert str(frame["refusal_quality"].dtype) == "Int64"


def test_an_ungraded_question_keeps_one_row(tmp_path: Path) -> None:
    run = import_run(write_jsonl(tmp_path / "r.jsonl", records()), tmp_path / "run", grader=None).run_dir
    frame = harness.load_run(run).frame()
    assert len(frame) == 4 and frame["grader"].isna().all() and frame["answer"].notna().all()


def test_compare_frame_has_the_same_shape_across_runs(two_runs: tuple[Path, Path]) -> None:
    one = harness.load_run(two_runs[0]).frame()
    both = harness.compare_frame(list(two_runs))
    assert list(both.columns) == list(one.columns)
    assert len(both) == 2 * len(one)
    assert set(both["run"]) == {"base", "cand"}
    pivot = both[both["grader"] == "reference"].pivot(index="question_id", columns="run", values="factuality")
    assert pivot.loc["q1", "base"] == "correct" and pivot.loc["q1", "cand"] == "wrong"
