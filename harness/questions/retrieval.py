"""Running the stratum-defining BM25 queries in one batch, and saying in words what they found."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from harness.core.records import RetrievalSettings, RetrievedPassage
from harness.corpus.base import Corpus
from harness.text.sentences import is_lead_in


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


def carries_answer(text: str) -> bool:
    """A passage that can carry an answer alone: not a lead-in whose list follows in other passages.

    The grader's own test (``harness.text.sentences.is_lead_in``, which ``grade/support.py`` uses),
    so a question the builder calls answerable is one whose retrieved gold the grader accepts as
    support.
    """
    return not is_lead_in(text)


def hit_note(
    settings: RetrievalSettings,
    retrieved: Sequence[RetrievedPassage],
    gold: Sequence[str],
    corpus: Corpus | None = None,
) -> tuple[bool | None, str]:
    """Whether the top-k holds a gold passage that carries the answer, and a note naming top-k and gold ids.

    With ``corpus``, a retrieved gold lead-in ("... shall, prior to making any such disclosure –")
    does not count: its list was not retrieved with it. Such a question is neither a hit nor a
    miss (None): it belongs to no retrieval-defined stratum.
    """
    top = [r.passage_id for r in retrieved]
    hits = [pid for pid in top if pid in set(gold)]
    where = (
        f"BM25@{settings.k} ({settings.scope}) top: {', '.join(top) or 'nothing'}; gold: {', '.join(gold)}"
    )
    carrying = [pid for pid in hits if corpus is None or carries_answer(corpus.passage(pid).text)]
    if carrying:
        return True, f"{where}; retrieved gold {', '.join(carrying)}"
    if hits:
        return None, f"{where}; retrieved only gold lead-in(s) {', '.join(hits)}, not what they introduce"
    return False, f"{where}; no gold evidence retrieved"
