"""``harness calibrate``: from a filled label template, two graders of one run, one-line errors."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.cli.main import cli, main
from tests.calibrate.runs import make_run
from tests.calibrate.test_agreement import BUCKETS_A, BUCKETS_B


def test_template_then_calibrate_from_the_filled_template(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", BUCKETS_B)
    template = tmp_path / "sheet.csv"
    assert main(["label", str(run.path), "--template", "--out", str(template)]) is None
    with template.open() as fh:
        table = list(csv.DictReader(fh))
    for row, bucket in zip(table, BUCKETS_A, strict=True):
        refused = bucket == "refused"
        row.update(
            factuality=bucket,
            citation_exists="yes",
            citation_supports="" if refused else "yes",
            refusal_quality="1" if refused else "",
            extra_claim_count="0",
        )
    with template.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(table[0]))
        writer.writeheader()
        writer.writerows(table)
    result = CliRunner().invoke(
        cli, ["calibrate", "--gold", str(template), "--run", str(run.path), "--grader", "heuristic", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["axes"][0]["axis"] == "factuality"
    assert data["axes"][0]["value"] == pytest.approx(0.52 / 0.72)
    assert data["n_matched"] == 10
    text = CliRunner().invoke(
        cli, ["calibrate", "--gold", str(template), "--run", str(run.path), "--n-boot", "200"]
    )
    assert text.exit_code == 0, text.output
    assert "calibration of grader 'heuristic'" in text.output and "interval width" in text.output


def test_bad_template_value_is_one_error_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = make_run(tmp_path / "run", ["correct", "wrong"])
    sheet = tmp_path / "sheet.csv"
    sheet.write_text(
        "question_id,labeler,factuality,citation_exists,citation_supports,refusal_quality,extra_claim_count,notes\n"
        "q000,ann,correct,yes,yes,,zero,\n"
    )
    with pytest.raises(SystemExit) as info:
        main(["calibrate", "--gold", str(sheet), "--run", str(run.path)])
    assert info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0
    assert err.startswith("error: ") and "row 2, extra_claim_count: 'zero' is not a whole number" in err


def test_calibrate_two_graders_of_one_run(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", BUCKETS_A, grader="reference")
    second = make_run(tmp_path / "other", BUCKETS_B, grader="heuristic")
    run.write_grades(next(iter(second.manifest().graders.values())), second.grades(), primary=False)
    result = CliRunner().invoke(
        cli, ["calibrate", "--run", str(run.path), "--grader", "heuristic", "--versus", "reference", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert (data["rater_a"], data["rater_b"]) == ("reference", "heuristic")
    assert data["axes"][0]["value"] == pytest.approx(0.52 / 0.72)


def test_calibrate_needs_gold_or_versus(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run = make_run(tmp_path / "run", ["correct"])
    with pytest.raises(SystemExit) as info:
        main(["calibrate", "--run", str(run.path)])
    assert info.value.code == 2
    assert "exactly one of --gold FILE and --versus GRADER" in capsys.readouterr().err
