"""A small constructed run folder (questions, answers, grades) for the calibration tests."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from harness.calibrate.gold import GoldRow
from harness.core.records import (
    Answer,
    Factuality,
    Grade,
    Question,
    RetrievalSettings,
    RetrievedPassage,
)
from harness.store.folder import RunFolder
from harness.testing.runs import write_run_folder


def question(i: int) -> Question:
    return Question(
        id=f"q{i:03d}",
        text=f"Does the agreement say something about clause {i}?",
        stratum="answerable",
        answer_type="yes_no",
        gold_answer="yes",
        gold_evidence=(f"mini-01:{i}",),
        ideal=("correct",),
        retrieval=RetrievalSettings(),
        builder_version="test",
        document_id="mini-01",
    )


def answer(i: int) -> Answer:
    retrieved = tuple(
        RetrievedPassage(
            f"mini-01:{i + r}", "mini-01", f"Passage text {i + r}, with a comma.", 1.0 / (r + 1), r + 1
        )
        for r in range(2)
    )
    return Answer(
        question_id=f"q{i:03d}",
        text=f"Yes, clause {i} is covered [mini-01:{i}].",
        citations=(f"mini-01:{i}",),
        retrieved=retrieved,
        latency_s=0.01,
    )


def grade(qid: str, factuality: Factuality, grader: str = "heuristic", **kw: object) -> Grade:
    refused = factuality == "refused"
    fields: dict[str, object] = {
        "citation_exists": True,
        "citation_supports": None if refused else True,
        "refusal_quality": 1 if refused else None,
        "extra_claim_count": 0,
    }
    fields.update(kw)
    return Grade(question_id=qid, grader=grader, factuality=factuality, **fields)  # type: ignore[arg-type]


def gold(qid: str, factuality: Factuality, **kw: object) -> GoldRow:
    refused = factuality == "refused"
    fields: dict[str, object] = {
        "labeler": "ann",
        "citation_exists": True,
        "citation_supports": None if refused else True,
        "refusal_quality": 1 if refused else None,
        "extra_claim_count": 0,
    }
    fields.update(kw)
    return GoldRow(question_id=qid, factuality=factuality, **fields)  # type: ignore[arg-type]


def make_run(path: Path, buckets: Sequence[Factuality], grader: str = "heuristic") -> RunFolder:
    """A run of ``len(buckets)`` answers, graded by ``grader`` with the given buckets in order."""
    questions = [question(i) for i in range(len(buckets))]
    return write_run_folder(
        path,
        questions,
        [answer(i) for i in range(len(buckets))],
        [grade(q.id, b, grader) for q, b in zip(questions, buckets, strict=True)],
        grader=grader,
        corpus_fingerprint="fp",
    )
