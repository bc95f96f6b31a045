"""Bare deontic statements: a verdict said as the force of the asked act alone.

"Nothing prevents it.", "Not allowed.", "It's prohibited.", "Doing so is not required." name no term of
the question: their subject or object is a pronoun for the act asked about. Such a statement answers a
question asking for the same kind of force: a permission or prohibition question ("may it ...?", "is it
forbidden to ...?") by whether the act is permitted, a duty question ("must it ...?", "is it required to
...?") by whether it is required. Each negator ("not", "nothing", a prohibiting word) turns the force
over: "Nothing prevents it" permits, "It is not prohibited" permits, "Not required" denies the duty.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from harness.read.lazy import lazy
from harness.read.lexicon import english_words, phrase_alternation, spaced
from harness.text.polarity import RESTRICTIVE, question_bound

Force = Literal["permission", "duty"]

_PERMIT = frozenset(english_words("permission_participles"))
_PROHIBIT = frozenset(
    (
        *english_words("prohibition_participles"),
        *english_words("prohibiting_verbs"),
        *english_words("blocking_verbs"),
    )
)
_DUTY = frozenset(english_words("duty_participles"))
_DEONTIC = "|".join(sorted(_PERMIT | _PROHIBIT | _DUTY, key=len, reverse=True))

_BARE = lazy(
    r"^\W*(?:(?:it|that|this|doing\s+so|which|so\s+doing)\s+(?:is|was|would\s+be|will\s+be|remains?)\s+"
    r"|(?:it|that|this)'s\s+|(?:it|that|this)\s+(?:isn't|wasn't)\s+"
    r"|nothing(?:\s+in\s+(?:the|this|that|its|their)(?:\s+[\w-]+){1,3}?)?\s+(?:here\s+)?)?"
    r"(?P<neg>(?:not|never)\s+)?(?:(?:expressly|explicitly|clearly|actually|really|even|strictly|simply)\s+)?"
    rf"(?P<word>{_DEONTIC})"
    r"(?:\s+(?:it|that|this|them|doing\s+so|the\s+(?:act|practice|step)))?"
    r"(?:\s+(?:at\s+all|either|whatsoever|outright|here|by\s+it|by\s+the\s+agreement))?"
    r"(?:\s*,?\s+(?:provided|as\s+long\s+as|so\s+long\s+as|if|unless|except|subject\s+to)\b[^.;:]*)?\W*$",
    re.I,
)
"""A statement that is only a deontic word with a pronoun subject or object: "Nothing prevents it.",
"It's not allowed.", "Prohibited.", "Not required at all.", maybe under a condition ("Nothing prevents
it, provided the development is independent")."""

_ASKS_PROHIBITION = lazy(
    r"\b(?:" + "|".join(sorted(english_words("prohibition_participles"))) + r"|restricted)\b", re.I
)
_ASKS_PERMISSION = lazy(
    r"^\W*(?:"
    + "|".join(english_words("permission_modals"))
    + r")\b|\b(?:"
    + "|".join(sorted(_PERMIT))
    + r")\s+to\b",
    re.I,
)
_DUTY_MODALS = tuple(w for w in english_words("duty_modals") if w != "will")  # "will it ...?" asks the future
_ASKS_DUTY = lazy(
    r"^\W*(?:"
    + "|".join(_DUTY_MODALS)
    + r")\b|\b(?:"
    + "|".join(sorted(_DUTY))
    + r")\s+to\b|\b(?:have|has|need|needs)\s+to\b",
    re.I,
)
"""The force a question's clause asks about: a prohibition ("is it forbidden to ...?"), a permission
("may it ...?", "is it free to ...?") or a duty ("must it ...?", "is it required to ...?")."""


def question_force(clause: str) -> tuple[Force, bool] | None:
    """(the kind of force the question's clause asks about, whether it asks about a prohibition)."""
    if _ASKS_PROHIBITION.search(clause):
        return "permission", True
    if _ASKS_PERMISSION.search(clause):
        return "permission", False
    if _ASKS_DUTY.search(clause):
        return "duty", False
    return None


@lru_cache(maxsize=4096)
def bare_deontic_verdict(statement: str, clause: str) -> Literal["yes", "no"] | None:
    """The verdict a bare deontic statement gives on the question ``clause`` (see the module
    docstring); None when the statement is not one, or its force is not the one asked about."""
    match = _BARE.match(statement.replace("’", "'"))
    if match is None:
        return None
    asked = question_force(clause)
    if asked is None:
        return None
    force, asks_prohibition = asked
    word = match.group("word").lower()
    said: Force = "duty" if word in _DUTY else "permission"
    if said != force:
        return None
    flips = sum(
        (
            bool(match.group("neg")) or "n't" in statement.lower(),
            statement.lstrip().lower().startswith("nothing"),
            word in _PROHIBIT,
            asks_prohibition,
        )
    )
    return "yes" if flips % 2 == 0 else "no"


FORCE_CLASSES = (
    "permission_modals",
    "permission_participles",
    "duty_modals",
    "duty_participles",
    "prohibition_participles",
    "prohibiting_verbs",
)
"""The lexicon classes a statement's force is read from, in every language that has them."""
RESTRICTION_CLASSES = ("limiting_words", "limited_participles")
"""The lexicon classes (besides ``only``) a restriction is read from in another language."""
_CLAUSE_BREAK = lazy(r"[,;:—–()]|\s-\s")
_WORDS = lazy(r"[^\W\d_]+")
_ONLY_BY_NE_QUE = lazy(r"\bne\b|\bn['’]", re.I)
"""French restriction by "ne ... que" ("ne les utilise que pour évaluer"): "only", when no other
negator of the clause makes it a denial ("ne ... pas")."""


def _restrictors(language: str) -> frozenset[str]:
    """A language's words that restrict: ``only`` and ``RESTRICTION_CLASSES``."""
    return _words(language, "only").union(*(_words(language, c) for c in RESTRICTION_CLASSES))


def _words(language: str, word_class: str) -> frozenset[str]:
    return frozenset(w.lower() for w in spaced(language, word_class))


@lru_cache(maxsize=8)
def _force_words(language: str) -> dict[str, tuple[Force, bool]]:
    """A language's force words -> (the force they speak of, whether they deny it)."""
    out: dict[str, tuple[Force, bool]] = {}
    for word_class in FORCE_CLASSES:
        force: Force = "duty" if word_class.startswith("duty") else "permission"
        for word in _words(language, word_class):
            out.setdefault(word, (force, word_class.startswith("prohibit")))
    return out


@lru_cache(maxsize=8)
def _opens_condition(language: str) -> re.Pattern[str]:
    """A sentence that opens with a condition ("Wenn ...", "Si ...", "Se ..."): its force hangs on it."""
    conditions = [w for w in spaced(language, "subordinator") if w in ("wenn", "falls", "si", "se", "caso")]
    return (
        re.compile(r"^\W*" + phrase_alternation(tuple(conditions)) + r"\b", re.I)
        if conditions
        else re.compile(r"(?!)")
    )


@lru_cache(maxsize=4096)
def foreign_force_verdict(statement: str, language: str, clause: str) -> Literal["yes", "no"] | None:
    """The verdict a statement in another lexicon language gives by its force alone, when the words
    of an English question cannot be matched in it: "Die Partei darf sie nicht weitergeben" answers
    "may it disclose ...?" with no, "Elle doit les restituer" answers "must it return ...?" with yes.

    The clause that holds the first force word (a permission or duty modal or participle, a
    prohibiting word) is read: each negator of the language's ``negative`` class, a prohibiting word
    and a question asking about a prohibition turn the force over, as ``bare_deontic_verdict`` does.
    A restrictive question is read by ``_restriction_verdict``. A clause that restricts ("nur",
    "seulement", "ne ... que", ``only`` / ``limiting_words``) answers a question that asks about what lies
    past a bound ("for purposes other than the one stated?") with
    no, force word or not. None when it speaks of another force than the one asked, or opens with a
    condition."""
    if _opens_condition(language).match(statement):
        return None
    if RESTRICTIVE.search(clause):
        return _restriction_verdict(statement, language)
    asked = question_force(clause)
    if asked is None:
        return None
    force, asks_prohibition = asked
    bounded, denied_apart = question_bound(clause)
    forces = _force_words(language)
    negators = _words(language, "negative")
    restrictors = _restrictors(language)
    for piece in _CLAUSE_BREAK.split(statement):
        words = [w.lower() for w in _WORDS.findall(piece)]
        found = next((forces[w] for w in words if w in forces), None)
        denials = sum(1 for w in words if w in negators)
        restricts = not denials and (
            bool(restrictors.intersection(words))
            or (
                language == "fr" and bool(_ONLY_BY_NE_QUE.search(piece)) and ("que" in words or "qu" in words)
            )
        )
        if bounded and restricts:
            return "yes" if denied_apart else "no"
        if found is None:
            continue
        said, prohibits = found
        if said != force:
            return None
        flips = denials + prohibits + asks_prohibition
        return "yes" if flips % 2 == 0 else "no"
    return None


def _restriction_verdict(statement: str, language: str) -> Literal["yes", "no"] | None:
    """A restrictive question ("does it cover technical information only?", "is it limited to ...?")
    answered in another language: the clause that restricts ("nur", "limitata", "ne ... que") says yes,
    and no when the language's negator denies it ("Non limitata alle informazioni tecniche", "nicht nur");
    None when no clause restricts."""
    negators = _words(language, "negative")
    restrictors = _restrictors(language)
    for piece in _CLAUSE_BREAK.split(statement):
        words = [w.lower() for w in _WORDS.findall(piece)]
        if restrictors.intersection(words):
            return "no" if any(w in negators for w in words) else "yes"
    return None
