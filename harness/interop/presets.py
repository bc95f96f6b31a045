"""``harness import --from ragas|deepeval|inspect|csv``: other tools' records as the importer's own.

Each preset turns the rows a library writes into records with the importer's field names
(``harness.store.import_sources.RecordMapping``'s defaults), so everything downstream (checks,
inference of protocol fields, grading) is the one import path:

- ``ragas``: ``EvaluationDataset.to_jsonl`` / ``to_csv`` or a JSON list of ``SingleTurnSample``
  rows; question ``user_input``, passages ``retrieved_contexts``, answer ``response``, gold
  ``reference``, gold evidence ``reference_contexts``.
- ``deepeval``: ``EvaluationDataset.save_as`` (json, jsonl, csv) of goldens or test cases; question
  ``input``, passages ``retrieval_context``, answer ``actual_output``, gold ``expected_output``,
  gold evidence ``context``; ids from ``id`` or ``name``.
- ``inspect``: an Inspect log (``.eval`` / ``.json``) read by ``inspect_ai.log.read_eval_log``;
  question ``metadata.question`` (else the input), passages ``metadata.passages``, answer
  ``output.completion``, gold ``target``, the other metadata fields as record fields; id the
  sample id (with ``#epoch`` when the log holds several epochs).
- ``csv``: a CSV in the importer's own column names (list cells as JSON, a Python list as pandas
  writes it, or ``a;b``), ids generated when there is no ``question_id`` column.

Passages given as text get content ids (``harness.store.importer.content_id``); gold evidence given
as text becomes the content ids of the retrieved passages with that text (evidence that was not
retrieved has no passage in the run, and is left out). A record without an id gets a stable one:
``q-`` + 12 hex digits of the sha256 of its question, ``-2``, ``-3`` ... for the same question again.
A yes/no question whose reference answer opens with a verdict ("Yes, the ...") gets that verdict
as its gold, as a protocol question would.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.corpus.fieldmap import iter_file_records
from harness.corpus.sources import file_sha256
from harness.store.import_fields import stable_id
from harness.store.import_sources import SourceInfo, read_rows
from harness.store.importer import content_id
from harness.text.cues import is_yes_no
from harness.text.yes_no import explicit_verdict

PRESETS: tuple[str, ...] = ("ragas", "deepeval", "inspect", "csv")
INSPECT_EXTRA = 'install the Inspect extra: pip install "rubric-harness[inspect]"'
DEEPEVAL_DELIMITER = "|"
"""DeepEval's ``save_as`` joins a context list with ``|`` in JSONL and CSV files."""
Rows = list[tuple[str, Any]]


def _texts(value: Any, where: str, name: str, delimiter: str | None = None) -> list[str]:
    """A list of texts from a list, JSON text, a Python list literal (pandas CSV) or delimited text."""
    if value is None or value == "":
        return []
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("["):
            try:
                value = json.loads(text)
            except ValueError:
                try:
                    value = ast.literal_eval(text)
                except (ValueError, SyntaxError) as exc:
                    raise HarnessError(
                        f"{where}: {name} is neither a JSON nor a Python list",
                        "write it as a JSON list of texts",
                    ) from exc
        else:
            value = text.split(delimiter) if delimiter else [text]
    if not isinstance(value, (list, tuple)):
        raise HarnessError(f"{where}: {name} must be a list of texts, found {type(value).__name__}", "")
    out = []
    for item in value:
        if isinstance(item, Mapping):  # DeepEval's RetrievedContextData, Inspect metadata objects
            item = item.get("text") or item.get("context") or item.get("content")
        if not isinstance(item, str):
            raise HarnessError(f"{where}: {name} must hold texts, found {type(item).__name__}", "")
        out.append(item)
    return out


def _gold(reference: Any, question: str) -> str | None:
    if not isinstance(reference, str) or not reference.strip():
        return None
    if is_yes_no(question):
        verdict = explicit_verdict(reference.strip().split("\n")[0])
        if verdict is not None:
            return verdict
    return reference


@dataclass(frozen=True)
class LibraryFields:
    """Where a library's row keeps each part of a record (its own field names)."""

    question: str
    passages: str
    answer: str
    reference: str
    evidence: str
    ids: tuple[str, ...]
    delimiter: str | None = None
    """How the library joins a list of texts into one cell, if it does."""


RAGAS = LibraryFields(
    "user_input", "retrieved_contexts", "response", "reference", "reference_contexts", ("id", "question_id")
)
"""RAGAS ``SingleTurnSample`` (``EvaluationDataset.to_jsonl`` / ``to_csv``)."""
DEEPEVAL = LibraryFields(
    "input",
    "retrieval_context",
    "actual_output",
    "expected_output",
    "context",
    ("id", "name"),
    DEEPEVAL_DELIMITER,
)
"""DeepEval goldens and ``LLMTestCase`` (``EvaluationDataset.save_as``)."""


def library_rows(rows: Rows, fields: LibraryFields) -> Rows:
    """Rows a library wrote, as records in the importer's field names (see the module docstring)."""
    seen: dict[str, int] = {}
    out: Rows = []
    for where, row in rows:
        if not isinstance(row, Mapping):
            raise HarnessError(f"{where}: a row must be an object, found {type(row).__name__}", "")
        question = row.get(fields.question)
        if not isinstance(question, str) or not question.strip():
            raise HarnessError(
                f"{where}: no question text ({fields.question})", "every row needs its question"
            )
        passages = _texts(row.get(fields.passages), where, fields.passages, fields.delimiter)
        given = next((row[k] for k in fields.ids if row.get(k) not in (None, "")), None)
        answer = row.get(fields.answer)
        record: dict[str, Any] = {
            "question_id": str(given) if given is not None else stable_id(question, seen),
            "question": question,
            "passages": passages,
            "answer": answer if isinstance(answer, str) else "",
        }
        gold = _gold(row.get(fields.reference), question)
        if gold is not None:
            evidence = _texts(row.get(fields.evidence), where, fields.evidence, fields.delimiter)
            shown = set(passages)
            record["gold_answer"] = gold
            record["gold_evidence"] = [content_id(e) for e in evidence if e in shown]
        out.append((where, record))
    return out


def csv_rows(rows: Rows) -> Rows:
    """A CSV in the importer's own column names (list cells as the importer reads them), with ids
    generated when the ``question_id`` column is absent."""
    seen: dict[str, int] = {}
    out: Rows = []
    for where, row in rows:
        record = dict(row)
        if not record.get("question_id"):
            record["question_id"] = stable_id(str(record.get("question", "")), seen)
        out.append((where, record))
    return out


def inspect_rows(path: Path) -> Rows:
    """The samples of an Inspect log, read with ``inspect_ai.log.read_eval_log``."""
    try:
        from inspect_ai.log import read_eval_log
    except ImportError as exc:
        raise HarnessError(
            "reading an Inspect log needs inspect_ai, which is not installed", INSPECT_EXTRA
        ) from exc
    try:
        log = read_eval_log(str(path))
    except Exception as exc:  # the log format is Inspect's: any failure to read it is the file's
        raise HarnessError(
            f"{path}: not a readable Inspect log ({type(exc).__name__}: {exc})".splitlines()[0][:300],
            "pass the .eval or .json file `inspect eval` wrote (inspect view lists them)",
        ) from exc
    seen: dict[str, int] = {}
    epochs = {s.epoch for s in log.samples or []}
    out: Rows = []
    for i, sample in enumerate(log.samples or [], start=1):
        where = f"{path.name} sample {sample.id} epoch {sample.epoch}"
        meta = dict(sample.metadata or {})
        question = meta.pop("question", None) or _input_text(sample.input)
        target = sample.target if isinstance(sample.target, str) else next(iter(sample.target), None)
        passages = meta.pop("passages", None) or []
        answer = sample.output.completion if sample.output is not None else ""
        given = sample.id if len(epochs) <= 1 else f"{sample.id}#{sample.epoch}"
        error = str(sample.error.message) if sample.error is not None else None
        record = {
            "question_id": str(given) if given is not None else stable_id(question, seen),
            "question": question,
            "passages": passages,
            "answer": answer,
            **({"gold_answer": target} if target else {}),
            **{k: v for k, v in meta.items() if k not in ("question_id",)},
        }
        if error:
            record["error"] = error
        out.append((where or f"{path.name} sample {i}", record))
    return out


def _input_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    users = [m for m in value if getattr(m, "role", "") == "user"]
    return str(users[-1].text) if users else ""


def _file_rows(path: Path) -> Rows:
    """Rows of a JSONL, JSON list or CSV file (the formats the libraries write)."""
    suffix = path.suffix.lower()
    if suffix == ".csv":
        rows, _ = read_rows(str(path), "csv")
        return rows
    if suffix in (".jsonl", ".ndjson"):
        return [(f"{path.name}:{k.removeprefix('line ')}", r) for k, r in iter_file_records(path, "lines")]
    if suffix == ".json":
        return [(f"{path.name} {k}", r) for k, r in iter_file_records(path, "list")]
    raise HarnessError(
        f"cannot tell the format of {path.name} from its extension {suffix or '(none)'}",
        "pass the .jsonl, .json or .csv file the library saved",
    )


_FROM_FILE: dict[str, Callable[[Rows], Rows]] = {
    "ragas": lambda rows: library_rows(rows, RAGAS),
    "deepeval": lambda rows: library_rows(rows, DEEPEVAL),
    "csv": csv_rows,
}


def read_preset(preset: str, source: str) -> tuple[Rows, SourceInfo, dict[str, str | None]]:
    """The records of ``source`` as written by ``preset``'s library, what was read, and the mapping
    (always the importer's defaults: presets emit its field names)."""
    if preset not in PRESETS:
        raise HarnessError(f"unknown import preset {preset!r}", f"use --from {' or '.join(PRESETS)}")
    path = Path(source)
    if not path.is_file():
        raise HarnessError(f"{source}: no such file", "check the path of the file to import")
    info = SourceInfo(location=str(path), format=preset, sha256=file_sha256(path))
    if preset == "inspect":
        rows = inspect_rows(path)
    else:
        if preset == "csv" and path.suffix.lower() != ".csv":
            raise HarnessError(f"{path.name} is not a .csv file", "import other files without --from csv")
        rows = _FROM_FILE[preset](_file_rows(path))
    if not rows:
        raise HarnessError(f"{path.name} holds no records", "import a file with at least one record")
    return rows, info, {}
