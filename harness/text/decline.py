"""Whether a sentence declines: the inventory of how models say they cannot or will not answer,
and of how they say the evidence is lacking, written once over sentences with their contractions
spelled out (``normalize``: "isn't" -> "is not", "I'm" -> "I am", curly apostrophes straightened).

- DECLINE: it says it cannot or will not answer ("I don't have enough information to answer
  that", "I'm sorry, but I can't say", "It is unclear whether ...", "cannot be determined", "I'd
  rather not guess", "That's not something the excerpts tell us", a bare "Unknown" / "N/A").
- EXPLAIN: it says the evidence is lacking ("the passages don't settle this", "None of them
  states ...", "none addresses X", "the agreement is silent on ...", "that's not in the text").
- SPECIFIC_REASONS: a reason by itself: the passages come from other agreements or topics,
  nothing was retrieved, the clause is cut off (truncated, stops at a dash or mid-sentence, the
  rest was not retrieved).

How good a refusal is (reason, next step, urgency) is read in ``harness.text.refusal``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from harness.read.cues import cue, fires
from harness.read.lazy import LazyPattern, lazy, search_any
from harness.read.lexicon import (
    AGREEMENT_NOUN,
    ANOTHER_AGREEMENT,
    EVIDENCE_NOUN,
    GLOSS,
    LANGUAGES,
    OTHER_PARTIES,
    RESULT_NOUN,
    SECTION_NOUN,
    WHOLE_AGREEMENT_NOUN,
    all_entries,
    entries,
    phrase_alternation,
    spaced,
)
from harness.text.values import claim_values

_I = re.I
_FINITE = phrase_alternation(tuple(w for e in entries("en", "finite") for w in e.split()))
"""A finite verb (lexicon class ``finite``): a "no" before one is a determiner of a statement."""
_NEG = (
    r"(?:do\s+not|don'?t|does\s+not|doesn'?t|did\s+not|didn'?t|cannot|can'?t|can\s+not|could\s+not|couldn'?t)"
)
_PASSAGES = (
    r"(?:"
    + EVIDENCE_NOUN
    + r"|information\s+(?:provided|given|shown)|retriev\w*|provided|given|they|them|results?|search"
    # what the retrieval gave, named by how it came: "the bits that came back", "the clauses that were shown"
    + r"|(?<=\bwhat\s)came\s+back|(?:that|which)\s+(?:came\s+back|(?:was|were|got)\s+"
    + r"(?:retrieved|returned|pulled\s+up|shown|provided)))"
)
"""The evidence shown (not the agreement: "the agreement does not cover X" is a claim about it)."""
_COVER = (
    r"(?:mention|say|state|address|cover|contain|specify|discuss|include|provide|indicate|show|answer|speak\s+to"
    r"|deal\s+with|settle|establish|resolve|refer\s+to|touch\s+on|concern|relate\s+to|apply|define|describe"
    r"|explain|clarify|give|offer|confirm|support|determine|tell|reference|identify|list|go\s+into|set|name|fix|stipulate"
    r"|have(?!\s+to\b))"
)
"""What evidence does or fails to do ("they don't have it"; "they don't have to give it back" is a duty)."""
_TERSE_DECLINE = phrase_alternation(entries("en", "terse_decline"))
_UNDECIDABLE = (
    r"(?:un|not\s+(?:\w+ly\s+)?)"
    r"(?:determin|answer|assess|ascertain|decid|verifi|confirm|establish|quantifi)able"
)
"""A question said to admit no answer by an "-able" adjective ("not assessable", "unverifiable")."""
_DECLINE_TAIL = phrase_alternation(entries("en", "decline_tail"))
"""What may trail a terse decline ("no idea sry", "idk for sure"): lexicon ``decline_tail``."""
"""A chat decline ("no idea", "idk"): the lexicon ``terse_decline`` class, the one source."""
_REASON_END = r"(?=\s*(?:[.,;:!?()\[\]—–]|-\s|$)|\s+(?:on|about|regarding|concerning|for|of|as\s+to)\b)"
"""Where a terse reason ("no cap in the passages") ends: a clause break or what it is about, never a verb
("No copies in any of the passages are allowed ..." is a statement about copies)."""
_EVIDENCE = (
    r"(?:evidence|information|info|mention|details?|data|support|reference|indication|statement|language"
    r"|provision|term|wording|basis|guidance|answer|record|part|page|"
    + EVIDENCE_NOUN
    + "|"
    + SECTION_NOUN
    + ")"
)

APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'"})
_CONTRACTIONS: tuple[tuple[LazyPattern, str], ...] = tuple(
    (lazy(p, _I), r)
    for p, r in (
        (r"\bcan't\b", "cannot"),
        (r"\bwon't\b", "will not"),
        (r"\bshan't\b", "shall not"),
        (r"n't\b", " not"),
        (r"'m\b", " am"),
        (r"'re\b", " are"),
        (r"'ve\b", " have"),
        (r"'ll\b", " will"),
        (r"\b(I|you|we|they|he|she|it)'d\b", r"\1 would"),
        (r"\b(it|that|there|what|here|this|who|where|which|nothing)'s\b", r"\1 is"),
    )
)


_INITIAL = lazy(r"\b([A-Z])\.(?=\s+[A-Z])", 0)
"""A name's initial ("R. J. Seifert"): its stop ends no clause."""


@lru_cache(maxsize=65536)
def normalize(sentence: str) -> str:
    """The sentence with curly apostrophes straightened, contractions spelled out ("isn't" -> "is
    not", "I'm" -> "I am", "can't" -> "cannot") and initials without their stop ("R. J. Seifert" ->
    "R J Seifert"), so each cue is written once, in full."""
    text = sentence.translate(APOSTROPHES)
    if ". " in text:
        text = _INITIAL.sub(r"\1", text)
    if "'" in text:
        for pattern, full in _CONTRACTIONS:
            text = pattern.sub(full, text)
    return text


_SHOWN = r"(?:\b(?:" + EVIDENCE_NOUN + r"|results?|clauses?|sections?|they|these|those|one)\b|\])[^.;]{0,60}?"
"""The evidence shown as a sentence's subject, or a cited id: "[x:3] only names the parties"."""
_ONLY_ABOUT = (
    r"\b(?:only|merely|just)\s+(?:discuss|cover|address|mention|concern|relate|deal|talk|describe|refer|define|name"
    r"|list|set|state|say|identif|give)\w*\b",
    r"\bonly\s+(?:about|on|concerning|regarding)\b",
    r"\b(?:covers?|concerns?|is\s+about|are\s+about|deals?\s+with|address(?:es)?|relates?\s+to|discuss(?:es)?)\b"
    r"[^.;]{1,100}?,?\s+(?:but\s+)?not\s+(?:about\s+|on\s+|with\s+)?\w+",
)
"""What a passage is about instead ("only names the parties", "covers storage, not hiring"): a reason
when the passages or a cited id are its subject ("it only covers confidentiality" may be the agreement)."""
CITED_REASONS: tuple[LazyPattern, ...] = tuple(lazy(p, re.I) for p in _ONLY_ABOUT)
"""``_ONLY_ABOUT`` for a sentence that cites (its ids, the subject, are stripped from its plain text)."""

DECLINE: tuple[LazyPattern, ...] = tuple(
    lazy(p, _I)
    for p in (
        # "No number of years can be given.", "No survival period could be identified."
        r"^\W*no\s+(?:[\w-]+\s+){1,4}?(?:can|could)\s+be\s+(?:given|stated|determined|identified|found|confirmed"
        r"|provided|named|established)\b",
        # a system's refusal: "[guardrail] answer withheld (policy ...)", "Response blocked by policy."
        r"\b(?:answer|response|reply|output|request)\s+(?:was\s+|has\s+been\s+|is\s+)?"
        r"(?:withheld|blocked|suppressed|redacted|filtered)\b",
        # a point left open in a lawyer's memo or matrix: "Open point: ...", "| Open point — TBC |"
        r"(?:^|[|:]\s*)\W*open\s+(?:point|issue|item|question)\b(?!\s+(?:of|in|under)\b)",
        # "So the license question stays open for me.", "the point remains unresolved"
        r"\b(?:question|point|issue|matter|half|part|rest|aspect)\s+(?:stays|remains|is\s+left|must\s+(?:stay"
        r"|remain)|has\s+to\s+(?:stay|remain))\s+(?:open|unresolved|undecided|unanswered)\b",
        r"\b(?:I|we)\s*(?:do\s+not|don'?t|cannot|can'?t|can\s+not|am\s+unable\s+to|'m\s+unable\s+to|am\s+not\s+able\s+to"
        r"|'m\s+not\s+able\s+to|could\s+not|couldn'?t|have\s+no\s+way\s+to|won'?t\s+be\s+able\s+to|will\s+not\s+be\s+able\s+to"
        r"|would\s+not\s+be\s+able\s+to|am\s+not\s+in\s+a\s+position\s+to|'m\s+not\s+in\s+a\s+position\s+to|do\s+not\s+want\s+to"
        r"|don'?t\s+want\s+to|would\s+rather\s+not|'d\s+rather\s+not|won'?t|will\s+not|shouldn'?t|should\s+not"
        r"|refuse\s+to|decline\s+to)\s+"
        r"(?:really\s+|reliably\s+|definitively\s+|confidently\s+|accurately\s+)?(?:know|tell|say|answer|determine|find|retrieve"
        r"|confirm|verify|locate|identify|provide|give|see|speak|comment|assess|establish|conclude|be\s+(?:certain|sure)|advise"
        r"|guess|speculate|offer|draw)\b",
        r"\b(?:I|we)\s*(?:do\s+not|don'?t|did\s+not|didn'?t)\s+have\s+(?:enough|sufficient|any|the|adequate|access|clear|that|this|such"
        r"|specific|relevant|reliable|information|context|details|data|evidence|knowledge"
        r"|an\s+answer(?=\s*(?:$|[.,;:!?)]|(?:for|to|on|here|yet|about|that|this)\b)))",
        # "there is nothing I can base an answer on", "nothing to base a conclusion on"
        r"\bnothing\s+(?:(?:I|we)\s+(?:can|could)\s+|to\s+)base\s+(?:an?\s+|my\s+|our\s+|any\s+)?"
        r"(?:answer|conclusion|view|verdict)\s+on\b",
        r"\b(?:I|we)\s*(?:have|had)\s+no\s+(?:information|knowledge|data|details|evidence|context|way|basis|access|idea"
        r"|answer)\b",
        r"\b(?:cannot|can'?t|can\s+not|unable\s+to|not\s+possible\s+to|impossible\s+to|not\s+able\s+to|no\s+way\s+to"
        r"|no\s+basis\s+(?:to|for)|hard\s+to|difficult\s+to)\s+(?:properly\s+|safely\s+)?(?:be\s+)?"
        r"(?:reliably\s+|definitively\s+|confidently\s+|properly\s+|safely\s+)?"
        r"(?:answer|determine|confirm|verify|tell|say|establish|assess|answered|determined|confirmed|verified"
        r"|established|conclude|concluded|infer|inferred|judge|know|known|said|told|guess|give|state|stated"
        r"|specify|specified|identify|identified|pinpoint|quantify|decide|decided|comment|find|locate|help\s+(?:with|here|on)"
        r"|pin\s+(?:(?:this|that|it)\s+(?:one\s+)?)?down"
        r"|resolve|resolved|settle|settled|weigh)",
        # "any verdict would be unfounded", "an answer here would be guesswork"
        r"\b(?:any|an?)\s+(?:verdict|answer|call|conclusion|guess|yes\s+or\s+no)\s+(?:here\s+|now\s+)?would\s+be\s+"
        r"(?:\w+\s+)?(?:unfounded|baseless|speculative|speculation|guesswork|a\s+guess|a\s+shot\s+in\s+the\s+dark)\b",
        r"\b(?:I|we)\s+(?:would|had)\s+(?:rather|prefer\s+to|better)\s+(?:hold\s+off|wait|refrain|abstain|pass|hold\s+back)\b"
        # the same said as what the answerer will do: "I'll hold off for now", "we are going to pass"
        r"|\b(?:I|we)\s*(?:'ll|\s+will|\s+shall|'m\s+going\s+to|\s+am\s+going\s+to|'re\s+going\s+to|\s+are\s+going\s+to)"
        r"\s+(?:have\s+to\s+)?(?:hold\s+off|refrain|abstain|hold\s+back)\b",
        r"\bI\s+(?:must|have\s+to|will|would|need\s+to)\s+(?:respectfully\s+)?(?:decline|refrain|abstain|pass)\b"
        r"|\bI\s+decline\b|\brather\s+than\s+guess|\bwithout\s+guessing\b|\bnot\s+(?:going|willing)\s+to\s+guess\b",
        # an answer put off until the text is in hand: "I'll answer once I can read it"
        r"\b(?:I|we)(?:['’]ll|\s+will)\s+(?:only\s+)?(?:answer|confirm|tell\s+you|say|give\s+(?:you\s+)?"
        r"(?:an?\s+)?(?:answer|view|figure))\b(?!\s+that\b)[^.;]{0,30}?\b(?:once|when|as\s+soon\s+as|after|if)\s+(?:I|we|you)\b",
        r"\b(?:not|n't)\s+(?:100\s*%\s+|entirely\s+|completely\s+|totally\s+|fully\s+|quite\s+|absolutely\s+)?"
        r"(?:sure|certain)\b|\bno\s+answer\b|\bno\s+way\s+to\s+(?:know|tell)\b",
        r"^\W*(?:unclear|uncertain|unknown|undetermined|indeterminate|"
        + _UNDECIDABLE
        + r"|not\s+(?:clear|known"
        r"|certain|possible\s+to\s+(?:say|tell|determine)))\b",
        r"\b(?:is|remains|are|seems|appears)\s+(?:unclear|uncertain|unknown|undetermined|indeterminate|not\s+clear"
        r"|not\s+certain|not\s+known|ambiguous|" + _UNDECIDABLE + r"|open)\b",
        r"\b(?:cannot|can'?t|can\s+not|unable\s+to|not\s+able\s+to)\s+(?:give|provide|offer|make)\s+(?:you\s+)?"
        r"(?:a|an|any)?\s*(?:definitive|definite|clear|reliable|confident|firm|accurate|specific)?\s*"
        r"(?:answer|response|determination|conclusion|assessment)",
        r"^\W*(?:unknown|n/?a|none|not\s+stated|not\s+specified|not\s+mentioned|not\s+addressed|undetermined"
        r"|unanswerable|cannot\s+(?:be\s+)?determined?|insufficient\s+\w+|not\s+enough\s+\w+|no\s+evidence"
        r"|no\s+information|unclear|uncertain|(?:i\s+)?(?:don'?t|do\s+not)\s+know|" + _TERSE_DECLINE + r")"
        r"(?:\W+" + _DECLINE_TAIL + r")*\W*$",
        # a labeled field left open: "Cap: unknown.", "Notice period: not stated" (not "Cap: none": no cap)
        r"^\W*[A-Za-z][\w' /-]{0,30}:\s*(?:unknown|n/?a|undetermined|unclear|uncertain|unanswerable|tbd|\?+"
        r"|not\s+(?:stated|specified|mentioned|addressed|found|given))\W*$",
        r"\b(?:unfortunately|regrettably|sadly)\b[^.]{0,60}\b(?:not|no|n't|unable|cannot)\b",
        r"\binsufficient\s+(?:information|evidence|context|data|detail)",
        # "Confidence too low to answer", "the evidence is too thin to say"
        r"\b(?:confidence|certainty|evidence|information|record|results?|" + EVIDENCE_NOUN + r")\s+"
        r"(?:is\s+|was\s+|are\s+|were\s+)?(?:far\s+|much\s+|simply\s+)?too\s+(?:low|uncertain|unsure|unclear|thin|weak"
        r"|sparse)\s+(?:for\s+(?:me|us)\s+)?to\s+(?:answer|commit|say|give\s+an?\s+answer|call|decide|tell)\b",
        r"\b(?:not\s+enough|too\s+little)\s+(?:information|evidence|context|data|detail)",
        # everyday wordings: "that isn't something I can say", "I'm sorry, but there is nothing on it",
        # "the passages don't let me answer", "nothing here allows me to conclude"
        r"\b(?:not|n't)\s+(?:something|anything|a\s+(?:question|point|thing))\s+(?:that\s+)?(?:I|we|(?:the\s+|these\s+|those\s+)?"
        + _PASSAGES
        + r")\s+(?:can\s+|could\s+|am\s+able\s+to\s+|do\s+|does\s+)?(?:\w+ly\s+)?"
        r"(?:know|tell|say|answer|determine|confirm|verify|establish|conclude|settle|assess|judge|address|cover|show|state)\w*\b",
        # "there is not enough here to say either way", "nothing to go on"
        r"\bnot\s+enough\s+(?:here|there|to\s+go\s+on|in\s+(?:the|these|those|what))\b|\bnothing\s+(?:here\s+|there\s+)?to\s+go\s+on\b"
        r"|\b(?:not|no|nothing|cannot|hard|difficult|impossible)\b[^.]{0,60}\b(?:say|tell|decide|know|answer)\s+either\s+way\b",
        r"\b(?:I'?m|I\s+am|we'?re|we\s+are)\s+(?:very\s+|really\s+|so\s+)?sorry\b[^.]{0,60}?"
        r"\b(?:not|no|nothing|n't|unable|cannot|none)\b|^\W*sorry\b[^.]{0,60}?\b(?:not|no|nothing|n't|unable|cannot|none)\b",
        r"\b(?:doesn'?t|does\s+not|don'?t|do\s+not|didn'?t|did\s+not|won'?t|will\s+not|cannot|can'?t|isn'?t|is\s+not"
        r"|aren'?t|are\s+not|nothing\s+(?:here\s+|there\s+)?(?:lets?|allows?|enables?|permits?))\s*"
        r"(?:let(?:ting)?|allow(?:ing)?|enable|enough\s+to\s+let|permit|lets?|allows?|enables?|permits?)?\s*(?:me|us|one)\s+"
        r"(?:to\s+)?(?:answer|determine|tell|say|confirm|conclude|establish|settle|know|verify|judge)\b",
    )
)
"""The sentence says it cannot or will not answer."""

_FOREIGN_COPULA = phrase_alternation(
    tuple(w for language in LANGUAGES if language != "en" for w in spaced(language, "copulas"))
)
"""Another language's copula ("es", "è", "ist"; lexicon ``copulas``)."""

EXPLAIN: tuple[LazyPattern, ...] = tuple(
    lazy(p, _I)
    for p in (
        # a quoted "no" names a kind of clause ("a 'no license' clause"), it says nothing is missing
        r"(?<!['‘\"“])\b(?:no|not\s+any|not\s+(?:a|one)\s+single|not\s+a|none\s+of\s+the|insufficient|not\s+enough|lack\s+of|lacks?"
        r"|lacking|missing|absence\s+of"
        r"|without\s+any|no\s+relevant|no\s+specific|no\s+explicit|no\s+direct)\s+"
        # another language's "no" before its copula denies ("no es Proprietary Information")
        + r"(?!(?:"
        + _FOREIGN_COPULA
        + r")\b)"
        + r"(?:(?!(?:in|among|within|or|and)\s)[\w'’-]+\s+){0,3}?"
        + _EVIDENCE
        + r"\b",
        r"\b" + _PASSAGES + r"\b[^.,;]{0,60}?\b" + _NEG + r"\s+(?:\w+ly\s+)?" + _COVER + r"\b",
        # "the retrieved passages give no non-solicitation period", "the excerpts name no deadline"
        r"\b" + _PASSAGES + r"\b[^.,;]{0,80}?\b" + _COVER + r"\w*\s+(?:no|nothing\s+(?:on|about))\b",
        # a negative quantifier over the passages: "none of them", "not one of these", "not a single one"
        # a verbless cell or fragment: "Definition: Not in the retrieved passages", "nowhere in the excerpts"
        r"(?:(?:^|[:|]\s*)\W*(?:not|nowhere)\s+(?:anywhere\s+|to\s+be\s+found\s+)?|\b(?:appears?|is|are)\s+nowhere\s+)"
        r"(?:in|among)\s+(?:the\s+|these\s+|any\s+)?(?:\w+\s+)?" + _PASSAGES + r"\b",
        r"\bnone\s+of\s+(?:them|these|those|which|the\s+\w+"
        r"|what\s+(?:came\s+back|(?:was|were)\s+(?:retrieved|returned|shown|provided)))\b"
        r"|\bnot\s+(?:a\s+single\s+)?one\s+of\s+(?:them|these|those)\b",
        # "the passages mention injunctive relief and damages but no liquidated damages amount"
        r"\b" + _PASSAGES + r"\b[^.;]{0,80}?\bbut\s+(?:no|not\s+(?:a|an|any|the))\b",
        r"\bnothing\s+(?:is|was|has\s+been)\s+(?:said|stated|mentioned|written|specified|provided|given)\b",
        r"\b"
        + _NEG
        + r"\s+(?:\w+ly\s+)?"
        + _COVER
        + r"\b[^.;]{0,80}?\b(?:in|from|among|within)\s+(?:the|these|those|what|any)\s+"
        r"(?:\w+\s+){0,2}?" + _PASSAGES + r"\b",
        # "these passages do not allow a conclusion on insurance", "nothing here supports a firm answer"
        r"\b(?:not|nothing\s+(?:here|there))\s+(?:allow|permit|support|warrant|justify|allows|permits|supports|warrants"
        r"|justifies)\s+(?:a|any)\s+(?:\w+\s+)?(?:conclusion|answer|determination|finding|judgment|view)\b",
        # "there is no stated insurance requirement", "I don't think the passages answer this"
        r"\bno\s+(?:stated|specified|mentioned|explicit|express|written|identified|listed|set|defined)\b",
        r"\b(?:I|we)\s+(?:do\s+not|don't)\s+(?:think|believe|see\s+that)\s+(?:the\s+|these\s+|those\s+|any\s+of\s+the\s+)?"
        + _PASSAGES
        + r"\s+(?:\w+\s+){0,2}?"
        + _COVER,
        r"\b(?:none|neither|not\s+(?:a\s+single\s+)?one)(?:\s+of\s+(?:them|these|those|that|this|it|the\s+(?:\w+\s+){0,2}?"
        + EVIDENCE_NOUN
        + r"))?\s+(?:\w+ly\s+)?(?:address|mention|cover|say|state|discuss|deal|speak|touch|concern"
        r"|refer|relate|specif|contain|include|provide|answer|give|set)\w*",
        r"\b(?:is|are|was|were)\s+not\s+(?:anywhere\s+)?(?:in|among|within|part\s+of)\s+(?:the|these|this|those|what|any|my)\b",
        # the subject negated: "No agreement with a party called X is among the passages"
        r"(?:^|[,;:—–]\s*)\W*no\s+(?:(?!"
        + _FINITE
        + r"\b|may\b|must\b|shall\b|can\b|will\b)[\w'’\"“”-]+\s+){1,8}?"
        r"(?:is|are|was|were|appears?)\s+(?:anywhere\s+)?(?:in|among|within|part\s+of)\s+"
        r"(?:the|these|those|what|any|my)\s+(?:\w+\s+){0,2}?(?:" + _PASSAGES + r"|results?)\b",
        # a terse reason: "no LD amount in the passages", "no cap on damages in the retrieved text"
        r"(?:^|[,;:—–-]\s*|\bthere\s+(?:is|are)\s+)no\s+(?:(?!" + _FINITE + r"\b)[\w'’/-]+\s+){1,4}?"
        r"(?:in|among|within)\s+(?:the|these|those|any|my)\s+"
        r"(?:\w+\s+){0,2}?" + _PASSAGES + r"\b" + _REASON_END,
        r"\b(?:neither|nor)\s+" + EVIDENCE_NOUN + r"\b",
        r"\bnot\s+(?:\w+ly\s+)?(?:mentioned|addressed|specified|stated|discussed|covered|included|found|present"
        r"|defined|described|referenced|provided|given|there|shown|listed|contained|available|dealt\s+with|retrieved"
        r"|returned|included|among|visible|captured)\b",
        r"\b" + _PASSAGES + r"\b[^.]{0,40}?\b(?:is|are|remain|remains)\s+silent\b",
        r"\b(?:says?|states?|mentions?|provides?|contains?|specif(?:y|ies)|offers?)\s+nothing\b",
        # "the retrieval set holds no Corvane marking rule"
        r"\b(?:" + _PASSAGES + r"|retrieval\s+set|results?)\s+(?:holds?|contains?|has|have|includes?)\s+no\b",
        r"\bnothing\s+(?:in|among|within)\s+(?:the\s+|these\s+|those\s+)?(?:them|it|provided|retrieved|given|"
        + EVIDENCE_NOUN
        + r")\b|\bnothing\s+(?:in\s+)?(?:here|there)\b"
        r"|(?:\bthere\s+is\s+|^\W*|[,;—–]\s*(?:but\s+|and\s+)?)nothing\s+(?:about|on|regarding|concerning"
        r"|in\s+the\s+" + EVIDENCE_NOUN + r")\b",
        r"\b(?:I|we)\s*(?:(?:could|can|did|do)(?:\s+not|n'?t)|cannot)\s+(?:find|locate|see|spot|identify|point\s+to"
        r"|pinpoint)\b"
        r"|\b(?:I|we)\s+(?:am|are)\s+not\s+(?:seeing|finding|spotting|locating)\b"
        r"|\b(?:I|we)\s+(?:was|were|am|are)\s+(?:unable|not\s+able)\s+to\s+(?:find|locate|see|spot|identify)\b",
        r"\b(?:irrelevant|unrelated|not\s+relevant|of\s+no\s+(?:relevance|help|use))\s+(?:to|for)\b",
        r"\b(?:doesn'?t|does\s+not|don'?t|do\s+not|didn'?t|did\s+not)\s+(?:appear|seem)\s+to\s+(?:be|mention|address"
        r"|cover|contain|say|discuss|include)",
        # "'Chief Labs' doesn't appear anywhere", "the name does not appear in the passages"
        r"\b(?:does\s+not|doesn'?t|do\s+not|don'?t)\s+appear\s+(?:anywhere|at\s+all|in\s+(?:the|these|those|any))\b",
        # raised negation: "it doesn't look like the excerpts address X"
        r"\b(?:doesn'?t|does\s+not|don'?t|do\s+not)\s+(?:look|seem|appear)\s+(?:like|as\s+if|as\s+though|that)\b[^.;]{0,60}?"
        r"\b" + _PASSAGES + r"\b[^.;]{0,40}?\b" + _COVER + r"\b",
        # "no such clause", "I found no such term", "no such restriction in the excerpts"; "there is no such
        # restriction" alone says what the agreement lacks: an answer, not a decline
        r"\b(?:no|none)\s+(?:such|similar|comparable|relevant|matching)\s+(?:[\w'-]+\s+)?" + _EVIDENCE + r"\b"
        r"|\b(?:found|find|see|saw|spot(?:ted)?|locate[ds]?|returned|shows?|shown)\s+(?:no|none)\s+(?:such|similar"
        r"|comparable|relevant|matching)\b|\b(?:no|none)\s+(?:such|similar|comparable|relevant|matching)\b[^.;]{0,80}?"
        r"\b(?:in|among|within|from)\s+(?:the\s+|these\s+|those\s+|what\s+)?(?:\w+\s+)?" + _PASSAGES + r"\b",
        r"\b(?:no|none\s+of\s+the)\s+(?:retrieved|provided|given|shown|available)\b",
        r"\bwould\s+need\s+(?:more|additional|further|the\s+full|to\s+see)\b",
        # "so there is nothing to check a reverse-engineering clause against", "nothing to go on"
        r"\bnothing\s+(?:here\s+|there\s+)?to\s+(?:check|compare|verify|test|match|go\s+(?:on|by)|base\s+(?:it|this|an?\s+(?:answer|verdict|call|conclusion|guess|yes\s+or\s+no))"
        r"|work\s+(?:with|from))\b"
        # "there is nothing I can rely on", "nothing we could build an answer on"
        r"|\bnothing\s+(?:(?:that\s+)?(?:I|we)\s+(?:can|could)\s+)?(?:rely|draw|build(?:\s+an\s+answer)?|go)\s+on\b",
    )
)
"""The sentence says what the evidence lacks; a reason only when it names what (see ``explains``)."""

SPECIFIC_REASONS: tuple[LazyPattern, ...] = tuple(
    lazy(p, _I)
    for p in (
        # a value placed elsewhere: "the 30-day rule comes from X's form, not from this agreement"
        r"\bnot\s+(?:from|in|of|part\s+of|under)\s+(?:this|the\s+asked|the\s+same|your)\s+"
        + AGREEMENT_NOUN
        + r"\b",
        r"\b(?:come|comes|came|are|is|were|was|belong|belongs|drawn|taken)\s+(?:all\s+)?(?:from|to|with)\s+(?:a\s+|an\s+)?"
        + OTHER_PARTIES,
        ANOTHER_AGREEMENT,
        # ("... comes from the Acme form rather than this agreement"; not "counted from the date of the
        # agreement rather than from its end")
        r"\bfrom\s+(?:the\s+|a\s+|an\s+)?[^.;]{0,60}?\b" + AGREEMENT_NOUN + r"\s+rather\s+than\s+(?:from\s+)?"
        r"(?:(?:this|that|the|our|your|its|their)\s+(?:[\w'’–-]+\s+){0,3}?" + AGREEMENT_NOUN + r"\b"
        r"|(?-i:[A-Z])[\w–-]*(?:['’]s)?(?!\w))",
        # "I can't tie an agreement dated D to any of these excerpts": the question's document is not shown
        r"\b(?:cannot|could\s+not|unable\s+to|not\s+able\s+to)\s+(?:match|tie|link|connect|map|trace|relate|pin)\b[^.;]{0,120}?"
        r"\bto\s+(?:any|one|either|each)\s+of\s+(?:the\s+|these\s+|those\s+)?(?:\w+\s+)?" + _PASSAGES + r"\b",
        # the clause is cut off: truncated, stops mid-sentence or at a dash, the rest was not retrieved
        r"\b(?:cut\s+off|truncated|breaks?\s+off|broke\s+off|trails?\s+off|mid-?(?:sentence|clause|word|list))\b"
        r"|\b(?:stops?|stopped|ends?|ended)\s+(?:abruptly|short|suddenly|early|before\s+(?:the|it|its|any)\b"
        r"|at\s+(?:a|an|the)\s+(?:dash|colon|hyphen|semicolon|comma|heading|page\s+break|ellipsis))"
        r"|\b(?:is|are|was|were|appears?(?:\s+to\s+be)?|seems?(?:\s+to\s+be)?|looks?)\s+(?:\w+ly\s+)?incomplete\b"
        r"|\b(?:rest|remainder|continuation|end|balance|next\s+part)\s+of\s+(?:the\s+|that\s+|this\s+|its\s+)?(?:"
        + SECTION_NOUN
        + "|"
        + EVIDENCE_NOUN
        + r"|sentence|provision|list)\b[^.;]{0,40}?\bnot\b",
        r"\b(?:retriev\w*|search\w*|the\s+query|lookup|my\s+search)\s+(?:\w+\s+)?(?:returned|found|produced|yielded|turned\s+up"
        r"|came\s+back\s+with|gave|brought\s+back|handed\s+back|gave\s+back|sent\s+back)\s+(?:an?\s+)?(?:no|nothing|zero|none"
        r"|empty|0)\b",
        # "the context for this request came back empty"
        r"\b(?:retriev\w*|search\w*|context|query|lookup|results?|" + EVIDENCE_NOUN + r")\b[^.;]{0,40}?"
        r"\b(?:came|comes|come)\s+back\s+(?:entirely\s+|completely\s+)?empty\b",
        _SHOWN + _ONLY_ABOUT[0],
        r"\b(?:from|to|of)\s+(?:the\s+)?[^.;]{0,80}?\b"
        + WHOLE_AGREEMENT_NOUN
        + r"\b,?\s+(?:and\s+)?not\s+(?:the|this|that)\b",
        r"\bbelongs?\s+to\s+(?:the\s+|a\s+|an\s+|another\s+)?[^.;]{0,60}?\b" + WHOLE_AGREEMENT_NOUN + r"\b",
        r"\b(?:about|concern|concerns|cover|covers|relate\s+to|relates\s+to|deal\s+with|deals\s+with)\s+"
        r"(?:other|different|unrelated|separate)\s+(?:topics?|matters?|clauses?|issues?|subjects?|points?|obligations?)",
        r"\b(?:nothing|(?:no|zero)\s+(?:[\w/'’-]+\s+){0,3}?" + RESULT_NOUN + r")\b[^.]{0,25}?"
        r"\b(?:retrieved|returned|found|given|shown|available|came\s+back|reached\s+(?:me|us)"
        # "provided" as a participle ("no passages provided"), not the conjunction ("provided it is ...")
        r"|provided(?!\s+(?:that|the|it|they|this|such|an?|its|their|he|she|we|you|one|there)\b))\b",
        r"\bretriev\w*\s+(?:set\s+|step\s+|results?\s+)?(?:is\s+|was\s+|were\s+|came\s+back\s+)?empty\b",
        # the asked party is none of the retrieved agreement's ("X isn't a party to the HPE agreement")
        r"\b(?:is|are|was|were)(?:n['’]t|\s+not)\s+(?:a\s+|the\s+)?part(?:y|ies)\s+(?:to|of|in)\b",
        r"\bout\s+of\s+scope\b|\boutside\s+(?:the\s+)?(?:scope|corpus|" + RESULT_NOUN + r")\b|\bbeyond\s+"
        r"(?:the\s+scope|what\s+the)",
        _SHOWN + _ONLY_ABOUT[1],
        _SHOWN + _ONLY_ABOUT[2],
    )
)
SPECIFIC_REASONS += (
    cue("reason.nothing_shown"),
    cue("reason.only_formal_from"),
)  # "I couldn't retrieve anything", "only title lines"
# "Status: BLOCKED"; "the jury is still out"; "Agent stopped due to iteration limit or time limit."
DECLINE += (cue("decline.status"), cue("decline.idiom"), cue("decline.agent_stopped"))
"""Reasons by themselves: the passages are from other agreements or topics, nothing was retrieved."""


def any_match(patterns: Sequence[LazyPattern], text: str) -> bool:
    return search_any(patterns, normalize(text))


_CONCEDING = lazy(
    r"(?:[,;]\s*|\s+[—–-]{1,2}\s*)(?:" + phrase_alternation(all_entries("concession")) + r")\b,?\s*",
    _I,
)
"""A conceding clause opening after a break (", although ...", "; aunque ...", " — anche se ...")."""
_ABOUT_EVIDENCE = lazy(r"\b" + EVIDENCE_NOUN + r"\b", _I)
"""What the passages say ("Passage 3 gives three years, but I can't confirm that here"): a reason."""


def caveated(sentence: str) -> bool:
    """A clause that opens with a value, then a conceding clause that declines or says what the
    evidence lacks ("Probably three (3) years [x:65], though I can't confirm that for this agreement";
    "Four (4) years [x:17], although the passages don't say when it starts"; "Quattro anni, anche se
    non posso confermarlo" once glossed): the concession hedges the value, it does not take it back.
    So does a tail that only doubts the statement before it (cue ``hedge.certainty_tail``: "Evaluation
    Material is the technical information [x:4], but I am not sure at hundred percent").
    Not when the head declines or says what a passage gives; a yes/no guess so hedged ("I'd guess it
    has to be marked, but I can't confirm that") is read as a guess after a decline
    (``harness.read.reader``)."""
    text = normalize(sentence)
    for m in _CONCEDING.finditer(text):
        tail = text[m.end() :]
        if not (any_match(DECLINE, tail) or any_match(EXPLAIN, tail)):
            continue
        head = cue("cot.step_label").sub(r"\1", text[: m.start()])  # "Step 3 - ...": its number is no value
        if fires("hedge.certainty_tail", tail) and len(head.split()) >= _HEDGED_CLAIM_WORDS:
            # a statement that only doubts itself after ("X is covered, but I'm not 100% sure") stands
            return not _declines(head)
        # a hedge before the value ("If I remember correctly, twelve months ...") is part of the guess
        leads = " ".join(_HEDGE_LEAD.sub("", head).split()[:3])  # the value opens the answer
        return bool(claim_values(leads)) and not _declines(head) and not _ABOUT_EVIDENCE.search(head)
    return False


_HEDGED_CLAIM_WORDS = 4
"""The fewest words of a statement a certainty caveat can hedge (shorter heads are verdicts or fragments)."""
_HEDGE_LEAD = lazy(r"^\W*" + phrase_alternation((*entries("en", "hedge"), GLOSS["hedge"])) + r"\b\W*", re.I)
"""A hedge opening a clause, in English or glossed from another language ("If I remember correctly,")."""


@lru_cache(maxsize=65536)
def declines(sentence: str) -> bool:
    """A decline or absence cue: the sentence says it cannot answer, or that the evidence is lacking
    (not a committed clause closed by a caveat on certainty, ``caveated``)."""
    return _declines(sentence) and not caveated(sentence)


def _declines(sentence: str) -> bool:
    return (
        any_match(DECLINE, sentence)
        or any_match(EXPLAIN, sentence)
        or any_match(SPECIFIC_REASONS, sentence)
        or fires("decline.either_way", sentence)
        or fires("decline.clarification", sentence)
        or fires("reason.not_transferable", sentence)
    )
