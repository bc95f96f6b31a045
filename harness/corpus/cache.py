"""On-disk cache of parsed corpora, keyed by the source files' content and the loader settings.

An entry holds the parsed records and their content fingerprint behind a sha256 checksum;
an entry that is truncated, edited or from another format version is rebuilt, never
trusted. Where a corpus was loaded from is not part of the key: the caller attaches the current
location to whatever comes out.
"""

from __future__ import annotations

import hashlib
import json
import logging
import pickle
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.core.io import write_bytes_atomic
from harness.core.settings import cache_dir
from harness.corpus.base import Corpus

log = logging.getLogger(__name__)

CACHE_VERSION = 1
"""Bump when a parser changes what it builds from the same files, so old entries miss."""
_MAGIC = b"rubric-harness corpus cache v1\n"


def cache_key(name: str, file_hashes: list[str], settings: dict[str, Any]) -> str:
    """sha256 over the corpus name, the source files' content hashes and the loader settings."""
    blob = json.dumps(
        {"v": CACHE_VERSION, "name": name, "files": file_hashes, "settings": settings},
        sort_keys=True,
        default=str,
    )
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def entry_path(name: str, key: str) -> Path:
    return cache_dir() / "corpora" / f"{name}-{key[:24]}.pkl"


def _read(path: Path) -> Corpus | None:
    try:
        data = path.read_bytes()
    except OSError:
        return None
    head = len(_MAGIC)
    if not data.startswith(_MAGIC) or len(data) < head + 64:
        return None
    checksum, payload = data[head : head + 64], data[head + 64 :]
    if hashlib.sha256(payload).hexdigest().encode("ascii") != checksum:
        return None
    try:
        fields, fingerprint = pickle.loads(payload)
        corpus = Corpus(**fields)
    except Exception:  # any unpickling failure means "rebuild"
        return None
    # cached_property keeps its value in the instance dict: reuse the fingerprint computed at build.
    vars(corpus)["fingerprint"] = fingerprint
    return corpus


def _write(path: Path, corpus: Corpus) -> None:
    fields = {
        "name": corpus.name,
        "documents": corpus.documents,
        "passages": corpus.passages,
        "hypotheses": corpus.hypotheses,
        "gold": corpus.gold,
        "split": corpus.split,
        "source": corpus.source,
    }
    payload = pickle.dumps((fields, corpus.fingerprint), protocol=pickle.HIGHEST_PROTOCOL)
    checksum = hashlib.sha256(payload).hexdigest().encode("ascii")
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        write_bytes_atomic(path, _MAGIC + checksum + payload, shared=True)
    except OSError as exc:  # a read-only cache slows later loads down but must not fail this one
        log.warning("could not write corpus cache %s: %s", path, exc)


def cached_corpus(name: str, key: str, build: Callable[[], Corpus], source: dict[str, str]) -> Corpus:
    """The corpus cached under ``key``, else ``build()`` it and cache it; ``source`` is attached.

    ``build`` may put facts found while parsing (such as a ``note`` on dropped duplicates)
    in its corpus's ``source``: they are cached with it, while ``source`` (where the files
    are now) overrides them.
    """
    path = entry_path(name, key)
    corpus = _read(path) if path.exists() else None
    if corpus is None:
        if path.exists():
            log.warning("corpus cache entry %s is damaged; rebuilding it", path)
        corpus = build()
        _write(path, corpus)
    fresh = Corpus(
        name=corpus.name,
        documents=corpus.documents,
        passages=corpus.passages,
        hypotheses=corpus.hypotheses,
        gold=corpus.gold,
        split=corpus.split,
        source={**corpus.source, **source, "cache_key": key},
    )
    vars(fresh)["fingerprint"] = corpus.fingerprint
    return fresh
