"""``harness grade``: the manifest's corpus, grader options and labels, one-line user errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import harness.corpus
from harness.cli.main import main
from tests.grade.test_runner import CORPUS, make_run


def test_cli_grades_with_the_manifest_corpus(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = make_run(tmp_path / "run")
    loaded: list[tuple[str, object, object]] = []

    def fake_load(name: str, data_dir: object = None, split: object = None) -> object:
        loaded.append((name, data_dir, split))
        return CORPUS

    monkeypatch.setattr(harness.corpus, "load_corpus", fake_load)
    main(["grade", str(folder.path), "--grader", "heuristic", "-o", "comp_threshold=0.5", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert loaded == [("test-mini", None, None)]
    assert out["graded"] == 2 and out["factuality"]["refused"] == 1
    assert folder.manifest().graders["heuristic"].options == {"comp_threshold": 0.5}
    main(["grade", str(folder.path), "--grader", "reference", "--as", "ref-b", "--json"])
    assert json.loads(capsys.readouterr().out)["grader"] == "ref-b"
    assert folder.manifest().graders["ref-b"].name == "reference"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--grader", "refrence"], "did you mean 'reference'"),
        (["--grader", "reference", "--model", "x"], "only apply to the llm grader"),
        (["-o", "novalue"], "is not KEY=VALUE"),
        (["--grader", "heuristic", "-o", "colour=red"], "has no option"),
    ],
)
def test_cli_user_errors_are_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    message: str,
) -> None:
    folder = make_run(tmp_path / "run")
    monkeypatch.setattr(harness.corpus, "load_corpus", lambda name, data_dir=None, split=None: CORPUS)
    with pytest.raises(SystemExit) as exit_info:
        main(["grade", str(folder.path), *argv])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and message in err and "\n" not in err
