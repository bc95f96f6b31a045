"""Naming an agreement the way a user would: title, parties and date, read from the document's head.

Parties come from spaCy's ORG entities and a "between X and Y" rule, dates from spaCy's
DATE entities and date patterns; anything that looks like a template blank is dropped.
When nothing is found the document's heading names it alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from harness.core.records import Document
from harness.core.settings import spacy_model_name
from harness.corpus.base import Corpus
from harness.text.nlp import named_entities

HEAD_CHARS = 1500
"""Only the head of a document is read: titles, parties and dates sit at the top."""

_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
_MONTH = "(" + "|".join(_MONTHS) + ")"
_DATE_PATTERNS = (
    re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+" + _MONTH + r",?\s+((?:19|20)\d\d)\b", re.I),
    re.compile(r"\b" + _MONTH + r"\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)\b", re.I),
    re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r",?\s+((?:19|20)\d\d)\b", re.I),
)
_BETWEEN = re.compile(
    r"\bbetween\s*:?\s*(?:\(1\)|1\))?\s*(.{3,160}?)\s*,?\s+and\s+(?:\(2\)|2\))?\s*(.{3,160})", re.I | re.S
)
_CUT = re.compile(
    r"\s*(?:[(“\"\n;]|,?\s+(?:a|an)\s+(?:[A-Z]|corporation|company|limited|nonprofit|non-profit|private|"
    r"public|partnership)|,\s+(?:whose|with|having|located|as|and)\b|"
    r"\s(?:located|with|having|whose|which|who|incorporated|organi[sz]ed|registered|on behalf|acting)\b|"
    r"(?<=[a-z]{2})\.\s+[A-Z][a-z]|\.\s*$)"
)
_ABBREVIATION = re.compile(r"\b(inc|corp|co|ltd|l\.l\.c|n\.v|b\.v|s\.a|l\.p|jr|sr)\.$", re.I)
_REJECT_WORDS = frozenset(
    {"party", "parties", "shall", "identified", "undersigned", "below", "certain", "hereto"}
)
_SMALL_WORDS = frozenset({"and", "of", "the", "on", "for", "to", "in", "or", "a", "an", "by", "with"})
_PLACEHOLDER = re.compile(r"[_…\[\]<>]|\.\.\.|\bname\b|\binsert\b", re.I)
_CORPORATE = re.compile(
    r"\b(inc|incorporated|llc|l\.l\.c|ltd|limited|corporation|corp|company|co|gmbh|ag|ab|n\.v|b\.v|plc|"
    r"s\.a|sa|lp|l\.p|llp|pte|group|university|department|bank|authority|institute|council|schools|"
    r"board|trust|foundation|holdings|enterprises|industries|technologies|systems|solutions)\b\.?",
    re.I,
)
_GENERIC = frozenset(
    {
        "agreement",
        "confidential",
        "confidentiality",
        "information",
        "company",
        "recipient",
        "discloser",
        "disclosing",
        "receiving",
        "client",
        "supplier",
        "agency",
        "project",
        "effective",
        "date",
        "purpose",
        "non",
        "disclosure",
        "nondisclosure",
        "mutual",
        "and",
        "the",
        "of",
        "this",
        "corporation",
        "corporations",
        "llc",
        "inc",
        "ltd",
        "limited",
        "co",
        "investor",
        "owner",
        "vendor",
        "contractor",
        "consultant",
        "employee",
        "affiliates",
        "affiliate",
        "you",
        "we",
        "us",
        "group",
        "authority",
        "organisation",
        "organization",
        "institution",
        "participant",
        "its",
        "holdings",
    }
)
_DEFINED = re.compile(
    r"\((?:the\s+|each\s+a\s+|hereinafter\s+)?[\"“]([A-Z][\w&\-]*(?:\s+[A-Z][\w&\-]*){0,2})[\"”]"
)
_NOT_ALIASES = frozenset(
    {
        "agreement",
        "effective date",
        "confidential information",
        "parties",
        "party",
        "purpose",
        "permitted purpose",
        "transaction",
        "proposed transaction",
        "representatives",
        "discussions",
        "project",
        "field",
        "information",
        "receiving party",
        "disclosing party",
        "affiliates",
        "affiliate",
        "evaluation material",
        "evaluation materials",
        "business",
        "services",
        "term",
        "territory",
        "proprietary information",
        "the parties",
        "materials",
        "data",
        "assets",
        "ci",
        "rfp",
    }
)
_EXHIBIT = re.compile(r"^\s*(exhibit|annex|attachment|schedule|appendix)\b[^a-z]*", re.I)
_TITLE_WORD = re.compile(r"agreement|undertaking|nda\b|letter|deed|contract", re.I)


@dataclass(frozen=True)
class Mention:
    """A name or date as shown in a question, with where it stands in the document text."""

    text: str
    start: int
    end: int


@dataclass(frozen=True)
class AgreementName:
    """How questions name one agreement."""

    title: str
    parties: tuple[Mention, ...]
    date: Mention | None
    year: str | None
    aliases: tuple[str, ...] = ()
    """Short names the document defines for its parties (“Recipient”, “HPE”), as its clauses use them."""
    disambiguation: str = ""

    def render(self, parties: Sequence[str] | None = None, date: str | None = None) -> str:
        """``the <title> between A and B dated <date>``, optionally with parties or date replaced."""
        names = list(parties) if parties is not None else [p.text for p in self.parties]
        when = date if date is not None else (self.date.text if self.date else None)
        text = "the " + self.title
        if len(names) >= 2:
            text += f" between {names[0]} and {names[1]}"
        elif names:
            text += f" with {names[0]}"
        if self.aliases:
            text += " (" + " and ".join(f"“{a}”" for a in self.aliases) + ")"
        if when:
            text += f" dated {when}"
        if self.disambiguation:
            text += f" ({self.disambiguation})"
        return text


def _tidy_word(word: str, first: bool) -> str:
    if not word.isupper() or (len(word) <= 3 and word.isalpha() and word.lower() not in _SMALL_WORDS):
        return word
    if word.lower() in _SMALL_WORDS and not first:
        return word.lower()
    return "-".join(part.capitalize() for part in word.split("-"))


def _tidy_case(text: str) -> str:
    """Title-case shouted text (all-caps headings and names), keeping short acronyms."""
    letters = [c for c in text if c.isalpha()]
    if not letters or sum(c.isupper() for c in letters) < 0.6 * len(letters):
        return text
    return " ".join(_tidy_word(w, n == 0) for n, w in enumerate(text.split()))


def _clean_party(raw: str) -> str | None:
    text = _CUT.split(raw.strip(), maxsplit=1)[0].strip(" ,;:'\"“”‘’")
    text = re.sub(r"\s+", " ", text)
    if text.endswith(".") and not _ABBREVIATION.search(text):
        text = text.rstrip(".")
    if text.lower().startswith("the ") and not text.startswith("The "):
        text = text[4:]
    if not 3 <= len(text) <= 80 or _PLACEHOLDER.search(text) or not text[:1].isupper():
        return None
    words = [w.strip(".,'’()").lower() for w in re.split(r"[\s\-]+", text)]
    if all(not w or w in _GENERIC for w in words) or {"agreement", "confidential"} & set(words):
        return None
    if _REJECT_WORDS & set(words):
        return None
    if sum(c.isdigit() for c in text) > 2:
        return None
    return text


def _parse_date(text: str, offset: int) -> tuple[Mention, str] | None:
    for pattern in _DATE_PATTERNS:
        m = pattern.search(text)
        if m is None:
            continue
        groups = m.groups()
        month = next(g for g in groups if not g.isdigit())
        day, year = (g for g in groups if g.isdigit())
        shown = f"{month.capitalize()} {int(day)}, {year}"
        return Mention(shown, offset + m.start(), offset + m.end()), year
    return None


def _title(document: Document, head: str) -> str:
    lines = [ln.strip() for ln in head.splitlines() if ln.strip()][:6]
    for n, line in enumerate(lines):
        if len(line) > 160 or not _TITLE_WORD.search(line):
            continue
        if re.match(r"(this|the)\b", line, re.I) and re.search(r"\b(is|are)\s+(made|entered)", line):
            # The heading is the opening sentence: keep its capitalized "... Agreement" run.
            run = re.search(r"((?:[A-Z][\w&'’-]*\s+){0,6}AGREEMENT)\b", line, re.I)
            line = run.group(1) if run else ""
            line = re.sub(r"^(this|the)\s+", "", line, flags=re.I)
        title = _EXHIBIT.sub("", line).strip(" -–:")
        if not title or len(title.split()) > 16:
            continue
        title = _tidy_case(title)
        earlier = [
            ln for ln in lines[:n] if not _EXHIBIT.match(ln) and len(ln) <= 60 and not _parse_date(ln, 0)
        ]
        if earlier and not _PLACEHOLDER.search(earlier[-1]):
            title += f" ({_tidy_case(earlier[-1])})"
        return title
    fallback = (document.title or "").strip()
    looks_like_file = re.search(r"\.(pdf|txt|docx?|html?)$", fallback, re.I) or " " not in fallback
    if fallback and not looks_like_file and not _PLACEHOLDER.search(fallback) and len(fallback) <= 120:
        return _tidy_case(fallback)
    return "agreement"


def _name_one(document: Document, doc_ents: Sequence[tuple[str, str, int, int]]) -> AgreementName:
    head = document.text[:HEAD_CHARS]
    found: list[Mention] = []
    between = _BETWEEN.search(head)
    if between is not None:
        for group in (1, 2):
            party = _clean_party(between.group(group))
            if party is not None:
                start = document.text.find(party, between.start(group))
                found.append(Mention(party, start, start + len(party)))
    dates: list[tuple[Mention, str]] = []
    for text, label, start, end in doc_ents:
        described = re.search(r"\b(?:a|an)\s+$", document.text[max(0, start - 4) : start])
        if label == "ORG" and _CORPORATE.search(text) and not described:
            party = _clean_party(text)
            if party is not None:
                at = document.text.find(party, start)
                found.append(Mention(_tidy_case(party), at, at + len(party)))
        elif label == "DATE":
            parsed = _parse_date(head[max(0, start - 20) : end + 20], max(0, start - 20))
            if parsed is not None:
                dates.append(parsed)
    parsed_rule = _parse_date(head, 0)
    if parsed_rule is not None:
        dates.append(parsed_rule)
    parties: list[Mention] = []
    for m in found:
        key = m.text.lower()
        if m.start < 0 or any(key in p.text.lower() or p.text.lower() in key for p in parties):
            continue
        parties.append(Mention(_tidy_case(m.text), m.start, m.end))
        if len(parties) == 2:
            break
    date, year = min(dates, key=lambda d: d[0].start) if dates else (None, None)
    aliases: list[str] = []
    for defined in _DEFINED.finditer(head):
        alias = defined.group(1).strip()
        if alias.lower() in _NOT_ALIASES or alias in aliases or any(alias == p.text for p in parties):
            continue
        aliases.append(alias)
    return AgreementName(_title(document, head), tuple(parties), date, year, tuple(aliases[:2]))


_CACHE: dict[tuple[str, str], dict[str, AgreementName]] = {}


def name_agreements(corpus: Corpus) -> dict[str, AgreementName]:
    """Document id -> how questions name it; names are unique within the corpus (cached)."""
    cache_key = (corpus.fingerprint, spacy_model_name())
    if cache_key in _CACHE:
        return _CACHE[cache_key]
    heads = [d.text[:HEAD_CHARS] for d in corpus.documents]
    entities = named_entities(heads, cache_key=f"agreement-heads:{corpus.fingerprint}:{HEAD_CHARS}")
    names = {
        document.id: _name_one(document, ents)
        for document, ents in zip(corpus.documents, entities, strict=True)
    }
    _CACHE[cache_key] = _disambiguate(corpus, names)
    return _CACHE[cache_key]


def _disambiguate(corpus: Corpus, names: dict[str, AgreementName]) -> dict[str, AgreementName]:
    """Two documents with the same rendered name get their opening words (and, failing that, an ordinal)."""
    groups: dict[str, list[str]] = {}
    for doc_id, name in names.items():
        groups.setdefault(name.render().lower(), []).append(doc_id)
    result = dict(names)
    for doc_ids in groups.values():
        if len(doc_ids) < 2:
            continue
        seen: dict[str, int] = {}
        for doc_id in doc_ids:
            opening = _opening(corpus.document(doc_id), names[doc_id].title)
            seen[opening] = seen.get(opening, 0) + 1
            note = f"the one opening “{opening}”" if opening else "untitled"
            if seen[opening] > 1:
                note += f", copy {seen[opening]}"
            result[doc_id] = replace(names[doc_id], disambiguation=note)
    return result


def _opening(document: Document, title: str) -> str:
    """The first eight words of the first body line (the line after the title)."""
    lines = [ln.strip() for ln in document.text[:HEAD_CHARS].splitlines() if ln.strip()]
    core = title.split(" (")[0].lower()
    body = [ln for ln in lines if core not in _tidy_case(ln).lower() and not _EXHIBIT.match(ln)]
    words = re.findall(r"[A-Za-z0-9][\w'’-]*", body[0] if body else "")
    return " ".join(words[:8])
