"""The newcomer path: the README's commands in order, as written, pass.

Run in-process (a fresh venv with every dependency takes minutes to download; see the report of
issue 26): the quickstart `harness run`, the notebook extra, the Python API example, then "Score
your own model" against a real local OpenAI-compatible server (``FakeOpenAIServer``) with the
key in ``$OPENAI_API_KEY``. What the test substitutes, and only that: the ContractNLI folder
(``path/to/contract-nli``: a folder whose ``test.json`` is the shared dev release, since the
shared data holds no test split), the server's URL, and the key's value.
"""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest

from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body
from tests.reliability.helpers import cli

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
KEY = "sk-NEWCOMER-0d3f"


def _bash_blocks() -> list[str]:
    return re.findall(r"```bash\n(.*?)```", README, re.S)


def _commands(block: str) -> list[str]:
    """The block's commands: comments dropped, continuation lines joined."""
    joined = re.sub(r"\\\n\s*", " ", block)
    return [
        line.strip() for line in joined.splitlines() if line.strip() and not line.lstrip().startswith("#")
    ]


def test_the_quickstart_run_writes_its_folder_and_names_report_html(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    install = _commands(_bash_blocks()[0])[0]
    assert install.endswith("pip install -e . && harness run")
    monkeypatch.chdir(tmp_path)
    result = cli(["run"], capsys)
    assert result.code == 0, result
    (folder,) = (tmp_path / "runs").iterdir()
    assert (folder / "report.html").is_file()
    assert "report.html" in result.out.strip().splitlines()[-1]  # the last line says where to look


def test_the_notebook_extra_installs_jupyter_and_the_default_install_is_lean() -> None:
    assert 'pip install -e ".[notebooks]"' in README
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert any(dep.startswith("jupyter") for dep in project["optional-dependencies"]["notebooks"])
    default = " ".join(project["dependencies"])
    assert "datasets" not in default and "pyarrow" not in default  # the hub extra carries them


def test_the_python_api_example_runs_as_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    block = re.search(r"```python\n(import harness\n.*?)```", README, re.S)
    assert block is not None
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, Any] = {}
    exec(compile(block.group(1), "README.md", "exec"), namespace)  # the README's own code
    assert namespace["decision"].decision in ("ship", "reject")
    assert (tmp_path / "runs" / "demo" / "report.html").is_file()


def test_score_your_own_model_against_a_local_server_with_the_key_in_openai_api_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], contractnli_dir: Path
) -> None:
    (block,) = [b for b in _bash_blocks() if "harness questions build contractnli" in b and "openai:" in b]
    data = tmp_path / "contract-nli"
    data.mkdir()
    (data / "test.json").symlink_to(contractnli_dir / "dev.json")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)

    def answer(request: dict[str, Any]) -> FakeReply:
        return FakeReply(
            body=chat_completion_body("Final answer: I cannot tell from the passages.", request["model"])
        )

    last_run: list[str] = []
    with FakeOpenAIServer(answer) as server:
        for command in _commands(block):
            if command.startswith("export "):
                name = command.split()[1].split("=")[0]
                assert name == "OPENAI_API_KEY", command
                monkeypatch.setenv(name, KEY)
                continue
            command = command.replace("path/to/contract-nli", str(data))
            command = command.replace("http://127.0.0.1:8000/v1", server.base_url)
            argv = shlex.split(command)
            assert argv[0] == "harness"
            if argv[1] == "gate":  # the model shipped today: the same command, another model
                ran = cli([*last_run[1:], "--generator", "openai:current-model", "--out", argv[2]], capsys)
                assert ran.code == 0, ran
            result = cli(argv[1:], capsys)
            assert result.code in ((0, 1) if argv[1] == "gate" else (0,)), (command, result)
            if argv[1] == "run":
                last_run = [a for a in argv if a not in ("--out", "runs/my-model")]
        assert {h.get("authorization") for h in server.request_headers} == {f"Bearer {KEY}"}
    report = json.loads((tmp_path / "runs" / "my-model" / "report.json").read_text())
    assert report["n"] == 130
