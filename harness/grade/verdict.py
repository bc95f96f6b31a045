"""What an answer commits to: a refusal, a yes/no verdict, a value, or a false-premise correction.

Reading rules (the answer's ``Final answer:`` prefix and citation markers are removed first):

- yes/no: the first sentence that opens with "yes"/"no" (after an optional "Based on ..., "
  lead-in or markdown emphasis) followed by punctuation or a word that is not a noun of
  absence ("No evidence ...", "No information ...", "No such ..." are not verdicts), or that
  says "the answer is yes/no". A "no" whose own sentence carries a decline or explanation cue
  ("No, the passages do not say") is a refusal, not a verdict.
- value: the anchors (``harness.text.values``) of the first non-meta sentence holding any,
  leaving out anchors whose value already appears in the question (a question naming
  "fiscal year 2019" does not make "2019" an answer).
- refusal: the lead sentence carries a DECLINE/EXPLAIN cue (``harness.grade.refusal``) and
  does not itself commit to a verdict; or some sentence carries a cue and no verdict can be
  read anywhere.
- false-premise correction (adversarial questions): a PREMISE cue ("no such agreement",
  "there is no NDA between ...", "is not a party", "the premise is false", "actually dated",
  "not between ...") is present. It is evidenced when a cited passage of the retrieval set
  states the original (unperturbed) value or belongs to the question's original document.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from harness.core.records import Answer, Question
from harness.grade.claims import plain_text, split_sentences
from harness.grade.refusal import DECLINE, EXPLAIN, declines, is_meta_sentence
from harness.text.values import Anchor, extract_anchors, supported_by

YesNo = Literal["yes", "no"]

_LEAD_IN = re.compile(
    r"^(?:[*_\s]+|(?:based\s+on|according\s+to|per|from|in\s+short|in\s+summary|short\s+answer)\b[^,:]{0,80}[,:]\s*)",
    re.I,
)
_YN_PUNCT = re.compile(r"^(yes|no)\b(?=\s*(?:[,.;:!)\-–—*]|$))", re.I)
_YN_WORD = re.compile(
    r"^(yes|no)\s+(?!(?:evidence|information|relevant|passages?|mention|answer|data|such|clear|definitive"
    r"|documents?|specific|details?|reference|indication|record|one|agreement|nda|contract|context)\b)",
    re.I,
)
_ANSWER_IS = re.compile(r"\banswer\s+is\s*:?\s*[\"'*“]?(yes|no)\b", re.I)

PREMISE: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.I)
    for p in (
        r"\bno\s+such\s+(?:agreement|nda|contract|party|parties|document|report|clause|provision|date|entity)\b",
        r"\bthere\s+is\s+no\s+(?:nda|agreement|contract|document|report|record)\b[^.]{0,80}?"
        r"\b(?:between|with|dated|called|named|titled|involving)\b",
        r"\b(?:is|are|was|were)\s+not\s+(?:a\s+)?part(?:y|ies)\b",
        r"\b(?:premise|question)\b[^.]{0,40}?\b(?:false|incorrect|mistaken|wrong|inaccurate|does\s+not\s+match)\b",
        r"\b(?:actually|in\s+fact)\b[^.]{0,80}?\b(?:between|dated|party|parties|signed|concerns?|covers?|about)\b",
        r"\bnot\s+(?:between|dated|signed\s+(?:by|on))\b",
        r"\b(?:date|party|parties|name|title|topic)\b[^.]{0,30}?\b(?:differs?|different|incorrect|wrong)\b",
        r"\b(?:does\s+not|doesn't)\s+(?:exist|match)\b",
        r"\b(?:rather\s+than|instead\s+of)\b",
    )
)


def body_sentences(text: str) -> list[str]:
    """The answer's sentences with markers and the ``Final answer:`` prefix removed."""
    return [s for s in (plain_text(raw) for raw in split_sentences(text)) if s]


def _has_cue(sentence: str) -> bool:
    return any(p.search(sentence) for p in (*DECLINE, *EXPLAIN))


def _yes_no_of(sentence: str) -> YesNo | None:
    core = _LEAD_IN.sub("", sentence, count=1).lstrip("*_ \"'“")
    match = _YN_PUNCT.match(core) or _YN_WORD.match(core) or _ANSWER_IS.search(sentence)
    if match is None:
        return None
    verdict: YesNo = "yes" if match.group(1).lower() == "yes" else "no"
    if verdict == "no" and _has_cue(core[match.end() :]):
        return None  # "No, the passages do not say": a refusal, not a verdict
    return verdict


def read_yes_no(text: str) -> YesNo | None:
    """The first yes/no verdict in ``text`` (see the module docstring), or None."""
    for sentence in body_sentences(text):
        verdict = _yes_no_of(sentence)
        if verdict is not None:
            return verdict
    return None


def committed_anchors(sentence: str, question_text: str) -> list[Anchor]:
    """Anchors of ``sentence`` whose value does not already appear in the question."""
    asked = extract_anchors(question_text)
    return [a for a in extract_anchors(sentence) if not supported_by(a, asked)]


def read_value(text: str, question_text: str) -> list[Anchor]:
    """The anchors the answer commits to: those of its first non-meta sentence holding any."""
    for sentence in body_sentences(text):
        if is_meta_sentence(sentence):
            continue
        anchors = committed_anchors(sentence, question_text)
        if anchors:
            return anchors
    return []


def _commits(sentence: str, question: Question) -> bool:
    if question.answer_type == "yes_no":
        return _yes_no_of(sentence) is not None
    return not is_meta_sentence(sentence) and bool(committed_anchors(sentence, question.text))


def is_refusal(text: str, question: Question) -> bool:
    """Declines and commits to nothing (see the module docstring)."""
    sents = body_sentences(text)
    if not sents:
        return False
    lead = sents[0]
    if declines(lead) and not _commits(lead, question):
        return True
    if any(declines(s) for s in sents):
        return not any(_commits(s, question) for s in sents)
    return False


def corrects_premise(text: str) -> bool:
    """A PREMISE cue: the answer says the question's premise (party, date, topic) is false."""
    return any(p.search(s) for s in body_sentences(text) for p in PREMISE)


def premise_evidence(question: Question, answer: Answer, cited: Sequence[str]) -> tuple[str, ...]:
    """Cited ids of the retrieval set that refute the premise: they state the original value
    of the perturbation or are passages of the question's original document."""
    retrieved = {p.passage_id: p for p in answer.retrieved}
    original = question.perturbation.original if question.perturbation else ""
    original_anchors = extract_anchors(original)
    found: list[str] = []
    for pid in cited:
        passage = retrieved.get(pid)
        if passage is None:
            continue
        states_original = bool(original) and (
            original.lower() in passage.text.lower()
            or (
                bool(original_anchors)
                and all(supported_by(a, extract_anchors(passage.text)) for a in original_anchors)
            )
        )
        if states_original or (
            question.document_id is not None and passage.document_id == question.document_id
        ):
            found.append(pid)
    return tuple(found)
