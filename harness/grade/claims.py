"""Sentences, their citations, and which sentences assert a fact: shared by every grader.

- Citation markers are bracketed passage ids: ``[cnli-3:12]``, ``[cnli-3:12, cnli-3:14]``,
  ``[cnli-3:12; mini-07:3]``. An id is ``<document id>:<index>``.
- The answer's cited ids are ``Answer.citations`` followed by any id found in the text's
  markers, de-duplicated in order of first citation (a repeated citation counts once).
- Sentences split on ``.``/``!``/``?`` followed by space and an upper-case letter, a bracket or
  a quote, and on line breaks. A fragment holding only citation markers belongs to the
  sentence before it ("... permitted. [cnli-3:12]").
- A sentence's citations are the ids in its markers. When the text has no marker at all but
  ``Answer.citations`` is not empty, those citations attach to the first claim sentence (the
  answer's verdict); any further claim sentence counts as uncited.
- A claim sentence asserts a fact: declarative (does not end with "?"), at least
  ``MIN_CLAIM_WORDS`` words once markers and the ``Final answer:`` prefix are removed, and
  not a meta sentence (a refusal, an explanation of why there is no answer, a next step, or
  a bare lead-in such as "Based on the passages:"). A bare verdict ("Final answer: No.") is
  not counted as an extra claim: it is the answer, carried by the sentences that follow.
- ``extra_claim_count`` = number of claim sentences that carry no citation.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from harness.core.records import Answer
from harness.grade.refusal import is_meta_sentence
from harness.text.answer_format import parse_citations

MIN_CLAIM_WORDS = 3
_MARKER = re.compile(r"\[([^\[\]]*)\]")
_FINAL = re.compile(r"^\s*(?:[*_#>\s]*)final\s+answer\s*[*_]*\s*[:\-–—]\s*[*_]*", re.I)
_SPLIT = re.compile(r"(?<=[.!?])[\"'”’)]*\s+(?=[A-Z\[\"“(*])|\n+")
_WORD = re.compile(r"[A-Za-z0-9][\w'’\-]*")
_LEAD_IN = re.compile(
    r"^(?:based on|according to|from|per|in)\b[^.]{0,60}(?:passages?|context|documents?|sources?)\W*$", re.I
)


@dataclass(frozen=True)
class Sentence:
    """One sentence of an answer with the passage ids cited inside it."""

    text: str
    """The sentence as written, markers included."""
    plain: str
    """Markers and the ``Final answer:`` prefix removed."""
    citations: tuple[str, ...]
    is_claim: bool


def strip_final_answer(text: str) -> str:
    """``text`` without a leading ``Final answer:`` (any case, optional markdown emphasis)."""
    return _FINAL.sub("", text, count=1).lstrip("*_ ")


def _dedupe(ids: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(ids))


def cited_ids(answer: Answer) -> tuple[str, ...]:
    """The answer's cited passage ids, de-duplicated in order of first citation."""
    return _dedupe([*answer.citations, *parse_citations(answer.text)])


def plain_text(text: str) -> str:
    """``text`` without citation markers and without the ``Final answer:`` prefix."""
    flat = re.sub(r"\s+", " ", _MARKER.sub(" ", strip_final_answer(text))).strip()
    return re.sub(r"\s+([.,;:!?])", r"\1", flat)


def word_count(text: str) -> int:
    return len(_WORD.findall(text))


def _is_bare_verdict(plain: str) -> bool:
    words = [w.lower() for w in _WORD.findall(plain)]
    if words[-2:] in (["is", "yes"], ["is", "no"]) and words[:-2] in (["answer"], ["the", "answer"]):
        return True
    return bool(words) and words[0] in ("yes", "no") and len(words) < MIN_CLAIM_WORDS


def is_claim(plain: str) -> bool:
    """Whether a sentence (markers removed) asserts a fact (see the module docstring)."""
    stripped = plain.strip().strip("*_ ")
    if not stripped or stripped.endswith("?") or word_count(stripped) < MIN_CLAIM_WORDS:
        return False
    if _is_bare_verdict(stripped) or _LEAD_IN.match(stripped):
        return False
    return not is_meta_sentence(stripped)


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text``; a fragment holding only markers joins the sentence before it."""
    parts = [p.strip() for p in _SPLIT.split(text) if p and p.strip()]
    merged: list[str] = []
    for part in parts:
        if merged and not _MARKER.sub("", part).strip(" .;,"):
            merged[-1] = f"{merged[-1]} {part}"
        else:
            merged.append(part)
    return merged


def sentences(answer: Answer) -> list[Sentence]:
    """The answer's sentences with their citations and claim status."""
    out: list[Sentence] = []
    for raw in split_sentences(answer.text):
        plain = plain_text(raw)
        out.append(Sentence(raw, plain, parse_citations(raw), is_claim(plain)))
    if answer.citations and not any(s.citations for s in out):
        claims = [i for i, s in enumerate(out) if s.is_claim]
        verdicts = [i for i, s in enumerate(out) if _is_bare_verdict(s.plain)]
        for i in (claims or verdicts)[:1]:
            out[i] = Sentence(out[i].text, out[i].plain, _dedupe(answer.citations), out[i].is_claim)
    return out


def extra_claim_count(answer: Answer) -> int:
    """Claim sentences that carry no citation."""
    return sum(1 for s in sentences(answer) if s.is_claim and not s.citations)
