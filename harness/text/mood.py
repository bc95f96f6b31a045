"""Imperative mood: a sentence that opens with a base-form verb ("Check section 7", "Ask the
counterparty", "Maybe look at the schedule").

spaCy's tagger reads the sentence with its first word lower-cased (the small English model tags a
capitalised sentence-initial verb as a proper noun or an adjective: "Review Section 8" is NNP,
"review Section 8" is VB). Leading fillers ("Please", "Maybe", "So,", "Instead") are skipped. A
verb that only frames what follows ("Note that", "Keep in mind", "Let me explain", "Do not
rely ...") is not an instruction to act, so it is not read as one. Only the pipeline's
``tok2vec``, ``tagger`` and ``attribute_ruler`` are loaded (``harness.text.nlp.load_spacy``), once,
and each sentence is tagged once per process.
"""

from __future__ import annotations

import re
from functools import lru_cache

from harness.text.nlp import load_spacy

_FILLER = re.compile(
    r"^\W*(?:(?:please|kindly|maybe|perhaps|so|instead|first|firstly|then|also|just|alternatively|otherwise"
    r"|next|ideally|meanwhile|finally|simply|rather|in\s+the\s+meantime|for\s+now|if\s+possible)\b\W*)*",
    re.I,
)
_LABEL = re.compile(r"^\W*[A-Za-z][\w'’ ]{0,30}:\s*")
"""A leading label ("Next step:", "What to do:"); what follows it is read ("Answer: unknown" is no verb)."""
FRAMING_VERBS = frozenset(
    {
        *("note", "keep", "remember", "bear", "be", "do", "let", "assume", "suppose", "imagine", "mind"),
        *("take", "understand", "expect", "consider", "say"),
    }
)
"""Verbs that open a sentence without asking the reader to act ("Note that ...", "Do not rely ...")."""


@lru_cache(maxsize=65536)
def imperative_verb(sentence: str) -> str | None:
    """The verb a sentence opens with when it is in the imperative mood, lower-cased; else None."""
    rest = _FILLER.sub("", _LABEL.sub("", sentence, count=1), count=1).lstrip()
    if not rest or not rest[0].isalpha():
        return None
    doc = load_spacy(only=("tok2vec", "tagger", "attribute_ruler"))(rest[0].lower() + rest[1:])
    first = doc[0]
    if first.tag_ != "VB" or first.lower_ in FRAMING_VERBS:
        return None
    return first.lower_
