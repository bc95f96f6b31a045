"""SIGKILL at a random point, then rerun: each question answered once, no finished question re-sent."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from harness.core.io import repair_torn_tail
from tests.conftest import REPO_ROOT
from tests.run.helpers import CALLS_ENV, DELAY_ENV

N_QUESTIONS = 40
TRIALS = 6

CHILD = f"""
from harness.pipeline import run_protocol
from tests.run.helpers import tiny_corpus, tiny_question_set
corpus = tiny_corpus()
run_protocol(corpus, questions=tiny_question_set(corpus, {N_QUESTIONS}), condition="no_rag",
             generator="python:tests.run.helpers:CountingGenerator", out=__import__("sys").argv[1],
             concurrency=4, grader=None, progress=False)
"""


def _spawn(out: Path, calls: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, CALLS_ENV: str(calls), DELAY_ENV: "0.01", "PYTHONPATH": str(REPO_ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(out)], cwd=REPO_ROOT, env=env, stderr=subprocess.PIPE
    )


def _calls(path: Path) -> list[str]:
    return path.read_text().split() if path.exists() else []


def _answer_ids(path: Path) -> list[str]:
    return [json.loads(line)["question_id"] for line in path.read_text().splitlines() if line.strip()]


def test_sigkill_then_resume_answers_each_question_exactly_once(tmp_path: Path) -> None:
    rng = random.Random(20240607)
    for trial in range(TRIALS):
        out, calls = tmp_path / f"run-{trial}", tmp_path / f"calls-{trial}.txt"
        proc = _spawn(out, calls)
        kill_after = rng.randint(1, N_QUESTIONS - 2)  # generator calls made before the kill
        deadline = time.monotonic() + 60
        while len(_calls(calls)) < kill_after and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.002)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        answers = out / "answers.jsonl"
        repair_torn_tail(answers)  # what the resumed run does first; the file must parse after it
        finished = set(_answer_ids(answers)) if answers.exists() else set()
        calls_before = len(_calls(calls))

        rerun = _spawn(out, calls)
        _, err = rerun.communicate(timeout=120)
        assert rerun.returncode == 0, err.decode()
        ids = _answer_ids(answers)
        assert sorted(ids) == sorted(set(ids)) and len(ids) == N_QUESTIONS, f"trial {trial}"
        resent = set(_calls(calls)[calls_before:]) & finished
        assert not resent, f"trial {trial}: finished questions sent again: {sorted(resent)}"


def test_ctrl_c_stops_cleanly_and_keeps_finished_answers(tmp_path: Path) -> None:
    out, calls = tmp_path / "run", tmp_path / "calls.txt"
    child = (
        CHILD.replace("run_protocol(", "result = run_protocol(")
        + "\nprint('interrupted', result.interrupted)\n"
    )
    env = {**os.environ, CALLS_ENV: str(calls), DELAY_ENV: "0.05", "PYTHONPATH": str(REPO_ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-c", child, str(out)],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 60
    while len(_calls(calls)) < 8 and time.monotonic() < deadline:
        time.sleep(0.005)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=30)
    assert proc.returncode == 0, stderr.decode()
    assert b"interrupted True" in stdout
    ids = _answer_ids(out / "answers.jsonl")  # every line parses
    assert 0 < len(ids) < N_QUESTIONS and len(set(ids)) == len(ids)
