"""``harness label`` (interactive, resumed, sampled) and ``harness agreement``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from harness.calibrate.gold import read_gold, write_gold
from harness.cli.main import cli
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
