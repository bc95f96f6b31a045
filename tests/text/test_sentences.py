"""The sentence splitters: answers, passages and the harness's own text."""

from __future__ import annotations

from harness.text.sentences import (
    split_at_stops,
    split_passage_sentences,
    split_sentences,
    split_summary_sentences,
)

TEXT = "The term is 2 years; it ends. 3. Notice applies.\nNext line\n\nNew para. see here."


def test_answer_sentences_split_before_capitals_and_at_every_line_break() -> None:
    assert split_sentences(TEXT) == [
        "The term is 2 years; it ends. 3.",
        "Notice applies.",
        "Next line",
        "New para. see here.",
    ]
    assert split_sentences("It is. [1] Then - no.\n- A bullet") == [
        "It is.",
        "[1] Then - no.",
        "- A bullet",
    ]


def test_passage_sentences_split_before_digits_and_at_blank_lines_only() -> None:
    assert split_passage_sentences(TEXT) == [
        "The term is 2 years; it ends.",
        "3.",
        "Notice applies.",
        "Next line",
        "New para. see here.",
    ]
    assert split_passage_sentences("One; Two\nwraps here.") == ["One;", "Two\nwraps here."]


def test_split_at_stops_splits_after_every_stop() -> None:
    assert split_at_stops(TEXT) == [
        "The term is 2 years; it ends.",
        "3.",
        "Notice applies.",
        "Next line\n\nNew para.",
        "see here.",
    ]
    assert split_at_stops("") == []


def test_summary_sentences_do_not_split_after_abbreviations() -> None:
    summary = "The RFS (P.L. 109-58) began in 2006. It grew.\nThe U.S. Navy found 4 mishaps."
    assert split_summary_sentences(summary) == [
        "The RFS (P.L. 109-58) began in 2006.",
        "It grew.",
        "The U.S. Navy found 4 mishaps.",
    ]


def test_answer_sentences_keep_initials_and_a_closing_citation_with_their_sentence() -> None:
    text = (
        "It is between High Speed Net Solutions and R. J. Seifert Enterprises. "
        "The deal is with Zephyrine Labs Inc. [mini-12:1]; the other one is Corvane's. "
        "[mini-07:1] names the parties."
    )
    assert split_sentences(text) == [
        "It is between High Speed Net Solutions and R. J. Seifert Enterprises.",
        "The deal is with Zephyrine Labs Inc. [mini-12:1]; the other one is Corvane's.",
        "[mini-07:1] names the parties.",
    ]


def test_a_lead_in_only_introduces_what_follows_it() -> None:
    from harness.text.sentences import is_lead_in

    assert is_lead_in("The receiving party shall provide the disclosing party with:")
    assert is_lead_in("The receiving party shall, prior to making any such disclosure –  ")
    assert not is_lead_in("The receiving party shall return all copies within 30 days.")


def test_answer_sentences_split_before_a_passage_id_opening_a_sentence() -> None:
    assert split_sentences("It asks for them back. mini-02:24 is clause 5.3 of this agreement.") == [
        "It asks for them back.",
        "mini-02:24 is clause 5.3 of this agreement.",
    ]
    assert len(split_sentences("Made by Acme Inc. cnli-1:2: the preamble.")) == 1


def test_a_stop_after_a_closing_citation_ends_a_sentence_typed_in_lower_case() -> None:
    assert split_sentences(
        "probably not - it lets them test the sensors (mini-11:9). the loan is short."
    ) == [
        "probably not - it lets them test the sensors (mini-11:9).",
        "the loan is short.",
    ]
    assert len(split_sentences("it is in clause 5 [cnli-2:4]. and so on")) == 2
    # near-miss: an answer typed with capitals keeps a lower-case run-on (a contract's fields joined)
    assert len(split_sentences("It is in clause 5 [cnli-2:4]. may each share it.")) == 1
    assert len(split_sentences("[cnli-2:4]\nIt is in clause 5 [cnli-2:4]. may each share it.")) == 2
    # near-misses: a lower-case word after an abbreviation or a bracket that closes no citation
    assert len(split_sentences("it lasts approx. three years (see below). so it says")) == 1
    assert len(split_sentences("Within 30 days, i.e. a month.")) == 1
