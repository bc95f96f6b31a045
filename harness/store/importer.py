"""Turn a user's records (question, retrieved passages, answer, optional gold) into a normal run folder.

Each record becomes a ``Question`` (gold answer and evidence when given), an ``Answer`` (its
passages are the retrieval set; citations from a list or the answer's ``[id]`` marks), and its
passages go into the run's corpus. With ``corpus`` the passages must be passages of that
registered corpus (the run then grades against it); without, the run carries its own corpus of
the passages seen (``documents.jsonl`` / ``passages.jsonl`` in the folder). The manifest's
generator is ``imported`` with the source's hash. Every record is checked before anything is
written: a bad one stops the import with its line, and the folder is created whole or not at all.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.io import read_jsonl, write_jsonl
from harness.core.records import (
    Answer,
    Condition,
    Document,
    Passage,
    PluginSpec,
    Question,
    QuestionSetHeader,
    RetrievalSettings,
    RetrievedPassage,
    RunManifest,
)
from harness.corpus.base import Corpus
from harness.corpus.fieldmap import get_path
from harness.questions.qset import QuestionSet, with_hash, write_question_set
from harness.store.folder import MANIFEST, QUESTIONS, RunFolder
from harness.store.import_fields import (
    BUILDER_VERSION,
    IMPORTED,
    QuestionFields,
    build_question,
    join_protocol,
    read_fields,
    stable_id,
)
from harness.store.import_sources import RecordMapping, SourceInfo, iter_mapped
from harness.store.manifest import new_manifest
from harness.text.answer_format import bound, parse_citations, strip_prefix

DOCUMENTS = "documents.jsonl"
PASSAGES = "passages.jsonl"
RETRIEVAL = RetrievalSettings(backend=IMPORTED)
"""Imported retrieval sets come from the user's pipeline; ``k`` is not the harness's to choose."""
_FIELDS = (
    "answer_type",
    "ideal",
    "stratum",
    "premise",
    "original",
    "premise_kind",
    "hypothesis_key",
    "document",
    "k",
    "condition",
)
"""The ``RecordMapping`` fields that are ``QuestionFields`` (same names)."""


@dataclass(frozen=True)
class ImportedRecord:
    """One record after mapping and checking, with where it came from."""

    where: str
    question_id: str
    question: str
    passages: tuple[tuple[str, str, str | None], ...]
    """(passage id, text, its document when given) in retrieval order."""
    answer: str
    gold_answer: str | None
    gold_evidence: tuple[str, ...]
    fields: QuestionFields
    citations: tuple[str, ...] | None
    error: str | None
    given: frozenset[str] = frozenset()
    """The question fields the record carried (the others are inferred or taken from a protocol)."""
    numbered: bool = False
    """The passages came as plain texts: the answer cites them by position (``[1]`` is the first)."""

    @property
    def document(self) -> str | None:
        return self.fields.document


_FIX = "fix that record (or map its fields with --mapping) and import again; nothing was written"


def _text(row: Mapping[str, Any], path: str | None, where: str, *, required: bool, name: str) -> str | None:
    if path is None:
        return None
    try:
        value = get_path(row, path)
    except KeyError:
        if required:
            raise HarnessError(f"{where}: missing field {path!r} ({name})", _FIX) from None
        return None
    except ValueError as exc:
        raise HarnessError(f"{where}: {exc}", "fix the --mapping field path") from exc
    if value is None and not required:
        return None
    if isinstance(value, int) and not isinstance(value, bool) and name in ("question_id", "passage id"):
        return str(value)
    if not isinstance(value, str):
        raise HarnessError(
            f"{where}: field {path!r} ({name}) must be text, found {type(value).__name__}", _FIX
        )
    return value


def _ids(row: Mapping[str, Any], path: str | None, where: str, name: str) -> tuple[str, ...] | None:
    if path is None:
        return None
    try:
        value = get_path(row, path)
    except KeyError:
        return None
    if value is None:
        return None
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, (str, int)) for v in value):
        raise HarnessError(f"{where}: field {path!r} ({name}) must be a list of passage ids", _FIX)
    return tuple(str(v) for v in value)


def content_id(text: str) -> str:
    """The id of a passage given as bare text: the same text always gets the same id."""
    return "p-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _passages(
    row: Mapping[str, Any], m: RecordMapping, where: str
) -> tuple[tuple[str, str, str | None], ...]:
    try:
        value = get_path(row, m.passages)
    except KeyError:
        raise HarnessError(f"{where}: missing field {m.passages!r} (passages)", _FIX) from None
    if value is None:
        value = []
    if not isinstance(value, (list, tuple)):
        raise HarnessError(
            f"{where}: field {m.passages!r} (passages) must be a list, found {type(value).__name__}", _FIX
        )
    out: list[tuple[str, str, str | None]] = []
    for i, item in enumerate(value):
        at = f"{where}: passage {i}"
        if isinstance(item, str):
            out.append((content_id(item), item, None))
            continue
        if not isinstance(item, Mapping):
            raise HarnessError(f"{at} must be an object with id and text, or a string", _FIX)
        pid = _text(item, m.passage_id, at, required=True, name="passage id") or ""
        text = _text(item, m.passage_text, at, required=True, name="passage text") or ""
        if not pid.strip():
            raise HarnessError(f"{at} has an empty id", _FIX)
        document = _text(item, m.passage_document, at, required=False, name="passage document")
        out.append((pid, text, document or None))
    ids = [pid for pid, _, _ in out]
    if len(set(ids)) != len(ids):
        raise HarnessError(f"{where}: a passage id appears twice in one retrieval set", _FIX)
    return tuple(out)


def _plain_texts(row: Mapping[str, Any], m: RecordMapping) -> bool:
    value = get_path(row, m.passages)  # checked by _passages
    return bool(value) and all(isinstance(item, str) for item in value)


_POSITION = re.compile(r"\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]")


def by_position(text: str, ids: Sequence[str]) -> str:
    """``[1]``, ``[2, 3]`` (passages cited by their position in the retrieval set) as ``[id]`` marks."""

    def mark(match: re.Match[str]) -> str:
        numbers = [int(n) for n in match.group(1).split(",")]
        if not all(1 <= n <= len(ids) for n in numbers):
            return match.group(0)
        return "[" + ", ".join(ids[n - 1] for n in numbers) + "]"

    return _POSITION.sub(mark, text)


def check_record(
    row: Mapping[str, Any], m: RecordMapping, where: str, ids: dict[str, int] | None = None
) -> ImportedRecord:
    """One record checked field by field; the first problem is raised with ``where``. With ``ids``
    (the ids generated so far) a record without a question_id gets a stable one (``stable_id``)."""
    qid = _text(row, m.question_id, where, required=ids is None, name="question_id")
    question = _text(row, m.question, where, required=True, name="question") or ""
    if not question.strip():
        raise HarnessError(f"{where}: empty question", _FIX)
    if qid is None and ids is not None:
        qid = stable_id(question, ids)
    if not (qid or "").strip():
        raise HarnessError(f"{where}: empty question_id", _FIX)
    qid = qid or ""
    answer = _text(row, m.answer, where, required=True, name="answer")
    paths = {name: getattr(m, name) for name in _FIELDS}
    fields = read_fields(row, paths, where)
    gold = _text(row, m.gold_answer, where, required=False, name="gold_answer")
    evidence = _ids(row, m.gold_evidence, where, "gold_evidence")
    present = {name for name in _FIELDS if getattr(fields, name) is not None}
    given = present | {
        name
        for name, value in (("question", question), ("gold_answer", gold), ("gold_evidence", evidence))
        if value
    }
    return ImportedRecord(
        where=where,
        question_id=qid,
        question=question,
        passages=_passages(row, m, where),
        answer=answer or "",
        gold_answer=gold if gold is not None and gold.strip() else None,
        gold_evidence=evidence or (),
        fields=fields,
        citations=_ids(row, m.citations, where, "citations"),
        error=_text(row, m.error, where, required=False, name="error"),
        given=frozenset(given),
        numbered=_plain_texts(row, m),
    )


def checked_records(
    rows: list[tuple[str, Any]], mapping: RecordMapping, *, protocol: QuestionSet | None = None
) -> list[ImportedRecord]:
    """All records checked, and checked against each other (ids, passage texts, gold given for all,
    one condition); with a ``protocol``, each record joined to its question (gold may then be absent)."""
    if not rows:
        raise HarnessError("the file holds no records", "import a file with one record per line")
    ids: dict[str, int] = {}
    records = [check_record(row, mapping, where, ids) for where, row in iter_mapped(rows)]
    first: dict[str, str] = {}
    texts: dict[str, tuple[str, str]] = {}
    for r in records:
        if r.question_id in first:
            raise HarnessError(
                f"{r.where}: question_id {r.question_id!r} repeats {first[r.question_id]}",
                "give every record its own question_id; nothing was written",
            )
        first[r.question_id] = r.where
        for pid, text, _ in r.passages:
            seen = texts.setdefault(pid, (text, r.where))
            if seen[0] != text:
                raise HarnessError(
                    f"{r.where}: passage {pid!r} has another text than at {seen[1]}",
                    "one passage id must always name the same text; give distinct passages distinct ids",
                )
    conditions = {r.fields.condition for r in records}
    if len(conditions) > 1:
        odd = next(r for r in records if r.fields.condition != records[0].fields.condition)
        raise HarnessError(
            f"{odd.where}: condition {odd.fields.condition!r}, unlike {records[0].where}'s "
            f"{records[0].fields.condition!r}",
            "import the records of each retrieval condition as their own run",
        )
    if protocol is not None:
        for r in records:
            join_protocol(question_of(r), protocol, r.where, set(r.given))
        return records
    with_gold = [r for r in records if r.gold_answer is not None]
    if with_gold and len(with_gold) != len(records):
        odd = next(r for r in records if (r.gold_answer is None) == (records[0].gold_answer is not None))
        raise HarnessError(
            f"{odd.where}: {'no' if odd.gold_answer is None else 'a'} gold_answer, unlike {records[0].where}",
            'give every record a gold_answer ("none" when no answer exists) or none of them',
        )
    return records


# --------------------------------------------------------------------------- building the run


def question_of(r: ImportedRecord) -> Question:
    """The record's question, absent fields inferred as the protocol would (``import_fields``)."""
    return build_question(r.question_id, r.question, r.gold_answer, r.gold_evidence, r.fields, RETRIEVAL)


def _doc_of(pid: str, document: str | None, r: ImportedRecord, corpus: Corpus | None) -> str:
    """A passage's document: the corpus's; else its own ``document``, the record's, its id's prefix."""
    if corpus is not None:
        return corpus.passage(pid).document_id
    if document:
        return document
    if r.document:
        return r.document
    head, sep, _ = pid.rpartition(":")
    return head if sep and head else IMPORTED


def answer_from_output(
    question_id: str,
    output: str,
    retrieved: tuple[RetrievedPassage, ...],
    *,
    citations: tuple[str, ...] | None = None,
    error: str | None = None,
    numbered: bool = False,
    notes: tuple[str, ...] = (),
) -> Answer:
    """A pipeline's raw output as the run engine records it: ``Final answer:`` prefix stripped,
    bounded, citations read from the text (``numbered``: ``[1]`` cites the first passage)."""
    text, cut_text = bound(strip_prefix(output))
    if numbered:
        text = by_position(text, [p.passage_id for p in retrieved])
    raw, cut_raw = bound(output)
    cited = citations if citations is not None else parse_citations(text)
    return Answer(
        question_id=question_id,
        text=text,
        citations=tuple(dict.fromkeys(cited)),
        retrieved=retrieved,
        latency_s=0.0,
        raw=raw,
        error=error or None,
        truncated=cut_text or cut_raw,
        notes=notes,
    )


def _answer(r: ImportedRecord, corpus: Corpus | None) -> Answer:
    retrieved = tuple(
        RetrievedPassage(pid, _doc_of(pid, doc, r, corpus), text, 0.0, rank)
        for rank, (pid, text, doc) in enumerate(r.passages, start=1)
    )
    return answer_from_output(
        r.question_id,
        r.answer,
        retrieved,
        citations=r.citations,
        error=r.error,
        numbered=r.numbered,
        notes=("imported: the retrieval set and answer came from the user's pipeline",),
    )


def own_corpus(records: Sequence[ImportedRecord]) -> Corpus:
    """A corpus of the records' passages: one document per document id, passages in first-seen order."""
    by_doc: dict[str, dict[str, str]] = {}
    for r in records:
        for pid, text, doc in r.passages:
            by_doc.setdefault(_doc_of(pid, doc, r, None), {}).setdefault(pid, text)
    documents: list[Document] = []
    passages: list[Passage] = []
    for doc_id in sorted(by_doc):
        parts, offset = [], 0
        for i, (pid, text) in enumerate(by_doc[doc_id].items()):
            passages.append(Passage(pid, doc_id, i, offset, offset + len(text), text))
            parts.append(text)
            offset += len(text) + 2
        documents.append(Document(doc_id, doc_id, "\n\n".join(parts)))
    return Corpus(name=IMPORTED, documents=tuple(documents), passages=tuple(passages))


def _check_against(records: Sequence[ImportedRecord], corpus: Corpus) -> None:
    for r in records:
        for pid in (*(p for p, _, _ in r.passages), *r.gold_evidence):
            if not corpus.has_passage(pid):
                raise HarnessError(
                    f"{r.where}: passage {pid!r} is not a passage of corpus {corpus.name}",
                    f"use {corpus.name}'s passage ids, or import without --corpus",
                )


def read_run_corpus(folder: RunFolder) -> Corpus:
    """The corpus an imported run carries in its own folder."""
    docs, passages = folder.path / DOCUMENTS, folder.path / PASSAGES
    if not docs.is_file() or not passages.is_file():
        raise HarnessError(
            f"{folder.path} is an imported run without its {DOCUMENTS} / {PASSAGES}",
            "import the records again into a new folder",
        )
    return Corpus(IMPORTED, tuple(read_jsonl(docs, Document)), tuple(read_jsonl(passages, Passage)))


def is_imported_corpus(manifest: RunManifest) -> bool:
    return manifest.corpus == IMPORTED


@dataclass(frozen=True)
class ImportedRun:
    """What ``write_imported_run`` wrote."""

    run_dir: Path
    records: int
    has_gold: bool
    corpus: Corpus


def imported_question_set(
    records: Sequence[ImportedRecord], run_corpus: Corpus, protocol: QuestionSet | None
) -> QuestionSet:
    """The run's question set: the records' own questions, or the protocol's questions they answer
    (in protocol order under the protocol's header, so a whole protocol keeps its hash)."""
    if protocol is None:
        has_gold = records[0].gold_answer is not None
        header = QuestionSetHeader(
            corpus=run_corpus.name,
            corpus_fingerprint=run_corpus.fingerprint,
            seed=0,
            builder_version=BUILDER_VERSION,
            settings={"gold": "given" if has_gold else "absent"},
            counts={},
            content_hash="",
            split=run_corpus.split,
        )
        return with_hash(header, [question_of(r) for r in records])
    if protocol.header.corpus_fingerprint != run_corpus.fingerprint and run_corpus.name != IMPORTED:
        raise HarnessError(
            f"the protocol was built on {protocol.header.corpus} "
            f"({protocol.header.corpus_fingerprint[:12]}), not on the corpus {run_corpus.name} "
            f"({run_corpus.fingerprint[:12]}) the records are imported to",
            "pass the --corpus (and --corpus-split) the protocol was built on",
        )
    answered = {r.question_id for r in records}
    header = protocol.header
    if run_corpus.name == IMPORTED:  # the run carries its own corpus: the header must name it
        header = replace(header, corpus=IMPORTED, corpus_fingerprint=run_corpus.fingerprint)
    return with_hash(header, [q for q in protocol.questions if q.id in answered])


def run_condition(records: Sequence[ImportedRecord]) -> tuple[Condition, RetrievalSettings]:
    """The records' condition (checked to be one) and retrieval depth (when all give the same k)."""
    condition = records[0].fields.condition or "rag_always"
    ks = {r.fields.k for r in records}
    k = ks.pop() if len(ks) == 1 else None
    return condition, RETRIEVAL if k is None else replace(RETRIEVAL, k=k)


def check_out(out: Path, *, strict: bool = False) -> None:
    """Refuse an ``out`` that exists and is not empty; unless ``strict``, a folder holding an import
    passes (its rerun may complete it: ``same_import`` decides once the records are read)."""
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        if not strict and (out / MANIFEST).is_file():
            try:
                if RunFolder(out).manifest().generator.name == IMPORTED:
                    return
            except HarnessError:
                pass
        raise HarnessError(f"{out} already exists and is not an empty folder", "pass a new folder to --out")


def write_imported_run(
    records: Sequence[ImportedRecord],
    info: SourceInfo,
    out: Path | str,
    *,
    corpus: Corpus | None = None,
    data_dir: str | None = None,
    protocol: QuestionSet | None = None,
) -> ImportedRun:
    """Write the run folder ``out`` of checked ``records`` whole (manifest, questions, answers, corpus).

    With ``corpus`` every passage id must be one of its passages; without, the run carries its own.
    With ``protocol`` the questions are the protocol's (records checked by ``checked_records``).
    """
    out = Path(out)
    if not records:
        raise HarnessError("no records to import", "import a file with one record per line")
    if corpus is not None:
        _check_against(records, corpus)
    run_corpus = corpus if corpus is not None else own_corpus(records)
    qset = imported_question_set(records, run_corpus, protocol)
    has_gold = qset.header.settings.get("gold") != "absent"
    condition, retrieval = run_condition(records)
    manifest = new_manifest(
        run_corpus,
        qset,
        generator=PluginSpec(
            "generator",
            IMPORTED,
            {
                "source": info.location,
                "format": info.format,
                "sha256": info.sha256,
                "split": info.split,
                "revision": info.revision,
                "records": len(records),
            },
        ),
        condition=condition,
        prompt=IMPORTED,
        prompt_hash=hashlib.sha256(b"").hexdigest(),
        retrieval=retrieval,
        data_dir=data_dir,
    )
    done = ImportedRun(out, len(records), has_gold, run_corpus)
    if same_import(out, manifest):
        return done  # a rerun after the folder was in place: the caller grades and reports again
    check_out(out, strict=True)
    parent = out.parent if str(out.parent) else Path(".")
    parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=parent))
    try:
        folder = RunFolder(staging)
        write_question_set(staging / QUESTIONS, qset)
        write_jsonl(folder.answers_path, [_answer(r, corpus) for r in records])
        if corpus is None:
            write_jsonl(staging / DOCUMENTS, run_corpus.documents)
            write_jsonl(staging / PASSAGES, run_corpus.passages)
        folder.write_manifest(manifest)  # last: a folder with a manifest is a whole run
        try:
            if out.exists():
                out.rmdir()
            os.replace(staging, out)
        except OSError:  # another import put its folder there first (one rename wins)
            if not same_import(out, manifest):
                raise HarnessError(
                    f"{out} was written by another command while this import ran",
                    "import into a new --out folder",
                ) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)  # gone after the rename; a leftover otherwise
    return done


def same_import(out: Path, manifest: RunManifest) -> bool:
    """``out`` already holds this import, whole: the same records (question set, corpus) from the same
    source bytes. Its rerun completes it instead of refusing (a kill after the rename)."""
    if not (out / MANIFEST).is_file():
        return False
    try:
        there = RunFolder(out).manifest()
    except HarnessError:
        return False
    return (there.generator, there.question_set_hash, there.corpus_fingerprint) == (
        manifest.generator,
        manifest.question_set_hash,
        manifest.corpus_fingerprint,
    )
