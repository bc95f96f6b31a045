"""Re-verifying GovReport value questions: the cloze still comes from the summary, the evidence still
holds the anchor, perturbed premises are still refuted, uncovered years still mentioned nowhere.

BM25 hit/miss of ``answerable`` and ``evidence_missed`` is checked for every format in ``check``.
"""

from __future__ import annotations

import re

from harness.core.records import Question
from harness.corpus.base import Corpus
from harness.questions.govreport.anchors import AnchorIndex, mentions
from harness.questions.govreport.build import (
    BLANK,
    NO_SOURCE,
    NO_SOURCE_WHY,
    latest_year,
    parse_cloze,
)
from harness.questions.terms import TermIndex
from harness.text.sentences import split_summary_sentences
from harness.text.values import Anchor, parse_value

GROUNDED = ("answerable", "evidence_missed", "retrieval_null")


def govreport_problems(q: Question, corpus: Corpus, terms: TermIndex, index: AnchorIndex) -> list[str]:
    """What no longer holds for one GovReport question (empty: it holds)."""
    if q.stratum in NO_SOURCE:
        return [f"GovReport cannot supply {q.stratum} questions: {NO_SOURCE_WHY}"]
    if q.answer_type != "value":
        return [f"answer type {q.answer_type!r}; GovReport questions are answered by a value"]
    if q.document_id is None:
        return ["a GovReport question names its report (document id missing)"]
    cloze = parse_cloze(q.text)
    if cloze is None:
        return ["text is not a cloze question this builder asks (one blank in a quoted summary sentence)"]
    foreign = [pid for pid in q.gold_evidence if corpus.passage(pid).document_id != q.document_id]
    if foreign:
        return [f"gold evidence {', '.join(foreign)} is not in {q.document_id}"]
    if q.stratum in GROUNDED:
        return _grounded_problems(q, q.document_id, cloze, corpus, index)
    if q.gold_answer != "none":
        return [f"gold answer {q.gold_answer!r}; {q.stratum} questions have no answer ('none')"]
    pert = q.perturbation
    if pert is None:
        return [f"{q.stratum} question without a perturbation record"]
    if pert.replacement not in cloze:
        return [f"text does not contain the perturbed {pert.kind} {pert.replacement!r}"]
    if q.stratum == "unanswerable":
        return _unanswerable_problems(q, corpus, index)
    return _adversarial_problems(q, cloze, corpus, terms, index)


def _one_anchor(text: str) -> Anchor | None:
    parsed = parse_value(text)
    return parsed[0] if len(parsed) == 1 else None


def _grounded_problems(q: Question, doc: str, cloze: str, corpus: Corpus, index: AnchorIndex) -> list[str]:
    anchor = _one_anchor(q.gold_answer)
    if anchor is None:
        return [f"gold answer {q.gold_answer!r} is not one number, amount, percentage or date"]
    sentence = cloze.replace(BLANK, q.gold_answer)
    if sentence not in split_summary_sentences(corpus.document(doc).summary or ""):
        return [f"the cloze filled with {q.gold_answer!r} is not a sentence of {doc}'s summary"]
    if not q.gold_evidence:
        return ["a grounded question needs gold evidence"]
    start = cloze.index(BLANK)
    placed = Anchor(anchor.kind, anchor.value, q.gold_answer, start, start + len(q.gold_answer))
    lost = [pid for pid in q.gold_evidence if not index.is_evidence(pid, sentence, placed)]
    if lost:
        return [
            f"gold evidence {', '.join(lost)} no longer holds {q.gold_answer!r} with the sentence's words"
        ]
    return []


def _unanswerable_problems(q: Question, corpus: Corpus, index: AnchorIndex) -> list[str]:
    pert = q.perturbation
    assert pert is not None and q.document_id is not None  # narrowed by the caller
    if q.gold_evidence:
        return ["an unanswerable question has no gold evidence"]
    if pert.kind != "uncovered_year":
        return [f"unknown unanswerable kind {pert.kind!r}"]
    year = re.search(r"(?:19|20)\d\d", pert.replacement)
    latest = latest_year(index, corpus, q.document_id)
    if year is None or latest is None or int(year.group(0)) <= latest:
        return [f"{pert.replacement!r} is not after the years the report covers (up to {latest})"]
    if index.in_document(parse_value(year.group(0))[0], q.document_id):
        return [f"a passage of {q.document_id} mentions {year.group(0)}"]
    anchor = _one_anchor(q.gold_answer) if q.gold_answer != "none" else None
    return [] if anchor is None else ["an unanswerable question has no gold answer"]


def _adversarial_problems(
    q: Question, cloze: str, corpus: Corpus, terms: TermIndex, index: AnchorIndex
) -> list[str]:
    pert = q.perturbation
    assert pert is not None and q.document_id is not None  # narrowed by the caller
    doc = q.document_id
    if not q.gold_evidence:
        return ["an adversarial question needs the passages refuting its premise"]
    if pert.kind in ("wrong_date", "wrong_amount"):
        wrong, original = _one_anchor(pert.replacement), _one_anchor(pert.original)
        if wrong is None or original is None:
            return [f"{pert.original!r} -> {pert.replacement!r} are not one value each"]
        found = []
        if index.in_document(wrong, doc):
            found.append(f"the wrong value {pert.replacement!r} does occur in {doc}")
        missing = [pid for pid in q.gold_evidence if not index.holds(pid, original)]
        if missing:
            found.append(f"gold evidence {', '.join(missing)} does not hold the real value {pert.original!r}")
        return found
    if pert.kind == "adjacent_agency":
        found = []
        if terms.in_document(pert.replacement, doc):
            found.append(f"{pert.replacement!r} does occur in {doc}")
        if mentions(pert.original, cloze):
            found.append(f"text still names the original {pert.original!r}")
        missing = [pid for pid in q.gold_evidence if not mentions(pert.original, corpus.passage(pid).text)]
        if missing:
            found.append(f"gold evidence {', '.join(missing)} does not name the original {pert.original!r}")
        return found
    return [f"unknown adversarial kind {pert.kind!r}"]
