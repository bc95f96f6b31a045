"""``harness label`` (interactive and template), ``harness agreement`` and ``harness calibrate``."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.calibrate.gold import read_gold, write_gold
from harness.cli.main import cli, main
from tests.calibrate.runs import gold, make_run
from tests.calibrate.test_agreement import BUCKETS_A, BUCKETS_B

# One item's answers in prompt order (all test answers cite a passage):
# non-refusal: factuality, citation_exists, citation_supports, extra_claim_count, notes
# refusal:     factuality, citation_exists, refusal_quality, extra_claim_count, notes
CORRECT_Q0 = "corect\ncorrect\nyes\nyes\n0\nlooks fine\n"  # a typo is re-asked
WRONG_Q1 = "wrong\nno\nno\n1\n\n"
REFUSED_Q2 = "refused\nyes\n2\n0\n\n"


def test_interactive_labeling_records_the_five_axes(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", ["correct", "wrong", "refused"])
    out = tmp_path / "gold.csv"
    result = CliRunner().invoke(
        cli,
        ["label", str(run.path), "--out", str(out), "--labeler", "ann"],
        input=CORRECT_Q0 + "skip\n" + REFUSED_Q2,
    )
    assert result.exit_code == 0, result.output
    # what the labeler sees: question, retrieval set with ids, the answer and its citations
    assert "Does the agreement say something about clause 0?" in result.output
    assert "[mini-01:0] rank 1" in result.output and "[mini-01:1] rank 2" in result.output
    assert "Yes, clause 0 is covered" in result.output
    assert "Citations: mini-01:0" in result.output
    assert "is not one of" in result.output  # the typo was refused and asked again
    rows = read_gold(out)
    assert [(r.question_id, r.factuality) for r in rows] == [("q000", "correct"), ("q002", "refused")]
    assert rows[0].citation_exists is True and rows[0].notes == "looks fine" and rows[0].labeler == "ann"
    assert rows[1].refusal_quality == 2 and rows[1].citation_supports is None


def test_labeling_resumes_where_it_stopped(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", ["correct", "wrong", "refused"])
    out = tmp_path / "gold.csv"
    args = ["label", str(run.path), "--out", str(out), "--labeler", "ann"]
    # the input runs out in the middle of the second item: the first row is already on disk
    stopped = CliRunner().invoke(cli, args, input=CORRECT_Q0 + "wrong\n")
    assert stopped.exit_code != 0
    assert [r.question_id for r in read_gold(out)] == ["q000"]
    resumed = CliRunner().invoke(cli, args, input=WRONG_Q1 + "quit\n")
    assert resumed.exit_code == 0, resumed.output
    assert "1 already labeled" in resumed.output
    assert "[1/3] q000" not in resumed.output and "[2/3] q001" in resumed.output
    rows = read_gold(out)
    assert [r.question_id for r in rows] == ["q000", "q001"]
    assert rows[1].extra_claim_count == 1 and rows[1].citation_supports is False


def test_sampled_labeling_needs_grades_and_takes_the_sample(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", ["correct"] * 5 + ["refused"])
    out = tmp_path / "gold.csv"
    result = CliRunner().invoke(
        cli, ["label", str(run.path), "--out", str(out), "--sample", "2", "--seed", "3"], input="quit\n"
    )
    assert result.exit_code == 0, result.output
    assert "2 answers selected" in result.output


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


def test_agreement_command(tmp_path: Path) -> None:
    a, b = tmp_path / "ann.csv", tmp_path / "bob.csv"
    write_gold(a, [gold(f"q{i}", x) for i, x in enumerate(BUCKETS_A)])
    write_gold(b, [gold(f"q{i}", x, labeler="bob") for i, x in enumerate(BUCKETS_B)])
    out = tmp_path / "adjudicate.csv"
    result = CliRunner().invoke(
        cli, ["agreement", str(a), str(b), "--disagreements", str(out), "--n-boot", "100"]
    )
    assert result.exit_code == 0, result.output
    assert "2 disagreement(s) to adjudicate" in result.output
    assert "q3" in result.output and "q7" in result.output
    assert out.read_text().splitlines()[0] == "question_id,axis,ann,bob,adjudicated"
    as_json = json.loads(
        CliRunner().invoke(cli, ["agreement", str(a), str(b), "--json", "--n-boot", "50"]).output
    )
    assert as_json["axes"][0]["value"] == pytest.approx(0.52 / 0.72)
    assert len(as_json["disagreements"]) == 2


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
