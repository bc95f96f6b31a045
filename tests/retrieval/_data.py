"""Test corpora for retrieval: a tiny hand-built one and the real ContractNLI release files."""

from __future__ import annotations

from pathlib import Path

from harness.core.records import Document, Passage
from harness.corpus import load_corpus
from harness.corpus.base import Corpus


def small_corpus(texts_by_document: dict[str, list[str]], name: str = "tiny") -> Corpus:
    """A corpus whose passages are the given texts, joined by newlines into their documents."""
    documents: list[Document] = []
    passages: list[Passage] = []
    for doc_id, texts in texts_by_document.items():
        start = 0
        for i, text in enumerate(texts):
            passages.append(Passage(f"{doc_id}:{i}", doc_id, i, start, start + len(text), text))
            start += len(text) + 1
        documents.append(Document(doc_id, doc_id, "\n".join(texts)))
    return Corpus(name=name, documents=tuple(documents), passages=tuple(passages))


def contractnli_corpus(data_dir: Path, split: str) -> Corpus:
    """The real ContractNLI release split, loaded the way users load it."""
    return load_corpus("contractnli", data_dir=str(data_dir), split=split)
