"""A readable sample of a question set, per stratum, for a reviewer who reads it like a domain expert.

``sample_by_stratum`` draws a seeded sample of each stratum; ``describe`` gives one question
as lines (question, expected answer, premise change, and with the corpus the evidence text).
"""

from __future__ import annotations

import random
import textwrap

from harness.core.records import STRATA, Question, Stratum
from harness.corpus.base import Corpus
from harness.questions.qset import QuestionSet

EVIDENCE_CHARS = 300
"""How much of each gold passage a sample shows."""


def sample_by_stratum(qset: QuestionSet, n: int, seed: int = 0) -> dict[Stratum, list[Question]]:
    """Up to ``n`` questions of each stratum, drawn with ``seed``, in question-set order."""
    sample: dict[Stratum, list[Question]] = {}
    for stratum in STRATA:
        questions = [q for q in qset.questions if q.stratum == stratum]
        chosen = random.Random(f"{seed}:{stratum}").sample(questions, min(n, len(questions)))
        if chosen:
            sample[stratum] = sorted(chosen, key=questions.index)
    return sample


def expected(q: Question) -> str:
    """What a correct pipeline does, in words."""
    if q.stratum == "adversarial":
        return "refuse, or correct the false premise citing the passage that states the truth"
    if "correct" in q.ideal:
        return f"answer {q.gold_answer!r}, citing gold evidence"
    return (
        "refuse: the corpus does not hold the answer"
        if q.gold_answer == "none"
        else (f"refuse (the answer {q.gold_answer!r} is not in the retrieval set)")
    )


def describe(q: Question, corpus: Corpus | None = None) -> list[str]:
    """One question as readable lines; with ``corpus``, the gold passages' text too."""
    lines = [f"{q.id} [{q.stratum}]", *textwrap.wrap(f"Q: {q.text}", 100, subsequent_indent="   ")]
    lines.append(f"expected: {expected(q)}")
    if q.perturbation is not None:
        p = q.perturbation
        change = f"{p.original!r} -> {p.replacement!r}" if p.original else repr(p.replacement)
        lines.append(f"premise: {p.kind} {change}" + (f" ({p.note})" if p.note else ""))
    for pid in q.gold_evidence:
        text = (
            " ".join(corpus.passage(pid).text.split())
            if corpus is not None and corpus.has_passage(pid)
            else ""
        )
        shown = text[:EVIDENCE_CHARS] + ("…" if len(text) > EVIDENCE_CHARS else "")
        lines.extend(textwrap.wrap(f"evidence {pid}: {shown}".rstrip(": "), 100, subsequent_indent="   "))
    return lines
