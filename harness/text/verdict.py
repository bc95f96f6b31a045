"""The one answer reader: what an answer commits to, sentence by sentence, relative to its question.

``read_answer(text, question_text, answer_type)`` reads the body (``answer_format.answer_body``),
splits it into sentences with their citations, and reads each sentence:

- explicit verdict: "yes"/"no" said in words, wherever the sentence says it
  (``harness.text.yes_no``), taken literally, except that a "No, ..." echoing a negated
  question's negation ("No, the agreement does not grant any license" to "does it grant *no*
  license?") gives way to what its statement says.
- implicit verdict: a declarative sentence about the question's clause (it shares content terms
  with it, or opens with a conditional such as "Only where ...") has the polarity of
  ``harness.text.polarity``: "yes" when it and the question agree in negation, else "no". So
  "The agreement does not grant any license" answers "does the agreement grant no license?"
  with "yes", and "The receiving party must return all copies" answers "must it return ...?"
  with "yes". A sentence that only describes a passage ("The clause concerns ...") has none.
- meta: declines, explains why there is no answer, offers a next step
  (``harness.text.refusal``), raises an alarm, is a lead-in ("Based on the passages:"), a
  restated question ("You asked whether ...") or a conclusion that restates the verdict
  ("Therefore, the answer is no"; "So copying is permitted, but restricted") without a new value.
- statement: a declarative, non-meta sentence of at least ``MIN_CLAIM_WORDS`` words that is
  not a bare verdict ("Yes.", "I think yes.", "So, no."); a claim is a statement that adds
  something beyond the verdict (at least two of its content terms are not in the question:
  "No license is granted." restates the verdict in the question's own terms).

The answer's verdict: its explicit verdicts, else the first implicit one together with every
implicit verdict that covers at least ``CONFLICT_COVERAGE`` of the question's terms;
``conflicting`` when these hold both yes and no. It is a refusal when some sentence declines
and it commits to nothing (no verdict; for value questions, no value). Declining and then
answering anyway is an answer.

For value questions the committed values are the anchors (``harness.text.values``) of the
first non-meta sentence holding any, leaving out values already named in the question.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Literal

from harness.read.cues import cue, fires
from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import (
    ANOTHER_AGREEMENT,
    EVIDENCE_NOUN,
    GLOSS,
    SECTION_NOUN,
    WHOLE_AGREEMENT_NOUN,
    all_entries,
    entries,
    phrase_alternation,
    spaced,
)
from harness.read.lexicon import english_words as words
from harness.text import claim_cues as claim_cue
from harness.text.answer_format import answer_body, citation_spans, parse_citations, strip_citations
from harness.text.claims import sentence_roles
from harness.text.cues import _stem, main_clause
from harness.text.cues import terms as _terms
from harness.text.deontic import bare_deontic_verdict
from harness.text.polarity import (
    DISCLOSURE,
    RESTRICTIVE,
    SECRECY,
    SOME_CASES,
    beyond_terms,
    conditional_lead,
    counting_negators,
    head_clause,
    polarity_tokens,
    question_bound,
    scoped_negators,
    universal_terms,
)
from harness.text.quotation import QUOTATION
from harness.text.refusal import (
    DECLINE,
    EXPLAIN,
    NEXT_STEP,
    URGENCY,
    alarms,
    any_match,
    declines,
    explains,
    offers_next_step,
)
from harness.text.sentences import split_sentences
from harness.text.tokenize import STOP_WORDS, prose_words
from harness.text.values import Anchor, anchors_of, claim_values, supported_by
from harness.text.yes_no import (
    MIN_CLAIM_WORDS,
    RETRACTION,
    YesNo,
    explicit_verdict,
    is_bare_verdict,
    strip_verdict_word,
)

Verdict = Literal["yes", "no", "conflicting"]
AnswerKind = Literal["yes_no", "value"]

CONFLICT_COVERAGE = 0.5
"""Share of the question's terms an implicit verdict must cover to count beside the first one."""
CONTRAST_COVERAGE = 0.25
"""The same share for a contrastive sentence ("..., though", "However, ...")."""

_LEAD_IN = lazy(
    r"^(?:based\s+on|according\s+to|from|per|in|looking\s+at|here\s+is|here's)\b[^.]{0,60}"
    r"(?:" + EVIDENCE_NOUN + r"|agreement|found|what\s+I\s+found)\W*$",
    re.I,
)
_RESTATED_QUESTION = lazy(
    # after a topic it names first ("Regarding use of the information under the NDA: the question is ...")
    r"^(?:(?:regarding|concerning|as\s+(?:to|for)|about|on)\s+[^:.?!]{1,120}:\s*"
    r"(?=the\s+question|your\s+question|you(?:\s+are|['’]re)?\s+ask|you\s+(?:want|wanted|would\s+like)\s+to\s+know))?"
    r"(?:the\s+question\s+(?:here\s+)?(?:is|asks)|your\s+question\s+is|you(?:\s+are|'re|’re)?\s+ask(?:ed|ing)?"
    r"|you\s+(?:want|wanted|would\s+like)\s+to\s+know|to\s+answer|the\s+user\s+asks|this\s+question\s+asks|whether\b"
    # a row or line labeled as the question ("| Question | Third-party acquisition ... |", "Frage: ...")
    r"|(?:" + phrase_alternation(all_entries("question_label")) + r")\s*[:|](?!\s*(?:yes|no)\b))",
    re.I,
)
DISCOURSE_LABEL = lazy(
    # a conclusive word may open the label: "So, to your question: no.", "Thus, net result: thirty days."
    r"^(?:(?:so|thus|therefore|hence|then)\s*,?\s+)?"
    r"(?:(?:the\s+)?(?:short|long|final|direct|quick)\s+(?:answer|version|verdict)|final\s+(?:verdict|conclusion)"
    r"|(?:net|end|overall)\s+result|(?:(?:coming\s+)?back\s+to|to|on|as\s+for|as\s+to)\s+(?:your|the)\s+"
    r"(?:original\s+|actual\s+)?(?:question|query)"
    r"|(?:the\s+)?bottom\s+line|tl;?\s*dr|in\s+(?:short|brief|summary|sum)|summary|answer|verdict|conclusion|result"
    r"|outcome|explanation|reasoning|rationale|why|details|analysis|evidence|basis|notes?|key\s+points?|caveats?|"
    + phrase_alternation((*entries("en", "explainer_label"), GLOSS["explainer_label"]))
    + r")"
    r"\s*(?::|\s[—–-]\s|[—–])\s*",
    re.I,
)
"""A label that introduces what follows ("Final verdict: No.", "Bottom line — yes", "Why: ...", "So, to your
question: no."): not read."""
_LABEL_SPLIT = lazy(r"^([^:—–]{3,80}?)\s*(?::|\s[—–-]\s|[—–])\s*(\S.*)$")
_CLAUSE_WORDS = frozenset(
    {*words("finite"), *words("need_forms"), *words("deontic_participles"), *words("negators")}
) - frozenset(words("finite_weak"))
"""A label holding one of these is a statement ("Notice is not required: ..."), not a topic ("Copies: ...").
Words are read with ``n't`` as ``not``."""
_FINITE = frozenset({*words("finite"), *words("finite_weak"), *words("grant_verbs")})
"""A statement after a topic label holding one of these has its own verb ("Copies: Wrenhaven may copy")."""
_DESCRIBES_PASSAGE = lazy(
    r"^(?:the\s+|this\s+|that\s+)?(?:cited\s+|retrieved\s+|closest\s+|relevant\s+|first\s+|second\s+|other\s+)?"
    r"(?:" + SECTION_NOUN + "|" + EVIDENCE_NOUN + r"|provision|sentence)s?\b[^.]{0,40}?\b"
    r"(?:concerns?|covers?|deals?\s+with|discuss(?:es)?|is\s+about|are\s+about|relates?\s+to|mentions?"
    r"|talks?\s+about|addresses|refers?\s+to|describes?)\b",
    re.I,
)
_PIVOT = lazy(
    r"^\W*(?:but|however|still|yet|that\s+said|having\s+said\s+that|that\s+being\s+said|even\s+so|nonetheless"
    r"|nevertheless|in\s+practice|in\s+general|generally|typically|usually|normally|most\s+likely|probably)\b"
    # "... though,", "we are nonetheless of the view that ..."
    r"|^[^.;]{0,30}?\bthough,|^[^.;]{0,30}?\b(?:nonetheless|nevertheless)\b",
    re.I,
)
"""A sentence that turns from a decline to answering anyway ("But most likely ...", "In practice, though,
...")."""
_OTHER_DOCUMENT = lazy(ANOTHER_AGREEMENT + r"|\bdiffers?\s+from\b|\bunlike\b|\b(?:by|in)\s+contrast\b", re.I)
"""A sentence set in another agreement ("this differs from the Ashgrove agreement, where no notice
is needed") says nothing about the question's agreement: no verdict."""
_ABOUT_EVIDENCE = lazy(
    r"\b(?:" + EVIDENCE_NOUN + r"|they)\s+(?:[\w'’-]+\s+){0,6}?"
    r"(?:address(?:es)?|covers?|mentions?|discuss(?:es)?|deals?\s+with|touch(?:es)?\s+on|talks?\s+about|concerns?"
    r"|relates?\s+to|are\s+about|is\s+about)\b",
    re.I,
)
"""A sentence about what the evidence covers ("they cover third-party information") has no verdict."""
_CONCLUSION = lazy(r"^\W*(?:so|therefore|thus|hence|which\s+means|that\s+means|this\s+means)\b", re.I)
"""A conclusion drawn after a decline ("..., so copies are presumably not allowed") answers anyway."""
_DEONTIC = lazy(
    r"\b(?:allowed|permitted|required|prohibited|forbidden|barred|obliged|entitled|may|must|shall|can|cannot)\b",
    re.I,
)
_GUESS_LEADS = phrase_alternation((*entries("en", "hedge"), "in our view", "it is submitted"))
"""What opens a guess after a decline's colon ("...: in our view it probably endures ...")."""
_DECLINE_THEN = lazy(
    r"(?:,|;|\s[—–-])\s+(?=(?:so|but|therefore|thus|hence|which\s+means|though|however|yet)\b)|\s+(?=but\b)"
    # "...; we are nonetheless of the view that ...", "...: in our view it probably endures ..."
    r"|;\s+(?=(?:\w+\s+){0,3}?(?:nonetheless|nevertheless|even\s+so|all\s+the\s+same)\b)"
    r"|:\s+(?=(?:" + _GUESS_LEADS + r")\b)",
    re.I,
)
_CONTRAST = lazy(r"\b(?:though|however|but|although|actually|in\s+fact|whereas|nevertheless|yet)\b", re.I)
_CITED_LEAD = lazy(r"^\W{0,3}(?:passages?\s+)?[A-Za-z][\w.\-]*:\d+\b|^\W{0,3}passages?\s+\d+\b", re.I)
_FILLER = lazy(
    r"\b(?:" + EVIDENCE_NOUN + "|" + phrase_alternation(spaced("en", "evidence_reference")) + r")\b"
    r"|\((?:(?:" + SECTION_NOUN + r")\s*|s\.\s*|§\s*|¶\s*)[\w.]{1,12}\)",
    re.I,
)
"""Words a fragment of only citations may hold besides them ("Sources: [x:1]", "see [x:2]", "Source:
x:1 (section 6.1)")."""

_PREMISE: tuple[LazyPattern, ...] = tuple(
    lazy(p, re.I)
    for p in (
        r"\bno\s+such\s+(?:agreement|nda|contract|party|parties|document|report|clause|provision|date|entity)\b",
        # a quoted name the passages lack: "There's no 'Brooks' Labs' here"
        r"\bthere(?:['’]s|\s+is)\s+no\s+[\"'“‘«„]\s*(?-i:[A-Z])",
        r"\bthere\s+is\s+no\s+(?:nda|agreement|contract|document|report|record)\b[^.]{0,80}?"
        r"\b(?:between|with|dated|called|named|titled|involving)\b",
        r"\b(?:is|are|was|were)(?:\s+not|n['’]?t)\s+(?:a\s+)?part(?:y|ies)\b",  # "isnt a party" too
        # a year then "not" and the question's year, no comma between ("december 15, 2010 not 2013")
        r"(?<=\d)\s+not\s+(?:in\s+|on\s+)?(?:19|20)\d\d\b",
        r"\b(?:premise|question)\b[^.]{0,40}?\b(?:false|incorrect|mistaken|wrong|inaccurate|does\s+not\s+match)\b",
        r"\b(?:actually|in\s+fact)\b[^.]{0,80}?\b(?:between|dated|party|parties|signed|concerns?|covers?|about)\b",
        r"\bnot\s+(?:between|dated|signed\s+(?:by|on))\b",
        r"\b(?:date|party|parties|name|title|topic)\b[^.]{0,30}?\b(?:differs?|different|incorrect|wrong)\b",
        r"\b(?:does\s+not|doesn'?t)\s+(?:exist|match)\b",
        r"\b(?:rather\s+than|instead\s+of)\b",
        # another language's premise words read in English ("Il ne s'agit pas d'un contrat de bail : ...")
        r"^\W*" + GLOSS["premise"].replace(" ", r"\s+") + r"\b",
        r"\b(?:error|mistake|inaccuracy|typo|discrepancy)\s+in\s+(?:the|your)\s+(?:question|premise)\b",
        # the kind of agreement corrected: "It isn't a supply contract: what they signed is an NDA"
        # (its subject may name the parties, "the Ashgrove–Fennick Ruhl document", after a short lead)
        r"^\W*(?:[^,.;:]{0,40},\s*)?(?:it|this|that|the\s+(?:[\w'’–-]+\s+){0,4}?(?:"
        + WHOLE_AGREEMENT_NOUN
        + r"|document))\s+(?:is|was)(?:n['’]t|\s+not)\s+"
        r"(?:a|an)\s+(?:(?!(?:of|under|in|to|for|with|by|on)\b)[\w-]+\s+){1,2}?"
        + WHOLE_AGREEMENT_NOUN
        + r"\b"
        # ... and the clause naming what it is instead: "It is not a mutual NDA." alone is a plain no
        r"\W{0,3}(?:[:;,—–]|\s-\s|\bbut\b)\s*(?:but\s+)?(?:(?:it|this|that|the\s+\w+)(?:['’]s\b|\s+(?:is|was)\b)"
        # ... a subject of any length ("; the July 7, 2018 document between them is a Mutual NDA")
        r"|the\s[^.;:]{0,90}?\b(?:is|was)\s+(?:a|an)\s"
        r"|what\s+(?:[\w'’-]+\s+){0,6}?(?:signed|entered|executed|made|agreed|concluded|have|has|had)\b[^.;]{0,30}?\b(?:is|was)\b"
        r"|(?:rather|instead|actually)\b|(?:a|an)\s)",
        r"(?:,|\s[—–-])\s*not\s+(?:(?:on|from|of|[a-zà-ÿ]{2,3})\s+)?(?:the\s+)?[\"“'‘«„]?\s*(?:(?-i:[A-Z])|(?:19|20)\d\d|\d{1,2}(?:st|nd|rd|th)?\s+"
        r"(?:of\s+)?(?-i:[A-Z])[a-z]+\s+(?:19|20)\d\d)|\bnot\s+[\"“'‘«„]\s*[^\"”'’»“]{2,60}[\"”'’»“]",
        # the year corrected after another language's negative word ("vom 15. Dezember 2010, nicht von 2013",
        # "del 2 de marzo, no de 2019"): dates only, since a capital after it may be any noun in German
        r"(?:,|\s[—–-])\s*"
        + phrase_alternation(tuple(w for e in all_entries("negative") for w in e.split()))
        + r"\s+(?:[a-zà-ÿ]{1,4}\s+){0,2}(?:(?:19|20)\d\d\b|\d{1,2}\.?\s+[a-zà-ÿ]+\s+(?:19|20)\d\d)",
        # the name corrected, then what it is: "It isn't Brooks' Labs: the agreement is with ..."
        r"^\W*(?:it|this|that)\s+(?:is|was)(?:n['’]t|\s+not)\s+(?:about\s+|with\s+|between\s+)?[\"“'‘«„]?\s*(?-i:[A-Z])"
        r"[^.;:]{0,60}?[\"”'’»“]?\s*(?:[:;—–]|\s-\s)\s*\S",
    )
)
PREMISE: tuple[LazyPattern, ...] = (*_PREMISE, cue("premise.not_but"))
"""False-premise corrections: "no such agreement", "is actually dated ...", "not between ...", and the
cue table's "not <false value> but <true one>"."""


@dataclass(frozen=True)
class ReadSentence:
    """One sentence of an answer as the reader understood it."""

    text: str
    """As written, citation markers included."""
    plain: str
    """Citation markers removed."""
    citations: tuple[str, ...]
    verdict: YesNo | None
    """This sentence's yes/no relative to the question (yes/no questions only)."""
    explicit: bool
    """The verdict is said in words rather than read from the sentence's polarity."""
    coverage: float
    """Share of the question's content terms the sentence holds."""
    declines: bool
    """A decline or explanation cue (``harness.text.refusal``)."""
    meta: bool
    """About answering rather than about the documents."""
    statement: bool
    """Says something about the documents in words (not meta, not a bare verdict, not a question)."""
    claim: bool
    """Asserts a fact beyond the verdict (uncited claims are extra claims)."""
    aside: bool = False
    """In a section after the answer that answers other questions ("People also ask", "Quick facts"):
    no verdict or value for the question asked, though its uncited facts are extra claims."""


@dataclass(frozen=True)
class Reading:
    """What an answer commits to."""

    body: str
    sentences: tuple[ReadSentence, ...]
    citations: tuple[str, ...]
    """Ids cited in the body, in order of first citation."""
    verdict: Verdict | None
    """yes/no questions: the answer's verdict, ``conflicting`` when it commits to both."""
    values: tuple[Anchor, ...]
    """Value questions: the values it commits to."""
    refused: bool
    asserts: bool = False
    """Declines nothing and states something (a statement or a value), verdict or not."""

    @cached_property
    def premise_correction(self) -> bool:
        """It says the question's premise (party, date, topic) is false (read on demand)."""
        return any(p.search(s.plain) for s in self.sentences for p in PREMISE)

    @property
    def committed(self) -> bool:
        return self.verdict is not None or bool(self.values)

    @property
    def extra_claim_count(self) -> int:
        return sum(1 for s in self.sentences if s.claim and not s.citations)

    def verdict_sentences(self) -> list[ReadSentence]:
        return [s for s in self.sentences if s.verdict is not None]


@lru_cache(maxsize=65536)
def terms(text: str) -> frozenset[str]:
    """``harness.text.cues.terms``, cached: a sentence's content terms are read many times."""
    return frozenset(_terms(text))


@lru_cache(maxsize=4096)
def _question_terms(question_text: str) -> frozenset[str]:
    return frozenset(terms(main_clause(question_text)))


def verdict_part(plain: str, question_text: str) -> str:
    """The part of a "label: statement" sentence that carries its verdict on the question.

    A topic label ("Reverse engineering: prohibited.") is part of the statement, so both are read
    together; a label that is itself a statement ("Notice is not required: each party may comply
    ...") is the verdict when it speaks of the question's terms and a mere preface otherwise
    ("Permission is not needed: Wrenhaven may make copies ..." answers by what follows)."""
    match = _LABEL_SPLIT.match(plain)
    if match is None:
        return plain
    label, rest = match.group(1), match.group(2)
    if bare_deontic_verdict(label, main_clause(question_text)) is not None:
        return label  # "Nothing prevents it: such information is outside the clause."
    label_words = {w.lower() for w in prose_words(label.replace("n't", " not"))}
    if not label_words & _CLAUSE_WORDS:  # a topic: "Reverse engineering: prohibited" says it "is prohibited"
        finite = {w.lower() for w in prose_words(rest.replace("n't", " not"))} & _FINITE
        # "For advisers: no, the party isn't forbidden": the statement after the verdict word is read
        return f"{label} {strip_verdict_word(rest)}" if finite else f"{label} is {rest}"
    return label if terms(label) & _question_terms(question_text) else rest


def implicit_verdict(plain: str, question_text: str) -> tuple[YesNo | None, float]:
    """The verdict a declarative sentence implies by its polarity, and its coverage of the question."""
    plain = verdict_part(plain, question_text)
    wanted = _question_terms(question_text)
    shared = wanted & terms(plain)
    coverage = len(shared) / len(wanted) if wanted else 0.0
    if (
        _DESCRIBES_PASSAGE.match(plain)
        or fires("cot.restated_facts", plain)
        or plain.rstrip().endswith("?")
        or _OTHER_DOCUMENT.search(plain)
        or placed_elsewhere(plain, question_text)
        or _ABOUT_EVIDENCE.search(plain)
        or claim_cue.ASKS.match(
            claim_cue.DISCOURSE.sub("", plain.strip(), count=1)
        )  # "So the question is whether"
    ):
        return None, coverage
    statement = strip_verdict_word(plain)
    conditional = conditional_lead(statement)
    if (bare := bare_deontic_verdict(statement, main_clause(question_text))) is not None:
        return bare, coverage  # "Nothing prevents it.", "Not allowed.": the asked act by a pronoun
    if not shared and not conditional and not (_CONCLUSION.match(plain) and _DEONTIC.search(statement)):
        return None, coverage  # ("so they are presumably not allowed" concludes about the question anyway)
    clause = main_clause(question_text)
    affirms = not counting_negators(polarity_tokens(statement), shared or None, _stem)
    if RESTRICTIVE.search(clause) and not RESTRICTIVE.search(statement) and not conditional and affirms:
        # "... as well as business plans": not only; a restrictive question's negator is its restriction's
        # ("only to its employees, and to no advisers?"), so a widening statement is a no whatever it says
        if fires("verdict.widens_restriction", _NEXT_CLAUSE.split(statement, maxsplit=1)[0]):
            return "no", coverage
        return None, coverage  # "It covers technical information" cannot settle "is it limited to ...?"
    return polarity_verdict(statement, clause, shared, _stem, conditional), coverage


_NEXT_CLAUSE = lazy(
    r",\s*(?:and|but|plus)\s+(?:it|they|he|she|we|you|(?:the|its|each|any)\s+(?:[\w-]+\s+)?[\w-]+)\s+"
    r"(?:must|shall|may|has|have|is|are|will|should|needs?|can)\b|,\s*which\b|;",
    re.I,
)
"""Where a statement's first clause ends and a second one with its own subject begins (", and the
recipient must also keep it confidential", ", which must also be marked"): a widening word there adds a
duty or a condition, not a second item to what a restrictive question restricts."""


_EVERY_QUESTION = frozenset({"confidential", "information"})


def polarity_verdict(
    statement: str, clause: str, shared: frozenset[str], fold: object, conditional: bool = False
) -> YesNo:
    """The verdict ``statement`` gives on the question ``clause`` by polarity (``harness.text.polarity``):
    "yes" when both deny or both affirm what they share; a statement whose only negators restrict
    what the question asks about (or that opens with a conditional) is a qualified affirmation, so
    "yes" to a question that affirms and "no" to one that denies ("is oral information left out?",
    "is it free to use it beyond the purpose?")."""
    scope = shared or None
    # the head clause is the one holding most of what the question asks about, not of the words every
    # NDA question shares ("confidential information")
    asked = (shared - _EVERY_QUESTION) or scope
    tokens = head_clause(polarity_tokens(statement), asked, fold)
    # a restriction answers the question only when its exception is what the question asks about, or
    # the question asks whether it holds in some circumstances (any exception then answers it)
    denying, restricting = scoped_negators(
        tokens, scope, fold, asked=asked or frozenset(), any_exception=bool(SOME_CASES.search(clause))
    )
    question_neg, question_beyond = _question_polarity(clause, scope, fold)
    bounded, denied_apart = question_bound(clause)
    head = " ".join(tokens)
    if (
        bounded
        and not denying
        and not conditional
        and RESTRICTIVE.search(head)
        and not universal_terms(tokens)
    ):
        # "only to evaluate it" answers "other than the purpose?" (in the clause of the asked act, which
        # does not reach "any purpose" besides)
        return "yes" if denied_apart else "no"
    if not denying and (restricting or conditional):
        return "no" if question_neg else "yes"
    sentence_neg = len(denying) % 2 == 1
    if question_beyond & universal_terms(tokens, fold) - set(beyond_terms(tokens, fold)):
        sentence_neg = not sentence_neg  # "for any purpose" reaches what "beyond the purpose?" asks about
    secrecy_asked = SECRECY.search(clause) and not DISCLOSURE.search(clause)
    if secrecy_asked and DISCLOSURE.search(statement) and not SECRECY.search(statement):
        sentence_neg = not sentence_neg  # "must not disclose it" answers "must it keep it secret?"
    return "yes" if sentence_neg == question_neg else "no"


@lru_cache(maxsize=4096)
def _question_polarity(
    clause: str, scope: frozenset[str] | None, fold: object
) -> tuple[bool, frozenset[str]]:
    """(whether the question ``clause`` denies what it asks about ``scope``, the words its OUTSIDE
    phrases put outside): the question's side of ``polarity_verdict``, the same for every answer."""
    clause_tokens = polarity_tokens(clause)
    negated = len(counting_negators(clause_tokens, scope, fold, question=True)) % 2 == 1
    return negated, frozenset(beyond_terms(clause_tokens, fold))


def question_negated(question_text: str) -> bool:
    """The question's own clause is negated ("does it grant *no* license?", "is it free of ...?")."""
    return _question_negated(question_text)


@lru_cache(maxsize=4096)
def _question_negated(question_text: str) -> bool:
    return len(counting_negators(polarity_tokens(_asked_clause(question_text)), None, _stem)) % 2 == 1


def _asked_clause(question_text: str) -> str:
    """The question's clause without its relative and concessive clauses (cue
    ``question.qualifier_clause``): "from a third party that owes no duty" qualifies a noun and
    "even if it is not marked" a condition; neither denies what the question asks."""
    return cue("question.qualifier_clause").sub("", main_clause(question_text))


_PLAIN_NEGATORS = frozenset({"not", "no", "never", "none", "nothing", "neither", "nor"})


@lru_cache(maxsize=4096)
def _plainly_negated(question_text: str) -> bool:
    """The question denies with a particle ("does it grant *no* license?"), not a negative
    predicate or modifier ("forbidden to ...", "free of any obligation")."""
    tokens = polarity_tokens(_asked_clause(question_text))
    return any(tokens[i] in _PLAIN_NEGATORS for i in counting_negators(tokens, None, _stem))


_PARTY_DUTY = lazy(
    r"\b(?!(?:you|i|we|one|it|this|that|there|which|users?|readers?)\b)[a-z]+\s+(?:each\s+|also\s+|only\s+|still\s+)?"
    r"(?:may|must|shall|can|cannot|can't|will|won't|need\s+not|(?:is|are)\s+(?:not\s+)?(?:required|permitted|allowed"
    r"|entitled|obliged|obligated|free))\s+(?!(?:want|wish|need|like|have|contain|include|help|settle|answer|resolve"
    r"|clarify|show|tell|confirm|cover|address|mention|say|state|deal|appear|be\s+(?:found|covered|addressed|answered"
    r"|set\s+out|dealt|located|defined|in|elsewhere|worth|helpful|useful))\b)[a-z]",
    re.I,
)
"""What a party may or must do ("each party may keep one copy with its legal counsel"): a statement
about the agreement even when it names where advice is found, never a next step."""


_RELATIVE = frozenset({"who", "whom", "which", "what", "whether", "where", "how", "when", "if", "whose"})


def _states_party_duty(plain: str) -> bool:
    """A main clause says what a party may or must do (``_PARTY_DUTY``; "on which employees may
    receive it" is a relative clause, not a statement)."""
    for match in _PARTY_DUTY.finditer(plain):
        before = [w.lower() for w in prose_words(plain[: match.start()])][-3:]
        before.append(match.group(0).split()[0].lower())
        if not _RELATIVE.intersection(before):
            return True
    return False


_CONTENT_DENIAL = lazy(
    r"^\W*(?P<subject>[^:;,.]{2,60}?)\s+(?:is|are|was|were)\s+not\s+(?:\w+ly\s+)?(?:covered|included|protected"
    r"|permitted|allowed|required|treated|considered|deemed|counted)\b",
    re.I,
)
_NONE_OF = lazy(
    r"^\W*(?:none|neither)\s+of\s+(?:the\s+|its\s+|their\s+)?(?P<subject>[\w-]+(?:\s+[\w-]+)?)", re.I
)
_EVIDENCE_NOUN = lazy(
    r"\b(?:" + EVIDENCE_NOUN + r"|retrieved|provided|shown|given|here|I|we)\b",
    re.I,
)


def _states_content(plain: str, question_text: str) -> bool:
    """A denial about the agreement, not the evidence: "Oral information is not covered: section 1.3
    says ..." or "None of the obligations survive" names one of the question's terms as its subject
    and no passage, excerpt or "I"."""
    match = _CONTENT_DENIAL.match(plain) or _NONE_OF.match(plain)
    return (
        match is not None
        and not _EVIDENCE_NOUN.search(plain)
        and bool(terms(match.group("subject")) & _question_terms(question_text))
    )


@lru_cache(maxsize=65536)
def _declines(plain: str, question_text: str) -> bool:
    return declines(plain) and not _states_content(plain, question_text)


_SUBJECT_TO = cue("hedge.subject_to_review")


@lru_cache(maxsize=65536)
def _is_meta(plain: str, question_text: str) -> bool:
    # a caveat opening a statement ("Subject to a review of the full text, ...") advises nothing
    main = _SUBJECT_TO.sub("", plain, count=1)
    if (
        _declines(plain, question_text)
        or (any_match(NEXT_STEP, main) and not _states_party_duty(main))
        or fires("next_step.search_advice", plain)
        or fires("next_step.offer_to_check", plain)
        or fires("next_step.hand_off", plain)
        or _LEAD_IN.match(plain)
        or _RESTATED_QUESTION.match(plain)
        or (fires("meta.reading_of_question", plain) and explicit_verdict(plain) is None)
    ):
        return True
    # an alarm sentence ("Warning: this is a serious risk, act immediately!")
    return bool(URGENCY.match(plain)) or len(URGENCY.findall(plain)) >= 2


@lru_cache(maxsize=16384)
def _split(body: str) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """(text, plain, citations) per sentence; a fragment of only citations joins the one before
    (each body once: one body is read as the answer to several questions)."""
    out: list[tuple[str, str, tuple[str, ...]]] = []
    for raw in (part for sentence in split_sentences(body) for part in _decline_then(sentence)):
        plain = strip_citations(raw)
        cites = parse_citations(raw)
        if out and _topic_question(out[-1][1]) and not explicit_verdict(plain):
            text, prev_plain, prev_cites = out.pop()  # "Reverse engineering? Strictly prohibited [x:2]."
            raw, plain = f"{text.rstrip(' ?')}: {raw}", f"{prev_plain.rstrip(' ?')}: {plain}"
            cites = tuple(dict.fromkeys((*prev_cites, *cites)))
        elif out and cites and not re.search(r"\w", _FILLER.sub("", plain)):
            text, prev_plain, prev_cites = out[-1]
            out[-1] = (f"{text} {raw}", prev_plain, tuple(dict.fromkeys((*prev_cites, *cites))))
            continue
        out.append((raw, plain, cites))
    return tuple(out)


SHOWN_FRAME_WORDS = 10
"""At most this many words around a quotation: the sentence shows the quoted text, no words of its own."""


def shows_quote(plain: str) -> bool:
    """A sentence that only shows quoted text: a block-quote line ('> "2.4 Halvorsen shall not make
    copies ..."'), or a quotation with at most a short frame of words before its colon ("Only the title
    came back: "NON-COMPETITION AND NON-DISCLOSURE AGREEMENT"")."""
    if plain.lstrip().startswith(">"):
        return True
    quoted = QUOTATION.search(plain)
    if quoted is None:
        return False
    before, after = plain[: quoted.start()].strip(), plain[quoted.end() :].strip(" .;,)(")
    # a frame of words only ("Here is what came back:"): one stating a value ("10 days (:") answers
    framed = not before or (before.endswith(":") and not re.search(r"\d", before))
    return not after and framed and len(before.split()) <= SHOWN_FRAME_WORDS


def _shown(s: ReadSentence) -> ReadSentence:
    """A quotation a refusal shows: the passage's words, part of why it declines, no verdict of its own."""
    return replace(
        s, verdict=None, explicit=False, meta=True, statement=False, claim=s.claim and not s.citations
    )


def _topic_question(plain: str) -> bool:
    """A topic asked as a question ("Reverse engineering?"): a few words, no verb."""
    words = {w.lower() for w in prose_words(plain)}
    return plain.rstrip().endswith("?") and 0 < len(words) <= 4 and not words & (_CLAUSE_WORDS | _FINITE)


def _decline_then(sentence: str) -> list[str]:
    """A sentence that declines and then goes on ("I couldn't find a clause, but NDAs usually forbid
    it, so probably yes"; "Copying is not mentioned, so copies are presumably not allowed") as its
    decline and what follows: what follows may answer anyway."""
    for match in _DECLINE_THEN.finditer(sentence):
        head, tail = sentence[: match.start()], sentence[match.end() :]
        said = strip_citations(head)
        goes_on = re.sub(r"^\W*\w+\W+(?:means\W+)?", "", tail)  # the connective
        if (
            (
                any_match(DECLINE, said)
                or any_match(EXPLAIN, said)
                # a reason by itself before a guessed value ("Nothing came back for X, but if you mean
                # after termination, my best guess is five (5) years")
                or (declines(said) and bool(claim_values(tail)))
            )
            and not declines(strip_citations(tail))
            and not re.match(r"(?:I|we)\b|I'", goes_on)
        ):
            return [head.strip(), tail.strip()]
    return [sentence]


_FRAGMENT = lazy(
    r"^\W*(?:(?P<neg>not)|(?P<only>only|solely|just|exclusively|purely|strictly))\s+(?P<rest>\w.*)$", re.I
)
_ECHOED_LIMIT = lazy(r"[,;:—–-]\s*(?:and\s+|but\s+)?(?:nothing|no|not|never|none)\b.*$", re.I)
_FRAGMENT_NEGATORS = frozenset({"not", "no", "nothing", "none", "never"})
_ELLIPTIC = lazy(
    r"^\W*(?:it|they|that|this|he|she|one|there)\s+(?:does|do|did|is|are|was|were|has|have|can|could|may|might|must"
    r"|will|would|shall|should|need|needs)(?P<neg>\s*n['’]?t|\s+not|\s+no)?(?:\s+(?:so|indeed|either|too))?\W*$",
    re.I,
)
"""An answer by its auxiliary alone ("It does not.", "They are."): it answers the question before it."""


def _fragment_verdict(plain: str, question_text: str) -> YesNo | None:
    """A verbless verdict fragment that names the question's predicate or restriction without a yes/no:
    "Not forbidden." (it is not forbidden), "Only for evaluating the deal, nothing else." (a qualified
    use: the restriction echoed after the comma restates it, it denies nothing)."""
    match = _FRAGMENT.match(plain)
    if match is None or len(prose_words(plain)) > 12 or _EVIDENCE_NOUN.search(plain):
        return None
    words = {w.lower() for w in prose_words(plain.replace("n't", " not"))}
    if words & (_FINITE | {"need", "needs", "been"}):
        return None  # it has its own verb: a sentence, read by polarity ("Not needed." has none)
    clause = main_clause(question_text)
    if (bare := bare_deontic_verdict(plain, clause)) is not None:
        return bare  # "Not forbidden at all.", "Permitted."
    if match.group("neg"):
        return polarity_verdict(f"it is {plain.strip()}", clause, frozenset(), _stem)
    limited = _ECHOED_LIMIT.sub("", plain.strip())
    return polarity_verdict(f"it is {limited}", clause, frozenset(), _stem, conditional=True)


def label_verdict(label: str, question_text: str) -> YesNo | None:
    """An enum label's verdict on the question, its words read as a verbless fragment
    ("not_permitted" -> "Not permitted." -> no to "may it keep a copy?", yes to "is it forbidden to
    keep one?"); None when the words say nothing of the question's predicate or decline ("not_addressed",
    "not_found": the evidence lacks it, no verdict)."""
    words = " ".join(label.lower().split("_"))
    fragment = words[:1].upper() + words[1:] + "."
    if _declines(fragment, question_text):
        return None
    found = _fragment_verdict(fragment, question_text)
    if found is None and set(words.split()) & _FORCE_WORDS and len(words.split()) <= DEONTIC_LABEL_WORDS:
        # "Prohibited", "Permitted", "not required": the force the label gives the question's clause
        found = polarity_verdict(f"it is {words}", main_clause(question_text), frozenset(), _stem)
    return found


_FORCE_WORDS = frozenset(
    w for c in ("deontic_participles", "permission_participles") for line in words(c) for w in line.split()
) | {"prohibited", "forbidden", "barred"}
"""Participles that give a clause its force ("permitted", "required"; "prohibited" denies it)."""
DEONTIC_LABEL_WORDS = 2


def _elliptic_verdict(plain: str) -> YesNo | None:
    """An auxiliary alone: "It does not." -> no, "They are." -> yes (relative to the question it answers)."""
    match = _ELLIPTIC.match(plain)
    if match is None:
        return None
    return "no" if match.group("neg") else "yes"


def _read_sentence(
    raw: str, plain: str, cites: tuple[str, ...], question_text: str, answer_type: AnswerKind
) -> ReadSentence:
    plain_text = plain
    plain = DISCOURSE_LABEL.sub("", plain, count=1) or plain
    if (
        fires("verdict.passage_dismissed", plain)
        or fires("verdict.evidence_check", plain)
        or fires("meta.text_note", plain_text)
        or fires("meta.rating", plain_text)
        or fires("meta.confidence_note", plain_text)
    ):
        # "Not relevant." after a passage, "Checking whether mini-09 came back: no.": about the evidence
        return ReadSentence(raw, plain_text, cites, None, False, 0.0, False, True, False, False)
    if _about_reply(plain_text, question_text):
        return ReadSentence(raw, plain_text, cites, None, False, 0.0, False, True, False, False)
    meta = _is_meta(plain, question_text)
    if meta and fires("format.citation_signal", raw) and not _declines(plain, question_text):
        meta = False  # "See [x:3] (requiring notice within five days)": a citation and what it holds
    verdict: YesNo | None = None
    explicit = False
    coverage = 0.0
    if answer_type == "yes_no":
        verdict = explicit_verdict(plain)
        explicit = verdict is not None
        needed = not explicit or _question_negated(question_text)
        implied, coverage = implicit_verdict(plain, question_text) if needed else (None, 0.0)
        if _CITED_LEAD.match(raw):
            implied = None  # "[x:3] only names the parties": about a passage, not the question
        if verdict is None and not meta and not _declines(plain, question_text):
            # a verbless fragment names the question's predicate or restriction ("Only for X, nothing
            # else"): read as such, not by the polarity of its echoed limit
            verdict = _fragment_verdict(plain, question_text) or _elliptic_verdict(plain)
            explicit = verdict is not None
        if verdict is None and not meta:
            verdict = implied
        elif (
            explicit
            and implied is not None
            and implied != verdict
            and _question_negated(question_text)
            and (
                (verdict == "no" and _plainly_negated(question_text))
                or (_plainly_negated(question_text) and coverage >= CONTRAST_COVERAGE)
            )
        ):
            # "No, the agreement does not grant any license" to "does it grant *no* license?": the
            # "no" echoes the question's negation, and "Yes, Mereford receives a license" misreads
            # it; either way the statement carries the verdict.
            verdict = implied
    words = prose_words(plain)
    statement = (
        not meta
        and bool(plain)
        and not plain.rstrip().endswith("?")
        and len(words) >= MIN_CLAIM_WORDS
        and not is_bare_verdict(plain)
    )
    claim = statement  # which statements are claims: harness.text.claims, in read_answer
    return ReadSentence(
        text=raw,
        plain=plain_text,
        citations=cites,
        verdict=verdict,
        explicit=explicit,
        coverage=coverage,
        declines=_declines(plain, question_text),
        meta=meta,
        statement=statement,
        claim=claim,
    )


def _about_reply(plain: str, question_text: str) -> bool:
    """A sentence about the reply itself (cues ``meta.about_reply``, ``meta.product_line``): a notice, a
    disclaimer of advice, a version line. One that declines, says a verdict word or states a value
    speaks of the documents too, and is read as such."""
    if fires("meta.product_line", plain):
        return True
    return (
        fires("meta.about_reply", plain)
        and not _declines(plain, question_text)
        and explicit_verdict(plain) is None
        and not claim_values(plain)
    )


def _weighs(s: ReadSentence) -> bool:
    """An implicit verdict strong enough to stand beside another verdict: it covers half the
    question's terms, or a quarter in a contrastive sentence ("No notice is needed, though")."""
    return s.coverage >= CONFLICT_COVERAGE or (
        s.coverage >= CONTRAST_COVERAGE and bool(_CONTRAST.search(s.plain))
    )


_HYPOTHETICAL = lazy(
    r"^\W*(?:if|should|assuming|supposing)\s+(?!(?:by\s+)?(?:you|i|we)\b)(?:the\s+|its\s+|this\s+|that\s+)?"
    r"(?:[\w'’-]+\s+){0,3}?(?:"
    + WHOLE_AGREEMENT_NOUN
    + "|"
    + SECTION_NOUN
    + r"|definition|instrument|it|one|terms?)\b",
    re.I,
)
"""A sentence that opens with a condition on what the unseen agreement holds ("If it follows the Orrin
Valley agreement, only written information is covered"), not a hedge ("If I had to bet") or a reading of
the question ("If by 'tell others' you mean ...")."""


def answer_verdict(sentences: list[ReadSentence], declining: bool) -> Verdict | None:
    """The answer's verdict from its sentences' (``declining``: some sentence declines)."""
    return _answer_verdict(sentences, declining)


def _answer_verdict(sentences: list[ReadSentence], declining: bool) -> Verdict | None:
    # a verdict taken back ("Yes. Wait, no."): the sentence that takes it back starts the answer
    back = [i for i, s in enumerate(sentences) if s.explicit and s.verdict and RETRACTION.match(s.plain)]
    if back and back[-1] > 0:
        sentences = sentences[back[-1] :]
    if declining and all(_HYPOTHETICAL.match(s.plain) for s in sentences if s.verdict is not None):
        # a decline whose only verdicts hang on a condition it leaves open ("If the agreement defines it
        # the way the Tindrel one does, oral disclosures are included. ... Its definition was not
        # retrieved."): the branches commit to nothing
        return None
    explicit: set[YesNo] = {s.verdict for s in sentences if s.explicit and s.verdict}
    implied = [(s, s.verdict) for s in sentences if s.verdict is not None and not s.explicit]
    if explicit:
        # a heading or fragment of under MIN_CLAIM_WORDS words ("## Oral disclosures") states nothing
        first = next((s for s in sentences if s.verdict is not None and (s.explicit or s.statement)), None)
        last = next(
            (s for s in reversed(sentences) if s.verdict is not None and (s.explicit or s.statement)), None
        )
        concludes = last is not None and last.explicit and fires("verdict.concluding", last.plain)
        if (first is not None and first.explicit) or concludes:
            # a verdict stated up front ("No." / a JSON "verdict" field), or one that concludes ("So the
            # answer is yes."), wins over the clause-level negations of the reasoning beside it; only
            # another explicit verdict conflicts with it
            return "conflicting" if len(explicit) > 1 else explicit.pop()
        counted = explicit | {v for s, v in implied if _weighs(s)}
        return "conflicting" if len(counted) > 1 else explicit.pop()
    if declining:  # after a decline, a statement of the question's clause, one that turns to answer
        # anyway ("But most likely ...", "In practice, though, ..."), or a conclusion ("so ...") is an answer
        # a risk warning ("But letting confidentiality lapse is very risky!!", cue
        # ``decline.risk_warning``) is alarm, whatever words it shares with the question
        implied = [
            (s, v)
            for s, v in implied
            if (
                s.coverage >= CONFLICT_COVERAGE
                or _PIVOT.match(s.plain)
                or _CONCLUSION.match(s.plain)
                or fires("decline.then_commit", s.plain)
            )
            and not fires("decline.risk_warning", s.plain)
        ]
    if not implied:
        return None
    lead = implied[0][1]
    counted = {lead, *(v for s, v in implied[1:] if _weighs(s))}
    return "conflicting" if len(counted) > 1 else lead


_GENERAL_WORD = lazy(r"\b" + phrase_alternation((*entries("en", "general"), GLOSS["general"])) + r"\b", re.I)


def generalises(text: str) -> bool:
    """The text says what agreements usually hold (lexicon ``general``, its English gloss, or a generic
    class of agreements: "most NDAs", "University research NDAs commonly ...")."""
    return bool(_GENERAL_WORD.search(text) or claim_cue.GENERIC_CLASS.search(text))


def _generalises(s: ReadSentence) -> bool:
    return not s.citations and generalises(s.plain)


def _remark_after_answer(sentences: list[ReadSentence], i: int) -> bool:
    """A sentence that only places other passages in other agreements ("the longer periods in [y:4] come
    from other agreements and do not govern this one") after a sentence that answered: a contrastive
    remark on the evidence, not a decline (first, with nothing answered, it is the decline's reason)."""
    s = sentences[i]
    if any_match(DECLINE, s.plain) or any_match(EXPLAIN, s.plain):
        return False
    return any(p.verdict is not None and not p.meta and (p.explicit or p.statement) for p in sentences[:i])


SUB_QUESTION_SHARE = 0.5
"""An answer's own question holding fewer of the asked question's content terms than this share is a
step of its reasoning (a sub-question), not the question said again."""


def _sub_question(asked: ReadSentence, shared: frozenset[str], question_text: str) -> bool:
    return asked.plain.rstrip().endswith("?") and len(shared) < SUB_QUESTION_SHARE * len(
        _question_terms(question_text)
    )


def _concluded_after(sentences: list[ReadSentence], i: int) -> bool:
    """A later sentence that concludes with a verdict of its own (not the answer to another of the
    answer's own questions): "So: yes.", "Conclusion: the clause ... does not apply"."""
    for j in range(i + 1, len(sentences)):
        s = sentences[j]
        if s.verdict is None or sentences[j - 1].plain.rstrip().endswith("?"):
            continue
        if s.explicit or _CONCLUDES.match(s.plain):
            return True
    return False


_CONCLUDES = lazy(r"^\W*(?:so|thus|therefore|hence|conclusion|in\s+conclusion|brief\s+answer|answer)\b", re.I)


def _own_question_verdicts(sentences: list[ReadSentence], question_text: str) -> list[ReadSentence]:
    """A bare yes/no right after the answer's own wording of the question ("Is a license granted? No.")
    answers that wording: read relative to the question asked, it flips when only one of the two
    is negated ("does it grant *no* license?")."""
    out = list(sentences)
    for i in range(1, len(out)):
        asked, s = out[i - 1], out[i]
        bare = (
            is_bare_verdict(s.plain)
            or bool(_ELLIPTIC.match(s.plain))
            or _echoes_by_pronoun(s.plain, question_text)
        )
        restated = asked.plain.rstrip().endswith("?") or bool(_RESTATED_QUESTION.match(asked.plain))
        if not (s.explicit and s.verdict and restated):
            continue
        shared = terms(asked.plain) & _question_terms(question_text)
        if _sub_question(asked, shared, question_text) and _concluded_after(out, i):
            # a step of the answer's own reasoning ("Does it carve out oral disclosures? No.") before its
            # conclusion ("So: yes."): its yes/no answers that step, not the question asked
            out[i] = replace(s, verdict=None, explicit=False)
            continue
        if not (bare and shared):
            continue
        wording = re.sub(r"^.*?\bwhether\b", "", asked.plain, count=1, flags=re.I)  # "You ask whether X"
        if _question_negated(wording) != _question_negated(question_text):
            out[i] = replace(s, verdict="no" if s.verdict == "yes" else "yes")
    return out


ECHO_WORDS = 6
"""A verdict word's short echo of the answer's own question ("No, it doesn't get one.") holds at most
this many words after the verdict word."""


def _echoes_by_pronoun(plain: str, question_text: str) -> bool:
    """A verdict word and a short echo of the answer's own question by pronoun, with none of the asked
    question's terms ("No, it doesn't get one.", "Yes, they do have to."): as bare as "No."."""
    rest = _VERDICT_LEAD.sub("", plain, count=1)  # "no it doesnt": chat writes no comma after the word
    if rest == plain or not rest.strip():
        return False
    rest = _CLAUSE_BREAK.split(rest, maxsplit=1)[0]  # "no it doesn't get one - the agreement grants none"
    words = prose_words(rest)
    return (
        0 < len(words) <= ECHO_WORDS
        and words[0].lower() in _ECHO_SUBJECTS
        and not (terms(rest) - _FINITE) & _question_terms(question_text)  # "doesn't" shares only "does"
    )


_ECHO_SUBJECTS = frozenset({"it", "they", "that", "this", "he", "she", "there"})
_CLAUSE_BREAK = lazy(r"\s[—–-]\s|;|:\s")
"""Where the echo's clause ends and the answer goes on: a spaced dash, a semicolon, a colon."""
_VERDICT_LEAD = lazy(
    r"^\W*(?:" + phrase_alternation((*entries("en", "yes"), *entries("en", "no"))) + r")\b\W*", re.I
)


def _settle_provisional(sentences: list[ReadSentence]) -> list[ReadSentence]:
    """Chain-of-thought that changes its mind: a withdrawal ("So I withdraw the yes") or a verdict under
    a condition ("if it had a carve-out the answer would be no", cue ``verdict.conditional``) says no
    verdict of its own, and a provisional verdict ("At first glance ... no", "my first read is yes", cue
    ``verdict.tentative``) gives way to what the answer goes on to say (a later verdict, a decline
    or a withdrawal); with nothing after it, it is the answer."""
    out = [
        replace(s, verdict=None, explicit=False)
        if s.verdict and (fires("verdict.withdrawn", s.plain) or fires("verdict.conditional", s.plain))
        else s
        for s in sentences
    ]
    for i, s in enumerate(out):
        if s.verdict is None or not fires("verdict.tentative", s.plain):
            continue
        if any(p.verdict or p.declines or fires("verdict.withdrawn", p.plain) for p in out[i + 1 :]):
            out[i] = replace(s, verdict=None, explicit=False)
    return out


REJECT_REACH = 2
"""A value is rejected as another agreement's by one of the next this many sentences."""


def _gives_way(sentences: list[ReadSentence], i: int) -> bool:
    """A provisional value ("First look: mini-06:21 says ten (10) days", cue ``verdict.tentative``)
    gives way to a decline the answer goes on to make, as a provisional verdict does; a value one of
    the next sentences rejects as another agreement's (cue ``another_agreement.rejected``: "Also not
    this one."), before any value of its own, or the sentence naming it rejects (cue
    ``another_agreement.self_rejected``), is not the answer."""
    if fires("verdict.tentative", sentences[i].plain) and any(p.declines for p in sentences[i + 1 :]):
        return True
    if fires("another_agreement.self_rejected", sentences[i].plain):
        return True  # "The thirty days is tempting, but it is not this agreement's."
    # "mini-01:21 gives fifteen (15) days. Let me double-check — Halvorsen. Also not this one."
    said = {(v.kind, v.value) for v in claim_values(sentences[i].plain)}
    for later in sentences[i + 1 : i + 1 + REJECT_REACH]:
        if {(v.kind, v.value) for v in claim_values(later.plain)} - said:
            return False  # a sentence with a value of its own rejects that one
        if fires("another_agreement.rejected", later.plain):
            return True
    return False


def placed_elsewhere(plain: str, question_text: str) -> bool:
    """The sentence places what it says in an agreement named by parties the question does not name
    ("the twelve-month clause shown is from the Halvorsen–Quillfeather agreement"): not the answer."""
    asked = {w.lower() for w in prose_words(question_text)}
    for found in cue("another_agreement.named").finditer(plain):
        named = {w.lower() for w in prose_words(found.group("name"))} - STOP_WORDS  # "Wrenhaven and Ashgrove"
        if named and not named & asked:
            return True
    return False


_ANSWERER = lazy(r"\b(?:I|we|me|us)\b(?!-)", 0)
_SPEAKS_OF_PARTS = lazy(
    r"\b(?:" + SECTION_NOUN + r"|provisions?|passages?|schedules?|annex|exhibit|the\s+answer|question)\b",
    re.I,
)
"""A sentence naming a part of the agreement or the question itself speaks of where the answer is."""


def _commits_anyway(s: ReadSentence, question_text: str) -> bool:
    """After a decline, a statement that applies a guess to the asked agreement ("So a party's exposure
    under this agreement would be unlimited", cue ``guess.applied_here``) or opens with a guess ("In
    practice, though, ...", "My guess: ...", cue ``decline.then_commit``) without only saying what
    agreements usually hold: an answer, not a refusal. A turn that points where to look ("But the
    remedies section might address it") or speaks of the evidence commits to nothing."""
    if s.meta or not s.statement or s.declines or placed_elsewhere(s.plain, question_text):
        return False
    if alarms(s.plain) or fires("decline.nothing_to_report", s.plain) or offers_next_step(s.plain):
        return False  # "so do not rely on it until this is resolved!", "so there is no period to report"
    if _ABOUT_EVIDENCE.search(s.plain) or _SPEAKS_OF_PARTS.search(s.plain):
        return False  # "the remedies section might address it", "the answer depends on clause 9"
    if fires("guess.applied_here", s.plain):
        return True
    # "so there is nothing I can quote" concludes about the answerer, not the agreement
    guess = fires("decline.then_commit", s.plain)
    return guess and not generalises(s.plain) and not _ANSWERER.search(s.plain)


_CLAUSE_END = lazy(r";|\s[—–]\s")
"""Where a sentence's clauses part: a semicolon or a spaced dash."""


def _clauses(plain: str) -> list[tuple[int, int]]:
    """The (start, end) of each clause of ``plain`` (``_CLAUSE_END``)."""
    return list(itertools.pairwise([0, *(m.end() for m in _CLAUSE_END.finditer(plain)), len(plain) + 1]))


def outside_elsewhere(values: list[Anchor], plain: str, question_text: str) -> list[Anchor]:
    """``values`` of ``plain`` outside its clauses that place what they say in another agreement ("five (5)
    years, not six; the six-year figure was from the Ashgrove agreement"); a one-clause sentence keeps all."""
    clauses = _clauses(plain)
    if len(clauses) < 2:
        return values
    elsewhere = [(a, b) for a, b in clauses if placed_elsewhere(plain[a:b], question_text)]
    return [v for v in values if not any(a <= v.start < b for a, b in elsewhere)]


def _own_anchors(plain: str, question_text: str) -> list[Anchor]:
    """The committed values of ``plain``, but for one it warns off ("do NOT carry the three years over")
    and one in a clause placing it in another agreement (``outside_elsewhere``); a sentence of one clause
    that places what it says elsewhere commits to none."""
    found = committed_anchors(plain, question_text)
    if found and (warned := cue("value.warned_off").search(plain)):
        found = [v for v in found if v.start < warned.start()]
    if not found or not placed_elsewhere(plain, question_text):
        return found
    return outside_elsewhere(found, plain, question_text) if len(_clauses(plain)) > 1 else []


def committed_anchors(sentence: str, question_text: str) -> list[Anchor]:
    """Anchors of ``sentence`` whose value does not already appear in the question."""
    asked = anchors_of(question_text)
    return [a for a in claim_values(sentence) if not supported_by(a, asked)]


def _aside_remark(sentences: list[ReadSentence], i: int) -> bool:
    """A remark set aside from the answer by its lead ("For what it's worth, ...", "Meanwhile, for context:",
    cue ``meta.aside_lead``), after the answer's first sentence."""
    return i > 0 and fires("meta.aside_lead", sentences[i].plain)


def _set_aside(s: ReadSentence) -> ReadSentence:
    """A sentence of an aside: no verdict and no decline for the question asked; a fact it states is a
    claim even where another language's words read as a decline ("no puede conservar ninguna copia")."""
    declined = s.declines and not s.citations
    return replace(
        s,
        verdict=None,
        explicit=False,
        declines=False,
        meta=s.meta and not declined,
        statement=s.statement or (declined and len(prose_words(s.plain)) >= MIN_CLAIM_WORDS),
        claim=s.claim or declined,
        aside=True,
    )


def _aside_start(sentences: list[ReadSentence]) -> int:
    """Where a section answering other questions begins (cue ``meta.related_section``: "People also ask",
    "You may also want to know:"), after at least one sentence of the answer; the end when there is none."""
    return next(
        (i for i, s in enumerate(sentences) if i > 0 and fires("meta.related_section", s.plain)),
        len(sentences),
    )


@lru_cache(maxsize=8192)
def read_answer(
    text: str, question_text: str, answer_type: AnswerKind = "yes_no", declared: tuple[str, ...] = ()
) -> Reading:
    """Read ``text`` as an answer to ``question_text`` (see the module docstring).

    ``declared`` are citations the generator reported apart from the text (``Answer.citations``):
    when the text has no marker at all they attach to its first claim (else its verdict) sentence.
    """
    body = answer_body(text)
    parts = _split(body)
    sentences = [_read_sentence(raw, plain, cites, question_text, answer_type) for raw, plain, cites in parts]
    if answer_type == "yes_no":
        sentences = _settle_provisional(_own_question_verdicts(sentences, question_text))
    roles = sentence_roles(body, sentences, question_text, answer_type)  # which statements are claims
    sentences = [
        s if s.claim == (r == "claim") else replace(s, claim=r == "claim")
        for s, r in zip(sentences, roles, strict=True)
    ]
    # a decline that shows what the passages do say, says why it does not answer ("That clause comes
    # from a different agreement") and states no verdict outright: its quotations are no verdicts
    if any(s.declines for s in sentences):
        shown = [not s.declines and shows_quote(s.plain) for s in sentences]
        said = [s for s, q in zip(sentences, shown, strict=True) if not q]
        if any(explains(s.plain) for s in said) and not any(s.explicit for s in said):
            sentences = [_shown(s) if q else s for s, q in zip(sentences, shown, strict=True)]
    if declared and not any(s.citations for s in sentences):
        targets = [i for i, s in enumerate(sentences) if s.claim] or [
            i for i, s in enumerate(sentences) if s.verdict is not None
        ]
        for i in targets[:1]:
            sentences[i] = replace(sentences[i], citations=tuple(dict.fromkeys(declared)))
    # a section after the answer that answers other questions ("People also ask", "Quick facts"): its
    # sentences say no verdict or value for the question asked; its uncited facts stay extra claims
    aside = _aside_start(sentences)
    sentences = [
        _set_aside(s) if i >= aside or _aside_remark(sentences, i) else s for i, s in enumerate(sentences)
    ]
    answered = [s for s in sentences if not s.aside]
    declining = any(s.declines and not _remark_after_answer(answered, i) for i, s in enumerate(answered))
    if declining:  # alarm beside a decline ("Any figure would be a dangerous guess!") claims nothing
        sentences = [
            replace(s, claim=False) if s.claim and not s.citations and alarms(s.plain) else s
            for s in sentences
        ]
    verdict = _answer_verdict(answered, declining) if answer_type == "yes_no" else None
    values: tuple[Anchor, ...] = ()
    if answer_type == "value":
        # what agreements usually hold ("University research NDAs commonly set three to five years") is
        # no value of this one when a later sentence states one ("My best estimate ... three (3) years")
        first: list[Anchor] | None = None
        for i, s in enumerate(answered):
            if (
                not s.meta
                and not s.plain.rstrip().endswith("?")  # a value asked about is not stated
                and not _gives_way(answered, i)
                and not (declining and fires("decline.material", s.plain))
                and (found := _own_anchors(s.plain, question_text))
            ):
                first = found if first is None else first
                if not _generalises(s):
                    first = found
                    break
        values = tuple(first or ())
    committed = verdict is not None or bool(values)
    # a value question declined and then answered anyway with no value ("So a party's exposure under
    # this agreement would be unlimited"): it commits to a guess, so it is no refusal
    guessed = (
        answer_type == "value"
        and declining
        and not committed
        and any(_commits_anyway(s, question_text) for s in answered)
    )
    refused = not committed and declining and not guessed
    asserts = (not declining or guessed) and any(
        s.statement or (not s.meta and claim_values(s.plain)) for s in answered
    )
    return Reading(
        body=body,
        sentences=tuple(sentences),
        citations=tuple(dict.fromkeys(c for s in sentences for c in s.citations)),
        verdict=verdict,
        values=values,
        refused=refused,
        asserts=asserts,
    )


__all__ = [
    "DECLINE",
    "EXPLAIN",
    "PREMISE",
    "ReadSentence",
    "Reading",
    "answer_verdict",
    "citation_spans",
    "explicit_verdict",
    "generalises",
    "implicit_verdict",
    "read_answer",
]
