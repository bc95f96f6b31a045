"""How models decline, explain, point elsewhere and raise alarm: the refusal inventory, and the
three parts of ``refusal_quality`` read from a refusal's sentences.

Cue families (case-insensitive patterns over one sentence, listed below in full):

- DECLINE: the sentence says it cannot or will not answer ("I don't have enough information to
  answer that", "I'm sorry, but I can't say", "It is unclear whether ...", "cannot be
  determined", "I'd rather not guess", a bare "Unknown" / "N/A" / "Not stated").
- EXPLAIN: it says the evidence is lacking ("the passages don't settle this", "None of them
  states ...", "the agreement is silent on ..."). It is a *reason* (``explains``) only when it
  names what is lacking ("None of them states whether oral disclosures are covered") or is a
  SPECIFIC_REASON ("the passages shown come from other agreements", "nothing was retrieved"):
  a generic "I don't have enough information" or "the passages don't settle this" is not.
- NEXT_STEP: it offers a next step: the closest passages and why, where to look, how to narrow
  or rephrase, whom to ask, imperatives included ("Check the full NDA", "Look at section 7").
  A cited id inside a refusal counts as a next step only when its sentence says what the
  passage is ("[x:3] covers the term of the agreement").
- URGENCY: false urgency or alarm ("urgent", "immediately", "serious risk", "you must", "!").

``refusal_quality`` = explains (+1) + next step (+1) + (+1 when it does both without urgency).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from harness.text.tokenize import alpha_words

_I = re.I
_NEG = (
    r"(?:do\s+not|don'?t|does\s+not|doesn'?t|did\s+not|didn'?t|cannot|can'?t|can\s+not|could\s+not|couldn'?t)"
)
_PASSAGES = (
    r"(?:passages?|context|documents?|sources?|excerpts?|texts?|snippets?|materials?|information\s+(?:provided|given|shown)"
    r"|retriev\w*|provided|given|they|them|results?|search)"
)
"""The evidence shown (not the agreement: "the agreement does not cover X" is a claim about it)."""
_COVER = (
    r"(?:mention|say|state|address|cover|contain|specify|discuss|include|provide|indicate|show|answer|speak\s+to"
    r"|deal\s+with|settle|establish|resolve|refer\s+to|touch\s+on|concern|relate\s+to|apply|define|describe"
    r"|explain|clarify|give|offer|confirm|support|determine|tell|reference|identify|list|go\s+into|have)"
)
_EVIDENCE = (
    r"(?:evidence|information|info|mention|details?|data|support|reference|indication|statement|language"
    r"|clause|provision|term|wording|passages?|context|basis|guidance|answer|record|text)"
)

DECLINE: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, _I)
    for p in (
        r"\b(?:I|we)\s*(?:do\s+not|don'?t|cannot|can'?t|can\s+not|am\s+unable\s+to|'m\s+unable\s+to|am\s+not\s+able\s+to"
        r"|'m\s+not\s+able\s+to|could\s+not|couldn'?t|have\s+no\s+way\s+to|won'?t\s+be\s+able\s+to|will\s+not\s+be\s+able\s+to"
        r"|would\s+not\s+be\s+able\s+to|am\s+not\s+in\s+a\s+position\s+to|'m\s+not\s+in\s+a\s+position\s+to|do\s+not\s+want\s+to"
        r"|don'?t\s+want\s+to|would\s+rather\s+not|'d\s+rather\s+not|won'?t|will\s+not|shouldn'?t|should\s+not)\s+"
        r"(?:really\s+|reliably\s+|definitively\s+|confidently\s+|accurately\s+)?(?:know|tell|say|answer|determine|find"
        r"|confirm|verify|locate|identify|provide|give|see|speak|comment|assess|establish|conclude|be\s+(?:certain|sure)"
        r"|guess|speculate|offer|draw)\b",
        r"\b(?:I|we)\s*(?:do\s+not|don'?t|did\s+not|didn'?t)\s+have\s+(?:enough|sufficient|any|the|adequate|access|clear"
        r"|specific|relevant|reliable|information|context|details|data|evidence|knowledge)",
        r"\b(?:I|we)\s*(?:have|had)\s+no\s+(?:information|knowledge|data|details|evidence|context|way|basis|access)\b",
        r"\b(?:cannot|can'?t|can\s+not|unable\s+to|not\s+possible\s+to|impossible\s+to|not\s+able\s+to|no\s+way\s+to"
        r"|no\s+basis\s+(?:to|for)|hard\s+to|difficult\s+to)\s+(?:be\s+)?(?:reliably\s+|definitively\s+|confidently\s+)?"
        r"(?:answer|determine|confirm|verify|tell|say|establish|assess|answered|determined|confirmed|verified"
        r"|established|conclude|concluded|infer|inferred|judge|know|known|said|told|guess|give)",
        r"\bI\s+(?:must|have\s+to|will|would|need\s+to)\s+(?:respectfully\s+)?(?:decline|refrain|abstain|pass)\b"
        r"|\bI\s+decline\b|\brather\s+than\s+guess|\bwithout\s+guessing\b|\bnot\s+(?:going|willing)\s+to\s+guess\b",
        r"\b(?:not|n't)\s+(?:sure|certain)\b|\bno\s+answer\b|\bno\s+way\s+to\s+(?:know|tell)\b",
        r"\b(?:is|remains|are|seems|appears)\s+(?:unclear|uncertain|unknown|undetermined|indeterminate|not\s+clear"
        r"|not\s+certain|not\s+known|ambiguous|unanswerable|not\s+answerable|open)\b",
        r"\b(?:cannot|can'?t|can\s+not|unable\s+to|not\s+able\s+to)\s+(?:give|provide|offer|make)\s+(?:you\s+)?"
        r"(?:a|an|any)?\s*(?:definitive|definite|clear|reliable|confident|firm|accurate|specific)?\s*"
        r"(?:answer|response|determination|conclusion|assessment)",
        r"^\W*(?:unknown|n/?a|none|not\s+stated|not\s+specified|not\s+mentioned|not\s+addressed|undetermined"
        r"|unanswerable|cannot\s+(?:be\s+)?determined?|insufficient\s+\w+|not\s+enough\s+\w+|no\s+evidence"
        r"|no\s+information|unclear|uncertain|i\s+don'?t\s+know|don'?t\s+know|no\s+idea)\W*$",
        r"\b(?:unfortunately|regrettably|sadly)\b[^.]{0,60}\b(?:not|no|n't|unable|cannot)\b",
        r"\binsufficient\s+(?:information|evidence|context|data|detail)",
        r"\b(?:not\s+enough|too\s+little)\s+(?:information|evidence|context|data|detail)",
        # everyday wordings: "that isn't something I can say", "I'm sorry, but there is nothing on it",
        # "the passages don't let me answer", "nothing here allows me to conclude"
        r"\b(?:not|n't)\s+(?:something|anything|a\s+(?:question|point|thing))\s+(?:that\s+)?(?:I|we)\s+(?:can|could|am\s+able\s+to)"
        r"(?:\s+\w+ly)?\s+(?:know|tell|say|answer|determine|confirm|verify|establish|conclude|settle|assess|judge)\b",
        r"\b(?:I'?m|I\s+am|we'?re|we\s+are)\s+(?:very\s+|really\s+|so\s+)?sorry\b[^.]{0,60}?"
        r"\b(?:not|no|nothing|n't|unable|cannot|none)\b|^\W*sorry\b[^.]{0,60}?\b(?:not|no|nothing|n't|unable|cannot|none)\b",
        r"\b(?:doesn'?t|does\s+not|don'?t|do\s+not|didn'?t|did\s+not|won'?t|will\s+not|cannot|can'?t|isn'?t|is\s+not"
        r"|aren'?t|are\s+not|nothing\s+(?:here\s+|there\s+)?(?:lets?|allows?|enables?|permits?))\s*"
        r"(?:let(?:ting)?|allow(?:ing)?|enable|enough\s+to\s+let|permit|lets?|allows?|enables?|permits?)?\s*(?:me|us|one)\s+"
        r"(?:to\s+)?(?:answer|determine|tell|say|confirm|conclude|establish|settle|know|verify|judge)\b",
    )
)
"""The sentence says it cannot or will not answer."""

EXPLAIN: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, _I)
    for p in (
        r"\b(?:no|not\s+any|none\s+of\s+the|insufficient|not\s+enough|lack\s+of|lacks?|lacking|missing|absence\s+of"
        r"|without\s+any|no\s+relevant|no\s+specific|no\s+explicit|no\s+direct)\s+(?:[\w'’-]+\s+){0,3}?"
        + _EVIDENCE
        + r"\b",
        r"\b" + _PASSAGES + r"\b[^.,;]{0,60}?\b" + _NEG + r"\s+(?:\w+ly\s+)?" + _COVER + r"\b",
        r"\bnone\s+of\s+(?:them|these|those|the\s+\w+)\b",
        r"\b(?:neither|nor)\s+(?:passage|document|excerpt|source)\b",
        r"\bnot\s+(?:\w+ly\s+)?(?:mentioned|addressed|specified|stated|discussed|covered|included|found|present"
        r"|defined|described|referenced|provided|given|there|shown|listed|contained|available|dealt\s+with)\b",
        r"\b" + _PASSAGES + r"\b[^.]{0,40}?\b(?:is|are|remain|remains)\s+silent\b",
        r"\b(?:says?|states?|mentions?|provides?|contains?|specif(?:y|ies)|offers?)\s+nothing\b",
        r"\bnothing\s+(?:in|among|within)\s+(?:the\s+|these\s+|those\s+)?(?:passages?|context|documents?|excerpts?"
        r"|sources?|provided|retrieved|given|text|materials?)\b|\bnothing\s+(?:here|there)\b"
        r"|\bthere\s+is\s+nothing\s+(?:about|on|regarding|concerning|in\s+the\s+(?:passages?|context|documents?|excerpts?))\b",
        r"\b(?:I|we)\s*(?:could|can|did|do)(?:\s+not|n'?t)\s+(?:find|locate|see|spot|identify)\b",
        r"\b(?:doesn'?t|does\s+not|don'?t|do\s+not|didn'?t|did\s+not)\s+(?:appear|seem)\s+to\s+(?:be|mention|address"
        r"|cover|contain|say|discuss|include)",
        r"\b(?:no|none)\s+(?:such|similar|comparable|relevant|matching)\b",
        r"\b(?:no|none\s+of\s+the)\s+(?:retrieved|provided|given|shown|available)\b",
        r"\bwould\s+need\s+(?:more|additional|further|the\s+full|to\s+see)\b",
    )
)
"""The sentence says what the evidence lacks; a reason only when it names what (see ``explains``)."""

SPECIFIC_REASONS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, _I)
    for p in (
        r"\b(?:come|comes|came|are|is|were|was|belong|belongs|drawn|taken)\s+(?:all\s+)?(?:from|to)\s+(?:a\s+|an\s+)?"
        r"(?:other|different|another|unrelated|separate|third)\s+(?:\w+\s+)?(?:agreements?|contracts?|documents?|ndas?"
        r"|parties|reports?|compan\w+)",
        r"\b(?:other|different|another|unrelated|separate)\s+(?:agreements?|contracts?|documents?|ndas?|reports?)\b",
        r"\b(?:only|merely|just)\s+(?:discuss|cover|address|mention|concern|relate|deal|talk|describe|refer|define"
        r"|name|list|set|state|say|identif|give)\w*\b",
        r"\b(?:from|to|of)\s+(?:the\s+)?[^.;]{0,80}?\b(?:agreements?|contracts?|ndas?)\b,?\s+(?:and\s+)?not\s+(?:the|this|that)\b",
        r"\bbelongs?\s+to\s+(?:the\s+|a\s+|an\s+|another\s+)?[^.;]{0,60}?\b(?:agreements?|contracts?|ndas?)\b",
        r"\b(?:about|concern|concerns|cover|covers|relate\s+to|relates\s+to|deal\s+with|deals\s+with)\s+"
        r"(?:other|different|unrelated|separate)\s+(?:topics?|matters?|clauses?|issues?|subjects?|points?|obligations?)",
        r"\b(?:nothing|no\s+passages?|no\s+documents?|no\s+results?|no\s+context|no\s+excerpts?)\b[^.]{0,25}?"
        r"\b(?:retrieved|returned|found|provided|given|shown|available|came\s+back)\b",
        r"\bretriev\w*\s+(?:set\s+|step\s+|results?\s+)?(?:is\s+|was\s+|were\s+|came\s+back\s+)?empty\b",
        r"\bout\s+of\s+scope\b|\boutside\s+(?:the\s+)?(?:scope|corpus|documents?|passages?|context)\b|\bbeyond\s+"
        r"(?:the\s+scope|what\s+the)",
        r"\bonly\s+(?:about|on|concerning|regarding)\b",
        r"\b(?:covers?|concerns?|is\s+about|are\s+about|deals?\s+with|address(?:es)?|relates?\s+to|discuss(?:es)?)\b"
        r"[^.;]{1,100}?,?\s+(?:but\s+)?not\s+(?:about\s+|on\s+|with\s+)?\w+",
    )
)
"""Reasons by themselves: the passages are from other agreements or topics, nothing was retrieved."""

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
)
GENERIC_WORDS: frozenset[str] = frozenset(w for line in _GENERIC_LINES for w in line.split())
"""Words that name no content: "the passages don't settle this" gives no reason."""


def _names_content(sentence: str) -> bool:
    plain = re.sub(r"\[[^\]]*\]|\([^)]*:\d+[^)]*\)", " ", sentence)
    return any(w.lower() not in GENERIC_WORDS for w in alpha_words(plain))


@lru_cache(maxsize=65536)
def explains(sentence: str) -> bool:
    """A reason: what the evidence lacks, naming it ("the passages do not mention solicitation"), or
    why it does not apply ("they come from other agreements", "nothing was retrieved")."""
    if any_match(SPECIFIC_REASONS, sentence):
        return True
    return any_match(EXPLAIN, sentence) and _names_content(sentence)


NEXT_STEP: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, _I)
    for p in (
        r"\b(?:closest|nearest|most\s+relevant|most\s+related|comes?\s+closest|best\s+match|related\s+passages?)\b",
        r"\b(?:you|the\s+user|one|users?|a\s+reader|readers?)\s+(?:may|might|could|can|should|would|will)\s+(?:want\s+to\s+"
        r"|wish\s+to\s+|need\s+to\s+|have\s+to\s+|like\s+to\s+)?(?:check|look|consult|review|search|ask|narrow|rephrase"
        r"|specify|refer|read|contact|try|provide|verify|confirm|obtain|examine|compare|see|find|share|clarify|reach"
        r"|request|seek|inspect|get|speak|talk|open)\b",
        r"\b(?:try|trying|consider|recommend|suggest|advise|propose)\w*\s+(?:that\s+you\s+\w+\s+|to\s+\w+\s+|you\s+\w+\s+)?"
        r"(?:searching|asking|narrowing|rephrasing|looking|checking|consulting|reviewing|reading|specifying|providing"
        r"|contacting|verifying|obtaining|examining|comparing|sharing|clarifying|the\s+full|a\s+lawyer|legal"
        r"|an?\s+attorney|counsel)\b",
        r"\bnarrow(?:ing)?\s+(?:the|your|it|down)\b|\brephras\w*\b|\bmore\s+specific\s+(?:question|query)\b",
        r"\bwhere\s+to\s+look\b|\b(?:may|might|could|would|is\s+likely\s+to)\s+be\s+(?:found|covered|addressed|answered"
        r"|set\s+out|dealt\s+with|located)\s+(?:in|by|elsewhere)\b",
        r"\b(?:consult|refer\s+to)\b|\bsee\s+(?:passage|section|clause|article|\[|the\s+full)",
        r"\bthe\s+full\s+(?:text|document|agreement|report|contract|nda)\b|\b(?:entire|complete|whole)\s+"
        r"(?:text|document|agreement|report|contract|nda)\b",
        r"^\W*(?:please\s+)?(?:check|look|consult|review|search|ask|narrow|rephrase|refer|read|see|contact|try|verify"
        r"|provide|share|examine|compare|find|locate|obtain|reach\s+out|request|seek|inspect|open|pull)\b",
        r"\b(?:elsewhere|other\s+sections?|another\s+section|later\s+sections?|an?\s+(?:annex|schedule|exhibit|appendix)"
        r"|the\s+(?:annex|schedule|exhibit|appendix|definitions\s+section))\b",
        r"\bif\s+you\s+(?:can\s+|could\s+)?(?:share|provide|send|paste|upload|point|give|clarify|have|tell)\b",
        r"\b(?:a\s+lawyer|an\s+attorney|legal\s+counsel|legal\s+advice|your\s+counsel|legal\s+team)\b",
        r"\b(?:more|additional|further)\s+(?:context|passages?|documents?|information)\s+(?:would|could|might|may|is\s+needed"
        r"|are\s+needed)\b",
        r"\b(?:worth|helpful|useful|best)\s+(?:to\s+)?(?:check|checking|looking|reviewing|reading|consulting|asking)\b",
        r"\bnext\s+step\b",
        r"\bwhere\b[^.]{0,80}?\bwould\s+(?:likely\s+|probably\s+)?(?:appear|be\s+(?:addressed|found|covered|set\s+out|stated"
        r"|dealt\s+with|located|defined))\b|\bis\s+(?:the\s+place|where)\s+to\s+(?:look|check|find)\b",
        r"\b(?:would|will|may|might)\s+need\s+to\s+be\s+(?:checked|reviewed|read|consulted|examined|searched)\b",
        r"\bthe\s+full\b[^.]{0,60}?\b(?:agreement|contract|nda|text|document|report)\b",
        r"\bif\s+the\s+(?:agreement|contract|nda|document|report)\s+(?:has|contains|includes)\b",
        r"\b(?:would|could|might|should)\s+(?:likely\s+|probably\s+)?(?:settle|answer|resolve|clarify|show|tell|confirm)"
        r"\s+(?:this|that|it|the\s+(?:question|point|matter|issue))\b",
    )
)
"""The sentence offers a next step."""

DESCRIBES = re.compile(
    r"(?<!not\s)(?<!n't\s)\b(?:covers?|concerns?|deals?\s+with|discuss(?:es)?|is\s+about|are\s+about|address(?:es)?"
    r"|describes?|sets?\s+out|governs?|relates?\s+to|mentions?|defines?|is\s+on|are\s+on|on\s+how|on\s+the"
    r"|about\s+the|regarding|talks?\s+about|touch(?:es)?\s+on|closest|nearest|most\s+relevant)\b",
    _I,
)
"""A sentence that says what a passage is (so its cited id is a next step in a refusal)."""

URGENCY = re.compile(
    r"\burgent\w*|\bimmediate(?:ly)?\b|\bright\s+away\b|\bas\s+soon\s+as\s+possible\b|\basap\b"
    r"|\bcritical(?:ly)?\b|\bwarning\b|\balarm\w*|\bdanger\w*|\bact\s+now\b|\bdo\s+not\s+delay\b"
    r"|\bwithout\s+delay\b|\btime[-\s]sensitive\b|\bserious\s+(?:risk|consequences?|liability|legal)\b"
    r"|\byou\s+must\b|\bat\s+once\b|!",
    _I,
)
"""False urgency or alarm."""


def any_match(patterns: Sequence[re.Pattern[str]], text: str) -> bool:
    return any(p.search(text) for p in patterns)


@lru_cache(maxsize=65536)
def declines(sentence: str) -> bool:
    """A decline or absence cue: the sentence says it cannot answer, or that the evidence is lacking."""
    return (
        any_match(DECLINE, sentence) or any_match(EXPLAIN, sentence) or any_match(SPECIFIC_REASONS, sentence)
    )


@lru_cache(maxsize=65536)
def is_meta(sentence: str) -> bool:
    """About answering (declining, explaining, pointing elsewhere), not about the world."""
    return declines(sentence) or any_match(NEXT_STEP, sentence)


@dataclass(frozen=True)
class RefusalQuality:
    """The three parts of a refusal's quality and the 0-3 score they add up to."""

    explains: bool
    next_step: bool
    urgent: bool

    @property
    def score(self) -> int:
        both = self.explains and self.next_step
        return int(self.explains) + int(self.next_step) + int(both and not self.urgent)

    def rationale(self) -> str:
        parts = [
            "explains why" if self.explains else "gives no reason",
            "offers a next step" if self.next_step else "offers no next step",
        ]
        if self.explains and self.next_step:
            parts.append("with false urgency" if self.urgent else "calmly")
        return f"refusal_quality {self.score}: " + ", ".join(parts)


def refusal_quality(sentences: Sequence[tuple[str, bool]]) -> RefusalQuality:
    """Score a refusal from its sentences: (plain text, whether it cites a passage) each."""
    reason = any(explains(s) for s, _ in sentences)
    next_step = any(
        any_match(NEXT_STEP, s) or (cites and bool(DESCRIBES.search(s))) for s, cites in sentences
    )
    urgent = any(bool(URGENCY.search(s)) for s, _ in sentences)
    return RefusalQuality(explains=reason, next_step=next_step, urgent=urgent)
