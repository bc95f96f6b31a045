"""Yes and no said in words: "Yes.", "- Yes.", "I think yes.", "Typically, yes -", "..., so yes,
a copy may be kept", "the answer is no", "No, it may not", "Probably not", "I don't think so".

An explicit verdict is taken literally. "No" followed by a noun ("No license is granted") is a
determiner, not a verdict; "No, the passages do not say" is a refusal, not a verdict. A bare
verdict says nothing else ("Yes.", "I think yes.", "So, no.", "The answer is yes.").
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from harness.read.lazy import lazy
from harness.read.lexicon import EVIDENCE_NOUN, english_words, entries, phrase_alternation
from harness.text.refusal import declines
from harness.text.tokenize import prose_words

YesNo = Literal["yes", "no"]
MIN_CLAIM_WORDS = 3
"""A sentence of fewer words asserts nothing beyond its verdict."""


_HEDGES = phrase_alternation(entries("en", "hedge"))
"""A guess's lead-in ("probably", "prolly", "most likely"): the lexicon ``hedge`` class, the one source."""

_INTERJECTIONS = phrase_alternation(entries("en", "interjection"))
"""A spoken word before a verdict ("Actually no:"): the lexicon ``interjection`` class."""
RETRACTION = lazy(
    r"^[\s,.;:!—–-]*(?:" + phrase_alternation(entries("en", "retraction")) + r")\b[\s,.;:!—–-]*", re.I
)
"""A verdict taken back at once ("Yes — wait, no."; lexicon ``retraction``): the verdict after it stands."""
_HEDGE_LEAD = lazy(
    r"^(?:(?:based\s+on|according\s+to|per|from|in\s+light\s+of|looking\s+at|reading)\b[^,:]{0,80}[,:]\s*"
    r"|(?:in\s+short|in\s+summary|in\s+brief|short\s+answer|overall|in\s+general|generally|typically"
    r"|usually|" + _HEDGES + r"|possibly|honestly|well|so|thus|therefore|hence|then|also|ultimately"
    r"|in\s+conclusion|to\s+summarize|to\s+sum\s+up|basically|essentially|arguably|technically|apparently"
    r"|it\s+(?:seems|appears|looks\s+like)|I\s+(?:think|believe|guess|would\s+say|'d\s+say|suspect)"
    r"|(?:I(?:['’]d|\s+would)?\s+)?lean(?:ing)?(?:\s+(?:towards?|to))?"
    r"|I'?m\s+not\s+(?:entirely\s+)?(?:sure|certain)\s*(?:,\s*)?but|not\s+(?:entirely\s+)?sure\s*(?:,\s*)?but"
    r"|though|however|but|and|still|again|once\s+more|as\s+before|as\s+I\s+(?:said|mentioned)(?:\s+(?:before|earlier))?"
    r"|" + _INTERJECTIONS + r")\b[\s,:;—–-]*)+",
    re.I,
)


_PRONOUN_AUX = (
    r"(?:it|they|that|this|there|the|not|i|we|you|he|she|its|their|such|this|those|these|neither|nothing|none"
    r"|never|as|because|since|according|under|per|in|based|that's|it's|there's)"
)


_YES = phrase_alternation(entries("en", "yes"))
_NO = phrase_alternation(entries("en", "no"))
"""The lexicon's English verdict words ("yes", "yeah"; "no", "nope"), escaped, as one group each."""

_FORCE = phrase_alternation(
    tuple(
        w
        for c in ("permission_participles", "prohibition_participles", "duty_participles")
        for w in english_words(c)
    )
)
"""Participles of the question's force ("allowed", "forbidden", "required")."""
PICTOGRAPHS = "\u2600-\u27bf\u2b00-\u2bff\U0001f300-\U0001faff\ufe0f"
"""Emoji and pictographs (a character-class body): after a verdict word ("nope 🙅 not forbidden", "yep ✅")
they end it as punctuation does."""

_YES_START = lazy(
    r"^(?:" + _YES + r"|correct|true|indeed|affirmative|absolutely|certainly|definitely|right)\b"
    r"(?=\s*(?:[,.;:!()\-–—" + PICTOGRAPHS + r"]|$)"  # "No (55%)": an aside; "nope 🙅": a reaction
    r"|\s+(?:" + _FORCE + r")\b)",  # "yep forbidden", "yes required": the question's force said again
    re.I,
)


_NO_START = lazy(
    r"^(?:" + _NO + r"|false|incorrect|negative|not\s+at\s+all|not(?:\s+really|\s+necessarily|\s+quite)?"
    # the question's proposition denied: "That's incorrect:", "That is not the case."
    r"|(?:that['’]?s|that\s+is|this\s+is)\s+(?:incorrect|wrong|false|not\s+(?:correct|right|true|so|the\s+case)))\b"
    r"(?=\s*(?:[,.;:!()\-–—" + PICTOGRAPHS + r"]|$))",  # "No (55%)": an aside; "nope 🙅": a reaction
    re.I,
)


_NO_PRONOUN = lazy(r"^no\s+(?=" + _PRONOUN_AUX + r"\b)", re.I)


_YES_ANY = lazy(r"(?<![\"'“/])\byes\b(?![\"'”/]|\s*(?:or|/)\s*no\b)", re.I)


_NO_ANY = lazy(
    r"(?:^|[,;:—–(]|\b(?:so|thus|therefore|hence|then|is|be|say|says|simply|short|answer|likely|probably|think"
    r"|typically|generally|guess))\s*\bno\b(?=\s*(?:[,.;:!)—–]|\s-\s|$))",
    re.I,
)


_ANSWER_IS = lazy(
    r"\b(?:answer\s+(?:is|would\s+be|here\s+is|must\s+be)\s*:?\s*[\"'*“]?(?:in\s+the\s+)?|answered\s+in\s+the\s+)"
    r"(yes|no|affirmative|negative)\b(?!\s+(?:effect|impact|covenant|obligation)\b)",
    re.I,
)
"""The answer said as such: "the answer is no", formally "the answer is in the negative", "answered in
the affirmative" (not "a negative covenant")."""


_THINK_SO = lazy(r"\b(?:I\s+)?(?:think|believe|guess|suspect|would\s+say|'d\s+say)\s+(?:so|yes)\b", re.I)


_THINK_NOT = lazy(
    r"\b(?:don'?t|do\s+not)\s+(?:think|believe)\s+so\b|\b(?:think|believe|guess|suspect)\s+not\b"
    r"|\b(?:would\s+say|'d\s+say)\s+no\b",
    re.I,
)


_VERDICT_WORDS = frozenset(
    {
        "yes",
        "no",
        "so",
        "thus",
        "therefore",
        "hence",
        "the",
        "answer",
        "is",
        "short",
        "final",
        "in",
        "that",
        "this",
    }
)


VERDICT_MEMO = 4096
"""Sentences whose verdict readings are remembered (a sentence is asked about from several places)."""


_AFTER_COLON = lazy(
    r"\b(?:guess|hunch|answer|verdict|estimate|bet|conclusion|take|reading|view|opinion|call|instinct"
    r"|bottom\s+line|in\s+short)\b[^:.;]{0,20}?[*_]*:\s+(?=\S)",
    re.I,
)
"""A colon after a word that announces the answer ("so this is a guess: probably not, ..."): a verdict
may open what it introduces."""


@lru_cache(maxsize=VERDICT_MEMO)
def explicit_verdict(plain: str) -> YesNo | None:
    """A yes/no said in words (see the module docstring), or None."""
    core = _HEDGE_LEAD.sub("", plain.strip().strip("\"'“”*_ "), count=1).lstrip("\"'“*_ ")
    if taken_back := RETRACTION.match(core):  # "Wait, no." after a verdict: the verdict it gives now
        core = core[taken_back.end() :]
    rest = ""
    found: YesNo | None = None
    if match := (_YES_START.match(core)):
        found, rest = "yes", core[match.end() :]
    elif match := (_NO_START.match(core) or _NO_PRONOUN.match(core)):
        found, rest = "no", core[match.end() :]
    elif match := _ANSWER_IS.search(plain):
        found = "yes" if match.group(1).lower() in ("yes", "affirmative") else "no"
    elif _THINK_NOT.search(plain):
        found = "no"
    elif _THINK_SO.search(plain):
        found = "yes"
    elif (colon := _AFTER_COLON.search(plain)) and (after := explicit_verdict(plain[colon.end() :])):
        return after  # "..., so this is a guess: probably not, ...": the verdict the colon introduces
    else:
        yes, no = _YES_ANY.search(plain), _NO_ANY.search(plain)
        if bool(yes) != bool(no):
            found = "yes" if yes else "no"
            # "Halvorsen / Quillfeather: No, other agreement": a row's "no" that only gives a reason
            rest = plain[no.end() :] if no else ""
    if (
        rest
        and (taken_back := RETRACTION.match(rest))
        and (again := explicit_verdict(rest[taken_back.end() :]))
    ):
        return again
    if (
        found == "no"
        and rest
        and declines(rest)
        and (_ABOUT_ANSWERING.search(rest) or len(rest.split()) <= 3)
    ):
        return None  # "No, the passages do not say": a refusal, not a verdict ("No — oral disclosures
        # are not covered" denies, about the agreement)
    return found


_ABOUT_ANSWERING = lazy(
    r"\b(?:I|we|my|our|me)\b|\b(?:" + EVIDENCE_NOUN + r"|results?|information\s+(?:given|provided))\b"
    r"|\bcan(?:not|['’]t|\s+not)\b|\bunable\b|\bnot\s+(?:possible|able|clear|certain|sure)\b"
    r"|\b(?:say|tell|know|determine)\b",
    re.I,
)
"""What a "No, ..." that declines speaks of: the answerer or the evidence ("No, the passages do not
say"), not the agreement's terms."""


@lru_cache(maxsize=VERDICT_MEMO)
def strip_verdict_word(plain: str) -> str:
    """The statement without its leading hedge and yes/no word ("No, it does not" -> "it does not")."""
    core = _HEDGE_LEAD.sub("", plain.strip().strip("\"'“”*_ "), count=1).lstrip("\"'“*_ ")
    match = _YES_START.match(core) or _NO_START.match(core)
    return core[match.end() :].lstrip(" ,.;:!-–—") if match else core


_HEDGE_TAIL = lazy(
    r"[,;—–-]?\s*(?:as\s+far\s+as\s+I\s+can\s+(?:tell|see)|I\s+(?:think|believe|guess|suppose)"
    r"|it\s+(?:seems|appears)|from\s+what\s+I\s+(?:can\s+)?see|if\s+I\s+read\s+(?:it|this|them)\s+right)\W*$",
    re.I,
)
"""A hedge closing a verdict ("Yes, as far as I can tell."): the verdict stays bare."""


@lru_cache(maxsize=VERDICT_MEMO)
def is_bare_verdict(plain: str) -> bool:
    """A verdict with nothing else: "Yes.", "I think yes.", "So, no.", "The answer is yes."."""
    words = [w.lower() for w in prose_words(plain)]
    if not words or len(words) < MIN_CLAIM_WORDS or all(w in _VERDICT_WORDS for w in words):
        return bool(words)
    core = _HEDGE_LEAD.sub("", plain.strip(), count=1)
    core = _ANSWER_IS.sub("", _YES_START.sub("", _NO_START.sub("", core.lstrip("\"'“*_ "))))
    core = _HEDGE_TAIL.sub("", core)  # "Yes, as far as I can tell."
    return explicit_verdict(plain) is not None and len(prose_words(core)) < MIN_CLAIM_WORDS
