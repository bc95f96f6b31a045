"""``harness gate``: exit codes 0/1/2, JSON for CI, and grader outages with ``--allow-errors``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli.main import main
from tests.report.builders import BASE_ROWS, candidate_run, changed, make_run, with_grader_errors


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_run(tmp_path_factory.mktemp("gate") / "baseline")


def _exit_code(argv: list[str]) -> int:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    return int(exc.value.code or 0)


def _run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = _exit_code(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


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
    candidate = candidate_run(tmp_path, a2={"factuality": "unsupported"}, n2={"refusal_quality": 0})
    assert _exit_code(["gate", str(baseline), str(candidate), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["decision"] == "reject"
    assert data["failed_rules"] == ["over_refusal", "unsupported", "refusal_quality"]
    assert data["buckets"]["unsupported"] == {"baseline": 2, "candidate": 3, "delta": 1}
    assert data["by_stratum"]["answerable"]["unsupported"]["delta"] == 1
    assert data["moves"] == [{"source": "correct", "target": "unsupported", "question_ids": ["a2"]}]
    assert {r["rule"] for r in data["rules"]} == {
        "over_refusal",
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


def test_defect2_grader_outage_is_not_a_regression(
    baseline: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Identical answers, a judge outage on 5 questions: exit 2; with --allow-errors they are left out."""
    outage = ("a1", "c1", "n1", "u1", "v2")
    candidate = make_run(tmp_path / "outage", with_grader_errors(BASE_ROWS, outage, "judge_error"))
    code, _, err = _run_cli(["gate", str(baseline), str(candidate)], capsys)
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("error: ")
    assert "0 in " in err and "5 in " in err and "--allow-errors" in err
    code, out, _ = _run_cli(["gate", str(baseline), str(candidate), "--allow-errors"], capsys)
    assert code == 0
    assert "left out 5 questions whose outcome is error in either run (baseline 0, candidate 5" in out
    assert "decision: SHIP" in out
    code, out, _ = _run_cli(["gate", str(baseline), str(candidate), "--allow-errors", "--json"], capsys)
    data = json.loads(out)
    assert data["n"] == 11 and data["left_out"] == list(outage) and data["errors"]["candidate"] == 5
    report = (
        json.loads((candidate / "report.json").read_text()) if (candidate / "report.json").exists() else None
    )
    assert report is None  # the gate writes nothing into the runs


def test_defect2_outages_in_the_baseline_do_not_hide_real_failures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Baseline with three HTTP 429 generator errors, candidate with two real new wrong answers."""
    throttled = {"error": "ChatError: HTTP 429: rate limited (after 4 attempts)"}
    base_rows = changed(
        BASE_ROWS,
        **{
            q: {"factuality": "unsupported", "answer": throttled, "grade": throttled}
            for q in ("a1", "a2", "a3")
        },
    )
    base = make_run(tmp_path / "base", base_rows)
    cand = make_run(
        tmp_path / "cand", changed(BASE_ROWS, n1={"factuality": "wrong"}, v2={"factuality": "wrong"})
    )
    assert _run_cli(["gate", str(base), str(cand)], capsys)[0] == 2
    code, out, _ = _run_cli(["gate", str(base), str(cand), "--allow-errors"], capsys)
    assert code == 1
    assert "wrong count rose overall: 3 -> 5 (+2)" in out
    assert "left out 3 questions" in out
