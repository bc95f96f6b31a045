"""The on-disk BM25 index cache: keyed by content and parameters, reloads identically, heals itself."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from harness.core.records import RetrievalSettings
from harness.retrieval import build_retriever
from harness.retrieval.cache import index_key, index_path
from tests.retrieval._data import small_corpus

CORPUS = small_corpus(
    {
        "a": ["Recipient returns documents on request.", "Governing law is New York.", "Costs are shared."],
        "b": [
            "Documents stay confidential for five years.",
            "Notices go by mail.",
            "Waivers must be written.",
        ],
    }
)
QUERIES = ["return documents", "confidential years", "law of New York", "mail notices written"]


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))


def _entry(settings: RetrievalSettings) -> Path:
    return index_path(index_key(CORPUS.fingerprint, settings.k1, settings.b, settings.backend))


def test_reload_gives_identical_results() -> None:
    settings = RetrievalSettings()
    first = build_retriever(CORPUS, settings)
    assert not first.from_cache and (_entry(settings) / "harness.json").is_file()
    again = build_retriever(CORPUS, settings)
    assert again.from_cache
    # Loaded memory-mapped, so a big index costs little resident memory.
    assert isinstance(again.scorer.index.data, np.memmap)  # type: ignore[attr-defined]
    for query in QUERIES:
        assert again.search(query, k=6) == first.search(query, k=6)
        assert again.search(query, k=6, document_id="b") == first.search(query, k=6, document_id="b")


def test_key_depends_on_parameters_and_content() -> None:
    base = RetrievalSettings()
    build_retriever(CORPUS, base)
    assert build_retriever(CORPUS, base).from_cache
    assert not build_retriever(CORPUS, RetrievalSettings(k1=1.2)).from_cache
    assert not build_retriever(CORPUS, RetrievalSettings(b=0.5)).from_cache
    edited = small_corpus({"a": ["Recipient returns documents on request."]})
    assert edited.fingerprint != CORPUS.fingerprint
    assert not build_retriever(edited, base).from_cache
    assert len({_entry(base), _entry(RetrievalSettings(k1=1.2)), _entry(RetrievalSettings(b=0.5))}) == 3


@pytest.mark.parametrize("damage", ["truncate_data", "delete_vocab", "garble_meta"])
def test_corrupt_entry_is_rebuilt(damage: str) -> None:
    settings = RetrievalSettings()
    expected = [build_retriever(CORPUS, settings, use_cache=False).search(q) for q in QUERIES]
    build_retriever(CORPUS, settings)
    entry = _entry(settings)
    if damage == "truncate_data":
        data = entry / "data.csc.index.npy"
        data.write_bytes(data.read_bytes()[:40])
    elif damage == "delete_vocab":
        (entry / "vocab.index.json").unlink()
    else:
        (entry / "harness.json").write_text("{not json", encoding="utf-8")
    rebuilt = build_retriever(CORPUS, settings)
    assert not rebuilt.from_cache
    assert [rebuilt.search(q) for q in QUERIES] == expected
    healed = build_retriever(CORPUS, settings)
    assert healed.from_cache
    assert [healed.search(q) for q in QUERIES] == expected


def test_cached_index_reads_postings_from_file_same_as_in_memory() -> None:
    settings = RetrievalSettings()
    in_memory = build_retriever(CORPUS, settings, use_cache=False)
    fresh = build_retriever(CORPUS, settings)
    again = build_retriever(CORPUS, settings)
    # A fresh build is handed back memory-mapped too: the built arrays are never kept resident.
    assert isinstance(fresh.scorer.index.data, np.memmap)  # type: ignore[attr-defined]
    assert not isinstance(in_memory.scorer.index.data, np.memmap)  # type: ignore[attr-defined]
    # Cached indexes gather postings with positioned file reads, the in-memory one by slicing.
    assert fresh.scorer._data._fd is not None and in_memory.scorer._data._fd is None  # type: ignore[attr-defined]
    for query in [*QUERIES, "documents documents confidential law", "nothing matches this"]:
        expected = in_memory.search(query, k=6)
        assert fresh.search(query, k=6) == expected == again.search(query, k=6)
        for doc in ("a", "b"):
            assert fresh.search(query, k=6, document_id=doc) == in_memory.search(query, k=6, document_id=doc)
