"""A question-set file: a ``QuestionSetHeader`` line, then one ``Question`` per line.

The header's ``content_hash`` is the sha256 of the question lines, so an edited file is
detected on read; equal sets give byte-identical files.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from harness.core.errors import HarnessError
from harness.core.io import from_dict, read_utf8, to_line, write_text_atomic
from harness.core.records import Question, QuestionSetHeader


@dataclass(frozen=True)
class QuestionSet:
    header: QuestionSetHeader
    questions: tuple[Question, ...]

    def by_id(self) -> dict[str, Question]:
        return {q.id: q for q in self.questions}


def content_hash(questions: Sequence[Question]) -> str:
    """sha256 over the questions' canonical JSONL lines."""
    return _lines_hash([to_line(q) for q in questions])


def _lines_hash(lines: Sequence[str]) -> str:
    digest = hashlib.sha256()
    for line in lines:
        digest.update(line.encode("utf-8") + b"\n")
    return digest.hexdigest()


_CANONICAL: dict[int, tuple[QuestionSet, str]] = {}
"""Sets read in this process from a file in canonical form, with its text (by ``id``, the set held
so the id stays its own): writing such a set again (a run copies its protocol into the run folder)
serialises nothing."""


def with_hash(header: QuestionSetHeader, questions: Sequence[Question]) -> QuestionSet:
    """The set with its header's counts and content hash filled in from ``questions``."""
    counts: dict[str, int] = {}
    for q in questions:
        counts[q.stratum] = counts.get(q.stratum, 0) + 1
    header = replace(header, counts=counts, content_hash=content_hash(questions))
    return QuestionSet(header, tuple(questions))


def dumps_question_set(qset: QuestionSet) -> str:
    known = _CANONICAL.get(id(qset))
    if known is not None and known[0] is qset:
        return known[1]
    lines = [to_line(qset.header), *(to_line(q) for q in qset.questions)]
    return "\n".join(lines) + "\n"


def write_question_set(path: Path, qset: QuestionSet) -> None:
    """Write ``qset`` atomically (byte-identical for equal sets); the CLI guards overwrites."""
    write_text_atomic(Path(path), dumps_question_set(qset))


def read_question_set(path: Path) -> QuestionSet:
    """Read and verify a question-set file (header first, hash must match the questions)."""
    path = Path(path)
    if not path.is_file():
        raise HarnessError(f"{path}: no such question-set file", "build one with `harness questions build`")
    # split on "\n" only: splitlines() also breaks on U+2028/U+2029/U+0085, which JSON lines hold raw.
    text = read_utf8(path)
    lines = [ln for ln in text.split("\n") if ln.strip()]
    if not lines:
        raise HarnessError(f"{path}: empty question-set file", "rebuild it")
    parsed = []
    for n, line in enumerate(lines, start=1):
        try:
            parsed.append(json.loads(line))
        except ValueError as exc:
            raise HarnessError(f"{path}:{n}: not valid JSON ({exc})", "rebuild the question set") from exc
    header = from_dict(parsed[0], QuestionSetHeader, f"{path}:1")
    questions = tuple(from_dict(d, Question, f"{path}:{n}") for n, d in enumerate(parsed[1:], 2))
    canonical = [to_line(q) for q in questions]
    if _lines_hash(canonical) != header.content_hash:
        raise HarnessError(
            f"{path}: the questions do not match the header's content hash (the file was edited)",
            "rebuild the set with `harness questions build` instead of editing it",
        )
    ids = [q.id for q in questions]
    if len(set(ids)) != len(ids):
        raise HarnessError(f"{path}: duplicate question ids", "rebuild the question set")
    qset = QuestionSet(header, questions)
    if text == "\n".join([to_line(header), *canonical]) + "\n":
        _CANONICAL[id(qset)] = (qset, text)
        while len(_CANONICAL) > 8:
            del _CANONICAL[next(iter(_CANONICAL))]
    return qset
