"""Word sets a grader derives from a corpus's passages alone (a document's words, what a lead-in
passage introduces), kept on disk so that a process grading its first answers does not re-read the
documents a previous process read.

Each entry is one small JSON file under ``<cache>/corpus-facts/``, named by a digest of the fact's
name, its arguments, the corpus fingerprint and the source of the reader and graders
(``harness.core.sources``: an entry made by code since edited is never served). A damaged or
foreign entry is computed again; a read-only cache folder only costs the computation."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from functools import lru_cache, wraps
from pathlib import Path
from typing import Concatenate, ParamSpec

from harness.core.io import write_text_atomic
from harness.core.settings import CACHE_DIR_ENV, cache_dir
from harness.core.sources import source_digest
from harness.corpus.base import Corpus

FORMAT = 1
P = ParamSpec("P")
SOURCES = ("read", "text", "grade", "core/regex_literals.py", "core/regex_store.py")
"""What the facts are computed by (the tokenisers, the lexicon and its data, the graders)."""


KNOWN_SIZE = 4096
_known: dict[tuple[object, ...], frozenset[str]] = {}
"""The sets this process has read or computed (up to ``KNOWN_SIZE``), by name, corpus, arguments and
cache folder: a document asked about again (every answer citing it) costs no file read and no look
at the cache folder."""


def _path(name: str, corpus: Corpus, args: tuple[str | int, ...]) -> tuple[Path, str]:
    key = json.dumps([FORMAT, name, corpus.fingerprint, source_digest(SOURCES), *args])
    folder = _folder(os.environ.get(CACHE_DIR_ENV), os.environ.get("HOME"))
    return folder / f"{hashlib.sha256(key.encode()).hexdigest()}.json", key


@lru_cache(maxsize=8)
def _folder(setting: str | None, home: str | None) -> Path:
    """``<cache>/corpus-facts`` for the cache folder ``setting`` (and home folder, its default), found
    (and made) once, not once per set read; ``_store`` makes it again if it was removed since."""
    del setting, home  # the cache key: ``cache_dir`` reads them from the environment
    return cache_dir() / "corpus-facts"


def word_set(
    name: str, corpus: Corpus, args: tuple[str | int, ...], compute: Callable[[], frozenset[str]]
) -> frozenset[str]:
    """``compute()``, a set of strings that depends on ``corpus`` and ``args`` only, read from the cache
    folder when an earlier process stored it (then stored), then kept in memory for this process."""
    remembered = (name, corpus.fingerprint, args, os.environ.get(CACHE_DIR_ENV))
    known = _known.get(remembered)
    if known is not None:
        return known
    path, key = _path(name, corpus, args)
    found = _stored(path, key)
    if found is None:
        found = compute()
        _store(path, key, found)
    if len(_known) >= KNOWN_SIZE:
        _known.clear()
    _known[remembered] = found
    return found


def _stored(path: Path, key: str) -> frozenset[str] | None:
    """The set an earlier process stored at ``path`` under ``key``, or None."""
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        if (
            isinstance(stored, dict)
            and stored.get("key") == key
            and isinstance(words := stored.get("words"), list)
            and all(isinstance(w, str) for w in words)
        ):
            return frozenset(words)
    except (OSError, ValueError):
        pass
    return None


def _store(path: Path, key: str, found: frozenset[str]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"key": key, "words": sorted(found)}, ensure_ascii=False)
        write_text_atomic(path, text, shared=True, durable=False)
    except OSError:
        pass  # a read-only cache folder: computed again next time


def kept(
    name: str,
) -> Callable[
    [Callable[Concatenate[Corpus, P], frozenset[str]]], Callable[Concatenate[Corpus, P], frozenset[str]]
]:
    """A function of a corpus and plain arguments (str, int) returning a set of strings, its results
    kept on disk as ``name`` (``word_set``)."""

    def wrap(
        fn: Callable[Concatenate[Corpus, P], frozenset[str]],
    ) -> Callable[Concatenate[Corpus, P], frozenset[str]]:
        @wraps(fn)
        def cached(corpus: Corpus, *args: P.args, **kwargs: P.kwargs) -> frozenset[str]:
            plain = (*args, *(item for pair in sorted(kwargs.items()) for item in pair))
            return word_set(name, corpus, plain, lambda: fn(corpus, *args, **kwargs))  # type: ignore[arg-type]

        return cached

    return wrap
