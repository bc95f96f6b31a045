"""``repair_run``: drop the torn last line of a run folder's JSONL files, with a warning.

A kill, a full disk or a partial copy can cut the last line of ``answers.jsonl`` or
``grades.jsonl`` short. Every reader refuses such a file; repairing drops that one line and
keeps the rest. When the dropped line was an answer that had been graded, its grades go too
(also with a warning): the question is asked again on resume and graded with it.
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

from harness.core.io import TornLineWarning, repair_torn_tail, write_text_atomic
from harness.store.folder import RunFolder
from harness.store.lock import MANIFEST, run_folder_lock


def _question_id(line: str) -> str | None:
    value = json.loads(line).get("question_id") if line.strip() else None
    return value if isinstance(value, str) else None


def _drop_orphan_grades(folder: RunFolder) -> list[str]:
    """Remove the grade lines of questions that no longer have an answer line; their ids."""
    if not folder.grades_path.is_file() or not folder.answers_path.is_file():
        return []
    answered = {_question_id(line) for line in folder.answers_path.read_text(encoding="utf-8").splitlines()}
    lines = folder.grades_path.read_text(encoding="utf-8").splitlines(keepends=True)
    kept = [line for line in lines if _question_id(line) in answered or not line.strip()]
    if len(kept) == len(lines):
        return []
    orphans = sorted({str(_question_id(line)) for line in lines if line not in kept})
    write_text_atomic(folder.grades_path, "".join(kept))
    warnings.warn(
        f"{folder.grades_path}: dropped the grades of {', '.join(orphans)}, whose answer line was torn; "
        "the resumed run asks and grades them again",
        TornLineWarning,
        stacklevel=3,
    )
    return orphans


def repair_answers(folder: RunFolder) -> bool:
    """Drop a torn last answer line and the grades it takes with it; True when a line was dropped.

    What a resumed run does first (it holds the writer lock): the question is then asked and
    graded again, and every other answer and grade is kept.
    """
    if not repair_torn_tail(folder.answers_path):
        return False
    _drop_orphan_grades(folder)
    return True


def repair_run(path: Path | str) -> list[Path]:
    """Repair every JSONL file of the run folder at ``path``; the files that were changed.

    Each dropped line is reported as a ``TornLineWarning``. Holds the writer lock.
    """
    folder = RunFolder(path)
    if not (folder.path / MANIFEST).is_file():
        RunFolder.open(path)  # raises the usual "not a run folder" error
    with run_folder_lock(folder.path, command="repair"):
        repaired = [p for p in sorted(folder.path.glob("*.jsonl")) if repair_torn_tail(p)]
        if folder.answers_path in repaired and _drop_orphan_grades(folder):
            repaired = sorted({*repaired, folder.grades_path})
        return repaired
