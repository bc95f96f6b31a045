"""An agreement's head read by hand: its preamble, title, heading, date and the case of shouted text."""

from __future__ import annotations

from harness.questions.contractnli.heads import (
    agreement_date,
    dates_in,
    parse_date,
    preamble_end_of,
    read_heading,
    read_title,
    tidy_case,
)

HEAD = (
    "ACME PROJECT\nMUTUAL NON-DISCLOSURE AGREEMENT\nThis Agreement is entered into as of the 5th day of "
    "June, 2000, by and between Kaplan, Inc. and Quest Education Corporation.\n"
    "WHEREAS the parties wish to talk.\n1. Confidential Information means all data."
)


def test_title_heading_and_preamble_are_read_from_the_head() -> None:
    title, line = read_title(HEAD)
    assert (title, line) == ("Mutual Non-Disclosure Agreement", 1)
    assert read_heading(HEAD, line) == "Acme Project"
    assert preamble_end_of(HEAD) == HEAD.index("WHEREAS")
    assert read_title("Dear Sir,\nplease find the terms below.") == ("agreement", -1)


def test_dates_are_shown_as_month_day_year() -> None:
    mention, year = parse_date("signed on 5th day of June, 2000 and again on July 4, 2001") or (None, "")
    assert mention is not None and (mention.text, year) == ("June 5, 2000", "2000")
    assert dates_in("on July 4, 2001 and June 5, 2000") == {"July 4, 2001", "June 5, 2000"}
    assert parse_date("no date here") is None


def test_the_agreement_date_needs_a_cue_or_a_date_line() -> None:
    found = agreement_date(HEAD, preamble_end_of(HEAD))
    assert found is not None and found[0].text == "June 5, 2000"
    assert HEAD[found[0].start : found[0].end].startswith("5th day of June")
    assert agreement_date("NDA\nThe parties met on or about June 5, 2000.", 60) is None


def test_tidy_case_title_cases_shouted_text_and_keeps_brands() -> None:
    assert tidy_case("NON-DISCLOSURE AGREEMENT") == "Non-Disclosure Agreement"
    assert tidy_case("BOMI International") == "BOMI International"
    assert tidy_case("AGREEMENT OF THE  PARTIES", heading=True) == "Agreement of the Parties"
