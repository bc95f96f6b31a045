"""Search results kept on disk: a protocol's questions are searched in the same index on every run
of it, and the same queries in the same index always give the same passages.

An entry is ``<cache_dir>/hits/<key hash>.json``: for each query (text, k, document scope), its
ranked passage ids and scores. The key holds the index's own key (corpus fingerprint, BM25
parameters, backend, tokenizer, index format), a digest of the source that tokenizes and scores
(so an edited scorer never serves old results) and the queries themselves, so another question
set or corpus is another entry. Passage texts are taken from the corpus. An entry that cannot be
read, belongs to another key or names a passage the corpus lacks is searched again and
replaced. Reading an entry needs neither the index nor numpy: a warm run sends its first request
without them.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from harness.core.io import write_text_atomic
from harness.core.records import RetrievalSettings, RetrievedPassage
from harness.core.settings import cache_dir
from harness.core.sources import source_digest
from harness.corpus.base import Corpus
from harness.retrieval.cache import index_key

log = logging.getLogger(__name__)

HITS_FORMAT = 1
"""Bump when the entry layout or the key changes meaning."""
FOLDER = "hits"
SOURCES = ("retrieval", "text/tokenize.py", "core/records.py")
"""What search results depend on beyond the index key, relative to the ``harness`` package."""

Query = tuple[str, int, str | None]
"""A search: the query text, how many passages, and the document it is scoped to (or None)."""
Hits = tuple[RetrievedPassage, ...]


def hits_key(corpus: Corpus, settings: RetrievalSettings, queries: Sequence[Query]) -> dict[str, Any]:
    """Everything the results of ``queries`` depend on; the entry is named by its hash."""
    return {
        "hits_format": HITS_FORMAT,
        "index": index_key(corpus.fingerprint, settings.k1, settings.b, settings.backend),
        "scorer_source": source_digest(SOURCES),
        "queries": [[text, k, document] for text, k, document in queries],
    }


def entry_path(key: dict[str, Any]) -> Path:
    digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode("utf-8")).hexdigest()[:32]
    return cache_dir() / FOLDER / f"{digest}.json"


def _read(path: Path, key: dict[str, Any], corpus: Corpus) -> list[Hits]:
    entry = json.loads(path.read_text(encoding="utf-8"))
    if entry["key"] != key or len(entry["hits"]) != len(key["queries"]):
        raise ValueError("the entry belongs to another key")
    results: list[Hits] = []
    for found in entry["hits"]:
        hits = []
        for rank, (pid, score) in enumerate(found, start=1):
            if not isinstance(pid, str) or not corpus.has_passage(pid) or not isinstance(score, float):
                raise ValueError(f"the entry names no passage of the corpus: {pid!r}")
            passage = corpus.passage(pid)
            hits.append(RetrievedPassage(pid, passage.document_id, passage.text, score, rank))
        results.append(tuple(hits))
    return results


def cached_searches(
    corpus: Corpus,
    settings: RetrievalSettings,
    queries: Sequence[Query],
    search: Callable[[], Sequence[Sequence[RetrievedPassage]]],
) -> list[Hits]:
    """The results ``search()`` gives for ``queries`` (one list per query, rank 1 first), read from
    the cache when an entry is there. ``search`` must search ``corpus`` with exactly ``settings``."""
    key = hits_key(corpus, settings, queries)
    path = entry_path(key)
    if path.is_file():
        try:
            return _read(path, key, corpus)
        except (OSError, ValueError, KeyError, TypeError) as exc:  # a damaged entry is only a miss
            log.warning("searching again for damaged retrieval cache entry %s: %s", path, exc)
            path.unlink(missing_ok=True)
    results = [tuple(found) for found in search()]
    if len(results) != len(queries):
        raise ValueError(f"{len(queries)} queries but {len(results)} results")
    entry = {"key": key, "hits": [[[h.passage_id, h.score] for h in found] for found in results]}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # A cache entry, rewritten on demand: atomic (concurrent runs), no fsync.
        write_text_atomic(path, json.dumps(entry), shared=True, durable=False)
    except OSError as exc:  # a read-only cache folder costs only the search
        log.warning("could not keep retrieval results in %s: %s", path, exc)
    return results
