"""Shard selection: a stable sha256 split, 1-based i/N parsing, and the exactly-once cover check."""

from __future__ import annotations

import hashlib
import subprocess
import sys

import pytest

from harness.core.errors import HarnessError
from harness.store.shards import Shard, check_cover, parse_shard, shard_index


def test_shard_index_is_sha256_of_the_id_modulo_n() -> None:
    digest = hashlib.sha256(b"q-001").hexdigest()
    assert shard_index("q-001", 4) == int(digest[:16], 16) % 4
    # Hand-checked value: the first 16 hex digits of sha256("q-001"), modulo 7.
    assert shard_index("q-001", 7) == int(digest[:16], 16) % 7


def test_shard_index_is_the_same_in_another_process_with_another_hash_seed() -> None:
    ids = [f"cnli-{i}" for i in range(50)]
    here = [shard_index(q, 5) for q in ids]
    code = f"from harness.store.shards import shard_index;print([shard_index(q, 5) for q in {ids!r}])"
    for seed in ("1", "2"):
        out = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": seed, "PATH": ""},
        )
        assert out.stdout.strip() == str(here)


def test_every_question_falls_in_exactly_one_shard() -> None:
    ids = [f"q-{i:03d}" for i in range(200)]
    shards = [Shard(i, 4) for i in range(1, 5)]
    owners = [[s for s in shards if s.holds(q)] for q in ids]
    assert all(len(o) == 1 for o in owners)
    sizes = [sum(s.holds(q) for q in ids) for s in shards]
    assert min(sizes) > 30  # a roughly even split of 200 ids


@pytest.mark.parametrize("text", ["0/4", "5/4", "1/0", "a/b", "1-4", "", "2"])
def test_parse_shard_refuses_bad_specs(text: str) -> None:
    with pytest.raises(HarnessError, match="not i/N"):
        parse_shard(text)


def test_parse_shard_reads_i_of_n() -> None:
    assert parse_shard("2/4") == Shard(2, 4)
    assert str(parse_shard(" 3 / 8 ")) == "3/8"


def test_cover_check_names_missing_and_repeated_shards() -> None:
    check_cover([Shard(i, 3) for i in (3, 1, 2)])
    with pytest.raises(HarnessError, match=r"shard\(s\) 2/3 given twice; shard\(s\) 3/3 missing"):
        check_cover([Shard(1, 3), Shard(2, 3), Shard(2, 3)])
    with pytest.raises(HarnessError, match="different ways"):
        check_cover([Shard(1, 2), Shard(2, 3)])
