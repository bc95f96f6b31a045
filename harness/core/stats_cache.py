"""Bootstrap intervals kept on disk: the same values resampled with the same seed always give the
same interval, and making one needs numpy (a tenth of a second or more to import, most of what a
report costs), so a report of answers graded before reads its intervals instead.

An entry is ``<cache_dir>/bootstrap/<key hash>.json``: the key and the interval's value and bounds.
The key holds what the interval depends on: the method, the values in order (floats, exact through
JSON), the seed, the resample count and confidence, a digest of ``core/stats.py`` (an edited
method never serves old intervals) and of numpy's version file (numpy's generator makes the
resamples). An entry that cannot be read or belongs to another key is computed again and replaced;
a cache folder that cannot be written costs only the computation.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import sys
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.core.settings import cache_dir
from harness.core.sources import source_digest

log = logging.getLogger(__name__)

CACHE_FORMAT = 1
"""Bump when the entry layout or the key changes meaning."""
FOLDER = "bootstrap"
SOURCES = ("core/stats.py",)

Bounds = tuple[float | None, float | None, float | None]
"""An interval's value, low and high bound."""


@lru_cache(maxsize=1)
def numpy_version() -> str:
    """A digest of numpy's ``version.py`` (its version and build), found without importing numpy;
    "none" without numpy."""
    loaded = sys.modules.get("numpy")
    origin = getattr(loaded, "__file__", None) if loaded is not None else None
    if origin is None:
        spec = importlib.util.find_spec("numpy")
        origin = spec.origin if spec is not None else None
    if origin is None:
        return "none"
    try:
        text = (Path(origin).parent / "version.py").read_bytes()
    except OSError:
        return "unknown"
    return hashlib.sha256(text).hexdigest()[:16]


def interval_key(method: str, values: Sequence[float], settings: dict[str, Any]) -> dict[str, Any]:
    """Everything the interval of ``values`` by ``method`` with ``settings`` depends on."""
    return {
        "cache_format": CACHE_FORMAT,
        "method": method,
        "settings": settings,
        "stats_source": source_digest(SOURCES),
        "numpy": numpy_version(),
        "values": [float(v) for v in values],
    }


def entry_path(key: dict[str, Any]) -> Path:
    digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode("utf-8")).hexdigest()[:32]
    return cache_dir() / FOLDER / f"{digest}.json"


def _bound(value: object) -> float | None:
    if value is None or isinstance(value, float):
        return value
    raise ValueError(f"not a bound: {value!r}")


def _read(path: Path, key: dict[str, Any]) -> Bounds:
    entry = json.loads(path.read_text(encoding="utf-8"))
    if entry["key"] != key:
        raise ValueError("the entry belongs to another key")
    value, low, high = entry["interval"]
    return _bound(value), _bound(low), _bound(high)


def cached_interval(
    method: str, values: Sequence[float], settings: dict[str, Any], compute: Callable[[], Bounds]
) -> Bounds:
    """What ``compute()`` gives for ``values``, read from the cache when an entry is there.
    ``compute`` must depend on nothing but ``method``, ``values`` and ``settings`` (and the code)."""
    key = interval_key(method, values, settings)
    path = entry_path(key)
    try:
        return _read(path, key)
    except FileNotFoundError:
        pass
    except (OSError, ValueError, KeyError, TypeError) as exc:  # a damaged entry is only a miss
        log.warning("computing again for damaged bootstrap cache entry %s: %s", path, exc)
    bounds = compute()
    try:
        from harness.core.io import write_text_atomic

        path.parent.mkdir(parents=True, exist_ok=True)
        # A cache entry, rewritten on demand: atomic (concurrent runs), no fsync.
        entry = json.dumps({"key": key, "interval": list(bounds)})
        write_text_atomic(path, entry, shared=True, durable=False)
    except OSError as exc:
        log.warning("could not keep a bootstrap interval in %s: %s", path, exc)
    return bounds
