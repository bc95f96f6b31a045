"""reference-23: reading classes found on the tuning parts of the twentieth to twenty-second blind sets
(``styles_v20``: status checklists; ``styles_v21``: program output, caveat sections; ``styles_v22``:
negation and polarity, chat replies, clarifying answers), each with the near-miss it must not change.
The sentences are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.core.records import Perturbation
from harness.grade.reference import grade_answer, new_false_values
from harness.read.reader import read
from harness.text.answer_format import parse_citations, strip_citations
from harness.text.decline import declines
from harness.text.deontic import bare_deontic_verdict
from harness.text.polarity import negated
from harness.text.verdict import read_answer
from harness.text.yes_no import explicit_verdict
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
MAY = "may the receiving party acquire similar information from a third party?"
FORBIDDEN = "is the receiving party forbidden to acquire similar information from a third party?"
MUST = "must the receiving party notify the disclosing party before it discloses?"
OTHER = "is information protected even if it is not marked?"


# --- a bare deontic statement: the asked act by a pronoun ("Nothing prevents it.") ---


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


# --- the complement of a restriction repeats it ("only to its employees, and to no advisers") ---


@pytest.mark.parametrize(
    "text",
    [
        "may it disclose it only to its own employees, and to no consultants, agents or advisors?",
        "It may share it only with employees and not with advisers.",
        "It may use it solely for the Purpose and not for any other purpose.",
    ],
)
def test_the_complement_of_a_restriction_denies_nothing(text: str) -> None:
    assert not negated(text)


@pytest.mark.parametrize(
    "text",
    [
        "It may use it only for the Purpose and may not disclose it.",  # a verb of its own: a denial
        "It may use it solely for the Purpose, and no copy may be kept.",
        "It may only keep it, not disclose it.",
    ],
)
def test_a_negated_clause_of_its_own_after_a_restriction_still_denies(text: str) -> None:
    assert negated(text)


def test_a_sub_question_restating_a_restrictive_question_keeps_its_polarity() -> None:
    q = (
        "Under the NDA, may the receiving party disclose confidential information only to its own employees,"
        " and to no consultants, agents or advisors?"
    )
    assert read_answer("Employees only? No.", q).verdict == "no"


# --- emoji after a verdict word end it as punctuation does ---


@pytest.mark.parametrize(
    ("text", "verdict"),
    [("nope 🙅 not forbidden at all", "no"), ("yep ✅ it is", "yes"), ("no 🙅", "no")],
)
def test_an_emoji_after_a_verdict_word_ends_it(text: str, verdict: str) -> None:
    assert explicit_verdict(text) == verdict


def test_a_verdict_word_running_into_a_word_is_still_no_verdict_word() -> None:
    assert explicit_verdict("nobody asked about that") is None


# --- short ids after a full one, of its document ---


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("per cnli-73:18 + :46", ("cnli-73:18", "cnli-73:46")),
        ("see mini-01:1, :15", ("mini-01:1", "mini-01:15")),
        ("(mini-01:1, :15)", ("mini-01:1", "mini-01:15")),
        ("[cnli-73:18, :46]", ("cnli-73:18", "cnli-73:46")),
    ],
)
def test_a_short_id_after_a_full_one_cites_a_passage_of_its_document(text: str, ids: tuple[str, ...]) -> None:
    assert parse_citations(text) == ids
    assert ":" not in strip_citations(text)


def test_a_short_id_with_no_full_id_before_it_cites_nothing() -> None:
    assert parse_citations("clause 3:2 and :4") == ()


# --- declines: both ways open, and chat declines with a trailing word ---


@pytest.mark.parametrize(
    "text",
    [
        "I can neither confirm nor rule out a notice duty for the recipient.",
        "no idea sry",
        "idk for sure",
        "No idea, I am afraid.",
    ],
)
def test_a_decline_either_way_or_with_a_chat_tail_declines(text: str) -> None:
    assert declines(text)


@pytest.mark.parametrize(
    "text",
    [
        "Nothing prevents it, provided the development really is independent.",  # the conjunction
        "No idea of the recipient's is excluded from the clause.",
    ],
)
def test_a_provided_condition_or_a_no_idea_statement_is_no_decline(text: str) -> None:
    assert not declines(text)


def test_no_passages_provided_is_still_a_reason() -> None:
    assert declines("No passages were provided on this point.")


# --- a premise correction: words capitalised by their place name no one ---

ADVERSARIAL = question(
    stratum="adversarial",
    gold="yes",
    evidence=("mini-01:1",),
    text="Under the NDA between Acme Robotics and Northwind Labs, may the receiving party share confidential"
    " information with its employees?",
    perturbation=Perturbation(kind="adjacent_entity", original="Borealis Labs", replacement="Northwind Labs"),
)


def _invented(reply: str) -> list[str]:
    a = answer(reply, retrieved_ids=("mini-01:0", "mini-01:1"))
    return new_false_values(read(ADVERSARIAL, a).reading, ADVERSARIAL, a, CORPUS)


@pytest.mark.parametrize(
    "reply",
    [
        "EN: Preliminary point: the other party is Borealis Labs, not Northwind Labs [mini-01:0].",
        "├─ Sharing with employees ── YES [mini-01:1]; the party is Borealis Labs [mini-01:0].",
        "In plain English (for the Acme–Borealis agreement): Yes, employees may receive it [mini-01:1].",
        "The check returned valid=False: the party is Borealis Labs [mini-01:0].",
    ],
)
def test_a_word_capitalised_by_its_place_is_no_invented_name(reply: str) -> None:
    assert _invented(reply) == []


def test_an_invented_name_of_two_words_still_counts_after_a_colon() -> None:
    assert _invented("Correction: the other party is Quillon Partners [mini-01:0].") == ["Quillon Partners"]


def test_a_bare_deontic_answer_grades_through_the_reference_grader() -> None:
    q = question(
        text="Under the NDA between Acme Robotics and Borealis Labs, may the receiving party share"
        " confidential information with its employees?"
    )
    g = grade_answer(q, answer("Nothing prevents it [mini-01:1]."), CORPUS)
    assert g.factuality == "correct"
    g = grade_answer(q, answer("It's not allowed [mini-01:1]."), CORPUS)
    assert g.factuality == "wrong"
