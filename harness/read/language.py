"""Which language an answer is written in, and its lexicon words glossed into English.

``detect`` counts the lexicon's function words of each language (``harness.read.lexicon``):
English unless another language's words outnumber English ones; ``unknown`` for text in another
script or with too few function words of any known language to tell.

``gloss`` rewrites an answer in another known language so the English reader can read it: every
lexicon phrase of a word class becomes that class's English reading (``GLOSS``: a decline reads
"I cannot answer this", a verdict word at a sentence's start "Yes,"/"No,"), month names become
English month names, number words before a duration unit digits ("dreißig Tage" -> "30 days"),
and ordinal dates English ones ("28 septembre 2014" -> "28 September 2014"). Content words stay as
written: what a foreign sentence implies by its polarity is not read (only its words of a class).

A reason is read from a clause's structure too, not only from a listed phrase (``_reasons``): a
clause that names the evidence (a word for the passages, a participle for them: "recuperados",
"abgerufenen", or a pronoun for them after a negative quantifier: "ninguno de ellos"; not one that
only names a statement's source: "secondo i passaggi") and holds a
negative word ("keine", "aucune", "nessuno", "nenhum", "no") says what the evidence lacks, in any
word order ("In den abgerufenen Passagen ist keine Obergrenze genannt", "nenhum deles fixa um
prazo"); its negative word reads as the reason. A clause ends at punctuation or a subordinator
("que", "dass", "che"): "los pasajes muestran que la parte no puede divulgar" is a statement.
"""

from __future__ import annotations

import itertools
import re
from functools import cache, lru_cache

from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import (
    ENGLISH_MONTHS,
    GLOSS,
    LANGUAGES,
    all_entries,
    day_words,
    entries,
    month_numbers,
    number_words,
    phrase_alternation,
    spaced,
    units,
    year_words,
)
from harness.text.tokenize import STOP_WORDS

UNKNOWN = "unknown"
MIN_WORDS = 8
"""Fewer words than this say too little to tell a language: English unless another script or
another language's verdict word."""
DETECT_CHARS = 2000
"""The language is told from the answer's opening (a long answer keeps to one language)."""
SHORT_UNKNOWN_WORDS = 4
MIN_SHARE_SHORT = 0.2
"""A short text of at least ``SHORT_UNKNOWN_WORDS`` words, one of them with a letter English does not
write, and under this share of the words of English or of any other language the lexicon knows is in
a language it lacks ("Niestety nie mogę odpowiedzieć na
to pytanie.": one English and one Portuguese word by chance)."""
MIN_SHARE = 0.05
"""Below this share of known function words a longer text is in a language the lexicon lacks."""

_WORD = lazy(r"[^\W\d_]+", 0)
_QUOTED = lazy(r"\[[^\]]*\]|«[^»]*»|“[^”]*”|„[^“”]*[“”]", 0)
"""Citations and typographic quotations: a quote is in the passages' language, not the answer's ("La
clausola 1.2 protegge «whether or not Tindrel has marked it»" is Italian); straight quotes are left,
since a JSON reply's fields are written in them."""
_LATIN = lazy(r"[A-Za-zÀ-ÿ]", 0)
_CLASSES = (
    "decline",
    "reason",
    "next_step",
    "another_agreement",
    "premise",
    "not_party",
    "hedge",
    "evidence",
    "section",
    "alarm",
    "general",
    "asks",
    "explainer_label",
    "analogy",
    "affirmed",
    "denied",
)


@lru_cache(maxsize=8192)
def detect(text: str) -> str:
    """``en``, ``de``, ``fr``, ``es``, ``it``, ``pt`` or ``unknown`` (see the module docstring)."""
    words = [w.lower() for w in _WORD.findall(_QUOTED.sub(" ", text[:DETECT_CHARS]))]
    if len(words) < MIN_WORDS:
        letters = [c for c in text if c.isalpha()]
        if letters and not any(_LATIN.match(c) for c in letters):
            return UNKNOWN
        return _short_language(words, text)
    hits = {lang: sum(map(_function_words(lang).__contains__, words)) for lang in LANGUAGES}
    opening = words[0]  # a tie goes to English, then to the language of an opening verdict word
    best = max(hits, key=lambda lang: (hits[lang], lang == "en", opening in _verdict_words(lang)))
    if max(hits[best], sum(map(_ENGLISH_WORDS.__contains__, words))) / len(words) < MIN_SHARE:
        return UNKNOWN
    return "en" if hits["en"] >= hits[best] else best


SWITCH_WORDS = 3
"""A piece of an English answer is read for its own language from this many words on ("Não sei
dizer."); a shorter one ("Source:", "Open point:") only by an opening verdict word of another language."""
SWITCH_HITS = 2
"""A piece switches language only with this many of the other language's own function words in it, one of
its declines, or one of its verdict words first: "[Source-language check:" holds words French shares with
English, none of its own."""


_JOINED_LEAD = lazy(r"\W*[^\W\d_]+-")
"""A first word joined to the next ("Non-Disclosure", "Non-circumvention"): no verdict word."""


def piece_language(text: str) -> str:
    """The language a piece of an English answer switches to ("Nein, das muss er nicht", "Não sei
    dizer.", "Sí"), else ``en``."""
    words = [w.lower() for w in _WORD.findall(text)]
    if not words:
        return "en"
    opening = (
        [lang for lang in LANGUAGES[1:] if words[0] in _verdict_words(lang)]
        if words[0] not in _verdict_words("en") and not _JOINED_LEAD.match(text)
        else []
    )
    if len(words) < SWITCH_WORDS:
        return opening[0] if opening else "en"
    language = detect(text)
    if language in ("en", UNKNOWN):
        return "en"
    own = sum(1 for w in words if w in _FOREIGN_ONLY and w in _function_words(language))
    declining = _declines_in(language).search(text) or _ignorance(language).search(text)
    return language if own >= SWITCH_HITS or declining or language in opening else "en"


@lru_cache(maxsize=8)
def _declines_in(language: str) -> re.Pattern[str]:
    """The lexicon's declines of one language, as one pattern ("não sei", "keine Ahnung")."""
    return re.compile(r"\b" + phrase_alternation(entries(language, "decline")) + r"\b", re.I)


def _short_language(words: list[str], text: str) -> str:
    """A short answer ("Ja.", "Non lo so.", "Désolé, impossible de me prononcer.") by its words: the
    language whose function and verdict words and classed phrases (a decline, a reason) it holds
    most of, and its negatives beside a word of knowing ("Ni idea", ``_ignorance``), when that beats
    the English words it holds; an opening verdict word breaks a tie ("Sim." is Portuguese, "No."
    English)."""
    english = sum(1 for w in words if w in _ENGLISH_WORDS and w not in _FOREIGN_ONLY)
    scores = {
        lang: sum(1 for w in words if w in _short_words(lang))
        + len(_phrases(lang)[0].findall(text))
        + len(_ignorance(lang).findall(text))
        for lang in LANGUAGES[1:]
    }
    opening = {lang for lang in scores if words and words[0] in _verdict_words(lang)}
    best = max(scores, key=lambda lang: (scores[lang], lang in opening))
    foreign = any(not w.isascii() for w in words)  # a letter English does not write ("mogę")
    if (
        foreign
        and len(words) >= SHORT_UNKNOWN_WORDS
        and max(scores[best], english) / len(words) < MIN_SHARE_SHORT
    ):
        return UNKNOWN  # "Niestety nie mogę odpowiedzieć na to pytanie.": one English word by chance
    return best if scores[best] > english else "en"


@cache
def _verdict_words(language: str) -> frozenset[str]:
    return frozenset(w.lower() for w in entries(language, "yes") + entries(language, "no"))


@cache
def _short_words(language: str) -> frozenset[str]:
    """The words that tell a short answer's language: function, verdict, number and unit words
    ("Sete (7) dias após a instrução escrita")."""
    counted = {w for w in (*number_words(language), *units(language)) if " " not in w}
    return _function_words(language) | _verdict_words(language) | counted


@cache
def _function_words(language: str) -> frozenset[str]:
    """The lexicon's function words of ``language``: they tell the languages apart."""
    return frozenset(w for line in entries(language, "function") for w in line.split())


_ENGLISH_WORDS = STOP_WORDS | {"yes", "isn", "aren", "doesn", "don", "didn", "t"}
"""Enough of these, and a text is English however casual ("yes mostly ... isn't covered")."""
_FOREIGN_ONLY = (
    frozenset().union(*(_function_words(lang) for lang in LANGUAGES[1:]))
    - _function_words("en")
    - _verdict_words("en")
)
"""Stop words that are another language's function words and no English one ("un", "la"): in a short
answer they tell no English ("En un plazo de treinta días")."""


@cache
def _phrases(language: str) -> tuple[LazyPattern, dict[str, str]]:
    """One pattern of every classed phrase of ``language`` and phrase -> English reading."""
    readings = {p.lower(): GLOSS[c] for c in _CLASSES for p in entries(language, c)}
    # a phrase ending in an elided article ("il ne s'agit pas d'") runs into the next word ("d'un")
    pattern = lazy(r"(?<!\w)" + phrase_alternation(tuple(readings)) + r"(?:(?<=['’])|(?!\w))", re.I)
    return pattern, readings


@cache
def _lead(language: str) -> LazyPattern:
    """A verdict word opening a sentence ("Ja,", "Sí.", "Não -"), or led to by a conclusion word or a
    hedge at a sentence's start or after a dash or comma ("Donc non,", "– die Antwort lautet also
    ja:", "Vermutlich ja"), or closing a sentence after a comma ("Tem que devolver, sim.")."""
    words = phrase_alternation(entries(language, "yes") + entries(language, "no"))
    # a hedge or general-knowledge word, already read in English, leads to one too ("Vermutlich ja")
    leads = (*entries(language, "conclusion"), GLOSS["hedge"], GLOSS["general"])
    one = phrase_alternation(leads)
    nouns, copulas = spaced(language, "answer_noun"), spaced(language, "answer_copula")
    if nouns and copulas:  # "die kurze Antwort ist", "la respuesta corta es"
        answer_is = phrase_alternation(nouns) + r"(?:\s+[\w'’-]+){0,2}?\s+" + phrase_alternation(copulas)
        one = r"(?:(?:\w+\s+)?" + answer_is + r"(?:\s+" + one + r")?|" + one + r")"
    led = one + r"(?:\s*,?\s+" + one + r")?"  # "portanto provavelmente sim": a conclusion, then a hedge
    # emphasis may wrap the verdict word ("In sintesi: **sì**, ...")
    # ... and may open a list item ("    - Sim, cessam assim que ...")
    # ... or follow a status icon ("✅ **Ja.**", "➡️ Nein")
    lead = (
        r"(?:^|(?<=[.!?:\n]))(?P<s>\s*(?:[-*•+][ \t]+)?"
        r"(?:[\u2600-\u27BF\u2B00-\u2BFF\U0001F300-\U0001FAFF]\ufe0f?[ \t]*)?[*_]{0,3})(?:(?P<led>"
        + led
        + r")\s*,?\s+)?"
    )
    # after a clause break, a contrasting conjunction may stand before the lead ("..., pero yo diría que sí")
    contrast = spaced(language, "contrast")
    but = r"(?:" + phrase_alternation(contrast) + r"\s+)?" if contrast else ""
    after = r"|(?<=[–—,;])(?P<s2>\s*)" + but + r"(?P<led2>" + led + r")\s*,?\s+"
    if contrast:  # "..., mais oui, c'est permis": "but" leads to a verdict word that a break closes
        after += (
            r"|(?<=[–—,;])(?P<s4>\s*)"
            + phrase_alternation(contrast)
            + r"\s+(?=(?:"
            + words
            + r")\s*[,.;:!—–-])"
        )
    # a verdict word closing a sentence's first clause after a comma ("Tem que devolver, sim."), or
    # introducing what follows after a short scope ("Nesse acordo, sim: ...")
    closing = r"|(?<=,)(?P<s3>[ \t]*)(?=(?:" + words + r")[ \t]*(?:[.!](?:\s|$)|:))"
    return lazy(r"(?:" + lead + after + closing + r")(?P<w>" + words + r")(?!\w)", re.I | re.M)


@cache
def _dates(language: str) -> LazyPattern:
    months = phrase_alternation(tuple(month_numbers(language)))
    return lazy(r"(?<!\w)(?P<m>" + months + r")(?!\w)", re.I)


@cache
def _durations(language: str) -> LazyPattern:
    numbers = phrase_alternation(tuple(number_words(language)))
    unit_words = phrase_alternation(tuple(units(language)))
    return lazy(
        r"(?<!\w)(?:(?P<n>" + numbers + r")|(?P<d>\d+))(?:\s*\(\d+\))?\s+(?P<u>" + unit_words + r")(?!\w)",
        re.I,
    )


REASON_REACH = 8
"""At most this many words between a clause's word for the evidence (or of answering) and its
negative word."""
_SENTENCE_END = lazy(r"(?<=[.!?\n])", 0)


@cache
def _absence(language: str) -> tuple[LazyPattern, LazyPattern, LazyPattern, LazyPattern]:
    """(a negative word, a word for the evidence shown, a verb of answering, a clause boundary) of
    ``language``."""
    negative = lazy(r"(?<!\w)" + phrase_alternation(spaced(language, "negative")) + r"(?!\w)", re.I)
    # a word for being in the text names it ("Steht so nicht drin", "no aparece en el contrato")
    shown = (
        *spaced(language, "retrieved"),
        *entries(language, "of_them"),
        *spaced(language, "in_text"),
        GLOSS["evidence"],
    )
    source = phrase_alternation(spaced(language, "according")) if spaced(language, "according") else "(?!)"
    # "secondo i passaggi ..." names the source of a statement, not the evidence as its subject
    evidence = lazy(
        r"(?<!\w)(?P<source>" + source + r"\s+(?:\w+\s+){0,2})?" + phrase_alternation(shown) + r"(?!\w)", re.I
    )
    # a verb of knowing or a word for an idea declines like one of answering ("Aucune idée", "non saprei")
    answering = lazy(r"(?<!\w)" + phrase_alternation(_declining(language)) + r"(?!\w)", re.I)
    boundary = lazy(
        r"[.!?;:\n()\[\]]|,\s|\s[—–-]\s|(?<!\w)"
        + phrase_alternation(spaced(language, "subordinator"))
        + r"(?!\w)",
        re.I,
    )
    return negative, evidence, answering, boundary


def negative_word(language: str) -> LazyPattern:
    """A negative word of ``language`` (lexicon class ``negative``: "nicht", "pas", "não")."""
    return _absence(language)[0]


def _declining(language: str) -> tuple[str, ...]:
    """Words a negative beside declines: verbs of answering and of knowing, words for an idea."""
    return (*spaced(language, "answer_verb"), *spaced(language, "know"))


@cache
def _telling(language: str) -> tuple[LazyPattern, LazyPattern]:
    """(a verb of telling, the speaker as a subject) of ``language``: a negative beside the one, in a
    clause holding the other, declines ("Eine Summe kann ich Ihnen nicht nennen")."""
    tell, speaker = spaced(language, "tell_verb"), spaced(language, "speaker")
    return (
        lazy(r"(?<!\w)" + (phrase_alternation(tell) if tell else "(?!)") + r"(?!\w)", re.I),
        lazy(r"(?<!\w)" + (phrase_alternation(speaker) if speaker else "(?!)") + r"(?!\w)", re.I),
    )


@cache
def _ignorance(language: str) -> LazyPattern:
    """A negative word of ``language`` that is no English word beside a word of knowing or of being in
    the text ("Ni idea", "non saprei", "Steht so nicht drin"): it tells a short answer's language."""
    negative = phrase_alternation(tuple(w for w in spaced(language, "negative") if w not in _ENGLISH_WORDS))
    known = phrase_alternation((*_declining(language), *spaced(language, "in_text")))
    near = r"(?:\W+\w+){0,2}?\W+"
    before, after = f"(?:{negative}){near}(?:{known})", f"(?:{known}){near}(?:{negative})"
    return lazy(rf"(?<!\w)(?:{before}|{after})(?!\w)", re.I)


@cache
def _imperative(language: str) -> LazyPattern:
    shapes = entries(language, "imperative")
    return lazy(
        r"(?:^|(?<=[.!?:\n]))(?P<s>[ \t*_>-]*)(?=" + ("|".join(shapes) if shapes else "(?!)") + ")", re.M
    )


def _reasons(text: str, language: str) -> str:
    """``text`` (its classed phrases glossed) with the negative word of each clause that names the
    evidence read as the reason, and of each clause with a verb of answering as a decline ("Não dá
    para responder", "no sabría decirle"); a clause opening with a negative word ("nenhum fixa um
    teto") names the evidence when its sentence does (see the module docstring)."""
    if not spaced(language, "negative"):
        return text
    negative, evidence, answering, boundary = _absence(language)
    out = []
    for sentence in _SENTENCE_END.split(text):
        cuts = [0, *(m.end() for m in boundary.finditer(sentence)), len(sentence)]
        names_evidence = any(m.group("source") is None for m in evidence.finditer(sentence))
        for start, end in itertools.pairwise(cuts):
            clause = sentence[start:end]
            out.append(
                _read_clause(
                    clause,
                    names_evidence,
                    negative,
                    evidence,
                    answering,
                    _telling(language),
                    _party_words(language),
                )
            )
    return "".join(out)


PARTY_REACH = 4
"""A negative word whose noun, among the next this many words, is the parties ("aucune des deux
sociétés", "ninguna de las partes") denies a duty of theirs: no reason about the evidence."""


@cache
def _party_words(language: str) -> frozenset[str]:
    return frozenset(spaced(language, "parties"))


def _read_clause(
    clause: str,
    names_evidence: bool,
    negative: LazyPattern,
    evidence: LazyPattern,
    answering: LazyPattern,
    telling: tuple[LazyPattern, LazyPattern],
    parties: frozenset[str] = frozenset(),
) -> str:
    found = negative.search(clause)
    if found is None or _ONLY_AFTER.match(clause, found.end()):  # "nicht nur", "non solo": not only
        return clause
    following = {w.lower() for w in _WORD.findall(clause[found.end() :])[:PARTY_REACH]}
    if following & parties:  # "aucune des deux sociétés n'a l'obligation": a duty of the parties
        return clause
    verbs = [m.start() for m in answering.finditer(clause)]
    tell, speaker = telling
    if speaker.search(clause):
        verbs += [m.start() for m in tell.finditer(clause)]
    if verbs and min(_words_between(clause, found.start(), at) for at in verbs) <= REASON_REACH:
        return clause[: found.start()] + GLOSS["decline"] + clause[found.end() :]
    shown = [m.end() for m in evidence.finditer(clause) if m.group("source") is None]
    near = bool(shown) and min(_words_between(clause, found.start(), at) for at in shown) <= REASON_REACH
    # "..., e nenhum define o que é ...": a conjunction may open the clause before its negative word
    opens = names_evidence and not _CONJUNCTIONS.sub("", clause[: found.start()]).strip(" \t*-–—")
    if near or opens:
        return clause[: found.start()] + GLOSS["reason"] + clause[found.end() :]
    return clause


_ONLY_AFTER = lazy(
    r"\s+" + phrase_alternation(tuple(w for lang in LANGUAGES for w in spaced(lang, "only"))) + r"(?!\w)",
    re.I,
)
"""A word for "only" right after a negative word ("nicht nur", "pas seulement", "non solo", "não só"): the
pair says "not only", no absence."""


_CONJUNCTIONS = lazy(
    r"(?<!\w)"
    + phrase_alternation(
        tuple(w for lang in LANGUAGES for cls in ("conjunction", "contrast") for w in spaced(lang, cls))
    )
    + r"(?!\w)",
    re.I,
)
"""A coordinating or contrasting conjunction of any language the lexicon knows ("und", "et", "y", "e",
"ou", "aber", "ma")."""


def _words_between(text: str, a: int, b: int) -> int:
    return len(_WORD.findall(text[min(a, b) : max(a, b)]))


def _verdict_word(m: re.Match[str], yes: set[str], no: set[str]) -> str:
    """A led verdict word in English; a conclusion word before it is dropped, a hedge kept after it
    ("Vermutlich ja" -> "Yes, probably"): a hedged verdict still commits, as a guess."""
    word = m.group("w")
    reading = GLOSS["yes"] if word.lower() in yes else GLOSS["no"] if word.lower() in no else word
    led = (m.group("led") or m.group("led2") or "").lower().split()
    hedged = next((f", {w}" for w in led if w in (GLOSS["hedge"], GLOSS["general"])), "")
    return (m.group("s") or m.group("s2") or m.group("s3") or m.group("s4") or "") + reading + hedged


_NUMERIC_DATE = lazy(r"(?<![\d/.])(0?[1-9]|[12]\d|3[01])[/.](0?[1-9]|1[0-2])[/.]((?:19|20)\d\d)(?![\d/])", 0)
_DOTTED_DATE = lazy(r"(?<![\d/.])(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.((?:19|20)\d\d)(?![\d/]|\.\d)", 0)


@cache
def _foreign_units() -> tuple[LazyPattern, dict[str, str]]:
    """Every other language's duration words after a number, and their English units."""
    readings = {w.lower(): e for lang in LANGUAGES if lang != "en" for w, e in units(lang).items()}
    number = r"(?:(?<![\w-])[^\W\d_]+\s+\((?P<p>\d+)\)|(?P<d>\d+))"  # "Treinta (30)" or "30"
    return lazy(number + r"\s+(?P<u>" + phrase_alternation(tuple(readings)) + r")(?!\w)", re.I), readings


def foreign_units(text: str) -> str:
    """In an answer read as English, a duration in another language's words after a number ("Treinta
    (30) días. The disclosing party must ...") in English units: a mixed answer keeps its value."""
    pattern, readings = _foreign_units()
    return pattern.sub(
        lambda m: f"{m.group('p') or m.group('d')} {readings[' '.join(m.group('u').lower().split())]}", text
    )


@cache
def _ordinal_day() -> LazyPattern:
    """A day written as an ordinal number, with its dot, before a month name of any lexicon language
    ("vom 29. Januar 2019", "am 1. März"): the dot is no sentence end."""
    return lazy(
        r"(?<![\d.])(0?[1-9]|[12]\d|3[01])\.(?=\s+" + phrase_alternation(all_entries("months")) + r"\b)", re.I
    )


def dotted_dates(text: str) -> str:
    """A date written with dots ("11.10.2021") is day first in every language the reader knows (month
    first is written with slashes): read as "11 October 2021"; a day written as an ordinal number
    ("29. Januar 2019") is read without its dot."""
    if "." not in text:
        return text
    text = _DOTTED_DATE.sub(
        lambda m: f"{int(m.group(1))} {ENGLISH_MONTHS[int(m.group(2)) - 1]} {m.group(3)}", text
    )
    return _ordinal_day().sub(r"\1", text)


@cache
def _day_words(language: str) -> LazyPattern:
    """A day of the month written as a word, then (a preposition and) an English month name."""
    months = "|".join(ENGLISH_MONTHS)
    return lazy(
        r"(?<!\w)(?P<d>"
        + phrase_alternation(tuple(day_words(language)))
        + r")\s+(?:(?:de|di|du|del|dia)\s+)?"
        r"(?=(?:" + months + r")\b)",
        re.I,
    )


@cache
def _year_words(language: str) -> LazyPattern:
    """A year written in words after an English month name, its day and a preposition ("May 30, two
    thousand and one", "November de dos mil diecinueve" once the month is glossed)."""
    months = "|".join(ENGLISH_MONTHS)
    return lazy(
        r"(?P<pre>\b(?:" + months + r")\b(?:\s+(?:\d{1,2}(?:st|nd|rd|th)?|[^\W\d_]+(?:-[^\W\d_]+)?))?,?\s+"
        r"(?:(?:de|del|of)\s+)?)"
        r"(?P<y>" + phrase_alternation(tuple(year_words(language))) + r")(?!\w)",
        re.I,
    )


def years_in_digits(text: str, language: str) -> str:
    """``text`` with a year written in words after its month in digits ("May 30, 2001")."""
    years = year_words(language)
    if not years:
        return text
    return _year_words(language).sub(
        lambda m: m.group("pre") + str(years[" ".join(m.group("y").lower().split())]), text
    )


@cache
def _between_numbers(language: str) -> LazyPattern:
    """A conjunction of ``language`` between two numbers, read "and"."""
    words = spaced(language, "conjunction")
    return lazy(r"(?<=\d)\s+" + (phrase_alternation(words) if words else "(?!)") + r"\s+(?=\d)", re.I)


def _cased(reading: str, m: re.Match[str]) -> str:
    """The English reading, capitalised where the glossed words opened a sentence."""
    before = m.string[: m.start()].rstrip()
    opens = not before or before.endswith((".", "!", "?", "\n"))
    return reading[:1].upper() + reading[1:] if opens else reading


def gloss(text: str, language: str) -> str:
    """``text`` with its lexicon words read in English (see the module docstring)."""
    if language in ("en", UNKNOWN):
        return text
    yes = {w.lower() for w in entries(language, "yes")}
    no = {w.lower() for w in entries(language, "no")}
    pattern, readings = _phrases(language)
    text = pattern.sub(
        lambda m: (
            _cased(readings[" ".join(m.group(0).lower().split())], m)
            + (" " if m.group(0)[-1] in "'’" else "")
        ),
        text,
    )
    text = _reasons(text, language)
    # a formal imperative opening a sentence ("Schauen Sie in Abschnitt 2 nach") advises an action
    text = _imperative(language).sub(
        lambda m: m.group("s") + GLOSS["next_step"][:1].upper() + GLOSS["next_step"][1:] + ": ", text
    )
    text = _lead(language).sub(lambda m: _verdict_word(m, yes, no), text)
    months = month_numbers(language)
    text = _dates(language).sub(lambda m: ENGLISH_MONTHS[months[m.group("m").lower()] - 1], text)
    numbers, unit_names = number_words(language), units(language)

    def duration(m: re.Match[str]) -> str:
        n = str(numbers[m.group("n").lower()]) if m.group("n") else m.group("d")
        return f"{n} {unit_names[m.group('u').lower()]}"

    text = _between_numbers(language).sub(" and ", text)  # "clausole 1.2 e 2.4", "Ziffern 3 und 4"
    text = _durations(language).sub(duration, text)
    # a numeric date outside English is day first: "8/1/2020", "07.11.2001" -> "8 January 2020"
    text = _NUMERIC_DATE.sub(
        lambda m: f"{int(m.group(1))} {ENGLISH_MONTHS[int(m.group(2)) - 1]} {m.group(3)}", text
    )
    months_en = "|".join(ENGLISH_MONTHS)
    # a day written as a word before its month ("am neunten September", "el primero de marzo"): digits
    text = _day_words(language).sub(
        lambda m: f"{day_words(language)[' '.join(m.group('d').lower().split())]} ", text
    )
    text = years_in_digits(text, language)  # "November de dos mil diecinueve" -> "November de 2019"
    # "3. März" (German), "1er mars" (French): the day as the English date reader writes it
    text = re.sub(rf"\b(\d{{1,2}})(?:\.|er|º|°)\s+(?=(?:{months_en})\b)", r"\1 ", text)
    text = re.sub(r"(?<=\d)\s+(?:de|del|di|du|of)\s+(?=[A-Z][a-z]+\b)", " ", text)  # "28 de mayo" -> "28 May"
    return re.sub(rf"\b({months_en})\s+(?:de|del)\s+((?:19|20)\d\d)\b", r"\1 \2", text)  # "May de 2014"
