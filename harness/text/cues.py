"""Small deterministic text cues for the built-in generators: sentences, terms, negation, values.

These are deliberately simple (regular expressions and a stop-word list) so the built-ins
stay fast, offline and reproducible; they are baselines, not a reading model.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from harness.core.records import RetrievedPassage
from harness.read.lazy import lazy
from harness.read.lexicon import ENGLISH_MONTHS
from harness.text.derivations import fold
from harness.text.polarity import NEGATORS
from harness.text.sentences import split_passage_sentences
from harness.text.tokenize import STOP_WORDS, number_words

# The main clause of a yes/no question starts with an auxiliary verb, at the start or after a
# leading phrase such as "Under the Mutual NDA with Acme, may the receiving party ...".
_YES_NO_CLAUSE = lazy(
    r"(?:^|,\s*)(does|do|did|is|are|was|were|can|could|will|would|shall|should|may|might|must|has|have|had)\b",
    re.IGNORECASE,
)
NEGATION_CUES = NEGATORS | {"cannot", "without", "neglect"}
"""The polarity lexicon's negators (``harness.text.polarity``) plus the built-ins' own extras."""
NEGATION_WINDOW = 4
"""A cue counts when it stands at most this many words before a matched term."""
# Words of the question frame that say nothing about the clause asked about.
_FRAME_WORDS = frozenset({"agreement", "document", "contract", "state", "states", "say", "says", "party"})


@functools.cache
def _stop_words() -> frozenset[str]:
    return (STOP_WORDS - NEGATION_CUES) | _FRAME_WORDS


_VALUE = lazy(
    r"\$\s?\d[\d,]*(?:\.\d+)?(?:\s(?:million|billion|trillion|thousand))?"
    r"|\d[\d,]*(?:\.\d+)?\s?(?:percent|%)"
    r"|(?:" + "|".join(ENGLISH_MONTHS) + r")"
    r"\s\d{1,2},\s\d{4}"
    r"|\b(?:19|20)\d{2}\b"
    r"|\b\d[\d,]*(?:\.\d+)?(?:\s(?:million|billion|trillion|thousand))?\b"
)


def words(text: str) -> list[str]:
    """Lower-cased word tokens; ``n't`` becomes ``not`` so negation is one cue."""
    return number_words(text.lower().replace("n't", " not").replace("cannot", "can not"))


@functools.lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    # Crude plural/verb folding so "disclose"/"discloses"/"disclosed" meet, after the derivation and
    # spelling families ("notice"/"notification" -> notify, "licence" -> license: harness.text.derivations)
    word = fold(word)
    for suffix in ("ing", "ed", "es", "s"):
        if len(word) > len(suffix) + 3 and word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def terms(text: str) -> set[str]:
    """Content terms: stemmed words that are neither stop words nor negation cues."""
    stop = _stop_words()
    return {_stem(w) for w in words(text) if w not in stop and w not in NEGATION_CUES and len(w) > 1}


def is_yes_no(question: str) -> bool:
    """A question whose main clause starts with an auxiliary verb (``Does...``, ``..., may``)."""
    return bool(_YES_NO_CLAUSE.search(question))


def main_clause(question: str) -> str:
    """The question without a leading framing phrase (``Under the NDA with Acme, ...``)."""
    match = _YES_NO_CLAUSE.search(question)
    return question[match.start(1) :] if match else question


def negated(text: str, near: set[str] | None = None) -> bool:
    """Whether a negation cue stands just before one of the ``near`` terms (any term if None)."""
    tokens = words(text)
    for i, token in enumerate(tokens):
        if token in NEGATION_CUES:
            following = {_stem(w) for w in tokens[i + 1 : i + 1 + NEGATION_WINDOW]}
            if near is None or following & near:
                return True
    return False


def first_value(text: str, exclude: str = "") -> str | None:
    """The first number, amount, percentage or date in ``text`` that ``exclude`` does not hold."""
    for match in _VALUE.finditer(text):
        value = match.group(0).strip()
        if value not in exclude:
            return value
    return None


@dataclass(frozen=True)
class Match:
    """The retrieved sentence that covers most of the question's content terms."""

    passage: RetrievedPassage
    sentence: str
    coverage: float
    """Share of the question's content terms found in the sentence."""
    shared: tuple[str, ...]


def best_sentence(question: str, passages: Sequence[RetrievedPassage]) -> Match | None:
    """The best-covering sentence over all passages (ties go to the higher-ranked passage)."""
    wanted = terms(main_clause(question))
    best: Match | None = None
    for passage in sorted(passages, key=lambda p: p.rank):
        for sentence in split_passage_sentences(passage.text):
            shared = wanted & terms(sentence)
            coverage = len(shared) / len(wanted) if wanted else 0.0
            if best is None or coverage > best.coverage:
                best = Match(passage, sentence, coverage, tuple(sorted(shared)))
    return best


def polarity_answer(question: str, sentence: str) -> str:
    """``yes`` when the sentence and the question agree in negation, ``no`` when they differ."""
    clause = main_clause(question)
    shared = terms(clause) & terms(sentence)
    return "yes" if negated(clause, shared) == negated(sentence, shared) else "no"


def refusal(question: str, passages: Sequence[RetrievedPassage], match: Match | None) -> str:
    """A calm refusal that says why and offers a next step (closest passages, where to look)."""
    topic = " ".join(sorted(terms(main_clause(question)))[:6]) or "this point"
    if not passages:
        return (
            "I cannot answer this: no passages were retrieved for the question, so I have no "
            "evidence to go on. A next step is to search the source documents for "
            f"the key terms ({topic}) or to rephrase the question with the wording the documents use."
        )
    closest = sorted(passages, key=lambda p: p.rank)[:2]
    if match is not None and match.coverage > 0:
        closest = [match.passage, *[p for p in closest if p.passage_id != match.passage.passage_id]][:2]
    names = " and ".join(p.passage_id for p in closest)
    documents = sorted({p.document_id for p in closest})
    return (
        f"I cannot answer this: the retrieved passages do not address the point asked about "
        f"({topic}), so there is no evidence for an answer. The closest passages I found are "
        f"{names}, which touch on related terms but do not settle the point. A next step is to read "
        f"the rest of {', '.join(documents)} for a clause on {topic}, or to narrow the question to "
        "one specific obligation."
    )
