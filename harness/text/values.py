"""Numbers, money, percentages and dates read from text and compared format-aware.

An anchor is a value with a kind. Spans are read longest-first (dates, then money, then
percentages, times, then bare numbers) so the digits of "March 3, 2019" or "$1.2 billion" never
also count as bare numbers. Values are normalised so that different spellings compare equal:

- money: "$1.2 billion" = "1.2 billion dollars" = "USD 1,200 million" -> ("money", 1.2e9)
- percent: "35%" = "35 percent" = "35 per cent" -> ("percent", 35.0)
- date: "March 3, 2019" = "3 March 2019" = "the 3rd day of March, 2019" = "2019-03-03" = "03/03/2019" (M/D/Y)
  -> ("date", "2019-03-03");
  "March 2019" -> ("month", "2019-03"); a lone year 1900-2099 -> ("year", "2019")
- time: "10:30 am" = "10:30" -> ("time", "10:30"); "3 pm" -> ("time", "15:00")
- number: "1,200" = "1.2 thousand" -> ("number", 1200.0)
- duration (``claim_values``/``anchors_of`` only): "thirty (30) days" = "30-day" = "thirty days" ->
  ("duration", "30 day"); "five business days" -> ("duration", "5 business_day"); weeks count as 7
  days, years as 12 months ("two (2) years" = "24 months"), "three and a half years" -> "42 month"

``same_value(a, b)``: equal kind and value (relative tolerance 1e-6), where a bare number
also equals money or a percentage of the same value (the unit is often left out).
``supported_by(a, others)``: ``a`` equals one of ``others``, or ``a`` is a year/month that a
more precise date among ``others`` falls in, or a duration in plain days that ``others`` state in
business days (less precise, not different).

``extract_anchors`` is what the question builders read (kept stable); the graders read values with
``claim_values`` (an answer's sentence) and ``anchors_of`` (a passage), which also leave out
passage, section and list references and passage ids, and read durations with their unit, in
digits or in words.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from harness.read.language import years_in_digits
from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import (
    ENGLISH_MONTH_ABBREVIATIONS,
    ENGLISH_MONTHS,
    SECTION_WORD,
    all_entries,
    day_words,
    number_words,
    phrase_alternation,
    spaced,
)
from harness.text.lemmas import content_lemmas

AnchorKind = Literal["money", "percent", "date", "month", "year", "time", "number", "duration", "count"]
"""``count``: a count of a thing, read by ``harness.text.counts`` only."""

MONTHS = {
    name: i
    for i, (month, short) in enumerate(zip(ENGLISH_MONTHS, ENGLISH_MONTH_ABBREVIATIONS, strict=True), start=1)
    for name in (month.lower(), *short)
}
SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "k": 1e3, "m": 1e6, "bn": 1e9}

_MONTH = r"(?P<mon>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_NUM = r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)"
_SCALE = r"(?:\s*(?P<scale>thousand|million|billion|trillion|bn|k|m)\b)?"

_WORDS = {**number_words("en"), "hundred": 100}
_WORD = "|".join(sorted(_WORDS, key=len, reverse=True))
"""English number words and "hundred", as one alternation (longest first)."""
_SCALE_WORD = r"(?:hundred|thousand|million|billion)"
_SPELLED_AMOUNT = (
    # "a" only before a scale ("a million"), "and" only after one ("one hundred and fifty"): "a fifty
    # dollars fee" is fifty, "between ten and twenty dollars" is twenty
    rf"(?P<words>(?:a(?=\s+{_SCALE_WORD})|(?:{_WORD})\b)(?:(?:[\s-]+|(?<=hundred)\s+and\s+"
    rf"|(?<=thousand)\s+and\s+|(?<=million)\s+and\s+|(?<=billion)\s+and\s+)"
    rf"(?:{_WORD}|thousand|million|billion)\b)*)"
)
"""A number written in words, its scale words included ("twenty-five thousand", "one hundred and fifty")."""

_PATTERNS: list[tuple[str, LazyPattern]] = [
    ("iso", lazy(r"\b(?P<y>(?:19|20)\d\d)-(?P<m>\d\d)-(?P<d>\d\d)\b")),
    ("mdy_slash", lazy(r"\b(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>(?:19|20)\d\d)\b")),
    # the day first, as most other languages write it, where the first number cannot be a month ("31/7/2008")
    ("dmy_slash", lazy(r"\b(?P<d>\d{1,2})/(?P<m>\d{1,2})/(?P<y>(?:19|20)\d\d)\b")),
    ("mdy", lazy(_MONTH + r"\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>(?:19|20)\d\d)\b", re.I)),
    (
        "dmy",
        lazy(
            r"\b(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+of\s+|of\s+)?"
            + _MONTH
            + r",?\s+(?:in\s+the\s+year\s+)?(?P<y>(?:19|20)\d\d)\b",
            re.I,
        ),
    ),
    ("my", lazy(r"\b" + _MONTH + r",?\s+(?P<y>(?:19|20)\d\d)\b", re.I)),
    (
        "money_pre",
        lazy(r"(?:\$|\bUSD\s*|\bUS\$\s*)" + _NUM + _SCALE, re.I),
    ),
    ("money_post", lazy(_NUM + _SCALE + r"\s*(?:dollars|usd)\b", re.I)),
    ("money_words", lazy(r"(?<![\w-])" + _SPELLED_AMOUNT + r"\s+(?:us\s+)?dollars\b", re.I)),
    ("percent", lazy(_NUM + r"\s*(?:%|percent\b|per\s+cent\b|percentage points?\b)", re.I)),
    ("time", lazy(r"\b(?P<h>\d{1,2})(?::(?P<min>\d\d))?\s*(?P<ampm>a\.?m\.?|p\.?m\.?)(?!\w)", re.I)),
    ("time24", lazy(r"\b(?P<h>[01]?\d|2[0-3]):(?P<min>[0-5]\d)\b")),
    ("year", lazy(r"(?<![\d.,$])\b(?P<y>(?:19|20)\d\d)\b(?![\d.,]\d|\s*(?:%|percent))")),
    # not an ordinal written with its indicator ("1°", "2º": "il 1° anniversario", as "1st" is no value)
    ("number", lazy(r"(?<![\w.])" + _NUM + _SCALE + r"(?![\w°])", re.I)),
]
_CITATION = lazy(r"\[[^\[\]]*\]")


@dataclass(frozen=True)
class Anchor:
    """A value read from text: its kind, normalised value and where it was found."""

    kind: AnchorKind
    value: float | str
    text: str
    start: int
    end: int


def _number(raw: str, scale: str | None) -> float:
    value = float(raw.replace(",", ""))
    return value * SCALES.get((scale or "").lower(), 1.0)


def spelled_amount(words: str) -> float:
    """The number a run of English number words names ("twenty-five thousand" -> 25000.0, "one hundred
    and fifty" -> 150.0, "a million" -> 1e6); 0.0 when it names none."""
    total, current = 0.0, 0.0
    for word in re.split(r"[\s-]+", words.lower()):
        if word == "a":
            current = current or 1.0
        elif word == "hundred":
            current = (current or 1.0) * 100
        elif word in SCALES:
            total, current = total + (current or 1.0) * SCALES[word], 0.0
        else:  # a number word ("and" counts nothing)
            current += _WORDS.get(word, 0)
    return total + current


def _valid_date(y: int, m: int, d: int) -> bool:
    return 1 <= m <= 12 and 1 <= d <= 31 and 1900 <= y <= 2099


def _anchor(kind: str, match: re.Match[str]) -> Anchor | None:
    g = match.groupdict()
    text, start, end = match.group(0), match.start(), match.end()
    if kind in ("iso", "mdy_slash", "dmy_slash", "mdy", "dmy"):
        month = int(g["m"]) if "m" in g and g.get("m") else MONTHS[g["mon"].lower().rstrip(".")]
        y, d = int(g["y"]), int(g["d"])
        if not _valid_date(y, month, d):
            return None
        return Anchor("date", f"{y:04d}-{month:02d}-{d:02d}", text, start, end)
    if kind == "my":
        if g["mon"].lower() == "may" and not text[0].isupper():
            return None  # "may 2019" in running text is rarely the month
        return Anchor(
            "month", f"{int(g['y']):04d}-{MONTHS[g['mon'].lower().rstrip('.')]:02d}", text, start, end
        )
    if kind in ("money_pre", "money_post"):
        return Anchor("money", _number(g["num"], g.get("scale")), text, start, end)
    if kind == "money_words":
        amount = spelled_amount(g["words"])
        return Anchor("money", amount, text, start, end) if amount else None
    if kind == "percent":
        return Anchor("percent", float(g["num"].replace(",", "")), text, start, end)
    if kind in ("time", "time24"):
        hour, minute = int(g["h"]), int(g.get("min") or 0)
        ampm = (g.get("ampm") or "").lower().replace(".", "")
        if ampm and not 1 <= hour <= 12:
            return None
        if ampm == "pm" and hour != 12:
            hour += 12
        elif ampm == "am" and hour == 12:
            hour = 0
        return Anchor("time", f"{hour:02d}:{minute:02d}", text, start, end)
    if kind == "year":
        return Anchor("year", g["y"], text, start, end)
    scale = g.get("scale")
    if scale and scale.lower() == "m" and not text.rstrip().endswith("m"):
        scale = None
    return Anchor("number", _number(g["num"], scale), text, start, end)


def strip_citations(text: str) -> str:
    """``text`` with bracketed citation markers blanked out (same length, so offsets hold)."""
    return _CITATION.sub(lambda m: " " * len(m.group(0)), text)


def extract_anchors(text: str) -> list[Anchor]:
    """Every anchor in ``text`` (citation markers ignored), in text order, spans never overlapping."""
    text = strip_citations(text)
    taken = [False] * (len(text) + 1)
    found: list[Anchor] = []
    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            if any(taken[match.start() : match.end()]):
                continue
            anchor = _anchor(kind, match)
            if anchor is None:
                continue
            found.append(anchor)
            for i in range(match.start(), match.end()):
                taken[i] = True
    return sorted(found, key=lambda a: a.start)


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9)


def _count(anchor: Anchor) -> float | None:
    """The count of a number or a duration ("30 day" -> 30.0)."""
    if anchor.kind == "duration":
        return float(str(anchor.value).split()[0])
    return anchor.value if anchor.kind == "number" and isinstance(anchor.value, float) else None


def same_value(a: Anchor, b: Anchor) -> bool:
    """Equal kind and value; a bare number also equals money or a percentage of that value, and the
    count of a duration ("30" and "30 days": the unit is often left out)."""
    if a.kind == b.kind:
        if isinstance(a.value, float) and isinstance(b.value, float):
            return _close(a.value, b.value)
        return a.value == b.value
    numeric = {a.kind, b.kind}
    if numeric == {"number", "duration"}:
        ca, cb = _count(a), _count(b)
        return ca is not None and cb is not None and _close(ca, cb)
    if "number" in numeric and numeric <= {"number", "money", "percent"}:
        return isinstance(a.value, float) and isinstance(b.value, float) and _close(a.value, b.value)
    if numeric == {"number", "year"}:
        return str(int(float(a.value if a.kind == "number" else b.value))) == str(
            a.value if a.kind == "year" else b.value
        )
    return False


def comparable(a: Anchor, b: Anchor) -> bool:
    """Whether ``a`` and ``b`` measure the same kind of thing (so a difference is a conflict)."""
    groups = ({"money", "number"}, {"percent", "number"}, {"date", "month", "year"}, {"time"}, {"duration"})
    return a.kind == b.kind or any({a.kind, b.kind} <= g for g in groups)


def supported_by(anchor: Anchor, others: Iterable[Anchor]) -> bool:
    """``anchor`` equals one of ``others``, or is a year/month that a more precise date falls in, or
    a duration in days that another states in business days (less precise, not different)."""
    for other in others:
        if same_value(anchor, other):
            return True
        if (
            anchor.kind in ("year", "month")
            and other.kind in ("date", "month")
            and str(other.value).startswith(str(anchor.value))
        ):
            return True
        if (
            anchor.kind == other.kind == "duration"
            and str(anchor.value).endswith(" day")
            and str(other.value) == f"{str(anchor.value)[: -len(' day')]} business_day"
        ):
            return True
    return False


def derived_date(anchor: Anchor, others: Sequence[Anchor]) -> bool:
    """``anchor`` is a date that one of ``others`` (a date) plus another of them (a period in days or
    months) gives: "the first anniversary of the Effective Date" and "July 31, 2008" make "July 31,
    2009", a date stated by reading two clauses together."""
    if anchor.kind != "date":
        return False
    dates = [d for o in others if o.kind == "date" and (d := _day(str(o.value))) is not None]
    periods = [str(o.value).split() for o in others if o.kind == "duration"]
    for start in dates:
        for count, unit in periods:
            if not float(count).is_integer():
                continue
            n = int(float(count))
            if unit == "day":
                end = start + dt.timedelta(days=n)
            elif unit == "month":
                months = start.month - 1 + n
                year, month = start.year + months // 12, months % 12 + 1
                if not _valid_date(year, month, start.day):
                    continue
                end = dt.date(year, month, start.day)
            else:
                continue
            if end.isoformat() == str(anchor.value):
                return True
    return False


def _day(value: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        return None


_REPORTING = (
    r"says|said|states|stated|provides|requires|sets|adds|reads|allows|permits|prohibits|forbids|bars"
    r"|covers|makes|gives|lists|defines|specifies|excludes|includes|confirms|limits|lets|obliges"
    r"|imposes|applies|addresses|governs|deals|is|also|itself|then|goes|continues|explains|notes|puts"
)
"""Verbs (and the adverbs after a subject) that make a clause number the subject of a sentence ("8.1
says", "5.2 also requires"): a reference, not a value."""


REFERENCE = lazy(
    r"(?:\b(?:passages?|para\.?|sec\.?|defs?\.|defn\.|definitions?|exhibits?|schedules?|annex(?:es)?"
    r"|appendix|appendices|items?|points?|pages?|pp?\.|rules?|subsections?|§+"
    r"|parts?|steps?|stages?|phases?|options?|scenarios?)|(?<!\w)(?:§+|¶)|(?<!\w)"  # "§ 4.1", "¶ 3"
    + SECTION_WORD
    # a passage named by its place in any lexicon language ("Document 4", "Quelle 2", "fuente 3")
    + r"|(?<!\w)"
    + phrase_alternation(tuple(w for e in all_entries("marker_noun") for w in e.split()))
    + r"s?\b)"
    r"\s*\(?[0-9]+(?:\.[0-9]+)*\)?"
    r"(?:\s*\([a-z0-9]{1,4}\))*(?:\s*(?:and|or|,|-|to)\s*\(?[0-9]+(?:\.[0-9]+)*\)?)*"
    r"|(?:^|(?<=[\"“'‘(\[:]))\s*(?:[-*•]\s*)?(?:\(?[0-9]{1,3}[.)]\s|[0-9]{1,3}(?:\.[0-9]{1,3})+\s+(?=(?-i:[A-Z])|\())|\(\s*(?:[0-9]{1,3}|[a-z]|[ivx]{1,4})\s*\)"
    r"|\b[A-Za-z][\w.\-]*:\d+(?::\d+)?\b|\b[A-Za-z]{2,}-\d+\b(?![.,]\d)"
    r"|\b(?:per|under|see|in|by|of)\s+[0-9]{1,3}(?:\.[0-9]{1,3})+(?:\s*\([a-z0-9]{1,4}\))*"
    r"(?=\s*[,;:)—–]|\s*\.(?!\d)|\s*$|\s+(?:and|or)\b|\s*[\[(][A-Za-z][\w.\-]*:\d"  # "in 3.1 (mini-07:13)"
    r"|\s+(?-i:[A-Z][a-z]))"  # "Under 4.1 Halvorsen Maritime must ..."
    r"|(?<![\w.,$])[0-9]{1,3}(?:\.[0-9]{1,3})+(?:\s*\([a-z0-9]{1,4}\))*(?=\s*:(?!\d)|\s+(?:"
    + _REPORTING
    + r")\b)"
    r"|(?:(?<=[:|;])|(?<=[:|;]\s))[0-9]{1,3}(?:\.[0-9]{1,3})+(?:\s*\([a-z0-9]{1,4}\))*(?=\s*(?:[;|]|$))"
    # a clause number with its item letter, whatever word names it ("l'apartat 3.1(c)", "5.2(ii)")
    r"|(?<![\w.,$])[0-9]{1,3}(?:\.[0-9]{1,3})+\((?:[a-z]|[ivx]{1,4})\)"
    # a number after "#" names a ticket, case or request in any language ("Pedido #20931", "#4471")
    r"|(?<![\w&])#\s?[0-9][\w-]*"
    # a model's own score, probability or span offsets ("P(yes)=0.79", "score=0.89", a bare "(0.81)",
    # "chars 85-244", "Confidence 4/5"): self-assessment and markup, not what the agreement holds
    r"|\bP\s*(?:\(\s*\w+\s*\))?\s*[=:]\s*[01]?\.\d+"
    r"|\b(?:score|prob(?:ability)?|confidence|conf|likelihood|logit)\s*[=:]?\s*[01]?\.\d+"
    r"|\(\s*[01]?\.\d{1,3}\s*\)|\bchars?\s+\d+\s*[-–]\s*\d+"
    # a score out of a small total ("Support 3/3", "Confidence 4/5"); not a date ("3/4/2020") nor the
    # digits of a spelled fraction ("one-third (1/3)")
    r"|(?<![\d/(])\b[0-9]\s*/\s*(?:[1-9]|10)\b(?!\s*/|[.,]?\d)"
    # a reply's confidence in its own call, in parentheses after it ("yes (90%)", "leaning no (roughly
    # 55 %)", "90 days (65%)") or as words ("85% confident", "confidence: 80%"); not the digits of a
    # spelled percentage ("ten percent (10%)")
    r"|(?<!percent\s)(?<!cent\s)\((?:[^\W\d]+\.?\s+){0,2}[~≈]?\s*\d{1,3}(?:[.,]\d+)?\s*%\s*\)"
    r"|\b\d{1,3}(?:[.,]\d+)?\s*%\s*(?:confiden\w*|sure|certain\w*|likel\w*|chance|probab\w*)\b"
    r"|\b(?:confidence|certainty|probability|likelihood)\s*(?:level\s*)?[=:]?\s*(?:of\s+)?[~≈]?\d{1,3}(?:[.,]\d+)?\s*%",
    re.I | re.M,
)
"""Passage, section and list references ("(Passage 3)", "Section 5.1", "1.", "4.2 The duties", a
quoted '"5.1 Within ...', "(ii)"), a clause number as a subject ("8.1 says", "6.2: ...") or alone
in a table cell ("| 5.1 |"), a clause number with its item letter ("apartat 3.1(c)"), a ticket or
case number after "#" ("Pedido #20931") and passage and document ids ("cnli-435:22", "cnli-3"): not
values."""

_SPELLED = lazy(rf"\b(?:{_WORD})(?:[\s-]+(?:{_WORD}))?\s*\((\d+)\)", re.I)
_DURATION = lazy(
    rf"(?<![\w.,])(?P<part>half\s+)?(?P<count>\d+(?:\.\d+)?|(?:{_WORD})(?:[\s-]+(?:{_WORD}))?|an?)"
    r"(?P<half>\s+and\s+a\s+half)?(?:\s*\(\s*(?P<digits>\d+(?:\.\d+)?)\s*\))?[\s-]*"
    r"(?P<qual>business|working|banking|calendar)?[\s-]*"
    r"(?P<unit>days?|weeks?|wks?|fortnights?|months?|mths?|mos|years?|yrs?|hours?|hrs?)\b",
    re.I,
)
_UNIT = {
    "day": ("day", 1),
    "week": ("day", 7),
    "wk": ("day", 7),
    "mth": ("month", 1),
    "mo": ("month", 1),
    "yr": ("month", 12),
    "hr": ("hour", 1),
    "fortnight": ("day", 14),
    "month": ("month", 1),
    "year": ("month", 12),
    "hour": ("hour", 1),
}


def _word_count(words: str) -> float:
    if words.lower() in ("a", "an"):
        return 1.0
    return float(sum(_WORDS[w] for w in re.split(r"[\s-]+", words.lower()) if w in _WORDS))


_FREQUENCY = lazy(
    r"(?:\b(?:once|twice|thrice|times|per|each|every|hours?|days?|weeks?|months?|years?)|\d)\W*$", re.I
)


BUSINESS_DAYS_A_WEEK = 5
"""A working week's business days."""


def _duration(match: re.Match[str]) -> Anchor | None:
    raw = match.group("digits") or match.group("count")
    if raw.lower() in ("a", "an") and _FREQUENCY.search(match.string[: match.start()]):
        return None  # "within a year" is a span, "twice a year" and "24 hours a day" are rates
    count = float(raw) if raw[0].isdigit() else _word_count(raw)
    if match.group("half"):
        count += 0.5
    if match.group("part"):
        count /= 2  # "half a year": six months
    unit_word = match.group("unit").lower().rstrip("s")
    unit, factor = _UNIT[unit_word]
    if unit == "day" and (match.group("qual") or "").lower() in ("business", "working", "banking"):
        unit = "business_day"
        if unit_word == "week":
            factor = BUSINESS_DAYS_A_WEEK  # "two working weeks": ten business days
    return Anchor("duration", f"{count * factor:g} {unit}", match.group(0), match.start(), match.end())


def _blank(text: str, spans: Iterable[tuple[int, int]]) -> str:
    parts, last = [], 0
    for start, end in spans:
        parts += [text[last:start], " " * (end - start)]
        last = end
    return "".join(parts) + text[last:] if parts else text


_SPACE_GROUPED = lazy(r"(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f\u2009]\d{3})+(?![\d]|[.,]\d)")
_DOT_GROUPED = lazy(
    r"(?<![\d.,])\d{1,3}(?:(?:\.\d{3}){2,}(?:,\d{1,2})?|\.\d{3},\d{1,2}|\.000)(?![\d]|[.,]\d)"
)


def _english_digits(text: str) -> str:
    """Thousands grouped by spaces or dots, as other languages write them ("25 000", "1.500.000",
    "10.000,00", "25.000"), in English digits of the same length ("25,000", "10,000.00"); a single dot
    group is a decimal unless it is ".000"."""
    text = _SPACE_GROUPED.sub(lambda m: re.sub(r"\s", ",", m.group(0)), text)
    return _DOT_GROUPED.sub(lambda m: m.group(0).translate(str.maketrans(".,", ",.")), text)


_ORDINALS = {w: n for w, n in day_words("en").items() if not number_words("en").get(w)}
_ORDINAL_WORD = phrase_alternation(tuple(_ORDINALS))
_MONTH_NAME = _MONTH.replace("?P<mon>", "?:")
_ORDINAL_DAY = lazy(
    r"\b(?P<d>" + _ORDINAL_WORD + r")(?=\s+(?:day\s+of\s+|of\s+)?" + _MONTH_NAME + r")"
    r"|\b(?P<mon2>" + _MONTH_NAME + r")\s+(?P<d2>" + _ORDINAL_WORD + r")(?=,?\s+(?:19|20)\d\d\b)",
    re.I,
)
"""A day written as an ordinal word: before its month ("this first day of March, 2014") or after it
("March third, 2014")."""


def _ordinal_digits(m: re.Match[str]) -> str:
    """The ordinal's digits with their English suffix ("1st": "1 day of" would read as a duration)."""
    day = _ORDINALS[" ".join((m.group("d") or m.group("d2")).lower().split())]
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}" if m.group("d") else f"{m.group('mon2')} {day}{suffix}"


_CONFIDENT = phrase_alternation(all_entries("confidence"))
_JUDGED = phrase_alternation(
    (
        *all_entries("yes"),
        *all_entries("no"),
        *all_entries("hedge"),
        "likely",
        "unlikely",
        "uncertain",
        "unsure",
    )
)
_CONFIDENCE = lazy(
    r"\b(?:"
    + _CONFIDENT
    + r")\b(?:\s+(?:level|score|rating))?\s*(?:[:=(]\s*|\s+(?:of|is|at|about|around)\s+)?"
    r"~?\s*(?P<a>\d{1,3}(?:[.,]\d+)?\s*%|[01]?[.,]\d{1,2}(?![\d.,]))"
    r"|(?P<b>~?\s*\d{1,3}\s*%)\s*(?:" + _CONFIDENT + r"|chance)\b"
    # right after a verdict, closing it: "Yes, ~90%.", "Uncertain (40%):" (not "likely 5% of net sales")
    r"|\b(?:" + _JUDGED + r")\b[\s,(—–:-]{0,4}(?P<c>~?\s*\d{1,3}\s*%)(?=\s*(?:[).;:!,—–]|-\s|$))",
    re.I,
)
"""A stated confidence: after a word for it ("confidence: 70%", "confiança: 70%", "Confidence: 0.85"), before
one ("80% sure"), or right after a verdict or hedge ("Yes, ~90%.", "Uncertain (40%)"): how sure the answer is,
no value it claims of the agreement (lexicon ``confidence``)."""


_DECIMAL = lazy(r"[01]?[.,]\d")
_CONFIDENCE_WORD = lazy(r"\b(?:" + _CONFIDENT + r")\b", re.I)


def _unconfident(text: str) -> str:
    """``text`` with its stated confidences blanked (``_CONFIDENCE``)."""
    if "%" not in text and not (_DECIMAL.search(text) and _CONFIDENCE_WORD.search(text)):
        return text  # most sentences state no confidence: one cheap look, not the whole pattern
    stated = (
        next(m.span(g) for g in ("a", "b", "c") if m.group(g) is not None) for m in _CONFIDENCE.finditer(text)
    )
    return _blank(text, stated)


@lru_cache(maxsize=16384)
def _prepared(text: str) -> tuple[str, tuple[Anchor, ...]]:
    """``text`` with citations, durations and references blanked, thousands grouped in another
    language's way read as English digits, a legal "fifteen (15)" read as its digits, and the
    durations it states."""
    text = years_in_digits(
        _english_digits(_unconfident(strip_citations(text))), "en"
    )  # "May 30, two thousand"
    # a day written as an ordinal word ("this first day of March, 2014", "March third, 2014"): its digits
    text = _ORDINAL_DAY.sub(_ordinal_digits, text)
    durations = tuple(d for m in _DURATION.finditer(text) if (d := _duration(m)) is not None)
    text = _blank(text, ((d.start, d.end) for d in durations))
    # the digits of a legal "fifteen (15)" are the value, read once
    text = _SPELLED.sub(lambda m: " " * (m.start(1) - m.start()) + m.group(1) + " ", text)
    text = REFERENCE.sub(lambda m: " " * len(m.group(0)), text)
    return text, durations


@lru_cache(maxsize=16384)
def _stated(text: str) -> tuple[Anchor, ...]:
    prepared, durations = _prepared(text)
    return tuple(sorted([*durations, *extract_anchors(prepared)], key=lambda a: a.start))


def claim_values(text: str) -> list[Anchor]:
    """The values a sentence states: its anchors and durations, leaving out passage/section
    references, list numbers and passage ids; the digits of a legal "fifteen (15)" are a value."""
    return list(_stated(text))


def anchors_of(text: str) -> tuple[Anchor, ...]:
    """The values a passage states, read as ``claim_values`` reads a sentence (cached)."""
    return _stated(text)


def parse_value(text: str) -> list[Anchor]:
    """The anchors of a gold value such as ``"$1.2 billion"``; empty when it holds none."""
    return extract_anchors(text)


STEM = 6
"""Letters two words must share to name one thing ("confirmation" and "confirmed", not "confidential")."""
_DENIED = lazy(
    r"^\W*(?:there\s+(?:is|are)\s+)?"
    + phrase_alternation(spaced("en", "none_values"))
    + r"\s+(?P<what>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2})",
    re.I,
)
_SOURCE_WORDS = lazy(
    r"\b" + phrase_alternation((*spaced("en", "reporting"), *spaced("en", "evidence"))) + r"\b", re.I
)


def denied_value(lead: str, question: str) -> str | None:
    """The words of an answer's lead sentence that say the quantity a value question asks for does
    not exist ("No notice period - it can be terminated at any time" for "how many days' notice"):
    a committed answer of none, read only when the words after the negative name a content word of
    the question and the sentence says nothing of what a text states ("No notice period is stated in
    the passages" is about the passages, not the agreement)."""
    match = _DENIED.search(strip_citations(lead))
    if match is None or _SOURCE_WORDS.search(lead):
        return None
    asked = {w[:STEM] for w in content_lemmas(question)}
    named = {w[:STEM] for w in content_lemmas(match.group("what"))}
    return match.group(0).strip() if named & asked else None
