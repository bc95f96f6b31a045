"""The ``documents`` corpus: your own documents, from a folder of ``.txt``/``.md`` files or a JSONL file.

A folder gives one document per file (searched recursively, in sorted path order; the id is
the file's path without its extension). A ``.jsonl`` file gives one document per line, read
through a :class:`~harness.corpus.fieldmap.FieldMapping` (``text``, and optional ``id`` and
``title`` by default). Either way each document is chunked by paragraph like GovReport
(1200/200 characters by default) into passages ``<document id>:<index>``.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.records import Document, Passage
from harness.core.registry import register
from harness.corpus.base import Corpus
from harness.corpus.chunking import check_chunk_settings, chunk_spans
from harness.corpus.fieldmap import FieldMapping, read_mapped_files
from harness.corpus.govreport import report_title
from harness.corpus.sources import file_sha256

NAME = "documents"
SUFFIXES = (".txt", ".md")
TARGET_CHARS = 1200
OVERLAP_CHARS = 200
JSONL_FIELDS = {"report": "text", "summary": None, "id": "id", "title": "title"}
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_HEADING = re.compile(r"^\s*#+\s*")


def _doc_id(raw: str) -> str:
    return _UNSAFE.sub("_", raw).strip("_") or "doc"


def _title(text: str) -> str:
    return report_title("\n".join(_HEADING.sub("", line) for line in text.splitlines()))


def _inside(folder: Path) -> list[Path]:
    """The document files under ``folder``; a link leading out of it is skipped, with a warning."""
    root = folder.resolve()
    found = sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix.lower() in SUFFIXES)
    inside = [p for p in found if p.resolve().is_relative_to(root)]
    if len(inside) < len(found):
        outside = sorted(str(p.relative_to(folder)) for p in found if p not in inside)
        warnings.warn(
            f"{folder}: skipped {len(outside)} file(s) that link out of the folder "
            f"({', '.join(outside[:5])}); a corpus holds only what its --data-dir holds",
            stacklevel=3,
        )
    return inside


def _from_folder(folder: Path) -> list[tuple[str, str, str, dict[str, str]]]:
    files = _inside(folder)
    if not files:
        raise HarnessError(
            f"{folder}: no .txt or .md files",
            "put one document per .txt/.md file there, or pass a .jsonl file",
        )
    out = []
    for path in files:
        rel = path.relative_to(folder)
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError as exc:
            raise HarnessError(f"{path}: not UTF-8 text ({exc.reason})", "save the file as UTF-8") from exc
        out.append(
            (_doc_id(str(rel.with_suffix("")).replace("/", "-")), _title(text), text, {"file": str(rel)})
        )
    return out


def _from_jsonl(path: Path, mapping: Mapping[str, Any] | None) -> list[tuple[str, str, str, dict[str, str]]]:
    if mapping is not None and not isinstance(mapping, Mapping):
        raise HarnessError(
            "the documents corpus takes one field mapping", 'write one object: {"text": "body"}'
        )
    given = dict(mapping or {})
    if "text" in given:  # a document's text is what a FieldMapping calls the report
        given["report"] = given.pop("text")
    fm = FieldMapping.from_dict({**JSONL_FIELDS, **given, "files": (path.name,)}, "documents mapping")
    records, _paths, _dropped = read_mapped_files(path.parent, fm)
    width = max(2, len(str(len(records))))
    out = []
    for n, rec in enumerate(records, start=1):
        doc_id = _doc_id(rec.id) if rec.id else f"doc-{n:0{width}d}"
        out.append((doc_id, rec.title or _title(rec.report), rec.report, {"origin": rec.origin}))
    return out


@register("corpus", NAME)
def documents(
    data_dir: str | Path | None = None,
    split: str | None = None,
    mapping: Mapping[str, Any] | None = None,
    target_chars: int = TARGET_CHARS,
    overlap_chars: int = OVERLAP_CHARS,
) -> Corpus:
    """Your own documents: a folder of .txt/.md files or a JSONL file, chunked by paragraph."""
    if data_dir is None:
        raise HarnessError(
            "the documents corpus needs your documents", "pass --data-dir FOLDER (of .txt/.md) or FILE.jsonl"
        )
    if split is not None:
        raise HarnessError("the documents corpus has no splits", "drop --split")
    check_chunk_settings(int(target_chars), int(overlap_chars))
    path = Path(data_dir)
    if path.is_dir():
        found = _from_folder(path)
    elif path.is_file() and path.suffix.lower() in (".jsonl", ".ndjson"):
        found = _from_jsonl(path, mapping)
    else:
        raise HarnessError(
            f"{path} is neither a folder nor a .jsonl file", "pass a folder of .txt/.md or a .jsonl file"
        )
    seen: dict[str, str] = {}
    documents: list[Document] = []
    passages: list[Passage] = []
    for doc_id, title, text, meta in found:
        where = meta.get("file") or meta.get("origin", "")
        if doc_id in seen:
            raise HarnessError(
                f"{where}: document id {doc_id!r} repeats {seen[doc_id]}",
                "give every document its own id or file name",
            )
        seen[doc_id] = where
        if not text.strip():
            raise HarnessError(f"{where}: the document is empty", "remove it or add its text")
        documents.append(Document(doc_id, title, text, meta=meta))
        passages.extend(
            Passage(f"{doc_id}:{i}", doc_id, i, s, e, text[s:e])
            for i, (s, e) in enumerate(chunk_spans(text, int(target_chars), int(overlap_chars)))
        )
    source = {"corpus": NAME, "location": "local", "path": str(path)}
    if path.is_file():
        source["sha256"] = file_sha256(path)
    return Corpus(name=NAME, documents=tuple(documents), passages=tuple(passages), source=source)
