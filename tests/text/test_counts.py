"""Counts of things: a spelled or written count keeps its noun, and two counts of one thing conflict."""

from __future__ import annotations

from harness.text.counts import count_conflicts, counts_of


def test_a_count_of_a_thing_keeps_its_noun_and_a_distributive_one_counts_nothing() -> None:
    def read(text: str) -> list[str | float]:
        return [a.value for a in counts_of(text)]

    assert read("may keep up to three archival copies with counsel") == ["3 archival+copy"]
    assert read("may retain one (1) backup copy") == ["1 backup+copy"]
    assert read("It may retain 2 copies.") == ["2 copy"]
    assert read("information passed by one party to the other") == []
    assert read("any one employee of the Recipient") == []
    assert read("one of the parties") == []
    assert read("the first two exceptions apply") == []
    assert counts_of("4 copies", spelled=False) and not counts_of("four copies", spelled=False)
    three, one, samples = counts_of("three copies"), counts_of("one archival copy"), counts_of("one sample")
    assert count_conflicts(three[0], one) == list(one)
    assert count_conflicts(three[0], samples) == []
    assert count_conflicts(one[0], [*three, *one]) == []
