"""A dict kept in a ``marshal`` file in the cache folder: how the code and pattern stores
(``harness.core.code_store``, ``harness.core.pattern_store``) keep what a process compiled for the
next one. Read whole, written whole and atomically; anything unreadable is an empty store.

Imports nothing that compiles a regular expression (``tempfile`` and ``logging`` only when
writing, at exit): the pattern store reads this while the libraries it serves are imported.
"""

from __future__ import annotations

import marshal
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

UNREADABLE = (OSError, ValueError, EOFError, TypeError, RuntimeError)
"""What reading a store can raise (RuntimeError: ``Path.home()`` without a home folder)."""


def read_store(path: Callable[[], Path], max_entries: int) -> dict[Any, Any]:
    """The ``marshal`` dict at ``path()``; empty when there is none, it is damaged, it is past
    ``max_entries`` or there is no cache folder (then everything is compiled as usual)."""
    try:
        data = marshal.loads(path().read_bytes())
    except UNREADABLE:
        return {}
    return data if isinstance(data, dict) and len(data) <= max_entries else {}


def write_store(path: Callable[[], Path], new: dict[Any, Any], max_entries: int) -> None:
    """Add ``new`` to the ``marshal`` dict at ``path()`` (atomically; started again past
    ``max_entries``), then empty ``new``. A read-only or missing cache folder costs only the compiling."""
    if not new:
        return
    import logging
    import tempfile

    where: Path | str = "the cache folder"
    try:
        where = path()
        kept = read_store(lambda: where, max_entries - len(new))
        kept.update(new)
        where.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=where.parent, prefix=where.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                marshal.dump(kept, fh)
            os.replace(tmp, where)
        finally:
            Path(tmp).unlink(missing_ok=True)
        new.clear()
    except (OSError, RuntimeError, ValueError) as exc:
        logging.getLogger(__name__).debug("could not keep compiled code in %s: %s", where, exc)
