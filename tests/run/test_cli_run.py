"""``harness run`` through the real CLI entry point: runs, dry runs, resume refusals, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli.main import main
from harness.cli.options import parse_key_values
from harness.core.errors import HarnessError
from harness.questions.qset import write_question_set
from tests.run.helpers import tiny_corpus, tiny_question_set  # also registers the tiny-test corpus


@pytest.fixture()
def qfile(tmp_path: Path) -> Path:
    path = tmp_path / "tiny.questions.jsonl"
    write_question_set(path, tiny_question_set(tiny_corpus(), 6))
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


def test_option_values_are_typed() -> None:
    pairs = ("a=3", "b=0.5", "c=true", "d=null", "e=text", "max-tokens=9")
    assert parse_key_values(pairs, "generator", "-o temperature=0.2") == {
        "a": 3,
        "b": 0.5,
        "c": True,
        "d": None,
        "e": "text",
        "max_tokens": 9,
    }
    with pytest.raises(HarnessError, match="generator option '=3' is not KEY=VALUE"):
        parse_key_values(("=3",), "generator", "-o temperature=0.2")


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
