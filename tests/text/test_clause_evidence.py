"""The passage sentence that states a question's clause, and the yes/no it implies."""

from __future__ import annotations

from harness.text.clause_evidence import verdict_evidence

QUESTION = "Under the agreement, may the receiving party share confidential information with its advisers?"


def test_the_sentence_holding_most_of_the_clause_is_the_evidence() -> None:
    passages = {
        "d:1": "This agreement is governed by the laws of Ruritania.",
        "d:2": "The receiving party may share confidential information with advisers who need to know it.",
    }
    found = verdict_evidence(QUESTION, passages)
    assert found is not None and found.passage_id == "d:2" and found.verdict == "yes"
    assert found.coverage > 0.5


def test_a_prohibition_answers_a_permission_question_no() -> None:
    passages = {"d:3": "The receiving party shall not share confidential information with its advisers."}
    found = verdict_evidence(QUESTION, passages)
    assert found is not None and found.verdict == "no"


def test_no_passage_no_evidence() -> None:
    assert verdict_evidence(QUESTION, {}) is None
