"""Regular expressions compiled once per machine, not once per process.

The reader's few hundred patterns cost about 0.2 s of CPU to compile in every process that grades
(``re``'s compiler is pure Python), more than a hundred answers take to read. ``compile`` keeps
what that compiler produces (the engine's code words and group tables) in a JSON file in the
cache folder and hands a stored entry straight to the regex engine (``_sre.compile``, the call
``re.compile`` ends with), so a later process skips parsing and compiling. The resulting
``re.Pattern`` is the one ``re.compile`` makes (equal to it, with the same code), except that a
pattern the engine would try in full at every position gets a first-character guard where one is
known (``regex_literals.first_characters``: ``\\b(?:cut\\s+off|truncated)`` can only start at a c
or a t): the guard is written into the info block as the set of characters a match starts with
(each letter in every case ``re.IGNORECASE`` matches it, ``regex_literals.case_blind``), so that the
engine's search skips every other position in C, as it does for a pattern that opens with a plain
class; a guard holding a non-ASCII letter is a look-ahead instead (``(?=[ct])\\b(?:cut ...``: the
same matches, the matcher entered at each position but failing at once). The
file is in ``marshal`` format, each pattern's code words as the bytes of an unsigned 32-bit
``array`` (the engine's word size; one ``bytes`` object loads in a copy where a list of a thousand
ints is a thousand objects to read: the whole file loads in 0.7 ms instead of 5 ms, and
``array.tolist`` makes the list the engine takes only for a pattern that is used), trusted as the
corpus cache's pickles are: the cache folder is the user's own.

It is keyed by the interpreter (cache tag) and the engine's version (``_sre.MAGIC``). A
damaged or foreign entry (the engine validates code words, and refuses bad ones) is compiled the
ordinary way and replaced; an interpreter without these internals compiles every pattern the
ordinary way. New entries are written when the process ends, atomically.

Each entry also keeps the pattern's required literals (``harness.core.regex_literals``), found
from the same parse, so that ``compile_with_needs`` costs a later process no parse either; it hands
them out only for a pattern the engine tries at every position (not one anchored at the start).
An alternation's entry keeps its branches, each with its own required literals (``branches``,
``harness.core.regex_branches``).
"""

from __future__ import annotations

import array
import atexit
import importlib
import marshal
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from harness.core import regex_branches, regex_literals
from harness.core.settings import cache_dir

try:  # the internals re.compile uses (re._parser / re._compiler on 3.11+, sre_parse / sre_compile before)
    _NEW = sys.version_info >= (3, 11)
    _sre: Any = importlib.import_module("_sre")
    _compiler: Any = importlib.import_module("re._compiler" if _NEW else "sre_compile")
    _parser: Any = importlib.import_module("re._parser" if _NEW else "sre_parse")
    _ENGINE: str | None = f"{sys.implementation.cache_tag}-{_sre.MAGIC}"
    _c: Any = importlib.import_module("re._constants" if _NEW else "sre_constants")
    _INFO, _AT = int(_c.INFO), int(_c.AT)
    _INFO_FAST = int(_c.SRE_INFO_PREFIX | _c.SRE_INFO_CHARSET)
    _INFO_CHARSET = int(_c.SRE_INFO_CHARSET)
    _AT_START = {int(_c.AT_BEGINNING), int(_c.AT_BEGINNING_STRING)}
except (ImportError, AttributeError):  # pragma: no cover - another interpreter
    _ENGINE = None

FOLDER = "regex"
MAX_ENTRIES = 2_000
"""Past this the file starts again: edited patterns leave their old entries behind (a run uses
about 450-700, some 3 KB each; the file is read whole by every process)."""
_UNREADABLE = (OSError, ValueError, EOFError, TypeError)
FORMAT = 10
"""Bumped when an entry's shape or ``regex_literals``' reading changes, so that old files are left
alone (2: the required literals were added; 3: alternations keep several unions; 4: the order
sets are tested in; 5: `\\d` and ten-character classes need digits; 6: first-character guards;
7: guards as the info block's character set; 8: an alternation's branches; 9: start sets of any
number of letters; 10: code words as array bytes)."""
WORD = next(
    (c for c in "IL" if array.array(c).itemsize == getattr(sys.modules.get("_sre"), "CODESIZE", 4)), "I"
)
"""The ``array`` type code of the engine's code words (``SRE_CODE``, unsigned 32 bits)."""
Entry = list[Any]
"""[flags, code words (``WORD`` array bytes), groups - 1, group index, index group, required
literals, branches]: the
branches of an alternation worth splitting (``regex_branches``) as [source, required literals]
pairs, else None."""

_store: dict[str, Entry] | None = None
_new: dict[str, Entry] = {}


def store_path() -> Path | None:
    """The store of this interpreter and engine; None when patterns cannot be stored."""
    return cache_dir() / FOLDER / f"sre-{_ENGINE}-{FORMAT}.marshal" if _ENGINE else None


def _key(source: str, flags: int) -> str:
    return f"{int(flags)}:{source}"


def _load() -> dict[str, Entry]:
    global _store
    if _store is None:
        _store = {}
        path = store_path()
        try:
            data = marshal.loads(path.read_bytes()) if path else {}
        except _UNREADABLE:  # none yet, or damaged: rebuilt as patterns are compiled
            data = {}
        if isinstance(data, dict) and len(data) <= MAX_ENTRIES:
            _store = data
    return _store


def code_words(entry: Entry) -> list[int]:
    """An entry's code words, as the list the engine takes."""
    words = entry[1]
    if not isinstance(words, bytes):
        raise TypeError("damaged code words")
    return array.array(WORD, words).tolist()


def _from_entry(source: str, entry: Entry, code: list[int] | None = None) -> re.Pattern[str]:
    flags, _, groups, groupindex, indexgroup = entry[:5]
    words = code_words(entry) if code is None else code
    pattern: re.Pattern[str] = _sre.compile(source, flags, words, groups, groupindex, tuple(indexgroup))
    return pattern


def _compiled(source: str, flags: int) -> tuple[re.Pattern[str], Entry]:
    """What ``re.compile(source, flags)`` does, keeping the parts the engine is given."""
    parsed = _parser.parse(source, flags)
    needs = [list(strings) for strings in regex_literals.needs_of(parsed)]
    starts: list[Any] | None = None
    all_flags = flags | parsed.state.flags
    if _tried_everywhere(parsed, all_flags):
        every = regex_literals.first_characters(parsed, all_flags, max_letters=26)
        starts = None if every is None else regex_literals.case_blind(every, all_flags)
        guard = None if starts is not None else regex_literals.first_characters(parsed, all_flags)
        if guard is not None:  # the pattern behind a look-ahead at its first characters
            parsed.data.insert(0, (_c.ASSERT, (1, _parser.SubPattern(parsed.state, [(_c.IN, guard)]))))
    code = _compiler._code(parsed, flags)
    if starts is not None:
        code = _with_first_characters(code, starts, all_flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    # Plain ints (the code holds named constants), kept as the bytes of an array of them.
    words = array.array(WORD, [int(word) for word in code]).tobytes()
    entry: Entry = [
        int(flags | parsed.state.flags),
        words,
        parsed.state.groups - 1,
        groupindex,
        indexgroup,
        needs,
        _branches(source, flags, parsed.state.groups - 1, flags | parsed.state.flags),
    ]
    return _from_entry(source, entry), entry


def _branches(source: str, flags: int, groups: int, compiled_flags: int) -> list[Any] | None:
    """The entry's branches: [source, required literals] of each, when worth testing."""
    parts = regex_branches.branch_sources(source, flags, groups, compiled_flags)
    if parts is None:
        return None
    needs = [regex_literals.required(part, flags) for part in parts]
    if not regex_branches.worth_testing(needs):
        return None
    return [[part, [list(strings) for strings in need]] for part, need in zip(parts, needs, strict=True)]


def _with_first_characters(code: list[Any], starts: list[Any], flags: int) -> list[Any]:
    """``code`` whose info block names the characters a match starts with (``starts``, compared
    exactly): the engine's search then skips, in C, every position whose character is not one of
    them, as it does for a pattern that starts with a plain character class."""
    skip, lo, hi = code[1], code[3], code[4]
    charset: list[Any] = []
    _compiler._compile_charset(_compiler._optimize_charset(starts)[0], flags, charset)
    return [_INFO, 4 + len(charset), _INFO_CHARSET, lo, hi, *charset, *code[1 + skip :]]


def compile(source: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(source, flags)``, from the store when an earlier process compiled it."""
    return compile_with_needs(source, flags)[0]


def compile_with_needs(source: str, flags: int = 0) -> tuple[re.Pattern[str], regex_literals.Needs]:
    """``compile`` and the pattern's required literals (``regex_literals.required``; empty: unknown,
    or the pattern is ``anchored``)."""
    if _ENGINE is None or flags & re.DEBUG:
        return re.compile(source, flags), regex_literals.required(source, flags)
    store = _load()
    key = _key(source, flags)
    entry = store.get(key)
    if entry is not None:
        try:
            code = code_words(entry)
            return _from_entry(source, entry, code), _tested(entry, code)
        except Exception:  # damaged or foreign code: the engine refused it; compile it afresh
            del store[key]
    try:
        pattern, entry = _compiled(source, flags)
    except re.error:
        raise
    except Exception:  # internals changed shape: the ordinary way, unstored
        return re.compile(source, flags), ()
    store[key] = entry
    if not _new:
        atexit.register(save)
    _new[key] = entry
    return pattern, _tested(entry, code_words(entry))


def branches(source: str, flags: int = 0) -> regex_branches.Branches | None:
    """The branches of a pattern ``compile`` has compiled, each with its required literals; None when
    it is no alternation worth splitting (``regex_branches``)."""
    entry = _new.get(_key(source, flags)) or _load().get(_key(source, flags))
    if _ENGINE is None or entry is None or len(entry) < 7 or not entry[6]:
        return None
    try:
        parts = [(part, tuple(tuple(strings) for strings in need)) for part, need in entry[6]]
    except (TypeError, ValueError):  # damaged: the whole pattern runs, as without branches
        return None
    strings = [s for _, need in parts for n in need for s in n]
    if not all(isinstance(p, str) for p, _ in parts) or not all(s and isinstance(s, str) for s in strings):
        return None
    return regex_branches.Branches(tuple(p for p, _ in parts), tuple(n for _, n in parts), flags)


def _tried_everywhere(parsed: Any, flags: int) -> bool:
    """The engine tries the pattern in full at every position: its ``INFO`` block gives no literal
    prefix or character set to skip to, and it is not ``anchored`` (read from the info block and the
    code of the first item alone, without compiling the whole pattern)."""
    info: list[Any] = []
    _compiler._compile_info(info, parsed, flags)
    head: list[Any] = []
    _compiler._compile(head, parsed.data[:1], flags)
    return not info[2] & _INFO_FAST and not anchored([int(word) for word in head])


def anchored(code: list[int]) -> bool:
    """The engine code starts with ``^`` (not in MULTILINE mode) or ``\\A``: the engine tries one
    position only, and costs less than a test of the whole text for literals would."""
    at = code[1] + 1 if code and code[0] == _INFO else 0
    return len(code) > at + 1 and code[at] == _AT and code[at + 1] in _AT_START


def _tested(entry: Entry, code: list[int]) -> regex_literals.Needs:
    """The literals worth testing a text for before the engine runs: none for an anchored pattern."""
    needs = _needs(entry)
    return () if anchored(code) else needs


def _needs(entry: Entry) -> regex_literals.Needs:
    needs = tuple(tuple(strings) for strings in entry[5])
    if not all(strings and all(isinstance(s, str) and s for s in strings) for strings in needs):
        raise TypeError("damaged required literals")
    return needs


def save() -> None:
    """Write the patterns compiled since the store was read (merged with the file as it is now)."""
    path = store_path()
    if path is None or not _new:
        return
    try:
        try:
            on_disk = marshal.loads(path.read_bytes())
        except _UNREADABLE:
            on_disk = {}
        merged = on_disk if isinstance(on_disk, dict) and len(on_disk) < MAX_ENTRIES else {}
        merged.update(_new)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".sre-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(marshal.dumps(merged))
            os.replace(tmp, path)
        finally:
            Path(tmp).unlink(missing_ok=True)
        _new.clear()
    except OSError:  # a read-only cache folder: the next process compiles again, nothing is lost
        return
