"""reference-14 (factuality): the reading classes of its round, each with the near-miss it must
not change. The answers are made up in the fixtures' styles; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.read.reader import read_text
from harness.text.polarity import head_clause, polarity_tokens, scoped_negators
from harness.text.verdict import _stem, label_verdict, question_negated

THIRD_PARTY_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, may the receiving party acquire similar "
    "information from a third party that owes no duty of confidentiality?"
)
UNMARKED_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, is information protected even if the "
    "disclosing party does not expressly identify, mark or designate it as confidential?"
)
LICENSE_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, does the receiving party obtain any license "
    "or intellectual property right in the confidential information under the agreement?"
)
NO_LICENSE_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, does the agreement grant the receiving party "
    "no license or other right to the confidential information?"
)
FORBIDDEN_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, is the receiving party forbidden to disclose "
    "confidential information to any third party, including consultants, agents and professional advisors?"
)
COPY_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, may the receiving party keep a copy of some "
    "confidential information after returning or destroying the rest?"
)
SURVIVE_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, do some obligations of the agreement, such as "
    "confidentiality, survive after its termination?"
)
DAYS_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, how many days does the disclosing party have "
    "to confirm an oral disclosure in writing?"
)


def _verdict(text: str, question: str) -> str | None:
    return read_text(text, question, "yes_no", (), ()).reading.verdict


@pytest.mark.parametrize(
    ("question", "negated"),
    [
        (THIRD_PARTY_Q, False),  # "that owes no duty" qualifies the third party
        (UNMARKED_Q, False),  # "even if ... does not mark it" is a condition
        (NO_LICENSE_Q, True),  # the asked predicate itself is denied
        (FORBIDDEN_Q, True),
    ],
)
def test_a_negator_in_a_qualifier_clause_does_not_negate_the_question(question: str, negated: bool) -> None:
    assert question_negated(question) is negated


@pytest.mark.parametrize(
    ("text", "question", "verdict"),
    [
        # an explicit verdict to a question whose only negator qualifies a noun or a condition is literal
        (
            "Yes, what it gets from a third party with no confidentiality duty is excluded [mini-01:2].",
            THIRD_PARTY_Q,
            "yes",
        ),
        (
            "I'm not completely sure, but it looks like the answer is no — clause 2 says the parties will "
            "mark confidential information to show it is imparted in confidence [mini-01:2], so unmarked "
            "information would likely not be protected.",
            UNMARKED_Q,
            "no",
        ),
        # the near-miss: "No" echoing a negated question's own negation gives way to its statement
        ("No, the agreement does not grant any license [mini-01:2].", NO_LICENSE_Q, "yes"),
        # two clauses saying one denial do not cancel ("No license ..., ... does not acquire ...")
        ("No license is granted, the receiving party does not acquire any IP rights.", LICENSE_Q, "no"),
        ("A license is granted, and the receiving party may use the IP.", LICENSE_Q, "yes"),
        # a verdict word after a topic label: its statement is read without the word
        (
            "For consultants and professional advisers: no, the receiving party isn't forbidden — it may "
            "disclose to consultants and professional advisers who need the information (mini-01:2).",
            FORBIDDEN_Q,
            "no",
        ),
        ("Consultants: yes, the receiving party is forbidden to tell them.", FORBIDDEN_Q, "yes"),
        # an agent's check of its own evidence answers its check, not the question
        (
            "Yes, some survive. Double-checking whether any passage from mini-01 came back: no.",
            SURVIVE_Q,
            "yes",
        ),
    ],
)
def test_verdict_classes(text: str, question: str, verdict: str) -> None:
    assert _verdict(text, question) == verdict


def test_the_asked_predicate_scopes_over_an_inverted_subject() -> None:
    # "is the receiving party forbidden ...?": the predicate denies what its subject does
    statement = "the receiving party isn't forbidden"
    assert _verdict(statement.capitalize() + ".", FORBIDDEN_Q) == "no"


def test_the_head_clause_keeps_its_commas() -> None:
    tokens = polarity_tokens("No license is granted, the party does not acquire any right.")
    head = head_clause(tokens, {"license", "right"}, _stem)
    assert "," in head
    assert len(scoped_negators(head, {"license", "right"}, _stem)[0]) == 1  # the same denial said again


@pytest.mark.parametrize(
    ("label", "question", "verdict"),
    [
        ("not_permitted", COPY_Q, "no"),
        ("NOT_ALLOWED", COPY_Q, "no"),
        ("not_permitted", "Under the NDA, is the receiving party forbidden to keep a copy?", "yes"),
        ("pending_review", COPY_Q, None),
        # a label saying what the evidence lacks declines: no verdict
        ("NOT_ADDRESSED", COPY_Q, None),
        ("not_found", COPY_Q, None),
        ("not_mentioned", COPY_Q, None),
        ("not_clear", COPY_Q, None),
    ],
)
def test_an_enum_label_is_read_against_the_question(label: str, question: str, verdict: str | None) -> None:
    assert label_verdict(label, question) == verdict


def test_a_json_enum_decision_beside_prose_that_names_no_provision_is_the_verdict() -> None:
    text = (
        '{"decision": "not_permitted", "answerable": true, "holding": "All copies must be delivered; no '
        'provision in the retrieved text lets them keep a copy.", "supporting_passages": ["mini-01:2"]}'
    )
    read = read_text(text, COPY_Q, "yes_no", (), ("mini-01:2",))
    assert (read.rule, read.reading.verdict, read.reading.refused) == ("contract.verdict", "no", False)


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        # a value the sentence naming it rejects as another agreement's is no value of the answer
        (
            "I can't find a confirmation period in this agreement. The thirty days in mini-09:6 is "
            "tempting, but it is not this agreement's.",
            True,
        ),
        ("The agreement gives thirty days [mini-01:2]; that is this agreement's rule.", False),
    ],
)
def test_a_value_its_own_sentence_rejects(text: str, refused: bool) -> None:
    assert read_text(text, DAYS_Q, "value", (), ()).reading.refused is refused


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        (
            "I couldn't locate an agreement with Brooks' Labs, so I don't want to guess. None of these names "
            "Brooks' Labs, so they can't stand in for the agreement you mean.",
            True,
        ),
        ("Empty Response", True),
        (
            "Dazu finde ich in den Auszügen nichts – eine Versicherungspflicht wird dort nirgends erwähnt.",
            True,
        ),
        ("The receiving party cannot transfer the information to anyone [mini-01:2].", False),
    ],
)
def test_declines(text: str, refused: bool) -> None:
    assert read_text(text, FORBIDDEN_Q, "yes_no", (), ()).reading.refused is refused


@pytest.mark.parametrize(
    ("text", "corrects"),
    [
        ("Una corrección: el acuerdo no está fechado el 31 de julio de 2005 [cnli-590:4].", True),
        ("Une correction : l'accord n'est pas daté du 3 mars 2019 [mini-01:0].", True),
        ("El acuerdo está fechado el 31 de julio de 2008 [cnli-590:4].", False),
    ],
)
def test_a_date_corrected_in_another_language_is_a_premise_correction(text: str, corrects: bool) -> None:
    assert read_text(text, FORBIDDEN_Q, "yes_no", (), ()).reading.premise_correction is corrects


ONLY_TECHNICAL_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, does confidential information cover technical "
    "information only?"
)


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        # what a restrictive question asks about, and more besides: the restriction does not hold
        (
            '"including technical information about the pumps as well as business plans and forecasts"'
            " — mini-01:2",
            "no",
        ),
        ("It also covers business plans and financial statements [mini-01:2].", "no"),
        # naming only what the question names settles nothing
        ("It covers technical information [mini-01:2].", None),
    ],
)
def test_a_statement_widening_a_restrictive_question(text: str, verdict: str | None) -> None:
    assert _verdict(text, ONLY_TECHNICAL_Q) == verdict


def test_a_restriction_worded_with_a_negator_is_widened_to_a_no() -> None:
    question = (
        "Under the NDA between Acme Robotics and Borealis Labs, may the receiving party disclose "
        "confidential information only to its own employees, and to no consultants, agents or advisors?"
    )
    assert _verdict("It may also disclose it to its consultants and advisors [mini-01:2].", question) == "no"


# The review's near-misses: readings of this round must not fire on ordinary prose.

AFFILIATES_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, do the confidentiality obligations bind the "
    "receiving party's affiliates?"
)
CONSENT_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, may the recipient infer consent from the "
    "discloser's silence?"
)


@pytest.mark.parametrize(
    ("text", "question", "verdict"),
    [
        # a duty said not to carry over to a party is a verdict, not "other agreements do not apply"
        (
            "The confidentiality obligations do not carry over to the recipient's affiliates [mini-01:1].",
            AFFILIATES_Q,
            "no",
        ),
        ("No. Consent cannot be assumed from silence [mini-01:1].", CONSENT_Q, "no"),
    ],
)
def test_a_duty_that_does_not_carry_over_is_a_verdict(text: str, question: str, verdict: str) -> None:
    read = read_text(text, question, "yes_no", (), ("mini-01:1",))
    assert (read.reading.verdict, read.reading.refused) == (verdict, False)


@pytest.mark.parametrize(
    ("question", "negated"),
    [
        # a complement clause ("state that ...") holds what is asked: its negator is the question's
        ("Under the NDA, does the agreement state that the receiving party may not disclose it?", True),
        ("Under the NDA, is it true that the recipient cannot copy the information?", True),
        ("Under the NDA, does the clause say that no license is granted?", True),
    ],
)
def test_a_negator_in_a_complement_clause_negates_the_question(question: str, negated: bool) -> None:
    assert question_negated(question) is negated


LIMITED_Q = (
    "Under the NDA between Acme Robotics and Borealis Labs, is the receiving party's use of the information "
    "limited to evaluating the transaction?"
)


@pytest.mark.parametrize(
    "text",
    [
        # "also" in a second clause adds a duty, not a second permitted use
        "The information may be used to evaluate the transaction, and the recipient must also keep it"
        " confidential.",
        "The information may be used to evaluate the transaction, plus it must keep it secret.",
    ],
)
def test_a_widening_word_in_a_second_clause_does_not_widen(text: str) -> None:
    assert _verdict(text, LIMITED_Q) != "no"


def test_an_evidence_check_needs_evidence_that_came_back() -> None:
    question = (
        "Under the NDA between Acme Robotics and Borealis Labs, may the audit results be disclosed to"
        " regulators?"
    )
    text = "Checking whether the results may be disclosed to regulators: no [mini-01:1]."
    assert read_text(text, question, "yes_no", (), ("mini-01:1",)).reading.verdict == "no"


def test_a_value_is_kept_when_its_sentence_rejects_something_else() -> None:
    text = (
        "Thirty days' notice is required [mini-01:2]; this is not our contract's usual period, but it is"
        " what the NDA says."
    )
    read = read_text(text, DAYS_Q, "value", (), ("mini-01:2",))
    assert read.reading.refused is False


@pytest.mark.parametrize(
    ("label", "verdict", "declines"),
    [
        ("no_clear_answer", None, True),
        ("no_answer_found", None, True),
        ("yes_no", None, False),
        ("NO_LICENSE_GRANTED", "no", False),
    ],
)
def test_an_enum_label_is_read_as_words(label: str, verdict: str | None, declines: bool) -> None:
    from harness.read.contract import _field_verdict

    assert _field_verdict(label) == (verdict, declines)


def test_an_undated_agreement_is_no_premise_correction_in_italian() -> None:
    from harness.read.language import gloss

    assert "actually" not in gloss("L'accordo non è datato.", "it")
    assert "actually" in gloss("L'accordo non è datato il 3 marzo 2019, ma il 5 aprile.", "it")
