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
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import (
    ENGLISH_MONTHS,
    GLOSS,
    LANGUAGES,
    entries,
    month_numbers,
    number_words,
    phrase_alternation,
    units,
)
from harness.text.tokenize import STOP_WORDS

UNKNOWN = "unknown"
MIN_WORDS = 8
"""Fewer words than this say too little to tell a language: English unless another script or
another language's verdict word."""
DETECT_CHARS = 2000
"""The language is told from the answer's opening (a long answer keeps to one language)."""
MIN_SHARE = 0.05
"""Below this share of known function words a longer text is in a language the lexicon lacks."""

_WORD = lazy(r"[^\W\d_]+", 0)
_LATIN = lazy(r"[A-Za-zÀ-ÿ]", 0)
_CLASSES = (
    "decline",
    "reason",
    "next_step",
    "another_agreement",
    "premise",
    "hedge",
    "evidence",
    "section",
    "alarm",
    "general",
)


@lru_cache(maxsize=8192)
def detect(text: str) -> str:
    """``en``, ``de``, ``fr``, ``es``, ``it``, ``pt`` or ``unknown`` (see the module docstring)."""
    words = [w.lower() for w in _WORD.findall(re.sub(r"\[[^\]]*\]", " ", text[:DETECT_CHARS]))]
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


def _short_language(words: list[str], text: str) -> str:
    """A short answer ("Ja.", "Non lo so.", "Désolé, impossible de me prononcer.") by its words: the
    language whose function and verdict words and classed phrases (a decline, a reason) it holds
    most of, when that beats the English words it holds; an opening verdict word breaks a tie
    ("Sim." is Portuguese, "No." English)."""
    english = sum(1 for w in words if w in _ENGLISH_WORDS)
    scores = {
        lang: sum(1 for w in words if w in _short_words(lang)) + len(_phrases(lang)[0].findall(text))
        for lang in LANGUAGES[1:]
    }
    opening = {lang for lang in scores if words and words[0] in _verdict_words(lang)}
    best = max(scores, key=lambda lang: (scores[lang], lang in opening))
    return best if scores[best] > english else "en"


@cache
def _verdict_words(language: str) -> frozenset[str]:
    return frozenset(w.lower() for w in entries(language, "yes") + entries(language, "no"))


@cache
def _short_words(language: str) -> frozenset[str]:
    """The words that tell a short answer's language: function and verdict words."""
    return _function_words(language) | _verdict_words(language)


@cache
def _function_words(language: str) -> frozenset[str]:
    """The lexicon's function words of ``language``: they tell the languages apart."""
    return frozenset(w for line in entries(language, "function") for w in line.split())


_ENGLISH_WORDS = STOP_WORDS | {"yes", "isn", "aren", "doesn", "don", "didn", "t"}
"""Enough of these, and a text is English however casual ("yes mostly ... isn't covered")."""


@cache
def _phrases(language: str) -> tuple[LazyPattern, dict[str, str]]:
    """One pattern of every classed phrase of ``language`` and phrase -> English reading."""
    readings = {p.lower(): GLOSS[c] for c in _CLASSES for p in entries(language, c)}
    pattern = lazy(r"(?<!\w)" + phrase_alternation(tuple(readings)) + r"(?!\w)", re.I)
    return pattern, readings


@cache
def _lead(language: str) -> LazyPattern:
    """A verdict word opening a sentence ("Ja,", "Sí.", "Não -"), or led to by a conclusion word at a
    sentence's start or after a dash or comma ("Donc non,", "– die Antwort lautet also ja:")."""
    words = phrase_alternation(entries(language, "yes") + entries(language, "no"))
    led = phrase_alternation(entries(language, "conclusion")) if entries(language, "conclusion") else None
    lead = r"(?:^|(?<=[.!?:\n]))(?P<s>\s*)" + (r"(?:" + led + r"\s*,?\s+)?" if led else "")
    after = r"|(?<=[–—,;])(?P<s2>\s*)" + led + r"\s*,?\s+" if led else ""
    return lazy(r"(?:" + lead + after + r")(?P<w>" + words + r")(?!\w)", re.I | re.M)


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
    text = pattern.sub(lambda m: _cased(readings[" ".join(m.group(0).lower().split())], m), text)
    text = _lead(language).sub(
        lambda m: (
            (m.groupdict().get("s") or m.groupdict().get("s2") or "")
            + (
                GLOSS["yes"]
                if m.group("w").lower() in yes
                else GLOSS["no"]
                if m.group("w").lower() in no
                else m.group("w")
            )
        ),
        text,
    )
    months = month_numbers(language)
    text = _dates(language).sub(lambda m: ENGLISH_MONTHS[months[m.group("m").lower()] - 1], text)
    numbers, unit_names = number_words(language), units(language)

    def duration(m: re.Match[str]) -> str:
        n = str(numbers[m.group("n").lower()]) if m.group("n") else m.group("d")
        return f"{n} {unit_names[m.group('u').lower()]}"

    text = _durations(language).sub(duration, text)
    months_en = "|".join(ENGLISH_MONTHS)
    # "3. März" (German), "1er mars" (French): the day as the English date reader writes it
    text = re.sub(rf"\b(\d{{1,2}})(?:\.|er|º|°)\s+(?=(?:{months_en})\b)", r"\1 ", text)
    text = re.sub(r"(?<=\d)\s+(?:de|del|di|du|of)\s+(?=[A-Z][a-z]+\b)", " ", text)  # "28 de mayo" -> "28 May"
    return re.sub(rf"\b({months_en})\s+(?:de|del)\s+((?:19|20)\d\d)\b", r"\1 \2", text)  # "May de 2014"
