"""Terse answer openings read as the words the sentence reader knows, before anything else reads them.

An answer may open with a verdict or a decline in a form no sentence rule reads: a chat word
("ya ofc", "nah", "idk", "no comment", "n/a"), a word in capitals or drawn out ("YES", "Nooo"),
one letter ("Y [x:1]"), an emoji ("✅", "❌", "🤷", "¯\\_(ツ)_/¯"), or another language's verdict
word opening an English sentence ("Não — the discussions are confidential"). Each form is an entry
of a lexicon word class (``terse_yes`` / ``terse_no`` / ``terse_decline`` / ``emoji_*``, and every
language's ``yes`` / ``no``), read case-blind with any letter repeated; the opening run of one
class is rewritten as "Yes" / "No" / "I don't know." and the rest is left as written.

A rewrite is kept only when the rest reads as English (or is citations only): "Ya está
permitido" stays Spanish, "Sim, pode" stays Portuguese. One-letter forms and another language's
verdict words need more: the one letter is followed only by citations ("N." / "Y [x:1]", never
"N Smith"); the foreign word by an English clause of its own, so a whole answer in that language
keeps its language.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Final, Literal

from harness.read.cues import cue
from harness.read.language import detect
from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import LANGUAGES, entries, phrase_alternation

Terse = Literal["yes", "no", "decline"]

CANONICAL: Final[dict[Terse, str]] = {"yes": "Yes", "no": "No", "decline": "I don't know."}
"""The words a terse form is read as."""

_LEAD = r"^[\s*_>#•·\-–—\"'“]*"
"""Markup before the opening word: bullets, emphasis, quotes."""

_CITATIONS_ONLY = lazy(r"^(?:[\s.,;:!?\"'”*_\-–—]|[(\[【][^()\[\]【】]*[)\]】])*$")
"""What may follow a one-letter form: citations in brackets and punctuation."""

MIN_CLAUSE_WORDS = 3
"""Words the clause after another language's verdict word needs to be read as English."""
ENGLISH_SHARE = 4
"""At least one word in this many of that clause is an English function word."""

_WORD = lazy(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
_FUNCTION: Final = frozenset(w for e in entries("en", "function") for w in e.split())


def _alternation(forms: list[str]) -> str:
    unique = sorted(set(forms), key=lambda f: (-len(f), f))
    return "(?:" + "|".join(unique) + ")"


_WORD_BREAK: Final = r"(?=\s*[,.;:!—–]|\s+-(?:\s|$))"
"""A clause break after an opening word: punctuation, or a spaced dash; never a hyphen joining a
compound ("Non-compete", "Certo-type" are words of their own, not a verdict)."""


@cache
def _foreign() -> LazyPattern:
    """Another language's one-word verdict (its ``yes`` / ``no`` entries), as a named group per verdict."""
    groups = []
    for verdict in ("yes", "no"):
        words = {e for lang in LANGUAGES[1:] for e in entries(lang, verdict) if " " not in e}
        words -= set(entries("en", verdict))
        groups.append(f"(?P<{verdict}>{_alternation([re.escape(w) for w in words])})")
    return lazy(_LEAD + r"(?:" + "|".join(groups) + r")(?![^\W_])" + _WORD_BREAK, re.I)


_PLAIN: Final = frozenset(entries("en", "yes") + entries("en", "no"))
"""Verdict words the sentence reader reads as written: an opening of these alone is left alone."""

_LEAD_PATTERN = lazy(_LEAD)
_ORDER: Final[tuple[Terse, ...]] = ("decline", "yes", "no")
"""Declines first: "no comment" and "n/a" are declines, not a "no"."""


def _token(text: str, pos: int) -> tuple[Terse, re.Match[str]] | None:
    """The longest terse form at ``pos`` (cue rows ``terse.decline`` / ``terse.yes`` / ``terse.no``;
    "absolutely not" is a no, not "absolutely" before a negator), a tie going by ``_ORDER``."""
    found = [(terse, m) for terse in _ORDER if (m := cue(f"terse.{terse}").match(text, pos))]
    return max(found, key=lambda t: len(t[1].group()), default=None)


_CLAUSE_END = lazy(r"[.;:!?—–]|\s-\s")
"""Where the clause after a code-switched verdict word ends: that clause must be English."""
_SEPARATOR = lazy(r"[\s,.;:!]*")
_EMPHASISED_AFTER_ICON = lazy(
    r"^(\W*?[\u2600-\u27BF\U0001F300-\U0001FAFF]\ufe0f?[ \t]*)([*_]{1,3})([^\W\d_]+)\2(?=\W|$)"
)
"""A single word in emphasis right after an opening icon ("❌ *No* — ..."): read as "❌ No — ..."."""


def _opening(text: str) -> tuple[Terse, int, bool] | None:
    """(class, end, whether one letter only) of the opening run of terse forms of one class."""
    at = _LEAD_PATTERN.match(text)
    pos = at.end() if at else 0
    found: Terse | None = None
    end = pos
    single = True
    plain = True
    emoji = True
    overridden = False
    word = ""
    while token := _token(text, pos):
        terse, match = token
        word = match.group()
        if found is not None and terse != found:
            if not emoji or not word.isalpha():
                break
            single = plain = True  # "✅ No.": a verdict word after an emoji is the verdict
            overridden = True
        emoji = emoji and not word.isalpha()
        found, end = terse, match.end()
        single = single and len(word) == 1 and word.isalpha()
        plain = plain and word.lower() in _PLAIN
        sep = _SEPARATOR.match(text, end)
        pos = sep.end() if sep else end
    if (
        found is None
        or (plain and not overridden)
        or not _stands_alone(found, word, text[end:pos], text[pos:], emoji and not overridden)
    ):
        return None
    return found, end, single


_NEGATORS: Final = frozenset(w for e in entries("en", "negators") for w in e.split())
"""A terse yes followed by one of these is no yes: "Of course not", "ofc never"."""
_BREAK = lazy(r"[,.;:!?—–]|\s-\s")
_NEXT_WORD = lazy(r"[^\W\d_]+")


def _stands_alone(found: Terse, last: str, separator: str, rest: str, emoji: bool) -> bool:
    """Whether the opening run is a verdict or decline of its own, not the start of a sentence.

    A terse yes followed by a negator is negated ("Of course not."); a decline phrase of several words
    opens a sentence unless a clause break or citations only follow it ("Not applicable to employees",
    "No clue was given" are answers); an emoji is a bullet before a capitalised clause ("✓ Checked the
    passages: ...") unless that clause opens with a verdict word or a negator ("✅ No.", "❌ Not allowed").
    """
    word = _NEXT_WORD.match(rest)
    following = word.group().lower() if word else ""
    if found == "yes" and following in _NEGATORS:
        return False
    broken = bool(_BREAK.search(separator)) or _CITATIONS_ONLY.match(rest) is not None
    if found == "decline" and not broken and any(c.isspace() for c in last):
        return False
    return not (
        emoji and not broken and word and word.group()[0].isupper() and following not in _PLAIN | _NEGATORS
    )


def _joined(word: str, rest: str) -> str:
    """``word`` in place of the terse form, the rest as written (a comma before a bare clause)."""
    stripped = rest.lstrip(" \t,.;:!")
    if not stripped:
        return word if word.endswith(".") else word + "."
    if word.endswith("."):
        return f"{word} {stripped}"
    if rest[:1] in ",.;:!":
        return word + rest
    return f"{word}, {stripped}" if stripped[0].isalnum() else f"{word} {rest.lstrip()}"


def _english(clause: str) -> bool:
    """A clause that shows it is English: enough words, English function words among them, and no
    other language detected ("solo ai propri dipendenti" holds none; short text defaults to English)."""
    words = [w.lower() for w in _WORD.findall(clause)]
    english = sum(w in _FUNCTION for w in words)
    return (
        len(words) >= MIN_CLAUSE_WORDS
        and english >= MIN_CLAUSE_WORDS - 1
        and english * ENGLISH_SHARE >= len(words)
        and detect(clause) == "en"
    )


_LETTER_BREAK = lazy(r"^\s*(?:\([^()]*\)\s*)?(?:[—–:]|-\s|$)")
"""What makes one letter a verdict before a clause: a dash or a colon, after an aside in brackets or
not ("N — excluded if developed independently", "Y (mini-12:11): copies OK"); never a word ("N Smith")."""
_HEDGED = lazy(_LEAD + r"(?:" + phrase_alternation(entries("en", "hedge")) + r")\.?\s+", re.I)
"""A hedge before a terse verdict ("Prob. Y — ...", "likely N"): the verdict is a guess, read as one."""


@lru_cache(maxsize=4096)
def expand(text: str) -> str:
    """``text`` with a terse opening verdict or decline written as "Yes" / "No" / "I don't know."; a hedge
    before it is read as "Probably" ("Prob. Y — std carve-out" -> "Probably yes — std carve-out")."""
    text = _EMPHASISED_AFTER_ICON.sub(r"\1\3", text, count=1)
    if (hedged := _HEDGED.match(text)) and (opened := _opening(text[hedged.end() :])):
        terse, end, single = opened
        rest = text[hedged.end() + end :]
        if terse != "decline" and (_CITATIONS_ONLY.match(rest) or _LETTER_BREAK.match(rest) or not single):
            return "Probably " + _joined(CANONICAL[terse].lower(), rest)
    if opened := _opening(text):
        terse, end, single = opened
        rest = text[end:]
        if single and not (_CITATIONS_ONLY.match(rest) or _LETTER_BREAK.match(rest)):
            return text
        if _CITATIONS_ONLY.match(rest) or detect(rest) == "en":
            return _joined(CANONICAL[terse], rest)
        return text
    if match := _foreign().match(text):
        rest = text[match.end() :]
        clause = _CLAUSE_END.split(rest.lstrip(" ,.;:!—–-"), maxsplit=1)[0]
        if _english(clause):
            return _joined("Yes" if match.group("yes") else "No", rest)
    return text


@cache
def _bare_contraction() -> LazyPattern:
    words = [w for entry in entries("en", "bare_contraction") for w in entry.split()]
    # "his wont", "the cant" are words of their own
    owned = "".join(rf"(?<!\b{w}\s)" for w in ("his", "her", "its", "their", "the", "a"))
    return lazy(owned + r"\b(" + "|".join(w[:-1] for w in words) + r")t\b", re.I)


def with_apostrophes(text: str) -> str:
    """``text`` with its negative contractions typed without an apostrophe (lexicon ``bare_contraction``:
    "sorry dont know", "it doesnt say") written with one, so that every English pattern reads them."""
    return _bare_contraction().sub(r"\1't", text) if "nt" in text else text
