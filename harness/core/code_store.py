"""Python code that libraries generate while a process starts, compiled once per machine, not once
per process.

``dataclasses`` writes the source of every dataclass's ``__init__``, ``__repr__``, ``__eq__`` ...
and compiles it with ``exec`` (about 360 functions for the sixty dataclasses a run defines);
``typing`` compiles every string annotation it resolves, cattrs and attrs the converters and
methods they generate. Parsing and compiling that text is a tenth of a warm run's instructions.
Ordinary modules avoid it through ``.pyc`` files; this store does the same for generated text: the
code object ``compile`` makes for a text (and file name, mode and ``__future__`` flags) is kept in a
``marshal`` file in the cache folder, as a ``.pyc`` keeps a module's, and a later process execs the
stored code object instead: the same code, so the same functions.

``install`` (called by the ``harness`` command, never on ``import harness``) points the names
``exec`` in ``dataclasses`` and ``compile`` in ``typing`` at the store; ``cover`` does the same for
modules imported later (cattrs and attrs, by ``harness.core.io``) once the store is installed. A
call the store does not handle (bytes, an AST, other flags) goes to the builtin with the flags the
builtin would have inherited from its caller. The file is keyed by the interpreter (cache tag,
bytecode magic number, optimisation level); one that cannot be read is started again, new entries
are written when the process ends, atomically.
"""

from __future__ import annotations
import __future__

import atexit
import builtins
import importlib.util
import sys
import types
from functools import reduce
from operator import or_
from pathlib import Path
from typing import Any

from harness.core.marshal_store import read_store, write_store
from harness.core.settings import cache_dir

FOLDER = "code"
MAX_ENTRIES = 5_000
"""Past this the file starts again (edited classes leave their old entries behind; a run uses about
800)."""
FUTURE_FLAGS: int = reduce(
    or_, (getattr(__future__, name).compiler_flag for name in __future__.all_feature_names)
)
"""The ``__future__`` flags a ``compile`` or ``exec`` without ``dont_inherit`` takes from its caller."""

Key = tuple[str, str, str, int]  # source, file name, mode, flags
_store: dict[Key, types.CodeType] | None = None
_new: dict[Key, types.CodeType] = {}
_installed = False


def store_path() -> Path:
    tag = f"{sys.implementation.cache_tag}-{importlib.util.MAGIC_NUMBER.hex()}-o{sys.flags.optimize}"
    return cache_dir() / FOLDER / f"code-{tag}.marshal"


def _load() -> dict[Key, types.CodeType]:
    global _store
    if _store is None:
        _store = read_store(store_path, MAX_ENTRIES)
    return _store


def compile_stored(source: str, filename: str, mode: str, flags: int) -> types.CodeType:
    """``compile(source, filename, mode, flags, dont_inherit=True)``, from the store when an earlier
    process compiled the same text."""
    key = (source, filename, mode, flags)
    code = _load().get(key)
    if not isinstance(code, types.CodeType):
        code = builtins.compile(source, filename, mode, flags, dont_inherit=True)
        _load()[key] = _new[key] = code
    return code


def _inherited(frame: types.FrameType | None) -> int:
    return frame.f_code.co_flags & FUTURE_FLAGS if frame is not None else 0


def stored_compile(
    source: Any, filename: Any, mode: str, flags: int = 0, dont_inherit: bool = False, optimize: int = -1
) -> Any:
    """A stand-in for the builtin ``compile``: the caller's flags are inherited as the builtin does."""
    if not dont_inherit:
        flags |= _inherited(sys._getframe(1))
    if isinstance(source, str) and isinstance(filename, str) and optimize == -1 and not flags & ~FUTURE_FLAGS:
        return compile_stored(source, filename, mode, flags)
    return builtins.compile(source, filename, mode, flags, dont_inherit=True, optimize=optimize)


def stored_exec(source: Any, globals: Any = None, locals: Any = None, /, **options: Any) -> None:
    """A stand-in for the builtin ``exec``: a text is compiled as ``exec`` compiles it (file name
    ``<string>``, the caller's flags); no namespace means the caller's, as with the builtin."""
    caller = sys._getframe(1)
    if isinstance(source, str):
        source = compile_stored(source, "<string>", "exec", _inherited(caller))
    if globals is None:
        globals = caller.f_globals
        locals = caller.f_locals if locals is None else locals
    builtins.exec(source, globals, locals, **options)


def cover(*modules: types.ModuleType) -> None:
    """Once the store is installed: ``compile`` and ``exec`` in ``modules`` use it (a module that
    never names one keeps the builtin)."""
    if not _installed:
        return
    for module in modules:
        module.compile = stored_compile  # type: ignore[attr-defined]
        module.exec = stored_exec  # type: ignore[attr-defined]


def install() -> None:
    """Use the store for the code ``dataclasses`` and ``typing`` generate, and save new entries when
    the process ends. For the ``harness`` command's own process."""
    global _installed
    if _installed:
        return
    import dataclasses
    import typing

    _installed = True
    cover(dataclasses, typing)
    atexit.register(save)


def save() -> None:
    """Write the entries this process compiled into the store file (atomically)."""
    write_store(store_path, _new, MAX_ENTRIES)
