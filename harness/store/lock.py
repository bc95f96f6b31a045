"""One writer per run folder: an exclusive OS file lock held for the whole command.

Every command that writes a run folder (``run``, ``grade``, ``report``, ``label``, imports,
merges) holds ``flock(LOCK_EX)`` on ``<run>/.harness.lock`` for as long as it runs. The OS
drops the lock when the process ends in any way, ``kill -9`` included, so a killed writer
never blocks the folder: its pid is still written in the file, and the next writer reports
that stale lock and takes it over. A second writer gets one line naming the holder's pid and
exit code 2. Readers (``gate``, ``compare``, ``load_run``) take no lock: every file but
``answers.jsonl`` is replaced atomically, and :func:`held_elsewhere` tells a reader that an
unterminated last answer line is still being written rather than torn.
"""

from __future__ import annotations

import errno
import fcntl
import os
import threading
import time
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from harness.core.errors import HarnessError

LOCK_FILE = ".harness.lock"
MANIFEST = "manifest.json"
"""A folder is a run folder once it has a manifest; no other folder ever gets a lock file."""
BUSY_GRACE_S = 1.0
"""How long a writer retries while the lock's holder has not written its pid yet."""


class StaleLockWarning(UserWarning):
    """The run folder's lock file names a process that ended without releasing it (killed)."""


@dataclass(frozen=True)
class Holder:
    """What a lock file says about the process holding it."""

    pid: int | None
    command: str

    @property
    def running(self) -> bool:
        if self.pid is None:
            return False
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:  # alive, owned by another user
            return True
        return True

    def describe(self) -> str:
        what = f"`harness {self.command}`, " if self.command else ""
        if self.pid is None:
            return "another harness process"
        if not self.running:
            return f"{what}pid {self.pid}, no longer running; a process it started still holds the lock"
        return f"{what}pid {self.pid}"


@dataclass
class _Held:
    fd: int | None
    """None for a read-only folder, which no one can write."""
    depth: int


_held: dict[Path, _Held] = {}
_guard = threading.Lock()


def refuse_link(path: Path) -> HarnessError:
    """The error for a run-folder file that is a symbolic link: the harness never writes through one."""
    return HarnessError(
        f"{path} is a symbolic link; a run folder's files are never written through a link",
        f"remove the link ({path}) and rerun; restore a real file there if it held records",
    )


def _read_holder(fd: int) -> Holder:
    data = os.pread(fd, 4096, 0).decode("utf-8", "replace").split()
    pid = int(data[0]) if data and data[0].isdigit() else None
    return Holder(pid, " ".join(data[1:]))


def _acquire(lock_path: Path, command: str) -> int | None:
    try:
        # O_NOFOLLOW: a planted symlink must never make a writer truncate the file it points to.
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW, 0o644)
    except (PermissionError, OSError) as exc:
        if exc.errno == errno.ELOOP:
            raise refuse_link(lock_path) from None
        if isinstance(exc, PermissionError) or exc.errno == errno.EROFS:
            return None  # a folder nobody may write needs no writer lock (``label`` reads it)
        raise
    give_up = time.monotonic() + BUSY_GRACE_S
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            break
        except BlockingIOError:
            holder = _read_holder(fd)
            # A holder that has not written its pid yet, or a reader probing: try again shortly.
            if (holder.pid is None or not holder.running) and time.monotonic() < give_up:
                time.sleep(0.02)
                continue
            os.close(fd)
            folder = lock_path.parent
            raise HarnessError(
                f"{folder} is being written by another harness process ({holder.describe()}); "
                "two writers would mix their records",
                "wait for that command to finish (or stop it), then run this one again",
            ) from None
        except BaseException:
            os.close(fd)
            raise
    stale = _read_holder(fd)
    if stale.pid is not None:
        # We hold the lock, so whoever wrote this pid ended without releasing it: killed.
        what = f"`harness {stale.command}`, " if stale.command else ""
        warnings.warn(
            f"{lock_path.parent}: the last writer ({what}pid {stale.pid}) was killed before it "
            "released the folder; its stale lock is taken over",
            StaleLockWarning,
            stacklevel=4,
        )
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()} {command}\n".encode(), 0)
    return fd


def _release(fd: int) -> None:
    try:
        os.ftruncate(fd, 0)  # before unlocking: an empty file means "released cleanly"
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


@contextmanager
def run_folder_lock(path: Path | str, *, command: str, create: bool = False) -> Iterator[None]:
    """Hold the run folder's writer lock for the ``with`` block.

    ``command`` names the holder in a second writer's error. Nested use in one process (``run``
    grading and reporting its own folder) is allowed. With ``create`` the folder is made if
    needed (a new run); otherwise a folder without a manifest is not a run folder: the block
    runs unlocked, nothing is written there, and the command reports it in its own words.
    """
    folder = Path(path)
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    elif not (folder / MANIFEST).is_file():
        yield
        return
    key = folder.resolve()
    with _guard:
        held = _held.get(key)
        if held is not None:
            held.depth += 1
        else:
            _held[key] = _Held(_acquire(key / LOCK_FILE, command), 1)
    try:
        yield
    finally:
        with _guard:
            held = _held[key]
            held.depth -= 1
            if held.depth == 0:
                del _held[key]
                if held.fd is not None:
                    _release(held.fd)


def held_elsewhere(path: Path | str) -> bool:
    """Whether another process holds the writer lock of the run folder at ``path`` right now."""
    folder = Path(path)
    lock_path = folder / LOCK_FILE
    if not lock_path.is_file() or folder.resolve() in _held:
        return False
    try:
        fd = os.open(lock_path, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)
