"""On-disk cache of BM25 indexes, keyed by corpus fingerprint, BM25 parameters, backend and tokenizer.

An entry is a folder ``<cache_dir>/indexes/<key>/`` holding bm25s's file layout plus
``harness.json``; it is written to a temporary folder and renamed into place, and always opened
memory-mapped (with numpy alone, see ``open_index``), also right after it was built. An entry
that fails to open or to match its key is removed and rebuilt. The harness writes and scores
the arrays itself, so the key holds no bm25s version.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from harness.core.settings import cache_dir
from harness.text.tokenize import TOKENIZER_VERSION

if TYPE_CHECKING:
    from harness.retrieval.bm25s_backend import Bm25Index

log = logging.getLogger(__name__)

INDEX_FORMAT = 1
"""Bump when the saved layout or the IDF adjustment changes."""
META_FILE = "harness.json"


def index_key(fingerprint: str, k1: float, b: float, backend: str) -> dict[str, str | float | int]:
    """Everything an index depends on; the cache folder is named by its hash."""
    return {
        "corpus_fingerprint": fingerprint,
        "k1": float(k1),
        "b": float(b),
        "backend": backend,
        "tokenizer": TOKENIZER_VERSION,
        "index_format": INDEX_FORMAT,
    }


def index_path(key: dict[str, str | float | int]) -> Path:
    digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode("utf-8")).hexdigest()[:32]
    return cache_dir() / "indexes" / digest


def _load(path: Path, key: dict[str, str | float | int], num_docs: int) -> Bm25Index:
    from harness.retrieval.bm25s_backend import open_index  # numpy: only to open an index, not to key one

    meta = json.loads((path / META_FILE).read_text(encoding="utf-8"))
    if meta.get("key") != key or meta.get("num_docs") != num_docs:
        raise ValueError("index metadata does not match its key")
    index = open_index(path, mmap=True)
    if index.num_docs != num_docs:
        raise ValueError("index arrays are inconsistent")
    return index


def _save(
    write: Callable[[Path], object], path: Path, key: dict[str, str | float | int], num_docs: int
) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{path.name}-", dir=path.parent))
    try:
        write(tmp)
        (tmp / META_FILE).write_text(json.dumps({"key": key, "num_docs": num_docs}), encoding="utf-8")
        try:
            os.rename(tmp, path)
        except OSError:
            # Another process finished the same entry first; its copy is equivalent.
            shutil.rmtree(tmp, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def cached_index(
    key: dict[str, str | float | int], num_docs: int, write: Callable[[Path], object]
) -> tuple[Bm25Index, bool]:
    """The cached index for ``key`` (memory-mapped), writing it with ``write(folder)`` if needed.

    Returns the index and whether it came from the cache. A fresh entry is returned the way a
    later process gets it, memory-mapped from disk, so a big index never has to fit in memory.
    """
    path = index_path(key)
    if path.is_dir():
        try:
            return _load(path, key, num_docs), True
        except Exception as exc:  # any unreadable entry is only a cache miss
            log.warning("rebuilding corrupt index cache entry %s: %s", path, exc)
            shutil.rmtree(path, ignore_errors=True)
    _save(write, path, key, num_docs)
    return _load(path, key, num_docs), False
