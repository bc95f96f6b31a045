"""Yes and no said in words: explicit verdicts, the statement after them, bare verdicts."""

from __future__ import annotations

import pytest

from harness.read.lexicon import entries
from harness.text.yes_no import explicit_verdict, is_bare_verdict, strip_verdict_word


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Yes.", "yes"),
        ("- Yes, a copy may be kept.", "yes"),
        ("I think yes.", "yes"),
        ("Typically, yes - the recipient may keep it.", "yes"),
        ("The recipient keeps the files, so yes, a copy may be kept.", "yes"),
        ("The answer is no.", "no"),
        ("No, it may not.", "no"),
        ("Probably not.", "no"),
        ("I don't think so.", "no"),
        ("I believe so.", "yes"),
        ("No it does not survive.", "no"),
    ],
)
def test_an_explicit_verdict_is_read_in_everyday_wording(text: str, expected: str) -> None:
    assert explicit_verdict(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "No license is granted under the agreement.",  # a determiner, not a verdict
        "No, the passages do not say whether a copy may be kept.",  # a refusal
        "The recipient may keep one copy.",
        'Answer "yes or no" in one word.',
        "It depends on the clause the parties signed.",
    ],
)
def test_no_verdict_where_none_is_given(text: str) -> None:
    assert explicit_verdict(text) is None


def test_strip_verdict_word_keeps_the_statement() -> None:
    assert strip_verdict_word("No, it does not.") == "it does not."
    assert strip_verdict_word("Typically, yes - the recipient may keep it.") == "the recipient may keep it."
    assert strip_verdict_word("The recipient may keep it.") == "The recipient may keep it."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Yes.", True),
        ("I think yes.", True),
        ("So, no.", True),
        ("The answer is yes.", True),
        ("Yes, the recipient may keep one archival copy.", False),
        ("The recipient may keep one archival copy.", False),
        ("", False),
    ],
)
def test_a_bare_verdict_says_nothing_else(text: str, expected: bool) -> None:
    assert is_bare_verdict(text) is expected


def test_a_leaning_verdict_is_a_hedged_verdict() -> None:
    from harness.text.yes_no import explicit_verdict

    assert explicit_verdict("I'd lean towards no.") == "no"
    assert explicit_verdict("Leaning yes, the clause covers it.") == "yes"
    assert explicit_verdict("Lean times ahead for the party.") is None


@pytest.mark.parametrize(
    ("plain", "verdict"), [("prolly not.", "no"), ("Prob yes, one copy.", "yes"), ("probs not", "no")]
)
def test_a_chat_hedge_leads_to_its_verdict(plain: str, verdict: str) -> None:
    assert explicit_verdict(plain) == verdict


def test_a_word_that_starts_like_a_chat_hedge_is_no_hedge() -> None:
    assert explicit_verdict("Problems are not covered here at all today.") is None


@pytest.mark.parametrize("hedge", entries("en", "hedge"))
def test_every_lexicon_hedge_leads_to_its_verdict(hedge: str) -> None:
    # one source: the verdict reader's hedge lead-ins are the lexicon ``hedge`` class
    assert explicit_verdict(f"{hedge.capitalize()}, yes.") == "yes"
    assert explicit_verdict(f"{hedge} not.") == "no"
