"""The README's "Use it from ..." section: every ``harness`` line runs, in order, on files the real
libraries wrote (an Inspect log from ``rubric_harness/nda_mini`` with ``mockllm/model``, a RAGAS
``to_jsonl``, a DeepEval ``save_as``); ``load_dataset`` reads the exported folder; the Hub upload
is faked at ``huggingface_hub.HfApi``."""

from __future__ import annotations

import re
import shlex
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.interop.conftest import need
from tests.interop.test_presets import positional
from tests.reliability.helpers import cli
from tests.store.test_importer import records

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


def section_lines() -> list[list[str]]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- use-it-from -->(.*?)<!-- /use-it-from -->", readme, re.S)
    assert found is not None, "the README's use-it-from section moved"
    blocks = re.findall(r"```bash\n(.*?)```", found.group(1), re.S)
    lines = [line.split("#")[0].strip() for block in blocks for line in block.splitlines()]
    return [shlex.split(line) for line in lines if line.startswith("harness ")]


def _write_inputs(tmp: Path, log: Any) -> None:
    need("ragas")
    need("deepeval")
    from deepeval.dataset import EvaluationDataset as DeepEvalDataset
    from deepeval.dataset import Golden
    from ragas import EvaluationDataset, SingleTurnSample

    rows = records()
    EvaluationDataset(
        samples=[
            SingleTurnSample(
                user_input=r["question"],
                retrieved_contexts=[p["text"] for p in r["passages"]],
                response=positional(r),
                reference=r["gold_answer"],
            )
            for r in rows
        ]
    ).to_jsonl(str(tmp / "ragas.jsonl"))
    goldens = [
        Golden(
            input=r["question"],
            actual_output=positional(r),
            expected_output=r["gold_answer"],
            retrieval_context=[p["text"] for p in r["passages"]],
        )
        for r in rows
    ]
    saved = DeepEvalDataset(goldens=goldens).save_as("json", str(tmp / "deepeval"), include_test_cases=True)
    Path(saved).rename(tmp / "deepeval" / "goldens.json")
    (tmp / "logs").mkdir()
    shutil.copy(log.location, tmp / "logs" / "nda_mini.eval")
    (tmp / "corpora").symlink_to(ROOT / "corpora")


def test_every_harness_line_of_the_section_runs(
    inspect_log: Any,  # the nda_mini task run with mockllm/model (conftest)
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import datasets
    import huggingface_hub

    log, _ = inspect_log
    _write_inputs(tmp_path, log)
    uploads: list[str] = []

    class FakeApi:
        def __init__(self, token: str | None = None) -> None:
            pass

        def create_repo(self, repo_id: str, **kw: Any) -> None:
            pass

        def upload_folder(self, *, folder_path: str, repo_id: str, **kw: Any) -> None:
            uploads.append(repo_id)

    monkeypatch.setattr(huggingface_hub, "HfApi", FakeApi)
    monkeypatch.chdir(tmp_path)
    lines = section_lines()
    assert len(lines) >= 7
    for argv in lines:
        result = cli(argv[1:], capsys)
        assert result.code == 0, (argv, result)
    assert uploads == ["you/deepeval-run"]
    assert len(
        datasets.load_dataset("hf/ragas-run", split="train", cache_dir=str(tmp_path / ".hf-cache"))
    ) == len(records())
    assert (tmp_path / "runs" / "inspect-again.eval").is_file()
