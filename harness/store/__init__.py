"""The run folder anyone can read: manifest, questions, answers, grades, appended as work finishes.

The manifest module owns the comparability rules the gate reads; ``lock`` keeps one writer
per folder (``with run_folder_lock(path, command="merge"): ...``), ``integrity`` refuses a
damaged folder, and ``repair`` mends a torn last line.
"""

from __future__ import annotations

from harness.store.folder import RunFolder
from harness.store.lock import run_folder_lock
from harness.store.repair import repair_run

__all__ = ["RunFolder", "repair_run", "run_folder_lock"]
