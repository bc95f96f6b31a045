"""The cue families of ``harness.text.claims``: the wordings by which an answer's sentence shows its
role (a hedge, an imperative, advice, a remark on the evidence, a conclusion), written once as
case-insensitive patterns and word lists over one sentence. ``harness.text.claims`` decides the
roles; this module only names what it looks for.
"""

from __future__ import annotations

import re

from harness.read.lazy import lazy
from harness.read.lexicon import (
    ANOTHER_AGREEMENT,
    CONTENT_EVIDENCE_NOUN,
    GLOSS,
    OTHER_PARTIES,
    SECTION_NOUN,
    SHOWN_NOUN,
    english_words,
    entries,
    number_words,
    phrase_alternation,
)

_I = re.I

DISCOURSE = lazy(
    r"^(?:(?:that\s+said|having\s+said\s+that|honestly|frankly|hmm+|well|also|however|but|and|still|then|just"
    r"|first(?:ly)?|second(?:ly)?|finally|again|of\s+course|okay|ok|sure|great\s+question|in\s+practice|please"
    r"|so|oh|anyway|for\s+what\s+it'?s\s+worth|to\s+be\s+safe|to\s+be\s+sure|otherwise|instead|additionally"
    r"|separately|importantly|alternatively)\b[\s,:;—–-]*)+",
    _I,
)

LABEL = lazy(r"^[A-Za-z][\w'’ -]{0,30}?(?::|\s[—–-])\s+(?=\S)")
"""A short label before a colon or dash ("Note:", "Caveat:", "Important —"); what follows is classified."""

OPENING_MARKS = lazy(r"^[\W_]+")

EXPLAINER_LABEL = lazy(
    r"^(?:"
    + phrase_alternation((*entries("en", "explainer_label"), GLOSS["explainer_label"]))
    + r")\s*[:—–-]\s*",
    _I,
)
"""A plain-language explainer's run-in label ("In plain English:", "What this means for you:"; lexicon
``explainer_label``, other languages glossed): a label, not the sentence's words."""

ANALOGY = lazy(
    r"^(?:(?:"
    + phrase_alternation((*entries("en", "analogy"), GLOSS["analogy"]))
    + r")\b|(?:it'?s|it\s+is|that'?s|this\s+is)\s+(?:(?:a\s+bit|kind\s+of|sort\s+of|just|much|rather)\s+)?"
    r"like\s+(?:a|an|\w+ing)\b)",
    _I,
)
"""An analogy framed as one ("Think of it like a rental car", "It's a bit like borrowing a ladder";
lexicon ``analogy``, other languages glossed): an illustration, no claim."""

LEADING_CLAUSE = lazy(
    r"^(?:if|when|whenever|before|after|unless|until|once|assuming|since|as|because|while|where|for|given"
    r"|to|in|on|with|without|absent|beyond|depending)\b[^,;:.]{0,120}?,\s*",
    _I,
)
"""A subordinate clause or phrase before the main clause ("If you rely on it, keep ...")."""

ATTRIBUTION = lazy(
    r"^(?:(?:based|going|relying)\s+(?:only\s+|solely\s+|purely\s+)?(?:on|off)|according\s+to|per|from|in\s+light\s+of"
    r"|looking\s+at|reading|judging\s+(?:by|from)|on)\b[^,;:]{0,90}[,:]\s*",
    _I,
)
"""An attribution that opens a statement ("Based on the retrieved provisions, ...")."""

HEDGE = lazy(
    r"^(?:I|we)\s*(?:'d|would)?\s*(?:also\s+|still\s+|really\s+|honestly\s+)?(?:think|believe|guess|suspect|expect|assume"
    r"|reckon|understand|feel|read\s+(?:this|it|that)\s+as|say|would\s+say|bet)\b(?:\s+that)?[\s,]*"
    r"|^(?:I'?m|I\s+am|we'?re|we\s+are)\s+(?:fairly\s+|pretty\s+|quite\s+|reasonably\s+|very\s+)?(?:sure|confident"
    r"|certain|convinced)\b(?:\s+that)?[\s,]*"
    r"|^(?:my|our)\s+(?:best\s+)?(?:guess|reading|view|take|understanding|sense|read|impression|answer|bet)\s+is\s+"
    r"(?:that\s+)?",
    _I,
)
"""A first-person hedge over a statement ("I think ...", "My guess is that ..."): the statement counts."""

ANSWERER = lazy(
    r"^(?:I|we)\b(?!\s*(?:'d|would)?\s*(?:think|believe|guess|suspect|expect|reckon)\b)"
    r"|^(?:I'm|I'd|I've|I'll|we're|we'd|we've|we'll|me|my\s+(?:search|apologies)|let\s+me|let'?s|hope\b|glad\b"
    r"|happy\s+to|sorry\b|apologies\b|thanks?\b|thank\s+you|no\s+idea|not\s+sure)\b",
    _I,
)

ASKS = lazy(
    r"^(?:you(?:'re|’re|\s+are)?\s+(?:were\s+)?(?:ask(?:ed|ing)?|want(?:ed)?\s+to\s+know|wonder(?:ing|ed)?|mean(?:t)?"
    r"|(?:would|'d)\s+like\s+to\s+know)\b|you(?:['’]d|\s+would)\s+like\s+to\s+know\b"
    r"|(?:the|your|this)\s+(?:real\s+|actual\s+|underlying\s+)?"
    r"(?:question|query|premise)\b|whether\b)",
    _I,
)
"""A restated question, or a sentence whose subject is the question itself."""

SPEAKS_OF_QUESTION = lazy(
    r"\b(?:the|this|your)\s+question\b|\bthe\s+answer\s+(?:for|to|here|is)\b",
    _I,
)
"""Reasoning that speaks of the question or its answer ("That covers both triggers in the question",
"..., so the answer for this agreement is yes"): about answering, not a new fact."""

ADVICE_VERBS = (
    "check|double-check|recheck|re-check|verify|confirm|look|review|re-read|reread|read|consult|ask|search|re-run"
    "|gather|shred|send|sign|write|loop|email|wait|remember|tell|jot"
    r"|put(?!\s+(?:differently|simply|another\s+way|briefly|plainly))"
    "|rerun|run|retry|try|pull|open|get|obtain|request|seek|contact|reach|talk|speak|see|keep|bear|make|be|avoid"
    "|treat|assume|rely|act|proceed|consider|compare|examine|inspect|find|locate|refer|narrow|rephrase|reword"
    "|specify|provide|share|send|paste|upload|take|go|start|focus|query|scope|add|tell|give|point|clarify|expand"
    "|widen|broaden|retrieve|fetch|flag|escalate|involve|engage|remember|mind|ensure|document|record|follow|wait"
    "|hold|raise|discuss|have|let|note|insist|negotiate|research|investigate|double|loop|confer|sign|plan"
    "|think|watch|stop|beware|pause|reconsider|tread|err"
    "|choose|repeat|brief|log|notify|store|label|mark|limit|restrict|return|destroy|delete|archive|prepare|draft"
    "|update|schedule|track|assign|remind|segregate|lock|encrypt|train|circulate|purge|audit|instruct|tag"
)
"""Verbs a reader is told to do: an imperative sentence opens with one in its base form."""

READER_ADVICE = lazy(
    r"^you\s*(?:could|should|might|ought\s+to|may\s+(?:want|wish|need)|'d|would|'ll|will\s+(?:want|need|have)"
    r"|need\s+to|want\s+to|can\s+(?:always\s+)?(?:" + ADVICE_VERBS + r"))\b",
    _I,
)
"""Advice to the reader ("You may want to check ...", "You can ask the parties ...")."""

IMPERATIVE = lazy(
    r"^(?:(?:do\s+not|don'?t|never|always)\s+\w+|(?:"
    + ADVICE_VERBS
    + r")\b(?!-)(?!\s*(?:is|are|was|were|may|must|shall"
    r"|will|can|should|would|could|has|have|had|does|do|did|of|'s|needs?)\b))",
    _I,
)

NOTICE_THAT = lazy(
    r"^(?:(?:please\s+)?(?:note|notice|remember|keep\s+in\s+mind|bear\s+in\s+mind|be\s+aware|mind)|it\s+is\s+worth"
    r"\s+(?:noting|remembering|mentioning)|it'?s\s+worth\s+(?:noting|remembering|mentioning)|worth\s+noting"
    r"|(?:also\s+)?of\s+note|you\s+(?:should|may\s+want\s+to|might\s+want\s+to|'ll\s+want\s+to|will\s+want\s+to)\s+"
    r"(?:also\s+)?(?:know|note|be\s+aware|remember|bear\s+in\s+mind|keep\s+in\s+mind))\b(?:\s+that)?[\s,:]*",
    _I,
)
"""A statement wrapped in an imperative of attention: "Note that X", "You should also know X" assert X."""

EVIDENCE_REPORTS = lazy(
    r"^(?:the|these|those|this|both)?\s*(?:same\s+|retrieved\s+|cited\s+|above\s+|two\s+|other\s+)?(?:"
    + SHOWN_NOUN
    + r"|results?)\s+(?:also\s+|clearly\s+|do\s+|does\s+|further\s+)?(?:show|confirm"
    r"|state|say|establish|indicate|make\s+clear|set\s+out|provide|specify)s?\s+(?:that\s+)?"
    r"(?!(?:nothing|no|none|only|not|neither)\b)",
    _I,
)
"""The evidence reported as saying something ("The same passages confirm that X"): a claim of X."""

ADVISORY = lazy(
    r"\b(?:is|are|be|was|would\s+be|'s|remains?|seems?|stays?)\s+(?:still\s+|also\s+|always\s+|probably\s+|certainly"
    r"\s+|generally\s+|usually\s+|definitely\s+)?(?:advisable|recommended|wise|prudent|sensible|worth(?:while)?\b"
    r"|best\b|safest|safer|a\s+good\s+idea|good\s+practice|best\s+practice|a\s+sensible\s+step|the\s+safe\s+(?:course"
    r"|route|option))"
    r"|\b(?:should|ought\s+to|would\s+need\s+to)\s+(?:still\s+|also\s+|first\s+)?be\s+(?:checked|verified|reviewed"
    r"|consulted|double-checked)\b"
    r"|\b(?:I|we)\s*(?:'d|would)\s+(?:recommend|suggest|advise|look|check|start|focus|want|review|read)\b",
    _I,
)

WOULD_FIND = lazy(
    r"\b(?:would|might|could|may|should|will|is\s+likely\s+to|are\s+likely\s+to)\s+(?:typically\s+|normally\s+|usually"
    r"\s+|likely\s+|probably\s+|presumably\s+)?(?:be\s+(?:the\s+)?(?:place|provision|clause|section|spot|part)s?\b"
    r"|(?:sit|live|appear|be\s+found|be\s+located|be\s+set\s+out|be\s+dealt\s+with|be\s+covered|be\s+addressed"
    r"|be\s+handled)\s+(?:in|under|within|near|among"
    r"|alongside|next\s+to|with|after|before)\b"
    r"|(?:say|tell|show|decide|settle|determine|resolve|answer|govern|control|clarify)\s+(?:whether|it|this|that|the"
    r"\s+(?:question|point|matter|issue|answer))\b)"
    r"|\b(?:is|are)\s+(?:the\s+place|where)\b[^.]{0,60}?\b(?:would|to\s+(?:look|check|find))\b"
    r"|\b(?:is|are|would\s+be|will\s+be)\s+(?:the|a)\s+(?:[\w-]+\s+)?(?:thing|place|part|section|clause|provision|spot"
    r"|one)s?\s+to\s+(?:look|check|read|find|review|consult|search)\b"
    r"|\b(?:is|are|would\s+be)\s+(?:the|a)\s+(?:likeliest|likely|most\s+likely|natural|obvious|best|right|usual|first)"
    r"\s+(?:place|home|spot|location|candidate|section)s?\b"
    r"|\b(?:the\s+)?(?:answer|question|outcome|point)\s+(?:\w+\s+)?(?:turns|depends|hinges|rests|would\s+turn"
    r"|would\s+depend)\s+on\b",
    _I,
)
"""Where the answer would be found ("Its obligations section would be the place to check")."""

GENERIC_CLASS = lazy(
    r"\b(?:most|many|some|all|few|typical|standard|common|usual|such)\s+(?:[\w'’-]+\s+){0,3}?(?:ndas|agreements"
    r"|contracts|clauses|provisions|carve-outs|covenants)\b|^(?:[\w'’-]+\s+){0,3}?(?:ndas|agreements|contracts)\b"
    r"|\bthis\s+(?:kind|type|sort)\s+of\b|\b(?:is|are|remains?)\s+(?:a\s+|an\s+)?(?:very\s+|fairly\s+|quite\s+)?"
    r"(?:standard|common|typical|usual|customary|boilerplate|market)\b"
    r"|\b(?:unusual|uncommon|rare|common|typical|standard|normal|customary)\s+(?:for|in|among)\s+(?:an?\s+|most\s+"
    r"|such\s+)?(?:[\w'’-]+\s+)?(?:ndas?|agreements?|contracts?)\b",
    _I,
)
"""A statement about agreements in general ("Most one-way NDAs only protect marked information",
"This is a standard term in supplier NDAs"): general knowledge, a claim whatever its terms."""

CONSEQUENCE = lazy(r"(?:,|;|—|–)\s*(?:so|and\s+so|which\s+is\s+why|hence|therefore)\s+|;\s*", _I)

RETRIEVED_SET = (
    r"(?:" + SHOWN_NOUN + r"|results?(?!\s+of\b)|search(?:\s+results?)?|retrieval|retrieved"
    r"|" + CONTENT_EVIDENCE_NOUN + r"\s+(?:provided|shown|retrieved|given)"
    r"|what\s+(?:was|were|I\s+was|I've\s+been|came|comes|I\s+have|I\s+can\s+see|is\s+shown))"
)
"""The retrieval set as a claim's subject ("the excerpts", "the search results", "the context provided",
"what I was shown"), as a pattern fragment: wider than the lexicon's evidence nouns
(``harness.read.lexicon.SHOWN_NOUN``; its ``evidence_content`` nouns with a participle)."""

EVIDENCE_SUBJECT = lazy(
    r"^(?:the|this|that)\s+(?:text|wording|language|provision|"
    + SECTION_NOUN
    + "|"
    + SHOWN_NOUN
    + r")s?\s+(?:\w+\s+)?(?:is|are|seems?"
    r"|looks?|reads?)\s+(?:\w+ly\s+)?(?:clear|direct|explicit|unambiguous|plain|straightforward|silent|vague|ambiguous"
    r"|unclear)\b(?=\s*(?:[:,—–-]\s*(?:yes|no)\b)?\W*$)|"
    r"^(?:nothing|none|no\s+(?:text|wording|language|provision|result|"
    + SECTION_NOUN
    + "|"
    + SHOWN_NOUN
    + r")s?)\s+"
    r"(?:(?:here|shown|retrieved|provided|else)\s+)?(?:indicates|suggests|shows|says|states|mentions|points\s+to"
    r"|implies|confirms|establishes)\b"
    r"|^(?:(?:nothing|none|neither|no\s+\w+|all|each|only|both|one|some|any)\s+(?:of\s+|in\s+|among\s+)?)?"
    r"(?:(?!(?:is|are|was|were|may|must|shall|will|can|does|do|did|has|have|should|would|could)\b)[\w'’–-]+\s+)"
    r"{0,6}?" + RETRIEVED_SET + r"\b",
    _I,
)

EVIDENCE_PLACE = lazy(
    r"\b(?:in|among|within|across|from|of|into)\s+(?:the|these|those|this|what|any\s+of\s+the|all\s+the)?\s*"
    r"(?:[\w'’–-]+\s+){0,3}?" + RETRIEVED_SET + r"\b"
    r"|\b(?:was|were|is|are|been|being|wasn'?t|weren'?t|isn'?t|aren'?t)\s+(?:not\s+|never\s+|also\s+)?"
    r"(?:retrieved|returned|shown|provided|surfaced|included\s+in\s+the\s+(?:results|" + SHOWN_NOUN + r"))\b"
    r"|\bcame\s+back\b",
    _I,
)

OTHER_AGREEMENT = lazy(
    r"\b(?:belongs?|comes?|came|is|are|was|were|taken|drawn|stems?)\s+(?:all\s+|both\s+)?(?:to|from|in)\s+(?:an?\s+|the\s+)?"
    r"(?:" + OTHER_PARTIES + "|" + ANOTHER_AGREEMENT + ")"
    r"|\b(?:is|are)\s+(?:an?\s+)?"
    + ANOTHER_AGREEMENT
    + r"|\b(?:is|are)\s+not\s+(?:the|this)\s+(?:agreement|nda|contract|one|document)\b"
    r"|\b(?:do|does|did)\s+not\s+(?:govern|apply\s+to|bind)\s+(?:this|the|that)\b|\bdoesn'?t\s+(?:govern|apply)\b",
    _I,
)

CLAUSE_BREAK = lazy(
    r"\s*(?:[,;—–]|\s-\s)\s*|\s+(?=(?:because|since|as|but|although|though|while|whereas)\s)", _I
)

CONCLUSION = lazy(
    r"^(?:so|thus|therefore|hence|in\s+short|in\s+summary|in\s+sum|in\s+brief|in\s+conclusion|in\s+other\s+words"
    r"|put\s+(?:differently|simply|another\s+way)|to\s+(?:sum\s+up|summari[sz]e|be\s+clear|put\s+it\s+simply|conclude)"
    r"|overall|all\s+in\s+all|(?:the\s+)?bottom\s+line|net\s+result|long\s+story\s+short|ultimately|on\s+balance"
    r"|taken\s+together|summing\s+up|tl;?\s*dr|that\s+means|this\s+means|which\s+means|my\s+answer\s+is"
    r"|(?:(?:key\s+)?takeaways?|conclusion|(?:the\s+)?upshot)(?=\s*[:—–])"
    r"|the\s+(?:short\s+|final\s+|direct\s+|simple\s+|overall\s+)?(?:answer|verdict|conclusion)\s+(?:is|here\s+is))\b",
    _I,
)

VERDICT_LEAD = lazy(
    r"^(?:(?:the\s+)?(?:short\s+|final\s+|simple\s+|direct\s+)?(?:answer|verdict)\s+(?:is|appears\s+to\s+be|seems\s+to\s+be"
    r"|would\s+be)\s*:?\s*)?[\"'“]?(?:yes|no|correct|incorrect|right|true|false|indeed|not\s+necessarily|not\s+really"
    r"|not\s+quite|absolutely|definitely|probably\s+not|probably|likely|most\s+likely)\b[\s,.;:!—–-]*",
    _I,
)

MODALITY_LINES = (
    "required require requires requirement need needs needed necessary obliged obligated obligation bound",
    "free allowed allow allows permitted permit permits permission entitled forbidden forbid forbids",
    "prohibited prohibit prohibits barred bar restricted restrict restriction restrictions limited limit",
    "able possible impossible expressly explicitly clearly strictly actually really simply only just also",
    "still always never both either indeed appear appears appeared seem seems seemed likely probably",
    "possibly generally typically usually conditions condition conditional certain some circumstances",
    "case cases way ways must shall recipient discloser receiving disclosing counterparty side other",
    "party parties signatory",
)

MODALITY = frozenset(w for line in MODALITY_LINES for w in line.split())
"""Words that phrase a verdict (modality, hedges, party roles) rather than add a fact."""

ANSWERING_LINES = (
    "answer answers answering question questions passage passages excerpt excerpts text texts context",
    "document documents source sources snippet snippets material materials result results retrieved",
    "provided given shown available based according appear appears seem seems clear clearly explicitly",
    "directly specifically really certain sure reading read say says said state states stated agreement",
    "agreements nda ndas contract contracts clause clauses provision provisions section sections language",
    "wording info information here there case point matter issue yes",
)

ANSWERING = frozenset(w for line in ANSWERING_LINES for w in line.split())
"""Words about answering and the documents in general rather than a fact of the agreement."""

POSSESSIVE = lazy(r"['’]s\b")

_NUMBER_WORDS = phrase_alternation(tuple(number_words("en")))
SPELLED_PERIOD = lazy(
    r"\b(?:a|an|" + _NUMBER_WORDS + r")[\s-]+(?:\(\d+\)\s+)?(?:business\s+"
    r"|calendar\s+|working\s+)?(?:days?|weeks?|months?|years?)\b|\bevery\s+(?:\w+\s+)?(?:day|week|month|year)\b"
    r"|\b(?:annually|yearly|monthly|weekly)\b",
    _I,
)
"""A period in words ("twelve months", "every year"), which ``claim_values`` reads only in digits."""

VALUE_WORDS = lazy(
    r"\b(?:\d[\d,.]*|"
    + _NUMBER_WORDS
    + r"|hundred|days?|weeks?|months?|years?|business|calendar|working|percent|dollars?)\b",
    _I,
)

QUALIFIER = lazy(
    r"(?:but\s+|though\s+|although\s+)?(?:only\s+)?(?:with|for|in|under|subject\s+to|within|on|at)\s+"
    r"(?:[\w'’-]+\s+){0,4}?[\w'’-]+[.!]?",
    _I,
)
"""A verb-less qualifier of a verdict ("with a narrow exception", "for a limited time", "but only
with conditions"): part of the verdict when cited sentences follow."""

VERB_CUE = lazy(
    r"\b(?:is|are|was|were|be|been|am|may|must|shall|can|cannot|will|would|should|could|does|do|did|has|have|had"
    r"|not|n't|no)\b|n't\b",
    _I,
)

CLAUSE_OPENER = lazy(r"^(?:because|since|as|but|although|though|while|whereas)\s+", _I)
"""The conjunction that opens a clause cut off by ``CLAUSE_BREAK``."""

_NEXT_STATEMENT = r";|\s[—–]\s"
"""A semicolon or a spaced dash: the sentence goes on to another statement."""
_TURNS = r"but|so|though|although"
"""The conjunctions after a comma that turn to another statement."""
ASIDE_BREAK = lazy(rf"\s*(?:{_NEXT_STATEMENT}|:|,\s+(?:{_TURNS})\s+)\s*", _I)
"""Where a sentence passes from one statement to the next ("...; Fronius's own clause was not retrieved")."""
DETAIL_BREAK = lazy(
    rf"\s*(?:{_NEXT_STATEMENT}|,\s+(?:and|while|whereas|{_TURNS})\s+"
    r"|\s+(?:and|but)\s+(?=(?:each|every|the|it|they|its|their|"
    + "|".join(english_words("finite"))
    + r")\s))\s*",
    _I,
)
"""Where a claim passes from one committed detail to the next ("consultants Pellucid approves may receive
it, and each may keep a copy", "... and must return it"; lexicon ``finite``): each detail is read
against the passages cited for the claim."""
