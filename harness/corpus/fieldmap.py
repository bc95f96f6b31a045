"""Field mappings: read report/summary records out of files of any common JSON layout.

A :class:`FieldMapping` names where records live in a file (JSON Lines, a JSON list, the
values of a JSON object, or a list under a field) and where each record keeps its report,
summary, id and title, as field paths such as ``report``, ``outputs[0]`` or ``meta.title``.
A wrapper around the report (a prompt prefix and suffix) can be stripped, and duplicate
records dropped by a key.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.corpus.release import read_json

_TOKEN = re.compile(r"([^.\[\]]+)|\[(\d+)\]")
_PATH = re.compile(r"(?:[^.\[\]]+|\[\d+\])(?:\.[^.\[\]]+|\[\d+\])*")
_MAPPED = ("report", "summary", "id", "title")
_FIX = "fix the field mapping (the card's 'fields' or the 'mapping' option) to match the file's layout"


def get_path(record: Any, path: str) -> Any:
    """The value at a dotted/indexed ``path`` (``outputs[0]``, ``meta.title``); KeyError if absent."""
    if not _PATH.fullmatch(path):
        raise ValueError(f"bad field path {path!r} (use names joined by '.', and [i] for list items)")
    value = record
    for name, index in _TOKEN.findall(path):
        if index:
            if not isinstance(value, list) or int(index) >= len(value):
                raise KeyError(path)
            value = value[int(index)]
        else:
            if not isinstance(value, Mapping) or name not in value:
                raise KeyError(path)
            value = value[name]
    return value


def check_keys(data: Mapping[str, Any], cls: type, where: str) -> None:
    """A mapping may name only the fields of the dataclass ``cls``; an unknown key is one line."""
    known = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise HarnessError(
            f"{where}: unknown keys {', '.join(unknown)}", f"use only {', '.join(sorted(known))}"
        )


@dataclass(frozen=True)
class FieldMapping:
    """Where records and their fields are; every path is dotted with ``[i]`` indices."""

    files: tuple[str, ...] = ()
    """Glob patterns relative to the data dir; empty means the split's files from the card."""
    records: str = "auto"
    """``lines`` (JSON Lines), ``list`` (a JSON array), ``values`` (the values of a JSON object),
    a field path to a list inside a JSON object, or ``auto`` (``.jsonl`` -> lines, array -> list)."""
    report: str = "report"
    summary: str | None = "summary"
    id: str | None = None
    title: str | None = None
    strip_prefix: str = ""
    """Text wrapped around the report (e.g. a prompt) that must be present and is removed."""
    strip_suffix: str = ""
    dedupe: tuple[str, ...] = ()
    """Mapped fields (``report``, ``summary``, ``id``, ``title``) whose repeat drops a record."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "field mapping") -> FieldMapping:
        check_keys(data, cls, where)
        values = dict(data)
        for key in ("files", "dedupe"):
            if isinstance(values.get(key), str):
                values[key] = (values[key],)
            elif key in values:
                values[key] = tuple(values[key])
        bad = [d for d in values.get("dedupe", ()) if d not in _MAPPED]
        if bad:
            raise HarnessError(
                f"{where}: cannot dedupe on {', '.join(bad)}", f"dedupe on {', '.join(_MAPPED)}"
            )
        return cls(**values)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class MappedRecord:
    """One record after mapping, with where it came from."""

    report: str
    summary: str | None
    id: str | None
    title: str | None
    origin: str
    """``<file>#<record key or line>``."""


def iter_file_records(path: Path, records: str) -> Iterator[tuple[str, Any]]:
    """(key, record) pairs from ``path`` in the given layout; a layout mismatch is an error."""
    mode = records
    if mode == "auto":
        mode = "lines" if path.suffix == ".jsonl" else "list"
    if mode == "lines":
        with path.open(encoding="utf-8") as fh:
            for lineno, line in enumerate(fh, start=1):
                if not line.strip():
                    continue
                try:
                    yield f"line {lineno}", json.loads(line)
                except json.JSONDecodeError as exc:
                    raise HarnessError(
                        f"{path}:{lineno}: malformed JSON ({exc.msg})",
                        "restore the original file; every line must be one JSON object",
                    ) from exc
        return
    data = read_json(path)
    if mode == "values":
        if not isinstance(data, dict):
            raise HarnessError(
                f"{path}: records 'values' needs a JSON object, found {type(data).__name__}", _FIX
            )
        yield from ((f"key {k}", v) for k, v in data.items())
        return
    if mode != "list":
        try:
            data = get_path(data, mode)
        except (KeyError, ValueError) as exc:
            raise HarnessError(f"{path}: no record list at field {mode!r}", _FIX) from exc
    if not isinstance(data, list):
        raise HarnessError(f"{path}: expected a JSON list of records, found {type(data).__name__}", _FIX)
    yield from ((f"item {i}", v) for i, v in enumerate(data))


def _text(record: Any, path: str | None, where: str, required: bool, number_ok: bool = False) -> str | None:
    if path is None:
        return None
    try:
        value = get_path(record, path)
    except KeyError:
        if not required:
            return None
        raise HarnessError(f"{where}: missing field {path!r}", _FIX) from None
    except ValueError as exc:
        raise HarnessError(f"{where}: {exc}", _FIX) from exc
    if number_ok and isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if not isinstance(value, str):
        raise HarnessError(f"{where}: field {path!r} must be text, found {type(value).__name__}", _FIX)
    return value


def map_record(record: Any, mapping: FieldMapping, where: str) -> MappedRecord:
    """Apply ``mapping`` to one source record (a JSON object or a dataset row)."""
    if not isinstance(record, Mapping):
        raise HarnessError(f"{where}: a record must be a JSON object, found {type(record).__name__}", _FIX)
    report = _text(record, mapping.report, where, required=True) or ""
    if mapping.strip_prefix:
        if not report.startswith(mapping.strip_prefix):
            raise HarnessError(f"{where}: report does not start with the mapping's strip_prefix", _FIX)
        report = report[len(mapping.strip_prefix) :]
    if mapping.strip_suffix:
        if not report.endswith(mapping.strip_suffix):
            raise HarnessError(f"{where}: report does not end with the mapping's strip_suffix", _FIX)
        report = report[: len(report) - len(mapping.strip_suffix)]
    if not report.strip():
        raise HarnessError(f"{where}: the report is empty", _FIX)
    return MappedRecord(
        report=report,
        summary=_text(record, mapping.summary, where, required=True),
        id=_text(record, mapping.id, where, required=False, number_ok=True),
        title=_text(record, mapping.title, where, required=False),
        origin=where,
    )


def dedupe(records: list[MappedRecord], keys: tuple[str, ...]) -> tuple[list[MappedRecord], int]:
    """Records without repeats of ``keys`` (first kept), and how many were dropped."""
    if not keys:
        return records, 0
    seen: set[tuple[str | None, ...]] = set()
    kept = []
    for rec in records:
        key = tuple(getattr(rec, k) for k in keys)
        if key not in seen:
            seen.add(key)
            kept.append(rec)
    return kept, len(records) - len(kept)


def read_mapped_files(data_dir: Path, mapping: FieldMapping) -> tuple[list[MappedRecord], list[Path], int]:
    """All records of the mapping's files under ``data_dir``: (records, files read, duplicates dropped)."""
    paths: list[Path] = []
    for pattern in mapping.files:
        found = sorted(p for p in data_dir.glob(pattern) if p.is_file())
        if not found:
            raise HarnessError(
                f"{data_dir}: no file matches {pattern!r}",
                "check --data-dir and the mapping's 'files' patterns",
            )
        paths.extend(p for p in found if p not in paths)
    out = [
        map_record(record, mapping, f"{path.name} {key}")
        for path in paths
        for key, record in iter_file_records(path, mapping.records)
    ]
    kept, dropped = dedupe(out, mapping.dedupe)
    return kept, paths, dropped
