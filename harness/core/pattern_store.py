"""Regular expressions that libraries compile while a process starts, compiled once per machine.

``re.compile`` parses and compiles a pattern in pure Python (``re._parser``, ``re._compiler``) and
hands the result to the regex engine (``_sre.compile``). The libraries a ``harness`` command imports
(click, jinja2, rich, and html.parser, logging, platform, gettext of the standard library) compile
about eighty patterns as they are imported: some 25 ms of CPU in every run, for the same patterns
each time. ``install`` (the ``harness`` command's own process, before those imports) puts a stand-in
for ``re._compiler.compile`` that keeps what the engine is given (flags, code words, group tables) in
a ``marshal`` file in the cache folder, and hands a stored entry straight to the engine, so a later
process skips the parsing and compiling: the ``re.Pattern`` it gets is the one ``re.compile`` makes
(equal to it: same pattern, flags and code). What modules compile as they are imported is kept
(``_importing``), and, in a file of its own, what the harness's own functions compile as they run
(``_harness_code``: ``re.split(r"[,;:]", ...)`` in a function body, the grader's patterns built
around a corpus's party names; about thirty in a warm nda-mini run, 3 % of its instructions). That
file is capped lower (``MAX_RUNTIME_ENTRIES``, started again past it) and never resets the import
file, so patterns made from data cannot crowd out the libraries'. The reader's patterns have their
own store (``harness.core.regex_store``, which also adds guards); this one changes nothing in a
pattern.

Keyed by the interpreter (cache tag) and the engine's version (``_sre.MAGIC``). An entry the engine
refuses (it validates the code words), or a file that cannot be read, is compiled the ordinary way;
new entries are written when the process ends, atomically. Trusted as the code store is: the cache
folder is the user's own.
"""

from __future__ import annotations

import atexit
import importlib
import os
import re
import sys
from pathlib import Path
from types import FrameType
from typing import Any

from harness.core.marshal_store import read_store, write_store
from harness.core.settings import cache_dir

try:  # the internals re.compile ends in (Python 3.11+)
    _sre: Any = importlib.import_module("_sre")
    _compiler: Any = importlib.import_module("re._compiler")
    _parser: Any = importlib.import_module("re._parser")
    _ENGINE: str | None = f"{sys.implementation.cache_tag}-{_sre.MAGIC}"
    _builtin_compile: Any = _compiler.compile
    _compiler._code  # noqa: B018 - the step the stand-in repeats; without it nothing is installed
except (ImportError, AttributeError):  # pragma: no cover - another interpreter or version
    _ENGINE = None

FOLDER = "patterns"
MAX_ENTRIES = 2_000
"""Past this the file starts again (a run's imports compile about eighty library patterns)."""
_REFUSED = (RuntimeError, TypeError, ValueError, OverflowError)
"""What ``_sre.compile`` raises for an entry it does not accept."""
Key = tuple[Any, int]
"""(the pattern, str or bytes; the flags asked for)"""
Entry = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]
"""The engine's arguments after the pattern: flags, code words, groups - 1, group index, index group."""

MAX_RUNTIME_ENTRIES = 1_000
"""Past this the run-time file starts again (a warm nda-mini run compiles about thirty)."""

_BOOTSTRAP = "<frozen importlib._bootstrap>"
"""The file name of the frames that run an imported module's body."""
_RE_FOLDER = os.path.dirname(re.__file__) + os.sep
"""Where ``re``'s own frames come from (``re.split`` -> ``re._compile`` -> the stand-in)."""
_HARNESS_FOLDER = os.path.dirname(os.path.dirname(__file__)) + os.sep
"""The ``harness`` package's folder: run-time patterns of code in it are kept."""
_store: dict[Key, Entry] | None = None
_new: dict[Key, Entry] = {}
_runtime: dict[Key, Entry] | None = None
_new_runtime: dict[Key, Entry] = {}
_installed = False


def store_path() -> Path:
    return cache_dir() / FOLDER / f"sre-{_ENGINE}.marshal"


def runtime_store_path() -> Path:
    return cache_dir() / FOLDER / f"sre-{_ENGINE}-runtime.marshal"


def _load() -> dict[Key, Entry]:
    global _store
    if _store is None:
        _store = read_store(store_path, MAX_ENTRIES)
    return _store


def _load_runtime() -> dict[Key, Entry]:
    global _runtime
    if _runtime is None:
        _runtime = read_store(runtime_store_path, MAX_RUNTIME_ENTRIES)
    return _runtime


def _engine_arguments(pattern: str | bytes, flags: int) -> Entry:
    """What ``re._compiler.compile(pattern, flags)`` hands the engine after the pattern (its own steps)."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    groupindex = parsed.state.groupdict
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    # Plain ints: the code words are ``re._constants`` names (int subclasses marshal cannot write).
    words = [int(word) for word in code]
    return int(flags | parsed.state.flags), words, parsed.state.groups - 1, groupindex, tuple(indexgroup)


def stored_compile(pattern: Any, flags: int = 0) -> Any:
    """A stand-in for ``re._compiler.compile``: a text pattern's engine arguments from the store when
    an earlier process compiled it; anything else (a parsed pattern, ``re.DEBUG``) as the builtin does."""
    if not isinstance(pattern, (str, bytes)) or flags & re.DEBUG:
        return _builtin_compile(pattern, flags)
    flags = int(flags)
    key = (pattern, flags)
    known = _load().get(key) or _load_runtime().get(key)  # the second file is read at its first use
    if known is not None:
        try:
            return _sre.compile(pattern, *known)
        except _REFUSED:  # damaged or foreign: compiled again and replaced
            pass
    entry = _engine_arguments(pattern, flags)
    compiled = _sre.compile(pattern, *entry)
    caller = sys._getframe(1)
    if _importing(caller):
        _load()[key] = _new[key] = entry
    elif _harness_code(caller):
        _load_runtime()[key] = _new_runtime[key] = entry
    return compiled


def _importing(frame: FrameType | None) -> bool:
    """Whether a module is being imported below ``frame``: only a pattern compiled by a module's body
    (or what the body calls) is kept. Those are the same in every process; a pattern made at run time
    may be made from data (a name in a corpus, a user's option) and would grow the file without end."""
    while frame is not None:
        if frame.f_code.co_filename == _BOOTSTRAP:
            return True
        frame = frame.f_back
    return False


def _harness_code(frame: FrameType | None) -> bool:
    """Whether the code that asked for the pattern (the first frame outside ``re``) is the harness's
    own: its run-time patterns are constants written in a function and patterns built around a
    corpus's names, a few dozen, the same in every run on the corpus (a library's may be made
    from anything a user passes it: a glob, a format)."""
    while frame is not None and frame.f_code.co_filename.startswith(_RE_FOLDER):
        frame = frame.f_back
    return frame is not None and frame.f_code.co_filename.startswith(_HARNESS_FOLDER)


def install() -> None:
    """Compile the patterns of every module imported from now on through the store, and save new
    entries when the process ends. For the ``harness`` command's own process."""
    global _installed
    if _installed or _ENGINE is None:
        return
    _installed = True
    _compiler.compile = stored_compile
    atexit.register(save)


def save() -> None:
    """Write the entries this process compiled into the store files (atomically)."""
    write_store(store_path, _new, MAX_ENTRIES)
    write_store(runtime_store_path, _new_runtime, MAX_RUNTIME_ENTRIES)
