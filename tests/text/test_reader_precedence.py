"""Issue 13 follow-up: everyday refusals, verdict-first precedence and the corpus id shape."""

from __future__ import annotations

import pytest

from harness.text.answer_format import parse_citations
from harness.text.refusal import declines
from harness.text.verdict import read_answer

Q = "Must the recipient destroy confidential materials on request?"


@pytest.mark.parametrize(
    "sentence",
    [
        "Apologies, but that is not something we can settle from these extracts.",
        "I'm afraid I'm sorry to say there is nothing on deletion in these pages.",
        "These extracts do not let me determine what happens on request.",
        "Nothing here allows me to conclude either way.",
    ],
)
def test_everyday_declines_are_recognised(sentence: str) -> None:
    assert declines(sentence)


def test_everyday_decline_is_a_refusal() -> None:
    reading = read_answer("Sorry, there's nothing I can find on that in what was returned.", Q)
    assert reading.refused and reading.verdict is None


def test_leading_verdict_wins_over_negations_in_its_reasoning() -> None:
    text = (
        "No. The recipient is not obliged to destroy the materials; it may instead return them "
        "and need not certify anything [nda-7:3]."
    )
    assert read_answer(text, Q).verdict == "no"
    text = "Yes. The recipient must destroy them, and it may not keep any copy beyond archives [nda-7:3]."
    assert read_answer(text, Q).verdict == "yes"


def test_json_verdict_field_wins_over_its_explanation() -> None:
    text = (
        '{"verdict": "yes", "explanation": "Destruction is required, though the recipient is not '
        'required to destroy backups it cannot reach.", "citations": ["nda-7:3"]}'
    )
    assert read_answer(text, Q).verdict == "yes"


def test_two_explicit_verdicts_still_conflict() -> None:
    assert read_answer("Yes, it must [nda-7:3]. No, it need not [nda-7:4].", Q).verdict == "conflicting"


def test_clause_numbers_in_a_json_evidence_quote_are_not_ids() -> None:
    text = (
        '{"answer": "Yes", "evidence": "Article 4.2: the recipient shall destroy all copies.", '
        '"ids": ["nda-7:3"]}'
    )
    assert parse_citations(text) == ("nda-7:3",)
    text = '{"answer": "Yes", "evidence": "Section 3.1 (see nda-7:3) requires destruction."}'
    assert parse_citations(text) == ("nda-7:3",)


def test_a_single_id_field_is_still_read() -> None:
    assert parse_citations('{"answer": "Yes", "source": "nda-7:3"}') == ("nda-7:3",)
