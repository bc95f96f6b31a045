"""The run-folder writer lock: one holder at a time across processes, released on any exit,
a stale lock from a killed holder taken over with a warning, nested use in one process."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.store.lock import LOCK_FILE, StaleLockWarning, held_elsewhere, run_folder_lock

HOLDER = """
import sys, time
from harness.store.lock import run_folder_lock
with run_folder_lock(sys.argv[1], command="grade"):
    print("held", flush=True)
    time.sleep(float(sys.argv[2]))
"""


def _hold(folder: Path, seconds: float) -> subprocess.Popen[str]:
    (folder / "manifest.json").touch()
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder), str(seconds)], stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


@pytest.fixture()
def run_dir(tmp_path: Path) -> Path:
    (tmp_path / "manifest.json").write_text("{}")
    return tmp_path


def test_a_second_holder_is_refused_with_the_first_ones_pid(run_dir: Path) -> None:
    tmp_path = run_dir
    proc = _hold(tmp_path, 30)
    try:
        assert held_elsewhere(tmp_path)
        with pytest.raises(HarnessError) as info, run_folder_lock(tmp_path, command="report"):
            pass
        assert f"pid {proc.pid}" in str(info.value) and "`harness grade`" in str(info.value)
        assert (tmp_path / LOCK_FILE).read_text().split()[0] == str(proc.pid)  # the refusal wrote nothing
    finally:
        proc.kill()
        proc.wait()


def test_a_clean_exit_releases_and_empties_the_lock(tmp_path: Path) -> None:
    proc = _hold(tmp_path, 0)
    assert proc.wait(10) == 0
    assert not held_elsewhere(tmp_path)
    assert (tmp_path / LOCK_FILE).read_bytes() == b""
    with run_folder_lock(tmp_path, command="report"):
        assert (tmp_path / LOCK_FILE).read_text() == f"{os.getpid()} report\n"
    assert (tmp_path / LOCK_FILE).read_bytes() == b""


def test_a_killed_holder_leaves_a_stale_lock_that_is_taken_over(tmp_path: Path) -> None:
    proc = _hold(tmp_path, 30)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert (tmp_path / LOCK_FILE).read_text().split()[0] == str(proc.pid)
    assert not held_elsewhere(tmp_path)  # the OS dropped it with the process
    warned = pytest.warns(StaleLockWarning, match=rf"`harness grade`, pid {proc.pid}\) was killed")
    with warned, run_folder_lock(tmp_path, command="run"):
        pass


def test_nested_use_in_one_process_is_one_hold(run_dir: Path) -> None:
    tmp_path = run_dir
    with run_folder_lock(tmp_path, command="run"):
        with run_folder_lock(tmp_path, command="grade"):
            assert (tmp_path / LOCK_FILE).read_text().startswith(f"{os.getpid()} run")
        assert (tmp_path / LOCK_FILE).read_text().startswith(f"{os.getpid()} run")
        assert not held_elsewhere(tmp_path)  # held here, not elsewhere
    start = time.monotonic()
    proc = _hold(tmp_path, 0)  # another process gets it at once after the outer block
    assert proc.wait(10) == 0 and time.monotonic() - start < 10


def test_only_run_folders_get_a_lock_file_and_only_run_creates_one(tmp_path: Path) -> None:
    with run_folder_lock(tmp_path / "absent", command="report"):
        pass
    assert not (tmp_path / "absent").exists()
    (tmp_path / "documents").mkdir()
    with run_folder_lock(tmp_path / "documents", command="report"):
        pass
    assert list((tmp_path / "documents").iterdir()) == []
    with run_folder_lock(tmp_path / "new", command="run", create=True):
        assert (tmp_path / "new" / LOCK_FILE).is_file()


def test_a_read_only_run_folder_is_read_without_a_lock(
    run_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder no one may write (a shared read-only copy) needs no writer lock: ``label`` reads it.
    Simulated, since tests may run as root, who can write anywhere."""
    real_open = os.open

    def read_only(path: str | os.PathLike[str], flags: int, *args: int) -> int:
        if Path(path).name == LOCK_FILE and flags & os.O_CREAT:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr("harness.store.lock.os.open", read_only)
    with run_folder_lock(run_dir, command="label"):
        assert not (run_dir / LOCK_FILE).exists()
