"""The role of each sentence of an answer, for ``extra_claim_count``: a factual claim, or one of
the sentences the rubric does not count (tests/fixtures/freeform/README.md, "How the labels were
decided").

Roles are read from the sentence's structure, in this order (``sentence_roles``):

- ``heading``: a line of its own, with no closing punctuation, no verb and no number, followed by
  more text ("Short answer", "Note on the parties").
- ``lead_in``: ends in ":" with more text after it; the items it introduces carry the content
  ("The definition in the agreement covers:").
- ``question``: restates the question ("You're asking whether ...", "So the question is whether
  ...") or speaks about it ("The question mixes up two agreements").
- ``answerer``: the answerer speaks of itself ("I can't tell", "I'd look at its definitions",
  "Let me walk through it", "Hope this helps"); a first-person hedge ("I think ...", "My guess is
  that ...") is read as the statement it hedges.
- ``advice``: an imperative ("Check the definitions clause", "If you rely on it, keep records",
  "Don't assume it carries over"), advice to the reader ("You may want to ..."), an advisory
  predicate ("a full read is advisable", "It would be worth pulling ...", "is good practice"), a
  caveat whose consequence is advice ("definitions can be narrowed elsewhere, so a full read is
  advisable"), or where the answer would be found ("Its obligations section would be the place to
  check", "The answer turns on how X is defined"). "Note that X" / "Keep in mind that X" assert X.
- ``illustration``: an analogy framed as one ("Think of it like a rental car: ...", "It's a bit like
  borrowing a ladder"; lexicon ``analogy``): a picture for the reader, no fact about the documents.
- ``evidence``: about the retrieval set: its subject is the passages, excerpts, results or what
  was retrieved ("The passages that came back cover ..."); it places something in or out of
  them ("... its own clause was not among the excerpts"), unless that is only the attribution
  that opens a claim ("Based on the retrieved passages, X"); or it assigns passages to another
  agreement ("those deadlines belong to other agreements").
- ``conclusion``: opens with a conclusion marker ("So", "In summary", "Bottom line", "Put
  differently") and states no value and no name the question does not hold.
- ``verdict``: a verdict that adds no fact beyond the question's own terms: once its hedges,
  verdict word, attribution, modality ("required", "free to") and answering vocabulary are set
  aside, at most ``VERDICT_NEW_TERMS`` of its content terms are new, and it states no value.
- ``claim``: anything else.

Only the statements without citations are classified (only they can be extra claims): the
reader's own meta sentences (declines, next steps, alarms) are never claims, and a cited statement
is one. The cue patterns and word lists live in ``harness.text.claim_cues``; everything is read
from one sentence and its neighbours without a parser, so reading stays within the reference
grader's speed budget.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Literal, Protocol

from harness.read.cues import cue as cue_of
from harness.read.cues import fires
from harness.text import claim_cues as cue
from harness.text.cues import main_clause, terms
from harness.text.refusal import declines
from harness.text.tokenize import prose_words
from harness.text.values import claim_values
from harness.text.yes_no import strip_verdict_word

Role = Literal[
    "heading",
    "lead_in",
    "question",
    "answerer",
    "advice",
    "illustration",
    "evidence",
    "conclusion",
    "verdict",
    "claim",
]

VERDICT_NEW_TERMS = 1
"""A yes/no said in words adds nothing to the question when at most this many of its content terms
are new, its verdict phrasing (modality, hedges, party roles) aside, and it names nothing new
("Yes, the recipient is not required to give notice")."""
RESTATED_NEW_TERMS = 1
"""Any other statement adds nothing when at most this many of its content terms are new."""
HEADING_WORDS = 6
"""A heading line has at most this many words."""


class SentenceLike(Protocol):
    """What the classifier reads of a sentence (``harness.text.verdict.ReadSentence``)."""

    @property
    def text(self) -> str: ...
    @property
    def plain(self) -> str: ...
    @property
    def verdict(self) -> str | None: ...
    @property
    def explicit(self) -> bool: ...
    @property
    def citations(self) -> tuple[str, ...]: ...
    @property
    def statement(self) -> bool: ...
    @property
    def meta(self) -> bool: ...


# -- sentence openings set aside before reading the main clause ---------------------------------


def _main(plain: str) -> str:
    """The sentence without its opening discourse words and label."""
    text = cue.OPENING_MARKS.sub("", plain.strip())
    for _ in range(3):
        before = text
        text = cue.EXPLAINER_LABEL.sub("", cue.DISCOURSE.sub("", text, count=1), count=1)
        if prior := cue_of("meta.prior_turn").match(text):  # "As in my earlier reply: yes."
            text = text[prior.end() :]
        label = cue.LABEL.match(text)
        if label and len(prose_words(label.group(0))) <= 3:
            text = text[label.end() :]
        if text == before:
            break
    return text


def _main_clause(plain: str) -> str:
    """``_main`` without a leading subordinate clause or attribution ("If X, do Y" -> "do Y")."""
    text = _main(plain)
    for pattern in (cue.ATTRIBUTION, cue.LEADING_CLAUSE):
        match = pattern.match(text)
        if match and len(prose_words(text[match.end() :])) >= 2:
            text = _main(text[match.end() :])
    return text


def _advises(main: str) -> bool:
    if cue.NOTICE_THAT.match(main):
        return False
    return bool(cue.IMPERATIVE.match(main) or cue.READER_ADVICE.match(main) or cue.ADVISORY.search(main))


# -- evidence ------------------------------------------------------------------------------------


def _about_evidence(main: str) -> bool:
    if cue.EVIDENCE_SUBJECT.match(main) or cue.OTHER_AGREEMENT.search(main):
        return True
    return bool(cue.EVIDENCE_PLACE.search(main))


def _evidence_aside(main: str, question_text: str) -> bool:
    """One clause is about the evidence and the others add nothing ("This one needs care, because
    the retrieved clauses point in different directions")."""
    parts = [p for p in cue.CLAUSE_BREAK.split(main) if p]
    if len(parts) < 2:
        return False
    for i, part in enumerate(parts):
        inner = cue.CLAUSE_OPENER.sub("", part)
        if cue.EVIDENCE_SUBJECT.match(inner):
            rest = " ".join(parts[:i] + parts[i + 1 :])
            return len(new_terms(rest, question_text)) <= RESTATED_NEW_TERMS
    return False


# -- conclusions and verdicts --------------------------------------------------------------------


@lru_cache(maxsize=16384)
def new_terms(plain: str, question_text: str, phrasing: bool = True) -> frozenset[str]:
    """Content terms of ``plain``'s main clause beyond the question's and the answering vocabulary
    (``cue.ANSWERING``); with ``phrasing``, verdict phrasing (``cue.MODALITY``) aside too."""
    core = _statement_core(plain)
    # capitalised words after the first are names, read by _new_names
    lowered = " ".join(w for i, w in enumerate(core.split()) if i == 0 or not w[:1].isupper())
    asked = _asked(question_text)
    skip = cue.ANSWERING | cue.MODALITY if phrasing else cue.ANSWERING
    return frozenset(
        t
        for t in terms(lowered) - asked
        if t not in skip
        and t.rstrip("s") not in skip
        and not _variant_of(t, asked)
        and not _initials_of(t, question_text)
    )


def _hedge(clause: str) -> re.Match[str] | None:
    """A hedge opening the clause: "I think", "my best guess is" (``cue.HEDGE``), or a pivot to a
    guess ("Odds are", "In practice, though,": cue ``decline.then_commit``, the lexicon's hedges)."""
    return cue.HEDGE.match(clause) or cue_of("decline.then_commit").match(clause)


def _statement_core(plain: str) -> str:
    """The main clause without its hedge and verdict word ("Typically, yes — NDAs ..." -> "NDAs ...")."""
    core = _main_clause(plain)
    hedge = _hedge(core)
    if hedge:
        core = core[hedge.end() :]
    core = strip_verdict_word(cue.VERDICT_LEAD.sub("", core, count=1))
    return _main(cue.VERDICT_LEAD.sub("", core, count=1))


@lru_cache(maxsize=4096)
def _asked(question_text: str) -> frozenset[str]:
    """Content terms of the question's own clause (its agreement's title and parties are names)."""
    return frozenset(terms(main_clause(question_text)))


def _variant_of(term: str, asked: frozenset[str]) -> bool:
    """Another form or spelling of an asked term: one holds the other ("oral" / "orally"), a shared
    stem of six letters ("terminated" / "termination"), or one letter apart ("licence" / "license")."""
    for other in asked:
        short, long = sorted((term, other), key=len)
        if len(short) >= 4 and long.startswith(short):
            return True
        if len(term) >= 6 and len(other) >= 6 and term[:6] == other[:6]:
            return True
        if (
            len(term) >= 5
            and len(term) == len(other)
            and sum(a != b for a, b in zip(term, other, strict=True)) == 1
        ):
            return True
    return False


@lru_cache(maxsize=16384)
def _initials_of(term: str, question_text: str) -> bool:
    """An acronym of consecutive question words ("ip" for "intellectual property")."""
    if not 2 <= len(term) <= 4 or not term.isalpha():
        return False
    initials = "".join(w[0].lower() for w in prose_words(question_text))
    return term in initials


def _new_names(plain: str, question_text: str) -> bool:
    """A capitalised word after the first that the question does not hold (a party, a defined term
    such as "the Proposal"), acronyms and role names ("IP", "the Recipient") aside."""
    asked = {w.lower() for w in prose_words(cue.POSSESSIVE.sub("", question_text))}
    parts = _PART_BREAK.split(cue.POSSESSIVE.sub("", plain))  # "TL;DR: No, ...": "No" opens a part
    return any(
        w[0].isupper()
        and not (w.isupper() and len(w) <= 4)
        and (low := w.lower()) not in asked
        and low not in cue.ANSWERING
        and low not in cue.MODALITY
        for part in parts
        for w in prose_words(part)[1:]
    )


_PART_BREAK = re.compile(r"[:;—–]\s+|\s-\s")
"""Where a sentence opens a new part whose first word is capitalised by its place, not as a name."""


# -- layout --------------------------------------------------------------------------------------


def _is_heading(text: str, lines: frozenset[str], last: bool) -> bool:
    stripped = text.strip()
    if last or stripped not in lines or not stripped or stripped[-1] in ".!?:;,)]":
        return False
    words = prose_words(stripped)
    return (
        0 < len(words) <= HEADING_WORDS
        and not any(c.isdigit() for c in stripped)
        and not cue.VERB_CUE.search(stripped)
    )


@lru_cache(maxsize=16384)
def _general_aside(plain: str) -> bool:
    """One of the statements a sentence strings together is general knowledge and no decline ("NDAs
    almost never transfer IP rights; the agreement's own clause was not retrieved")."""
    return any(
        cue.GENERIC_CLASS.search(_statement_core(part)) and not declines(part)
        for part in cue.ASIDE_BREAK.split(plain)
        if part
    )


# -- the classifier ------------------------------------------------------------------------------


@lru_cache(maxsize=16384)
def _values(text: str) -> tuple[tuple[str, float | str], ...]:
    """The values ``text`` states (``harness.text.values.claim_values``), each text once."""
    return tuple((a.kind, a.value) for a in claim_values(text))


_DAYS = {"day": 1.0, "business_day": 7.0 / 5.0, "week": 7.0, "month": 365.25 / 12, "year": 365.25}
"""Days per duration unit, to compare a period converted into another unit."""
WORKED_FACTOR = 12
"""A value worked out of a stated one is a multiple or a share of it up to this factor ("two breaches would
cost $100,000" after "$50,000 per breach")."""
WORKED_TOLERANCE = 0.05
"""... within this relative rounding ("90 days, about 12.9 weeks, or roughly three months")."""


def _magnitude(value: tuple[str, float | str]) -> float | None:
    """A money amount, a count, or a period in days (``values`` writes a period as "90 day")."""
    kind, v = value
    if kind in ("money", "number", "count") and isinstance(v, float):
        return v
    if kind == "duration" and isinstance(v, str):
        amount, _, unit = v.partition(" ")
        try:
            return float(amount) * _DAYS[unit.removesuffix("s")]
        except (ValueError, KeyError):
            return None
    return None


def _worked_out(value: tuple[str, float | str], said: set[tuple[str, float | str]], arithmetic: bool) -> bool:
    """``value`` is one the answer stated before, converted or worked out: a period in another unit, a
    bare number that is a stated value's own figure, or, in a sentence that shows its arithmetic (cue
    ``claim.arithmetic``), a stated value times a small number."""
    mine = _magnitude(value)
    if not mine:
        return False
    for other in said:
        theirs = _magnitude(other)
        if not theirs:
            continue
        if value[0] == "number" and abs(mine - float(str(other[1]).partition(" ")[0] or 0)) < 1e-9:
            return True  # "90 / 7": the 90 of "ninety days"
        if value[0] != other[0] and value[0] != "number":
            continue
        ratio = max(mine, theirs) / min(mine, theirs)
        factors = range(1, WORKED_FACTOR + 1) if arithmetic else (1,)
        if any(abs(ratio - k) <= WORKED_TOLERANCE * k for k in factors):
            return True
    return False


def _said_again(plain: str, stated: set[tuple[str, float | str]], said: set[tuple[str, float | str]]) -> bool:
    """Every value ``stated`` in ``plain`` was ``said`` before or is worked out of one (``_worked_out``); a
    bare small number beside a worked-out value is its operand ("90 / 7 is about 12.9 weeks")."""
    arithmetic = fires("claim.arithmetic", plain)
    worked = {v for v in stated if v in said or _worked_out(v, said, arithmetic)}
    operand = any(v[0] != "number" for v in worked)
    return bool(stated) and all(
        v in worked or (operand and v[0] == "number" and isinstance(v[1], float) and v[1] <= WORKED_FACTOR)
        for v in stated
    )


def opens_conclusion(plain: str) -> bool:
    """``plain`` opens with a conclusion marker (``claim_cues.CONCLUSION``: "So", "In other words",
    "Conclusion:"), its opening marks and a discourse word ("But in short") aside."""
    opening = cue.OPENING_MARKS.sub("", plain.strip())
    return any(cue.CONCLUSION.match(t) for t in (opening, cue.DISCOURSE.sub("", opening, count=1)))


def _restates_question(plain: str, question_text: str) -> bool:
    """It restates the question's own facts ("The parties are Vapotherm, Inc. and John Coolidge, in an
    agreement made as of January 28, 2014."): it states values, each one the question states, names
    no one the question does not, and says nothing of the clause asked about."""
    stated = set(_values(plain))
    if not stated or not stated <= set(_values(question_text)) or _new_names(plain, question_text):
        return False
    clause = terms(main_clause(question_text))
    return not (terms(plain) & clause)


@lru_cache(maxsize=16384)
def sentence_role(
    plain: str,
    question_text: str,
    *,
    has_verdict: bool = False,
    explicit: bool = False,
    answers_value: bool = False,
    qualified: bool = False,
    heading: bool = False,
    followed: bool = False,
) -> Role:
    """The role of one statement (see the module docstring): ``has_verdict`` when the reader found a
    yes/no in it, ``explicit`` when that yes/no is said in words, ``answers_value`` when it states the
    value a value question asks for, ``qualified`` when a cited sentence follows it (and may spell out
    a qualifier of its verdict), ``heading`` when it is a bare line of its own, ``followed`` when more
    text follows."""
    if heading:
        return "heading"
    if followed and plain.rstrip().endswith(":"):
        return "lead_in"
    main = _main(plain)
    clause = _main_clause(plain)
    hedge = _hedge(clause)
    if hedge:
        clause = _main(clause[hedge.end() :])
    elif cue.ANSWERER.match(clause) or cue.ANSWERER.match(main):
        return "answerer"
    if (cue.ASKS.match(clause) or cue.ASKS.match(main)) and not _new_names(main, question_text):
        return "question"
    notice = cue.NOTICE_THAT.match(clause) or cue.EVIDENCE_REPORTS.match(clause)
    if notice:
        clause = _main(clause[notice.end() :])
    elif _advises(clause) or cue.WOULD_FIND.search(main):
        return "advice"
    if any(_advises(_main(part)) for part in cue.CONSEQUENCE.split(main)[1:] if part):
        return "advice"  # a caveat whose consequence is advice ("..., so a full read is advisable")
    if cue.ANALOGY.match(clause) or cue.ANALOGY.match(main):
        return "illustration"
    if _about_evidence(clause) or _evidence_aside(main, question_text):
        return "evidence"
    if _restates_question(plain, question_text):
        return "question"
    core = _statement_core(plain)
    if (
        cue.GENERIC_CLASS.search(core)
        or _general_aside(plain)
        or ((cue.SPELLED_PERIOD.search(plain) or _values(plain)) and not answers_value)
    ):
        return "claim"
    if cue.SPEAKS_OF_QUESTION.search(plain) and not _new_names(main, question_text):
        return "question"
    concludes = opens_conclusion(plain) or bool(cue.CONCLUSION.match(main))
    if concludes and not _new_names(main, question_text):
        return "conclusion"
    if explicit and qualified and cue.QUALIFIER.fullmatch(core):
        return "verdict"  # "Yes, with a narrow exception." before the cited sentences that spell it out
    names = _new_names(core, question_text)
    if (explicit or answers_value) and not names:
        added = new_terms(cue.VALUE_WORDS.sub(" ", plain), question_text)
        return "verdict" if len(added) <= VERDICT_NEW_TERMS else "claim"
    if not names and len(new_terms(plain, question_text, phrasing=False)) <= RESTATED_NEW_TERMS:
        return "verdict" if has_verdict else "conclusion"
    return "claim"


def sentence_roles(
    body: str, sentences: Sequence[SentenceLike], question_text: str, answer_type: str = "yes_no"
) -> list[Role | None]:
    """The role of every statement of an answer whose ``body`` holds ``sentences`` (see the module
    docstring); None for a sentence that is not a statement. Only a statement without citations
    can be an extra claim, so a cited statement is read no further: its role is ``claim``."""
    lines = (
        frozenset(line.strip() for line in body.split("\n") if line.strip()) if "\n" in body else frozenset()
    )
    roles: list[Role | None] = []
    answer = -1  # a value question's answer: its first statement that states a value the question lacks
    asked = set(_values(question_text))
    if answer_type == "value":
        answer = next(
            (i for i, s in enumerate(sentences) if s.statement and set(_values(s.plain)) - asked), -1
        )
    said: set[tuple[str, float | str]] = set()  # the values stated so far: one said again is no new fact
    for i, s in enumerate(sentences):
        stated = set(_values(s.plain)) - asked
        again = _said_again(s.plain, stated, said)
        said |= stated
        if s.meta and not s.citations and _general_aside(s.plain):
            roles.append("claim")  # a decline or remark on the evidence that also states general knowledge
            continue
        if not s.statement or s.citations:
            roles.append("claim" if s.statement else None)  # only an uncited statement can be an extra claim
            continue
        last = i == len(sentences) - 1
        # what the answer said before with a citation is known too: saying it again adds no fact
        cited = " ".join(p.plain for p in sentences[:i] if p.citations and p.statement)
        roles.append(
            sentence_role(
                s.plain,
                f"{question_text} {cited}" if cited else question_text,
                has_verdict=s.verdict is not None,
                explicit=s.explicit,
                answers_value=i == answer or again,
                qualified=any(bool(later.citations) for later in sentences[i + 1 :]),
                heading=_is_heading(s.text, lines, last),
                followed=not last,
            )
        )
    return roles


__all__ = [
    "HEADING_WORDS",
    "VERDICT_NEW_TERMS",
    "Role",
    "SentenceLike",
    "new_terms",
    "opens_conclusion",
    "sentence_role",
    "sentence_roles",
]
