"""core/marshal_store.py: a store is written whole and atomically, read back, started again past its
size, and anything unreadable reads as an empty store."""

from __future__ import annotations

from pathlib import Path

from harness.core.marshal_store import read_store, write_store


def test_written_entries_are_read_back_and_added_to(tmp_path: Path) -> None:
    path = tmp_path / "store" / "s.marshal"
    new = {("a", 1): [1, 2, 3]}
    write_store(lambda: path, new, 10)
    assert not new  # written, so emptied
    write_store(lambda: path, {("b", 2): "x"}, 10)
    assert read_store(lambda: path, 10) == {("a", 1): [1, 2, 3], ("b", 2): "x"}
    assert [p.name for p in path.parent.iterdir()] == ["s.marshal"]  # no temp file left


def test_a_store_past_its_size_starts_again(tmp_path: Path) -> None:
    path = tmp_path / "s.marshal"
    for n in range(3):
        write_store(lambda: path, {n: n}, 2)
    assert read_store(lambda: path, 2) == {2: 2}


def test_anything_unreadable_is_an_empty_store(tmp_path: Path) -> None:
    path = tmp_path / "s.marshal"
    assert read_store(lambda: path, 10) == {}  # none yet
    path.write_bytes(b"\x00not marshal")
    assert read_store(lambda: path, 10) == {}

    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory")

    assert read_store(no_home, 10) == {}
    new = {1: 1}
    write_store(no_home, new, 10)  # costs only the compiling: nothing raised, nothing written
    assert new == {1: 1}


def test_an_unwritable_folder_keeps_the_entries_in_memory(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    new = {1: 1}
    write_store(lambda: blocked / "s.marshal", new, 10)
    assert new == {1: 1} and blocked.read_text() == "not a folder"
