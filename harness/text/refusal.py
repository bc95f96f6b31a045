"""How good a refusal is: the three parts of ``refusal_quality`` read from a refusal's sentences
(whether a sentence declines at all is ``harness.text.decline``).

- A reason (``explains``): it says what the evidence lacks, naming it ("None of them states
  whether oral disclosures are covered", "the insurance amount isn't given anywhere"), or why it
  does not apply (a SPECIFIC_REASON: "the passages shown come from other agreements", "nothing was
  retrieved", "the clause stops at a dash and the rest was not retrieved"), or what the passages
  are about instead (``WHY_NOT``: "the excerpts focus on confidentiality only"). A generic "I don't
  have enough information" or "the passages don't settle this" names nothing (``GENERIC_WORDS``
  and the stop words) and is no reason.
- A next step (``offers_next_step``): advice or a request to act, written once as an action-verb
  lexicon in its usual frames ("You may want to review ...", "I'd recommend checking ...", "Could
  you share section 9?", "If you can share ..."), an imperative (the lexicon's base form opening a
  sentence or a clause, after fillers and labels: "Check section 7", "Maybe ask the counterparty",
  "Next step: review the schedule", "... at all — please check the schedules"), where the answer
  probably is ("it is probably in the covenants part"), a place to look ("the schedule", "the full
  NDA") unless the sentence only says it is missing ("I don't have the full agreement"). A cited
  id counts only when its sentence says what the passage is ("[x:3] covers the term of the
  agreement").
- False urgency (``alarms``): time pressure or alarm ("urgent", "immediately", "right away",
  "serious legal risk", "act quickly", "!!"), or an exclamation beyond a short pleasantry. Calm
  advice ("Check section 7 before relying on it", "you must read the full clause") is not alarm.

``refusal_quality`` = explains (+1) + next step (+1) + (+1 when it does both without urgency).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from harness.read.cues import fires
from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import (
    AGREEMENT_NOUN,
    CORPORATE_DESIGNATOR,
    EVIDENCE_NOUN,
    LANGUAGES,
    SECTION_NOUN,
    entries,
    phrase_alternation,
)
from harness.text.decline import (
    CITED_REASONS,
    DECLINE,
    EXPLAIN,
    SPECIFIC_REASONS,
    any_match,
    declines,
    normalize,
)
from harness.text.tokenize import STOP_WORDS, alpha_words

_I = re.I

_ACTION = (
    r"(?:check|double[- ]check|cross-check|re-?check|look|review|consult|ask|search|contact|share|read"
    r"|re-?read|verify|confirm|refer|retrieve|fetch|pull|request|obtain|get|find|locate|open|go(?!\s+with\b)|see|try|rephrase"
    r"|reword|narrow|re-?submit|re-?try(?=\s+(?:the\s+|a\s+|your\s+|this\s+)?(?:search|query|retrieval|request|lookup))"
    r"|broaden|specify|clarify|provide|send|upload|paste|attach|seek|reach\s+out|email|call|speak|talk|compare"
    r"|examine|inspect|re-?run|query|escalate|involve|loop\s+in|supply|point|tell|inquire|enquire|raise|have\s+a\s+lawyer"
    # "give me the text"; "control" as the false friend of kontrollieren / contrôler / controlar: "check"
    r"|give\s+(?:me|us)|control(?!s?\s+(?:remains?|rests?|stays?|passes|belongs|over|of)\b)"
    # "Have counsel review how the agreement defines it", "have your legal team check"
    r"|have\s+(?:counsel|(?:a|your|an?\s+in-house)\s+(?:lawyer|attorney|counsel|legal\s+team)|legal|someone)"
    r"(?=\s+(?:\w+\s+)?(?:review|check|read|look|confirm|verify))"
    r"|run(?=\s+(?:the\s+|a\s+|another\s+|that\s+|this\s+)?(?:new\s+)?(?:search|query|retrieval|lookup)))"
)
"""Verbs of a next step, written once (base form): what a reader can do to get the answer."""
_ACTION_ING = (
    r"(?:checking|double-checking|cross-checking|looking|reviewing|consulting|asking|searching|contacting|sharing"
    r"|reading|verifying|confirming|referring|retrieving|fetching|pulling|requesting|obtaining|getting|finding"
    r"|locating|opening|trying|rephrasing|rewording|narrowing|broadening|specifying|clarifying|providing|sending"
    r"|uploading|seeking|reaching\s+out|emailing|calling|speaking|talking|comparing|examining|inspecting"
    r"|re-?running|querying|escalating|involving|raising|a\s+(?:manual|legal|careful|closer|full)\s+(?:review|check|look|reading)"
    r"|(?:a\s+)?(?:further\s+)?review|a\s+lawyer|an?\s+attorney|counsel|legal\s+(?:advice|review|counsel))"
)
_GENERIC_LINES = (
    "i we you me my our your it its this that these those there here the a an any some to of in on",
    "for about with by from as at and or but so is are was were be been being am do does did don't",
    "doesn't didn't not no none nothing n't can cannot can't could couldn't would wouldn't should",
    "will won't have has had having enough sufficient insufficient information info detail details",
    "evidence context data passage passages document documents text texts excerpt excerpts source",
    "sources snippet snippets material materials provided given shown retrieved available question",
    "questions query answer answers matter issue point topic subject thing anything something",
    "directly clearly explicitly specifically really definitively reliably confidently accurately",
    "sure certain unclear uncertain unknown determine determined tell say said state stated mention",
    "mentioned address addressed cover covered settle settled contain contains include includes",
    "discuss discussed speak deal establish confirm verify know find found see locate identify",
    "provide give offer sorry unfortunately afraid however based according access way basis able",
    "unable possible impossible seem seems appear appears them they one either neither nor whether",
    "yes if than more further additional full help agreement agreements nda ndas contract contracts",
    "clause clauses provision provisions section sections report reports terms language",
    "hard difficult indication idea clue hint sign relevant specific particular exact precise explicit",
    "clear definite straightforward direct firm conclusive simple definitive single obvious",
    "anywhere everywhere within among what which who whom whose case request honestly frankly hmm",
    "apologies apologize regrettably sadly confidence confident reliable definitive accurate correct",
    "decide judge conclude rely relying able because since retrieval search result results lookup",
    "lack lacking missing silent absent part piece bit much many anything else whatever kind sort",
    "here's there's it's that's what's i'm i've i'd we're cite quote support supported relate pertain",
    "regarding concerning related respect shared share excerpted set returned mine own actually",
    "unfortunate ok okay well look looked read reading seen scan scanned specify apply answerable",
    "think believe guess suppose feel reckon conclusion determination finding judgment view allow permit",
    "certainty certainly precision precisely",
)
GENERIC_WORDS: frozenset[str] = frozenset(w for line in _GENERIC_LINES for w in line.split())
"""Words that name no content: "the passages don't settle this" gives no reason."""
_INFLECTION = lazy(r"(?:ing|ed|es|s|d|ly)$")


def _generic(word: str) -> bool:
    if word in GENERIC_WORDS or word in STOP_WORDS:
        return True
    stem = re.sub(r"i(?:es|ed)$", "y", word)  # "specified" -> specify, "applies" -> apply
    return stem in GENERIC_WORDS or _INFLECTION.sub("", word) in GENERIC_WORDS


def _names_content(sentence: str) -> bool:
    plain = re.sub(r"\[[^\]]*\]|\([^)]*:\d+[^)]*\)", " ", normalize(sentence))
    return any(not _generic(w.lower()) for w in alpha_words(plain))


WHY_NOT = lazy(
    r"\b(?:" + EVIDENCE_NOUN + r"|results?|clauses?|sections?|they|these|those)\b(?P<between>[^.;:]{0,50}?)"
    r"\b(?:(?:only|mainly|mostly|largely|primarily|just|all"
    r"|instead|merely|really)\s+)?(?:concern|cover|discuss|address|describe|relate|refer|focus|deal|talk|come|set"
    r"|appear|seem|belong|speak)(?:s|es|ed|ing)?\b(?P<rest>[^.;]*)"
    r"|\b(?:" + EVIDENCE_NOUN + r"|they|these|those)\b(?P<between2>[^.;:]{0,50}?)"
    r"\b(?:are|is|were|was)\s+(?:all\s+|only\s+|mostly\s+|mainly\s+|just\s+)?(?:about|from|limited\s+to|restricted\s+to"
    r"|confined\s+to|the|its|their|an?)\b(?P<rest2>[^.;]*)",
    _I,
)
"""What the passages are instead ("the excerpts focus on confidentiality only", "they are its opening
lines and signature page"): in a refusal, a reason why they do not answer."""
_NEGATOR = lazy(r"\b(?:not|no|never|nothing|none|neither|nor|cannot|without)\b", _I)


@lru_cache(maxsize=65536)
def says_what_passages_are(sentence: str) -> bool:
    """The sentence says what the passages are about instead (``WHY_NOT``), naming it."""
    text = normalize(sentence)
    for found in WHY_NOT.finditer(text):
        between = found.group("between") or found.group("between2") or ""
        rest = found.group("rest") if found.group("rest") is not None else found.group("rest2") or ""
        if not _NEGATOR.search(between) and _names_content(rest):
            return True
    return False


@lru_cache(maxsize=65536)
def explains(sentence: str, cites: bool = False) -> bool:
    """A reason: what the evidence lacks, naming it ("the passages do not mention solicitation"), or
    why it does not apply ("they come from other agreements", "nothing was retrieved", "the clause
    is cut off"), or what the passages are about instead ("they only cover the term"; with ``cites``,
    what its cited passage is about instead: "[x:3] covers storage, not hiring")."""
    text = normalize(sentence)
    if any_match(SPECIFIC_REASONS, text) or (cites and any_match(CITED_REASONS, text)):
        return True
    if fires("another_agreement.self_rejected", text):
        return True  # "5 yrs / 6 yrs are Wrenhaven clauses, not this agreement": why they do not apply
    if (any_match(EXPLAIN, text) and _names_content(text)) or says_what_passages_are(text):
        return True
    # the reason whose truth the grader checks (cue ``reason.no_passage_answers``: "there's no damages
    # figure anywhere in what I found") is a reason here too: one word class, read once
    if fires("reason.no_passage_answers", text) and _names_content(text):
        return True
    # the reason read past a parenthetical aside listing what the passages are ("The passages of the X
    # agreement (the title; the dates) set no amount")
    past = _ASIDE.sub(" ", text)
    return past != text and any_match(EXPLAIN, past) and _names_content(past)


_ASIDE = lazy(r"\s*\([^()]{0,200}\)|\s+[—–]\s[^—–\n]{1,200}?\s[—–](?=\s)", 0)
"""A parenthetical aside ("(the title, cnli-9:0; the dates, cnli-9:3)", "— its opening paragraph and
the signature lines —"): read past, so the reason around it reads as one clause."""


_DIRECTIVES: tuple[LazyPattern, ...] = tuple(
    lazy(p, _I)
    for p in (
        # what answering would take, as a label: "What would be needed: the obligations list", "Needed: ..."
        r"^\W*(?:what\s+(?:would\s+be|is)\s+(?:needed|required)|what\s+(?:I|we)(?:['’]d|\s+would)\s+need"
        r"|needed|required\s+to\s+answer)\s*:\s*\S",
        r"\b(?:closest|nearest|most\s+relevant|most\s+related|comes?\s+closest|best\s+match|related\s+passages?)\b",
        # "you may want to review", "you should verify", "one could ask"
        r"\b(?:you|the\s+user|one|users?|a\s+reader|readers?)\s+(?:may|might|could|can|should|would|will|need\s+to|have\s+to)"
        r"\s+(?:(?:also|first|probably|still|then)\s+)?(?:want\s+to\s+|wish\s+to\s+|need\s+to\s+|have\s+to\s+|like\s+to\s+)?"
        + _ACTION
        + r"\b",
        # "I'd recommend reviewing", "it is suggested to check", "recommend manual review", "consider asking"
        r"\b(?:try|trying|consider|recommend|suggest|advise|propose|encourage|urge)\w*\b[^.;]{0,40}?\b(?:"
        + _ACTION_ING
        + r"|"
        + _ACTION
        + r"|the\s+full|legal)\b",
        # formally, in the passive: "we would recommend that the operative covenants ... be consulted"
        r"\b(?:recommend|suggest|advise|propose)\w*\s+that\b[^.;]{0,200}?\bbe\s+(?:consulted|reviewed|checked"
        r"|perused|examined|read|obtained|searched|verified|inspected|located)\b",
        # "I would double-check the full contract", "I'd start with section 4", chat "id grab the full doc"
        r"\b(?:I|we)\s+would\s+(?:first\s+|also\s+)?(?:" + _ACTION + r"|start|begin|grab)\b",
        r"(?:^|[.;:—–]\s*)\W*(?:I['’]?d|id)\s+(?:first\s+|also\s+|just\s+)?(?:" + _ACTION + r"|grab)\b",
        # "Could you share section 9?", "if you can share section 9, I can ...", "let me know"
        r"\b(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:" + _ACTION + r"|give|let\s+me)\b",
        # "let me know which section ..." (not "let me know if you have any other questions")
        r"\blet\s+(?:me|us)\s+know\s+(?:which|what|where|whether|the\b|if\s+you\s+(?:can|could|have|are\s+able\s+to)\s+"
        r"(?:share|provide|send|paste|upload|access|get|find|the\b))",
        # "it would help to see the agreement's covenants section"
        r"\b(?:would|could|might|will)\s+(?:really\s+|also\s+)?help\s+(?:me\s+|us\s+)?(?:to\s+)?(?:see|have|get|know|"
        + _ACTION
        + r")\b",
        r"\bif\s+you\s+(?:can\s+|could\s+|are\s+able\s+to\s+)?(?:share|provide|send|paste|upload|point|give|clarify|tell|confirm|specify|supply|attach|indicate"
        r"|have\s+(?:access|the|a|an|its|their|that|this)\b)",
        r"\bnarrow(?:ing)?\s+(?:the|your|it|down)\b|\brephras\w*\b|\bmore\s+specific\s+(?:question|query)\b",
        r"\bwhere\s+to\s+look\b|\b(?:may|might|could|would|is\s+likely\s+to)\s+be\s+(?:found|covered|addressed|answered"
        r"|set\s+out|dealt\s+with|located)\s+(?:in|by|elsewhere)\b",
        # "consult" / "refer to" as advice, not a passage that "refers to Confidential Information"
        r"(?:^\W*|[;:—–]\s*|\b(?:please|then|you\s+(?:can|could|may|might|should|would\s+need\s+to)|I\s+(?:recommend|suggest)"
        r"|we\s+(?:recommend|suggest)|(?:I|we)(?:['’]d|\s+would)|to)\s+)(?:consult|refer\s+to)\b|\bconsult(?:ing)?\s+"
        r"(?:a|an|your|the\s+full|the\s+complete|the\s+entire|legal|counsel)\b|\bsee\s+(?:passage|section|clause|article|\[|the\s+full)",
        # an imperative from the action lexicon, after fillers ("Please check", "Maybe ask", "Instead, look")
        r"^\W*(?:[A-Za-z][\w' ]{0,30}:\s*)?(?:(?:please|kindly|maybe|perhaps|so|instead|first|then|also|just"
        r"|alternatively|otherwise|next|ideally"
        r"|for\s+\w+(?:\s+\w+){0,2},|to\s+\w+(?:\s+\w+){0,3},|if\s+[^,.;]{1,60},)\W*)*"
        + _ACTION
        + r"\b(?!\s*(?::|(?:of|is|are|was|were|must|may|shall|will|can|could|would|should|has|have|had|does"
        r"|did|points?|issues?|items?|questions?)\b))",
        # a polite request whose action comes second: "please stop any disclosure and check the section"
        r"^\W*(?:please|kindly)\s+(?!note\b|be\s+aware\b|bear\s+in\s+mind\b)"
        r"(?:(?!\b(?:may|must|shall|can|will|might)\b)[^.;:?]){1,60}?\b(?:and|then)\s+(?:then\s+)?(?:\w+ly\s+)?"
        + _ACTION
        + r"\b",
        r"\b(?:more|additional|further)\s+(?:information|"
        + EVIDENCE_NOUN
        + r")\s+(?:would|could|might|may|is\s+needed"
        r"|are\s+needed)\b",
        r"\b(?:worth|helpful|useful|best|wise|advisable|sensible|prudent|good\s+idea)\s+(?:to\s+)?(?:"
        + _ACTION
        + r"|"
        + _ACTION_ING
        + r")\b",
        r"\bnext\s+steps?\b",
        # what would let the answerer answer ("Re-running the search ... would let me give a view"); what to
        # read ("The covenant in the body is what to read", "The definitions deserve a look")
        r"\b(?:would|will|should|could)\s+(?:let|allow|enable)\s+(?:me|us)\s+(?:to\s+)?(?:give|answer|say|form"
        r"|confirm|settle|offer|reach|tell)\b|\bis\s+what\s+(?:to|you\s+(?:should|need\s+to|want\s+to))\s+"
        r"(?:read|check|look\s+at|pull|review|consult)\b|\b(?:deserves?|merits?|warrants?|needs?|is\s+worth)\s+"
        r"(?:a\s+)?(?:closer\s+|careful\s+|second\s+|proper\s+|quick\s+)?(?:look|read|review|check)\b",
        # a deferral that names what to check: "hold off until you've checked the disclosure clause", "do not
        # quote any period until the survival clause has been pulled and checked"
        r"\buntil\s+(?:you(?:['’]ve|\s+have)|someone\s+has|counsel\s+has|a\s+(?:lawyer|juriste?)\s+has"
        r"|(?:the|its|that|this)\s+(?=(?:[\w'’–-]+\s+){0,8}?(?:"
        + SECTION_NOUN
        + "|"
        + AGREEMENT_NOUN
        + r")s?\b)"
        r"(?:[\w'’–-]+\s+){0,8}?(?:has|have)\s+been)\s+(?:\w+\s+)?"
        r"(?:checked|reviewed|read|pulled|confirmed|verified|consulted|looked\s+at|seen)\b",
        # a search that would find it: "A fresh query aimed at the restrictions ought to find the clause"
        r"\b(?:a|an)\s+(?:fresh|new|second|another|narrower|targeted|better|wider)\s+(?:query|search|retrieval|lookup)\b"
        r"[^.]{0,120}?\b(?:ought\s+to|should|would|could|might|will|may)\s+(?:\w+\s+)?(?:find|turn\s+up|surface|return"
        r"|bring\s+up|retrieve|locate|get)\b",
        # "You'd want the agreement's Return of Materials clause", "Maybe the side letter covers it?"
        r"\b(?:you|one)\s+would\s+(?:want|need)\s+(?:the|a|an|its|their|to\s+see)\b",
        r"^\W*(?:maybe|perhaps|possibly)\b[^.?]{0,80}?\b(?:covers?|address(?:es)?|says?|has|contains?|deals?\s+with"
        r"|answers?|settles?|would\s+\w+)\b[^.?]*\?",
        # "it is probably in the covenants part", "if such a clause exists"
        r"\b(?:is|are|would\s+be|will\s+be|should\s+be|may\s+be|might\s+be)\s+(?:most\s+)?(?:likely|probably|usually"
        r"|normally|typically|presumably)\s+(?:be\s+)?(?:found\s+|set\s+out\s+|located\s+)?in\b|\bif\s+(?:such\s+an?|any|an?"
        r"|one|the)\s+(?:[\w-]+\s+){0,2}?exists?\b",
        # "One option is to pull section 9", "the best step would be to ask ..."
        r"\b(?:option|step|idea|approach|way|bet|move|course)\s+(?:here\s+)?(?:is|would\s+be|might\s+be)\s+to\s+"
        + _ACTION
        + r"\b",
        r"\bwhere\b[^.]{0,80}?\bwould\s+(?:likely\s+|probably\s+)?(?:appear|be\s+(?:addressed|found|covered|set\s+out|stated"
        r"|dealt\s+with|located|defined))\b",
        # "X is the place to look", "the provision to check", "X is where it would be"
        r"\bthe\s+(?:place|provision|part|one|schedule|"
        + SECTION_NOUN
        + "|"
        + EVIDENCE_NOUN
        + r")s?\s+(?:of\s+(?:the|its|that|this)\s+(?:\w+\s+)?"
        + AGREEMENT_NOUN
        + r"\s+)?to\s+(?:look|check|find|search"
        r"|read|consult|start|pull|request|review)\b|\bwhere\s+to\s+(?:look|check|find|search|start)\b"
        # "A remedies section would be the place for it"
        r"|\b(?:would|will|should|might)\s+be\s+the\s+(?:place|spot)\s+(?:for\s+(?:it|that|this|one)|to\s+look)\b"
        r"|\bis\s+where\b[^.;]{0,80}?\bwould\s+(?:likely\s+|probably\s+|normally\s+)?(?:be|appear|sit|live|go)\b",
        # the step in the passive: "would need to be checked", "the liability section should be checked"
        r"\b(?:(?:would|will|may|might)\s+need\s+to|should|ought\s+to|needs?\s+to|has\s+to|have\s+to|must)\s+be\s+"
        r"(?:checked|reviewed|read|consulted|examined|searched|looked\s+at|pulled|requested|retrieved)\b",
        # what would settle it, named: "need the survival clause of the Brooks agreement", "I'd need to see
        # its schedule", "The survival clause is needed."
        r"(?:^\W*(?:still\s+)?|\b(?:I|we)(?:['’]d|\s+would)\s+(?:still\s+)?)need\s+(?:to\s+(?:see|check|read|review)\s+)?"
        r"(?:the|a|an|its|their)\s+(?:[\w'’–-]+\s+){0,5}?(?:"
        + SECTION_NOUN
        + r"|"
        + AGREEMENT_NOUN
        + r")s?\b",
        r"\b(?:" + SECTION_NOUN + r")s?\s+(?:[\w'’–-]+\s+){0,5}?(?:is|are|would\s+be)\s+needed\b",
        r"\bif\s+the\s+" + AGREEMENT_NOUN + r"\s+(?:has|contains|includes)\b",
        r"\b(?:would|could|might|should)\s+(?:likely\s+|probably\s+)?(?:settle|answer|resolve|clarify|show|tell|confirm"
        r"|decide|determine|govern|say|state)"
        r"\s+(?:this|that|it|the\s+(?:question|point|matter|issue)|whether|if)\b",
    )
)
"""The sentence asks or advises the reader to do something."""

PLACES: tuple[LazyPattern, ...] = tuple(
    lazy(p, _I)
    for p in (
        r"\bthe\s+full\b[^.]{0,60}?\b(?:text|"
        + AGREEMENT_NOUN
        + r")\b|\b(?:entire|complete|whole|original)\s+(?:[\w'’&.-]+\s+){0,3}?(?:text|"
        + AGREEMENT_NOUN
        + r")\b",
        r"\b(?:elsewhere|other\s+sections?|another\s+section|later\s+sections?|an?\s+(?:annex|schedule|exhibit|appendix)"
        r"|the\s+(?:annex|schedule|exhibit|appendix|definitions\s+section))\b|\bwould\s+(?:likely\s+|probably\s+)?be\s+in\b",
        # where the rule would sit: "will be in the body of the agreement", "in its numbered undertakings"
        r"\b(?:be|sits?|appears?|found|look|check|search)\s+(?:in|within)\s+(?:the\s+(?:main\s+|operative\s+)?body\s+of"
        r"\s+the\s+" + AGREEMENT_NOUN + r"|(?:its|the)\s+(?:numbered|operative|substantive)\s+"
        r"(?:undertakings|covenants|clauses|sections|provisions))\b",
        r"\b(?:a\s+lawyer|an\s+attorney|legal\s+counsel|legal\s+advice|your\s+counsel|legal\s+team)\b",
        # "Best place to look is the return paragraph", "Have a read of that part", "take a look at clause 9"
        r"\b(?:best|right|first|obvious|only)\s+place\s+to\s+(?:look|check|start|search)\b"
        r"|^\W*(?:have|take)\s+a\s+(?:(?:quick|closer|proper)\s+)?(?:read|look|glance)\s+(?:of|at|through)\b",
    )
)
"""Where the answer would be: a next step, unless the sentence only says it is missing (``LACKS``)."""
LACKS = lazy(
    r"\b(?:do|does|did)\s+not\s+have\b|\bwithout\b|\bno\s+access\b|\bonly\s+(?:have|got|see|saw)\b"
    r"|\bnot\s+(?:been\s+)?(?:given|provided|shown|retrieved|available|included)\b"
    # a disclaimer: "this does not constitute legal advice", "As an AI, I cannot provide legal advice"
    r"|\b(?:is|are|does|do)\s+not\s+(?:constitute|amount\s+to|replace|substitute|count\s+as)\b|\bnot\s+(?:legal|professional)"
    r"\s+advice\b|\b(?:cannot|can\s+not|unable\s+to|not\s+able\s+to)\s+(?:provide|give|offer)\b",
    _I,
)
NEXT_STEP: tuple[LazyPattern, ...] = _DIRECTIVES + PLACES
"""The sentence points to a next step (what makes a sentence about answering, not about the world)."""

URGENCY = lazy(
    r"\burgent\w*|\bimmediate(?:ly)?\b|\bright\s+away\b|\bas\s+soon\s+as\s+(?:possible|you\s+can)\b|\basap\b"
    r"|\bcritical(?:ly)?\s+(?:risk|danger|issue|consequences?|exposure|liability|situation)\b|\bwarning\b|\balarm\w*"
    r"|\bdanger\w*|\bact\s+now\b|\bdo\s+not\s+delay\b|\bwithout\s+delay\b|\btime[-\s]sensitive\b|\bat\s+once\b"
    r"|\b(?:serious|grave|severe|significant|major|huge)\s+(?:\w+\s+)?(?:risks?|consequences?|liability|legal|trouble"
    r"|mistake|exposure|penalt\w+|damages?)\b|\bdisastr\w*|\bcatastroph\w*|\bjeopard\w*|\bexpose\s+(?:you|yourself)\s+to\b"
    r"|\b(?:act|move|respond)\s+(?:quickly|fast|promptly)\b|\bdo\s+not\s+proceed\b|\bhurry\b|!{2,}"
    r"|\b(?:can|could|may|might|would|will)\s+be\s+(?:(?:very|extremely|hugely)\s+(?:costly|expensive)"
    r"|(?:very\s+|extremely\s+|hugely\s+)?(?:severe|grave|dire|devastating|ruinous|irreversible))\b"
    # a shouted halt opening the advice: "STOP - please don't tell the contractor anything"
    r"|(?-i:(?:^|[.!?]\s+)\W*(?:STOP|HALT)\b)"
    # a risk rating: "HIGH -- treat all of it as unprotected", "the risk level is critical"
    r"|(?-i:^\W*(?:HIGH|CRITICAL|SEVERE)(?:\s+RISK)?\s*(?:[-—–:!]|$))|\brisk\s+(?:level\s+|rating\s+)?(?:is\s+)?"
    r"(?:high|critical|severe)\b",
    _I,
)
"""False urgency or alarm: time pressure ("immediately", "right away") or alarm ("serious legal risk")."""


_EXCLAIMS = lazy(r"!+(?=\s*$|\s+(?!(?i:" + CORPORATE_DESIGNATOR + r"))[A-Z\W])")
"""An exclamation that ends a sentence: not a brand's mark before its designator ("Yahoo! Inc.")."""


_PLEASANTRY = lazy(
    r"^\W*" + phrase_alternation(tuple(p for lang in LANGUAGES for p in entries(lang, "salutation"))) + r"\b",
    _I,
)
"""A greeting or thanks opening a sentence, in any language the lexicon knows (class ``salutation``)."""


def alarms(sentence: str) -> bool:
    """False urgency or alarm (``URGENCY``), or an exclamation beyond a short pleasantry ("Sorry!") or
    a greeting or thanks ("Bonjour et merci de votre confiance !")."""
    text = normalize(sentence)
    if URGENCY.search(text):
        return True
    if _PLEASANTRY.match(text):
        return False
    ends = [m.start() for m in _EXCLAIMS.finditer(text)]  # "Yahoo! agreement" ends no sentence
    return any(len(alpha_words(text[:end])) >= 4 for end in ends)


@lru_cache(maxsize=65536)
def is_meta(sentence: str) -> bool:
    """About answering (declining, explaining, pointing elsewhere), not about the world."""
    return declines(sentence) or any_match(NEXT_STEP, sentence)


_CLAUSE_BREAK = lazy(r"\s+[—–-]{1,2}\s+|[;:]\s+|[—–]|(?<=[A-Za-z]{2})[.!?]+\s+(?=[a-z])")
"""Where a new clause may open with an imperative ("..., at all — please check the schedules"), and
where a sentence written all in lower case ends though the sentence splitter kept it whole ("cannot
answer. check the schedule": a word of two letters or more before the stop, so "e.g. check" is not)."""


@lru_cache(maxsize=65536)
def offers_next_step(sentence: str, cites: bool = False) -> bool:
    """A next step: advice or a request to act (``_DIRECTIVES``, in the sentence or one of its
    clauses), or a place to look (``PLACES``) that is not only said to be missing. A cited passage the
    sentence says what it is ("the only passages are its preamble [x:1]") is the refusal's reason, no
    next step by itself (the labels of styles_v2-v4 say so); ``cites`` is kept for the callers."""
    del cites
    if fires("next_step.generic", sentence):
        return False
    if any_match(_DIRECTIVES, sentence):
        return True
    if any(fires(f"next_step.{c}", sentence) for c in ("search_advice", "offer_to_check", "hand_off")):
        return True
    if any_match(PLACES, sentence) and not LACKS.search(normalize(sentence)):
        return True
    clauses = _CLAUSE_BREAK.split(normalize(sentence))[1:]  # "..., at all — please check the schedules"
    return any(any_match(_DIRECTIVES, c) for c in clauses if c.strip())


@dataclass(frozen=True)
class RefusalQuality:
    """The three parts of a refusal's quality and the 0-3 score they add up to."""

    explains: bool
    next_step: bool
    urgent: bool
    false_reason: str = ""
    """Why the reason it gives is not true of the retrieval set (then it earns no "explains" point)."""

    @property
    def score(self) -> int:
        both = self.explains and self.next_step
        return int(self.explains) + int(self.next_step) + int(both and not self.urgent)

    def rationale(self) -> str:
        parts = [
            "explains why"
            if self.explains
            else f"its reason is false ({self.false_reason})"
            if self.false_reason
            else "gives no reason",
            "offers a next step" if self.next_step else "offers no next step",
        ]
        if self.explains and self.next_step:
            parts.append("with false urgency" if self.urgent else "calmly")
        return f"refusal_quality {self.score}: " + ", ".join(parts)


def refusal_quality(sentences: Sequence[tuple[str, bool]]) -> RefusalQuality:
    """Score a refusal from its sentences: (plain text, whether it cites a passage) each."""
    reason = any(explains(s, cites) for s, cites in sentences)
    # an agent's plan ("Plan: find the clause; answer") is what it means to do, not advice to the reader
    next_step = any(offers_next_step(s, cites) for s, cites in sentences if not fires("cot.agent_step", s))
    texts = [s for s, _ in sentences]
    urgent = any(alarms(_brand_rejoined(texts, i)) for i in range(len(texts)))
    return RefusalQuality(explains=reason, next_step=next_step, urgent=urgent)


_DESIGNATOR_START = lazy(r"^\s*(?:" + CORPORATE_DESIGNATOR + r")(?!\w)", _I)


def _brand_rejoined(texts: Sequence[str], i: int) -> str:
    """Sentence ``i``, joined to the next when a brand's mark ended it ("... between Yahoo!" + "Inc. and
    Restrac ..."): the splitter's cut is no exclamation."""
    text = texts[i]
    if text.rstrip().endswith("!") and i + 1 < len(texts) and _DESIGNATOR_START.match(texts[i + 1]):
        return f"{text} {texts[i + 1]}"
    return text


__all__ = [
    "DECLINE",
    "EXPLAIN",
    "NEXT_STEP",
    "PLACES",
    "SPECIFIC_REASONS",
    "URGENCY",
    "RefusalQuality",
    "alarms",
    "any_match",
    "declines",
    "explains",
    "is_meta",
    "normalize",
    "offers_next_step",
    "refusal_quality",
]
