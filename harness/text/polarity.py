"""The polarity lexicon, written once: which words negate a statement, which only restrict it,
which make it conditional, and which break a clause. Graders and readers share it.

Polarity of a statement about some terms (``negated``):

- a NEGATOR (``not``, ``no``, ``never``, ``nothing``, ``forbidden``, ``prohibits``, ``refrain``...)
  counts when one of the terms follows it within ``SCOPE`` words of the same clause (a clause
  ends at ``. ; :`` or a CLAUSE_BREAK word such as ``but`` or ``however``); with no terms
  given, every negator of the text counts;
- a negator whose clause also holds a RESTRICTOR (``except``, ``unless``, ``other than``,
  ``any other``, ``no other``, ``without``...) restricts rather than denies ("may not use it for
  any other purpose" says the same as "may use it only for the purpose"; "cannot disclose it
  without consent" keeps it confidential): it does not count, and a statement whose only
  negators restrict is a qualified yes;
- ``not only`` / ``not just`` adds rather than denies; ``neither ... nor``, ``nothing ... nor``
  and a stressing ``..., not even ...`` are one negation; ``not`` before a verb that limits
  (UNDOING: "shall not affect the survival", "not be deemed to restrict") denies nothing, nor
  does the idiom "including but not limited to"; ``free of`` / ``free from`` denies;
- a negator that is the predicate of its clause (after a copula or modal: "notice is not
  required", "reverse engineering is prohibited") scopes back over the clause's subject;
- a sentence's polarity is its head clause's: the clause (cut at ``. ; :``, CLAUSE_BREAKS and
  ", and" / ", or") that holds most of the terms;
- antonym predicates: "keep X confidential" (SECRECY) means "not disclose X" (DISCLOSURE), so a
  statement about disclosing answers a question about keeping secret with the opposite polarity;
- EXCLUDERS ("excluded", "left out") deny as negators do: "is X left out of the information?" is
  the converse of "does the information include X?";
- an OUTSIDE phrase ("beyond the", "without", "other than", "except") with no negator in its clause
  denies what follows it in a question's clause ("free to use it beyond the purpose?"), and in a
  statement only what its clause has not already affirmed;
- asked about given terms, a restriction restricts only when its exception holds an asked term the
  rest of the clause does not (or the question asks "in some circumstances": SOME_CASES); an
  exception of CONSENT never does: "will not decompile it unless agreed in writing" prohibits;
- ", provided that" opens a clause; a "not ...ed" after a noun ("staff not assigned") modifies it;
- the statement is negated when an odd number of negators count ("is not prohibited" is
  positive); a negator after ``and``, ``or``, ``as``, ``because``, a comma ... following a counted one
  repeats the denial rather than cancelling it ("shall not retain it and no copy may be kept").

A CONDITIONAL lead ("Only if ...", "Provided that ...", "As long as ...") is a qualified yes.
Tokens are lower-cased words; ``n't`` reads as ``not`` and ``cannot`` as ``can not``.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import lru_cache

from harness.read.lazy import lazy
from harness.read.lexicon import english_words
from harness.text.tokenize import clause_tokens

NEGATORS: frozenset[str] = frozenset(
    {
        "not",
        "no",
        "never",
        "nor",
        "neither",
        "none",
        "nothing",
        "nobody",
        "nowhere",
        "forbidden",
        "forbid",
        "forbids",
        "prohibited",
        "prohibit",
        "prohibits",
        "prohibition",
        "barred",
        "bars",
        "precluded",
        "precludes",
        "preclude",
        "prevent",
        "prevents",
        "prevented",
        "disallowed",
        "banned",
        "refrain",
        "refrains",
    }
)
"""Words that deny the statement they scope over."""

EXCLUDERS: tuple[tuple[str, ...], ...] = (
    ("excluded",),
    ("excludes",),
    ("exclude",),
    ("left", "out"),
    ("leave", "out"),
    ("leaves", "out"),
    ("omitted",),
    ("omits",),
    ("far", "from"),
)
"""Predicates of exclusion, and a phrase that denies as one: "X is left out of / excluded from the
information" says "X is not included", so they deny as a negator does ("does it include X?" and "is X
excluded?" are converse questions); "far from limited" says "not limited". Not NEGATORS: they stay content
words. "excluding" / "leaving out" open what a restrictive question leaves out (EXCLUDING) and are not among
them."""

OUTSIDE: tuple[tuple[str, ...], ...] = (
    ("except",),
    ("excepting",),
    ("other", "than"),
    ("save", "for"),
    ("save", "as"),
    ("apart", "from"),
    ("beyond", "the"),
    ("outside", "the"),
    ("without",),
)
"""Phrases that put what follows outside the statement. In a question's clause with no negator they
deny it ("free to use it beyond the purpose?" asks about what is not the purpose; "disclose it
without telling the owner?" about not telling); beside a negator they restrict it (RESTRICTORS)."""

CONSENT: frozenset[str] = frozenset(
    {
        "consent", "consents", "consented", "authorization", "authorisation", "authorized", "authorised",
        "approval", "approved", "permission", "writing",
    }
)  # fmt: skip
"""An exception that is the other party's consent ("shall not copy it without prior written consent",
"will not decompile it unless agreed in writing") leaves a prohibition: the party may not do it of
its own accord, so the negation denies (when a question is asked; ``restricts``)."""

RESTRICTORS: tuple[tuple[str, ...], ...] = (
    *OUTSIDE,
    ("unless",),
    ("any", "other"),
    ("no", "other"),
    ("anyone", "else"),
    ("anything", "else"),
    ("anywhere", "else"),
)
"""Phrases that turn a negation into a restriction ("not ... except", "no other purpose")."""

NOT_NEGATING: frozenset[str] = frozenset({"only", "just", "merely", "solely", "simply"})
UNDOING: frozenset[str] = frozenset(
    {"affect", "impair", "prejudice", "diminish", "limit", "restrict", "relieve", "release", "waive"}
)
"""After ``not`` these deny a limitation rather than the statement ("shall not affect the survival")."""
"""After ``not`` these add rather than deny: "not only in writing" means "also orally"."""

SECRECY = lazy(
    r"\b(?:keep|keeps|kept|keeping|maintain|maintains|hold|holds|held|treat|treats|remain|remains)\b[^.?!]{0,80}?"
    r"\b(?:confidential|secret|in\s+confidence|private)\b",
    re.I,
)
DISCLOSURE = lazy(
    r"\b(?:disclos\w*|reveal\w*|divulg\w*|publiciz\w*|publish\w*|announc\w*|make\s+public)\b", re.I
)
"""Antonym predicates: "keep X confidential" says "do not disclose X"."""

RESTRICTIVE = lazy(
    r"(?<!not\s)\b(?:limited\s+to|only|solely|exclusively|leaving\s+out|excluding|no\s+other|nothing\s+(?:else|other))\b",
    re.I,
)
"""A restrictive question ("is it limited to X, leaving out Y?") is not settled by a statement that
merely affirms X: only a statement that restricts (or denies the restriction) speaks to it."""

EXCLUDING = lazy(
    r"\b(?:leaving\s+out|excluding|exclusive\s+of|not\s+including|apart\s+from|aside\s+from)\b"
    r"|,?\s*\b(?:and|but)\s+(?:(?:to|with|for|by)\s+)?(?:no|not)\b(?!\s+(?:only|other)\b)",
    re.I,
)
"""Opens what a restrictive question says is left out ("limited to X, leaving out Y?", "only to its
employees, and to no advisers?", the complement ``_complements_restriction`` reads): a statement
that takes in any of Y, without denying it, denies the restriction."""

SOME_CASES = lazy(
    r"\b(?:in|under)\s+(?:some|certain|any)\s+(?:circumstances?|cases?|conditions?|situations?)\b", re.I
)
"""A question whether something holds in some circumstances: any exception answers it, so a
prohibition with an exception ("shall not copy it without consent") is a qualified yes to it."""

REQUIREMENT = lazy(r"\b(?:must|required\s+to|requires?|needs?\s+to|has\s+to|have\s+to)\b", re.I)
"""A statement of what must hold ("must be marked as confidential") restricts as "only" does: it
speaks to a restrictive question ("is it protected only if marked?") and affirms it."""

UNCONDITIONAL = lazy(r"\b(?:whether\s+or\s+not|regardless\s+of|irrespective\s+of)\b", re.I)
"""A statement that holds "whether or not" / "regardless of" a condition denies a restriction to it
("protected whether or not marked" answers "protected only if marked?" with no)."""

CONDITIONAL_LEADS: tuple[tuple[str, ...], ...] = (
    ("only", "if"),
    ("only", "where"),
    ("only", "when"),
    ("only", "to"),
    ("only", "for"),
    ("only", "with"),
    ("only", "as"),
    ("only", "under"),
    ("only", "in"),
    ("provided", "that"),
    ("providing", "that"),
    ("as", "long", "as"),
    ("so", "long", "as"),
    ("subject", "to"),
    ("on", "condition"),
    ("if", "and", "only", "if"),
    ("to", "the", "extent"),
    ("where", "necessary"),
    ("when", "required"),
)
"""Openings of a qualified yes: "Only where the Permitted Purpose requires it."."""

CLAUSE_BREAKS: frozenset[str] = frozenset(
    {"but", "however", "although", "though", "whereas", "while", "yet", "instead", "rather"}
)
SCOPE = 8
"""How many words (commas not counted) after a negator it can reach."""
SUBJECT_NEGATORS: frozenset[str] = frozenset({"neither", "nothing", "nobody", "none"})
"""Negators that stand for the subject ("Neither party shall disclose ...", "Nothing in this Agreement
grants ..."): they deny the whole predicate, so they reach to the clause's end, not SCOPE words."""

_PUNCT_BREAK = frozenset({".", ";", ":", "!", "?"})


def polarity_tokens(text: str) -> list[str]:
    """Lower-cased words and clause punctuation; ``n't`` -> ``not``, ``cannot`` -> ``can not``."""
    lowered = text.lower().replace("’", "'").replace("n't", " not").replace("cannot", "can not")
    return clause_tokens(lowered)


_PROVISO_WORDS = frozenset({"provided", "providing"})


def _proviso(tokens: Sequence[str], at: int) -> bool:
    """ ", provided that ...": a proviso opens a clause of its own ("free to use it for any purpose,
    provided that it shall not disclose it" does not deny the use)."""
    return (
        tokens[at] in _PROVISO_WORDS
        and at > 0
        and tokens[at - 1] == ","
        and (at + 1 < len(tokens) and tokens[at + 1] == "that")
    )


def _breaks(tokens: Sequence[str], at: int) -> bool:
    token = tokens[at]
    if token in _PUNCT_BREAK or token in CLAUSE_BREAKS:
        return True
    return token in _PROVISO_WORDS and _proviso(tokens, at)


def _clause_end(tokens: Sequence[str], start: int) -> int:
    for j in range(start, len(tokens)):
        if _breaks(tokens, j):
            return j
    return len(tokens)


def _clause_start(tokens: Sequence[str], end: int) -> int:
    for j in range(end - 1, -1, -1):
        if _breaks(tokens, j):
            return j + 1
    return 0


def _has_phrase(tokens: Sequence[str], phrases: Sequence[tuple[str, ...]]) -> bool:
    for i in range(len(tokens)):
        for phrase in phrases:
            if tuple(tokens[i : i + len(phrase)]) == phrase:
                return True
    return False


def _reach(tokens: Sequence[str], start: int) -> int:
    """The position after SCOPE words from ``start`` (commas are not words: "not copy, modify, or
    disassemble it" reaches as far as "not copy modify or disassemble it")."""
    seen = 0
    for j in range(start, len(tokens)):
        if tokens[j] != ",":
            seen += 1
            if seen > SCOPE:
                return j
    return len(tokens)


_BY_FIRST: dict[int, tuple[Sequence[tuple[str, ...]], dict[str, tuple[tuple[str, ...], ...]]]] = {}
"""id of a phrase list -> (the list, kept alive; its phrases by first word, in their order)."""


_FIRST_WORDS: dict[int, tuple[Sequence[tuple[str, ...]], frozenset[str]]] = {}
"""id of a phrase list -> (the list, kept alive; the words its phrases start with)."""


def _first_words(phrases: Sequence[tuple[str, ...]]) -> frozenset[str]:
    """The words ``phrases`` start with (a token that is none of them starts no phrase)."""
    known = _FIRST_WORDS.get(id(phrases))
    if known is None or known[0] is not phrases:
        _phrase_at((), 0, phrases)  # builds the index
        known = _FIRST_WORDS[id(phrases)] = (phrases, frozenset(_BY_FIRST[id(phrases)][1]))
    return known[1]


def _phrase_at(tokens: Sequence[str], at: int, phrases: Sequence[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The first of ``phrases`` that starts at ``tokens[at]`` (phrases looked up by first word)."""
    known = _BY_FIRST.get(id(phrases))
    if known is None or known[0] is not phrases:
        index: dict[str, list[tuple[str, ...]]] = {}
        for phrase in phrases:
            index.setdefault(phrase[0], []).append(phrase)
        known = (phrases, {k: tuple(v) for k, v in index.items()})
        _BY_FIRST[id(phrases)] = known
    if at >= len(tokens):
        return None
    for phrase in known[1].get(tokens[at], ()):
        if tuple(tokens[at : at + len(phrase)]) == phrase:
            return phrase
    return None


def restricts(
    tokens: Sequence[str],
    at: int,
    asked: Collection[str] | None = None,
    fold: object = None,
    any_exception: bool = False,
) -> bool:
    """Whether the clause around the negator at ``at`` holds a RESTRICTOR.

    With ``asked`` (the terms a question asks about), only a restriction that speaks to them counts:
    its exception (from the restrictor to the clause's end, or to the negator when the restrictor
    comes first) holds one of them that the rest of the clause does not. "may not use it for any
    purpose other than the evaluation" restricts an answer to "may it use it for the evaluation?";
    "will not decompile it unless agreed in writing" and "acquires no rights, except the limited
    right to use it" still deny "is it free to decompile it?" and "does it grant any right?". With
    ``any_exception`` (the question asks whether it holds in some circumstances: SOME_CASES) every
    exception restricts. An exception of CONSENT never does when a question is asked. "or any other
    ..." / "and any other ..." ends a list ("shall not decompile the robot or any other object")."""
    start, end = _clause_start(tokens, at), _clause_end(tokens, at + 1)
    found = False
    for r in range(start, end):
        phrase = _phrase_at(tokens, r, RESTRICTORS)
        before = tokens[r - 1] if r > 0 else ""
        if r == at or phrase is None or (phrase[0] == "any" and before in ("or", "and", "notwithstanding")):
            continue  # "the robot or any other object" lists one more; "notwithstanding any other" overrides
        if asked is None:
            return True
        span = range(r, end) if r > at else range(r, at)
        if CONSENT.intersection(tokens[k] for k in span):
            continue
        if any_exception:
            return True
        held = {fold(tokens[k]) if callable(fold) else tokens[k] for k in span}
        rest = {fold(tokens[k]) if callable(fold) else tokens[k] for k in range(start, end) if k not in span}
        found = found or bool((held - rest) & set(asked))
    return found


def _outside_denies(tokens: Sequence[str], at: int) -> int:
    """The length of the OUTSIDE phrase at ``at`` when it denies what follows: its clause holds no
    negator or excluder (beside one it restricts), and it is not the idiom "without limitation" /
    "without prejudice" (an UNDOING word after it denies nothing). 0 otherwise."""
    phrase = _phrase_at(tokens, at, OUTSIDE)
    if phrase is None:
        return 0
    after = tokens[at + len(phrase)] if at + len(phrase) < len(tokens) else ""
    if after.startswith(tuple(UNDOING)):
        return 0
    start, end = _clause_start(tokens, at), _clause_end(tokens, at + 1)
    excluder_first = _first_words(EXCLUDERS)
    if any(
        t in NEGATORS or (t in excluder_first and _phrase_at(tokens, k, EXCLUDERS))
        for k, t in enumerate(tokens[start:end], start)
    ):
        return 0
    return len(phrase)


_COORDINATE = frozenset({"and", "or", "nor"})
FINITE: frozenset[str] = frozenset(
    {
        "shall", "will", "may", "must", "can", "could", "would", "should", "might",
        "is", "are", "was", "were", "has", "have", "had", "does", "do", "did",
        "agrees", "agree", "undertakes", "undertake",
    }
)  # fmt: skip
"""Words that mark a finite verb: after ", and" / ", or" they open a new clause ("..., and it may
use it"); without one the coordinator only ends a list ("not modify, copy, or disassemble it")."""
_NEW_CLAUSE_REACH = 5


def _opens_clause(tokens: Sequence[str], at: int) -> bool:
    """Whether the words after the coordinator at ``at`` reach a FINITE word before a comma."""
    for token in tokens[at + 1 : at + 1 + _NEW_CLAUSE_REACH]:
        if token in _PUNCT_BREAK or token == ",":
            return False
        if token in FINITE:
            return True
    return False


def _clause_spans(tokens: Sequence[str]) -> list[tuple[int, int]]:
    """(start, end) of each clause of ``tokens`` (see ``clauses``), the breaking token left out."""
    spans: list[tuple[int, int]] = []
    start = 0
    for i, token in enumerate(tokens):
        comma_join = (
            token == ","
            and i + 1 < len(tokens)
            and tokens[i + 1] in _COORDINATE
            and _opens_clause(tokens, i + 1)
        )
        if _breaks(tokens, i) or comma_join:
            spans.append((start, i))
            start = i + 1
    spans.append((start, len(tokens)))
    return spans


def clauses(tokens: Sequence[str]) -> list[list[str]]:
    """``tokens`` cut into clauses at ``. ; : ! ?``, at CLAUSE_BREAKS and at ", and" / ", or" when a
    finite verb follows (a list's last item joined by ", or" stays in its clause)."""
    out = [[t for t in tokens[a:b] if t != ","] for a, b in _clause_spans(tokens)]
    return [c for c in out if c]


def head_clause(
    tokens: Sequence[str], terms: Collection[str] | None = None, fold: object = None
) -> list[str]:
    """The clause holding most of ``terms`` (the first on a tie; all tokens when none holds any): a
    sentence's polarity is its head clause's ("may disclose the agreement's existence, though
    neither may reveal ..."). Its commas are kept: a comma between two negators starts the same
    denial said again ("No license is granted, the party does not acquire any right": REPEATING)."""
    if not terms:
        return list(tokens)
    best: list[str] = list(tokens)
    most = 0
    wanted = set(terms)
    for a, b in _clause_spans(tokens):
        while a < b and tokens[a] == ",":
            a += 1
        while b > a and tokens[b - 1] == ",":
            b -= 1  # a comma at a clause's edge ("the agreement, though ...") belongs to neither
        clause = tokens[a:b]
        held = len({fold(t) if callable(fold) else t for t in clause if t != ","} & wanted)
        if held > most:
            best, most = list(clause), held
    return best


COPULAS: frozenset[str] = frozenset(english_words("copulas"))
"""Before a negator these make it the predicate of the clause's subject ("Notice is not required",
"reverse engineering is prohibited")."""


_BETWEEN_COPULA = frozenset(
    {"not", "also", "altogether", "outright", "hereby", "thereby", "still", "always", "quite"}
)
"""Words that may stand between a copula and its predicate besides adverbs in -ly ("is altogether
forbidden", "is hereby prohibited")."""


def _predicate_over(
    tokens: Sequence[str], folded: Sequence[str], at: int, terms: Collection[str], question: bool = False
) -> bool:
    """The negator at ``at`` is a predicate (after a copula, "not" and adverbs aside) whose subject,
    earlier in its clause, holds one of ``terms``: it scopes back over that subject. In a question the
    copula opens the clause before its subject ("is the receiving party forbidden to ...?")."""
    j = at - 1
    while j >= 0 and (tokens[j] in _BETWEEN_COPULA or (tokens[j].endswith("ly") and len(tokens[j]) > 4)):
        j -= 1
    if question and j >= 0 and tokens[j] not in COPULAS:
        opening = _clause_start(tokens, at)
        if tokens[opening] in COPULAS and at - opening <= SCOPE:
            return any(folded[k] in terms for k in range(opening + 1, at))
    if j < 0 or tokens[j] not in COPULAS:
        return False
    start = max(_clause_start(tokens, j), j - SCOPE)
    return any(folded[k] in terms for k in range(start, j))


REPEATING: frozenset[str] = frozenset({"and", "or", "as", "because", "since", "so", "which", ",", "—", "–"})
"""Between two negators these start a new statement of the same denial ("X is prohibited, as clause 2
says neither party shall ..."), so the second does not cancel the first as in "is not prohibited"."""


def _repeats(tokens: Sequence[str], earlier: int, at: int) -> bool:
    return any(t in REPEATING for t in tokens[earlier + 1 : at])


def _newly_named(
    tokens: Sequence[str], folded: Sequence[str], at: int, end: int, terms: Collection[str] | None
) -> bool:
    """Whether the words after ``at`` (to ``end``) name one of ``terms`` that its clause has not named
    before it (with no terms: whether they name anything)."""
    after = set(folded[at + 1 : end])
    if not terms:
        return bool(after)
    return bool((after & set(terms)) - set(folded[_clause_start(tokens, at) : at]))


def _after_noun(tokens: Sequence[str], at: int) -> bool:
    """Whether the word before ``at`` is a plain word, no verb, copula, negator or adverb."""
    before = tokens[at - 1] if at > 0 else ""
    return (
        before.isalpha()
        and before not in FINITE | COPULAS | NEGATORS | {"to", "that", "which", "who"}
        and not before.endswith("ly")
    )


def scoped_negators(
    tokens: Sequence[str],
    terms: Collection[str] | None = None,
    fold: object = None,
    asked: Collection[str] | None = None,
    question: bool = False,
    any_exception: bool = False,
) -> tuple[list[int], list[int]]:
    """(denying, restricting): positions of the negators that scope over ``terms``, split by
    whether their clause holds a RESTRICTOR (see the module docstring). EXCLUDERS deny as negators
    do. An OUTSIDE phrase with no negator beside it denies what follows: in a ``question``'s clause
    always ("is it free to use it beyond the purpose?", "for its own purposes beyond the purpose?"),
    in a statement only what its clause has not already affirmed ("may disclose it without notifying
    the owner" denies notifying; "will return all copies, without retaining any copies" affirms the
    return of copies, the "without" a condition of it).

    ``terms`` are compared with ``fold(token)`` when ``fold`` is given (a stemmer or lemma map).
    With ``asked`` only a restriction whose exception holds an asked term (or, with ``any_exception``,
    any exception but consent) restricts (``restricts``).
    """
    folded = [fold(t) if callable(fold) else t for t in tokens]
    denying: list[int] = []
    restricting: list[int] = []
    outside_first, excluder_first = _first_words(OUTSIDE), _first_words(EXCLUDERS)
    for i, token in enumerate(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else ""
        outside = _outside_denies(tokens, i) if token in outside_first else 0
        if token == "free" and following in ("of", "from"):
            pass  # "free of any obligation" denies the obligation
        elif outside or (token in excluder_first and _phrase_at(tokens, i, EXCLUDERS)):
            pass  # "beyond the purpose", "without telling it", "left out of the information"
        elif token not in NEGATORS:
            continue
        if (token == "no" and following == "other") or (token == "not" and following in NOT_NEGATING):
            continue  # "no other purpose" restricts; "not only" adds
        if _complements_restriction(tokens, i):
            continue  # "only to its employees, and to no advisers": the restriction said from its other side
        earlier = tokens[max(0, i - SCOPE * 3) : i]
        if token == "nor" and any(t in NEGATORS for t in earlier):
            continue  # "neither ... nor", "nothing ... nor shall ...": one negation carried on
        if token == "not" and (
            following in UNDOING or (following == "be" and any(t in UNDOING for t in tokens[i + 2 : i + 6]))
        ):
            continue  # "shall not affect the survival", "not be deemed to restrict": nothing is denied
        if token == "not" and following.endswith("ed") and _after_noun(tokens, i):
            continue  # "its employees not involved in the study": a modifier of a noun, not a denial
        if token == "not" and following == "limited" and "but" in tokens[max(0, i - 2) : i]:
            continue  # "including but not limited to"
        if token == "not" and following == "even" and (denying or restricting):
            continue  # "may not retain it, not even a copy": the same negation, stressed
        reach = len(tokens) if token in SUBJECT_NEGATORS else _reach(tokens, i + 1)
        end = min(_clause_end(tokens, i + 1), reach)
        if (
            terms
            and not any(folded[j] in terms for j in range(i + 1, end))
            and not _predicate_over(tokens, folded, i, terms, question)
        ):
            continue
        if outside and not question and not _newly_named(tokens, folded, i, end, terms):
            continue  # "will return all copies, without retaining any copies": a condition of the yes
        if denying and _repeats(tokens, denying[-1], i):
            continue  # "shall not retain it and no copy may be kept": the same denial said again
        restricted = not outside and restricts(tokens, i, asked, fold, any_exception)
        (restricting if restricted else denying).append(i)
    return denying, restricting


RESTRICTION_REACH = 12
"""A negator names the complement of a restriction ("only" / "solely" / "exclusively") at most this
many tokens before it."""

_COMPLEMENT_LINKS = frozenset({",", "and", "but", "or", "to", "with", "for", "by"})
_EXCLUSIVE = frozenset({"only", "solely", "exclusively"})
_COMPLEMENT_HEADS = frozenset(
    {
        "to",
        "with",
        "for",
        "by",
        "in",
        "on",
        "at",
        "from",
        "any",
        "the",
        "a",
        "an",
        "its",
        "their",
        "his",
        "her",
    }
)
"""Words that open the noun phrase a complement "not" names ("not to advisers", "not for any other")."""


def _complements_restriction(tokens: Sequence[str], i: int) -> bool:
    """The negator at ``i`` names what an earlier restriction leaves out, in a phrase of its own
    after a comma or conjunction ("only to its employees, and to no advisers", "employees only, not
    advisers", "solely for the Purpose and not for any other"): it repeats the restriction, it denies
    nothing. A negator with a verb of its own after it ("only ..., and may not disclose it") denies."""
    if tokens[i] not in ("no", "not"):
        return False
    start = i
    while start > max(0, i - 3) and tokens[start - 1] in _COMPLEMENT_LINKS:
        start -= 1  # back over the links and prepositions before it: ", and to no", ", not", "and not with"
    if not any(t in (",", "and", "but") for t in tokens[start:i]):
        return False
    if not _EXCLUSIVE & set(tokens[max(0, i - RESTRICTION_REACH) : i]):
        return False
    following = tokens[i + 1 : _clause_end(tokens, i + 1)]
    if tokens[i] == "not" and (not following or following[0] not in _COMPLEMENT_HEADS):
        return False  # "only keep it, not disclose it": a verb denied, not an item left out
    return not any(t in FINITE or t == "be" for t in following)


def beyond_terms(tokens: Sequence[str], fold: object = None) -> set[str]:
    """The words an OUTSIDE phrase of a question's clause puts outside ("beyond the purpose": purpose)."""
    out: set[str] = set()
    outside_first = _first_words(OUTSIDE)
    for i, token in enumerate(tokens):
        length = _outside_denies(tokens, i) if token in outside_first else 0
        if length:
            end = min(_clause_end(tokens, i + 1), _reach(tokens, i + length))
            out.update(fold(t) if callable(fold) else t for t in tokens[i + length : end])
    return out


def asks_past_a_bound(tokens: Sequence[str]) -> tuple[bool, bool]:
    """(whether a question's clause asks about what lies past a bound, by an OUTSIDE phrase other than
    "without": "for purposes other than the one stated?", "beyond the purpose?"; whether the clause
    denies apart from those phrases: "is it forbidden to use it beyond the purpose?"). A statement that
    restricts ("only to evaluate the Proposal") answers the first with no, the second with yes."""
    outside_first = _first_words(OUTSIDE)
    bounded = any(
        t in outside_first
        and t != "without"
        and _phrase_at(tokens, i, OUTSIDE) is not None
        and tokens[i + 2 : i + 3] != ["limitation"]  # "other than without limitation" is no bound
        for i, t in enumerate(tokens)
    )
    if not bounded:
        return False, False
    return True, sum(1 for t in tokens if t in NEGATORS) % 2 == 1


@lru_cache(maxsize=4096)
def question_bound(clause: str) -> tuple[bool, bool]:
    """``asks_past_a_bound`` of a question's clause, read once per question (every sentence of every
    answer to it asks)."""
    return asks_past_a_bound(polarity_tokens(clause))


def universal_terms(tokens: Sequence[str], fold: object = None) -> set[str]:
    """The words a statement quantifies over whole ("for any purpose", "to any person"): a bound set
    elsewhere does not limit them, so they reach beyond it."""
    return {
        fold(tokens[i + 1]) if callable(fold) else tokens[i + 1]
        for i in range(len(tokens) - 1)
        if tokens[i] == "any"
    }


def counting_negators(
    tokens: Sequence[str], terms: Collection[str] | None = None, fold: object = None, question: bool = False
) -> list[int]:
    """Positions of the negators that deny a statement (or a ``question``'s clause) about ``terms``
    (restricting ones left out)."""
    return scoped_negators(tokens, terms, fold, question=question)[0]


def negated(text: str, terms: Collection[str] | None = None, fold: object = None) -> bool:
    """Whether ``text`` denies its statement about ``terms`` (an odd number of counting negators)."""
    return len(counting_negators(polarity_tokens(text), terms, fold)) % 2 == 1


def conditional_lead(text: str) -> bool:
    """Whether ``text`` opens with a CONDITIONAL lead ("Only where ...", "Provided that ...")."""
    tokens = polarity_tokens(text)[:4]
    return any(tuple(tokens[: len(p)]) == p for p in CONDITIONAL_LEADS)
