"""The corpus IDF of the grounding check is computed once and read back from disk."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.grade import grounding, grounding_cache
from harness.grade.grounding import Idf, passage_facts
from harness.text import values
from tests.grade.helpers import TINY


def test_corpus_idf_is_written_once_and_read_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(grounding_cache, "_LOADED", {})
    first = grounding_cache.corpus_idf(TINY)
    expected = Idf.of(passage_facts(p.text).lemma_set for p in TINY.passages)
    assert first.n == len(TINY.passages) and dict(first.df) == dict(expected.df)
    files = list((tmp_path / "grounding").glob("*.json"))
    assert len(files) == 1
    monkeypatch.setattr(grounding_cache, "_LOADED", {})
    monkeypatch.setattr(grounding_cache.Idf, "of", None)  # a fresh process reads the file, never counts
    monkeypatch.setattr(grounding, "_KNOWN_ANCHORS", {})
    again = grounding_cache.corpus_idf(TINY)
    assert again == first
    # the passages' values come back from the file, equal to a fresh reading
    for p in TINY.passages:
        assert grounding._KNOWN_ANCHORS[p.text] == values.anchors_of(p.text)


def test_a_damaged_cache_file_is_recomputed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(grounding_cache, "_LOADED", {})
    grounding_cache.corpus_idf(TINY)
    [path] = list((tmp_path / "grounding").glob("*.json"))
    path.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(grounding_cache, "_LOADED", {})
    assert grounding_cache.corpus_idf(TINY).n == len(TINY.passages)
