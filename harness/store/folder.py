"""A run is a folder anyone can read: manifest, questions, answers, grades, reports.

``manifest.json`` describes the run; ``questions.jsonl`` is the question set it ran;
``answers.jsonl`` is appended one answer at a time; ``grades.jsonl`` holds one grade per
(question, grader), so regrading with another grader never loses earlier grades.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.io import (
    JsonlAppender,
    from_dict,
    iter_jsonl,
    read_jsonl,
    to_dict,
    to_line,
    write_bytes_atomic,
    write_text_atomic,
)
from harness.core.records import Answer, Grade, PluginSpec, RunManifest
from harness.questions.qset import QuestionSet, dumps_question_set, read_question_set
from harness.store.integrity import check_run_folder
from harness.store.lock import MANIFEST, held_elsewhere

QUESTIONS = "questions.jsonl"
ANSWERS = "answers.jsonl"
GRADES = "grades.jsonl"
__all__ = ["ANSWERS", "GRADES", "MANIFEST", "QUESTIONS", "RunFolder", "read_grades"]


_READ_SETS: dict[Path, tuple[bytes, QuestionSet]] = {}
"""Question sets read in this process, by file and its exact bytes: a run reads its set when
answering, grading, reporting and printing, and parsing and verifying it each time cost more than
grading ten answers; comparing the bytes costs next to nothing and cannot be fooled by a
same-size edit within a timestamp tick."""

_READ_ANSWERS: dict[Path, tuple[bytes, list[Answer], list[str]]] = {}
"""Answers read in this process, by file and its exact bytes (with the questions answered twice): a
run reads its answers after the loop, to grade, to report and to print, all from the same bytes.
Only the last few files are kept (a process may read many runs)."""
KEPT_ANSWER_FILES = 4
_READ_GRADES: dict[Path, tuple[bytes, list[Grade]]] = {}
"""Grade files read in this process, by file and its exact bytes: after grading, a run reads its
grades to report, to render the page and to print, all from the same bytes."""


def _read_bytes(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None  # the reader reports it


class DuplicateAnswerWarning(UserWarning):
    """answers.jsonl holds a second good answer for a question; the first one counts."""


def read_grades(path: Path) -> list[Grade]:
    """Every grade in the grades file ``path``, in file order; parsed once per content (a file whose
    bytes changed is parsed again)."""
    path = Path(path).absolute()
    data = _read_bytes(path)
    known = _READ_GRADES.get(path)
    if data is not None and known is not None and known[0] == data:
        return list(known[1])
    grades = read_jsonl(path, Grade)
    if data is not None and _read_bytes(path) == data:  # parsed from these very bytes
        _known_grades(path, data, grades)
    return grades


def _known_grades(path: Path, data: bytes, grades: Sequence[Grade]) -> None:
    """Remember that the grades file ``path`` holding ``data`` reads as ``grades``."""
    _READ_GRADES.pop(path, None)
    _READ_GRADES[path] = (data, list(grades))
    while len(_READ_GRADES) > KEPT_ANSWER_FILES:
        del _READ_GRADES[next(iter(_READ_GRADES))]


def _one_per_question(answers: Iterable[Answer]) -> tuple[list[Answer], list[str]]:
    """The answers that count, in order, and the questions answered again (``RunFolder.answers``)."""
    seen: dict[str, Answer] = {}
    duplicated: list[str] = []
    for answer in answers:
        earlier = seen.get(answer.question_id)
        if earlier is None or earlier.error is not None:
            seen[answer.question_id] = answer
        else:
            duplicated.append(answer.question_id)
    return list(seen.values()), duplicated


class _AnswerAppender(JsonlAppender):
    """``JsonlAppender`` that keeps what it appended to a file it started (see ``append_answers``)."""

    def __init__(self, path: Path) -> None:
        self._fresh = not path.exists() or path.stat().st_size == 0
        super().__init__(path)
        self._lines: list[str] = []
        self._records: list[Answer] = []

    def appended(self, lines: str, records: list[Any]) -> None:
        if self._fresh:
            self._lines.append(lines)
            self._records.extend(records)

    def close(self) -> None:
        super().close()
        path = self.path.absolute()
        data = "".join(self._lines).encode("utf-8")
        if self._fresh and data and _read_bytes(path) == data:
            _READ_ANSWERS.pop(path, None)
            _READ_ANSWERS[path] = (data, *_one_per_question(self._records))
            while len(_READ_ANSWERS) > KEPT_ANSWER_FILES:
                del _READ_ANSWERS[next(iter(_READ_ANSWERS))]


class RunFolder:
    """Read and write the files of one run folder."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)

    @classmethod
    def open(cls, path: Path | str) -> RunFolder:
        """An existing, undamaged run folder; anything else is a user error (see ``integrity``)."""
        folder = cls(path)
        if not (folder.path / MANIFEST).is_file():
            raise HarnessError(
                f"{folder.path} is not a run folder (no {MANIFEST})",
                "point at a folder written by `harness run`",
            )
        check_run_folder(folder)
        return folder

    # ------------------------------------------------------------------ manifest
    def manifest(self) -> RunManifest:
        path = self.path / MANIFEST
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise HarnessError(f"{path}: unreadable manifest ({exc})", "rerun into a new folder") from exc
        return from_dict(data, RunManifest, str(path))

    def write_manifest(self, manifest: RunManifest) -> None:
        self.path.mkdir(parents=True, exist_ok=True)
        write_text_atomic(
            self.path / MANIFEST,
            json.dumps(to_dict(manifest), indent=2, sort_keys=True, ensure_ascii=False) + "\n",
        )

    # ------------------------------------------------------------------ questions
    def question_set(self) -> QuestionSet:
        """The run's question set (parsed and verified once per process while its bytes are unchanged)."""
        path = (self.path / QUESTIONS).absolute()
        try:
            data = path.read_bytes()
        except OSError:
            return read_question_set(path)  # its own error
        known = _READ_SETS.get(path)
        if known is not None and known[0] == data:
            return known[1]
        qset = read_question_set(path)
        _READ_SETS[path] = (data, qset)
        return qset

    def write_question_set(self, qset: QuestionSet) -> None:
        """Write the run's question set; it is then known as read (the run reads it back several times)."""
        text = dumps_question_set(qset)
        write_text_atomic(self.path / QUESTIONS, text)
        _READ_SETS[(self.path / QUESTIONS).absolute()] = (text.encode("utf-8"), qset)

    # ------------------------------------------------------------------ answers
    @property
    def answers_path(self) -> Path:
        return self.path / ANSWERS

    def answers(self) -> list[Answer]:
        """One answer per question, in file order.

        A later line for the same question supersedes an earlier one only when the earlier one
        carries a generator error (a ``--retry-errors`` resume); a good answer is never replaced.
        While another process appends, its unfinished last line is not read yet.
        """
        if not self.answers_path.exists():
            return []
        writing = held_elsewhere(self.path)
        path = self.answers_path.absolute()
        data = None if writing else _read_bytes(path)
        known = _READ_ANSWERS.get(path)
        if data is not None and known is not None and known[0] == data:
            answers, duplicated = list(known[1]), known[2]
        else:
            answers, duplicated = self._parse_answers(writing)
            if data is not None and _read_bytes(path) == data:  # parsed from these very bytes
                _READ_ANSWERS.pop(path, None)
                _READ_ANSWERS[path] = (data, list(answers), duplicated)
                while len(_READ_ANSWERS) > KEPT_ANSWER_FILES:
                    del _READ_ANSWERS[next(iter(_READ_ANSWERS))]
        if duplicated:  # never ignored silently: a copy-paste or a second writer put them there
            shown = ", ".join(sorted(set(duplicated))[:10])
            warnings.warn(
                f"{self.answers_path}: {len(duplicated)} more answer line(s) for questions already "
                f"answered ({shown}); the first answer of each is kept, the later lines are ignored",
                DuplicateAnswerWarning,
                stacklevel=2,
            )
        return answers

    def _parse_answers(self, writing: bool) -> tuple[list[Answer], list[str]]:
        return _one_per_question(iter_jsonl(self.answers_path, Answer, partial_tail=writing))

    def append_answers(self) -> JsonlAppender:
        """The appender of ``answers.jsonl`` (a context manager). When it started the file and the
        file holds exactly what it appended when closed, the answers are known as read: the run
        reads them back to grade, report and print without parsing them (records round-trip)."""
        return _AnswerAppender(self.answers_path)

    # ------------------------------------------------------------------ grades
    @property
    def grades_path(self) -> Path:
        return self.path / GRADES

    def grader_names(self) -> list[str]:
        return sorted(self.manifest().graders)

    def grades(self, grader: str | None = None) -> list[Grade]:
        """Grades of ``grader`` (default: the manifest's primary grader)."""
        name = grader or self.manifest().primary_grader
        if name is None:
            raise HarnessError(f"{self.path} has no grades yet", f"run `harness grade {self.path}`")
        if not self.grades_path.exists():
            raise HarnessError(f"{self.path} has no {GRADES}", f"run `harness grade {self.path}`")
        grades = [g for g in read_grades(self.grades_path) if g.grader == name]
        if not grades:
            known = ", ".join(self.grader_names()) or "none"
            raise HarnessError(
                f"{self.path} has no grades by {name!r} (graded by: {known})",
                f"run `harness grade {self.path} --grader {name}`",
            )
        return grades

    def write_grades(
        self, spec: PluginSpec, grades: Sequence[Grade], *, primary: bool = True, label: str | None = None
    ) -> None:
        """Replace the grades kept under ``label`` (default ``spec.name``); others are kept.

        A label lets two graders of one kind (two LLM judges) live side by side; the grades
        carry the label as their ``grader`` and the manifest maps the label to the spec.
        """
        key = label or spec.name
        if any(g.grader != key for g in grades):
            grades = [replace(g, grader=key) for g in grades]
        others: list[Grade] = []
        if self.grades_path.exists():
            others = [g for g in read_grades(self.grades_path) if g.grader != key]
        kept = [*others, *grades]
        data = "".join(to_line(grade) + "\n" for grade in kept).encode("utf-8")
        write_bytes_atomic(self.grades_path, data)
        # Known as read: the run reads them back to report, render and print (records round-trip).
        _known_grades(self.grades_path.absolute(), data, kept)
        manifest = self.manifest()
        self.write_manifest(
            replace(
                manifest,
                graders={**manifest.graders, key: spec},
                primary_grader=key if primary or manifest.primary_grader is None else manifest.primary_grader,
            )
        )
