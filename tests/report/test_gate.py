"""The ship gate: each rule trips alone, an improvement ships, a run ships against itself."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.cli.main import main
from harness.core.errors import HarnessError
from harness.report import gate
from tests.report.builders import BASE_ROWS, Row, changed, make_run


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_run(tmp_path_factory.mktemp("gate") / "baseline")


def _candidate(tmp_path: Path, **changes: dict[str, Any]) -> Path:
    return make_run(tmp_path / "candidate", changed(BASE_ROWS, **changes))


def _exit_code(argv: list[str]) -> int:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    return int(exc.value.code or 0)


def test_a_run_ships_against_itself(baseline: Path) -> None:
    result = gate(baseline, baseline)
    assert result.ships and result.decision == "ship"
    assert result.moves == () and result.n == 16
    assert result.evidence["mcnemar_acceptable"] == {"b": 0, "c": 0, "p_value": 1.0}


def test_wrong_rising_alone_rejects(baseline: Path, tmp_path: Path) -> None:
    result = gate(baseline, _candidate(tmp_path, a1={"factuality": "wrong"}))
    assert result.failed_rules == ("wrong",)
    assert {(c.scope, c.baseline, c.candidate) for c in result.failed} == {
        ("overall", 3, 4),
        ("answerable", 1, 2),
    }
    assert "wrong count rose overall: 3 -> 4 (+1)" in [c.message for c in result.failed]
    assert [(m.source, m.target, m.question_ids) for m in result.moves] == [("correct", "wrong", ("a1",))]


def test_three_more_correct_and_one_more_wrong_is_a_rejection(baseline: Path, tmp_path: Path) -> None:
    # Four refusals become 3 correct + 1 wrong: acceptable count drops by one, but "overall accuracy" rises.
    result = gate(
        baseline,
        _candidate(
            tmp_path,
            n1={"factuality": "correct"},
            u1={"factuality": "correct"},
            v2={"factuality": "correct"},
            e1={"factuality": "wrong"},
        ),
    )
    assert result.buckets["correct"].delta == 3 and result.buckets["wrong"].delta == 1
    assert result.failed_rules == ("wrong",)
    assert not result.ships


def test_unsupported_rising_alone_rejects(baseline: Path, tmp_path: Path) -> None:
    result = gate(baseline, _candidate(tmp_path, a2={"factuality": "unsupported"}))
    assert result.failed_rules == ("unsupported",)
    assert any(c.message == "unsupported count rose overall: 2 -> 3 (+1)" for c in result.failed)


def test_refusal_quality_dropping_alone_rejects(baseline: Path, tmp_path: Path) -> None:
    result = gate(baseline, _candidate(tmp_path, n1={"refusal_quality": 1}))
    assert result.failed_rules == ("refusal_quality",)
    overall = next(c for c in result.failed if c.scope == "overall")
    assert (overall.baseline, overall.candidate) == (2.0, pytest.approx(11 / 6))
    assert result.moves == ()


def test_extra_claims_rising_alone_rejects(baseline: Path, tmp_path: Path) -> None:
    result = gate(baseline, _candidate(tmp_path, c1={"extra_claim_count": 2}))
    assert result.failed_rules == ("extra_claim_count",)
    assert "extra_claim_count sum rose overall: 2 -> 4 (+2)" in [c.message for c in result.failed]


def test_an_improvement_ships(baseline: Path, tmp_path: Path) -> None:
    result = gate(
        baseline,
        _candidate(
            tmp_path,
            a4={"factuality": "correct", "extra_claim_count": 0},
            e2={"factuality": "refused", "refusal_quality": 3},
            u2={"factuality": "refused"},
        ),
    )
    assert result.ships, [c.message for c in result.failed]
    assert result.buckets["wrong"].delta == -2 and result.buckets["unsupported"].delta == -1
    assert result.evidence["mcnemar_acceptable"]["c"] == 3


def test_a_regression_hidden_in_one_stratum_rejects(baseline: Path, tmp_path: Path) -> None:
    # One wrong moves from answerable to adversarial: overall wrong is unchanged.
    result = gate(baseline, _candidate(tmp_path, a4={"factuality": "correct"}, v1={"factuality": "wrong"}))
    assert result.buckets["wrong"].delta == 0
    assert [(c.rule, c.scope) for c in result.failed] == [("wrong", "adversarial")]


def test_refusal_quality_is_not_compared_where_a_run_has_no_refusals(baseline: Path, tmp_path: Path) -> None:
    result = gate(baseline, _candidate(tmp_path, r1={"factuality": "correct"}))
    assert result.ships
    check = next(c for c in result.checks if c.rule == "refusal_quality" and c.scope == "retrieval_null")
    assert check.candidate is None and "no refusals in the candidate" in check.message


def test_different_question_sets_are_refused(baseline: Path, tmp_path: Path) -> None:
    other = make_run(tmp_path / "other", question_text_suffix=" (reworded)")
    with pytest.raises(HarnessError, match="different question sets"):
        gate(baseline, other)


def test_different_graders_are_refused(baseline: Path, tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="different graders"):
        gate(baseline, make_run(tmp_path / "heur", grader="heuristic"))
    with pytest.raises(HarnessError, match="different options"):
        gate(baseline, make_run(tmp_path / "opts", grader_options={"threshold": 0.6}))


def test_an_unfinished_run_is_refused(baseline: Path, tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="no grade for 6 of 16"):
        gate(baseline, make_run(tmp_path / "partial", answered=10))


def test_cli_exit_codes(baseline: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _exit_code(["gate", str(baseline), str(baseline)]) == 0
    assert "decision: SHIP" in capsys.readouterr().out

    worse = make_run(
        tmp_path / "worse",
        changed(
            BASE_ROWS, a1={"factuality": "wrong"}, a2={"factuality": "wrong"}, a3={"factuality": "wrong"}
        ),
    )
    assert _exit_code(["gate", str(baseline), str(worse)]) == 1
    out = capsys.readouterr().out
    assert "3 moved correct -> wrong: a1, a2, a3" in out
    assert "FAIL wrong: wrong count rose overall: 3 -> 6 (+3)" in out
    assert "decision: REJECT" in out

    other = make_run(tmp_path / "other", question_text_suffix="?")
    assert _exit_code(["gate", str(baseline), str(other)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: the runs were made over different question sets") and "-- fix:" in err
    assert err.count("\n") == 1

    assert _exit_code(["gate", str(baseline), str(make_run(tmp_path / "h", grader="heuristic"))]) == 2
    assert _exit_code(["gate", str(baseline), str(tmp_path / "missing")]) == 2


def test_cli_json_for_ci(baseline: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    candidate = _candidate(tmp_path, a2={"factuality": "unsupported"}, n2={"refusal_quality": 0})
    assert _exit_code(["gate", str(baseline), str(candidate), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["decision"] == "reject"
    assert data["failed_rules"] == ["unsupported", "refusal_quality"]
    assert data["buckets"]["unsupported"] == {"baseline": 2, "candidate": 3, "delta": 1}
    assert data["by_stratum"]["answerable"]["unsupported"]["delta"] == 1
    assert data["moves"] == [{"source": "correct", "target": "unsupported", "question_ids": ["a2"]}]
    assert {r["rule"] for r in data["rules"]} == {
        "wrong",
        "unsupported",
        "refusal_quality",
        "extra_claim_count",
    }
    assert set(data["evidence"]) == {
        "mcnemar_acceptable",
        "refusal_quality_mean_diff",
        "extra_claim_count_mean_diff",
        "truthfulness_diff",
    }


def test_paired_evidence_does_not_change_the_decision(baseline: Path, tmp_path: Path) -> None:
    # Many improvements and one new wrong: McNemar favours the candidate, the rule still rejects.
    rows: tuple[Row, ...] = changed(
        BASE_ROWS,
        a4={"factuality": "correct"},
        a5={"factuality": "correct"},
        e2={"factuality": "refused"},
        u2={"factuality": "refused"},
        c2={"factuality": "refused"},
        v1={"factuality": "wrong"},
    )
    result = gate(baseline, make_run(tmp_path / "mixed", rows))
    assert result.evidence["mcnemar_acceptable"]["c"] > result.evidence["mcnemar_acceptable"]["b"]
    assert result.evidence["truthfulness_diff"]["value"] > 0
    assert result.failed_rules == ("wrong",)
