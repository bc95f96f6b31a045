"""``build_retriever``: BM25 search over a corpus's passages, corpus-wide or within one document.

Ranking rule (the same for every backend): BM25 score descending, ties broken by the
passage's position in the corpus. Only passages with a positive score are returned, so a
result list never holds a zero-score hit and may be shorter than ``k``, or empty. A passage
sharing no term with the query is never returned; nor is one whose only shared terms have
IDF 0 in BM25Okapi (a term in exactly half the passages). Document scope keeps the
corpus-wide IDF and ranks only that document's passages.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from harness.core.errors import HarnessError
from harness.core.records import RetrievalSettings, RetrievedPassage
from harness.corpus.base import Corpus
from harness.retrieval.base import BACKENDS, FloatArray, IntArray, Scorer, top_k
from harness.retrieval.bm25s_backend import Bm25sScorer
from harness.retrieval.cache import cached_index, index_key
from harness.retrieval.index_build import build_bm25s_index, write_bm25s_index
from harness.text.tokenize import tokenize, tokenize_many


class _NothingScorer:
    """For a corpus without a single token: no query can match."""

    def __init__(self, backend: str) -> None:
        self.backend = backend

    def score(self, tokens: list[str], within: IntArray | None = None) -> tuple[IntArray, FloatArray]:
        return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float64)


class Retriever:
    """Search one corpus with fixed BM25 settings. Build it with ``build_retriever``."""

    def __init__(self, corpus: Corpus, settings: RetrievalSettings, scorer: Scorer, from_cache: bool) -> None:
        self.corpus = corpus
        self.settings = settings
        self.scorer = scorer
        self.from_cache = from_cache
        """Whether the index was loaded from the on-disk cache."""
        positions: dict[str, list[int]] = {}
        for i, p in enumerate(corpus.passages):
            positions.setdefault(p.document_id, []).append(i)
        self._positions_by_document = {d: np.asarray(v, dtype=np.int64) for d, v in positions.items()}

    def search(
        self, query: str, k: int | None = None, document_id: str | None = None
    ) -> list[RetrievedPassage]:
        """The top ``k`` passages for ``query`` (rank 1 first), within ``document_id`` if given."""
        k = self._check_k(k)
        return self._search_tokens(tokenize(query), k, self._scope(document_id))

    def search_batch(
        self, queries: Sequence[str], k: int | None = None, document_ids: Sequence[str | None] | None = None
    ) -> list[list[RetrievedPassage]]:
        """``search`` for many queries; ``document_ids`` (one per query, or None) scopes each."""
        k = self._check_k(k)
        if document_ids is None:
            document_ids = [None] * len(queries)
        elif len(document_ids) != len(queries):
            raise HarnessError(
                f"{len(queries)} queries but {len(document_ids)} document ids",
                "pass one document id (or None) per query",
            )
        token_lists = tokenize_many(queries)
        return [
            self._search_tokens(tokens, k, self._scope(doc))
            for tokens, doc in zip(token_lists, document_ids, strict=True)
        ]

    def _search_tokens(self, tokens: list[str], k: int, within: IntArray | None) -> list[RetrievedPassage]:
        if within is not None and within.size == 0:
            return []
        positions, scores = self.scorer.score(tokens, within)
        best, best_scores = top_k(positions, scores, k)
        passages = self.corpus.passages
        return [
            RetrievedPassage(
                passage_id=passages[i].id,
                document_id=passages[i].document_id,
                text=passages[i].text,
                score=s,
                rank=rank,
            )
            for rank, (i, s) in enumerate(zip(best.tolist(), best_scores.tolist(), strict=True), start=1)
        ]

    def _check_k(self, k: int | None) -> int:
        k = self.settings.k if k is None else k
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise HarnessError(f"k must be a whole number of at least 1, got {k!r}", "pass k >= 1, e.g. k=5")
        return k

    def _scope(self, document_id: str | None) -> IntArray | None:
        if document_id is None:
            if self.settings.scope == "document":
                raise HarnessError(
                    "retrieval scope is 'document' but no document id was given",
                    "pass the document to search, or use scope='corpus'",
                )
            return None
        within = self._positions_by_document.get(document_id)
        if within is not None:
            return within
        self.corpus.document(document_id)  # raises the corpus's one-line error for an unknown id
        return np.empty(0, dtype=np.int64)


def check_settings(settings: RetrievalSettings) -> None:
    """Reject BM25 settings no backend can honour, with the fix."""
    if settings.backend not in BACKENDS:
        close = difflib.get_close_matches(settings.backend, BACKENDS, n=1)
        hint = f"did you mean {close[0]!r}? " if close else ""
        raise HarnessError(
            f"unknown BM25 backend {settings.backend!r}", f"{hint}choose one of {', '.join(BACKENDS)}"
        )
    if not settings.k1 >= 0:
        raise HarnessError(f"k1 must be >= 0, got {settings.k1}", "use e.g. k1=1.5")
    if not 0 <= settings.b <= 1:
        raise HarnessError(f"b must be between 0 and 1, got {settings.b}", "use e.g. b=0.75")
    if settings.scope not in ("corpus", "document"):
        raise HarnessError(f"unknown retrieval scope {settings.scope!r}", "use 'corpus' or 'document'")


def build_retriever(corpus: Corpus, settings: RetrievalSettings, *, use_cache: bool = True) -> Retriever:
    """A retriever over ``corpus.passages``; the BM25 index is cached on disk unless ``use_cache=False``.

    ``settings.backend`` picks ``bm25s`` (default, fast) or ``rank_bm25`` (the reference; built
    in memory each time). Both see the same tokens and produce the same scores.
    """
    check_settings(settings)
    if not corpus.passages:
        raise HarnessError(f"corpus {corpus.name} has no passages to search", "load a corpus with documents")
    k1, b = settings.k1, settings.b

    if settings.backend == "rank_bm25":
        from harness.retrieval.rank_bm25_backend import RankBm25Scorer  # the reference: only when asked

        token_lists = tokenize_many(p.text for p in corpus.passages)
        if not any(token_lists):  # BM25Okapi divides by the vocabulary size
            return Retriever(corpus, settings, _NothingScorer(settings.backend), from_cache=False)
        return Retriever(corpus, settings, RankBm25Scorer(token_lists, k1, b), from_cache=False)
    if not use_cache:
        index = build_bm25s_index((p.text for p in corpus.passages), k1, b)
        return Retriever(corpus, settings, Bm25sScorer(index), from_cache=False)

    def write(folder: Path) -> int:
        return write_bm25s_index((p.text for p in corpus.passages), k1, b, folder)

    key = index_key(corpus.fingerprint, k1, b, settings.backend)
    index, hit = cached_index(key, len(corpus.passages), write)
    return Retriever(corpus, settings, Bm25sScorer(index), from_cache=hit)
