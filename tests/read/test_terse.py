"""Terse openings (chat words, capitals, drawn-out letters, one letter, emoji, a code-switched verdict
word) are read as the verdict or decline words the sentence reader knows; near-misses stay as written."""

from __future__ import annotations

import pytest

from harness.read.reader import read_text
from harness.read.terse import expand

READS = [
    ("yup, it may keep a copy [d:4]", "Yes, it may keep a copy [d:4]"),
    ("YEAAA it can [d:2]", "Yes, it can [d:2]"),
    ("Nah. The clause forbids it (d:7).", "No. The clause forbids it (d:7)."),
    ("N (d:3)", "No (d:3)"),
    ("y.", "Yes."),
    ("👍 [d:9]", "Yes [d:9]"),
    ("☑️ yes, see d:1", "Yes, see d:1"),
    ("👎 it may not be shared [d:5]", "No, it may not be shared [d:5]"),
    ("dunno", "I don't know."),
    ("✅ No. Info from a third party is carved out.", "No. Info from a third party is carved out."),
    ("IDK tbh, the excerpts stop early", "I don't know. tbh, the excerpts stop early"),
    ("🤷‍♀️", "I don't know."),
    ("N/A - no cap on damages", "I don't know. - no cap on damages"),
    ("Oui — it may tell its lawyers (d:6).", "Yes — it may tell its lawyers (d:6)."),
    ("Nein, notice must be in writing [d:8].", "No, notice must be in writing [d:8]."),
]

LEFT = [
    "Yes, it may.",
    "No, the passages do not say.",
    "Nobody may disclose it.",
    "Yesterday the parties signed.",
    "N Smith signed for the discloser.",
    "No way to tell from these passages.",
    "Ya está permitido por la cláusula.",
    "Oui, la partie réceptrice peut la conserver.",
    "Nein, das ist nicht erlaubt.",
    "Sim.",
    "Nee, niet zonder toestemming [d:1].",
    "Idkfa is not a word here.",
    "Nein, reverse engineering ist verboten – the recipient shall not do it.",
    "Sim, pode. O acordo não exige marcação, see the clause on marking.",
]


@pytest.mark.parametrize(("text", "read"), READS)
def test_terse_opening_is_read_as_its_class(text: str, read: str) -> None:
    assert expand(text) == read


@pytest.mark.parametrize("text", LEFT)
def test_near_misses_are_left_as_written(text: str) -> None:
    assert expand(text) == text


@pytest.mark.parametrize(
    ("text", "verdict"),
    [("Y [d:1]", "yes"), ("✔️ (d:1)", "yes"), ("nah [d:1]", "no"), ("Não — it may not keep any [d:1].", "no")],
)
def test_reader_takes_the_terse_verdict(text: str, verdict: str) -> None:
    assert read_text(text, "May it keep copies?", "yes_no", (), ("d:1",)).reading.verdict == verdict


@pytest.mark.parametrize(
    "text",
    [
        "Non-compete obligations do not apply to the employees of the recipient [d:1].",
        "Certo-type clauses are not in the agreement and the recipient must comply.",
        "Nein-Sager clauses are absent; the recipient must comply with the notice rule.",
    ],
)
def test_a_foreign_verdict_word_joined_by_a_hyphen_is_part_of_a_compound(text: str) -> None:
    assert expand(text) == text


def test_a_foreign_verdict_word_before_a_spaced_dash_is_still_read() -> None:
    assert expand("Non - the recipient must not share it with anyone [d:1].").startswith("No ")


@pytest.mark.parametrize(
    "text",
    [
        "Of course not. The recipient may not share it [d:1].",
        "Of course not.",
        "ofc never, it is barred [d:1]",
    ],
)
def test_a_terse_yes_followed_by_a_negator_is_not_read_as_yes(text: str) -> None:
    assert expand(text) == text
    assert read_text(text, "May it share it?", "yes_no", (), ("d:1",)).reading.verdict != "yes"


@pytest.mark.parametrize(
    "text",
    [
        "Not applicable to employees; it only binds the contractors of the recipient [d:1].",
        "No clue was given to the parties, and the recipient must keep it secret [d:1].",
        "No idea in the passages supports a cap [d:1].",
    ],
)
def test_a_decline_phrase_opening_a_sentence_is_no_decline(text: str) -> None:
    assert expand(text) == text


@pytest.mark.parametrize(
    ("text", "read"),
    [("Not applicable [d:1]", "I don't know. [d:1]"), ("No clue, sorry.", "I don't know. sorry.")],
)
def test_a_decline_phrase_standing_alone_is_a_decline(text: str, read: str) -> None:
    assert expand(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "✓ Checked the passages: none of them mention fees.",
        "✔ Employees may receive it, and consultants may not [d:1].",
        "❌ Fees are not covered by the cited passages.",
    ],
)
def test_an_emoji_bullet_before_a_capitalised_clause_is_no_verdict(text: str) -> None:
    assert expand(text) == text


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("✔ - the recipient may keep one [d:1]", "Yes - the recipient may keep one [d:1]"),
        ("❌ Not allowed [d:1]", "No, Not allowed [d:1]"),
    ],
)
def test_an_emoji_before_a_break_or_a_negator_is_a_verdict(text: str, read: str) -> None:
    assert expand(text) == read
