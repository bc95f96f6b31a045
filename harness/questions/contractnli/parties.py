"""The parties an agreement's preamble names: between-clause slots, numbered lists, spaCy ORG entities.

A party is a proper name of a person or a body, validated against the head: never an address,
a file reference, logo text, a defined role ("Customer", "Payment Schedule") or a template blank.
"""

from __future__ import annotations

import re

from harness.core.records import Document
from harness.questions.contractnli.heads import (
    ADDRESS,
    CARE_OF,
    FILE_REF,
    NOT_A_NAME,
    PLACEHOLDER,
    SMALL,
    Mention,
    tidy_case,
    words,
)
from harness.read.lexicon import CORPORATE_DESIGNATOR
from harness.text.tokenize import name_parts

_BETWEEN = re.compile(
    r"\b(?:(?:by\s+and\s+)?between|(?:by\s+and|entered\s+into|is)\s+among|(?:entered\s+into|made)\s+by)\b[\s,:\-]*",
    re.I,
)


_SLOT_SPLIT = re.compile(
    r"\s*(?:[,;]?\s*\band\b\s*[,:;]?|\n\s*[–-]\s*and\s*[–-]\s*\n|\n\s*AND\s*[:;]?)\s*(?:\(\s*(?:2|ii|b)\s*\)\s*)?",
    re.I,
)


_NUMBERED = re.compile(r"(?:^|\n)\s*\(?(?:1|2|i|ii|a|b|A|B)\)\s*(?!_)([^\n]{3,200})")


_CUT = re.compile(
    r"\s*(?:[(“\"\n;:]|,?\s+(?:a|an)\s+(?:[A-Z]|corporation|company|limited|nonprofit|non-profit|private|"
    r"public|partnership|freelance)|,\s+(?:whose|with|having|located|as|and|its|of|on|in|a|an|the|"
    r"incorporated|organi[sz]ed|registered|established|represented|through|acting|by)\b|"
    r",\s+(?=\d)|\s(?:located|with|having|whose|which|who|incorporated|organi[sz]ed|registered|on\s+behalf|acting|"
    r"through|represented|hereinafter|hereafter|herein|together|for\s+itself|its\s+subsidiaries|"
    r"and\s+its|and\s+the|in\s+the\s+following)\b|\s+of\s+(?=\d)|(?<=[a-z]{2})\.\s+[A-Z][a-z]|\.\s*$)"
)


_ABBREVIATION = re.compile(r"\b(inc|corp|co|ltd|l\.l\.c|n\.v|b\.v|s\.a|l\.p|p\.c|jr|sr)\.$", re.I)


CORPORATE = re.compile(CORPORATE_DESIGNATOR, re.I)


_INSTITUTION = re.compile(
    r"\b(university|department|bank|authority|institute|council|board|trust|foundation|schools?|association|"
    r"agency|office|service|commission|hospital|college|city|county|state|ministry|bureau|courts?|"
    r"government|group|holdings|enterprises|industries|technologies|systems|solutions|partners)\b",
    re.I,
)


_GENERIC = frozenset(
    """agreement confidential confidentiality information company recipient discloser disclosing
    receiving client customer supplier agency project effective date purpose non disclosure
    nondisclosure mutual and the of this corporation corporations llc inc ltd limited co investor
    owner vendor contractor consultant employee affiliates affiliate you we us group authority
    organisation organization institution participant its holdings party parties undersigned below
    identified certain hereto payment schedule buyer seller broker listing prospect prospective
    bidder provider producer intermediary member board interested potential acquiror acquiree
    assignee assignor schedule terms business university student data user donor visitor attendee
    second first other one entity""".split()  # noqa: SIM905
)


def valid_party(text: str) -> bool:
    """A party name: a proper name of a person or body, never an address, reference, role or blank."""
    if not 3 <= len(text) <= 80 or not text[:1].isupper() or PLACEHOLDER.search(text):
        return False
    if ADDRESS.search(text) or FILE_REF.search(text) or re.search(r"\s(?:or|and)\s", text):
        return False
    found = words(text)
    if not found or len(found) > 10 or all(w in _GENERIC or _INSTITUTION.fullmatch(w) for w in found):
        return False
    if NOT_A_NAME & set(found) or found[0] in ("a", "an") or found[-1] in SMALL:
        return False
    raw = [w for w in re.split(r"\s+", text) if w]
    lowercase = [w for w in raw if w[:1].islower() and w.lower() not in SMALL]
    return not lowercase and sum(c.isdigit() for c in text) <= 1


def clean_party(raw: str) -> str | None:
    text = _CUT.split(raw.strip(" ,;:'\"“”‘’\n\t–-"), maxsplit=1)[0].strip(" ,;:'\"“”‘’")
    text = re.sub(r"\s+", " ", text)
    if text.endswith(".") and not _ABBREVIATION.search(text):
        text = text.rstrip(".")
    text = re.sub(r"^(?:the|The|THE)\s+", "", text)
    designator = CORPORATE.search(text)
    if designator is not None:  # "Anton Paar GmbH, Anton-Paar-Straße 20" ends at its designator
        tail = re.match(r"(?:,?\s*" + CORPORATE.pattern + r")*", text[designator.end() :], re.I)
        text = text[: designator.end() + (tail.end() if tail else 0)].rstrip(" ,")
    return text if valid_party(text) else None


def corporate(text: str) -> bool:
    """A company name: it carries a designator ("Inc", "LLC", "GmbH")."""
    return CORPORATE.search(text) is not None


def corporate_name(text: str) -> bool:
    """An ORG entity is a party only with a designator ("Inc") or an institution word at its end."""
    if CORPORATE.search(text):
        return True
    found = list(_INSTITUTION.finditer(text))
    return bool(found) and (found[-1].end() >= len(text.rstrip(". ")) or " of " in text[found[-1].end() :])


_SLOT_SPLITS = (
    re.compile(r"\n\s*[–-]?\s*and\s*[–-]?\s*[:;]?\s*\n|\n\s*AND\s*[:;]?", re.I),
    re.compile(r"[,;]\s*and\s+", re.I),
)


def _split_slots(rest: str) -> list[str]:
    """The two party slots after "between": split at a line "and", then ", and", then the first "and"."""
    stop = re.search(r"[.;:]\s*\n\s*(?:[A-Z]{3,}|WHEREAS|Whereas|\d)|\.\s+[A-Z][a-z]", rest)
    window = rest[: min(400, stop.start() if stop else 400)]
    for splitter in _SLOT_SPLITS:
        found = splitter.search(window)
        if found is not None:
            second = re.sub(r"^\(?\s*(?:2|ii|b)\s*\)\s*", "", rest[found.end() :], flags=re.I)
            return [window[: found.start()], second]
    return _SLOT_SPLIT.split(rest, maxsplit=1)


def between_parties(head: str, preamble_end: int) -> list[str]:
    out: list[str] = []
    for found in _BETWEEN.finditer(head[:preamble_end]):
        rest = head[found.end() : found.end() + 600]
        rest = re.sub(r"^\(?(?:1|i|a)\)\s*", "", rest, flags=re.I)
        slots = _split_slots(rest)
        for slot in slots[:2]:
            party = clean_party(slot)
            if party is not None:
                out.append(party)
        if out:
            return out
    for found in _NUMBERED.finditer(head[:preamble_end]):
        party = clean_party(found.group(1))
        if party is not None:
            out.append(party)
    return out


def locate(document: Document, head: str, party: str) -> Mention | None:
    at = head.find(party)
    if at < 0:
        lowered = head.lower().find(party.lower())
        if lowered < 0:
            return None
        at = lowered
    return Mention(tidy_case(party), at, at + len(party))


ORG_CHARS = 450
"""spaCy ORG entities name a party only this close to the top (later ones are advisers, regulators ...)."""


DESCRIBED = re.compile(
    r"(?:\b(?:a|an|undersigned|means|of|in)|laws\s+of(?:\s+the)?|state\s+of)\s+(?:the\s+)?$", re.I
)


def glued(head: str, mention: Mention) -> bool:
    """The mention is the tail of a longer name ("Technologies, Inc" of "ICx Technologies, Inc")."""
    before = head[max(0, mention.start - 30) : mention.start]
    word = re.search(r"([\w’'.&/-]+)\s?$", before)
    if word is None or before.endswith(("\n", "  ")):
        return False
    prev = word.group(1)
    if prev[-1:].isdigit() or prev.endswith(("/", "-")):
        return True
    return prev[:1].isupper() and prev.lower().strip(".:") not in _LEADING_WORDS


_LEADING_WORDS = frozenset(
    """the between and by to re from of with among attention attn dear date dated i ii 1 2 a b""".split()  # noqa: SIM905
)


def same_entity(a: str, b: str) -> bool:
    a_low, b_low = a.lower(), b.lower()
    if a_low in b_low or b_low in a_low:
        return True
    a_words, b_words = a.split(), b.split()
    while a_words and b_words and a_words[0].lower() == b_words[0].lower():
        a_words, b_words = a_words[1:], b_words[1:]
    if len(a_words) != len(a.split()) and a_words and b_words:
        a, b = " ".join(a_words), " ".join(b_words)
    for short, long in ((a, b), (b, a)):
        initials = "".join(w[0] for w in name_parts(long) if w.lower() not in SMALL)
        if short.isupper() and len(short) >= 2 and short.replace(".", "") in initials.upper():
            return True
    return False


_AGENT = re.compile(
    r"^[\s,]*(?:\([^)]{0,80}\)[\s,]*)?(?:(?:as|acting\s+as)\s+(?:the\s+|its\s+)?"
    r"(?:agent|nominee|attorney|representative|trustee|manager|general\s+partner)\b|"
    r"(?:for\s+and\s+)?on\s+behalf\s+of\b(?!\s+(?:itself|its|himself|herself|themselves))|acting\s+(?:for|on\s+behalf)\b)",
    re.I,
)
"""What follows an agent's name when it signs for its principal ("X, as agent for Y", "X on behalf of Y")."""


_CARE_OF = re.compile(r"(?:" + CARE_OF + r")\W*$", re.I)
"""What precedes a name that only receives mail for a party (a care-of or attention line)."""


LETTER = re.compile(r"^\s*(?:dear\b|ladies\s+and\s+gentlemen|gentlemen|to\s+whom)", re.I | re.M)
"""A letter's salutation: its addressee block, above any title, names the counterparty."""


_CONTINUES = re.compile(r"^[ \t]+(?:(?:of|for|de|du|der|von|van|&)[ \t]+)?[A-Z][a-z]")
"""The name runs on past the mention on the same line ("Office of the Deputy Chief | Information Officer")."""


def lowercase_words(text: str) -> frozenset[str]:
    """The words a document writes in lowercase somewhere: its common words, not its names."""
    return frozenset(re.findall(r"(?<![\w.])[a-z][a-z'’-]+\b", text))


def not_this_party(head: str, mention: Mention, common: frozenset[str]) -> str:
    """Why a mention read as a party is not one (empty: it may be): each reason is a class of mistake.

    - a role, heading word or verb ("Individual", "Scope", "Receive"): every word of it is one the
      document also writes in lowercase, and it carries no designator and no institution word;
    - an agent signing for its principal, or a care-of line: the text after it says so;
    - a name cut mid-phrase: the name runs on past the mention on its line.
    """
    text = mention.text
    own = [w for w in words(text) if w not in SMALL]
    role = own and not corporate(text) and all(w in common for w in own)
    if role and (len(own) == 1 or not _INSTITUTION.search(text)):
        return "a common word of the document (a role, heading or verb), not a name"
    after = head[mention.end : mention.end + 120]
    if _AGENT.search(after) or _CARE_OF.search(head[max(0, mention.start - 20) : mention.start]):
        return "an agent or care-of line, not the principal"
    if not corporate(text) and _CONTINUES.search(after):  # after a designator comes an address
        return "cut mid-phrase: the name runs on"
    return ""
