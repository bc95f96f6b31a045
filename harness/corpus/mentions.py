"""Which documents a question names: the capitalised words of its framing phrase ("Under the NDA
between Acme Robotics Inc. and Borealis Labs dated March 3, 2019, ...") looked up in the corpus.

A reference-free grader uses it to tell a passage of the agreement asked about from a passage of
another agreement, and to notice a question whose names match no document (a false premise).
A document is named when its text holds every one of the frame's name words (case-folded;
``NAMED_SHARE``), so a near-miss party name ("Quillfeather Partners" for "Quillfeather Analytics")
names no document. Document word sets are built once per corpus (by fingerprint).
"""

from __future__ import annotations

import re
from functools import lru_cache

from harness.corpus.base import Corpus
from harness.text.cues import main_clause
from harness.text.tokenize import name_words

NAMED_SHARE = 1.0
_NAME = re.compile(r"\b[A-Z][A-Za-z&'’\-]+")
_FRAME_STOP = frozenset(
    {
        "under",
        "the",
        "in",
        "for",
        "of",
        "and",
        "between",
        "dated",
        "with",
        "by",
        "on",
        "nda",
        "ndas",
        "cda",
        "mnda",
    }
)
"""Frame words that name no party (an abbreviation such as "NDA" need not appear in the text)."""
_INDEX: dict[str, dict[str, frozenset[str]]] = {}


_WH_CLAUSE = re.compile(
    r",\s+(?:(?:within|for|in|by|after|before|until|on|to|from|of|at)\s+)?"
    r"(?:what|how|which|when|who|whom|whose|where|why)\b",
    re.I,
)
"""The start of a wh-question's main clause after its framing phrase ("..., within how many days ...")."""


@lru_cache(maxsize=8192)
def frame_names(question_text: str) -> frozenset[str]:
    """The case-folded capitalised words of the question's framing phrase (empty when it has none):
    the words before a yes/no question's main clause, or before a wh-question's ("..., what ...")."""
    clause = main_clause(question_text)
    if clause != question_text:
        frame = question_text[: len(question_text) - len(clause)]
    else:
        wh = _WH_CLAUSE.search(question_text)
        frame = question_text[: wh.start()] if wh else ""
    return frozenset(w.lower() for w in _NAME.findall(frame)) - _FRAME_STOP


def _word_sets(corpus: Corpus) -> dict[str, frozenset[str]]:
    key = corpus.fingerprint
    if key not in _INDEX:
        if len(_INDEX) >= 4:
            _INDEX.pop(next(iter(_INDEX)))
        _INDEX[key] = {d.id: frozenset(name_words(d.text.lower())) for d in corpus.documents}
    return _INDEX[key]


def documents_named(corpus: Corpus, names: frozenset[str]) -> tuple[str, ...]:
    """Ids of the documents whose text holds at least ``NAMED_SHARE`` of ``names`` (all, if none given)."""
    if not names:
        return tuple(d.id for d in corpus.documents)
    need = NAMED_SHARE * len(names)
    return tuple(doc for doc, words in _word_sets(corpus).items() if len(names & words) >= need)
