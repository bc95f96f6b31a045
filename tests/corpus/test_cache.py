"""The corpus cache: a second load is fast and equal, keyed by content, damaged entries are rebuilt."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core.io import to_line
from harness.corpus import contractnli as cnli_module
from harness.corpus import fingerprint_of, load_corpus
from tests.corpus.helpers import mutated, write_release


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path / "cache"))


def _entries(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache" / "corpora").glob("*.pkl"))


def _count_parses(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = cnli_module.parse_release

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(cnli_module, "parse_release", counting)
    return calls


def test_second_load_comes_from_cache_and_is_equal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_release(tmp_path / "d", "dev.json")
    calls = _count_parses(monkeypatch)
    first = load_corpus("contractnli", data_dir=tmp_path / "d", split="dev")
    second = load_corpus("contractnli", data_dir=tmp_path / "d", split="dev")
    assert len(calls) == 1 and len(_entries(tmp_path)) == 1
    assert second.fingerprint == first.fingerprint
    assert [to_line(r) for r in (*second.documents, *second.passages, *second.gold, *second.hypotheses)] == [
        to_line(r) for r in (*first.documents, *first.passages, *first.gold, *first.hypotheses)
    ]
    # The cached fingerprint is the content fingerprint, recomputed here from the records.
    assert second.fingerprint == fingerprint_of(
        (*second.documents, *second.passages, *second.hypotheses, *second.gold)
    )


def test_changed_content_misses_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_release(tmp_path / "d", "dev.json")
    calls = _count_parses(monkeypatch)
    first = load_corpus("contractnli", data_dir=tmp_path / "d", split="dev")
    write_release(path.parent, "dev.json", mutated(lambda d: d["documents"][0].update(file_name="z.pdf")))
    second = load_corpus("contractnli", data_dir=tmp_path / "d", split="dev")
    assert len(calls) == 2 and second.fingerprint != first.fingerprint


@pytest.mark.parametrize("damage", ["truncate", "flip", "garbage"])
def test_a_damaged_entry_is_rebuilt_not_trusted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    write_release(tmp_path / "d", "dev.json")
    calls = _count_parses(monkeypatch)
    good = load_corpus("contractnli", data_dir=tmp_path / "d", split="dev")
    (entry,) = _entries(tmp_path)
    data = entry.read_bytes()
    if damage == "truncate":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        entry.write_bytes(data[:-10] + bytes([data[-10] ^ 0xFF]) + data[-9:])
    else:
        entry.write_bytes(b"not a cache entry")
    again = load_corpus("contractnli", data_dir=tmp_path / "d", split="dev")
    assert len(calls) == 2
    assert again.fingerprint == good.fingerprint
    assert entry.read_bytes() == data  # rewritten whole


@pytest.mark.realdata
def test_real_dev_second_load_is_a_cache_hit(contractnli_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # How fast the cached load is belongs to bench/ (bench_protocol); here: it is a cache hit.
    first = load_corpus("contractnli", data_dir=contractnli_dir, split="dev")
    calls = _count_parses(monkeypatch)
    again = load_corpus("contractnli", data_dir=contractnli_dir, split="dev")
    assert calls == []
    assert again.fingerprint == first.fingerprint and len(again.passages) == 5102
