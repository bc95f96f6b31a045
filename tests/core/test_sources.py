"""core/sources.py: the digest of the harness's source files that cache keys carry."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core import sources
from harness.core.sources import source_digest


def test_the_digest_follows_every_byte_and_name_but_not_bytecode(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pkg" / "__pycache__").mkdir(parents=True)
    (tmp_path / "pkg" / "a.py").write_text("x = 1\n")
    (tmp_path / "pkg" / "data.txt").write_text("words\n")
    (tmp_path / "one.py").write_text("y = 2\n")
    monkeypatch.setattr(sources, "PACKAGE", tmp_path)
    digests = []
    for change in (
        lambda: None,
        lambda: (tmp_path / "pkg" / "__pycache__" / "a.cpython-311.pyc").write_bytes(b"\0"),
        lambda: (tmp_path / "pkg" / "a.py").write_text("x = 2\n"),
        lambda: (tmp_path / "pkg" / "data.txt").write_text("other words\n"),
        lambda: (tmp_path / "pkg" / "a.py").rename(tmp_path / "pkg" / "b.py"),
        lambda: (tmp_path / "one.py").write_text("y = 3\n"),
    ):
        change()
        source_digest.cache_clear()
        digests.append(source_digest(("pkg", "one.py")))
    assert digests[0] == digests[1]  # bytecode is not source
    assert len(set(digests[1:])) == 5  # every edit, data file and rename is another digest
    assert source_digest(("pkg",)) != source_digest(("pkg", "one.py"))
    source_digest.cache_clear()


def test_the_real_sources_are_read_once_a_process() -> None:
    first = source_digest(("retrieval",))
    assert source_digest(("retrieval",)) is first and len(first) == 64
