"""Response-level precision, recall and F1 of a flag against labels, with bootstrap intervals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.calibrate.detection import detection, grounding_run, read_label_column
from harness.cli.main import cli, main
from harness.core.errors import HarnessError
from harness.testing.runs import write_run_folder
from tests.calibrate.runs import answer, grade, question


def test_figures_by_hand() -> None:
    # flagged: T T F F T T, labeled: T F F T T F -> tp 2, fp 2, fn 1
    d = detection([True, True, False, False, True, True], [True, False, False, True, True, False])
    assert (d.n, d.labeled, d.flagged, d.true_positives) == (6, 3, 4, 2)
    assert d.precision.value == pytest.approx(2 / 4)
    assert d.recall.value == pytest.approx(2 / 3)
    assert d.f1.value == pytest.approx(2 * 2 / (2 * 2 + 2 + 1))
    for figure in (d.precision, d.recall, d.f1):
        assert figure.low is not None and figure.high is not None
        assert figure.low <= (figure.value or 0.0) <= figure.high


def test_flag_all_baseline_has_the_positive_share_as_precision() -> None:
    labels = [True, False, False, False]
    d = detection([True] * 4, labels)
    assert d.precision.value == pytest.approx(0.25) and d.recall.value == 1.0
    assert d.f1.value == pytest.approx(2 * 0.25 / 1.25)


def test_nothing_flagged_and_nothing_labeled_are_undefined_not_zero() -> None:
    d = detection([False, False], [False, False])
    assert d.precision.value is None and d.recall.value is None and d.f1.value is None
    assert detection([], []).n == 0


def test_mismatched_lengths_are_refused() -> None:
    with pytest.raises(ValueError, match="3 flags for 2 labels"):
        detection([True, True, False], [True, False])


def _graded_run(tmp_path: Path, grounded: list[bool]) -> Path:
    """A run whose heuristic grades carry the given ``grounded`` figures, in question order."""
    questions = [question(i) for i in range(len(grounded))]
    grades = [
        grade(q.id, "unsupported", scores={"grounding": {"grounded": g, "claims": 1}})
        for q, g in zip(questions, grounded, strict=True)
    ]
    write_run_folder(
        tmp_path / "run",
        questions,
        [answer(i) for i in range(len(grounded))],
        grades,
        grader="heuristic",
        corpus_fingerprint="fp",
    )
    return tmp_path / "run"


def _labels(tmp_path: Path, column: str, values: list[str]) -> Path:
    path = tmp_path / f"labels-{column}-{len(list(tmp_path.glob('labels-*')))}.csv"
    lines = [f"question_id,{column}", *(f"q{i:03d},{v}" for i, v in enumerate(values))]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_calibrate_prints_grounding_figures_against_a_labeled_column(tmp_path: Path) -> None:
    # not grounded: q000 q001 q002; hallucinated: q000 q003 (q004 is n/a, left out) -> tp 1, fp 2, fn 1
    run = _graded_run(tmp_path, [False, False, False, True, True])
    labels = _labels(tmp_path, "hallucinated", ["yes", "no", "no", "yes", ""])
    result = CliRunner().invoke(cli, ["calibrate", "--run", str(run), "--labels", str(labels), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert (data["n"], data["flagged"], data["labeled"], data["true_positives"]) == (4, 3, 2, 1)
    assert data["precision"]["value"] == pytest.approx(1 / 3) and data["recall"]["value"] == 0.5
    # a column named "grounded" reads true as grounded: the same truth, written the other way round
    flipped = _labels(tmp_path, "grounded", ["no", "yes", "yes", "no", ""])
    again = grounding_run(run, flipped, "grounded")
    assert again.f1.value == pytest.approx(data["f1"]["value"])
    text = CliRunner().invoke(cli, ["calibrate", "--run", str(run), "--labels", str(labels)])
    assert "'not grounded' against 'hallucinated'" in text.output and "precision 0.333" in text.output


def test_a_label_file_without_the_column_is_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = _graded_run(tmp_path, [False, True])
    labels = _labels(tmp_path, "verdict", ["yes", "no"])
    with pytest.raises(SystemExit) as info:
        main(["calibrate", "--run", str(run), "--labels", str(labels)])
    err = capsys.readouterr().err.strip()
    assert info.value.code == 2 and len(err.splitlines()) == 1
    assert "no 'question_id' and 'hallucinated' columns" in err and "-- fix:" in err
    bad = _labels(tmp_path, "hallucinated", ["perhaps", "no"])
    with pytest.raises(HarnessError, match="is not a boolean"):
        read_label_column(bad, "hallucinated")
