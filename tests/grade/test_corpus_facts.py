"""Per-corpus word sets are computed once, kept on disk, and computed again when damaged or stale."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.grade import corpus_facts
from tests.grade.helpers import corpus_of


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(corpus_facts, "_known", {})  # a fresh process's memory
    return tmp_path / "corpus-facts"


def test_a_later_process_reads_the_set_and_a_damaged_entry_is_computed_again(cache: Path) -> None:
    corpus = corpus_of({"d1:1": "Alpha beta.", "d1:2": "Gamma."})
    calls: list[str] = []

    @corpus_facts.kept("words")
    def words(c: object, document_id: str, head: int = 0) -> frozenset[str]:
        calls.append(document_id)
        return frozenset({"alpha", "beta", document_id})

    assert words(corpus, "d1") == frozenset({"alpha", "beta", "d1"})
    assert words(corpus, "d1") == frozenset({"alpha", "beta", "d1"})
    assert calls == ["d1"]  # the second call was remembered
    corpus_facts._known.clear()  # a later process
    assert words(corpus, "d1") == frozenset({"alpha", "beta", "d1"})
    assert calls == ["d1"]  # it read the entry
    assert words(corpus, "d1", head=2) == frozenset({"alpha", "beta", "d1"}) and len(calls) == 2
    assert len(list(cache.iterdir())) == 2
    for path in cache.iterdir():
        path.write_text("{not json", encoding="utf-8")
    corpus_facts._known.clear()  # a later process
    assert words(corpus, "d1") == frozenset({"alpha", "beta", "d1"}) and len(calls) == 3
    assert words(corpus, "d1") == frozenset({"alpha", "beta", "d1"}) and len(calls) == 3  # stored again


def test_another_corpus_gets_its_own_entry(cache: Path) -> None:
    first = corpus_of({"d1:1": "Alpha."})
    second = corpus_of({"d1:1": "Beta."})

    @corpus_facts.kept("first-word")
    def first_word(c: object, document_id: str) -> frozenset[str]:
        return frozenset({c.passages[0].text.lower().strip(".")})  # type: ignore[attr-defined]

    assert first_word(first, "d1") == {"alpha"}
    assert first_word(second, "d1") == {"beta"}
    assert len(list(cache.iterdir())) == 2
