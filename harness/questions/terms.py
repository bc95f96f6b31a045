"""Verified absence: which passages mention a term, so unanswerable and adversarial premises are checked.

A term is one or more lowercase words; it occurs in a passage when its words appear in a row
there and the last one starts a word (``compet`` matches compete, competitor, competition).
Words are ``harness.text.tokenize.words`` of the case-folded text, as the BM25 tokenizer reads
them but with no stop word dropped: absence is a property of the text, so every word counts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cached_property, lru_cache

from harness.corpus.base import Corpus
from harness.text.tokenize import words


def normalize(text: str) -> str:
    """Lowercase words separated by single spaces, with a leading and trailing space."""
    return " " + " ".join(words(text.casefold().replace("’", "'"))) + " "


@lru_cache(maxsize=4096)
def term_pattern(term: str) -> re.Pattern[str]:
    parts = words(term.casefold())
    if not parts:
        raise ValueError(f"term {term!r} has no words")
    return re.compile(" " + " ".join(re.escape(w) for w in parts))


class TermIndex:
    """Normalized passage texts of a corpus, searchable for word-prefix terms."""

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self._documents_with: dict[str, list[str]] = {}

    @cached_property
    def _by_passage(self) -> dict[str, str]:
        return {p.id: normalize(p.text) for p in self.corpus.passages}

    @cached_property
    def _by_document(self) -> dict[str, str]:
        # Passages are joined with a separator no term can span.
        grouped: dict[str, list[str]] = {}
        for p in self.corpus.passages:
            grouped.setdefault(p.document_id, []).append(self._by_passage[p.id])
        return {doc: " | ".join(texts) for doc, texts in grouped.items()}

    @cached_property
    def _whole(self) -> str:
        return " | ".join(self._by_document.values())

    def normalized(self, passage_id: str) -> str:
        """The passage's text as terms are matched against it (see ``normalize``)."""
        return self._by_passage.get(passage_id, "")

    def in_corpus(self, term: str) -> bool:
        return term_pattern(term).search(self._whole) is not None

    def in_document(self, term: str, document_id: str) -> bool:
        return term_pattern(term).search(self._by_document.get(document_id, "")) is not None

    def in_passage(self, term: str, passage_id: str) -> bool:
        return term_pattern(term).search(self._by_passage.get(passage_id, "")) is not None

    def present_in_corpus(self, terms: Iterable[str]) -> list[str]:
        """The terms that occur somewhere in the corpus (empty when all are absent)."""
        return [t for t in terms if self.in_corpus(t)]

    def present_in_document(self, terms: Iterable[str], document_id: str) -> list[str]:
        return [t for t in terms if self.in_document(t, document_id)]

    def documents_with(self, term: str) -> list[str]:
        if term not in self._documents_with:
            pattern = term_pattern(term)
            self._documents_with[term] = [
                doc for doc, text in self._by_document.items() if pattern.search(text)
            ]
        return list(self._documents_with[term])

    def passages_with(self, term: str, document_id: str) -> list[str]:
        pattern = term_pattern(term)
        return [p.id for p in self.corpus.passages_of(document_id) if pattern.search(self._by_passage[p.id])]
