"""httpx for a synchronous client, without importing what a synchronous client never runs.

``import httpx`` also imports httpx's command-line tool (``httpx._main``: pygments and rich's
syntax highlighter), and httpcore imports trio and anyio at its top for the locks of its *async*
pool. With trio installed that is about 0.1 s of CPU before a run's first request. Here they are
loaded on first use instead: ``httpx.main`` imports the tool when called, and the names ``trio``
and ``anyio`` in httpcore's synchronisation module are stand-in modules that import the real one
when an attribute is first read, so async code in the same process gets the real objects. A
package that is not installed stays ``None`` there, as httpcore itself leaves it; a package that
is already imported is used as it is. Nothing changes for a process that imported httpx before.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types
from typing import Any

ON_FIRST_USE = ("trio", "anyio")
"""Packages httpcore's ``_synchronization`` imports at its top for async code only."""
_CLI = "httpx._main"


class OnFirstUse(types.ModuleType):
    """Stands for a module not imported yet: the first attribute read imports it."""

    def __getattr__(self, name: str) -> Any:
        return getattr(importlib.import_module(self.__name__), name)


def _cli_main(*args: Any, **kwargs: Any) -> Any:
    """``httpx.main`` (the ``httpx`` command), its module imported when it runs."""
    from httpx._main import main

    return main(*args, **kwargs)


def _hold() -> list[str]:
    """Makes ``import`` of the deferred names fail for a first import of httpx; returns those names."""
    if "httpx" in sys.modules or "httpcore._synchronization" in sys.modules:
        return []
    held = [name for name in (_CLI, *ON_FIRST_USE) if name not in sys.modules]
    for name in held:
        sys.modules[name] = None  # type: ignore[assignment]  # ``import name`` raises ImportError
    return held


def _release(held: list[str]) -> None:
    for name in held:
        if name in sys.modules and sys.modules[name] is None:
            del sys.modules[name]


def _defer(held: list[str], httpx_module: types.ModuleType, synchronization: types.ModuleType) -> None:
    """Puts the stand-ins where the held imports left ``None``."""
    if _CLI in held:
        httpx_module.main = _cli_main  # type: ignore[attr-defined]
    for name in ON_FIRST_USE:
        if name in held and getattr(synchronization, name, 0) is None and importlib.util.find_spec(name):
            setattr(synchronization, name, OnFirstUse(name))


_held = _hold()
try:
    import httpcore._synchronization as _synchronization
    import httpx as httpx
finally:
    _release(_held)
_defer(_held, httpx, _synchronization)
__all__ = ["httpx"]
