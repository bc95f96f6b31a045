"""ruff and mypy are part of the test run: the code is typed and lint-clean or the run fails."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from tests.conftest import REPO_ROOT


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=REPO_ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_clean() -> None:
    if shutil.which("ruff") is None and not _has_module("ruff"):
        pytest.fail("ruff is not installed: pip install -e '.[test]'")
    proc = _run(sys.executable, "-m", "ruff", "check", "harness", "tests", "bench")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_mypy_clean() -> None:
    proc = _run(sys.executable, "-m", "mypy")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def _has_module(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None
