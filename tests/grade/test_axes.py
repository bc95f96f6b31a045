"""``rubric_grade``: a grader's findings turned into a ``Grade`` (``harness.grade.axes``)."""

from __future__ import annotations

from harness.core.records import RUBRIC_VERSION, CitationScore, CitationVerdict, Factuality, Grade
from harness.grade.axes import rubric_grade
from harness.text.verdict import read_answer
from tests.grade.helpers import question

Q = question()


def _grade(text: str, factuality: Factuality, verdicts: tuple[CitationVerdict, ...] = ()) -> Grade:
    return rubric_grade(
        question_id="q1",
        grader="unit",
        grader_version="v9",
        factuality=factuality,
        why="because",
        reading=read_answer(text, Q.text),
        exists=(True if verdicts else None, "exists-why"),
        verdicts=verdicts,
        flags=["f1"],
        citation_score=CitationScore(1.0, 0.5, 0.0, 0.8) if verdicts else None,
    )


def test_committed_answer_axes() -> None:
    verdict = CitationVerdict("mini-01:1", True, "Yes, they may share it.", "states it")
    text = "Yes, they may share it [mini-01:1]. The agreement lasts five years."
    g = _grade(text, "correct", (verdict,))
    assert (g.factuality, g.citation_exists, g.citation_supports, g.citation_precision) == (
        "correct",
        True,
        True,
        1.0,
    )
    assert g.refusal_quality is None and g.rationale["refusal_quality"] == "n/a: not a refusal"
    assert g.extra_claim_count == read_answer(text, Q.text).extra_claim_count
    assert g.rationale["factuality"] == "because" and g.rationale["citation_exists"] == "exists-why"
    assert g.citations == (verdict,) and g.flags == ("f1",)
    assert set(g.scores) == {"citation_score"} and g.scores["citation_score"]["overall"] == 0.8
    assert (g.grader, g.grader_version, g.rubric_version) == ("unit", "v9", RUBRIC_VERSION)


def test_refusal_axes() -> None:
    flat = _grade("I don't know.", "refused")
    helpful = _grade(
        "I cannot answer this: none of the retrieved passages mentions sharing with employees. "
        "You could check the confidentiality section of the full agreement.",
        "refused",
    )
    assert flat.citation_supports is None and flat.citations == () and flat.scores == {}
    assert flat.refusal_quality == 0
    assert helpful.refusal_quality is not None and helpful.refusal_quality > flat.refusal_quality
    assert helpful.rationale["refusal_quality"] != "n/a: not a refusal"
    assert helpful.rationale["citation_supports"] == "n/a for a refusal"
