"""The retrieval set each question gets under a condition: rag_always, no_rag or rag_gated.

Questions are searched with their own retrieval settings (the ones their stratum was defined
under); the ``retrieval_null`` stratum always gets an empty set. Results come from the on-disk
cache of ``harness.retrieval.hits`` when the same questions were searched in the same index
before (every run of a protocol after its first), so the index is opened only on a miss.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import get_args

from harness.core.errors import HarnessError
from harness.core.records import Condition, Question, RetrievalSettings, RetrievedPassage
from harness.corpus.base import Corpus
from harness.retrieval.hits import Query, cached_searches

RetrievalSet = tuple[RetrievedPassage, ...]
CONDITIONS: tuple[Condition, ...] = get_args(Condition)


def check_condition(condition: str, gate_threshold: float | None) -> Condition:
    """Validate a condition name and its gate threshold."""
    if condition not in CONDITIONS:
        raise HarnessError(f"unknown condition {condition!r}", f"use one of {', '.join(CONDITIONS)}")
    if condition == "rag_gated" and gate_threshold is None:
        raise HarnessError(
            "condition rag_gated needs a gate threshold (the top BM25 score that lets passages through)",
            "pass --gate-threshold, e.g. --gate-threshold 8 (see `harness retrieve` for typical scores)",
        )
    if condition != "rag_gated" and gate_threshold is not None:
        raise HarnessError(
            f"--gate-threshold only applies to rag_gated, not {condition}",
            "drop --gate-threshold or use --condition rag_gated",
        )
    return condition


def retrieval_sets(
    corpus: Corpus,
    questions: Sequence[Question],
    condition: Condition,
    gate_threshold: float | None = None,
) -> dict[str, RetrievalSet]:
    """Question id -> the passages the generator is shown."""
    sets: dict[str, RetrievalSet] = {q.id: () for q in questions}
    if condition == "no_rag":
        return sets
    searched = [q for q in questions if q.stratum != "retrieval_null"]
    if not searched:
        return sets
    groups: dict[tuple[object, ...], list[Question]] = {}
    for q in searched:
        groups.setdefault((q.retrieval.k1, q.retrieval.b, q.retrieval.backend, q.retrieval.scope), []).append(
            q
        )
    for group in groups.values():
        settings = group[0].retrieval
        queries = [
            (q.text, q.retrieval.k, q.document_id if q.retrieval.scope == "document" else None) for q in group
        ]
        found = cached_searches(corpus, settings, queries, partial(_search, corpus, settings, queries))
        for q, hits in zip(group, found, strict=True):
            if condition == "rag_gated" and (not hits or hits[0].score < (gate_threshold or 0.0)):
                hits = ()
            sets[q.id] = hits
    return sets


def _search(
    corpus: Corpus, settings: RetrievalSettings, queries: list[Query]
) -> list[list[RetrievedPassage]]:
    from harness.retrieval import build_retriever  # heavy (numpy, the index): only when searching

    retriever = build_retriever(corpus, settings)
    return [retriever.search(text, k=k, document_id=document) for text, k, document in queries]
