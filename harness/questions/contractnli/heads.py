"""Reading an agreement's head: its title, its date, and the heading lines around the title.

The head is the first ``HEAD_CHARS`` characters; the preamble ends at the recitals or the first
numbered clause. Shouted headings are title-cased; template blanks, file references and clause
numbers are never read as a title or a heading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from harness.read.lexicon import ENGLISH_MONTHS

HEAD_CHARS = 1500
"""Only the head of a document is read: titles, parties and dates sit at the top."""


_MONTHS = "|".join(ENGLISH_MONTHS)


_MONTH = "(" + _MONTHS + ")"


_DATE_PATTERNS = (
    re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+" + _MONTH + r",?\s+((?:19|20)\d\d)\b", re.I),
    re.compile(r"\b" + _MONTH + r"\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)\b", re.I),
    re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+" + _MONTH + r",?\s+((?:19|20)\d\d)\b", re.I),
)


_AGREEMENT_DATE_CUE = re.compile(
    r"\b(dated|effective|made|entered\s+into|executed|as\s+of|date)\b[^.;]{0,40}$", re.I
)


_PREAMBLE_END = re.compile(
    r"\b(WHEREAS|Whereas|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|RECITALS?|R E C I T A L S|"
    r"BACKGROUND|Background|INTRODUCTION|NOW,? THEREFORE|IT IS AGREED|THE PARTIES AGREE|"
    r"Operative Provisions)\b"
)


_FIRST_CLAUSE = re.compile(r"\n\s*1\.?\s+[A-Z“\"]")


def preamble_end_of(head: str) -> int:
    """Where the preamble (title, parties, date) ends: recitals, or a numbered clause after 300 chars."""
    ends = [m.start() for m in (_PREAMBLE_END.search(head, 40), _FIRST_CLAUSE.search(head, 300)) if m]
    return min(ends, default=len(head))


PLACEHOLDER = re.compile(
    r"[_…\[\]<>|□]|\.\.|\bname\b|\binsert\b|\benter\b|\bxx+\b|\bparty\s*\d|"
    r"\b(?:your|my|our)\s+\w",  # a form addressed to its reader: "Your Organisation", "Our Company"
    re.I,
)


CARE_OF = r"\bc/o\b|\bcare\s+of\b|\battn\b\.?|\battention\b"
"""A care-of or attention line: the name it introduces only receives mail for a party."""


ADDRESS = re.compile(
    CARE_OF + r"|"
    r"\b(street|st\.|avenue|ave\.?|road|rd\.?|drive|suite|floor|blvd|boulevard|lane|p\.?\s?o\.?\s+box|box|"
    r"plaza|parkway|highway|square|ste|cct|rue|strasse|straße|gatan|address)\b|\b\d{3,}\b|\d+\s*-\s*\d+",
    re.I,
)


FILE_REF = re.compile(
    r"\b(ref|file|rfp|rfq|form|reference|no\.?\s*:|page|logo|exhibit|annex)\b|[/®™©@]", re.I
)


_TITLE_REJECT = re.compile(r"\b(ref|file|rfp|rfq|form|page|logo|no\.?\s*:)\b|[®™©@]", re.I)


SMALL = frozenset({"of", "and", "the", "for", "de", "du", "van", "von", "der", "da", "la", "le", "dba", "&"})


_LOWER_IN_TITLES = frozenset(
    {"of", "and", "the", "for", "on", "to", "in", "by", "or", "a", "an", "at", "as", "with"}
)


_SHORT_WORDS = frozenset({"not", "use", "non", "all", "new", "one", "two", "way"})


NOT_A_NAME = frozenset(
    """that is are which below above identified hereto undersigned annexure signing named each any
    such whom definitions recitals background introduction party parties hereinafter whereas
    witnesseth now offices""".split()  # noqa: SIM905
)


TITLE_WORD = re.compile(r"agreement|undertaking|\bnda\b|certificate|covenant|deed|contract|statement", re.I)


_EXHIBIT = re.compile(
    r"^\s*(?:(?:exhibit|annex|attachment|schedule|appendix)\b[^A-Za-z]*(?:[A-Z]\b[^A-Za-z]*)?|"
    r"(?:an?\s+)?(?:example|sample)\s+(?:of\s+(?:an?\s+)?)?)",
    re.I,
)


_TRAILING_DEFINED = re.compile(r"\s*\((?:[\"“‘'][^)]*[\"”’']|nda|page[^)]*)\)\s*$", re.I)


_OPENING_SENTENCE = re.compile(
    r"^(this|the)\b.*\b(is|are|was)\s+(made|entered|given|dated)|^this\b.*\bagreement\b\s*,", re.I
)


@dataclass(frozen=True)
class Mention:
    """A name or date as shown in a question, with where it stands in the document text."""

    text: str
    start: int
    end: int


def _tidy_word(word: str, first: bool) -> str:
    low = word.lower()
    if re.fullmatch(r"[A-Z]{3,}\.,?", word):
        return _capitalize(word)
    if not word.isupper() or "." in word:
        return word
    if low in _LOWER_IN_TITLES and not first:
        return low
    if len(word) <= 3 and word.isalpha() and low not in _LOWER_IN_TITLES | _SHORT_WORDS:
        return word
    return "-".join(_capitalize(part) for part in word.split("-"))


def _capitalize(part: str) -> str:
    """ "(TECHNICAL" -> "(Technical": the first letter up, the rest down, punctuation kept."""
    first = next((n for n, c in enumerate(part) if c.isalpha()), None)
    return part if first is None else part[:first] + part[first].upper() + part[first + 1 :].lower()


def tidy_case(text: str, heading: bool = False) -> str:
    """Title-case shouted text (all-caps headings and names), keeping short acronyms.

    A heading is tidied word by word (``NON-DISCLOSURE AGREEMENT For Bilateral Disclosure``);
    a name only when most of it is shouted, so brands such as ``BOMI International`` stay.
    """
    text = re.sub(r"\s+", " ", text).strip()
    letters = [c for c in text if c.isalpha()]
    if not heading and (not letters or sum(c.isupper() for c in letters) < 0.6 * len(letters)):
        return text
    return " ".join(_tidy_word(w, n == 0) for n, w in enumerate(text.split()))


def words(text: str) -> list[str]:
    return [w.strip(".,'’()").lower() for w in re.split(r"[\s\-–/]+", text) if w.strip(".,'’()")]


def parse_date(text: str, offset: int = 0) -> tuple[Mention, str] | None:
    """The first date written out in ``text`` as ``Month D, YYYY`` (and its year), or None."""
    best: tuple[Mention, str] | None = None
    for pattern in _DATE_PATTERNS:
        m = pattern.search(text)
        if m is None or (best is not None and best[0].start <= offset + m.start()):
            continue
        groups = m.groups()
        month = next(g for g in groups if not g.isdigit())
        day, year = (g for g in groups if g.isdigit())
        if not 1 <= int(day) <= 31:
            continue
        best = Mention(f"{month.capitalize()} {int(day)}, {year}", offset + m.start(), offset + m.end()), year
    return best


def dates_in(text: str) -> set[str]:
    """Every date of ``text`` in the shown form ``Month D, YYYY`` (how a passage is checked for one)."""
    found: set[str] = set()
    for pattern in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            groups = m.groups()
            month = next(g for g in groups if not g.isdigit())
            day, year = (g for g in groups if g.isdigit())
            found.add(f"{month.capitalize()} {int(day)}, {year}")
    return found


def agreement_date(head: str, preamble_end: int) -> tuple[Mention, str] | None:
    """The agreement's own date: after a made/dated/effective cue in the preamble, or a letter's date line."""
    lines = head.splitlines()
    at = 0
    for n, line in enumerate(lines):
        stripped = line.strip(" \t")
        if (
            n < 4
            and (parsed := parse_date(stripped)) is not None
            and len(stripped) <= len(parsed[0].text) + 12
        ):
            return parse_date(head[at : at + len(line)], at)
        at += len(line) + 1
    for pattern in _DATE_PATTERNS:
        for m in pattern.finditer(head[:preamble_end]):
            before = head[max(0, m.start() - 70) : m.start()]
            if _AGREEMENT_DATE_CUE.search(before) and not re.search(r"on or about|between\s*$", before, re.I):
                return parse_date(head[m.start() : m.end()], m.start())
    return None


_NOT_THIS_TITLE = re.compile(
    r"(?:\.{3,}|…|\s{2,}|\t)\s*\d+\s*$|"  # a table-of-contents entry: dot leaders and a page number
    r"^\s*(?:table\s+of\s+)?contents\b|"
    r"^\s*(?:exhibit|annex|attachment|schedule|appendix)\b.{0,20}?\bto\s+(?:the|this|that|a|an)?\b",
    re.I,
)
"""Lines that mention an agreement without being its title: contents entries, exhibit references."""


_CUT_TITLE = re.compile(r"\b(?:of|and|the|for|on|to|in|by|or|a|an|with|&)\s*$", re.I)
"""A title that ends in a joining word was cut mid-phrase ("Agreement for the")."""


def title_lines(head: str) -> list[str]:
    return [ln.strip() for ln in head.splitlines() if ln.strip()][:8]


def _clean_title(line: str) -> str:
    if _OPENING_SENTENCE.search(line):
        run = re.search(
            r"\b(?i:this|the)\s+((?:[A-Z][\w&'’\-–]*,?\s+(?:and\s+|&\s+|of\s+)?){0,8}(?:AGREEMENT|Agreement))\b",
            line,
        )
        line = run.group(1) if run else ""
    line = re.split(r"\s+(?:between|by and between|made|dated)\b", line, maxsplit=1, flags=re.I)[0]
    line = _EXHIBIT.sub("", _EXHIBIT.sub("", line)).strip(" -–:,")
    line = _TRAILING_DEFINED.sub("", line).strip(" -–:,")
    return re.sub(r"^(?:the|The|THE)\s+", "", tidy_case(line, heading=True))


def read_title(head: str) -> tuple[str, int]:
    """The heading that names the agreement, and its line number (-1 when none)."""
    for n, line in enumerate(title_lines(head)):
        if len(line) > 200 or not TITLE_WORD.search(line) or _NOT_THIS_TITLE.search(line):
            continue
        title = _clean_title(line)
        if not title or len(title.split()) > 20 or not TITLE_WORD.search(title) or title.endswith("."):
            continue
        if _CUT_TITLE.search(title):
            continue
        if PLACEHOLDER.search(title) or _TITLE_REJECT.search(title) or sum(c.isdigit() for c in title) > 4:
            continue
        if re.search(r"\b(is|are|shall|will|was|were|has|have|hereinafter|referred)\b", title, re.I):
            continue
        return title, n
    return "agreement", -1


def read_heading(head: str, title_line: int) -> str:
    """A short heading line next to the title (a project, a program, an issuer), to tell twins apart."""
    lines = title_lines(head)
    around = [lines[i] for i in (title_line - 1, title_line + 1) if 0 <= i < len(lines)]
    for line in around:
        if line.endswith(":"):
            continue
        text = tidy_case(_TRAILING_DEFINED.sub("", _EXHIBIT.sub("", line)).strip(" -–:,()"))
        if not 1 <= len(text.split()) <= 8 or TITLE_WORD.search(text) or parse_date(text) is not None:
            continue
        if PLACEHOLDER.search(text) or FILE_REF.search(text) or ADDRESS.search(text):
            continue
        if re.match(r"(?:[A-Za-z]|\d+|[ivx]+)[.)]\s", text):  # a clause number ("B. General")
            continue
        if NOT_A_NAME & set(words(text)) or re.search(
            r"\b(this|between|to|re|from|dear|attention|effective)\b", text, re.I
        ):
            continue
        if sum(c.isalpha() for c in text) < 0.8 * len(text.replace(" ", "")):
            continue
        return text
    return ""
