"""Synthetic run folders for report, gate and compare tests: one row per question, no generator."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from harness.core.records import (
    Answer,
    Factuality,
    Grade,
    Question,
    RetrievalSettings,
    RetrievedPassage,
    Stratum,
)
from harness.testing.runs import write_run_folder

GROUNDED = ("answerable", "contradicted")


@dataclass(frozen=True)
class Row:
    """One question of a synthetic run and how it was answered and graded."""

    qid: str
    stratum: Stratum
    factuality: Factuality
    refusal_quality: int | None = None
    """Defaults to 2 for refusals (see ``make_run``)."""
    extra_claim_count: int = 0
    answer: dict[str, Any] = field(default_factory=dict)
    """Overrides of the ``Answer`` fields (text, citations, error, format_ok, ...)."""
    grade: dict[str, Any] = field(default_factory=dict)
    """Overrides of the ``Grade`` fields (rationale, flags, scores, ...)."""


BASE_ROWS: tuple[Row, ...] = (
    Row("a1", "answerable", "correct"),
    Row("a2", "answerable", "correct"),
    Row("a3", "answerable", "correct"),
    Row("a4", "answerable", "wrong", extra_claim_count=1),
    Row("a5", "answerable", "unsupported", extra_claim_count=1),
    Row("c1", "contradicted", "correct"),
    Row("c2", "contradicted", "wrong"),
    Row("e1", "evidence_missed", "refused"),
    Row("e2", "evidence_missed", "unsupported"),
    Row("n1", "not_mentioned", "refused"),
    Row("n2", "not_mentioned", "refused"),
    Row("u1", "unanswerable", "refused"),
    Row("u2", "unanswerable", "wrong"),
    Row("v1", "adversarial", "correct"),
    Row("v2", "adversarial", "refused"),
    Row("r1", "retrieval_null", "refused"),
)
"""A baseline: every bucket in several strata, all refusals at quality 2."""


def changed(rows: tuple[Row, ...], **changes: dict[str, Any]) -> tuple[Row, ...]:
    """``rows`` with the rows named by keyword changed: ``changed(BASE_ROWS, a1={"factuality": "wrong"})``."""
    unknown = set(changes) - {r.qid for r in rows}
    if unknown:
        raise KeyError(f"no rows {sorted(unknown)}")
    return tuple(replace(r, **changes[r.qid]) if r.qid in changes else r for r in rows)


def _gold(row: Row) -> str:
    return f"mini-01:{int(row.qid[1:]) + 10 * 'acenuvr'.index(row.qid[0])}"


def question(row: Row) -> Question:
    grounded = row.stratum in GROUNDED
    return Question(
        id=row.qid,
        text=f"Does the agreement oblige the parties to do {row.qid}?",
        stratum=row.stratum,
        answer_type="yes_no",
        gold_answer="yes" if grounded else "none",
        gold_evidence=(_gold(row),) if grounded or row.stratum == "evidence_missed" else (),
        ideal=("correct",) if grounded else ("refused",),
        retrieval=RetrievalSettings(),
        builder_version="test",
        document_id="mini-01",
    )


def _answer(row: Row) -> Answer:
    gold = _gold(row)
    retrieved = tuple(
        RetrievedPassage(pid, "mini-01", f"Passage text of {pid}.", 3.0 - i, i + 1)
        for i, pid in enumerate((gold, "mini-01:90", "mini-01:91"))
    )
    text, citations = {
        "correct": (f"Yes, the agreement says so [{gold}].", (gold,)),
        "wrong": ("No, it does not [mini-01:90].", ("mini-01:90",)),
        "unsupported": ("Yes, it does.", ()),
        "refused": ("The passages do not say; look at the confidentiality clause.", ()),
        "undetermined": ("Tak, strona może to zrobić.", ()),
    }[row.factuality]
    base = Answer(row.qid, text, citations, retrieved, latency_s=0.01, raw=text)
    return replace(base, **row.answer)


def _grade(row: Row, grader: str) -> Grade:
    refused = row.factuality == "refused"
    answer = _answer(row)
    cited = bool(answer.citations)
    base = Grade(
        question_id=row.qid,
        grader=grader,
        factuality=row.factuality,
        citation_exists=True if cited else None,
        citation_supports=None if refused or not cited else row.factuality == "correct",
        refusal_quality=(2 if row.refusal_quality is None else row.refusal_quality) if refused else None,
        extra_claim_count=row.extra_claim_count,
        rationale={"factuality": f"synthetic {row.factuality}"},
    )
    return replace(base, **row.grade)


def make_run(
    path: Path,
    rows: tuple[Row, ...] = BASE_ROWS,
    *,
    grader: str = "reference",
    grader_options: dict[str, Any] | None = None,
    generator: str = "scripted",
    condition: str = "rag_always",
    prompt: str = "default",
    corpus_fingerprint: str = "fp-test",
    question_text_suffix: str = "",
    answered: int | None = None,
) -> Path:
    """Write a complete graded run folder for ``rows`` at ``path`` and return ``path``.

    ``question_text_suffix`` changes every question's text (a different question set);
    ``answered`` keeps only the first N answers and grades (an unfinished run).
    """
    questions = [question(r) for r in rows]
    if question_text_suffix:
        questions = [replace(q, text=q.text + question_text_suffix) for q in questions]
    kept = rows[: len(rows) if answered is None else answered]
    write_run_folder(
        path,
        questions,
        [_answer(r) for r in kept],
        [_grade(r, grader) for r in kept],
        grader=grader,
        grader_options=grader_options,
        corpus_fingerprint=corpus_fingerprint,
        generator=generator,
        condition=condition,  # type: ignore[arg-type]
        prompt=prompt,
    )
    return path


def candidate_run(tmp_path: Path, **changes: dict[str, Any]) -> Path:
    """The baseline rows with ``changes`` applied, written as the run ``tmp_path/candidate``."""
    return make_run(tmp_path / "candidate", changed(BASE_ROWS, **changes))


def with_grader_errors(rows: tuple[Row, ...], qids: tuple[str, ...], flag: str) -> tuple[Row, ...]:
    """``rows`` with the grades of ``qids`` failed (a judge outage), flagged ``flag``."""
    broken = {"error": "judge request failed: HTTP 503 (after 4 attempts)", "flags": (flag,)}
    return changed(rows, **{q: {"factuality": "unsupported", "grade": broken} for q in qids})
