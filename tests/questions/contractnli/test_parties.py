"""Parties read from an agreement's head: what is a name, cleaning a slot, the two slots after "between"."""

from __future__ import annotations

import pytest

from harness.questions.contractnli.heads import Mention
from harness.questions.contractnli.parties import (
    between_parties,
    clean_party,
    corporate_name,
    lowercase_words,
    not_this_party,
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


@pytest.mark.parametrize(
    ("head", "name", "why"),
    [
        ("between Scope (the “Project”) and Acme Inc. 1. The scope of work.", "Scope", "common word"),
        (
            "between Office of the Deputy Chief Information Officer and Acme Inc.",
            "Office of the Deputy Chief",
            "cut",
        ),
        ("between Gamma Capital LLC, as agent for Delta Fund, and Acme Inc.", "Gamma Capital LLC", "agent"),
        ("between Gamma Capital LLC on behalf of Delta Fund and Acme Inc.", "Gamma Capital LLC", "agent"),
        ("between Acme Inc., attention: Theta Law LLP and Omega", "Theta Law LLP", "care-of"),
    ],
)
def test_not_this_party_names_the_class_of_mistake(head: str, name: str, why: str) -> None:
    start = head.index(name)
    reason = not_this_party(head, Mention(name, start, start + len(name)), lowercase_words(head))
    assert why.split("-")[0] in reason


@pytest.mark.parametrize(
    ("head", "name"),
    [
        (
            "between Chief Enterprises, LLC, on behalf of itself and its Affiliates, and Acme Inc.",
            "Chief Enterprises, LLC",
        ),
        ("and Fronius International GmbH Froniusstraße 1 4643 Pettenbach", "Fronius International GmbH"),
        ("between Boston Public Schools (the “District”) and the vendor", "Boston Public Schools"),
    ],
)
def test_a_real_party_is_kept(head: str, name: str) -> None:
    start = head.index(name)
    assert not_this_party(head, Mention(name, start, start + len(name)), lowercase_words(head)) == ""
