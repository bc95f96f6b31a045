"""A self-checking pipeline's reply read as its final stage (``harness.read.stages``), and the grades
of such replies. The replies are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.grade.reference import grade_answer
from harness.read.stages import final_stage
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
SHARE = question()  # may the receiving party share with its employees? gold yes, mini-01:1
RIGHT = "Yes. The Receiving Party may share it with employees who need to know it [mini-01:1]."
WRONG = "No. Sharing is not allowed at all [mini-01:2]."

DRAFT = (
    f"Draft: {WRONG}\nCritique: mini-01:2 is the return clause, not the sharing one.\nRevised answer: {RIGHT}"
)
CANDIDATES = f"Candidate A: {WRONG}\nCandidate B: {RIGHT}\nJudge: B cites the sharing clause.\nSelected: B"
VERIFIED = (
    "Baseline answer: No.\nVerification questions:\n1. Which clause covers employees?\nAnswers:\n"
    f"1. The sharing clause [mini-01:1].\nFinal answer (revised): {RIGHT}"
)


@pytest.mark.parametrize("reply", [DRAFT, CANDIDATES, VERIFIED], ids=["revised", "selected", "verified"])
def test_the_final_stage_is_the_answer(reply: str) -> None:
    staged = final_stage(reply)
    assert staged is not None and staged.final == RIGHT
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert (grade.factuality, grade.citation_supports, grade.extra_claim_count) == ("correct", True, 0), (
        grade.rationale
    )


def test_a_scratch_stage_citation_still_must_exist() -> None:
    reply = DRAFT.replace("[mini-01:2]", "[mini-09:9]")
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.factuality == "correct" and grade.citation_exists is False, grade.rationale


@pytest.mark.parametrize(
    "reply",
    [
        RIGHT,
        "Answer: Yes [mini-01:1].\nReason: the sharing clause.",  # no scratch stage
        f"Draft: {WRONG}\nCritique: it cites the wrong clause.",  # no final stage
        # the final stage leans on the draft's citation
        "Initial answer: Yes [mini-01:1].\nFinal answer: Yes.",
        "Candidate A: Yes [mini-01:1].\nSelected: C",  # a pick of no candidate
    ],
)
def test_replies_that_are_not_staged_are_read_whole(reply: str) -> None:
    assert final_stage(reply) is None
