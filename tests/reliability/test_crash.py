"""SIGKILL at random points of answering, grading and report writing; resume; nothing is lost.

``tests/run/test_kill.py`` runs six kill trials in fresh interpreters; these run twenty, forked
from a preloaded forkserver (see ``crash.py``), and add torn tails, half-created run folders,
and kills while ``grades.jsonl`` and the reports are being written.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import shutil
import signal
import time
import warnings
from pathlib import Path

import pytest
from rich.console import Console

from harness.core.io import TornLineWarning, from_dict, read_jsonl
from harness.core.records import Answer, Grade
from harness.pipeline import run_protocol
from harness.report import write_report
from harness.store import RunFolder
from harness.store.folder import MANIFEST, QUESTIONS
from tests.reliability import crash
from tests.reliability.helpers import snapshot, tiny_corpus, tiny_question_set
from tests.run.helpers import CALLS_ENV, DELAY_ENV

N = 24
TRIALS = 20
CORPUS = tiny_corpus()
QSET = tiny_question_set(CORPUS, N)
ALL_IDS = sorted(q.id for q in QSET.questions)


def _resume(
    out: Path, calls: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[str, list[warnings.WarningMessage]]:
    """Rerun the same run in this process; its console output and the warnings it gave."""
    monkeypatch.setenv(CALLS_ENV, str(calls))
    monkeypatch.setenv(DELAY_ENV, "0")
    console = io.StringIO()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        run_protocol(
            CORPUS,
            questions=QSET,
            condition="no_rag",
            generator=crash.COUNTING,
            out=out,
            concurrency=4,
            grader=None,
            progress=False,
            console=Console(file=console, width=200),
        )
    return console.getvalue(), list(caught)


def _complete_lines(path: Path) -> tuple[list[Answer], bool]:
    """Every newline-terminated line parsed as an Answer (any failure fails the test); torn tail?"""
    if not path.exists():
        return [], False
    data = path.read_bytes()
    whole, _, tail = data.rpartition(b"\n")
    lines = [ln for ln in whole.split(b"\n") if ln] if whole or data.endswith(b"\n") else []
    answers = [from_dict(json.loads(ln), Answer, f"{path}:{i}") for i, ln in enumerate(lines, 1)]
    return answers, bool(tail)


def _tear(path: Path, rng: random.Random) -> str:
    """Cut the last line of ``path`` at a random byte, as a crash mid-write would; its question id."""
    data = path.read_bytes()
    start = data.rstrip(b"\n").rfind(b"\n") + 1
    last = data[start:]
    path.write_bytes(data[:start] + last[: rng.randint(1, len(last) - 2)])
    return str(json.loads(last)["question_id"])


def test_twenty_sigkills_at_random_points_then_resume(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ctx = crash.context()
    rng = random.Random(20240917)
    real_kills = partial_kills = torn_resumes = 0
    for trial in range(TRIALS):
        out, calls = tmp_path / f"run-{trial}", tmp_path / f"calls-{trial}.txt"
        target_calls = rng.randint(0, N)  # 0: kill during start-up or folder creation
        proc = ctx.Process(target=crash.run_child, args=(str(out), str(calls), N, 0.003))
        proc.start()
        deadline = time.monotonic() + 30
        if target_calls == 0:
            time.sleep(rng.uniform(0, 0.03))
        while len(crash.calls_of(calls)) < target_calls and proc.is_alive() and time.monotonic() < deadline:
            time.sleep(0.0005)
        time.sleep(rng.uniform(0, 0.004))
        assert proc.pid is not None
        real_kills += proc.is_alive()
        # is_alive() reaps a child that has just finished, and a reaped pid cannot be killed:
        # a run that ended first counts as no real kill (above), not as an error.
        with contextlib.suppress(ProcessLookupError):
            os.kill(proc.pid, signal.SIGKILL)
        proc.join(30)

        answers_path = out / "answers.jsonl"
        on_disk, torn = _complete_lines(answers_path)  # every whole line parses, whatever the kill hit
        assert len({a.question_id for a in on_disk}) == len(on_disk), f"trial {trial}: duplicate answers"
        partial_kills += 0 < len(on_disk) < N
        torn_id = None
        if trial % 4 == 3 and on_disk and not torn:
            torn_id = _tear(answers_path, rng)  # a torn write, which a kill rarely produces by itself
            torn = True
        finished = {a.question_id for a in on_disk} - {torn_id}
        calls_before = len(crash.calls_of(calls))

        console, caught = _resume(out, calls, monkeypatch)

        ids = [a.question_id for a in read_jsonl(answers_path, Answer)]
        assert sorted(ids) == ALL_IDS, f"trial {trial}: not every question answered exactly once"
        resent = set(crash.calls_of(calls)[calls_before:]) & finished
        assert not resent, f"trial {trial}: finished questions sent again: {sorted(resent)}"
        torn_warnings = [w for w in caught if issubclass(w.category, TornLineWarning)]
        if torn:
            torn_resumes += 1
            assert torn_warnings and "ended in a torn line" in console, (
                f"trial {trial}: torn line kept silently"
            )
        else:
            assert not torn_warnings
        if torn_id is not None:
            assert crash.calls_of(calls)[calls_before:].count(torn_id) == 1  # the torn answer is redone
    assert real_kills >= TRIALS - 2 and partial_kills >= 5 and torn_resumes >= 4, (
        real_kills,
        partial_kills,
        torn_resumes,
    )


@pytest.mark.parametrize(
    "leftover", [(), (QUESTIONS,), (QUESTIONS + ".tmp",), (QUESTIONS, MANIFEST + ".tmp")]
)
def test_a_run_killed_while_creating_its_folder_resumes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, leftover: tuple[str, ...]
) -> None:
    """A kill between mkdir and the manifest leaves only files the harness writes first."""
    out, calls = tmp_path / "run", tmp_path / "calls.txt"
    out.mkdir()
    for name in leftover:
        (out / name).write_text('{"record": "QuestionSetHeader", "cut off', encoding="utf-8")
    _resume(out, calls, monkeypatch)
    assert sorted(a.question_id for a in RunFolder(out).answers()) == ALL_IDS
    assert RunFolder(out).question_set() == QSET


@pytest.fixture(scope="module")
def graded_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished run graded by ``fixed-test`` (primary) and ``bulky-test``, with its reports."""
    from harness.grade.runner import grade_run

    out = tmp_path_factory.mktemp("graded") / "run"
    run_protocol(CORPUS, questions=QSET, condition="no_rag", out=out, grader=None, progress=False)
    grade_run(out, "bulky-test", corpus=CORPUS)
    grade_run(out, "fixed-test", corpus=CORPUS)
    write_report(out)
    return out


RECORDS = ("manifest.json", "questions.jsonl", "answers.jsonl")


def _kill_trials(base: Path, tmp_path: Path, target: str, seed: int, trials: int = 6) -> list[Path]:
    """Copies of ``base`` each with ``target`` SIGKILLed at a random point of its run (most mid-run)."""
    ctx = crash.context()
    child = getattr(crash, target)
    calibration = tmp_path / "calibration"
    shutil.copytree(base, calibration)
    span = crash.timed_child(ctx, child, str(calibration))
    rng = random.Random(seed)
    folders, killed = [], 0
    for trial in range(trials):
        folder = tmp_path / f"trial-{trial}"
        shutil.copytree(base, folder)
        killed += crash.kill_after(ctx, child, (str(folder),), rng.uniform(0, span))
        folders.append(folder)
    assert killed >= trials // 2, f"only {killed} of {trials} children were still running when killed"
    return folders


def test_sigkill_while_grading_loses_no_grade(graded_run: Path, tmp_path: Path) -> None:
    before = snapshot(graded_run)
    old_grades = read_jsonl(graded_run / "grades.jsonl", Grade)
    fixed = [g for g in old_grades if g.grader == "fixed-test"]
    for folder in _kill_trials(graded_run, tmp_path, "grade_child", seed=7):
        after = snapshot(folder)
        assert all(after[name] == before[name] for name in RECORDS if name != "manifest.json")
        grades = read_jsonl(folder / "grades.jsonl", Grade)  # whole: written to a temp file, then renamed
        assert [g for g in grades if g.grader == "fixed-test"] == fixed
        assert sum(g.grader == "bulky-test" for g in grades) == N
        manifest = RunFolder(folder).manifest()  # parses
        assert set(manifest.graders) == {"fixed-test", "bulky-test"}
        assert manifest.primary_grader in ("fixed-test", "bulky-test")


def test_sigkill_while_writing_reports_keeps_old_or_new_whole(graded_run: Path, tmp_path: Path) -> None:
    before = snapshot(graded_run)
    for folder in _kill_trials(graded_run, tmp_path, "report_child", seed=11):
        after = snapshot(folder)
        for name in (*RECORDS, "grades.jsonl"):
            assert after[name] == before[name], name
        report = json.loads(after["report.json"])
        assert report["grader"] in ("fixed-test", "bulky-test")
        assert after["report.html"].rstrip().endswith(b"</html>")
        assert after["report.md"] == before["report.md"] or after["report.md"].startswith(b"# Report:")
        # What a kill leaves behind is at most a stale temp file, which the next write replaces.
        assert {p.name for p in folder.iterdir()} - set(before) <= {
            "report.json.tmp",
            "report.md.tmp",
            "report.html.tmp",
        }
        write_report(folder, grader="bulky-test")


def test_a_torn_line_is_an_error_to_readers_until_a_resume_repairs_it(
    graded_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from harness.core.errors import HarnessError
    from tests.reliability.helpers import cli

    folder = tmp_path / "run"
    shutil.copytree(graded_run, folder)
    _tear(folder / "answers.jsonl", random.Random(3))
    with pytest.raises(HarnessError, match=r"torn last line .* -- fix: run `harness repair "):
        RunFolder(folder).answers()
    result = cli(["report", str(folder)], capsys)
    assert result.code == 2 and "torn last line" in result.err and "Traceback" not in result.err
