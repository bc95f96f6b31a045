"""The newcomer path in a fresh virtualenv (issue 26): the README's commands in order, as written.

A copy of the repository made from its own files (what ``git ls-files`` lists, or the tree less
ignored folders) gets a new ``.venv`` from the quickstart line itself, run by bash:
``python3 -m venv .venv && . .venv/bin/activate && pip install -e . && harness run``. No harness
file of this checkout is on the path (``PYTHONPATH`` is cleared), so only what ``pip install -e .``
installed is imported. pip fetches the packages as a user's would: where its cache is warm
(``.ci/run`` installed them just before) from the cache, else again from the index (this
development machine keeps no pip cache: the install then costs about 1 minute of CPU and a
150 MB download, the whole test about 2 minutes of CPU). Then, inside that venv:

- the default install is trimmed: the extras' libraries (Hub, matplotlib, jsonschema, Jupyter)
  are not there, and the quickstart's run still printed its table and wrote its report;
- the Python API example block runs verbatim;
- "Score your own model" runs against a fake OpenAI-compatible server on 127.0.0.1 that
  demands the key exported in ``OPENAI_API_KEY``. Three stand-ins are substituted, each
  asserted present first: the ContractNLI folder (``../shared/data``), its ``dev`` split (the
  shared copy has no ``test.json``), and the server's URL; ``runs/current-model`` is made by
  the README's own recipe (the same command with ``openai:current-model``).

The notebooks extra is not installed here (Jupyter is large); its README line is checked
against the notebooks' imports in ``tests/notebooks/test_notebooks.py``, whose kernel runs
them in the test environment, which ``.[test]`` gives the same plots extra.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from harness.testing.fake_openai import FakeOpenAIServer, FakeReply, chat_completion_body
from tests.test_packaging import NOT_DEFAULT
from tests.test_readme import ROOT, check_python_api_example, python_api_example, readme_block

KEY = "sk-newcomer-0123456789"
NOT_INSTALLED = (*NOT_DEFAULT, "jupyterlab", "notebook")
STEP_TIMEOUT_S = 900  # per step; the whole path takes about 2 minutes of CPU with pip's cache warm


def _copy_repository(dest: Path) -> None:
    """The repository's own files (tracked and untracked, never ignored ones such as .venv or runs/)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
    )
    if listed.returncode == 0 and listed.stdout:
        for name in listed.stdout.decode().split("\0"):
            source = ROOT / name
            if name and source.is_file():
                (dest / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, dest / name)
        return
    ignored = shutil.ignore_patterns(
        ".git", ".venv", ".ci-cache", "runs", "__pycache__", "*_cache", "*.egg-info"
    )
    shutil.copytree(ROOT, dest, ignore=ignored, dirs_exist_ok=True)


def _environment(cache: Path) -> dict[str, str]:
    """The user's shell: this interpreter's ``python3`` first on PATH, nothing of this checkout importable."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env.update(HARNESS_CACHE_DIR=str(cache), HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1", PIP_NO_INPUT="1")
    env.pop("OPENAI_BASE_URL", None)
    env.pop("OPENAI_API_KEY", None)
    return env


def _bash(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-c", "set -eo pipefail\n" + script],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=STEP_TIMEOUT_S,
    )


def _replace(block: str, old: str, new: str) -> str:
    assert old in block, f"the README no longer says {old!r}: update this test's stand-ins"
    return block.replace(old, new)


def _score_your_own_model(block: str, contractnli_dir: Path, base_url: str) -> str:
    """The README block with its three stand-ins, and runs/current-model made the way its comment says."""
    script = _replace(block, "path/to/contract-nli", shlex.quote(str(contractnli_dir)))
    script = _replace(script, "--split test", "--split dev")
    script = _replace(script, "http://127.0.0.1:8000/v1", base_url)
    script = _replace(script, "export OPENAI_API_KEY=...", f"export OPENAI_API_KEY={KEY}")
    commands = re.sub(r"\\\n\s*", "", script).splitlines()  # one line per command
    (run,) = [c for c in commands if c.startswith("harness run ")]
    current = _replace(run, "openai:my-model", "openai:current-model")
    current = _replace(current, "runs/my-model", "runs/current-model")
    gate = next(i for i, c in enumerate(commands) if c.startswith("harness gate "))
    return "\n".join([*commands[:gate], current, *commands[gate:]])


def _responder(request: dict[str, Any], headers: list[dict[str, str]]) -> FakeReply:
    """A model that says yes (my-model) or refuses (current-model), behind a server that wants the key."""
    if headers[-1].get("authorization") != f"Bearer {KEY}":
        return FakeReply(401, {"error": {"message": "Incorrect API key provided"}})
    if request.get("model") == "current-model":
        text = "Final answer: I cannot answer: the passages do not address it. See the agreement's body."
    else:
        text = "Final answer: Yes."
    return FakeReply(body=chat_completion_body(text, model=str(request.get("model"))))


@pytest.mark.slow
def test_a_newcomer_follows_the_readme_in_a_fresh_venv_and_every_command_works(
    tmp_path: Path, contractnli_dir: Path
) -> None:
    repo = tmp_path / "rubric-harness"
    repo.mkdir()
    _copy_repository(repo)
    env = _environment(tmp_path / "cache")
    timings: dict[str, float] = {}

    # 1. Install and run the main job: the quickstart line, verbatim.
    quickstart = readme_block("bash", "pip install -e . && harness run").strip()
    start = time.monotonic()
    done = _bash(quickstart, repo, env)
    timings["install + harness run"] = time.monotonic() - start
    assert done.returncode == 0, (done.stdout[-2000:], done.stderr[-4000:])
    assert re.search(r"^\s*all\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+\s+130\b", done.stdout + done.stderr, re.M)
    (run_dir,) = (repo / "runs").glob("*-extractive")
    assert (run_dir / "report.html").is_file()
    python = repo / ".venv" / "bin" / "python"
    where = subprocess.run(
        [str(python), "-c", "import harness, importlib.util as u, sys; print(harness.__file__); "
         f"print([m for m in {NOT_INSTALLED!r} if u.find_spec(m)])"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    harness_file, present = where.stdout.splitlines()
    assert Path(harness_file).is_relative_to(repo), harness_file  # the copy's editable install
    assert present == "[]", f"the default install holds extras' libraries: {present}"

    # 2. The Python API example, verbatim, in the new venv (what a notebook user runs).
    workdir = tmp_path / "api"
    workdir.mkdir()
    start = time.monotonic()
    done = subprocess.run(
        [str(python), "-c", python_api_example()],
        cwd=workdir, env=env, capture_output=True, text=True, timeout=STEP_TIMEOUT_S,
    )  # fmt: skip
    timings["python api example"] = time.monotonic() - start
    check_python_api_example(workdir, done)

    # 3. Score your own model, against a local server that wants the key in OPENAI_API_KEY.
    venv_env = {**env, "VIRTUAL_ENV": str(repo / ".venv")}
    venv_env["PATH"] = os.pathsep.join([str(repo / ".venv" / "bin"), env["PATH"]])  # as if activated
    block = readme_block("bash", "harness gate runs/current-model runs/my-model")
    server = FakeOpenAIServer(lambda request: _responder(request, server.request_headers))
    with server:
        script = _score_your_own_model(block, contractnli_dir, server.base_url)
        start = time.monotonic()
        done = _bash(script, tmp_path, venv_env)
        timings["score your own model"] = time.monotonic() - start
    assert done.returncode in (0, 1), (done.stdout[-2000:], done.stderr[-4000:])  # 0 ships, 1 rejects
    assert re.search(r"^decision: (SHIP|REJECT)", done.stdout, re.M), done.stdout[-2000:]
    assert len(server.requests) == 2 * 130  # each question once per model: replies follow the prompt's format
    assert all(h.get("authorization") == f"Bearer {KEY}" for h in server.request_headers)
    for name in ("current-model", "my-model"):
        report = json.loads((tmp_path / "runs" / name / "report.json").read_text())
        assert report["n"] == 130
        assert report["counts"]["error"] == 0, report["counts"]
    print("newcomer path timings (s):", {k: round(v, 1) for k, v in timings.items()})
