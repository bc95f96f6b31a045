"""Read a user's records (question, passages, answer, gold) from JSONL, CSV, Parquet or a HF dataset.

Every source yields ``(where, row)`` pairs, ``where`` naming the line or row (``data.jsonl:7``,
``data.csv:4``, ``data.parquet row 3``) so a bad record is reported where the user can find it.
Fields are picked out of a row through a :class:`RecordMapping` of field paths, read by the
corpus layer's :func:`~harness.corpus.fieldmap.get_path` (``contexts``, ``meta.doc``, ``refs[0]``).
"""

from __future__ import annotations

import ast
import csv
import hashlib
import json
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Literal

from harness.core.errors import HarnessError
from harness.core.io import not_utf8
from harness.corpus.fieldmap import check_keys, iter_file_records
from harness.corpus.sources import HUB_EXTRA, file_sha256, load_hub_dataset

SourceFormat = Literal["jsonl", "json", "csv", "parquet", "hf"]
FORMATS: tuple[str, ...] = ("jsonl", "json", "csv", "parquet", "hf")
HF_PREFIX = "hf:"
# CSV cells that hold lists (passages, ids, outcomes) are JSON text; ids may also be separated by ';'.
_LIST_FIELDS = ("passages", "gold_evidence", "citations", "ideal")


@dataclass(frozen=True)
class RecordMapping:
    """Where each field of an imported record lives in a source row (field paths, see ``get_path``).

    ``None`` for an optional field means the source has no such field.
    """

    question_id: str = "question_id"
    question: str = "question"
    passages: str = "passages"
    """A list of passages: objects with ``passage_id`` / ``passage_text`` fields, or plain strings."""
    passage_id: str = "id"
    passage_text: str = "text"
    answer: str = "answer"
    gold_answer: str | None = "gold_answer"
    gold_evidence: str | None = "gold_evidence"
    stratum: str | None = "stratum"
    document: str | None = "document"
    """The document the question asks about (``Question.document_id``)."""
    passage_document: str | None = "document"
    """Inside a passage object: the document the passage belongs to (else the record's ``document``)."""
    answer_type: str | None = "answer_type"
    """``yes_no`` or ``value``; inferred from the gold and the question when absent."""
    ideal: str | None = "ideal"
    """The outcomes the stratum counts as ideal (a list); the stratum's when absent."""
    premise: str | None = "premise"
    """An adversarial question's false value; with ``original``, what it replaced."""
    original: str | None = "original"
    premise_kind: str | None = "premise_kind"
    hypothesis_key: str | None = "hypothesis_key"
    k: str | None = "k"
    """The retrieval depth the record's passages were retrieved at."""
    condition: str | None = "condition"
    """``rag_always``, ``no_rag`` or ``rag_gated``: one for all records of a run."""
    citations: str | None = "citations"
    """Cited passage ids as a list; when absent the citations are read from the answer's ``[id]`` marks."""
    error: str | None = "error"
    """The pipeline's own error for this record, if it failed to answer."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "record mapping") -> RecordMapping:
        check_keys(data, cls, where)
        bad = sorted(k for k, v in data.items() if v is not None and not isinstance(v, str))
        if bad:
            raise HarnessError(
                f"{where}: {', '.join(bad)} must be a field path (text) or null",
                'write e.g. {"question": "user_input", "passages": "retrieved_contexts"}',
            )
        return cls(**data)

    def to_dict(self) -> dict[str, str | None]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class SourceInfo:
    """What was read: recorded in the run manifest."""

    location: str
    """The file path, or the dataset id for a Hugging Face dataset."""
    format: str
    sha256: str
    """Of the file's bytes; for a dataset, of its rows as canonical JSON."""
    split: str | None = None
    revision: str | None = None


def detect_format(source: str, given: str | None = None) -> str:
    """The source's format: ``given``, ``hf`` for ``hf:NAME``, else from the file extension."""
    if given is not None:
        if given not in FORMATS:
            raise HarnessError(f"unknown import format {given!r}", f"use --format {' or '.join(FORMATS)}")
        return given
    if source.startswith(HF_PREFIX):
        return "hf"
    suffix = Path(source).suffix.lower()
    by_suffix = {".jsonl": "jsonl", ".ndjson": "jsonl", ".json": "json", ".csv": "csv", ".parquet": "parquet"}
    if suffix not in by_suffix:
        raise HarnessError(
            f"cannot tell the format of {source} from its extension {suffix or '(none)'}",
            "name it .jsonl, .csv, .parquet or .json, pass --format, or use hf:NAME for a Hugging Face "
            "dataset",
        )
    return by_suffix[suffix]


def read_rows(
    source: str, fmt: str, *, split: str | None = None, config: str | None = None, revision: str | None = None
) -> tuple[list[tuple[str, Any]], SourceInfo]:
    """All ``(where, row)`` pairs of ``source`` in format ``fmt``, and what was read."""
    if fmt == "hf":
        return _hf_rows(source.removeprefix(HF_PREFIX), split or "train", config, revision)
    path = Path(source)
    if not path.is_file():
        raise HarnessError(f"{source}: no such file", "check the path of the file to import")
    info = SourceInfo(location=str(path), format=fmt, sha256=file_sha256(path))
    try:
        return _file_rows(path, fmt), info
    except UnicodeDecodeError as exc:
        raise not_utf8(source, exc) from None


def _file_rows(path: Path, fmt: str) -> list[tuple[str, Any]]:
    if fmt in ("jsonl", "json"):
        where = path.name
        rows = [
            (f"{where}:{key.removeprefix('line ')}" if key.startswith("line ") else f"{where} {key}", row)
            for key, row in iter_file_records(path, "lines" if fmt == "jsonl" else "list")
        ]
        return rows
    if fmt == "csv":
        return _csv_rows(path)
    return _parquet_rows(path)


def _csv_rows(path: Path) -> list[tuple[str, Any]]:
    rows: list[tuple[str, Any]] = []
    try:
        with path.open(encoding="utf-8", newline="") as fh:
            reader = csv.DictReader(fh)
            if not reader.fieldnames:
                return []
            start = reader.line_num + 1
            for row in reader:
                where = f"{path.name}:{start}"
                if None in row:
                    raise HarnessError(
                        f"{where}: more cells than the header has columns",
                        "quote cells that hold commas; every row needs the header's columns",
                    )
                rows.append(
                    (where, {k: _csv_cell(k, v, where) for k, v in row.items() if v not in ("", None)})
                )
                start = reader.line_num + 1
    except UnicodeDecodeError as exc:
        raise HarnessError(f"{path}: not UTF-8 text ({exc.reason})", "save the CSV as UTF-8") from exc
    except csv.Error as exc:
        raise HarnessError(f"{path}: malformed CSV ({exc})", "fix the quoting of the named row") from exc
    return rows


def _csv_cell(column: str, value: str, where: str) -> Any:
    """List columns hold JSON (``[{"id": ..., "text": ...}]``, ``["a:1", "b:2"]``), a Python list as
    pandas writes it (``['a:1', 'b:2']``) or ``a:1;b:2``; ``k`` holds a whole number."""
    if column == "k":
        return int(value) if value.strip().isdigit() else value
    if column not in _LIST_FIELDS:
        return value
    text = value.strip()
    if text.startswith("["):
        try:
            return json.loads(text)
        except ValueError as exc:
            try:
                return ast.literal_eval(text)
            except (ValueError, SyntaxError):
                raise HarnessError(
                    f"{where}: column {column!r} is not valid JSON ({exc})",
                    'write lists as JSON, e.g. [{"id": "d1:0", "text": "..."}]',
                ) from exc
    if column == "passages":
        raise HarnessError(
            f"{where}: column 'passages' must be a JSON list",
            'write it as JSON, e.g. [{"id": "d1:0", "text": "..."}]',
        )
    return [part.strip() for part in text.split(";") if part.strip()]


def _parquet_rows(path: Path) -> list[tuple[str, Any]]:
    try:
        import pyarrow.parquet as pq
    except ImportError as exc:
        raise HarnessError(f"reading {path.name} needs pyarrow, which is not installed", HUB_EXTRA) from exc
    try:
        table = pq.read_table(path)
    except Exception as exc:  # pyarrow raises several error types for one unreadable file
        raise HarnessError(
            f"{path}: not a readable Parquet file ({type(exc).__name__}: {exc})".splitlines()[0][:300],
            "export the records again as Parquet, or as JSONL",
        ) from exc
    return [(f"{path.name} row {i}", row) for i, row in enumerate(table.to_pylist(), start=1)]


def _hf_rows(
    name: str, split: str, config: str | None, revision: str | None
) -> tuple[list[tuple[str, Any]], SourceInfo]:
    """Rows of a Hugging Face dataset (a Hub id or a local dataset folder) via ``datasets.load_dataset``."""
    data = load_hub_dataset(
        name,
        config=config,
        revision=revision,
        split=split,
        what=f"dataset {name}",
        fix="check the name, --split and --config, or export the records to JSONL and import that file",
    )
    rows = [(f"{name} {split} row {i}", dict(row)) for i, row in enumerate(data, start=1)]
    digest = hashlib.sha256()
    for _, row in rows:
        digest.update(
            json.dumps(row, sort_keys=True, default=str, ensure_ascii=False).encode("utf-8") + b"\n"
        )
    info = SourceInfo(
        location=name, format="hf", sha256=digest.hexdigest(), split=split, revision=revision or None
    )
    return rows, info


def iter_mapped(rows: list[tuple[str, Any]]) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """The rows, each checked to be an object (a JSON array or number on a line is named)."""
    for where, row in rows:
        if not isinstance(row, Mapping):
            raise HarnessError(
                f"{where}: a record must be a JSON object, found {type(row).__name__}",
                'write one object per line: {"question_id": ..., "question": ..., ...}',
            )
        yield where, row
