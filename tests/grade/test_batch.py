"""Judge prompts through a batch engine: export -> local batch runner -> import grades a run exactly
as the online LLM judge does on the same fake judge model (invalid first replies retried)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from harness.cli.main import main
from harness.core.io import read_jsonl
from harness.core.records import Grade
from harness.testing import FakeOpenAIServer
from harness.testing.batch_runner import fake_judge_model, run_batch
from tests.run.test_batch import BATCH_REQUEST_INPUT, check_input_file, run_online


@pytest.fixture(scope="module")
def answered(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("judge") / "run"
    run_online(out, "--no-progress", "--grader", "none")
    return out


def _grades(run: Path) -> dict[str, Grade]:
    return {g.question_id: g for g in read_jsonl(run / "grades.jsonl", Grade) if g.grader == "llm"}


def test_judge_batch_round_trip_equals_the_online_judge(answered: Path, tmp_path: Path) -> None:
    online, batch = tmp_path / "online", tmp_path / "batch"
    shutil.copytree(answered, online)
    shutil.copytree(answered, batch)
    judge = ["--grader", "llm", "--model", "fake-judge", "--api-key-env", "", "--no-cache", "--policy"]
    with FakeOpenAIServer(fake_judge_model) as server:
        judge += ["--base-url", server.base_url]
        main(["grade", str(online), *judge])
    rounds = []
    for n in range(1, 4):
        requests, results = tmp_path / f"j{n}.jsonl", tmp_path / f"o{n}.jsonl"
        main(["grade", str(batch), *judge, "--export-requests", str(requests)])
        lines = check_input_file(requests)
        rounds.append(len(lines))
        if not lines:
            break
        assert all(line["body"]["model"] == "fake-judge" for line in lines)
        run_batch(requests, results, fake_judge_model)
        main(["grade", str(batch), *judge, "--import-answers", str(results)])
    n_answers = len((answered / "answers.jsonl").read_text().splitlines())
    assert rounds[0] == n_answers and 0 < rounds[1] < n_answers and rounds[2] == 0
    assert _grades(batch) == _grades(online)
    online_report = json.loads((online / "report.json").read_text())
    batch_report = json.loads((batch / "report.json").read_text())
    for report in (online_report, batch_report):
        for key in ("path", "name"):
            report["run"].pop(key)
    assert batch_report == online_report
    assert BATCH_REQUEST_INPUT["required"] == ["custom_id", "method", "url", "body"]


def test_judge_import_refuses_a_reply_to_another_prompt(
    answered: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run"
    shutil.copytree(answered, run)
    judge = ["--grader", "llm", "--model", "fake-judge", "--api-key-env", ""]
    main(["grade", str(run), *judge, "--export-requests", str(tmp_path / "j.jsonl")])
    run_batch(tmp_path / "j.jsonl", tmp_path / "o.jsonl", fake_judge_model)
    main(["grade", str(run), *judge, "--policy", "--export-requests", str(tmp_path / "other.jsonl")])
    run_batch(tmp_path / "other.jsonl", tmp_path / "other-out.jsonl", fake_judge_model)
    before = sorted(p.name for p in run.iterdir())
    capsys.readouterr()
    with pytest.raises(SystemExit) as exc:  # replies to the --policy prompt, imported without --policy
        main(["grade", str(run), *judge, "--import-answers", str(tmp_path / "other-out.jsonl")])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "answers another prompt" in err
    assert sorted(p.name for p in run.iterdir()) == before


def test_export_and_import_together_and_non_judges_are_refused(
    answered: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for args in (
        ["--grader", "reference", "--export-requests", "x.jsonl"],
        [
            "--grader",
            "llm",
            "--export-requests",
            "x.jsonl",
            "--import-answers",
            str(answered / "answers.jsonl"),
        ],
    ):
        with pytest.raises(SystemExit) as exc:
            main(["grade", str(answered), *args])
        assert exc.value.code == 2
    assert not Path("x.jsonl").exists()
