"""The tuning/sealed split is stable, near its share, and keyed (same key, same side)."""

from __future__ import annotations

import pytest

from harness.calibrate.split import SEALED_SHARE_PERCENT, part_of, split


def test_the_same_key_always_falls_on_the_same_side() -> None:
    assert [part_of(f"id-{i}") for i in range(50)] == [part_of(f"id-{i}") for i in range(50)]


def test_the_sealed_share_is_near_the_declared_share() -> None:
    keys = [f"answer-{i:05d}" for i in range(5000)]
    sealed = sum(part_of(k) == "sealed" for k in keys)
    assert abs(sealed / len(keys) * 100 - SEALED_SHARE_PERCENT) < 2.5


def test_split_keeps_order_and_groups_by_key() -> None:
    items = [("a", 1), ("b", 2), ("a", 3), ("c", 4)]
    tuning, sealed = split(items, key=lambda item: item[0])
    assert sorted(tuning + sealed) == sorted(items)
    a_side = [item for item in tuning + sealed if item[0] == "a"]
    assert (a_side[0] in tuning) == (a_side[1] in tuning)
    assert [i for _, i in tuning] == sorted(i for _, i in tuning)


def test_a_new_rule_reshuffles_and_bad_shares_are_refused() -> None:
    keys = [f"k{i}" for i in range(200)]
    assert [part_of(k) for k in keys] != [part_of(k, rule="seal-v2") for k in keys]
    assert all(part_of(k, sealed_percent=0) == "tuning" for k in keys)
    with pytest.raises(ValueError):
        part_of("x", sealed_percent=101)
