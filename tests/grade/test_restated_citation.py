"""reference-27: a cited sentence that says again, after a conclusion marker, what an earlier sentence
citing the same passage says is backed as that sentence is (``harness.grade.support.restates_cited``).
The answers are made up, asked of the hand-built corpus in ``tests.grade.helpers``."""

from __future__ import annotations

import pytest

from harness.grade.reference import grade_answer
from tests.grade.helpers import answer, make_corpus, question

FIRST = "Yes. Employees who need to know it may receive the Confidential Information [mini-01:1]."


def _supports(text: str) -> bool | None:
    return grade_answer(question(), answer(text), make_corpus()).citation_supports


@pytest.mark.parametrize(
    "again",
    [
        "In other words, the people on its payroll are within reach of the disclosure [mini-01:1].",
        "So the staff are covered as well [mini-01:1].",
        "Es decir, el personal queda cubierto [mini-01:1].",
    ],
)
def test_a_restatement_citing_the_same_passage_is_backed_as_the_sentence_before_it(again: str) -> None:
    assert _supports(f"{FIRST} {again}") is True


@pytest.mark.parametrize(
    "again",
    [
        # no conclusion marker: a sentence of its own, judged alone
        "The people on its payroll are within reach of the disclosure [mini-01:1].",
        # a value the passage does not hold is no restatement
        "In other words, up to 40 staff may see it [mini-01:1].",
    ],
)
def test_a_sentence_that_is_no_restatement_is_judged_alone(again: str) -> None:
    assert _supports(f"{FIRST} {again}") is False


def test_a_restatement_backs_nothing_when_the_sentence_before_it_is_not_backed() -> None:
    first = "Yes. The Receiving Party may keep one archival copy [mini-01:1]."
    assert _supports(f"{first} In other words, an archive copy is allowed [mini-01:1].") is False


# --- the values a cited sentence asserts: not one it denies, nor one it places in another agreement ---


def test_a_value_the_sentence_denies_or_places_elsewhere_is_not_asked_of_its_passage() -> None:
    from harness.grade.support import asserted_values

    question_text = "Under the NDA between Acme Robotics and Borealis Labs, how long do obligations survive?"
    said = "They survive for five (5) years, not six; the six-year figure was from the Ashgrove agreement."
    assert [v.text for v in asserted_values(said, question_text)] == ["five (5) years"]
    assert [v.text for v in asserted_values("They survive for six years.", question_text)] == ["six years"]
