"""``harness.text.quotation``: a quotation a passage holds word for word, and a sentence without it."""

from __future__ import annotations

from harness.text.quotation import QUOTED_WORDS, quoted_pieces, quotes, unquoted

CLAUSE = "The Receiving Party may share Confidential Information with its employees who need to know it."


def test_quotes_needs_enough_words_held_word_for_word() -> None:
    assert quotes('It says "may share Confidential Information with its employees".', CLAUSE)
    assert quotes('It says "The Receiving Party may share ... with its employees who need".', CLAUSE)
    assert not quotes('It says "may share Confidential Information with its auditors".', CLAUSE)
    assert not quotes('It says "its employees" only.', CLAUSE)  # under QUOTED_WORDS words: a term
    assert QUOTED_WORDS == 6


def test_quoted_pieces_are_cut_at_ellipses_and_bracketed_words() -> None:
    assert quoted_pieces("[o]utside counsel to [Quillon] may") == ["outside counsel to ", " may"]


def test_unquoted_keeps_what_is_said_around_a_quotation() -> None:
    passages = (CLAUSE,)
    assert unquoted(f"> {CLAUSE}", passages) == ""
    assert unquoted(f'It says "{CLAUSE[:-1]}" today.', passages) == "It says  today."
    assert unquoted('It says "The Receiving Party may share it with anyone at all" today.', passages) is None
    assert unquoted("No quotation here at all.", passages) is None
    assert unquoted("> The Receiving Party may share it with anyone it likes at all.", passages) is None
