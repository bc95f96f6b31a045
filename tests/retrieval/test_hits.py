"""retrieval/hits.py: search results kept on disk, equal to a fresh search, keyed, healed when damaged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core.records import RetrievalSettings, RetrievedPassage
from harness.retrieval import build_retriever
from harness.retrieval.hits import Query, cached_searches, entry_path, hits_key
from tests.fresh import run_fresh
from tests.retrieval._data import small_corpus

TEXTS = {
    "a": ["Recipient returns documents on request.", "Governing law is New York.", "Costs are shared."],
    "b": ["Documents stay confidential for five years.", "Notices go by mail.", "Waivers are written."],
}
CORPUS = small_corpus(TEXTS)
QUERIES: list[Query] = [
    ("return documents", 2, None),
    ("documents notices waivers", 3, "b"),
    ("law of Mars", 1, None),
]


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))


def _search(
    settings: RetrievalSettings, queries: list[Query], calls: list[int]
) -> list[list[RetrievedPassage]]:
    calls.append(1)
    retriever = build_retriever(CORPUS, settings)
    return [retriever.search(text, k=k, document_id=doc) for text, k, doc in queries]


def test_a_cached_result_is_the_fresh_search_and_is_searched_once() -> None:
    settings, calls = RetrievalSettings(), list[int]()
    fresh = cached_searches(CORPUS, settings, QUERIES, lambda: _search(settings, QUERIES, calls))
    again = cached_searches(CORPUS, settings, QUERIES, lambda: _search(settings, QUERIES, calls))
    assert calls == [1]
    assert again == fresh == [tuple(found) for found in _search(settings, QUERIES, [])]
    assert [len(found) for found in again] == [2, 3, 1]
    assert {h.document_id for h in again[1]} == {"b"}  # the scope is part of the query


@pytest.mark.parametrize(
    "change",
    [
        lambda s, q: (RetrievalSettings(k1=1.2), q),  # another index
        lambda s, q: (s, [*q[:2], ("law of Mars", 2, None)]),  # another k
        lambda s, q: (s, [*q[:1], ("documents notices waivers", 3, "a"), q[2]]),  # another scope
        lambda s, q: (s, q[::-1]),  # another order
    ],
)
def test_anything_the_results_depend_on_is_another_entry(change: object) -> None:
    settings = RetrievalSettings()
    other_settings, other_queries = change(settings, QUERIES)  # type: ignore[operator]
    assert entry_path(hits_key(CORPUS, settings, QUERIES)) != entry_path(
        hits_key(CORPUS, other_settings, other_queries)
    )
    edited = small_corpus({"a": ["Recipient returns documents on request."]})
    assert entry_path(hits_key(CORPUS, settings, QUERIES)) != entry_path(hits_key(edited, settings, QUERIES))


@pytest.mark.parametrize(
    "damage",
    [
        lambda entry: "{not json",
        lambda entry: json.dumps({**entry, "key": {**entry["key"], "queries": []}}),
        lambda entry: json.dumps({**entry, "hits": [[["x:404", 1.0]], *entry["hits"][1:]]}),
        lambda entry: json.dumps({**entry, "hits": entry["hits"][:1]}),
    ],
)
def test_a_damaged_entry_is_searched_again_and_replaced(damage: object) -> None:
    settings, calls = RetrievalSettings(), list[int]()
    fresh = cached_searches(CORPUS, settings, QUERIES, lambda: _search(settings, QUERIES, calls))
    path = entry_path(hits_key(CORPUS, settings, QUERIES))
    path.write_text(damage(json.loads(path.read_text())), encoding="utf-8")  # type: ignore[operator]
    assert cached_searches(CORPUS, settings, QUERIES, lambda: _search(settings, QUERIES, calls)) == fresh
    assert calls == [1, 1]
    assert cached_searches(CORPUS, settings, QUERIES, lambda: _search(settings, QUERIES, calls)) == fresh
    assert calls == [1, 1]


def test_a_cache_that_cannot_be_written_costs_only_the_search(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr("harness.retrieval.hits.write_text_atomic", refuse)
    settings, calls = RetrievalSettings(), list[int]()
    for _ in range(2):
        found = cached_searches(CORPUS, settings, QUERIES[:1], lambda: _search(settings, QUERIES[:1], calls))
        assert [h.rank for h in found[0]] == [1, 2]
    assert calls == [1, 1]


def test_reading_an_entry_imports_no_numpy(tmp_path: Path) -> None:
    settings = RetrievalSettings()
    cached_searches(CORPUS, settings, QUERIES, lambda: _search(settings, QUERIES, []))
    script = (
        "import sys\n"
        "from harness.core.records import RetrievalSettings\n"
        "from harness.retrieval.hits import cached_searches\n"
        "from tests.retrieval._data import small_corpus\n"
        f"corpus, queries = small_corpus({TEXTS!r}), {[tuple(q) for q in QUERIES]!r}\n"
        "found = cached_searches(corpus, RetrievalSettings(), queries, lambda: 1 / 0)\n"
        "print(len(found), 'numpy' in sys.modules)\n"
    )
    assert run_fresh(script, tmp_path).split() == ["3", "False"]
