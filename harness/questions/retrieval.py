"""Running the stratum-defining BM25 queries in one batch, and saying in words what they found."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from harness.core.records import RetrievalSettings, RetrievedPassage
from harness.corpus.base import Corpus


class Searcher(Protocol):
    """What the builder needs from a retriever (``harness.retrieval.Retriever`` provides it)."""

    def search_batch(
        self, queries: Sequence[str], k: int | None = None, document_ids: Sequence[str | None] | None = None
    ) -> list[list[RetrievedPassage]]: ...


def default_searcher(corpus: Corpus, settings: RetrievalSettings) -> Searcher:
    from harness.retrieval import build_retriever

    return build_retriever(corpus, settings)


def run_queries(
    searcher: Searcher, settings: RetrievalSettings, texts: Sequence[str], documents: Sequence[str | None]
) -> list[list[RetrievedPassage]]:
    """Top-k for every text, corpus-wide or within its document as the settings' scope says."""
    if not texts:
        return []
    scoped = list(documents) if settings.scope == "document" else None
    return searcher.search_batch(list(texts), k=settings.k, document_ids=scoped)


def hit_note(
    settings: RetrievalSettings, retrieved: Sequence[RetrievedPassage], gold: Sequence[str]
) -> tuple[bool, str]:
    """Whether the top-k holds a gold passage, and a note naming top-k and gold ids."""
    top = [r.passage_id for r in retrieved]
    hits = [pid for pid in top if pid in set(gold)]
    where = (
        f"BM25@{settings.k} ({settings.scope}) top: {', '.join(top) or 'nothing'}; gold: {', '.join(gold)}"
    )
    if hits:
        return True, f"{where}; retrieved gold {', '.join(hits)}"
    return False, f"{where}; no gold evidence retrieved"
