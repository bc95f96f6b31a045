"""One place that turns a grader's findings into a ``Grade`` with its per-axis rationale."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict

from harness.core.records import (
    RUBRIC_VERSION,
    CitationScore,
    CitationVerdict,
    Factuality,
    Grade,
    LexicalScore,
)
from harness.text.refusal import refusal_quality
from harness.text.verdict import Reading


def rubric_grade(
    *,
    question_id: str,
    grader: str,
    grader_version: str,
    factuality: Factuality,
    why: str,
    reading: Reading,
    refused: bool,
    exists: tuple[bool | None, str],
    support: tuple[bool | None, float | None, str, tuple[CitationVerdict, ...]],
    extra_claims: int,
    flags: Sequence[str] = (),
    error: str | None = None,
    lexical: LexicalScore | None = None,
    citation_score: CitationScore | None = None,
) -> Grade:
    """The five axes: ``exists`` is (value, why), ``support`` is (value, precision, why, verdicts).

    ``refusal_quality`` is scored from the answer's sentences only for refusals (n/a otherwise).
    """
    named = {"lexical": lexical, "citation_score": citation_score}  # side scores, named in ``Grade.scores``
    quality = refusal_quality([(s.plain, bool(s.citations)) for s in reading.sentences]) if refused else None
    supports, precision, supports_why, verdicts = support
    return Grade(
        question_id=question_id,
        grader=grader,
        factuality=factuality,
        citation_exists=exists[0],
        citation_supports=supports,
        refusal_quality=quality.score if quality else None,
        extra_claim_count=extra_claims,
        citation_precision=precision,
        rationale={
            "factuality": why,
            "citation_exists": exists[1],
            "citation_supports": supports_why,
            "refusal_quality": quality.rationale() if quality else "n/a: not a refusal",
            "extra_claim_count": f"{extra_claims} sentence(s) assert a fact without a citation",
        },
        flags=tuple(flags),
        scores={name: asdict(score) for name, score in named.items() if score is not None},
        error=error,
        citations=verdicts,
        grader_version=grader_version,
        rubric_version=RUBRIC_VERSION,
    )
