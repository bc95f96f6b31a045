"""The citation parser: bracket forms, order, prose in brackets, hostile ids."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from harness.text.answer_format import parse_citations


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Yes [mini-03:7].", ("mini-03:7",)),
        ("Yes [a:1, b:2] and again [a:1].", ("a:1", "b:2")),
        ("Yes [a:1][b:2]; see also [c:3; a:1]", ("a:1", "b:2", "c:3")),
        ("[cnli-12:40] first, then [cnli-3:2]", ("cnli-12:40", "cnli-3:2")),
        ("No citation here [sic], [see below] or [].", ()),
        ("A markdown [link](http://x) is prose.", ()),
        ("Hostile [../../etc/passwd] stays an id", ("../../etc/passwd",)),
        ("Mixed [see mini-03:7] names a bare id", ("mini-03:7",)),
        ("Across\nlines [a:1\n] is not a group", ()),
    ],
)
def test_parse_citations(text: str, expected: tuple[str, ...]) -> None:
    assert parse_citations(text) == expected


_ids = st.from_regex(r"[a-z]{1,6}-[0-9]{1,3}:[0-9]{1,3}", fullmatch=True)


@given(st.lists(_ids, min_size=1, max_size=6), st.sampled_from([", ", "; ", " ", "]["]))
def test_any_joined_ids_round_trip_in_first_seen_order(ids: list[str], sep: str) -> None:
    text = "Final answer: yes [" + sep.join(ids) + "]."
    assert parse_citations(text) == tuple(dict.fromkeys(ids))


@given(st.text(max_size=200))
def test_never_raises_and_returns_ids_found_in_the_text(text: str) -> None:
    for cited in parse_citations(text):
        assert cited in text and "[" not in cited and "]" not in cited
