"""Format-aware anchors: money, percentages, dates, times and numbers compare across spellings."""

from __future__ import annotations

import pytest

from harness.text.values import comparable, extract_anchors, same_value, supported_by


def one(text: str) -> tuple[str, float | str]:
    [anchor] = extract_anchors(text)
    return anchor.kind, anchor.value


@pytest.mark.parametrize(
    ("left", "right"),
    [
        ("$1.2 billion", "1.2 billion dollars"),
        ("$1.2 billion", "USD 1,200 million"),
        ("March 3, 2019", "2019-03-03"),
        ("3 March 2019", "03/03/2019"),
        ("35%", "35 percent"),
        ("35 per cent", "35%"),
        ("10:30 am", "10:30"),
        ("3 pm", "15:00"),
        ("1,200", "1.2 thousand"),
    ],
)
def test_same_value_across_formats(left: str, right: str) -> None:
    [a], [b] = extract_anchors(left), extract_anchors(right)
    assert same_value(a, b), (a, b)


def test_kinds_and_differences() -> None:
    assert one("$350,000") == ("money", 350000.0)
    assert one("March 2019") == ("month", "2019-03")
    assert one("in 2019") == ("year", "2019")
    [a], [b] = extract_anchors("$1.2 billion"), extract_anchors("$1.5 billion")
    assert not same_value(a, b) and comparable(a, b)
    [pct] = extract_anchors("35%")
    assert not comparable(a, pct)
    # a bare number equals money of the same value (units are often left out)
    [bare] = extract_anchors("1.2 billion")
    assert same_value(bare, a)


def test_no_double_counting_and_citations_ignored() -> None:
    anchors = extract_anchors("On March 3, 2019 it cost $1.2 billion [cnli-3:12].")
    assert [x.kind for x in anchors] == ["date", "money"]


def test_year_supported_by_a_full_date() -> None:
    [year] = extract_anchors("2019")
    assert supported_by(year, extract_anchors("signed on March 3, 2019"))
    assert not supported_by(year, extract_anchors("signed on March 3, 2018"))
