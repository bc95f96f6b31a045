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

Only the sentences the reader already takes for statements (``ReadSentence.statement``) are
classified; the reader's own meta sentences (declines, next steps, alarms) are never claims.
Everything here is regular expressions over one sentence and its neighbours (no parser), so
reading stays within the reference grader's speed budget.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Literal, Protocol

from harness.text.cues import main_clause, terms
from harness.text.tokenize import prose_words
from harness.text.values import claim_values
from harness.text.yes_no import strip_verdict_word

Role = Literal[
    "heading",
    "lead_in",
    "question",
    "answerer",
    "advice",
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


_I = re.I

# -- sentence openings set aside before reading the main clause ---------------------------------
_DISCOURSE = re.compile(
    r"^(?:(?:that\s+said|having\s+said\s+that|honestly|frankly|hmm+|well|also|however|but|and|still|then|just"
    r"|first(?:ly)?|second(?:ly)?|finally|again|of\s+course|okay|ok|sure|great\s+question|in\s+practice|please"
    r"|so|oh|anyway|for\s+what\s+it'?s\s+worth|to\s+be\s+safe|to\s+be\s+sure|otherwise|instead|additionally"
    r"|separately|importantly|alternatively)\b[\s,:;—–-]*)+",
    _I,
)
_LABEL = re.compile(r"^[A-Za-z][\w'’ -]{0,30}?(?::|\s[—–-])\s+(?=\S)")
"""A short label before a colon or dash ("Note:", "Caveat:", "Important —"); what follows is classified."""
_OPENING_MARKS = re.compile(r"^[\W_]+")
_LEADING_CLAUSE = re.compile(
    r"^(?:if|when|whenever|before|after|unless|until|once|assuming|since|as|because|while|where|for|given"
    r"|to|in|on|with|without|absent|beyond|depending)\b[^,;:.]{0,120}?,\s*",
    _I,
)
"""A subordinate clause or phrase before the main clause ("If you rely on it, keep ...")."""
_ATTRIBUTION = re.compile(
    r"^(?:(?:based|going|relying)\s+(?:only\s+|solely\s+|purely\s+)?(?:on|off)|according\s+to|per|from|in\s+light\s+of"
    r"|looking\s+at|reading|judging\s+(?:by|from)|on)\b[^,;:]{0,90}[,:]\s*",
    _I,
)
"""An attribution that opens a statement ("Based on the retrieved provisions, ...")."""


def _main(plain: str) -> str:
    """The sentence without its opening discourse words and label."""
    text = _OPENING_MARKS.sub("", plain.strip())
    for _ in range(3):
        before = text
        text = _DISCOURSE.sub("", text, count=1)
        label = _LABEL.match(text)
        if label and len(prose_words(label.group(0))) <= 3:
            text = text[label.end() :]
        if text == before:
            break
    return text


def _main_clause(plain: str) -> str:
    """``_main`` without a leading subordinate clause or attribution ("If X, do Y" -> "do Y")."""
    text = _main(plain)
    for pattern in (_ATTRIBUTION, _LEADING_CLAUSE):
        match = pattern.match(text)
        if match and len(prose_words(text[match.end() :])) >= 2:
            text = _main(text[match.end() :])
    return text


# -- the answerer, the reader, the question ------------------------------------------------------
_HEDGE = re.compile(
    r"^(?:I|we)\s*(?:'d|would)?\s*(?:also\s+|still\s+|really\s+|honestly\s+)?(?:think|believe|guess|suspect|expect|assume"
    r"|reckon|understand|feel|read\s+(?:this|it|that)\s+as|say|would\s+say|bet)\b(?:\s+that)?[\s,]*"
    r"|^(?:I'?m|I\s+am|we'?re|we\s+are)\s+(?:fairly\s+|pretty\s+|quite\s+|reasonably\s+|very\s+)?(?:sure|confident"
    r"|certain|convinced)\b(?:\s+that)?[\s,]*"
    r"|^(?:my|our)\s+(?:best\s+)?(?:guess|reading|view|take|understanding|sense|read|impression|answer|bet)\s+is\s+"
    r"(?:that\s+)?",
    _I,
)
"""A first-person hedge over a statement ("I think ...", "My guess is that ..."): the statement counts."""
_ANSWERER = re.compile(
    r"^(?:I|we)\b(?!\s*(?:'d|would)?\s*(?:think|believe|guess|suspect|expect|reckon)\b)"
    r"|^(?:I'm|I'd|I've|I'll|we're|we'd|we've|we'll|me|my\s+(?:search|apologies)|let\s+me|let'?s|hope\b|glad\b"
    r"|happy\s+to|sorry\b|apologies\b|thanks?\b|thank\s+you|no\s+idea|not\s+sure)\b",
    _I,
)
_ASKS = re.compile(
    r"^(?:you(?:'re|’re|\s+are)?\s+(?:were\s+)?(?:ask(?:ed|ing)?|want(?:ed)?\s+to\s+know|wonder(?:ing|ed)?|mean(?:t)?"
    r"|(?:would|'d)\s+like\s+to\s+know)\b|(?:the|your|this)\s+(?:real\s+|actual\s+|underlying\s+)?"
    r"(?:question|query|request|premise|prompt)\b|whether\b)",
    _I,
)
"""A restated question, or a sentence whose subject is the question itself."""
# -- advice --------------------------------------------------------------------------------------
ADVICE_VERBS = (
    "check|double-check|recheck|re-check|verify|confirm|look|review|re-read|reread|read|consult|ask|search|re-run"
    "|rerun|run|retry|try|pull|open|get|obtain|request|seek|contact|reach|talk|speak|see|keep|bear|make|be|avoid"
    "|treat|assume|rely|act|proceed|consider|compare|examine|inspect|find|locate|refer|narrow|rephrase|reword"
    "|specify|provide|share|send|paste|upload|take|go|start|focus|query|scope|add|tell|give|point|clarify|expand"
    "|widen|broaden|retrieve|fetch|flag|escalate|involve|engage|remember|mind|ensure|document|record|follow|wait"
    "|hold|raise|discuss|have|let|note|insist|negotiate|research|investigate|double|loop|confer|sign|plan"
)
"""Verbs a reader is told to do: an imperative sentence opens with one in its base form."""
_READER_ADVICE = re.compile(
    r"^you\s*(?:could|should|might|ought\s+to|may\s+(?:want|wish|need)|'d|would|'ll|will\s+(?:want|need|have)"
    r"|need\s+to|want\s+to|can\s+(?:always\s+)?(?:" + ADVICE_VERBS + r"))\b",
    _I,
)
"""Advice to the reader ("You may want to check ...", "You can ask the parties ...")."""
_IMPERATIVE = re.compile(
    r"^(?:(?:do\s+not|don'?t|never|always)\s+\w+|(?:"
    + ADVICE_VERBS
    + r")\b(?!\s*(?:is|are|was|were|may|must|shall"
    r"|will|can|should|would|could|has|have|had|does|do|did|of|'s|needs?)\b))",
    _I,
)
_NOTICE_THAT = re.compile(
    r"^(?:(?:please\s+)?(?:note|notice|remember|keep\s+in\s+mind|bear\s+in\s+mind|be\s+aware|mind)|it\s+is\s+worth"
    r"\s+(?:noting|remembering|mentioning)|it'?s\s+worth\s+(?:noting|remembering|mentioning)|worth\s+noting"
    r"|(?:also\s+)?of\s+note)\b(?:\s+that)?[\s,:]*",
    _I,
)
"""A statement wrapped in an imperative of attention: "Note that X" asserts X."""
_ADVISORY = re.compile(
    r"\b(?:is|are|be|was|would\s+be|'s|remains?|seems?|stays?)\s+(?:still\s+|also\s+|always\s+|probably\s+|certainly"
    r"\s+|generally\s+|usually\s+|definitely\s+)?(?:advisable|recommended|wise|prudent|sensible|worth(?:while)?\b"
    r"|best\b|safest|safer|a\s+good\s+idea|good\s+practice|best\s+practice|a\s+sensible\s+step|the\s+safe\s+(?:course"
    r"|route|option))"
    r"|\b(?:should|ought\s+to|would\s+need\s+to)\s+(?:still\s+|also\s+|first\s+)?be\s+(?:checked|verified|reviewed"
    r"|consulted|double-checked)\b"
    r"|\b(?:I|we)\s*(?:'d|would)\s+(?:recommend|suggest|advise|look|check|start|focus|want|review|read)\b",
    _I,
)
_WOULD_FIND = re.compile(
    r"\b(?:would|might|could|should|will|is\s+likely\s+to|are\s+likely\s+to)\s+(?:typically\s+|normally\s+|usually"
    r"\s+|likely\s+|probably\s+|presumably\s+)?(?:be\s+(?:the\s+)?(?:place|provision|clause|section|spot|part)s?\b"
    r"|(?:sit|live|appear|be\s+found|be\s+located|be\s+set\s+out|be\s+dealt\s+with)\s+(?:in|under|within|near|among"
    r"|alongside|next\s+to|with|after|before)\b"
    r"|(?:say|tell|show|decide|settle|determine|resolve|answer|govern|control|clarify)\s+(?:whether|it|this|that|the"
    r"\s+(?:question|point|matter|issue|answer))\b)"
    r"|\b(?:is|are)\s+(?:the\s+place|where)\b[^.]{0,60}?\b(?:would|to\s+(?:look|check|find))\b"
    r"|\b(?:is|are|would\s+be)\s+(?:the|a)\s+(?:likeliest|likely|most\s+likely|natural|obvious|best|right|usual|first)"
    r"\s+(?:place|home|spot|location|candidate|section)s?\b"
    r"|\b(?:the\s+)?(?:answer|question|outcome|point)\s+(?:\w+\s+)?(?:turns|depends|hinges|rests|would\s+turn"
    r"|would\s+depend)\s+on\b",
    _I,
)
"""Where the answer would be found ("Its obligations section would be the place to check")."""
_GENERIC_CLASS = re.compile(
    r"\b(?:most|many|some|all|few|typical|standard|common|usual|other|such)\s+(?:[\w'’-]+\s+){0,3}?(?:ndas|agreements"
    r"|contracts|clauses|provisions|carve-outs|covenants)\b|^(?:[\w'’-]+\s+){0,3}?(?:ndas|agreements|contracts)\b"
    r"|\bthis\s+(?:kind|type|sort)\s+of\b|\b(?:is|are|remains?)\s+(?:a\s+|an\s+)?(?:very\s+|fairly\s+|quite\s+)?"
    r"(?:standard|common|typical|usual|customary|boilerplate|market)\b",
    _I,
)
"""A statement about agreements in general ("Most one-way NDAs only protect marked information",
"This is a standard term in supplier NDAs"): general knowledge, a claim whatever its terms."""
_CONSEQUENCE = re.compile(r"(?:,|;|—|–)\s*(?:so|and\s+so|which\s+is\s+why|hence|therefore)\s+|;\s*", _I)


def _advises(main: str) -> bool:
    if _NOTICE_THAT.match(main):
        return False
    return bool(_IMPERATIVE.match(main) or _READER_ADVICE.match(main) or _ADVISORY.search(main))


# -- evidence ------------------------------------------------------------------------------------
_EVIDENCE_NOUN = (
    r"(?:passages?|excerpts?|extracts?|snippets?|results?|search|retrieval|retrieved|context|materials?\s+(?:provided"
    r"|shown|retrieved|given)|texts?\s+(?:provided|shown|retrieved|given)|what\s+(?:was|were|I\s+was|I've\s+been|came"
    r"|comes|I\s+have|I\s+can\s+see|is\s+shown))"
)
_EVIDENCE_SUBJECT = re.compile(
    r"^(?:nothing|none|no\s+(?:passage|excerpt|clause|provision|text|wording|language|result)s?)\s+"
    r"(?:(?:here|shown|retrieved|provided|else)\s+)?(?:indicates|suggests|shows|says|states|mentions|points\s+to"
    r"|implies|confirms|establishes)\b"
    r"|^(?:(?:nothing|none|neither|no\s+\w+|all|each|only|both|one|some|any)\s+(?:of\s+|in\s+|among\s+)?)?"
    r"(?:(?!(?:is|are|was|were|may|must|shall|will|can|does|do|did|has|have|should|would|could)\b)[\w'’–-]+\s+)"
    r"{0,6}?" + _EVIDENCE_NOUN + r"\b",
    _I,
)
_EVIDENCE_PLACE = re.compile(
    r"\b(?:in|among|within|across|from|of|into)\s+(?:the|these|those|this|what|any\s+of\s+the|all\s+the)?\s*"
    r"(?:[\w'’–-]+\s+){0,3}?" + _EVIDENCE_NOUN + r"\b"
    r"|\b(?:was|were|is|are|been|being|wasn'?t|weren'?t|isn'?t|aren'?t)\s+(?:not\s+|never\s+|also\s+)?"
    r"(?:retrieved|returned|shown|provided|surfaced|included\s+in\s+the\s+(?:results|passages|excerpts))\b"
    r"|\bcame\s+back\b",
    _I,
)
_OTHER_AGREEMENT = re.compile(
    r"\b(?:belongs?|comes?|came|is|are|was|were|taken|drawn|stems?)\s+(?:all\s+|both\s+)?(?:to|from|in)\s+(?:a|an|the)?"
    r"\s*(?:different|other|another|separate|unrelated)\s+(?:\w+\s+)?(?:agreements?|ndas?|contracts?|documents?"
    r"|forms?|compan\w+|parties|deals?)\b"
    r"|\b(?:is|are)\s+(?:a|an)\s+(?:different|separate|another|unrelated)\s+(?:agreement|nda|contract|document)\b"
    r"|\b(?:is|are)\s+not\s+(?:the|this)\s+(?:agreement|nda|contract|one|document)\b"
    r"|\b(?:do|does|did)\s+not\s+(?:govern|apply\s+to|bind)\s+(?:this|the|that)\b|\bdoesn'?t\s+(?:govern|apply)\b",
    _I,
)


def _about_evidence(main: str) -> bool:
    if _EVIDENCE_SUBJECT.match(main) or _OTHER_AGREEMENT.search(main):
        return True
    return bool(_EVIDENCE_PLACE.search(main))


_CLAUSE_BREAK = re.compile(
    r"\s*(?:[,;—–]|\s-\s)\s*|\s+(?=(?:because|since|as|but|although|though|while|whereas)\s)", _I
)


def _evidence_aside(main: str, question_text: str) -> bool:
    """One clause is about the evidence and the others add nothing ("This one needs care, because
    the retrieved clauses point in different directions")."""
    parts = [p for p in _CLAUSE_BREAK.split(main) if p]
    if len(parts) < 2:
        return False
    for i, part in enumerate(parts):
        inner = re.sub(r"^(?:because|since|as|but|although|though|while|whereas)\s+", "", part, flags=_I)
        if _EVIDENCE_SUBJECT.match(inner):
            rest = " ".join(parts[:i] + parts[i + 1 :])
            return len(new_terms(rest, question_text)) <= RESTATED_NEW_TERMS
    return False


# -- conclusions and verdicts --------------------------------------------------------------------
_CONCLUSION = re.compile(
    r"^(?:so|thus|therefore|hence|in\s+short|in\s+summary|in\s+sum|in\s+brief|in\s+conclusion|in\s+other\s+words"
    r"|put\s+(?:differently|simply|another\s+way)|to\s+(?:sum\s+up|summari[sz]e|be\s+clear|put\s+it\s+simply|conclude)"
    r"|overall|all\s+in\s+all|(?:the\s+)?bottom\s+line|net\s+result|long\s+story\s+short|ultimately|on\s+balance"
    r"|taken\s+together|summing\s+up|tl;?\s*dr|that\s+means|this\s+means|which\s+means|my\s+answer\s+is"
    r"|the\s+(?:short\s+|final\s+|direct\s+|simple\s+|overall\s+)?(?:answer|verdict|conclusion)\s+(?:is|here\s+is))\b",
    _I,
)
_VERDICT_LEAD = re.compile(
    r"^(?:(?:the\s+)?(?:short\s+|final\s+|simple\s+|direct\s+)?(?:answer|verdict)\s+(?:is|appears\s+to\s+be|seems\s+to\s+be"
    r"|would\s+be)\s*:?\s*)?[\"'“]?(?:yes|no|correct|incorrect|right|true|false|indeed|not\s+necessarily|not\s+really"
    r"|not\s+quite|absolutely|definitely|probably\s+not|probably|likely|most\s+likely)\b[\s,.;:!—–-]*",
    _I,
)
_MODALITY_LINES = (
    "required require requires requirement need needs needed necessary obliged obligated obligation bound",
    "free allowed allow allows permitted permit permits permission entitled forbidden forbid forbids",
    "prohibited prohibit prohibits barred bar restricted restrict restriction restrictions limited limit",
    "able possible impossible expressly explicitly clearly strictly actually really simply only just also",
    "still always never both either indeed appear appears appeared seem seems seemed likely probably",
    "possibly generally typically usually conditions condition conditional certain some circumstances",
    "case cases way ways must shall recipient discloser receiving disclosing counterparty side other",
    "party parties signatory",
)
_MODALITY = frozenset(w for line in _MODALITY_LINES for w in line.split())
"""Words that phrase a verdict (modality, hedges, party roles) rather than add a fact."""
_ANSWERING_LINES = (
    "answer answers answering question questions passage passages excerpt excerpts text texts context",
    "document documents source sources snippet snippets material materials result results retrieved",
    "provided given shown available based according appear appears seem seems clear clearly explicitly",
    "directly specifically really certain sure reading read say says said state states stated agreement",
    "agreements nda ndas contract contracts clause clauses provision provisions section sections language",
    "wording info information here there case point matter issue yes",
)
ANSWERING = frozenset(w for line in _ANSWERING_LINES for w in line.split())
"""Words about answering and the documents in general rather than a fact of the agreement."""


@lru_cache(maxsize=16384)
def new_terms(plain: str, question_text: str, phrasing: bool = True) -> frozenset[str]:
    """Content terms of ``plain``'s main clause beyond the question's and the answering vocabulary
    (``ANSWERING``); with ``phrasing``, verdict phrasing (``_MODALITY``) aside too."""
    core = _statement_core(plain)
    # capitalised words after the first are names, read by _new_names
    lowered = " ".join(w for i, w in enumerate(core.split()) if i == 0 or not w[:1].isupper())
    asked = _asked(question_text)
    skip = ANSWERING | _MODALITY if phrasing else ANSWERING
    return frozenset(
        t
        for t in terms(lowered) - asked
        if t not in skip
        and t.rstrip("s") not in skip
        and not _variant_of(t, asked)
        and not _initials_of(t, question_text)
    )


def _statement_core(plain: str) -> str:
    """The main clause without its hedge and verdict word ("Typically, yes — NDAs ..." -> "NDAs ...")."""
    core = _main_clause(plain)
    hedge = _HEDGE.match(core)
    if hedge:
        core = core[hedge.end() :]
    core = strip_verdict_word(_VERDICT_LEAD.sub("", core, count=1))
    return _main(_VERDICT_LEAD.sub("", core, count=1))


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
    asked = {w.lower() for w in prose_words(_POSSESSIVE.sub("", question_text))}
    words = prose_words(_POSSESSIVE.sub("", plain))
    return any(
        w[0].isupper()
        and not (w.isupper() and len(w) <= 4)
        and (low := w.lower()) not in asked
        and low not in ANSWERING
        and low not in _MODALITY
        for w in words[1:]
    )


# -- layout --------------------------------------------------------------------------------------
_POSSESSIVE = re.compile(r"['’]s\b")
_SPELLED_PERIOD = re.compile(
    r"\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    r"|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|ninety)[\s-]+(?:\(\d+\)\s+)?(?:business\s+"
    r"|calendar\s+|working\s+)?(?:days?|weeks?|months?|years?)\b|\bevery\s+(?:\w+\s+)?(?:day|week|month|year)\b"
    r"|\b(?:annually|yearly|monthly|weekly)\b",
    _I,
)
"""A period in words ("twelve months", "every year"), which ``claim_values`` reads only in digits."""
_VALUE_WORDS = re.compile(
    r"\b(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty"
    r"|ninety|hundred|days?|weeks?|months?|years?|business|calendar|working|percent|dollars?)\b",
    _I,
)
_QUALIFIER = re.compile(
    r"(?:but\s+|though\s+|although\s+)?(?:only\s+)?(?:with|for|in|under|subject\s+to|within|on|at)\s+"
    r"(?:[\w'’-]+\s+){0,4}?[\w'’-]+[.!]?",
    _I,
)
"""A verb-less qualifier of a verdict ("with a narrow exception", "for a limited time", "but only
with conditions"): part of the verdict when cited sentences follow."""
_VERB_CUE = re.compile(
    r"\b(?:is|are|was|were|be|been|am|may|must|shall|can|cannot|will|would|should|could|does|do|did|has|have|had"
    r"|not|n't|no)\b|n't\b",
    _I,
)


def _is_heading(text: str, lines: frozenset[str], last: bool) -> bool:
    stripped = text.strip()
    if last or stripped not in lines or not stripped or stripped[-1] in ".!?:;,)]":
        return False
    words = prose_words(stripped)
    return (
        0 < len(words) <= HEADING_WORDS
        and not any(c.isdigit() for c in stripped)
        and not _VERB_CUE.search(stripped)
    )


# -- the classifier ------------------------------------------------------------------------------


@lru_cache(maxsize=16384)
def _values(text: str) -> tuple[tuple[str, float | str], ...]:
    """The values ``text`` states (``harness.text.values.claim_values``), each text once."""
    return tuple((a.kind, a.value) for a in claim_values(text))


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
    hedge = _HEDGE.match(clause)
    if hedge:
        clause = _main(clause[hedge.end() :])
    elif _ANSWERER.match(clause) or _ANSWERER.match(main):
        return "answerer"
    if _ASKS.match(clause) or _ASKS.match(main):
        return "question"
    notice = _NOTICE_THAT.match(clause)
    if notice:
        clause = _main(clause[notice.end() :])
    elif _advises(clause) or _WOULD_FIND.search(main):
        return "advice"
    if any(_advises(_main(part)) for part in _CONSEQUENCE.split(main)[1:] if part):
        return "advice"  # a caveat whose consequence is advice ("..., so a full read is advisable")
    if _about_evidence(clause) or _evidence_aside(main, question_text):
        return "evidence"
    core = _statement_core(plain)
    if _GENERIC_CLASS.search(core) or (
        (_SPELLED_PERIOD.search(plain) or _values(plain)) and not answers_value
    ):
        return "claim"
    opening = _OPENING_MARKS.sub("", plain.strip())
    concludes = any(_CONCLUSION.match(t) for t in (opening, _DISCOURSE.sub("", opening, count=1), main))
    if concludes and not _new_names(main, question_text):
        return "conclusion"
    if explicit and qualified and _QUALIFIER.fullmatch(core):
        return "verdict"  # "Yes, with a narrow exception." before the cited sentences that spell it out
    names = _new_names(core, question_text)
    if (explicit or answers_value) and not names:
        added = new_terms(_VALUE_WORDS.sub(" ", plain), question_text)
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
    if answer_type == "value":
        asked = set(_values(question_text))
        answer = next(
            (i for i, s in enumerate(sentences) if s.statement and set(_values(s.plain)) - asked), -1
        )
    for i, s in enumerate(sentences):
        if not s.statement or s.citations:
            roles.append("claim" if s.statement else None)  # only an uncited statement can be an extra claim
            continue
        last = i == len(sentences) - 1
        roles.append(
            sentence_role(
                s.plain,
                question_text,
                has_verdict=s.verdict is not None,
                explicit=s.explicit,
                answers_value=i == answer,
                qualified=any(bool(later.citations) for later in sentences[i + 1 :]),
                heading=_is_heading(s.text, lines, last),
                followed=not last,
            )
        )
    return roles


__all__ = [
    "ADVICE_VERBS",
    "HEADING_WORDS",
    "VERDICT_NEW_TERMS",
    "Role",
    "SentenceLike",
    "new_terms",
    "sentence_role",
    "sentence_roles",
]
