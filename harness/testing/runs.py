"""Write a complete run folder from records, without a generator: for tests, notebooks and workshops.

A gate, a report or a calibration can then be shown on runs whose every answer and grade
was chosen by hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from harness import __version__
from harness.core.io import write_jsonl
from harness.core.records import (
    Answer,
    Condition,
    Grade,
    PluginSpec,
    Question,
    QuestionSetHeader,
    RetrievalSettings,
    RunManifest,
)
from harness.questions.qset import with_hash, write_question_set
from harness.store.folder import QUESTIONS, RunFolder


def write_run_folder(
    path: Path | str,
    questions: Sequence[Question],
    answers: Sequence[Answer],
    grades: Sequence[Grade] = (),
    *,
    grader: str = "reference",
    grader_options: Mapping[str, Any] | None = None,
    corpus: str = "nda-mini",
    corpus_fingerprint: str = "fp-test",
    generator: str = "scripted",
    condition: Condition = "rag_always",
    prompt: str = "default",
    harness_version: str = __version__,
) -> RunFolder:
    """A run folder at ``path`` holding ``questions``, ``answers`` and (if any) ``grades``.

    The manifest records the question set's real content hash, so the folder reads back,
    reports and gates like one written by ``harness run``.
    """
    qset = with_hash(QuestionSetHeader(corpus, corpus_fingerprint, 13, "test", {}, {}, ""), questions)
    folder = RunFolder(path)
    folder.write_manifest(
        RunManifest(
            harness_version=harness_version,
            created_at="2026-01-01T00:00:00+00:00",
            corpus=corpus,
            corpus_fingerprint=corpus_fingerprint,
            question_set_hash=qset.header.content_hash,
            seed=13,
            generator=PluginSpec("generator", generator),
            condition=condition,
            prompt=prompt,
            prompt_hash="p" * 12,
            retrieval=RetrievalSettings(),
        )
    )
    write_question_set(folder.path / QUESTIONS, qset)
    write_jsonl(folder.answers_path, answers)
    if grades:
        folder.write_grades(PluginSpec("grader", grader, dict(grader_options or {})), grades)
    return folder
