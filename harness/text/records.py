"""Replies written as records rather than prose or JSON, read into the same fields a JSON reply has.

Pipelines that log or post-process their answers often emit them as a record in a plain syntax:

- ``key=value`` pairs, on one line (separated by ``;``, ``|``, ``,`` or spaces: ``answer=yes;
  source=x:3``) or one pair a line (``answer = "no"``), with INI/TOML section headings
  (``[answer]`` / ``value = N/A``) and values quoted or not;
- ``key | value`` rows, one field a line, with no table rule under them;
- a CSV table with a header row of field names (``answer,evidence,reason`` then data rows), written
  out as a markdown table, which ``harness.text.answer_format.table_rows`` reads (an HTML table is
  written out as one by ``harness.text.envelope``);
- a table printed by a program: a pandas DataFrame (a header of right-aligned column names, then rows
  opening with their index) or a psql result (`` a | b `` over a ``---+---`` rule, then ``(1 row)``),
  written out as a markdown table the same way.

A record is read only when its field names say it is one: at least one field answers, declines or
says whether the question is answerable (``RECORD_KEYS``, names of any lexicon language through
``field_key``). Anything else is prose, and None is returned.
"""

from __future__ import annotations

import csv
import re
from typing import Any

from harness.read.lazy import lazy

_KEY = r"[A-Za-zÀ-ÿ_][\wÀ-ÿ.-]{0,40}"
_PAIR_START = lazy(r"[ \t]*(" + _KEY + r")[ \t]*=(?!=)")
_NEXT_PAIR = lazy(r"(?:[ \t]*[;|,][ \t]*|[ \t]+)(?=" + _KEY + r"[ \t]*=(?!=))")
_SECTION = lazy(r"^[ \t]*\[[ \t]*(" + _KEY + r")[ \t]*\][ \t]*$")
_ROW = lazy(r"^[ \t]*([A-Za-zÀ-ÿ_][\wÀ-ÿ /.-]{0,40}?)[ \t]*\|[ \t]*([^|]*?)[ \t]*$")
_CSV_HEADER = lazy(r"^[ \t]*" + _KEY + r"(?:[ \t]*,[ \t]*" + _KEY + r")+[ \t]*$")
_HTML_TABLE = lazy(r"^\s*<table\b.*</table>\s*$", re.S | re.I)
_SCALARS: dict[str, Any] = {"true": True, "false": False, "null": None, "": None}
SECTION_VALUE_KEYS = ("value", "text", "answer", "verdict", "id", "ids")
"""A section holding only one of these (``[reason]`` / ``text = ...``) is that section's value."""


def _value(raw: str) -> Any:
    value = raw.strip().rstrip(";|,").strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return _SCALARS.get(value.lower(), value)


def _pairs(line: str) -> list[tuple[str, Any]] | None:
    """A line's ``key=value`` pairs, or None when it is not a run of them from its start."""
    pairs: list[tuple[str, Any]] = []
    pos = 0
    while pos < len(line.rstrip()):
        start = _PAIR_START.match(line, pos)
        if start is None:
            return None
        key, pos = start.group(1), start.end()
        while pos < len(line) and line[pos] in " \t" and _PAIR_START.match(line, pos) is None:
            pos += 1
        if pos < len(line) and line[pos] in "\"'":
            close = line.find(line[pos], pos + 1)
            if close == -1:
                return None
            value, pos = line[pos + 1 : close], close + 1
            following = _NEXT_PAIR.match(line, pos)
            if following is None and line[pos:].strip(" \t;|,"):
                return None
            pos = following.end() if following is not None else len(line)
        else:
            following = _NEXT_PAIR.search(line, pos)
            end = following.start() if following is not None else len(line)
            value, pos = line[pos:end], following.end() if following is not None else len(line)
        pairs.append((key, _value(value)))
    return pairs


def _section(fields: dict[str, Any]) -> Any:
    from harness.text.answer_format import field_key

    if len(fields) == 1 and field_key(next(iter(fields))) in SECTION_VALUE_KEYS:
        return next(iter(fields.values()))
    return fields


def html_table(text: str) -> bool:
    """Whether ``text`` is one HTML table (read as a table, not as XML fields)."""
    return _HTML_TABLE.match(text) is not None


def _known(obj: dict[str, Any]) -> bool:
    from harness.text.answer_format import RECORD_KEYS, field_key

    keys = {field_key(k) for k in obj}
    keys |= {field_key(k) for v in obj.values() if isinstance(v, dict) for k in v}
    return bool(keys & RECORD_KEYS)


def key_value_record(text: str) -> dict[str, Any] | None:
    """The fields of a reply written as ``key=value`` pairs (with ``[section]`` headings) or as
    ``key | value`` rows; None for anything else (see the module docstring)."""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    if not lines or ("=" not in text and "|" not in text):
        return None
    obj = _assignments(lines) if "=" in text else None
    if obj is None and "|" in text:
        obj = _rows(lines)
    return obj if obj and _known(obj) else None


def _assignments(lines: list[str]) -> dict[str, Any] | None:
    """``key=value`` lines; with ``[section]`` headings, only when each section is a field the reader
    knows (``[answer]``, ``[reason]``, ``[fuente]``): a section of its own kind (``[contrast]``, about
    another agreement) would mix its fields with the answer's, and the reply is read as prose."""
    from harness.text.answer_format import FIELD_KEYS, field_key

    obj: dict[str, Any] = {}
    section: dict[str, Any] | None = None
    name = ""
    for line in lines:
        heading = _SECTION.match(line)
        if heading is not None and field_key(heading.group(1)) not in FIELD_KEYS:
            return None
        if heading is not None:
            if section is not None:
                obj[name] = _section(section)
            name, section = heading.group(1), {}
            continue
        pairs = _pairs(line)
        if not pairs:
            return None
        (section if section is not None else obj).update(pairs)
    if section is not None:
        obj[name] = _section(section)
    return obj


def _rows(lines: list[str]) -> dict[str, Any] | None:
    """``key | value`` rows: every line two cells, the first a short field name (no markdown table:
    its lines open with a pipe or carry a rule)."""
    obj: dict[str, Any] = {}
    for line in lines:
        row = _ROW.match(line)
        if row is None:
            return None
        obj[row.group(1).strip()] = _value(row.group(2))
    return obj if len(obj) >= 2 else None


def _markdown(rows: list[list[str]]) -> str:
    width = max(len(r) for r in rows)
    padded = [[*r, *([""] * (width - len(r)))] for r in rows]
    cells = [" | ".join(c.replace("|", "/") for c in r) for r in padded]
    rule = " | ".join("---" for _ in range(width))
    return "\n".join([f"| {cells[0]} |", f"| {rule} |", *(f"| {c} |" for c in cells[1:])])


def table_markdown(text: str) -> str | None:
    """A reply that is a CSV table (a header of field names, then data rows), written as a markdown
    table; None for anything else or a table whose header names no answer field."""
    from harness.text.answer_format import RECORD_KEYS, field_key

    stripped = text.strip()
    lines = stripped.splitlines()
    if len(lines) < 2 or not _CSV_HEADER.match(lines[0]):
        return None
    rows = [[c.strip() for c in r] for r in csv.reader(lines) if r]
    if any(len(r) != len(rows[0]) for r in rows):
        return None
    if len(rows) < 2 or not {field_key(c) for c in rows[0]} & RECORD_KEYS:
        return None
    return _markdown(_without_record_ids(rows))


_PRINTED_HEADER = lazy(r"^[ \t]*" + _KEY + r"(?:[ \t]+" + _KEY + r")*[ \t]*$")
_INDEXED_ROW = lazy(r"^\d+[ \t]")
_PSQL_RULE = lazy(r"^[ \t]*-+(?:\+-+)+[ \t]*$")
_PSQL_FOOTER = lazy(r"^[ \t]*\(\d+\s+rows?\)[ \t]*$")


def printed_table_markdown(text: str) -> str | None:
    """A table a program printed (a DataFrame, a psql result) written as a markdown table; None for
    anything else or a table whose header names no answer field."""
    from harness.text.answer_format import RECORD_KEYS, field_key

    lines = [line.rstrip() for line in text.strip("\n").splitlines() if line.strip()]
    if len(lines) < 2:
        return None
    rows = _psql(lines) if len(lines) >= 3 and _PSQL_RULE.match(lines[1]) else _frame(lines)
    if rows is None or not {field_key(c) for c in rows[0]} & RECORD_KEYS:
        return None
    return _markdown(_without_record_ids(rows))


def _without_record_ids(rows: list[list[str]]) -> list[list[str]]:
    """The table without the columns naming the question or run a row is about ("qid": no passage,
    and no label of the row's answer)."""
    from harness.text.answer_format import RECORD_ID_KEYS, field_key

    keep = [i for i, name in enumerate(rows[0]) if field_key(name) not in RECORD_ID_KEYS]
    return [[row[i] for i in keep if i < len(row)] for row in rows] if keep else rows


def _psql(lines: list[str]) -> list[list[str]] | None:
    body = [line for line in lines if not _PSQL_FOOTER.match(line)]
    rows = [[c.strip() for c in line.split("|")] for i, line in enumerate(body) if i != 1]
    return rows if len(rows) >= 2 and all(len(r) == len(rows[0]) for r in rows) else None


def _frame(lines: list[str]) -> list[list[str]] | None:
    """A DataFrame's columns end where their right-aligned names end; each row opens with its index."""
    header, data = lines[0], lines[1:]
    if not _PRINTED_HEADER.match(header) or not all(_INDEXED_ROW.match(line) for line in data):
        return None
    # the header is as wide as the rows (right-aligned columns); a reply stripped of its leading
    # spaces lost its indent, which padding on the left restores
    header = header.rjust(max(len(line) for line in data))
    ends = [m.end() for m in re.finditer(r"\S+", header)]
    starts = [0, *ends[:-1]]
    names = [header[a:b].strip() for a, b in zip(starts, ends, strict=True)]
    cells = [[line[a:b].strip() for a, b in zip(starts, ends, strict=True)] for line in data]
    for row in cells:  # the row's index is no part of its first cell
        row[0] = _INDEXED_ROW.sub("", row[0], count=1).strip()
    return [names, *cells]
