"""The stratum-defining queries: one batch, scoped as the settings say, and a note on what was found."""

from __future__ import annotations

from collections.abc import Sequence

from harness.core.records import RetrievalSettings, RetrievedPassage
from harness.questions.retrieval import hit_note, run_queries


def _hit(pid: str) -> RetrievedPassage:
    return RetrievedPassage(pid, pid.split(":")[0], "text", 1.0, 1)


class RecordingSearcher:
    def __init__(self) -> None:
        self.calls: list[tuple[list[str], int | None, list[str | None] | None]] = []

    def search_batch(
        self, queries: Sequence[str], k: int | None = None, document_ids: Sequence[str | None] | None = None
    ) -> list[list[RetrievedPassage]]:
        self.calls.append((list(queries), k, None if document_ids is None else list(document_ids)))
        return [[_hit(f"d{i}:0")] for i, _ in enumerate(queries)]


def test_run_queries_batches_and_scopes_by_the_settings() -> None:
    searcher = RecordingSearcher()
    corpus_wide = RetrievalSettings(k=3)
    assert run_queries(searcher, corpus_wide, ["a", "b"], ["d1", None]) == [[_hit("d0:0")], [_hit("d1:0")]]
    assert searcher.calls == [(["a", "b"], 3, None)]
    run_queries(searcher, RetrievalSettings(k=2, scope="document"), ["a"], ["d1"])
    assert searcher.calls[-1] == (["a"], 2, ["d1"])


def test_run_queries_with_no_texts_does_not_search() -> None:
    searcher = RecordingSearcher()
    assert run_queries(searcher, RetrievalSettings(), [], []) == [] and searcher.calls == []


def test_hit_note_names_top_k_gold_and_the_hits() -> None:
    settings = RetrievalSettings(k=2)
    hit, note = hit_note(settings, [_hit("a:1"), _hit("a:2")], ["a:2", "b:0"])
    assert hit and note == "BM25@2 (corpus) top: a:1, a:2; gold: a:2, b:0; retrieved gold a:2"
    missed, note = hit_note(settings, [], ["b:0"])
    assert not missed and note == "BM25@2 (corpus) top: nothing; gold: b:0; no gold evidence retrieved"
