"""A digest of the harness's own source files, for on-disk cache keys: an entry made by code that
has since been edited (without a version bump) is never served."""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=8)
def source_digest(names: tuple[str, ...]) -> str:
    """sha256 over the files under each of ``names`` (a file or a folder, relative to the ``harness``
    package): their paths and bytes, in path order, bytecode left out; read once a process."""
    digest = hashlib.sha256()
    for name in names:
        root = PACKAGE / name
        files = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file())
        for path in files:
            if "__pycache__" in path.parts or path.suffix == ".pyc":
                continue
            digest.update(path.relative_to(PACKAGE).as_posix().encode("utf-8") + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()
