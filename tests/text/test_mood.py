"""Imperative mood read by spaCy's tagger: a sentence-initial base-form verb, fillers skipped."""

from __future__ import annotations

import pytest

from harness.text.mood import imperative_verb


@pytest.mark.parametrize(
    ("sentence", "verb"),
    [
        ("Check the full NDA.", "check"),
        ("Review Section 8 in the full document.", "review"),  # tagged NNP when capitalised
        ("Retrieve the next passage of that clause.", "retrieve"),
        ("Maybe ask someone who has the contract.", "ask"),
        ("So, look at the schedule.", "look"),
        ("Please verify this with the full agreement.", "verify"),
        ("Escalate this to your legal team.", "escalate"),
    ],
)
def test_a_sentence_initial_base_form_verb_is_an_imperative(sentence: str, verb: str) -> None:
    assert imperative_verb(sentence) == verb


@pytest.mark.parametrize(
    "sentence",
    [
        "Answer: cannot be determined.",  # a label
        "Return of materials is covered by clause 4.",  # a noun
        "State law governs the agreement.",
        "Section 7 covers hiring.",
        "Note that the passages cover the term only.",  # framing verbs ask for no action
        "Do not rely on this answer.",
        "I cannot answer this.",
        "The passages do not say.",
        "[mini-06:17] is about the return of materials.",
    ],
)
def test_statements_labels_and_framing_verbs_are_not_imperatives(sentence: str) -> None:
    assert imperative_verb(sentence) is None
