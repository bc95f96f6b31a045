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
import shutil
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.io import read_jsonl, write_jsonl
from harness.core.records import (
    STRATA,
    Answer,
    Document,
    Passage,
    PluginSpec,
    Question,
    QuestionSetHeader,
    RetrievalSettings,
    RetrievedPassage,
    RunManifest,
    Stratum,
)
from harness.corpus.base import Corpus
from harness.corpus.fieldmap import get_path
from harness.questions.qset import QuestionSet, with_hash, write_question_set
from harness.questions.sampling import IDEAL
from harness.store.folder import MANIFEST, QUESTIONS, RunFolder
from harness.store.import_sources import RecordMapping, SourceInfo, iter_mapped
from harness.store.manifest import new_manifest
from harness.text.answer_format import bound, parse_citations

IMPORTED = "imported"
"""Corpus name of a run that carries its own corpus, and the generator name of every imported run."""
BUILDER_VERSION = "import-1"
DOCUMENTS = "documents.jsonl"
PASSAGES = "passages.jsonl"
NO_ANSWER = frozenset({"none", "n/a", "notmentioned", "not mentioned", "unanswerable"})
RETRIEVAL = RetrievalSettings(backend=IMPORTED)
"""Imported retrieval sets come from the user's pipeline; ``k`` is not the harness's to choose."""


@dataclass(frozen=True)
class ImportedRecord:
    """One record after mapping and checking, with where it came from."""

    where: str
    question_id: str
    question: str
    passages: tuple[tuple[str, str], ...]
    """(passage id, text) in retrieval order."""
    answer: str
    gold_answer: str | None
    gold_evidence: tuple[str, ...]
    stratum: Stratum | None
    document: str | None
    citations: tuple[str, ...] | None
    error: str | None


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


def _passages(row: Mapping[str, Any], m: RecordMapping, where: str) -> tuple[tuple[str, str], ...]:
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
    out: list[tuple[str, str]] = []
    for i, item in enumerate(value):
        at = f"{where}: passage {i}"
        if isinstance(item, str):
            out.append((content_id(item), item))
            continue
        if not isinstance(item, Mapping):
            raise HarnessError(f"{at} must be an object with id and text, or a string", _FIX)
        pid = _text(item, m.passage_id, at, required=True, name="passage id") or ""
        text = _text(item, m.passage_text, at, required=True, name="passage text") or ""
        if not pid.strip():
            raise HarnessError(f"{at} has an empty id", _FIX)
        out.append((pid, text))
    ids = [pid for pid, _ in out]
    if len(set(ids)) != len(ids):
        raise HarnessError(f"{where}: a passage id appears twice in one retrieval set", _FIX)
    return tuple(out)


def check_record(row: Mapping[str, Any], m: RecordMapping, where: str) -> ImportedRecord:
    """One record checked field by field; the first problem is raised with ``where``."""
    qid = _text(row, m.question_id, where, required=True, name="question_id") or ""
    if not qid.strip():
        raise HarnessError(f"{where}: empty question_id", _FIX)
    question = _text(row, m.question, where, required=True, name="question") or ""
    if not question.strip():
        raise HarnessError(f"{where}: empty question", _FIX)
    answer = _text(row, m.answer, where, required=True, name="answer")
    stratum = _text(row, m.stratum, where, required=False, name="stratum")
    if stratum is not None and stratum not in STRATA:
        raise HarnessError(
            f"{where}: unknown stratum {stratum!r}", f"use one of {', '.join(STRATA)}, or omit it"
        )
    gold = _text(row, m.gold_answer, where, required=False, name="gold_answer")
    return ImportedRecord(
        where=where,
        question_id=qid,
        question=question,
        passages=_passages(row, m, where),
        answer=answer or "",
        gold_answer=gold if gold is not None and gold.strip() else None,
        gold_evidence=_ids(row, m.gold_evidence, where, "gold_evidence") or (),
        stratum=stratum,  # checked against STRATA above
        document=_text(row, m.document, where, required=False, name="document"),
        citations=_ids(row, m.citations, where, "citations"),
        error=_text(row, m.error, where, required=False, name="error"),
    )


def checked_records(rows: list[tuple[str, Any]], mapping: RecordMapping) -> list[ImportedRecord]:
    """All records checked, and checked against each other (ids, passage texts, gold given for all)."""
    if not rows:
        raise HarnessError("the file holds no records", "import a file with one record per line")
    records = [check_record(row, mapping, where) for where, row in iter_mapped(rows)]
    first: dict[str, str] = {}
    texts: dict[str, tuple[str, str]] = {}
    for r in records:
        if r.question_id in first:
            raise HarnessError(
                f"{r.where}: question_id {r.question_id!r} repeats {first[r.question_id]}",
                "give every record its own question_id; nothing was written",
            )
        first[r.question_id] = r.where
        for pid, text in r.passages:
            seen = texts.setdefault(pid, (text, r.where))
            if seen[0] != text:
                raise HarnessError(
                    f"{r.where}: passage {pid!r} has another text than at {seen[1]}",
                    "one passage id must always name the same text; give distinct passages distinct ids",
                )
    with_gold = [r for r in records if r.gold_answer is not None]
    if with_gold and len(with_gold) != len(records):
        odd = next(r for r in records if (r.gold_answer is None) == (records[0].gold_answer is not None))
        raise HarnessError(
            f"{odd.where}: {'no' if odd.gold_answer is None else 'a'} gold_answer, unlike {records[0].where}",
            'give every record a gold_answer ("none" when no answer exists) or none of them',
        )
    return records


# --------------------------------------------------------------------------- building the run


def _stratum(r: ImportedRecord) -> Stratum:
    """The record's stratum, else: ``unanswerable`` when the gold says no answer exists, ``answerable``."""
    if r.stratum is not None:
        return r.stratum
    if r.gold_answer is not None and r.gold_answer.strip().lower() in NO_ANSWER:
        return "unanswerable"
    return "answerable"


def _question(r: ImportedRecord) -> Question:
    gold = (r.gold_answer or "").strip()
    stratum = _stratum(r)
    yes_no = gold.lower() in ("yes", "no")
    return Question(
        id=r.question_id,
        text=r.question,
        stratum=stratum,
        answer_type="yes_no" if yes_no else "value",
        gold_answer=gold.lower() if yes_no else ("none" if gold.lower() in NO_ANSWER else gold),
        gold_evidence=r.gold_evidence,
        ideal=IDEAL[stratum],
        retrieval=RETRIEVAL,
        builder_version=BUILDER_VERSION,
        document_id=r.document,
        notes="imported" + ("" if r.stratum is not None else f"; stratum {stratum} by default"),
    )


def _doc_of(pid: str, r: ImportedRecord, corpus: Corpus | None) -> str:
    if corpus is not None:
        return corpus.passage(pid).document_id
    if r.document:
        return r.document
    head, sep, _ = pid.rpartition(":")
    return head if sep and head else IMPORTED


def _answer(r: ImportedRecord, corpus: Corpus | None) -> Answer:
    retrieved = tuple(
        RetrievedPassage(pid, _doc_of(pid, r, corpus), text, 0.0, rank)
        for rank, (pid, text) in enumerate(r.passages, start=1)
    )
    text, cut = bound(r.answer)  # cut at the size `harness run` keeps (MAX_OUTPUT_CHARS), flagged
    return Answer(
        question_id=r.question_id,
        text=text,
        citations=r.citations if r.citations is not None else parse_citations(text),
        retrieved=retrieved,
        latency_s=0.0,
        raw=text,
        error=r.error or None,
        truncated=cut,
        notes=("imported: the retrieval set and answer came from the user's pipeline",),
    )


def own_corpus(records: Sequence[ImportedRecord]) -> Corpus:
    """A corpus of the records' passages: one document per document id, passages in first-seen order."""
    by_doc: dict[str, dict[str, str]] = {}
    for r in records:
        for pid, text in r.passages:
            by_doc.setdefault(_doc_of(pid, r, None), {}).setdefault(pid, text)
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
        for pid in (*(p for p, _ in r.passages), *r.gold_evidence):
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
) -> ImportedRun:
    """Write the run folder ``out`` of checked ``records`` whole (manifest, questions, answers, corpus).

    With ``corpus`` every passage id must be one of its passages; without, the run carries its own.
    """
    out = Path(out)
    if not records:
        raise HarnessError("no records to import", "import a file with one record per line")
    if corpus is not None:
        _check_against(records, corpus)
    run_corpus = corpus if corpus is not None else own_corpus(records)
    has_gold = records[0].gold_answer is not None
    questions = [_question(r) for r in records]
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
    qset: QuestionSet = with_hash(header, questions)
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
        condition="rag_always",
        prompt=IMPORTED,
        prompt_hash=hashlib.sha256(b"").hexdigest(),
        retrieval=RETRIEVAL,
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
