"""``harness run`` through the real CLI entry point: runs, dry runs, resume refusals, exit codes."""

from __future__ import annotations

import json
import random
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from harness.cli.exit_codes import ANSWER_ERRORS, STOPPED
from harness.cli.main import main
from harness.generate.base import GenerationRequest
from harness.grade.runner import grade_run
from harness.questions.qset import write_question_set
from harness.store.folder import RunFolder
from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body
from tests.run.helpers import tiny_corpus, tiny_question_set  # also registers the tiny-test corpus


@pytest.fixture()
def qfile(tmp_path: Path) -> Path:
    path = tmp_path / "tiny.questions.jsonl"
    write_question_set(path, tiny_question_set(tiny_corpus(), 6))
    return path


@pytest.fixture()
def qfile16(tmp_path: Path) -> Path:
    path = tmp_path / "tiny16.questions.jsonl"
    write_question_set(path, tiny_question_set(tiny_corpus(), 16))
    return path


def _cli(*args: str) -> None:
    main(["run", "--corpus", "tiny-test", "--no-progress", "--grader", "none", *args])


def test_run_then_dry_run_of_the_finished_folder(
    tmp_path: Path, qfile: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    _cli("--questions", str(qfile), "--out", str(out), "-o", "min_coverage=0.4")
    assert "6 answered now, 0 before, 0 generator errors" in capsys.readouterr().out
    assert json.loads((out / "manifest.json").read_text())["generator"]["options"] == {"min_coverage": 0.4}
    _cli("--questions", str(qfile), "--out", str(out), "-o", "min_coverage=0.4", "--dry-run")
    assert "dry run: 0 generator calls (6 of 6 already answered" in capsys.readouterr().out


def test_a_mismatched_folder_exits_2_with_one_line(
    tmp_path: Path, qfile: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    _cli("--questions", str(qfile), "--out", str(out))
    capsys.readouterr()
    with pytest.raises(SystemExit) as info:
        _cli("--questions", str(qfile), "--out", str(out), "--generator", "always-refuse")
    err = capsys.readouterr().err.strip()
    assert info.value.code == 2 and err.startswith("error: ") and "-- fix:" in err and "\n" not in err


@pytest.mark.parametrize(
    "args",
    [["--generator", "extractiv"], ["--condition", "rag_gated"], ["--concurrency", "0"], ["-o", "novalue"]],
)
def test_bad_input_exits_2(tmp_path: Path, qfile: Path, args: list[str]) -> None:
    with pytest.raises(SystemExit) as info:
        _cli("--questions", str(qfile), "--out", str(tmp_path / "run"), *args)
    assert info.value.code == 2


def test_no_argument_run_end_to_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The README's main job: nda-mini, its protocol, extractive, reference grader, bucket table."""
    monkeypatch.chdir(tmp_path)
    main(["run", "--no-progress"])
    captured = capsys.readouterr()
    assert "graded by reference" in captured.out and "factuality by stratum" in captured.err
    (run_dir,) = (tmp_path / "runs").iterdir()
    assert run_dir.name.endswith("-extractive")
    assert {"manifest.json", "questions.jsonl", "answers.jsonl", "grades.jsonl"} <= {
        p.name for p in run_dir.iterdir()
    }


# --------------------------------------------------------------------------- issue 14: outages


def _exit(argv: list[str]) -> int:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    return int(exc.value.code or 0)


def _closed_port_url() -> str:
    with FakeOpenAIServer(lambda r: FakeReply()) as srv:
        url = srv.base_url
    return url  # the server is gone: nothing listens on that port now


@pytest.mark.parametrize("endpoint", ["closed port", "HTTP 401"])
def test_defect2_a_run_against_a_dead_endpoint_stops_within_10s_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], endpoint: str
) -> None:
    """The whole 130-question protocol against a closed port or a 401: exit 4, one line, < 10 s."""
    out = tmp_path / "run"
    denied = FakeOpenAIServer(lambda r: FakeReply(401, {"error": {"message": "invalid api key"}}))
    with denied:
        url = _closed_port_url() if endpoint == "closed port" else denied.base_url
        start = time.perf_counter()
        code = _exit(
            ["run", "--generator", "openai:m", "--base-url", url, "--out", str(out), "--no-progress"]
        )
        elapsed = time.perf_counter() - start
    captured = capsys.readouterr()
    assert code == STOPPED == 4
    assert elapsed < 10
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        "error: stopped after 3 questions in a row failed the same fatal way"
    )
    assert ("Connection refused" if endpoint == "closed port" else "HTTP 401") in lines[0]
    answers = (out / "answers.jsonl").read_text().splitlines()
    if endpoint == "closed port":
        assert answers == []  # nothing was sent, so nothing is an answer: a resume asks them all
    else:
        assert 3 <= len(answers) < 130  # stopped early; what finished is kept for --retry-errors
    assert not (out / "grades.jsonl").exists()
    if endpoint == "HTTP 401":
        assert len(denied.requests) < 130  # the protocol was not burned on a refused key


def test_defect2_a_run_with_errored_answers_exits_3_and_counts_them_apart(
    tmp_path: Path, qfile: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def responder(request: dict[str, Any]) -> FakeReply:
        if "volcanic" in json.dumps(request):
            return FakeReply(400, {"error": {"message": "context length exceeded"}})
        return FakeReply(body=chat_completion_body("Final answer: Yes [tiny-01:2]."))

    out = tmp_path / "run"
    with FakeOpenAIServer(responder) as srv:
        args = ["run", "--corpus", "tiny-test", "--questions", str(qfile), "--no-progress", "--out", str(out)]
        code = _exit([*args, "--generator", "openai:m", "--base-url", srv.base_url])
    captured = capsys.readouterr()
    assert code == ANSWER_ERRORS == 3
    assert "1 question errored and is not scored" in captured.err and "--retry-errors" in captured.err
    report = json.loads((out / "report.json").read_text())
    assert report["counts"]["error"] == 1 and report["n_scored"] == 5
    assert sum(report["counts"][b] for b in ("correct", "wrong", "unsupported", "refused")) == 5
    assert report["by_stratum"]["not_mentioned"]["error"] == 1
    assert report["bucket_rates"]["unsupported"]["n"] == 5


# --------------------------------------------------------------------------- issue 14: options, URL, pace


def _yes(request: dict[str, Any]) -> FakeReply:
    return FakeReply(body=chat_completion_body("Final answer: Yes [tiny-01:2]."))


def _openai_run(qfile: Path, out: Path, *extra: str) -> list[str]:
    return [
        "run",
        "--corpus",
        "tiny-test",
        "--questions",
        str(qfile),
        "--no-progress",
        "--out",
        str(out),
        *extra,
    ]


def test_defect6_an_option_typo_writes_nothing_and_the_corrected_command_runs(
    tmp_path: Path, qfile: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    with FakeOpenAIServer(_yes) as srv:
        base = _openai_run(
            qfile, out, "--generator", "openai:m", "--base-url", srv.base_url, "--grader", "none"
        )
        for bad in (["-o", "temprature=0.5"], ["-o", "temprature=0.5", "--dry-run"]):
            assert _exit([*base, *bad]) == 2
            err = capsys.readouterr().err
            assert err.count("\n") == 1
            assert (
                "generator 'openai:m' has no option 'temprature'" in err
                and "did you mean 'temperature'" in err
            )
            assert not out.exists()  # nothing written: the folder stays free for the corrected command
        for bad in (["-o", "temperature=hot"], ["-o", "temperature=hot", "--dry-run"]):
            assert _exit([*base, *bad]) == 2
            assert (
                "option temperature='hot' of generator 'openai:m' must be a number or null"
                in capsys.readouterr().err
            )
            assert not out.exists()
        assert srv.requests == []
        main([*base, "-o", "temperature=1"])
        assert {r["temperature"] for r in srv.requests} == {1.0}  # typed: a number, never the text "1"
        assert all(isinstance(r["temperature"], float) for r in srv.requests)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["generator"]["options"]["temperature"] == 1.0


def test_defect7_endpoint_urls_are_normalised_and_openai_base_url_is_read(
    tmp_path: Path, qfile: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    with FakeOpenAIServer(_yes) as srv:
        for i, url in enumerate((f"{srv.base_url}/chat/completions", f" {srv.base_url}/ ")):
            main(
                [
                    *_openai_run(qfile, tmp_path / f"url{i}", "--generator", "openai:m", "--grader", "none"),
                    "--base-url",
                    url,
                ]
            )
        monkeypatch.setenv("OPENAI_BASE_URL", srv.base_url + "/chat/completions")
        main(_openai_run(qfile, tmp_path / "env", "--generator", "openai:m", "--grader", "none"))
        assert len(srv.requests) == 18  # 3 runs x 6 questions, all answered at the right path
    for name in ("url0", "url1", "env"):
        assert all(a.error is None for a in RunFolder(tmp_path / name).answers())
    monkeypatch.setenv("OPENAI_BASE_URL", "ftp://example.org/v1")
    assert _exit(_openai_run(qfile, tmp_path / "bad", "--generator", "openai:m")) == 2
    assert "OPENAI_BASE_URL 'ftp://example.org/v1' is not an http(s) URL" in capsys.readouterr().err


def test_defect7_retry_errors_follows_the_same_model_to_a_new_port(
    tmp_path: Path, qfile: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Base URL, timeout, retries and concurrency are pace-only: not part of the run's identity."""
    out = tmp_path / "run"
    with FakeOpenAIServer(lambda r: FakeReply(503, "down")) as old:
        args = _openai_run(qfile, out, "--generator", "openai:m", "--grader", "none", "-o", "max_retries=0")
        # constant 503s: the circuit breaker stops once the first wave all failed alike (issue 26)
        assert _exit([*args, "--base-url", old.base_url, "--concurrency", "2"]) == STOPPED
    capsys.readouterr()
    with FakeOpenAIServer(_yes) as new:
        args = _openai_run(qfile, out, "--generator", "openai:m", "--grader", "none", "-o", "max_retries=2")
        main([*args, "--base-url", new.base_url, "--concurrency", "6", "--timeout", "30", "--retry-errors"])
        assert len(new.requests) == 6
    assert "6 answered now, 0 before, 0 generator errors" in capsys.readouterr().out
    assert all(a.error is None for a in RunFolder(out).answers())
    # What the model is asked still counts: another temperature is another run.
    assert _exit([*args, "--base-url", "http://127.0.0.1:9/v1", "-o", "temperature=0.7"]) == 2
    assert "holds a different run (generator:" in capsys.readouterr().err


class _InFlight:
    """A responder that sleeps and records the most requests it ever held at once."""

    def __init__(self, reply: str, delay_s: float = 0.3) -> None:
        self.reply, self.delay_s = reply, delay_s
        self.now = self.peak = 0
        self.lock = threading.Lock()

    def __call__(self, request: dict[str, Any]) -> FakeReply:
        with self.lock:
            self.now += 1
            self.peak = max(self.peak, self.now)
        time.sleep(self.delay_s)
        with self.lock:
            self.now -= 1
        return FakeReply(body=chat_completion_body(self.reply))


def test_defect5_concurrency_reaches_the_generator_and_the_judge_clients(
    tmp_path: Path, qfile16: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path / "cache"))
    judge_reply = json.dumps(
        {
            "factuality": "correct",
            "citation_support": {"tiny-01:2": True},
            "refusal_quality": None,
            "extra_claim_count": 0,
            "rationale": {"factuality": "ok"},
        }
    )
    # Long enough that a whole wave is in flight at once even on a loaded machine.
    gen, judge = _InFlight("Final answer: Yes [tiny-01:2].", 1.0), _InFlight(judge_reply, 1.5)
    out = tmp_path / "run"
    with FakeOpenAIServer(gen) as gen_srv, FakeOpenAIServer(judge) as judge_srv:
        args = _openai_run(qfile16, out, "--generator", "openai:m", "--base-url", gen_srv.base_url)
        args += [
            "--grader",
            "llm",
            "-g",
            "model=judge",
            "-g",
            f"base_url={judge_srv.base_url}",
            "-g",
            "api_key_env=",
        ]
        main([*args, "--concurrency", "8"])
        assert gen.peak == 8 and judge.peak == 8  # not the client's own default of 4
        judge.peak = 0
        options = {"model": "judge", "base_url": judge_srv.base_url, "api_key_env": None, "cache": False}
        grade_run(
            out, "llm", corpus=tiny_corpus(), concurrency=16, **options
        )  # = harness grade --concurrency
        assert judge.peak == 16
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["generator"]["options"]["concurrency"] == 8  # recorded, but pace-only


# --------------------------------------------------------------------------- issue 14: noise


_DRAWS = random.Random(7)


def sampled(request: GenerationRequest) -> str:
    """A stand-in for a model sampled at temperature > 0: answers or refuses at random."""
    if _DRAWS.random() < 0.5 and request.passages:
        return f"Final answer: Yes [{request.passages[0].passage_id}]."
    return "Final answer: I cannot answer this: the passages do not say. Check the agreement itself."


def test_repeats_report_stability_and_the_gate_prints_the_noise_floor(
    tmp_path: Path, qfile16: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = tmp_path / "base"
    args = ["--generator", "python:tests.cli.test_run:sampled", "--concurrency", "1"]
    main(_openai_run(qfile16, base, *args, "--repeats", "3"))
    assert sorted(p.name for p in (base / "repeats").iterdir()) == ["1", "2"]
    report = json.loads((base / "report.json").read_text())
    stab = report["stability"]
    assert stab["repeats"] == 3 and stab["n"] == 16 and stab["stable"] < 16
    q = stab["per_question"]["q-01"]
    assert (len(q["outcomes"]) == 3 and q["agreement"] in (1 / 3, 2 / 3, 1.0)) or q["agreement"] == 0.6667
    # The candidate replays the baseline's own repeat 1: whatever moved is noise by construction.
    replay = tmp_path / "repeat1.jsonl"
    answers = [
        json.loads(line) for line in (base / "repeats" / "1" / "answers.jsonl").read_text().splitlines()
    ]
    replay.write_text(
        "".join(json.dumps({"question_id": a["question_id"], "text": a["raw"]}) + "\n" for a in answers)
    )
    cand = tmp_path / "cand"
    main(_openai_run(qfile16, cand, "--generator", "scripted", "-o", f"path={replay}"))
    capsys.readouterr()
    code = _exit(["gate", str(base), str(cand)])
    out = capsys.readouterr().out
    assert "noise floor: the largest movement between the baseline's 3 repeats" in out
    rule_lines = [line for line in out.splitlines() if line.startswith(("  ok ", "  FAIL"))]
    assert rule_lines and all("[noise floor " in line for line in rule_lines)
    assert code == 1  # the decision rules stay as the rubric states them...
    failed = [line for line in rule_lines if line.startswith("  FAIL")]
    assert failed and all("within it]" in line for line in failed)  # ...and say the moves are noise
