"""Naming an agreement the way a lawyer would: its title, its parties and its date, read from its head.

Every part is read from the document's head and validated there before it is used: a party is
a name the preamble gives (in the "between ... and ..." clause, a numbered party list, or a
spaCy ORG entity carrying a corporate designator), never an address, a file reference, logo
text, a defined role ("Customer", "Payment Schedule") or a template blank; a date is the
agreement's own date (made / dated / effective / a letter's date line), not a date a recital
mentions. A rejected part falls back to the next source, and to nothing rather than to
garble. A name must identify one agreement of the corpus: when title, parties and date are
shared, the heading line around the title is added, and failing that the question says which
document it means.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from harness.core.records import Document
from harness.core.settings import spacy_model_name
from harness.corpus.base import Corpus
from harness.questions.contractnli.heads import (
    CARE_OF,
    HEAD_CHARS,
    PLACEHOLDER,
    Mention,
    agreement_date,
    dates_in,
    parse_date,
    preamble_end_of,
    read_heading,
    read_title,
    tidy_case,
    title_lines,
)
from harness.questions.contractnli.parties import (
    DESCRIBED,
    LETTER,
    ORG_CHARS,
    between_parties,
    clean_party,
    corporate,
    corporate_name,
    glued,
    locate,
    lowercase_words,
    not_this_party,
    same_entity,
    valid_party,
)
from harness.text.nlp import named_entities

__all__ = [
    "HEAD_CHARS",
    "AgreementName",
    "Mention",
    "corporate",
    "covers",
    "dates_in",
    "garbling",
    "name_agreements",
    "parse_date",
    "tidy_case",
    "valid_party",
]

GARBLED = (
    re.compile(r"\bbetween\s+and\b|\bbetween\s*$|\band\s*$|\bwith\s*$", re.I),
    re.compile(r"\bfile\s+ref|\bref\.?\s*no\b|\blogo\b|[®™©]", re.I),
    re.compile(r"\(“[^”]*” and “[^”]*”\)"),
    PLACEHOLDER,
    re.compile(r"the one opening|\bday of\s+(?:19|20)?\d*\b", re.I),
    re.compile(r"\b(?:street|avenue|ave|road|drive|suite|floor|blvd|boulevard|lane|p\.?o\.? box)\b", re.I),
    re.compile(r"\b(?:quicklinks|click here|exhibit|annex|appendix)\b", re.I),
    re.compile(CARE_OF, re.I),
    re.compile(r"\bas (?:its )?agent\b|\bon behalf of\b", re.I),
    re.compile(r"\.{3,}|…|\bcontents\b", re.I),
    re.compile(r"\b(?:of|the|for|de)\s+(?:and\b|dated\b|\(|$)", re.I),
)
"""Patterns no rendered agreement name may match (the garbling the old namer produced)."""


@dataclass(frozen=True)
class AgreementName:
    """How questions name one agreement: title, parties and date, plus what tells twins apart."""

    title: str
    parties: tuple[Mention, ...]
    date: Mention | None
    year: str | None
    disambiguation: str = ""
    """Added when title, parties and date do not single the agreement out (its heading, or its document)."""

    def render(self, parties: Sequence[str] | None = None, date: str | None = None) -> str:
        """``the <title> between A and B dated <date>``, optionally with parties or date replaced."""
        names = list(parties) if parties is not None else [p.text for p in self.parties]
        when = date if date is not None else (self.date.text if self.date else None)
        text = "the " + self.title
        if len(names) >= 2:
            text += f" between {names[0]} and {names[1]}"
        elif names:
            text += f" with {names[0]}"
        if when:
            text += f" dated {when}"
        if self.disambiguation:
            text += f" ({self.disambiguation})"
        return text


def _name_one(document: Document, doc_ents: Sequence[tuple[str, str, int, int]]) -> AgreementName:
    head = document.text[:HEAD_CHARS]
    preamble_end = preamble_end_of(head)
    candidates = between_parties(head, preamble_end)
    title, line = read_title(head)
    # Text above the title line is a letterhead or a file header: its names are not the parties
    # (a letter's addressee block, above its subject line, is the exception).
    body_start = head.find(title_lines(head)[line]) if line >= 0 and not LETTER.search(head) else 0
    common = lowercase_words(document.text)
    for text, label, start, _end in doc_ents:
        described = DESCRIBED.search(head[max(0, start - 30) : start])
        in_preamble = body_start <= start < min(preamble_end, ORG_CHARS)
        if label == "ORG" and in_preamble and not described and corporate_name(text):
            party = clean_party(text)
            if party is not None:
                candidates.append(party)
    parties: list[Mention] = []
    for candidate in candidates:
        mention = locate(document, head, candidate)
        if mention is None or mention.text.lower() in title.lower() or glued(head, mention):
            continue
        if not_this_party(head, mention, common):
            continue
        same = next((n for n, p in enumerate(parties) if same_entity(mention.text, p.text)), None)
        if same is not None:
            if " " not in parties[same].text and parties[same].text.isupper():
                parties[same] = mention
            continue
        if len(parties) < 2:
            parties.append(mention)
    parties.sort(key=lambda m: m.start)
    parsed = agreement_date(head, preamble_end)
    date, year = parsed if parsed is not None else (None, None)
    return AgreementName(title, tuple(parties), date, year)


_CACHE: dict[tuple[str, str], dict[str, AgreementName]] = {}


def name_agreements(corpus: Corpus) -> dict[str, AgreementName]:
    """Document id -> how questions name it; every name identifies one document of the corpus (cached)."""
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


def covers(a: AgreementName, b: AgreementName) -> bool:
    """A reader could take name ``a`` for agreement ``b``: same title, every part ``a`` gives fits ``b``."""
    if a.title.lower() != b.title.lower() or a.disambiguation != b.disambiguation:
        return False
    b_parties = {p.text.lower() for p in b.parties}
    a_date, b_date = (a.date.text if a.date else None), (b.date.text if b.date else None)
    return {p.text.lower() for p in a.parties} <= b_parties and a_date in (None, b_date)


def _groups(names: dict[str, AgreementName]) -> list[list[str]]:
    """Documents whose name does not single them out (it also fits another document's agreement)."""
    ambiguous = [
        doc
        for doc, name in names.items()
        if any(other != doc and covers(name, names[other]) for other in names)
    ]
    return [ambiguous] if ambiguous else []


def _disambiguate(corpus: Corpus, names: dict[str, AgreementName]) -> dict[str, AgreementName]:
    """Names that fit another agreement get the heading next to their title, then their document id."""
    result = dict(names)
    for doc_ids in _groups(result):
        for doc_id in doc_ids:
            head = corpus.document(doc_id).text[:HEAD_CHARS]
            heading = read_heading(head, read_title(head)[1])
            if heading:
                result[doc_id] = replace(result[doc_id], disambiguation=f"headed “{heading}”")
    for doc_ids in _groups(result):
        for doc_id in doc_ids:
            result[doc_id] = replace(result[doc_id], disambiguation=f"document {doc_id}")
    return result


_PARTIES_SHOWN = re.compile(
    r" between (.+?) and (.+?)(?: dated | \(|$)| with ((?:(?! with ).)+?)(?: dated | \(|$)"
)


def garbling(name: str) -> list[str]:
    """The garbling patterns ``name`` matches, and any party it shows that is no name (empty: clean)."""
    found = [p.pattern for p in GARBLED if p.search(name)]
    shown = _PARTIES_SHOWN.search(name)
    parties = [p for p in (shown.groups() if shown else ()) if p]
    return found + [f"not a party name: {p!r}" for p in parties if not valid_party(p)]
