"""Every row of the cue table reads its examples and none of its near-misses."""

from __future__ import annotations

import pytest

from harness.read.cues import CUES, Cue, cue, fires, meaning


@pytest.mark.parametrize("row", CUES, ids=[c.id for c in CUES])
def test_cue_row(row: Cue) -> None:
    assert row.matches, f"{row.id} has no example"
    for text in row.matches:
        assert fires(row.id, text), f"{row.id} must read {text!r}"
    for text in row.near_misses:
        assert not fires(row.id, text), f"{row.id} must not read {text!r}"


def test_rows_have_unique_ids_and_meanings() -> None:
    assert len({c.id for c in CUES}) == len(CUES)
    assert all(meaning(c.id) for c in CUES)


def test_patterns_compile_on_first_use() -> None:
    pattern = cue("another_agreement")
    assert pattern.search("another agreement") is not None
    assert pattern.compiled is pattern.compiled
