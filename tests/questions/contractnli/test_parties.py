"""Parties read from an agreement's head: what is a name, cleaning a slot, the two slots after "between"."""

from __future__ import annotations

import pytest

from harness.questions.contractnli.parties import (
    between_parties,
    clean_party,
    corporate_name,
    same_entity,
    valid_party,
)


@pytest.mark.parametrize(
    "text",
    [
        "S. University Ave",
        "Customer",
        "Payment Schedule",
        "Oracle Logo",
        "File Ref No",
        "Ccs/salt Cavern",
        "Entity That IS Identified Below",
        "Champion or Company",
        "Anton-Paar-Straße 20",
        "An Electric Company",
    ],
)
def test_what_is_not_a_party(text: str) -> None:
    assert not valid_party(text)


def test_clean_party_cuts_at_the_designator_and_drops_a_leading_article() -> None:
    assert clean_party("Anton Paar GmbH, Anton-Paar-Straße 20, 8054 Graz") == "Anton Paar GmbH"
    assert clean_party("the Acme Widget Company") == "Acme Widget Company"
    assert clean_party("______") is None


def test_between_parties_reads_the_two_slots() -> None:
    head = "This Agreement is made between Acme Widgets, Inc. and Beta Labs LLC.\n1. Terms."
    assert between_parties(head, len(head)) == ["Acme Widgets, Inc", "Beta Labs LLC"]


def test_corporate_name_needs_a_designator_or_an_institution_word_at_the_end() -> None:
    assert corporate_name("Acme Holdings Inc")
    assert corporate_name("Stanford University")
    assert not corporate_name("John Smith")
    assert not corporate_name("Payment Schedule")


def test_same_entity_by_containment_or_initials() -> None:
    assert same_entity("Kaplan", "Kaplan, Inc.")
    assert same_entity("IBM", "International Business Machines")
    assert not same_entity("Acme Widgets", "Beta Labs")
