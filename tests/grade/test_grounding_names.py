"""Names in a claim and their aliases in a passage (``harness.grade.grounding_names``)."""

from __future__ import annotations

import pytest

from harness.grade.grounding import passage_facts
from harness.grade.grounding_names import blank_markup, claim_names, name_held

PASSAGE = (
    "The American Pharmacists Association voted on Monday. Officials in Texas and the U.S. Department "
    "of Justice said fake ID cards were seized, and Representative George Santos declined to comment. "
    "The FBI opened an inquiry in April."
)


def held(name: str) -> bool:
    return name_held(name, [passage_facts(PASSAGE).names])


@pytest.mark.parametrize(
    "name",
    [
        "APhA",  # built from word beginnings
        "IDs",  # a plural acronym
        "United States",  # dotted initials in the passage
        "Federal Bureau of Investigation",  # the passage's all-capital acronym, expanded
        "Rep.",  # an abbreviation of a passage word
        "Texan",  # a demonym of a passage place
        "Santos",  # a surname
    ],
)
def test_a_passage_holds_a_name_under_its_aliases(name: str) -> None:
    assert held(name)


@pytest.mark.parametrize("name", ["Karachi", "NASA", "Gen.", "Lahore Police"])
def test_names_the_passage_lacks_are_not_held(name: str) -> None:
    assert not held(name)


def test_claim_names_skip_the_opening_word_dates_and_markup_and_keep_abbreviation_stops() -> None:
    claim = "Officials met Rep. Santos in October.&nbsp;However, the FBI and Fort Bliss said nothing."
    assert claim_names(claim) == ["Rep.", "Santos", "FBI", "Fort Bliss"]
    assert blank_markup("a&nbsp;b") == "a      b"
