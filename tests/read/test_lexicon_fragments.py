"""The pattern fragments the lexicon builds from its English classes read what their classes name,
and nothing next to it (issue 22: one definition each)."""

from __future__ import annotations

import re

import pytest

from harness.grade.support import describes_truly
from harness.read.cues import fires
from harness.read.lexicon import (
    CONTENT_EVIDENCE_NOUN,
    NEGATED_AUXILIARY,
    SECTION_NOUN,
    SECTION_WORD,
    SHOWN_NOUN,
    number_alternation,
)
from harness.text.claim_cues import EVIDENCE_PLACE


def _whole(fragment: str, text: str) -> bool:
    return re.fullmatch(fragment, text, re.I) is not None


@pytest.mark.parametrize("text", ["clause", "Sections", "paragraph", "articles"])
def test_a_section_noun(text: str) -> None:
    assert _whole(SECTION_NOUN, text)


@pytest.mark.parametrize("text", ["provision", "passage", "schedule", "sectional"])
def test_no_section_noun(text: str) -> None:
    assert not _whole(SECTION_NOUN, text)


@pytest.mark.parametrize("text", ["section", "Ziff.", "clausola", "cláusula", "alinéa", "Abschnitt"])
def test_a_section_word_of_any_language(text: str) -> None:
    assert _whole(SECTION_WORD, text)


@pytest.mark.parametrize(
    "text", ["does not", "doesn't", "doesn’t", "doesnt", "can not", "cannot", "won't", "will not"]
)
def test_a_negated_auxiliary(text: str) -> None:
    assert _whole(NEGATED_AUXILIARY, text)


@pytest.mark.parametrize("text", ["does", "not", "can", "will", "do now"])
def test_no_negated_auxiliary(text: str) -> None:
    assert not _whole(NEGATED_AUXILIARY, text)


def test_number_alternation_is_its_range() -> None:
    two_to_five = number_alternation(2, 5)
    assert [w for w in ("one", "two", "three", "four", "five", "six") if _whole(two_to_five, w)] == [
        "two",
        "three",
        "four",
        "five",
    ]


def test_the_evidence_class_splits_into_shown_and_content_nouns() -> None:
    assert _whole(SHOWN_NOUN, "excerpts") and not _whole(SHOWN_NOUN, "documents")
    assert _whole(CONTENT_EVIDENCE_NOUN, "documents") and not _whole(CONTENT_EVIDENCE_NOUN, "excerpts")


def test_a_content_noun_is_the_retrieval_set_only_with_a_participle() -> None:
    assert EVIDENCE_PLACE.search("That is not in the documents provided.")
    assert EVIDENCE_PLACE.search("It is not in the excerpts.")
    assert not EVIDENCE_PLACE.search("It must return all of the Discloser's documents.")


def test_a_section_number_is_checked_against_the_passage() -> None:
    passage, other = (
        "5.1 The Recipient shall return all documents.",
        "7.2 The Recipient shall return all documents.",
    )
    for sentence in (
        "Clause 5.1 covers the return of documents.",
        "mini-02:11 is Ziffer 5.1 of the agreement.",
    ):
        assert fires("evidence.describes", sentence)
        assert describes_truly(sentence, passage) is True
        assert describes_truly(sentence, other) is False


def test_the_not_transferable_negators_are_the_lexicons() -> None:
    assert fires(
        "reason.not_transferable", "Those clauses belong to other NDAs and will not carry over to yours."
    )
    assert fires("reason.not_transferable", "Those clauses belong to other NDAs and cannot be borrowed.")
    assert not fires("reason.not_transferable", "Those clauses belong to other NDAs and can be borrowed.")
