"""The ``Corpus``: documents, passages and gold annotations, with a content fingerprint."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from harness.core.errors import HarnessError
from harness.core.io import to_line
from harness.core.records import Document, GoldAnnotation, Hypothesis, Passage


def fingerprint_of(records: Iterable[object]) -> str:
    """sha256 over the canonical JSONL lines of ``records`` (order matters)."""
    digest = hashlib.sha256()
    for record in records:
        digest.update(to_line(record).encode("utf-8"))
        digest.update(b"\n")
    return digest.hexdigest()


@dataclass(frozen=True, eq=False)
class Corpus:
    """A loaded corpus. Passages keep offsets into their documents; gold maps to passage ids."""

    name: str
    documents: tuple[Document, ...]
    passages: tuple[Passage, ...]
    hypotheses: tuple[Hypothesis, ...] = ()
    gold: tuple[GoldAnnotation, ...] = ()
    split: str | None = None
    source: dict[str, str] = field(default_factory=dict)
    """Where it was loaded from: source id, revision, paths (not part of the fingerprint)."""

    @cached_property
    def fingerprint(self) -> str:
        """Content hash of documents, passages, hypotheses and gold; recorded in every run."""
        return fingerprint_of((*self.documents, *self.passages, *self.hypotheses, *self.gold))

    @cached_property
    def _passages_by_id(self) -> dict[str, Passage]:
        return {p.id: p for p in self.passages}

    @cached_property
    def _documents_by_id(self) -> dict[str, Document]:
        return {d.id: d for d in self.documents}

    @cached_property
    def _passages_by_document(self) -> dict[str, tuple[Passage, ...]]:
        grouped: dict[str, list[Passage]] = {}
        for p in self.passages:
            grouped.setdefault(p.document_id, []).append(p)
        return {k: tuple(v) for k, v in grouped.items()}

    @cached_property
    def _gold_by_pair(self) -> dict[tuple[str, str], GoldAnnotation]:
        return {(g.document_id, g.hypothesis_key): g for g in self.gold}

    def passage(self, passage_id: str) -> Passage:
        try:
            return self._passages_by_id[passage_id]
        except KeyError:
            raise HarnessError(
                f"no passage {passage_id!r} in corpus {self.name}", "use a passage id of this corpus"
            ) from None

    def has_passage(self, passage_id: str) -> bool:
        return passage_id in self._passages_by_id

    def document(self, document_id: str) -> Document:
        try:
            return self._documents_by_id[document_id]
        except KeyError:
            raise HarnessError(
                f"no document {document_id!r} in corpus {self.name}", "use a document id of this corpus"
            ) from None

    def passages_of(self, document_id: str) -> tuple[Passage, ...]:
        return self._passages_by_document.get(document_id, ())

    def annotation(self, document_id: str, hypothesis_key: str) -> GoldAnnotation | None:
        return self._gold_by_pair.get((document_id, hypothesis_key))

    def label_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for g in self.gold:
            counts[g.label] = counts.get(g.label, 0) + 1
        return counts
