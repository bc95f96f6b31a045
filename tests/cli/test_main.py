"""The ``harness`` shell: lazy commands, one-line errors with exit code 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness.cli import GC_THRESHOLD
from harness.cli.main import COMMANDS, cli, main


def test_every_listed_command_imports_as_a_click_command() -> None:
    for name in COMMANDS:
        assert cli.get_command(None, name) is not None, name  # type: ignore[arg-type]


def test_unknown_command_is_one_line_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["rnu"])
    err = capsys.readouterr().err
    assert info.value.code == 2
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err


def _script(args: list[str], cache: Path, extra: str = "") -> subprocess.CompletedProcess[str]:
    """``harness ARGS`` as the console script runs it (``script``), with ``extra`` code first."""
    start = f"import sys\n{extra}\nfrom harness.cli import script\n"
    code = f"{start}sys.argv = ['harness', *{args!r}]\nscript()"
    env = {**os.environ, "HARNESS_CACHE_DIR": str(cache)}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)


def test_the_script_ends_at_once_yet_flushes_output_and_runs_exit_handlers(tmp_path: Path) -> None:
    """Exit codes as ``sys.exit(main())``; stdout whole; atexit handlers run (the pattern store is
    saved, a handler registered by anyone still runs) though the interpreter's teardown is skipped."""
    marker = tmp_path / "atexit-ran"
    extra = f"import atexit, pathlib\natexit.register(pathlib.Path({str(marker)!r}).touch)"
    done = _script(["run", "--out", str(tmp_path / "run"), "--no-progress"], tmp_path / "cache", extra)
    assert done.returncode == 0, done.stderr
    assert "answers: 130" in done.stdout + done.stderr
    assert marker.exists()
    assert list((tmp_path / "cache" / "regex").glob("sre-*"))  # saved at exit
    bad = _script(["run", "--corpus", "nope", "--out", str(tmp_path / "x")], tmp_path / "cache")
    assert bad.returncode == 2 and bad.stderr.startswith("error: unknown corpus")
    assert _script(["--version"], tmp_path / "cache").returncode == 0


def test_the_console_script_sets_the_thresholds_before_importing_the_command(tmp_path: Path) -> None:
    """The entry point pyproject names sets them before click and the command's modules load (their
    import alone made 28 collections with Python's thresholds)."""
    pyproject = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8")
    assert 'harness = "harness.cli:script"' in pyproject.split("[project.scripts]")[1].split("[")[0]
    spy = (
        "import gc\n"
        "class Spy:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'click': print('at click', gc.get_threshold(), file=sys.stderr)\n"
        "sys.meta_path.insert(0, Spy())"
    )
    done = _script(["--version"], tmp_path / "cache", spy)
    assert done.returncode == 0, done.stderr
    assert f"at click {GC_THRESHOLD}" in done.stderr


def test_the_command_collects_cycles_less_often_but_still_collects_them(tmp_path: Path) -> None:
    """``script`` raises the collector's thresholds for its own process (not on ``import harness``);
    an unreachable cycle is still freed once enough new objects were made."""
    probe = (
        "import atexit, gc, weakref\n"
        "class Node: pass\n"
        "def report():\n"
        "    a, b = Node(), Node(); a.b, b.a = b, a; gone = weakref.ref(a); del a, b\n"
        f"    junk = [[] for _ in range({2 * GC_THRESHOLD[0]})]\n"
        "    print(gc.get_threshold(), gone() is None)\n"
        "atexit.register(report)"
    )
    done = _script(["--version"], tmp_path / "cache", probe)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == f"{GC_THRESHOLD} True"
