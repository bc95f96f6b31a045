"""Defect 1 of issue 18: one writer per run folder, shown with real processes through the CLI.

Before the lock, two ``harness run`` processes started 2.5 s apart on one ``--out`` both exited
0 and ``answers.jsonl`` ended with 167 lines for 130 questions (37 answered twice).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from harness.questions.qset import write_question_set
from harness.report import load_run
from harness.store import RunFolder
from harness.store.lock import LOCK_FILE
from tests.conftest import REPO_ROOT
from tests.reliability.helpers import GATE_ENV
from tests.run.helpers import CALLS_ENV, tiny_corpus, tiny_question_set

N = 12
# The CLI as a user runs it, with the test plug-ins (tiny-test corpus, fixed-test grader) registered.
ENTRY = "import tests.reliability.helpers; from harness.cli.main import main; main()"


def _harness(argv: list[str], calls: Path) -> subprocess.Popen[str]:
    """``harness ARGV`` in a new process; its generator answers once the file ``calls.gate`` exists."""
    gate = calls.with_suffix(".gate")
    env = {**os.environ, CALLS_ENV: str(calls), GATE_ENV: str(gate), "PYTHONPATH": str(REPO_ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", ENTRY, *argv],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _run_argv(tmp_path: Path) -> list[str]:
    qfile = tmp_path / "q.jsonl"
    if not qfile.exists():
        write_question_set(qfile, tiny_question_set(tiny_corpus(), N))
    argv = ["run", "--corpus", "tiny-test", "--questions", str(qfile), "--out", str(tmp_path / "run")]
    argv += ["--generator", "python:tests.reliability.helpers:GatedGenerator", "--condition", "no_rag"]
    return [*argv, "--concurrency", "1", "--grader", "fixed-test", "--no-progress"]


def _calls(path: Path) -> list[str]:
    return path.read_text().split() if path.exists() else []


def _wait_for_calls(path: Path, n: int, proc: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 60
    while len(_calls(path)) < n and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert len(_calls(path)) >= n, proc.communicate()


def _wait_for_lock(run: Path, proc: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 60
    lock = run / LOCK_FILE
    while not (lock.is_file() and lock.read_text()) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert lock.read_text().split()[0] == str(proc.pid), proc.communicate()


def _answer_ids(run: Path) -> list[str]:
    return [json.loads(line)["question_id"] for line in (run / "answers.jsonl").read_text().splitlines()]


def test_two_writers_on_one_run_folder_the_second_is_refused_naming_the_first_pid(tmp_path: Path) -> None:
    run, calls = tmp_path / "run", tmp_path / "calls.txt"
    first = _harness(_run_argv(tmp_path), calls)
    _wait_for_lock(run, first)  # the first run holds the folder, its generator waits for the gate
    second = _harness(_run_argv(tmp_path), calls)
    report = _harness(["report", str(run)], calls)
    out_2, err_2 = second.communicate(timeout=120)
    _, err_r = report.communicate(timeout=120)
    assert first.poll() is None, "the first run must still hold the folder"
    calls.with_suffix(".gate").touch()
    # Readers take no lock and see whole answers only, however often they look mid-run.
    seen = 0
    while first.poll() is None:
        now = len(RunFolder(run).answers())
        assert now >= seen and len(load_run(run).answers) >= now
        seen = now
        time.sleep(0.02)
    _, err_1 = first.communicate()

    assert first.returncode == 0, err_1
    for proc, err, command in ((second, err_2, "run"), (report, err_r, "report")):
        assert proc.returncode == 2, (command, err)
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), err
        assert f"(`harness run`, pid {first.pid})" in lines[0] and "is being written by" in lines[0]
        assert "Traceback" not in err
    assert out_2 == ""
    ids = _answer_ids(run)
    assert len(ids) == N and sorted(ids) == sorted(set(ids)), ids  # each question answered once
    assert sorted(_calls(calls)) == sorted(ids)  # and asked once: the refused run called nothing
    assert (run / LOCK_FILE).read_text() == ""  # released on exit

    again = _harness(_run_argv(tmp_path), calls)  # the folder is free again
    out, err = again.communicate(timeout=60)
    assert again.returncode == 0, err
    assert f"0 answered now, {N} before" in out and len(_calls(calls)) == N


def test_a_killed_writer_leaves_a_stale_lock_that_the_next_run_takes_over(tmp_path: Path) -> None:
    run, calls = tmp_path / "run", tmp_path / "calls.txt"
    calls.with_suffix(".gate").touch()
    first = _harness(_run_argv(tmp_path), calls)
    _wait_for_calls(calls, 3, first)
    first.send_signal(signal.SIGKILL)
    first.wait()
    assert (run / LOCK_FILE).read_text().split()[0] == str(first.pid)  # the lock file still names it

    resumed = _harness(_run_argv(tmp_path), calls)
    out, err = resumed.communicate(timeout=60)
    assert resumed.returncode == 0, err
    stale = [line for line in err.splitlines() if "stale lock" in line]
    assert len(stale) == 1 and stale[0].startswith("warning: "), err
    assert f"(`harness run`, pid {first.pid}) was killed" in stale[0]
    ids = _answer_ids(run)
    assert len(ids) == N and len(set(ids)) == N and "graded by fixed-test" in out
