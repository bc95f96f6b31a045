"""Refuse a damaged run folder before any command reads it, so it can never report or ship.

Checked on every command that opens a run (``RunFolder.open`` and a resumed ``run``): the
folder was written by this major version of the harness, grades never stand without the
answers they grade, and every graded question has an answer. Each problem is one
:class:`~harness.core.errors.HarnessError`; nothing is rewritten.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from harness.core.errors import HarnessError
from harness.core.io import iter_json_lines
from harness.core.records import RunManifest
from harness.store.lock import held_elsewhere

if TYPE_CHECKING:
    from harness.store.folder import RunFolder

SHOWN_IDS = 5


def major(version: str) -> str:
    """The major part of a version string (``"0.1.0"`` -> ``"0"``)."""
    return version.strip().split(".", 1)[0]


def check_version(manifest: RunManifest, path: Path) -> None:
    """A folder written by another major version of the harness is refused, as the README says."""
    # The package root is always loaded before any of its modules; reading it through
    # sys.modules keeps the layers from importing the root (which imports them for typing).
    __version__ = str(sys.modules["harness"].__version__)
    if major(manifest.harness_version) != major(__version__):
        raise HarnessError(
            f"{path} was written by rubric-harness {manifest.harness_version}, another major version "
            f"than this one ({__version__}); its records may mean something else",
            f"read it with rubric-harness {major(manifest.harness_version)}.x, or rerun into a new "
            "--out folder with this version",
        )


def _question_ids(path: Path, *, partial_tail: bool) -> list[str]:
    return [str(data.get("question_id")) for _where, data in iter_json_lines(path, partial_tail=partial_tail)]


def check_records(folder: RunFolder) -> None:
    """Grades need their answers: refuse grades beside a missing or empty ``answers.jsonl``,
    and grades of questions that have no answer."""
    path, answers_path, grades_path = folder.path, folder.answers_path, folder.grades_path
    if not (grades_path.is_file() and grades_path.stat().st_size > 0):
        return  # nothing graded: a run still answering, or one whose grades are reported missing
    fix = "restore answers.jsonl from the copy these grades were made from, or rerun into a new --out folder"
    if not answers_path.is_file() or answers_path.stat().st_size == 0:
        state = "no" if not answers_path.is_file() else "an empty"
        raise HarnessError(
            f"{path} has grades but {state} {answers_path.name}: it would report and gate on answers "
            "that are gone",
            fix,
        )
    # A writer may be appending an answer right now: its unfinished line is not there yet.
    answered = set(_question_ids(answers_path, partial_tail=held_elsewhere(path)))
    orphans = sorted(set(_question_ids(grades_path, partial_tail=False)) - answered)
    if orphans:
        shown = ", ".join(orphans[:SHOWN_IDS]) + (" ..." if len(orphans) > SHOWN_IDS else "")
        raise HarnessError(
            f"{grades_path} grades {len(orphans)} question(s) that have no answer in "
            f"{answers_path.name}: {shown}",
            fix,
        )


def check_run_folder(folder: RunFolder) -> None:
    """Every integrity check of a run folder."""
    check_version(folder.manifest(), folder.path)
    check_records(folder)
