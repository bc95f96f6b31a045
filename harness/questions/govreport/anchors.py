"""Facts for GovReport value questions: summary sentences, the anchors worth asking, and their evidence.

A fact is one anchor (number, amount, percentage, date) in one summary sentence, read with
``harness.text.values`` so the builder and the graders agree on values. Its gold evidence
is every passage of the same report that holds the anchor (format-aware, ``supported_by``)
and at least ``CONTENT_MIN_SHARE`` of the sentence's content words (and at least
``CONTENT_MIN_WORDS`` of them): the anchor alone would match any passage with that year.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from harness.corpus.base import Corpus
from harness.text.sentences import split_summary_sentences
from harness.text.tokenize import tokenize
from harness.text.values import Anchor, extract_anchors, parse_value, same_value, supported_by

CONTENT_MIN_SHARE = 0.4
"""Share of the sentence's distinct content words (BM25 tokens without digits) a passage must hold."""
CONTENT_MIN_WORDS = 3
"""And never fewer than this many of them."""
MIN_WORDS, MAX_WORDS = 8, 60
"""Sentences outside this length make poor questions (fragments, run-on lists)."""
ASKED_KINDS = ("money", "percent", "date", "month", "year", "number")

# Numbers that name rather than measure: laws, sections, report ids, ranges ("P.L. 109-58", "§1601").
_NAMING_BEFORE = re.compile(
    r"(?:§|\bsec(?:tion)?s?\.?|\bP\.\s?L\.|\bNo\.|\bH\.\s?R\.|\bS\.|\bTitle|\bChapter|\bRule|\bClause|"
    r"\bReport|\bR|\bGAO|\bPub|\bArticle|\bAmendment|\bForm|\bStat\.|\bOrder|\bDirective|\bPart)\s*$",
    re.I,
)
_NAMING_AFTER = re.compile(r"^\s*(?:U\.\s?S\.\s?C|Stat\.|C\.F\.R|CFR)", re.I)
_ACRONYM = re.compile(r"\b[A-Z][A-Z&]{1,5}\b")
_NOT_AGENCIES = frozenset(
    {"US", "USA", "II", "III", "IV", "VI", "VII", "FY", "GDP", "AND", "THE", "OF", "CRS"}
)
CONTENT_WORD = re.compile(r"\d")


@dataclass(frozen=True)
class Fact:
    """One anchor of one summary sentence, with the passages of its report that hold it."""

    document_id: str
    sentence_index: int
    sentence: str
    anchor: Anchor
    evidence: tuple[str, ...]


def askable_anchors(sentence: str) -> list[Anchor]:
    """Anchors worth blanking: a measuring value, unique in the sentence, that reads back as itself."""
    anchors = extract_anchors(sentence)
    chosen: list[Anchor] = []
    for a in anchors:
        if a.kind not in ASKED_KINDS or _is_naming(sentence, a):
            continue
        if any(b is not a and same_value(a, b) for b in anchors):
            continue  # the blank would be given away by the other mention
        parsed = parse_value(a.text)
        if len(parsed) != 1 or parsed[0].kind != a.kind or not same_value(parsed[0], a):
            continue  # the grader would read the gold answer differently
        chosen.append(a)
    return chosen


def _is_naming(sentence: str, a: Anchor) -> bool:
    before, after = sentence[: a.start], sentence[a.end :]
    if before.endswith(("-", "–", "/")) or after.startswith(("-", "–", "/")):
        return True
    if before.endswith("(") and after.startswith(")"):
        return True  # an enumeration "(1)"
    if a.kind != "number":
        return False
    if re.search(r"\b[A-Z]\w*\s$", before) and re.match(r"\s[A-Z]", after):
        return True  # part of a proper name: "the National 911 Program"
    if names_elsewhere(sentence, a):
        return True
    return bool(_NAMING_BEFORE.search(before) or _NAMING_AFTER.search(after))


def names_elsewhere(sentence: str, a: Anchor) -> bool:
    """The anchor's digits also sit inside a name in the sentence ("state 911 ... NG911", "E911"):
    the number names a thing there, so it is no quantity to blank anywhere in the sentence."""
    digits = re.escape(a.text)
    return re.search(rf"[A-Za-z]{digits}|{digits}[A-Za-z]", sentence) is not None


def content_words(sentence: str, anchor: Anchor | None = None) -> frozenset[str]:
    """Distinct BM25 tokens of the sentence without digits (and without the anchor's own words)."""
    text = sentence if anchor is None else sentence[: anchor.start] + " " + sentence[anchor.end :]
    return frozenset(t for t in tokenize(text) if not CONTENT_WORD.search(t))


def needed_words(words: frozenset[str]) -> int:
    return max(CONTENT_MIN_WORDS, math.ceil(CONTENT_MIN_SHARE * len(words)))


def mentions(term: str, text: str) -> bool:
    """``term`` occurs in ``text`` as whole words, case-sensitively (acronyms: "VA" is not "value")."""
    return re.search(r"(?<![\w])" + re.escape(term) + r"(?![\w])", text) is not None


def agency_mentions(sentence: str) -> list[str]:
    """Acronyms naming agencies or programs (FEMA, HUD, RFS), in order, each once."""
    seen: list[str] = []
    for match in _ACRONYM.finditer(sentence):
        word = match.group(0)
        if sentence[: match.start()].endswith("(") and sentence[match.end() :].startswith(
            (")", "'s)", "’s)")
        ):
            continue  # "(NHTSA)" follows its spelled-out name: swapping it alone leaves the name
        if word not in _NOT_AGENCIES and word not in seen and not word.endswith("&"):
            seen.append(word)
    return seen


class AnchorIndex:
    """Per passage: its anchors and token set, so evidence is matched the same way in build and check."""

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        # Filled per passage on first use: a check reads only the passages its questions name.
        self._anchors: dict[str, tuple[Anchor, ...]] = {}
        self._tokens: dict[str, frozenset[str]] = {}

    def anchors(self, passage_id: str) -> tuple[Anchor, ...]:
        if passage_id not in self._anchors:
            self._anchors[passage_id] = tuple(extract_anchors(self.corpus.passage(passage_id).text))
        return self._anchors[passage_id]

    def tokens(self, passage_id: str) -> frozenset[str]:
        if passage_id not in self._tokens:
            self._tokens[passage_id] = frozenset(tokenize(self.corpus.passage(passage_id).text))
        return self._tokens[passage_id]

    def holds(self, passage_id: str, anchor: Anchor) -> bool:
        """The passage states the anchor's value in some format."""
        return supported_by(anchor, self.anchors(passage_id))

    def shares_content(self, passage_id: str, words: frozenset[str]) -> bool:
        return bool(words) and len(words & self.tokens(passage_id)) >= needed_words(words)

    def is_evidence(self, passage_id: str, sentence: str, anchor: Anchor) -> bool:
        return self.holds(passage_id, anchor) and self.shares_content(
            passage_id, content_words(sentence, anchor)
        )

    def evidence(self, document_id: str, sentence: str, anchor: Anchor) -> tuple[str, ...]:
        words = content_words(sentence, anchor)
        return tuple(
            p.id
            for p in self.corpus.passages_of(document_id)
            if self.holds(p.id, anchor) and self.shares_content(p.id, words)
        )

    def in_document(self, anchor: Anchor, document_id: str) -> bool:
        """Some passage of the document states this value (or a date within this year or month)."""
        return any(self.holds(p.id, anchor) for p in self.corpus.passages_of(document_id))


def find_facts(corpus: Corpus, index: AnchorIndex) -> list[Fact]:
    """Every (summary sentence, anchor) of every report whose gold evidence exists, in corpus order."""
    facts: list[Fact] = []
    for document in corpus.documents:
        for n, sentence in enumerate(split_summary_sentences(document.summary or "")):
            if not MIN_WORDS <= len(sentence.split()) <= MAX_WORDS:
                continue
            for anchor in askable_anchors(sentence):
                evidence = index.evidence(document.id, sentence, anchor)
                if evidence:
                    facts.append(Fact(document.id, n, sentence, anchor, evidence))
    return facts
