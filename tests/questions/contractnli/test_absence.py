"""Verified absence of a value: periods in any spelling and amounts in any format count as stated."""

from __future__ import annotations

import pytest

from harness.questions.contractnli.absence import states_value
from harness.questions.templates import VALUE_TOPICS
from harness.questions.terms import normalize

TOPIC = {t.name: t for t in VALUE_TOPICS}


@pytest.mark.parametrize(
    "text",
    [
        "Either party may terminate this Agreement upon thirty (30) days' written notice.",
        "This Agreement may be terminated on 30-day notice.",
        "Termination takes effect one month after notice is given.",
        "Either party may terminate this Agreement on sixty-five days notice.",
        "The Company may cancel on a week's notice.",
    ],
)
def test_a_stated_notice_period_is_found_in_any_spelling(text: str) -> None:
    assert states_value(TOPIC["termination notice"], text, normalize(text))


@pytest.mark.parametrize(
    "text",
    [
        "Either party may terminate this Agreement by written notice to the other party.",  # no period
        "The Recipient shall give thirty (30) days' notice of any compelled disclosure.",  # not termination
    ],
)
def test_a_topic_without_its_value_or_a_value_off_topic_is_not_stated(text: str) -> None:
    assert not states_value(TOPIC["termination notice"], text, normalize(text))


@pytest.mark.parametrize(
    "text",
    [
        "In no event shall either party's liability exceed $50,000.",
        "Liability is limited to USD 50 thousand in the aggregate.",
        "Liability shall not exceed fifty thousand dollars.",
        "Each party's liability is capped at EUR 10.000.",
    ],
)
def test_an_amount_is_found_in_any_format(text: str) -> None:
    assert states_value(TOPIC["liability cap"], text, normalize(text))
