"""The ``govreport`` corpus: long government reports with expert summaries, cut into paragraph passages.

Records come from the Hub (``datasets.load_dataset`` on the card's repository, config and
pinned revision) or from files in ``--data-dir`` read through a :class:`FieldMapping` (the
card's, or one or more passed as the ``mapping`` option for other layouts). Either way
each record becomes a document ``gov-NN`` and its report is chunked by paragraph with the
card's target size and overlap.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.records import Document, Passage
from harness.core.registry import register
from harness.corpus.base import Corpus
from harness.corpus.cache import cache_key, cached_corpus
from harness.corpus.cards import CorpusCard, read_card
from harness.corpus.chunking import check_chunk_settings, chunk_spans
from harness.corpus.fieldmap import FieldMapping, MappedRecord, dedupe, map_record, read_mapped_files
from harness.corpus.release import derive_title
from harness.corpus.sources import check_split, file_sha256, load_hub_dataset

_COMMIT = re.compile(r"[0-9a-f]{40}")
_MAPPING_KEYS = {"records", "report", "summary", "id", "title", "strip_prefix", "strip_suffix", "dedupe"}


_GENERIC_HEADINGS = {"introduction", "background", "overview", "summary", "contents", "table of contents"}


def report_title(text: str) -> str:
    """The report's first line when it is a specific heading, else the opening words of its body."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if not lines:
        return ""
    first = lines[0]
    if len(first) <= 80 and not first.endswith(".") and first.lower() not in _GENERIC_HEADINGS:
        return first
    return derive_title(next((ln for ln in lines if len(ln) >= 40), first))


def card_mapping(card: CorpusCard) -> dict[str, Any]:
    """The card's field mapping (only the keys a :class:`FieldMapping` takes)."""
    return {k: v for k, v in card.fields.items() if k in _MAPPING_KEYS}


def build_corpus(records: Sequence[MappedRecord], split: str | None, target: int, overlap: int) -> Corpus:
    """Documents ``gov-NN`` (from 1, at least two digits) with paragraph-chunk passages."""
    if not records:
        raise HarnessError("govreport: no records to load", "check the data files and the field mapping")
    width = max(2, len(str(len(records))))
    documents: list[Document] = []
    passages: list[Passage] = []
    for n, rec in enumerate(records, start=1):
        doc_id = f"gov-{n:0{width}d}"
        meta = {"origin": rec.origin}
        if rec.id is not None:
            meta["source_id"] = rec.id
        documents.append(
            Document(
                id=doc_id,
                title=rec.title or report_title(rec.report),
                text=rec.report,
                summary=rec.summary,
                meta=meta,
            )
        )
        passages.extend(
            Passage(f"{doc_id}:{i}", doc_id, i, s, e, rec.report[s:e])
            for i, (s, e) in enumerate(chunk_spans(rec.report, target, overlap))
        )
    return Corpus(name="govreport", documents=tuple(documents), passages=tuple(passages), split=split)


def hub_records(
    repo: str, config: str | None, revision: str | None, split: str, mapping: FieldMapping
) -> list[MappedRecord]:
    """Rows of ``split`` via ``datasets.load_dataset`` (a Hub id or a local dataset folder), mapped."""
    rows = load_hub_dataset(
        repo,
        config=config,
        revision=revision,
        split=split,
        what="govreport",
        fix="pass --data-dir DIR with report/summary files (and a field mapping for other layouts)",
    )
    out = [map_record(row, mapping, f"{repo} {split} row {i}") for i, row in enumerate(rows)]
    return dedupe(out, mapping.dedupe)[0]


def _mappings(
    card: CorpusCard, mapping: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None
) -> list[FieldMapping]:
    given = [mapping] if isinstance(mapping, Mapping) else list(mapping or [])
    if not given:
        return [FieldMapping.from_dict(card_mapping(card), f"{card.path} fields")]
    return [FieldMapping.from_dict({**card_mapping(card), **m}, f"mapping {i}") for i, m in enumerate(given)]


@register("corpus", "govreport")
def govreport(
    data_dir: str | Path | None = None,
    split: str | None = None,
    mapping: Mapping[str, Any] | Sequence[Mapping[str, Any]] | None = None,
    target_chars: int | None = None,
    overlap_chars: int | None = None,
    repo: str | None = None,
    config: str | None = None,
    revision: str | None = None,
) -> Corpus:
    """GovReport (Huang et al. 2021): GAO/CRS reports with expert summaries, paragraph passages."""
    card = read_card("govreport")
    target = int(target_chars if target_chars is not None else card.passages.get("target_chars", 1200))
    overlap = int(overlap_chars if overlap_chars is not None else card.passages.get("overlap_chars", 200))
    check_chunk_settings(target, overlap)
    mappings = _mappings(card, mapping)
    chunking = {"target_chars": target, "overlap_chars": overlap}
    if data_dir is None:
        return _from_hub(card, split, mappings, chunking, repo, config, revision)
    folder = Path(data_dir)
    if not folder.is_dir():
        raise HarnessError(
            f"data dir {folder} does not exist", "pass --data-dir pointing at the report files"
        )
    if not all(m.files for m in mappings):
        chosen = split or card.default_split or "test"
        names = check_split(card, chosen)
        present = [n for n in names if (folder / n).is_file()]
        if not present:
            raise HarnessError(
                f"{folder}: no file for split {chosen!r} of govreport (looked for {', '.join(names)})",
                "put the split's file there, or pass a field mapping with 'files'",
            )
        mappings = [FieldMapping(**{**m.to_dict(), "files": (present[0],)}) for m in mappings]
        split = chosen
    files = sorted({p for m in mappings for pattern in m.files for p in folder.glob(pattern) if p.is_file()})
    hashes = [file_sha256(p) for p in files]
    settings = {"mappings": [m.to_dict() for m in mappings], **chunking, "split": split}
    key = cache_key("govreport", hashes, settings)

    def build() -> Corpus:
        records: list[MappedRecord] = []
        notes = []
        for m in mappings:
            recs, _paths, dropped = read_mapped_files(folder, m)
            records.extend(recs)
            if dropped:
                notes.append(f"dropped {dropped} duplicate record(s) of {', '.join(m.files)}")
        corpus = build_corpus(records, split, target, overlap)
        return replace(corpus, source={"note": "; ".join(notes)} if notes else {})

    source = {
        "corpus": "govreport",
        "card": card.path,
        "location": "local",
        "files": json.dumps([str(p) for p in files]),
    }
    return cached_corpus("govreport", key, build, source)


def _from_hub(
    card: CorpusCard,
    split: str | None,
    mappings: list[FieldMapping],
    chunking: dict[str, int],
    repo: str | None,
    config: str | None,
    revision: str | None,
) -> Corpus:
    if len(mappings) != 1:
        raise HarnessError("several field mappings need local files", "pass --data-dir with the mapped files")
    chosen = split or card.default_split or "test"
    if repo is None:  # the card's pinned source; a repo passed by the caller brings its own revision
        repo = str(card.source["hub"])
        config = config or card.source.get("config")
        revision = revision or card.source.get("revision")
    mapping = mappings[0]
    source = {
        "corpus": "govreport",
        "card": card.path,
        "location": "hub",
        "repo": repo,
        "config": str(config),
        "revision": str(revision),
        "split": chosen,
    }
    if revision and _COMMIT.fullmatch(revision):  # a commit is immutable: its parse can be cached
        ident = hashlib.sha256(f"{repo}@{revision}/{config}/{chosen}".encode()).hexdigest()
        key = cache_key("govreport", [ident], {"mapping": mapping.to_dict(), **chunking})
        return cached_corpus(
            "govreport",
            key,
            lambda: build_corpus(
                hub_records(repo, config, revision, chosen, mapping), chosen, **_kw(chunking)
            ),
            source,
        )
    corpus = build_corpus(hub_records(repo, config, revision, chosen, mapping), chosen, **_kw(chunking))
    return Corpus(corpus.name, corpus.documents, corpus.passages, split=chosen, source=source)


def _kw(chunking: dict[str, int]) -> dict[str, int]:
    return {"target": chunking["target_chars"], "overlap": chunking["overlap_chars"]}
