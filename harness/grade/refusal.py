"""Refusal cues and ``refusal_quality`` 0-3, read from the answer text by documented patterns.

Cue families (case-insensitive regular expressions, listed below in full):

- DECLINE: the answer says it cannot or will not answer ("I don't know", "cannot determine",
  "unable to answer", a bare "Final answer: Unknown / Not stated / N/A").
- EXPLAIN: it says why (no evidence/information in the passages for the point, the passages or
  the agreement do not mention/address it, nothing was retrieved, out of scope).
- NEXT_STEP: it offers a next step (names the closest passages, says where to look, suggests
  narrowing or rephrasing the question, consulting a section or the full document). Citing a
  passage inside a refusal counts as naming the closest passage it found.
- URGENCY: false urgency or alarm ("urgent", "immediately", "critical", "warning", "you must",
  "serious risk", an exclamation mark).

``refusal_quality`` = explains (+1) + next step (+1) + (+1 when it does both and has no
urgency cue). A flat "I don't know." scores 0; reason only or next step only scores 1; both
with alarm language scores 2; both, calmly, scores 3.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_I = re.I

DECLINE: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, _I)
    for p in (
        r"\bI\s+(?:do\s+not|don'?t|cannot|can'?t|can\s+not|am\s+unable\s+to|'m\s+unable\s+to|am\s+not\s+able\s+to"
        r"|could\s+not|couldn'?t|have\s+no\s+way\s+to)\s+(?:know|tell|say|answer|determine|find|confirm|verify"
        r"|locate|identify|provide|give)\b",
        r"\b(?:cannot|can'?t|can\s+not|unable\s+to|not\s+possible\s+to|impossible\s+to|not\s+able\s+to)\s+"
        r"(?:be\s+)?(?:answer|determine|confirm|verify|tell|say|establish|assess|answered|determined|confirmed)",
        r"\bI\s+(?:must|have\s+to|will)\s+decline\b|\bI\s+decline\b",
        r"\b(?:not\s+sure|no\s+answer|no\s+way\s+to\s+(?:know|tell))\b",
        r"^\W*(?:unknown|n/?a|none|not\s+stated|not\s+specified|not\s+mentioned|undetermined"
        r"|cannot\s+(?:be\s+)?determined?|insufficient\s+\w+|no\s+evidence)\W*$",
    )
)

EXPLAIN: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, _I)
    for p in (
        r"\b(?:no|not\s+any|none\s+of\s+the|insufficient|not\s+enough|lack\s+of|lacks?)\b[^.]{0,30}?"
        r"\b(?:evidence|information|mention|details?|data|support|passages?\s+(?:on|about|address|mention|cover))",
        r"\b(?:passages?|context|documents?|sources?|excerpts?|text|retrieved)\b[^.]{0,60}?"
        r"\b(?:do|does|did)(?:\s+not|n'?t)\s+(?:mention|say|state|address|cover|contain|specify|discuss|include"
        r"|provide|indicate|show|answer|speak\s+to|deal\s+with)\b",
        r"\b(?:agreement|contract|nda|report)\b[^.]{0,60}?\b(?:do|does|did)(?:\s+not|n'?t)\s+"
        r"(?:mention|say|state|address|specify|discuss|speak\s+to|deal\s+with)\b",
        r"\bnot\s+(?:mentioned|addressed|specified|stated|discussed)\b",
        r"\bnot\s+(?:covered|provided|included|found)\s+(?:in|by|among)\s+(?:the\s+|any\s+)?"
        r"(?:passages?|context|documents?|sources?|excerpts?|retrieved)",
        r"\bno\s+(?:such\s+)?(?:nda|agreement|contract|document|report)\b[^.]{0,80}?\b(?:in|among|within)\s+"
        r"(?:the\s+)?(?:passages?|context|documents?|corpus|provided|retrieved)",
        r"\bsilent\b",
        r"\b(?:nothing|no\s+passages?|no\s+documents?|no\s+results?|no\s+context)\b[^.]{0,25}?"
        r"\b(?:retrieved|returned|found|provided|given)\b",
        r"\bretriev\w*\s+(?:set\s+|step\s+|results?\s+)?(?:is\s+|was\s+|were\s+|came\s+back\s+)?empty\b",
        r"\bout\s+of\s+scope\b|\boutside\s+(?:the\s+)?(?:scope|corpus|documents?|passages?)\b",
        r"\b(?:could|can)(?:\s+not|n'?t)\s+(?:find|locate|see)\b[^.]{0,80}?\b(?:in|among|within|from)\s+"
        r"(?:the\s+|any\s+)?(?:passages?|context|documents?|sources?|excerpts?|provided|retrieved|agreement)",
    )
)

NEXT_STEP: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, _I)
    for p in (
        r"\b(?:closest|nearest|most\s+relevant|most\s+related)\b",
        r"\b(?:you|the\s+user|one)\s+(?:may|might|could|can|should|would)\s+(?:want\s+to\s+|wish\s+to\s+|need\s+to\s+)?"
        r"(?:check|look|consult|review|search|ask|narrow|rephrase|specify|refer|read|contact|try|provide)\b",
        r"\b(?:try|consider|recommend|suggest)\w*\s+(?:searching|asking|narrowing|rephrasing|looking|checking"
        r"|consulting|reviewing|reading|specifying|providing)\b",
        r"\bnarrow(?:ing)?\s+(?:the|your|it|down)\b|\brephras\w*\b|\bmore\s+specific\s+question\b",
        r"\bwhere\s+to\s+look\b|\bmay\s+be\s+(?:found|covered|addressed|answered)\s+(?:in|by)\b",
        r"\b(?:consult|refer\s+to)\b|\bsee\s+(?:passage|section|clause|article|\[)",
        r"\bthe\s+full\s+(?:text|document|agreement|report)\b",
    )
)

URGENCY = re.compile(
    r"\burgent\w*|\bimmediate(?:ly)?\b|\bright\s+away\b|\bas\s+soon\s+as\s+possible\b|\basap\b"
    r"|\bcritical(?:ly)?\b|\bwarning\b|\balarm\w*|\bdanger\w*|\bact\s+now\b|\bdo\s+not\s+delay\b"
    r"|\bwithout\s+delay\b|\btime[-\s]sensitive\b|\bserious\s+(?:risk|consequences?|liability|legal)\b"
    r"|\byou\s+must\b|\bat\s+once\b|!",
    _I,
)
_PASSAGE_REF = re.compile(r"\[[^\[\]]*[A-Za-z][\w.\-]*:\d+[^\[\]]*\]|\bpassage\s+[A-Za-z][\w.\-]*:\d+", _I)


def _any(patterns: tuple[re.Pattern[str], ...], text: str) -> bool:
    return any(p.search(text) for p in patterns)


def declines(text: str) -> bool:
    """A DECLINE or EXPLAIN cue: the text says it will not or cannot answer, or why not."""
    return _any(DECLINE, text) or _any(EXPLAIN, text)


def is_meta_sentence(sentence: str) -> bool:
    """A sentence about answering (declining, explaining, pointing elsewhere), not about the world."""
    return _any(DECLINE, sentence) or _any(EXPLAIN, sentence) or _any(NEXT_STEP, sentence)


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


def refusal_quality(text: str) -> RefusalQuality:
    """Score a refusal's text 0-3 (see the module docstring)."""
    return RefusalQuality(
        explains=_any(EXPLAIN, text),
        next_step=_any(NEXT_STEP, text) or bool(_PASSAGE_REF.search(text)),
        urgent=bool(URGENCY.search(text)),
    )
