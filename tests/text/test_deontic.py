"""Bare deontic statements (``harness.text.deontic``): the asked act by a pronoun ("Nothing prevents
it.") answers a question of the same force. The sentences are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.text.deontic import bare_deontic_verdict
from harness.text.verdict import read_answer

MAY = "may the receiving party acquire similar information from a third party?"
FORBIDDEN = "is the receiving party forbidden to acquire similar information from a third party?"
MUST = "must the receiving party notify the disclosing party before it discloses?"
OTHER = "is information protected even if it is not marked?"


@pytest.mark.parametrize(
    ("statement", "on_may", "on_forbidden"),
    [
        ("Nothing prevents it.", "yes", "no"),
        ("Nothing in the agreement stops it.", "yes", "no"),
        ("It is not prohibited.", "yes", "no"),
        ("Permitted.", "yes", "no"),
        ("It's not allowed.", "no", "yes"),
        ("Prohibited.", "no", "yes"),
        ("Not forbidden at all.", "yes", "no"),
        ("Nothing prevents it, provided the development really is independent", "yes", "no"),
    ],
)
def test_a_bare_deontic_statement_answers_a_permission_or_prohibition_question(
    statement: str, on_may: str, on_forbidden: str
) -> None:
    assert bare_deontic_verdict(statement, MAY) == on_may
    assert bare_deontic_verdict(statement, FORBIDDEN) == on_forbidden


def test_a_duty_question_is_answered_by_a_duty_word_only() -> None:
    assert bare_deontic_verdict("Not required.", MUST) == "no"
    assert bare_deontic_verdict("Required.", MUST) == "yes"
    assert bare_deontic_verdict("Permitted.", MUST) is None  # a permission is no answer to "must it?"
    assert bare_deontic_verdict("Permitted.", OTHER) is None  # nor to a question of no force


@pytest.mark.parametrize(
    "statement",
    [
        "The party is permitted.",  # a subject of its own: read by polarity, not as the asked act
        "Stop — legal review required before any step",  # an imperative and a label, no verdict
        "Nothing was provided.",
    ],
)
def test_a_statement_with_more_than_the_force_is_not_bare(statement: str) -> None:
    assert bare_deontic_verdict(statement, MAY) is None


def test_a_bare_deontic_label_carries_the_verdict_before_its_explanation() -> None:
    reply = "Nothing prevents it: the clause does not reach such information."
    assert read_answer(reply, f"Under the NDA, {MAY}").verdict == "yes"
    assert read_answer(reply, f"Under the NDA, {FORBIDDEN}").verdict == "no"
