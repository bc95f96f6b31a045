"""Parse and validate a ContractNLI release file into documents, span passages, hypotheses and gold.

The release is one JSON object: ``documents`` (text, ``spans`` as [start, end] offsets,
``annotation_sets[0].annotations`` mapping hypothesis key to choice and evidence span
indices) and ``labels`` (hypothesis key to text). Every problem is reported as a one-line
:class:`HarnessError` naming the document and field, never skipped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast, get_args

from harness.core.errors import HarnessError
from harness.core.records import Document, GoldAnnotation, Hypothesis, Label, Passage

LABELS: frozenset[str] = frozenset(get_args(Label))
META_FIELDS = ("file_name", "document_type", "url")
_FIX = "fix the file or re-download the release; the format is described in the ContractNLI README"


@dataclass(frozen=True)
class ParsedRelease:
    documents: tuple[Document, ...]
    passages: tuple[Passage, ...]
    hypotheses: tuple[Hypothesis, ...]
    gold: tuple[GoldAnnotation, ...]


def read_json(path: Path) -> Any:
    """The JSON content of ``path``; bad JSON names the line and column."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise HarnessError(
            f"{path}: not UTF-8 text ({exc.reason})", "point at the release JSON file"
        ) from exc
    except OSError as exc:
        raise HarnessError(f"{path}: cannot read ({exc.strerror})", "check the path and permissions") from exc
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise HarnessError(
            f"{path}: malformed JSON at line {exc.lineno} column {exc.colno} ({exc.msg})",
            "restore the original file (re-download it); it is not valid JSON",
        ) from exc


def _need(obj: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(obj, dict):
        raise HarnessError(f"{where}: expected a JSON object, found {type(obj).__name__}", _FIX)
    if key not in obj:
        raise HarnessError(f"{where}: missing field {key!r}", _FIX)
    value = obj[key]
    # bool is an int in Python, never a valid offset or id here.
    if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _as_tuple(kind)):
        names = "/".join(t.__name__ for t in _as_tuple(kind))
        raise HarnessError(f"{where}: field {key!r} must be {names}, found {type(value).__name__}", _FIX)
    return value


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def derive_title(text: str, limit: int = 80) -> str:
    """The first non-empty line, cut at a word boundary to about ``limit`` characters."""
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    if len(line) <= limit:
        return line
    cut = line[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(" ,;:") + "…"


def _hypotheses(labels: Any, where: str) -> tuple[Hypothesis, ...]:
    if not isinstance(labels, dict) or not labels:
        raise HarnessError(f"{where}: 'labels' must be a non-empty object of hypothesis key -> text", _FIX)
    out = []
    for key, entry in labels.items():
        at = f"{where}: labels[{key!r}]"
        out.append(
            Hypothesis(
                key=key,
                short_description=_need(entry, "short_description", str, at),
                text=_need(entry, "hypothesis", str, at),
            )
        )
    return tuple(out)


def _spans(doc: dict[str, Any], text: str, at: str) -> list[tuple[int, int]]:
    spans = _need(doc, "spans", list, at)
    out = []
    for i, span in enumerate(spans):
        if not (isinstance(span, list) and len(span) == 2 and all(_is_int(x) for x in span)):
            raise HarnessError(f"{at}: spans[{i}] must be [start, end] integers, found {span!r}", _FIX)
        start, end = span
        if not 0 <= start <= end <= len(text):
            raise HarnessError(
                f"{at}: spans[{i}] = [{start}, {end}] is outside the text (length {len(text)})", _FIX
            )
        out.append((start, end))
    return out


def _gold(doc: dict[str, Any], doc_id: str, n_spans: int, keys: list[str], at: str) -> list[GoldAnnotation]:
    sets = _need(doc, "annotation_sets", list, at)
    if not sets:
        raise HarnessError(f"{at}: 'annotation_sets' is empty", _FIX)
    annotations = _need(sets[0], "annotations", dict, f"{at}: annotation_sets[0]")
    unknown = sorted(set(annotations) - set(keys))
    if unknown:
        raise HarnessError(f"{at}: annotations for keys not in 'labels': {', '.join(unknown)}", _FIX)
    missing = [k for k in keys if k not in annotations]
    if missing:
        raise HarnessError(f"{at}: no annotation for hypothesis {', '.join(missing)}", _FIX)
    out = []
    for key in keys:
        where = f"{at}: annotations[{key!r}]"
        choice = _need(annotations[key], "choice", str, where)
        if choice not in LABELS:
            raise HarnessError(f"{where}: choice {choice!r} is not one of {', '.join(sorted(LABELS))}", _FIX)
        evidence = _need(annotations[key], "spans", list, where)
        for idx in evidence:
            if not _is_int(idx) or not 0 <= idx < n_spans:
                raise HarnessError(
                    f"{where}: evidence span index {idx!r} is out of range (document has {n_spans} spans)",
                    _FIX,
                )
        ids = tuple(f"{doc_id}:{idx}" for idx in evidence)
        out.append(GoldAnnotation(doc_id, key, cast(Label, choice), ids))
    return out


def parse_release(data: Any, id_format: str, where: str) -> ParsedRelease:
    """Documents, one passage per release span, hypotheses from ``labels`` and gold per (doc, key)."""
    if not isinstance(data, dict):
        raise HarnessError(f"{where}: the release must be one JSON object, found {type(data).__name__}", _FIX)
    docs_in = _need(data, "documents", list, where)
    if "labels" not in data:
        raise HarnessError(f"{where}: missing field 'labels'", _FIX)
    hypotheses = _hypotheses(data["labels"], where)
    keys = [h.key for h in hypotheses]
    documents: list[Document] = []
    passages: list[Passage] = []
    gold: list[GoldAnnotation] = []
    seen: dict[str, int] = {}
    for n, doc in enumerate(docs_in):
        at = f"{where}: documents[{n}]"
        raw_id = _need(doc, "id", int, at)
        doc_id = id_format.format(id=raw_id)
        at = f"{at} (id {raw_id})"
        if doc_id in seen:
            raise HarnessError(
                f"{at}: duplicate document id {doc_id} (also documents[{seen[doc_id]}])",
                "give every document a unique id",
            )
        seen[doc_id] = n
        text = _need(doc, "text", str, at)
        spans = _spans(doc, text, at)
        meta = {k: doc[k] for k in META_FIELDS if isinstance(doc.get(k), str)}
        meta["release_id"] = str(raw_id)
        documents.append(Document(id=doc_id, title=derive_title(text), text=text, meta=meta))
        passages.extend(
            Passage(f"{doc_id}:{i}", doc_id, i, start, end, text[start:end])
            for i, (start, end) in enumerate(spans)
        )
        gold.extend(_gold(doc, doc_id, len(spans), keys, at))
    if not documents:
        raise HarnessError(f"{where}: 'documents' is empty", _FIX)
    return ParsedRelease(tuple(documents), tuple(passages), hypotheses, tuple(gold))
