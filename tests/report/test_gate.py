"""The ship gate: each rule trips alone, an improvement ships, a run ships against itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli.main import main
from harness.core.errors import HarnessError
from harness.report import gate, load_run, summarize
from tests.report.builders import BASE_ROWS, Row, candidate_run, changed, make_run, with_grader_errors


@pytest.fixture(scope="module")
def baseline(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_run(tmp_path_factory.mktemp("gate") / "baseline")


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
    # a1's ideal is correct, so losing it also trips the over-refusal rule (correct fell there).
    result = gate(baseline, candidate_run(tmp_path, a1={"factuality": "wrong"}))
    assert result.failed_rules == ("over_refusal", "wrong")
    assert {(c.scope, c.baseline, c.candidate) for c in result.failed if c.rule == "wrong"} == {
        ("overall", 3, 4),
        ("answerable", 1, 2),
    }
    assert "wrong count rose overall: 3 -> 4 (+1)" in [c.message for c in result.failed]
    assert [(m.source, m.target, m.question_ids) for m in result.moves] == [("correct", "wrong", ("a1",))]


def test_three_more_correct_and_one_more_wrong_is_a_rejection(baseline: Path, tmp_path: Path) -> None:
    # Four refusals become 3 correct + 1 wrong: acceptable count drops by one, but "overall accuracy" rises.
    result = gate(
        baseline,
        candidate_run(
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
    result = gate(baseline, candidate_run(tmp_path, e1={"factuality": "unsupported"}))
    assert result.failed_rules == ("unsupported",)
    assert any(c.message == "unsupported count rose overall: 2 -> 3 (+1)" for c in result.failed)


def test_refusal_quality_dropping_alone_rejects(baseline: Path, tmp_path: Path) -> None:
    result = gate(baseline, candidate_run(tmp_path, n1={"refusal_quality": 1}))
    assert result.failed_rules == ("refusal_quality",)
    overall = next(c for c in result.failed if c.scope == "overall")
    assert (overall.baseline, overall.candidate) == (2.0, pytest.approx(11 / 6))
    assert result.moves == ()


def test_extra_claims_rising_alone_rejects(baseline: Path, tmp_path: Path) -> None:
    result = gate(baseline, candidate_run(tmp_path, c1={"extra_claim_count": 2}))
    assert result.failed_rules == ("extra_claim_count",)
    assert "extra_claim_count sum rose overall: 2 -> 4 (+2)" in [c.message for c in result.failed]


def test_an_improvement_ships(baseline: Path, tmp_path: Path) -> None:
    result = gate(
        baseline,
        candidate_run(
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
    result = gate(baseline, candidate_run(tmp_path, a4={"factuality": "correct"}, v1={"factuality": "wrong"}))
    assert result.buckets["wrong"].delta == 0
    assert [(c.rule, c.scope) for c in result.failed] == [("wrong", "adversarial")]


def test_refusal_quality_is_not_compared_where_a_run_has_no_refusals(baseline: Path, tmp_path: Path) -> None:
    result = gate(baseline, candidate_run(tmp_path, r1={"factuality": "correct"}))
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
    with pytest.raises(HarnessError, match="unfinished: 10 of 16 questions answered"):
        gate(baseline, make_run(tmp_path / "partial", answered=10))


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


# --------------------------------------------------------------------------- issue 14 defects


def _run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = _exit_code(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_defect1_over_refusal_ships_no_more(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Oracle -> refuse-all: every refusal is "acceptable", yet correct falls from 60 to 0: REJECT."""
    oracle, refuse = tmp_path / "oracle", tmp_path / "refuse-all"
    for generator, out in (("oracle", oracle), ("always-refuse", refuse)):
        main(["run", "--generator", generator, "--out", str(out), "--no-progress"])
    capsys.readouterr()
    code, out, _ = _run_cli(["gate", str(oracle), str(refuse)], capsys)
    assert code == 1
    assert "FAIL over_refusal: correct fell on questions whose ideal is correct overall: 60 -> 0 (-60)" in out
    assert "60 moved correct -> refused" in out
    assert "rules: over_refusal" in out.splitlines()[-1]
    code, out, _ = _run_cli(["gate", str(oracle), str(refuse), "--json"], capsys)
    assert code == 1 and json.loads(out)["failed_rules"][0] == "over_refusal"
    # The other direction is an improvement on that rule, and the report shows the over-refusals.
    main(["report", str(refuse)])
    report = json.loads((refuse / "report.json").read_text())
    assert report["over_refusal"]["count"] == 60 and report["over_refusal"]["n"] == 60
    assert report["by_stratum_detail"]["answerable"]["over_refusal"]["count"] == 40
    assert report["by_stratum_detail"]["adversarial"]["over_refusal"]["n"] == 0  # refusing is ideal there
    assert report["meets_ideal_rate"]["value"] == pytest.approx(70 / 130)
    assert "over-refusal" in (refuse / "report.md").read_text()


def test_error_outcomes_are_kept_apart_in_the_report(tmp_path: Path) -> None:
    rows = with_grader_errors(BASE_ROWS, ("a1", "n1"), "grader_error")
    s = summarize(load_run(make_run(tmp_path / "run", rows)))
    assert s["counts"] == {
        "correct": 4,
        "wrong": 3,
        "unsupported": 2,
        "refused": 5,
        "error": 2,
        "undetermined": 0,
    }
    assert s["n"] == 16 and s["n_scored"] == 14
    assert s["bucket_rates"]["unsupported"]["n"] == 14 and "error" not in s["bucket_rates"]
    assert s["error_rate"]["value"] == pytest.approx(2 / 16)
    assert s["acceptable_rate"]["value"] == pytest.approx(9 / 14)
    assert s["by_stratum"]["answerable"]["error"] == 1
    assert s["by_stratum_detail"]["answerable"]["n_scored"] == 4


def test_defect3_runs_graded_by_other_grader_or_rubric_versions_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from harness.core.records import RUBRIC_VERSION
    from harness.grade import reference

    base, cand = tmp_path / "base", tmp_path / "cand"
    for out in (base, cand):
        main(["run", "--generator", "always-refuse", "--out", str(out), "--no-progress"])
    manifest = json.loads((base / "manifest.json").read_text())
    current = {"grader": reference.VERSION, "rubric": RUBRIC_VERSION}
    assert manifest["graders"]["reference"]["versions"] == current
    grade_line = json.loads((base / "grades.jsonl").read_text().splitlines()[0])
    assert (grade_line["grader_version"], grade_line["rubric_version"]) == (reference.VERSION, RUBRIC_VERSION)
    capsys.readouterr()
    assert _run_cli(["gate", str(base), str(cand)], capsys)[0] == 0

    # The candidate regraded by an older reference grader: refused, both versions named.
    monkeypatch.setattr(reference, "VERSION", "reference-0")
    monkeypatch.setattr(reference.ReferenceGrader, "versions", {"grader": "reference-0"})
    main(["grade", str(cand), "--grader", "reference"])
    capsys.readouterr()
    code, _, err = _run_cli(["gate", str(base), str(cand)], capsys)
    assert code == 2 and err.count("\n") == 1
    assert "graded by different versions of 'reference'" in err
    assert f"grader reference-0, rubric {RUBRIC_VERSION} in" in err
    monkeypatch.undo()
    assert f"grader {reference.VERSION}, rubric {RUBRIC_VERSION} in {base}" in err

    # The same grader code under another rubric version: refused too.
    for module in ("harness.grade.axes", "harness.grade.base"):
        monkeypatch.setattr(f"{module}.RUBRIC_VERSION", "rubric-0")
    main(["grade", str(cand), "--grader", "reference"])
    capsys.readouterr()
    code, _, err = _run_cli(["gate", str(base), str(cand)], capsys)
    assert code == 2 and "rubric rubric-0 in" in err and f"rubric {RUBRIC_VERSION} in" in err


def test_defect3_the_judge_prompt_version_is_recorded_and_compared(tmp_path: Path) -> None:
    from harness.grade.judge_prompt import PROMPT_VERSION
    from harness.grade.llm import LLMGrader

    assert LLMGrader.versions["judge_prompt"] == PROMPT_VERSION
    assert PROMPT_VERSION in LLMGrader.versions["grader"]  # so every grade carries it
    base = make_run(tmp_path / "base", grader="llm")
    rows = changed(BASE_ROWS, **{r.qid: {"grade": {"grader_version": "llm-2+judge-v0"}} for r in BASE_ROWS})
    cand = make_run(tmp_path / "cand", rows, grader="llm")
    with pytest.raises(HarnessError, match=r"grader llm-2\+judge-v0, rubric unrecorded in"):
        gate(base, cand)


def test_a_rise_in_undetermined_answers_is_refused_unless_allowed(tmp_path: Path) -> None:
    base = make_run(tmp_path / "base")
    cand = make_run(tmp_path / "cand", changed(BASE_ROWS, a1={"factuality": "undetermined"}))
    with pytest.raises(HarnessError, match="undetermined answers rose from 0 to 1"):
        gate(base, cand)
    result = gate(base, cand, allow_undetermined=True)
    assert "a1" in result.left_out and result.undetermined == {"baseline": 0, "candidate": 1}
    assert result.n == len(BASE_ROWS) - 1
    s = summarize(load_run(cand))
    assert s["counts"]["undetermined"] == 1 and s["n_scored"] == len(BASE_ROWS) - 1
    assert s["undetermined_rate"]["value"] == pytest.approx(1 / len(BASE_ROWS))


def test_no_new_wrong_rejects_a_new_wrong_answer_that_a_fixed_one_cancels_in_its_stratum(
    baseline: Path, tmp_path: Path
) -> None:
    # a1 correct -> wrong and a4 wrong -> correct, both answerable: every count is unchanged.
    swapped = candidate_run(tmp_path, a1={"factuality": "wrong"}, a4={"factuality": "correct"})
    counted = gate(baseline, swapped)
    assert counted.ships  # the count rules, as the README says, let the two cancel...
    assert any(m.source == "correct" and m.target == "wrong" for m in counted.moves)  # ...and list it
    strict = gate(baseline, swapped, no_new_wrong=True)
    assert not strict.ships and strict.failed_rules == ("new_wrong",)
    assert "1 newly wrong: a1 (correct -> wrong)" in strict.failed[0].message
    assert _exit_code(["gate", str(baseline), str(swapped), "--no-new-wrong"]) == 1
    assert _exit_code(["gate", str(baseline), str(swapped)]) == 0
    assert gate(baseline, baseline, no_new_wrong=True).ships
