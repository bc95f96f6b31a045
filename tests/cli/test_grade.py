"""``harness grade``: the manifest's corpus, grader options and labels, one-line user errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import harness.corpus
from harness.cli.main import main
from tests.grade.test_runner import CORPUS, make_run


def test_cli_grades_with_the_manifest_corpus(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = make_run(tmp_path / "run")
    loaded: list[tuple[str, object, object]] = []

    def fake_load(name: str, data_dir: object = None, split: object = None) -> object:
        loaded.append((name, data_dir, split))
        return CORPUS

    monkeypatch.setattr(harness.corpus, "load_corpus", fake_load)
    main(["grade", str(folder.path), "--grader", "heuristic", "-o", "comp_threshold=0.5", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert loaded == [("test-mini", None, None)]
    assert out["graded"] == 2 and out["factuality"]["refused"] == 1
    assert folder.manifest().graders["heuristic"].options == {"comp_threshold": 0.5}
    main(["grade", str(folder.path), "--grader", "reference", "--as", "ref-b", "--json"])
    assert json.loads(capsys.readouterr().out)["grader"] == "ref-b"
    assert folder.manifest().graders["ref-b"].name == "reference"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--grader", "refrence"], "did you mean 'reference'"),
        (["--grader", "reference", "--model", "x"], "only apply to the llm grader"),
        (["-o", "novalue"], "is not KEY=VALUE"),
        (["--grader", "heuristic", "-o", "colour=red"], "has no option"),
    ],
)
def test_cli_user_errors_are_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    message: str,
) -> None:
    folder = make_run(tmp_path / "run")
    monkeypatch.setattr(harness.corpus, "load_corpus", lambda name, data_dir=None, split=None: CORPUS)
    with pytest.raises(SystemExit) as exit_info:
        main(["grade", str(folder.path), *argv])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and message in err and "\n" not in err


def test_heuristic_grade_of_imported_records_prints_a_calibration_note_when_labels_are_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 24: records without gold, a labeled column beside them, one command prints P/R/F1."""
    from harness.store.folder import RunFolder
    from tests.store.test_importer import records, write_jsonl

    rows = [{k: v for k, v in r.items() if not k.startswith("gold")} for r in records()]
    source = write_jsonl(tmp_path / "records.jsonl", rows)
    main(["import", str(source), "--out", str(tmp_path / "run")])
    labels = tmp_path / "labels.csv"
    # q2 says 10 days where its passage says five: hallucinated; q3 is a refusal, left unlabeled.
    labels.write_text("question_id,hallucinated\nq1,no\nq2,yes\nq3,\nq4,no\n", encoding="utf-8")
    capsys.readouterr()
    argv = ["grade", str(tmp_path / "run"), "--grader", "heuristic", "--labels", str(labels)]
    main([*argv, "--json"])
    note = json.loads(capsys.readouterr().out)["grounding_calibration"]
    grades = {g.question_id: g for g in RunFolder(tmp_path / "run").grades("heuristic")}
    flagged = {q for q in ("q1", "q2", "q4") if grades[q].scores["grounding"]["grounded"] is False}
    assert note["n"] == 3 and note["labeled"] == 1 and note["column"] == "hallucinated"
    assert note["flagged"] == len(flagged) and note["true_positives"] == int("q2" in flagged)
    assert "q2" in flagged  # a number its own passage contradicts is never grounded
    main(argv)
    text = capsys.readouterr().out
    assert "calibration note: 'not grounded' against 'hallucinated' of labels.csv" in text
    assert "precision" in text and "recall" in text and "F1" in text


def test_a_bad_label_file_stops_grade_before_any_grading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = make_run(tmp_path / "run")
    before = sorted(p.name for p in folder.path.iterdir())
    labels = tmp_path / "labels.csv"
    labels.write_text("question_id,verdict\nq1,yes\n", encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        main(["grade", str(folder.path), "--grader", "heuristic", "--labels", str(labels)])
    err = capsys.readouterr().err.strip()
    assert info.value.code == 2 and len(err.splitlines()) == 1 and "'hallucinated'" in err
    assert sorted(p.name for p in folder.path.iterdir()) == before  # nothing graded, nothing written
