"""What a new user meets in the first hour: a hung server, an all-error run graded, the gate's promise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli.exit_codes import ANSWER_ERRORS, STOPPED
from harness.questions.qset import write_question_set
from harness.testing import FakeOpenAIServer, FakeReply
from tests.reliability.helpers import cli, tiny_corpus, tiny_question_set


def _qfile(tmp_path: Path, n: int) -> Path:
    path = tmp_path / "q.jsonl"
    write_question_set(path, tiny_question_set(tiny_corpus(), n))
    return path


def _base(tmp_path: Path, n: int = 12) -> list[str]:
    return ["run", "--corpus", "tiny-test", "--questions", str(_qfile(tmp_path, n)), "--no-progress"]


def test_a_hung_server_stops_after_the_first_wave_and_names_timeout_and_concurrency(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with FakeOpenAIServer(lambda r: FakeReply(delay_s=4.0)) as server:
        argv = [*_base(tmp_path, 30), "--out", str(tmp_path / "run"), "--generator", "openai:m"]
        argv += ["--base-url", server.base_url, "--timeout", "0.4", "--concurrency", "3", "--grader", "none"]
        result = cli([*argv, "-o", "max_retries=0"], capsys)
    assert result.code == STOPPED, result
    line = result.err.strip().splitlines()[-1]
    assert "the first 3 requests all timed out" in line and "--timeout" in line and "--concurrency" in line
    assert len(server.requests) <= 6  # about one wave of requests, not all 30 questions


def test_grade_counts_errors_as_errors_and_exits_like_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipeline = tmp_path / "broken.py"
    pipeline.write_text(
        "def answer(request):\n    raise RuntimeError('model down for ' + request.question_id)\n"
    )
    run = tmp_path / "run"
    argv = [*_base(tmp_path, 6), "--out", str(run), "--generator", f"python:{pipeline}:answer"]
    made = cli([*argv, "--grader", "none"], capsys)
    assert made.code == ANSWER_ERRORS, made
    graded = cli(["grade", str(run), "--json"], capsys)
    summary = json.loads(graded.out)
    assert graded.code == ANSWER_ERRORS, graded  # as `harness run` exits; the gate refuses the run too
    assert summary["error"] == 6 and summary["factuality"]["unsupported"] == 0, summary
    shown = cli(["grade", str(run)], capsys)
    assert "unsupported     0" in shown.out and "error           6" in shown.out, shown.out
    report = json.loads((run / "report.json").read_text())
    assert report["counts"]["error"] == 6 and report["counts"]["unsupported"] == 0  # one count everywhere
    gate = cli(["gate", str(run), str(run)], capsys)
    assert gate.code == 2 and "error" in gate.err


def test_limit_n_is_a_whole_smoke_run_of_n_questions_across_strata(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "smoke"
    result = cli(["run", "--limit", "7", "--out", str(run), "--no-progress"], capsys)
    assert result.code == 0, result
    report = json.loads((run / "report.json").read_text())
    assert report["n"] == 7 and len(report["by_stratum"]) == 7  # one question of each stratum
    assert f"open {run}/report.html" in result.out.strip().splitlines()[-1]


def test_gating_an_unfinished_run_says_unfinished(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.report.builders import make_run

    base = make_run(tmp_path / "base")
    half = make_run(tmp_path / "half", answered=8)
    result = cli(["gate", str(base), str(half)], capsys)
    assert result.code == 2 and "is unfinished: 8 of 16 questions answered" in result.err, result


def test_dry_run_probes_the_server_and_fails_when_nothing_listens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = [*_base(tmp_path, 3), "--out", str(tmp_path / "run"), "--generator", "openai:m", "--dry-run"]
    with FakeOpenAIServer(lambda r: FakeReply(body={"data": []})) as server:
        url = server.base_url
        listening = cli([*argv, "--base-url", url], capsys)
    assert listening.code == 0 and "answered (HTTP" in listening.out, listening
    nobody = cli([*argv, "--base-url", url], capsys)  # the server is gone
    assert nobody.code == 2 and "nothing answers at" in nobody.err, nobody
    assert not (tmp_path / "run").exists()


def test_run_takes_the_corpus_and_split_from_the_question_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    qfile = _qfile(tmp_path, 4)  # built on the corpus named "tiny"
    result = cli(["run", "--questions", str(qfile), "--out", str(tmp_path / "run"), "--no-progress"], capsys)
    assert result.code == 0, result
    assert json.loads((tmp_path / "run" / "manifest.json").read_text())["corpus"] == "tiny"


def test_option_names_mean_one_thing_and_old_spellings_still_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    grade_help = cli(["grade", "--help"], capsys).out
    assert "-g, --grader-option" in grade_help and "--option" not in grade_help
    import_help = cli(["import", "--help"], capsys).out
    assert "--hf-split" in import_help and "--split " not in import_help.replace("--corpus-split", "")
    assert "RUN_DIR" in cli(["calibrate", "--help"], capsys).out.splitlines()[0]
    qfile = _qfile(tmp_path, 3)
    run = tmp_path / "run"
    assert cli(["run", "--questions", str(qfile), "--out", str(run), "--no-progress"], capsys).code == 0
    for spelling in (["-g", "comp_threshold=0.5"], ["-o", "comp_threshold=0.5"]):
        graded = cli(["grade", str(run), "--grader", "heuristic", *spelling], capsys)
        assert graded.code in (0, 3), graded
    for where in ([str(run)], ["--run", str(run)]):
        calibrated = cli(["calibrate", *where, "--grader", "heuristic", "--versus", "reference"], capsys)
        assert calibrated.code == 0, calibrated
