"""Verified absence of a value: periods in any spelling and amounts in any format count as stated."""

from __future__ import annotations

import pytest

from harness.core.records import Document, Passage
from harness.corpus.base import Corpus
from harness.questions.contractnli.absence import answering_passages, speaks_of, states_value
from harness.questions.templates import VALUE_TOPICS
from harness.questions.terms import TermIndex, normalize

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


def _one_document(*texts: str) -> tuple[Corpus, TermIndex]:
    doc = Document("d", "", "\n".join(texts))
    corpus = Corpus(
        "absence", (doc,), tuple(Passage(f"d:{i}", "d", i, 0, len(t), t) for i, t in enumerate(texts))
    )
    return corpus, TermIndex(corpus)


@pytest.mark.parametrize(
    "text",
    [
        "The Recipient shall keep the Confidential Information confidential at all times thereafter.",
        "These obligations of confidentiality shall continue indefinitely.",
        "The Recipient shall hold the information in confidence unless released in writing by the Discloser.",
        "The duty of confidentiality lasts for so long as the information remains a trade secret.",
        "The Recipient shall keep the information confidential until returned to the Discloser.",
        "The obligations of confidentiality survive in perpetuity.",
    ],
)
def test_a_period_answered_without_a_number_counts_as_answered(text: str) -> None:
    corpus, terms = _one_document("1. Purpose.", text)
    assert answering_passages(corpus, terms, TOPIC["confidentiality period"], "d") == ["d:1"]


def test_an_open_ended_phrase_off_the_topic_answers_nothing() -> None:
    corpus, terms = _one_document("The Company shall promptly pay all invoices.")
    assert answering_passages(corpus, terms, TOPIC["return deadline"], "d") == []


@pytest.mark.parametrize(
    ("topic", "text", "speaks"),
    [
        (
            "liability cap",
            "Acme Holdings, a Delaware limited liability company, enters this Agreement.",
            False,
        ),
        ("liability cap", "In no event shall either party's liability be capped below the fees paid.", True),
        ("non-solicitation period", "Nothing here restricts the solicitation of proxies or bids.", False),
        ("non-solicitation period", "Neither party shall solicit the other party's employees.", True),
    ],
)
def test_a_topic_is_spoken_of_only_in_its_own_sense(topic: str, text: str, speaks: bool) -> None:
    _corpus, terms = _one_document(text)
    assert speaks_of(terms, TOPIC[topic], "d") is speaks
