"""Records to versioned JSONL and back, through one reader and one migration point.

Each line is one JSON object: ``{"record": <type name>, "schema_version": N, ...fields}``.
Appends are flushed and fsynced line by line so a crash leaves a parseable file; a torn
last line is reported, never silently kept.
"""

from __future__ import annotations

import errno
import json
import os
import sys
import threading
import warnings
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, TypeVar, Union, get_args, get_origin

import cattrs
from cattrs.strategies import configure_union_passthrough

from harness.core import code_store
from harness.core.errors import HarnessError
from harness.core.records import RECORD_TYPES, SCHEMA_VERSION, SCHEMA_VERSIONS

T = TypeVar("T")
# The converters cattrs (and the attrs classes it defines) generate: from the code store in the
# ``harness`` command (a no-op elsewhere).
code_store.cover(*(sys.modules[name] for name in ("cattrs.gen", "attr._make") if name in sys.modules))

_converter = cattrs.Converter(forbid_extra_keys=True)
# Let unions of JSON scalars (e.g. settings values ``int | float | str``) pass through as-is.
configure_union_passthrough(Union[str, int, float, bool, None], _converter)  # noqa: UP007
_BY_NAME: dict[str, type] = {cls.__name__: cls for cls in RECORD_TYPES}


def _is_sequence_tuple(cls: Any) -> bool:
    args = get_args(cls)
    return get_origin(cls) is tuple and len(args) == 2 and args[1] is Ellipsis


def _sequence_tuple_hook(cls: Any) -> Callable[[Any, Any], tuple[Any, ...]]:
    """Every ``tuple[X, ...]`` field reads a JSON list, never a string (which would give a tuple of
    its characters: ``"mini-01:1"`` as ``("m", "i", ...)``) nor an object (its keys)."""
    inner = get_args(cls)[0]

    def structure(value: Any, _cls: Any) -> tuple[Any, ...]:
        if not isinstance(value, (list, tuple)):
            shown = json.dumps(value, ensure_ascii=False)
            raise TypeError(f"expected a list, got {type(value).__name__} {shown[:60]}")
        return tuple(_converter.structure(v, inner) for v in value)

    return structure


_converter.register_structure_hook_factory(_is_sequence_tuple, _sequence_tuple_hook)

Migration = Callable[[dict[str, Any]], dict[str, Any]]
# (record name, from version) -> function returning the payload at from version + 1.
MIGRATIONS: dict[tuple[str, int], Migration] = {}


def schema_version(name: str) -> int:
    """The current schema version of record type ``name``."""
    return SCHEMA_VERSIONS.get(name, SCHEMA_VERSION)


_GRADE_V1_SCORES = ("lexical", "citation_score", "judge_policy")


def _grade_1_to_2(payload: dict[str, Any]) -> dict[str, Any]:
    """Grade 1 kept three graders' side scores as fields; 2 keeps them in ``scores``."""
    scores = dict(payload.pop("scores", {}) or {})
    for name in _GRADE_V1_SCORES:
        value = payload.pop(name, None)
        if value is not None:
            scores[name] = value
    return {**payload, "scores": scores}


MIGRATIONS[("Grade", 1)] = _grade_1_to_2


class TornLineWarning(UserWarning):
    """The last line of a JSONL file was cut off by a crash and was left out."""


def to_dict(record: Any) -> dict[str, Any]:
    """The JSON-ready payload of a record, tagged with its type and schema version."""
    name = type(record).__name__
    if name not in _BY_NAME:
        raise TypeError(f"{name} is not a harness record")
    payload = _converter.unstructure(record)
    return {"record": name, "schema_version": schema_version(name), **payload}


def to_line(record: Any) -> str:
    """One JSONL line (no trailing newline); keys sorted so equal records give equal bytes."""
    return json.dumps(to_dict(record), ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _migrate(name: str, version: int, payload: dict[str, Any]) -> dict[str, Any]:
    while version < schema_version(name):
        step = MIGRATIONS.get((name, version))
        if step is None:
            raise HarnessError(
                f"{name} record has schema_version {version}, and no migration to {schema_version(name)}",
                "rebuild the file with this version of rubric-harness",
            )
        payload = step(payload)
        version += 1
    return payload


def from_dict(data: dict[str, Any], cls: type[T], where: str = "record") -> T:
    """Rebuild a record of type ``cls`` from a tagged payload, migrating old versions."""
    data = dict(data)
    name = data.pop("record", None)
    version = data.pop("schema_version", None)
    if name != cls.__name__:
        raise HarnessError(
            f"{where}: expected a {cls.__name__} record, found {name!r}",
            "point the command at the right file",
        )
    if not isinstance(version, int):
        raise HarnessError(f"{where}: no schema_version", "the file was not written by rubric-harness")
    if version > schema_version(cls.__name__):
        raise HarnessError(
            f"{where}: schema_version {version} is newer than this harness ({schema_version(cls.__name__)})",
            "upgrade rubric-harness",
        )
    data = _migrate(cls.__name__, version, data)
    try:
        return _converter.structure(data, cls)
    except (cattrs.BaseValidationError, ValueError, TypeError, KeyError) as exc:
        detail = (
            "; ".join(cattrs.transform_error(exc))
            if isinstance(exc, cattrs.BaseValidationError)
            else str(exc)
        )
        raise HarnessError(
            f"{where}: malformed {cls.__name__}: {detail}",
            "regenerate the file; it was edited or written by another tool",
        ) from exc


def write_bytes_atomic(path: Path, data: bytes, *, shared: bool = False, durable: bool = True) -> None:
    """Write ``data`` to ``path`` through a fsynced temp file and a rename.

    Readers see the old file or the new one, never half of one. ``shared``: other processes or
    threads may write the same path at once (a cache entry written by concurrent judge calls
    on identical prompts), so the temp name carries the process and thread ids.
    ``durable=False`` skips the fsync: a killed process still leaves the old or the new file
    whole (the data is in the page cache), only a power loss may lose the new one. Only for
    files derived from records and written again on demand (the reports).
    """
    _write_atomic(path, (data,), shared=shared, durable=durable)


def _write_atomic(path: Path, pieces: Iterable[bytes], *, shared: bool, durable: bool) -> None:
    """``pieces`` written one after another into a temp file that then replaces ``path``
    (:func:`write_bytes_atomic`)."""
    path = Path(path)
    owner = f"{os.getpid()}-{threading.get_ident()}"
    tmp = path.with_name(f"{path.name}.{owner}.tmp" if shared else f"{path.name}.tmp")
    try:
        tmp.unlink(missing_ok=True)  # a leftover, or a planted link: never written through
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC | os.O_NOFOLLOW, 0o644)
        with os.fdopen(fd, "wb") as fh:
            for piece in pieces:
                fh.write(piece)
            if durable:
                fh.flush()
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_text_atomic(path: Path, text: str, *, shared: bool = False, durable: bool = True) -> None:
    """:func:`write_bytes_atomic` for UTF-8 text."""
    write_bytes_atomic(path, text.encode("utf-8"), shared=shared, durable=durable)


def write_pieces_atomic(path: Path, pieces: Iterable[str], *, durable: bool = True) -> None:
    """:func:`write_text_atomic` for a text made piece by piece (a rendered page): each piece is
    written as it comes, so the whole text is never held at once. A page holding one character
    outside the Basic Multilingual Plane (an emoji in one answer) is a string of four bytes per
    character: held whole, and copied by each join, a 6 MB report page cost 90 MiB."""
    _write_atomic(path, (piece.encode("utf-8") for piece in pieces), shared=False, durable=durable)


def write_jsonl(path: Path, records: Iterable[Any]) -> None:
    """Write ``records`` to ``path`` atomically, one JSONL line each."""
    write_text_atomic(path, "".join(to_line(record) + "\n" for record in records))


class JsonlAppender:
    """Appends records as whole lines, flushed and fsynced after each call."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        try:  # O_NOFOLLOW: a planted symlink never makes an append land in the file it points to
            fd = os.open(
                self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW, 0o644
            )
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise HarnessError(
                    f"{self.path} is a symbolic link; records are never appended through a link",
                    f"remove the link ({self.path}) and rerun",
                ) from None
            raise
        self._fh = os.fdopen(fd, "a", encoding="utf-8")

    def append(self, record: Any) -> None:
        self.append_many((record,))

    def append_many(self, records: Iterable[Any]) -> None:
        """Append whole lines, then flush and fsync once (nothing to do for no records)."""
        records = list(records)
        lines = "".join(to_line(record) + "\n" for record in records)
        if not lines:
            return
        self._fh.write(lines)
        self._fh.flush()
        os.fsync(self._fh.fileno())
        self.appended(lines, records)

    def appended(self, lines: str, records: list[Any]) -> None:
        """Called after every append with the text written and its records (a subclass keeps them)."""

    def close(self) -> None:
        self._fh.close()

    def __enter__(self) -> JsonlAppender:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def repair_torn_tail(path: Path) -> bool:
    """Cut a torn (unterminated, unparseable) last line off ``path``; warn and return True."""
    path = Path(path)
    if not path.exists():
        return False
    data = path.read_bytes()
    if not data or data.endswith(b"\n"):
        return False
    cut = data.rfind(b"\n") + 1
    tail = data[cut:]
    try:
        json.loads(tail)
    except ValueError:
        warnings.warn(
            f"{path}: the last line was cut off ({len(tail)} bytes; a crash, a full disk or a partial "
            "copy); it is dropped and that item will be redone",
            TornLineWarning,
            stacklevel=2,
        )
        with path.open("r+b") as fh:
            fh.truncate(cut)
        return True
    with path.open("ab") as fh:  # a whole object that only lacks its newline
        fh.write(b"\n")
    return False


def not_utf8(path: Path | str, exc: UnicodeDecodeError) -> HarnessError:
    """The one-line error for a file that is not UTF-8 text: where, and UTF-16 said by name."""
    data = exc.object if isinstance(exc.object, bytes) else b""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return HarnessError(
            f"{path}: UTF-16 text (it starts with a UTF-16 byte-order mark), not UTF-8",
            "save it as UTF-8 (e.g. `iconv -f UTF-16 -t UTF-8 IN > OUT`)",
        )
    byte = f"byte 0x{data[exc.start]:02x} " if exc.start < len(data) else ""
    return HarnessError(
        f"{path}: not UTF-8 text ({byte}at offset {exc.start} of the part read)",
        "save it as UTF-8 (e.g. `iconv -f CP1252 -t UTF-8 IN > OUT` for a Windows file)",
    )


def read_utf8(path: Path) -> str:
    """The text of ``path``; a file that is not UTF-8 is a one-line error naming it."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise not_utf8(path, exc) from None


def iter_json_lines(path: Path, *, partial_tail: bool = False) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(where, object)`` for each line of ``path``; a malformed line is an error, never skipped.

    ``partial_tail``: a writer is appending to the file right now, so an unterminated last
    line is its unfinished record and is left out; otherwise it is a torn line, an error
    whose fix is ``harness repair``.
    """
    path = Path(path)
    if not path.exists():
        raise HarnessError(f"{path}: no such file", "check the path")
    try:
        yield from _json_lines(path, partial_tail)
    except UnicodeDecodeError as exc:
        raise not_utf8(path, exc) from None


def _json_lines(path: Path, partial_tail: bool) -> Iterator[tuple[str, dict[str, Any]]]:
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            where = f"{path}:{lineno}"
            torn = not line.endswith("\n")
            try:
                data = json.loads(line)
            except json.JSONDecodeError as exc:
                if torn and partial_tail:
                    return
                if torn:
                    raise HarnessError(
                        f"{where}: torn last line ({exc.msg}); a crash, a full disk or a partial copy "
                        "cut it short",
                        f"run `harness repair {path.parent}` to drop it (the item it held is redone or "
                        "regraded), or restore the file",
                    ) from exc
                raise HarnessError(f"{where}: not valid JSON ({exc.msg})", "regenerate the file") from exc
            if not isinstance(data, dict):
                raise HarnessError(f"{where}: a line must be a JSON object", "regenerate the file")
            yield where, data


def iter_jsonl(path: Path, cls: type[T], *, partial_tail: bool = False) -> Iterator[T]:
    """Read records of type ``cls`` from ``path`` (see :func:`iter_json_lines`)."""
    for where, data in iter_json_lines(path, partial_tail=partial_tail):
        yield from_dict(data, cls, where)


def read_jsonl(path: Path, cls: type[T]) -> list[T]:
    """All records of ``path`` as a list (see :func:`iter_jsonl`)."""
    return list(iter_jsonl(path, cls))
