"""One place that turns a grader's findings into a ``Grade`` with its per-axis rationale."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, replace

from harness.core.records import (
    RUBRIC_VERSION,
    CitationScore,
    CitationVerdict,
    Factuality,
    Grade,
    LexicalScore,
    ScoreValue,
)
from harness.grade.citations import citation_verdicts_support
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
    exists: tuple[bool | None, str],
    verdicts: Sequence[CitationVerdict],
    flags: Sequence[str] = (),
    error: str | None = None,
    lexical: LexicalScore | None = None,
    citation_score: CitationScore | None = None,
    grounding: dict[str, ScoreValue] | None = None,
    false_reason: str = "",
) -> Grade:
    """The five axes: ``exists`` is (value, why); ``verdicts`` (one per cited passage) give
    ``citation_supports`` and its precision (``citation_verdicts_support``).

    ``refusal_quality`` is scored from the answer's sentences only for refusals (n/a otherwise);
    a ``false_reason`` (the grader found the refusal's reason untrue of the retrieval set) takes
    its "explains why" point away;
    ``extra_claim_count`` is the reading's uncited factual sentences.
    """
    named = {"lexical": lexical, "citation_score": citation_score}  # side scores, named in ``Grade.scores``
    scores = {name: asdict(score) for name, score in named.items() if score is not None}
    if grounding is not None:
        scores["grounding"] = grounding
    refused = factuality == "refused"
    quality = refusal_quality([(s.plain, bool(s.citations)) for s in reading.sentences]) if refused else None
    if quality is not None and quality.explains and false_reason:
        quality = replace(quality, explains=False, false_reason=false_reason)
    supports, precision, supports_why, kept = citation_verdicts_support(verdicts, refused)
    extra_claims = reading.extra_claim_count
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
        scores=scores,
        error=error,
        citations=kept,
        grader_version=grader_version,
        rubric_version=RUBRIC_VERSION,
    )
