"""The polarity lexicon: negators, restrictions, correlatives, idioms and antonym predicates."""

from __future__ import annotations

import pytest

from harness.text.polarity import (
    RESTRICTIVE,
    conditional_lead,
    counting_negators,
    head_clause,
    negated,
    polarity_tokens,
    scoped_negators,
)


@pytest.mark.parametrize(
    ("text", "denies"),
    [
        ("The recipient may not disclose it.", True),
        ("The recipient is prohibited from disclosing it.", True),
        ("It is not prohibited.", False),  # two negators cancel
        ("It may not use it for any other purpose.", False),  # restricts
        ("It cannot disclose it without consent.", False),  # restricts
        ("Neither party nor its affiliates may disclose it.", True),  # one negation
        ("Nothing grants any right, nor shall it be construed so.", True),
        ("It may not keep any copy, not even an archival one.", True),
        ("Termination shall not affect the survival of the obligations.", False),
        ("Information includes, but is not limited to, plans.", False),
        ("Information may be disclosed not only in writing.", False),
        ("Information received free of any confidentiality obligation.", True),
        ("Neither party nor its agents shall disclose to any person the fact of the talks.", True),
        ("Nothing in this Agreement prevents either party from hiring the other's employees.", False),
        ("The recipient is prevented from hiring the other's employees.", True),
    ],
)
def test_negated(text: str, denies: bool) -> None:
    assert negated(text) is denies


def test_the_head_clause_holds_most_terms() -> None:
    tokens = polarity_tokens("Either party may disclose the agreement, though neither may reveal secrets.")
    assert head_clause(tokens, {"disclose", "agreement"}) == [
        "either",
        "party",
        "may",
        "disclose",
        "the",
        "agreement",
    ]


def test_conditional_leads() -> None:
    assert conditional_lead("Only where the Purpose requires it.")
    assert conditional_lead("Provided that it is marked.")
    assert not conditional_lead("The recipient may copy it.")


def test_a_list_joined_by_comma_or_stays_in_the_negated_clause() -> None:
    text = (
        "Each party agrees that it will not modify, reverse engineer, or disassemble any software programs."
    )
    tokens = polarity_tokens(text)
    head = head_clause(tokens, {"reverse", "engineer", "software"})
    assert head[:6] == ["each", "party", "agrees", "that", "it", "will"] and "disassemble" in head
    assert negated(text, {"software"})


def test_comma_and_before_a_finite_verb_opens_a_new_clause() -> None:
    tokens = polarity_tokens("The recipient shall not disclose it, and it may use it for the purpose.")
    assert head_clause(tokens, {"use", "purpose"}) == [
        "and",
        "it",
        "may",
        "use",
        "it",
        "for",
        "the",
        "purpose",
    ]


@pytest.mark.parametrize(
    ("text", "restrictive"),
    [
        ("Information is limited to technical data.", True),
        ("It may be used solely for the Purpose.", True),
        ("Information includes, but is not limited to, business plans.", False),
        ("Information includes technical information, not limited to drawings.", False),
    ],
)
def test_not_limited_to_does_not_restrict(text: str, restrictive: bool) -> None:
    assert bool(RESTRICTIVE.search(text)) is restrictive


@pytest.mark.parametrize(
    ("text", "terms", "denies"),
    [
        ("Reverse engineering is prohibited.", {"reverse", "engineering"}, True),
        ("Prior notice is not required.", {"notice"}, True),
        ("Copies of the information are not allowed.", {"copies"}, True),
        ("Copies are not prohibited.", {"copies"}, False),  # two negators, one inside the other's scope
        ("Copies are permitted.", {"copies"}, False),
    ],
)
def test_a_negated_predicate_scopes_back_over_its_subject(text: str, terms: set[str], denies: bool) -> None:
    assert negated(text, terms) is denies


@pytest.mark.parametrize(
    "text",
    [
        "The recipient shall not retain any copy and no archive may be kept.",
        "Copying is prohibited, as the clause says neither party shall make copies.",
        "No license is granted, and nothing in the agreement grants any right.",
        "The recipient may not disclose it or use it, because no exception applies.",
    ],
)
def test_a_denial_said_again_does_not_cancel_itself(text: str) -> None:
    assert negated(text)


@pytest.mark.parametrize(
    ("text", "terms", "denies"),
    [
        ("Spoken remarks are left out of the protected material.", {"spoken", "remarks"}, True),
        ("Spoken remarks are excluded from the protected material.", {"spoken", "remarks"}, True),
        ("The protected material excludes spoken remarks.", {"spoken", "remarks"}, True),
        ("The protected material takes in spoken remarks.", {"spoken", "remarks"}, False),
        ("Spoken remarks are not excluded from the protected material.", {"spoken", "remarks"}, False),
    ],
)
def test_exclusion_predicates_deny(text: str, terms: set[str], denies: bool) -> None:
    assert negated(text, terms) is denies


def test_an_outside_phrase_denies_in_a_question_and_only_what_is_new_in_a_statement() -> None:
    asked = polarity_tokens("may it lend the samples beyond the trial?")
    assert counting_negators(asked, {"trial"}, question=True)
    new = polarity_tokens("It may lend the samples without telling the owner.")
    assert scoped_negators(new, {"owner"}, asked={"owner"})[0]
    said = polarity_tokens("It will return the samples and all copies, without keeping any copies.")
    assert not scoped_negators(said, {"copies"}, asked={"copies"})[0]
    idiom = polarity_tokens("It may lend items, including without limitation the samples.")
    assert not scoped_negators(idiom, {"samples"}, question=True)[0]


@pytest.mark.parametrize(
    ("asked", "restricts"),
    [
        ({"audit"}, True),  # the question asks about the exception: a qualified yes
        ({"lend"}, False),  # it asks about what is denied: a denial
        (None, True),  # without a question every restrictor restricts
    ],
)
def test_a_restriction_restricts_only_what_the_question_asks_about(
    asked: set[str] | None, restricts: bool
) -> None:
    tokens = polarity_tokens("It shall not lend the samples except for the audit.")
    denying, restricting = scoped_negators(tokens, None, asked=asked)
    assert bool(restricting) is restricts and bool(denying) is not restricts


def test_or_any_other_ends_a_list_and_restricts_nothing() -> None:
    tokens = polarity_tokens("It shall not lend the gateway or any other device.")
    assert scoped_negators(tokens, {"device"}, asked={"device"}) == ([2], [])
    assert scoped_negators(polarity_tokens("It shall not lend it for any other use."), None)[1]
