"""``harness merge``: four shards run apart (one killed and resumed) merge into the unsharded run;
shards of different runs, incomplete or overlapping shards are refused with exit code 2."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from harness.cli.main import main
from harness.core.io import read_jsonl
from harness.core.records import Answer, Grade
from harness.pipeline import run_protocol
from harness.report.gate import gate
from harness.store.shards import Shard
from tests.conftest import REPO_ROOT
from tests.run.helpers import CALLS_ENV, DELAY_ENV, tiny_corpus, tiny_question_set

N_QUESTIONS = 24
CHILD = f"""
import sys
from harness.pipeline import run_protocol
from tests.run.helpers import tiny_corpus, tiny_question_set
corpus = tiny_corpus()
run_protocol(corpus, questions=tiny_question_set(corpus, {N_QUESTIONS}), generator=
             "python:tests.run.helpers:CountingGenerator", out=sys.argv[1], shard=sys.argv[2],
             concurrency=2, progress=False)
"""


def _run(out: Path, shard: str | None, **kw: Any) -> None:
    corpus = tiny_corpus()
    run_protocol(
        corpus,
        questions=tiny_question_set(corpus, N_QUESTIONS),
        generator="python:tests.run.helpers:CountingGenerator",
        out=out,
        shard=shard,
        concurrency=2,
        progress=False,
        **kw,
    )


def _spawn(out: Path, shard: str, calls: Path, delay: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, CALLS_ENV: str(calls), DELAY_ENV: delay, "PYTHONPATH": str(REPO_ROOT)}
    return subprocess.Popen([sys.executable, "-c", CHILD, str(out), shard], cwd=REPO_ROOT, env=env)


def _answers(run: Path) -> dict[str, dict[str, Any]]:
    rows = {
        a.question_id: a.__dict__ | {"latency_s": None} for a in read_jsonl(run / "answers.jsonl", Answer)
    }
    return rows


def _grades(run: Path) -> dict[tuple[str, str], Grade]:
    return {(g.grader, g.question_id): g for g in read_jsonl(run / "grades.jsonl", Grade)}


def _report(run: Path) -> dict[str, Any]:
    report = json.loads((run / "report.json").read_text())
    report["run"].pop("path")
    report["run"].pop("created_at")
    report["run"].pop("name")  # the folder names differ
    return report


@pytest.fixture()
def calls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "calls.txt"
    monkeypatch.setenv(CALLS_ENV, str(path))
    monkeypatch.setenv(DELAY_ENV, "0")
    return path


def test_four_shards_one_killed_and_resumed_merge_into_the_unsharded_run(tmp_path: Path, calls: Path) -> None:
    whole = tmp_path / "whole"
    _run(whole, None)
    shards = [tmp_path / f"shard-{i}" for i in range(1, 5)]
    for i in (1, 2, 4):
        _run(shards[i - 1], f"{i}/4")
    # Shard 3 is killed (SIGKILL) after its first answer, then resumed by the same command.
    killed_calls = tmp_path / "killed-calls.txt"
    proc = _spawn(shards[2], "3/4", killed_calls, "0.3")
    deadline = time.monotonic() + 60
    answers = shards[2] / "answers.jsonl"
    while (not answers.exists() or not answers.read_text().strip()) and time.monotonic() < deadline:
        time.sleep(0.01)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    mine = Shard(3, 4).select(tiny_question_set(tiny_corpus(), N_QUESTIONS).questions)
    assert 1 <= len(answers.read_text().splitlines()) < len(mine), "the kill came before shard 3 finished"
    assert not (shards[2] / "report.json").exists()
    with pytest.raises(SystemExit) as refused:  # an unfinished shard is not merged
        main(["merge", *map(str, shards), "--out", str(tmp_path / "early")])
    assert refused.value.code == 2 and not (tmp_path / "early").exists()
    resumed = _spawn(shards[2], "3/4", killed_calls, "0")
    assert resumed.wait(timeout=120) == 0
    asked = killed_calls.read_text().split()
    assert sorted(set(asked)) == sorted(q.id for q in mine)

    merged = tmp_path / "merged"
    main(["merge", *map(str, reversed(shards)), "--out", str(merged)])
    assert _answers(merged) == _answers(whole)
    assert list(_answers(merged)) == [q.id for q in tiny_question_set(tiny_corpus(), N_QUESTIONS).questions]
    assert _grades(merged) == _grades(whole)
    assert _report(merged) == _report(whole)
    manifest = json.loads((merged / "manifest.json").read_text())
    assert manifest["shard"] is None
    assert gate(whole, merged).ships  # gate reads the merged folder like any run
    main(["report", str(merged)])


def _shards(tmp_path: Path, count: int = 2, **kw: Any) -> list[Path]:
    out = [tmp_path / f"s{i}" for i in range(1, count + 1)]
    for i, path in enumerate(out, start=1):
        _run(path, f"{i}/{count}", **kw)
    return out


def _merge_fails(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()  # drop what the shard runs printed
    with pytest.raises(SystemExit) as exc:
        main(["merge", *args])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ")
    return err


@pytest.mark.usefixtures("calls")
def test_merge_refuses_shards_of_different_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    one = _shards(tmp_path / "a")
    other = tmp_path / "b2"
    _run(other, "2/2", prompt="licensed")
    err = _merge_fails([str(one[0]), str(other), "--out", str(tmp_path / "m")], capsys)
    assert "not the same run" in err and "prompt: default" in err
    assert not (tmp_path / "m").exists()


@pytest.mark.usefixtures("calls")
def test_merge_refuses_an_incomplete_cover(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    s1, s2 = _shards(tmp_path)
    err = _merge_fails([str(s1), "--out", str(tmp_path / "m")], capsys)
    assert "2/2 missing" in err
    err = _merge_fails([str(s1), str(s1), str(s2), "--out", str(tmp_path / "m")], capsys)
    assert "1/2 given twice" in err
    three = _shards(tmp_path / "three", 3)
    err = _merge_fails([str(s1), str(three[1]), "--out", str(tmp_path / "m")], capsys)
    assert "not the same run" in err or "different ways" in err


@pytest.mark.usefixtures("calls")
def test_merge_refuses_a_whole_run_an_existing_target_and_a_foreign_answer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    s1, s2 = _shards(tmp_path)
    whole = tmp_path / "whole"
    _run(whole, None)
    assert "not a shard" in _merge_fails([str(s1), str(whole), "--out", str(tmp_path / "m")], capsys)
    assert "already holds a run" in _merge_fails([str(s1), str(s2), "--out", str(whole)], capsys)
    # An answer of shard 2 pasted into shard 1's file: its shard is not 1/2.
    stray = (s2 / "answers.jsonl").read_text().splitlines()[0]
    with (s1 / "answers.jsonl").open("a") as fh:
        fh.write(stray + "\n")
    assert "a question of another shard" in _merge_fails(
        [str(s1), str(s2), "--out", str(tmp_path / "m")], capsys
    )


@pytest.mark.usefixtures("calls")
def test_merge_keeps_only_graders_every_shard_has(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    s1, s2 = _shards(tmp_path, grader=None)
    main(["merge", str(s1), str(s2), "--out", str(tmp_path / "m")])
    assert "harness grade" in capsys.readouterr().err
    assert not (tmp_path / "m" / "grades.jsonl").exists()
    assert len(read_jsonl(tmp_path / "m" / "answers.jsonl", Answer)) == N_QUESTIONS
