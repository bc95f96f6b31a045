"""Values an agreement states: one duration, in the topic's sense and frame, in one passage."""

from __future__ import annotations

import pytest

from harness.core.records import Document, Passage
from harness.corpus.base import Corpus
from harness.questions.contractnli.stated import stated_value
from harness.questions.templates import VALUE_TOPICS
from harness.questions.terms import TermIndex

TOPIC = {t.name: t for t in VALUE_TOPICS}


def _corpus(*texts: str) -> Corpus:
    doc = Document("d", "", "\n".join(texts))
    return Corpus(
        "stated", (doc,), tuple(Passage(f"d:{i}", "d", i, 0, len(t), t) for i, t in enumerate(texts))
    )


@pytest.mark.parametrize(
    ("topic", "text", "value"),
    [
        (
            "termination notice",
            "Either party may terminate this Agreement upon thirty (30) days' written notice.",
            "thirty (30) days",
        ),
        (
            "return deadline",
            "The Recipient shall return or destroy all information within ten (10) days of a request.",
            "ten (10) days",
        ),
        (
            "survival period",
            "The obligations of confidentiality shall survive termination for a period of three (3) years.",
            "three (3) years",
        ),
        (
            "non-solicitation period",
            "For a period of one year after the talks end, no party shall solicit the other's employees.",
            "one year",
        ),
    ],
)
def test_a_stated_value_is_read_with_its_passage(topic: str, text: str, value: str) -> None:
    corpus = _corpus("1. Purpose. The parties wish to talk.", text)
    stated = stated_value(corpus, TermIndex(corpus), TOPIC[topic], "d")
    assert stated is not None and stated.value == value and stated.passages == ("d:1",)


@pytest.mark.parametrize(
    ("topic", "texts"),
    [
        # two different values: no single answer
        (
            "termination notice",
            (
                "Either party may terminate on 30 days' notice.",
                "Either party may terminate on 60 days' notice.",
            ),
        ),
        # a period and an open end in one sentence
        (
            "survival period",
            ("The obligations survive for two (2) years or for so long as the information remains secret.",),
        ),
        # a look-back, not a term
        (
            "non-solicitation period",
            ("Neither party shall solicit any person employed within the six month period preceding.",),
        ),
        # solicitation of proxies is not of employees
        (
            "non-solicitation period",
            ("For a period of one year neither party shall engage in any solicitation of proxies.",),
        ),
        # a topic without units is never asked as answerable
        ("liability cap", ("In no event shall either party's liability exceed $50,000.",)),
    ],
)
def test_no_single_stated_value_is_no_answerable_question(topic: str, texts: tuple[str, ...]) -> None:
    corpus = _corpus(*texts)
    assert stated_value(corpus, TermIndex(corpus), TOPIC[topic], "d") is None
