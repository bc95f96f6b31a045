"""On-disk cache of built question sets, so a run with the default protocol does not rebuild it.

An entry is ``<cache_dir>/questions/<key hash>.jsonl``, the question-set file itself, written
atomically. The key holds everything a built set depends on: the corpus fingerprint, the
seed, the counts asked for, the retrieval settings, the builder version, a digest of the
source of the modules that build it (questions, text, retrieval, corpus, records), so a
builder edited without a version bump never serves a stale set, and a digest of the corpus's
reviewed errata file (an erratum added or changed relabels or restores pairs). An entry that fails to read
(torn, edited: the file's content hash no longer matches) or belongs to another key is rebuilt.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.io import to_dict, write_text_atomic
from harness.core.records import RetrievalSettings
from harness.core.settings import cache_dir
from harness.core.sources import source_digest
from harness.corpus.base import Corpus
from harness.questions.qset import QuestionSet, dumps_question_set, read_question_set
from harness.questions.templates import BUILDER_VERSION

log = logging.getLogger(__name__)

CACHE_FORMAT = 1
"""Bump when the entry layout or the key changes meaning."""
SOURCES = ("questions", "text", "retrieval", "corpus", "core/records.py")
"""What the builder's output depends on, relative to the ``harness`` package."""

Builder = Callable[[], QuestionSet]


def builder_source_digest() -> str:
    """sha256 over the builder's source files (paths and bytes, in path order); read once a process."""
    return source_digest(SOURCES)


def question_set_key(
    corpus: Corpus, seed: int, counts: Mapping[str, int] | None, settings: RetrievalSettings
) -> dict[str, Any]:
    """Everything a built question set depends on; the entry is named by its hash."""
    return {
        "cache_format": CACHE_FORMAT,
        "corpus": corpus.name,
        "corpus_fingerprint": corpus.fingerprint,
        "seed": seed,
        "counts": None if counts is None else dict(sorted(counts.items())),
        "retrieval": to_dict(settings),
        "builder_version": BUILDER_VERSION,
        "builder_source": builder_source_digest(),
        "errata": errata_digest(corpus.name),
    }


def errata_digest(corpus_name: str) -> str:
    """sha256 of the corpus's errata file (``corpora/<name>/errata.jsonl``), or "" when it has none."""
    from harness.questions.contractnli.errata import errata_path  # the reader's layer: only when keying

    path = errata_path(corpus_name)
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else ""


def entry_path(key: Mapping[str, Any]) -> Path:
    digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode("utf-8")).hexdigest()[:32]
    return cache_dir() / "questions" / f"{digest}.jsonl"


def cached_question_set(
    corpus: Corpus,
    build: Builder,
    *,
    seed: int,
    counts: Mapping[str, int] | None = None,
    settings: RetrievalSettings | None = None,
) -> tuple[QuestionSet, bool]:
    """The question set ``build()`` makes for this key, read from the cache when an entry is there.

    ``build`` must build with exactly ``seed``, ``counts`` and ``settings``. Returns the set and
    whether it came from the cache. A build error is raised as it is and nothing is cached.
    """
    key = question_set_key(corpus, seed, counts, settings or RetrievalSettings())
    path = entry_path(key)
    if path.is_file():
        try:
            qset = read_question_set(path)
            header = qset.header
            if (header.corpus_fingerprint, header.seed) != (corpus.fingerprint, seed):
                raise HarnessError("the entry belongs to another corpus or seed", "rebuild it")
            return qset, True
        except (HarnessError, OSError, ValueError) as exc:  # a damaged entry is only a cache miss
            log.warning("rebuilding damaged question-set cache entry %s: %s", path, exc)
            path.unlink(missing_ok=True)
    qset = build()
    path.parent.mkdir(parents=True, exist_ok=True)
    # Another process may be writing the same entry: each writes its own temp file and renames.
    write_text_atomic(path, dumps_question_set(qset), shared=True)
    return qset, False
