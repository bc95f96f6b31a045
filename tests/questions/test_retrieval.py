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


def test_a_retrieved_gold_lead_in_alone_is_neither_a_hit_nor_a_miss() -> None:
    from harness.core.records import Document, Passage
    from harness.corpus.base import Corpus

    texts = [
        "The Recipient shall, prior to making any such disclosure –",
        "(a) notify the Discloser in writing.",
    ]
    doc = Document("d", "", " ".join(texts))
    corpus = Corpus("c", (doc,), tuple(Passage(f"d:{i}", "d", i, 0, 1, t) for i, t in enumerate(texts)))
    settings = RetrievalSettings(k=2)
    lead_in_only = [RetrievedPassage("d:0", "d", texts[0], 1.0, 1)]
    hit, note = hit_note(settings, lead_in_only, ["d:0", "d:1"], corpus)
    assert hit is None and "lead-in" in note
    assert hit_note(settings, lead_in_only, ["d:0", "d:1"])[0] is True  # without the corpus: any gold counts
    both = [*lead_in_only, RetrievedPassage("d:1", "d", texts[1], 0.9, 2)]
    hit, note = hit_note(settings, both, ["d:0", "d:1"], corpus)
    assert hit is True and note.endswith("retrieved gold d:1")
    assert hit_note(settings, [], ["d:0"], corpus)[0] is False
