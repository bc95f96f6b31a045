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
- the statement is negated when an odd number of negators count ("is not prohibited" is
  positive); a negator after ``and``, ``or``, ``as``, ``because``, a comma ... following a counted one
  repeats the denial rather than cancelling it ("shall not retain it and no copy may be kept").

A CONDITIONAL lead ("Only if ...", "Provided that ...", "As long as ...") is a qualified yes.
Tokens are lower-cased words; ``n't`` reads as ``not`` and ``cannot`` as ``can not``.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence

from harness.read.lazy import lazy
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

RESTRICTORS: tuple[tuple[str, ...], ...] = (
    ("except",),
    ("excepting",),
    ("unless",),
    ("other", "than"),
    ("save", "for"),
    ("save", "as"),
    ("apart", "from"),
    ("any", "other"),
    ("no", "other"),
    ("anyone", "else"),
    ("anything", "else"),
    ("anywhere", "else"),
    ("beyond", "the"),
    ("outside", "the"),
    ("without",),
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
    r"\b(?:leaving\s+out|excluding|exclusive\s+of|not\s+including|apart\s+from|aside\s+from)\b", re.I
)
"""Opens what a restrictive question says is left out ("limited to X, leaving out Y?"): a statement
that takes in any of Y, without denying it, denies the restriction."""

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


def _clause_end(tokens: Sequence[str], start: int) -> int:
    for j in range(start, len(tokens)):
        if tokens[j] in _PUNCT_BREAK or tokens[j] in CLAUSE_BREAKS:
            return j
    return len(tokens)


def _clause_start(tokens: Sequence[str], end: int) -> int:
    for j in range(end - 1, -1, -1):
        if tokens[j] in _PUNCT_BREAK or tokens[j] in CLAUSE_BREAKS:
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


def restricts(tokens: Sequence[str], at: int) -> bool:
    """Whether the clause around the negator at ``at`` holds a RESTRICTOR."""
    clause = tokens[_clause_start(tokens, at) : _clause_end(tokens, at + 1)]
    return _has_phrase(clause, RESTRICTORS)


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


def clauses(tokens: Sequence[str]) -> list[list[str]]:
    """``tokens`` cut into clauses at ``. ; : ! ?``, at CLAUSE_BREAKS and at ", and" / ", or" when a
    finite verb follows (a list's last item joined by ", or" stays in its clause)."""
    out: list[list[str]] = [[]]
    for i, token in enumerate(tokens):
        comma_join = (
            token == ","
            and i + 1 < len(tokens)
            and tokens[i + 1] in _COORDINATE
            and _opens_clause(tokens, i + 1)
        )
        if token in _PUNCT_BREAK or token in CLAUSE_BREAKS or comma_join:
            out.append([])
        elif token != ",":
            out[-1].append(token)
    return [c for c in out if c]


def head_clause(
    tokens: Sequence[str], terms: Collection[str] | None = None, fold: object = None
) -> list[str]:
    """The clause holding most of ``terms`` (the first on a tie; all tokens when none holds any): a
    sentence's polarity is its head clause's ("may disclose the agreement's existence, though
    neither may reveal ...")."""
    if not terms:
        return list(tokens)
    best: list[str] = list(tokens)
    most = 0
    for clause in clauses(tokens):
        held = len({fold(t) if callable(fold) else t for t in clause} & set(terms))
        if held > most:
            best, most = clause, held
    return best


COPULAS: frozenset[str] = frozenset(
    {
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "remains",
        "remain",
        "stays",
        "shall",
        "will",
        "may",
        "must",
        "can",
        "should",
        "would",
        "need",
        "needs",
    }
)
"""Before a negator these make it the predicate of the clause's subject ("Notice is not required",
"reverse engineering is prohibited")."""


def _predicate_over(tokens: Sequence[str], folded: Sequence[str], at: int, terms: Collection[str]) -> bool:
    """The negator at ``at`` is a predicate (after a copula, "not" and adverbs aside) whose subject,
    earlier in its clause, holds one of ``terms``: it scopes back over that subject."""
    j = at - 1
    while j >= 0 and (tokens[j] in ("not", "also") or (tokens[j].endswith("ly") and len(tokens[j]) > 4)):
        j -= 1
    if j < 0 or tokens[j] not in COPULAS:
        return False
    start = max(_clause_start(tokens, j), j - SCOPE)
    return any(folded[k] in terms for k in range(start, j))


REPEATING: frozenset[str] = frozenset({"and", "or", "as", "because", "since", "so", "which", ",", "—", "–"})
"""Between two negators these start a new statement of the same denial ("X is prohibited, as clause 2
says neither party shall ..."), so the second does not cancel the first as in "is not prohibited"."""


def _repeats(tokens: Sequence[str], earlier: int, at: int) -> bool:
    return any(t in REPEATING for t in tokens[earlier + 1 : at])


def scoped_negators(
    tokens: Sequence[str], terms: Collection[str] | None = None, fold: object = None
) -> tuple[list[int], list[int]]:
    """(denying, restricting): positions of the negators that scope over ``terms``, split by
    whether their clause holds a RESTRICTOR (see the module docstring).

    ``terms`` are compared with ``fold(token)`` when ``fold`` is given (a stemmer or lemma map).
    """
    folded = [fold(t) if callable(fold) else t for t in tokens]
    denying: list[int] = []
    restricting: list[int] = []
    for i, token in enumerate(tokens):
        following = tokens[i + 1] if i + 1 < len(tokens) else ""
        if token == "free" and following in ("of", "from"):
            pass  # "free of any obligation" denies the obligation
        elif token not in NEGATORS:
            continue
        if (token == "no" and following == "other") or (token == "not" and following in NOT_NEGATING):
            continue  # "no other purpose" restricts; "not only" adds
        earlier = tokens[max(0, i - SCOPE * 3) : i]
        if token == "nor" and any(t in NEGATORS for t in earlier):
            continue  # "neither ... nor", "nothing ... nor shall ...": one negation carried on
        if token == "not" and (
            following in UNDOING or (following == "be" and any(t in UNDOING for t in tokens[i + 2 : i + 6]))
        ):
            continue  # "shall not affect the survival", "not be deemed to restrict": nothing is denied
        if token == "not" and following == "limited" and "but" in tokens[max(0, i - 2) : i]:
            continue  # "including but not limited to"
        if token == "not" and following == "even" and (denying or restricting):
            continue  # "may not retain it, not even a copy": the same negation, stressed
        reach = len(tokens) if token in SUBJECT_NEGATORS else _reach(tokens, i + 1)
        end = min(_clause_end(tokens, i + 1), reach)
        if (
            terms
            and not any(folded[j] in terms for j in range(i + 1, end))
            and not _predicate_over(tokens, folded, i, terms)
        ):
            continue
        if denying and _repeats(tokens, denying[-1], i):
            continue  # "shall not retain it and no copy may be kept": the same denial said again
        (restricting if restricts(tokens, i) else denying).append(i)
    return denying, restricting


def counting_negators(
    tokens: Sequence[str], terms: Collection[str] | None = None, fold: object = None
) -> list[int]:
    """Positions of the negators that deny a statement about ``terms`` (restricting ones left out)."""
    return scoped_negators(tokens, terms, fold)[0]


def negated(text: str, terms: Collection[str] | None = None, fold: object = None) -> bool:
    """Whether ``text`` denies its statement about ``terms`` (an odd number of counting negators)."""
    return len(counting_negators(polarity_tokens(text), terms, fold)) % 2 == 1


def conditional_lead(text: str) -> bool:
    """Whether ``text`` opens with a CONDITIONAL lead ("Only where ...", "Provided that ...")."""
    tokens = polarity_tokens(text)[:4]
    return any(tuple(tokens[: len(p)]) == p for p in CONDITIONAL_LEADS)
