"""The passage sentence that best states a question's clause, and the verdict it implies.

Both the ``heuristic`` grader (does a cited passage back the answer's yes or no?) and the protocol
builder's gold check (does a gold passage state the opposite of its label?) read evidence this way,
so it lives in the text layer both stand on.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.text.cues import main_clause
from harness.text.lemmas import content_lemmas, lemma
from harness.text.polarity import EXCLUDING, REQUIREMENT, RESTRICTIVE, UNCONDITIONAL, negated
from harness.text.sentences import split_passage_sentences
from harness.text.verdict import YesNo, polarity_verdict


@dataclass(frozen=True)
class Evidence:
    """The passage sentence that best states the question's clause, and the verdict it implies."""

    passage_id: str
    sentence: str
    coverage: float
    verdict: YesNo | None
    """None when the sentence cannot settle the question (it affirms what a restrictive question limits)."""


def verdict_evidence(question_text: str, passages: dict[str, str]) -> Evidence | None:
    """The passage sentence holding the largest share of the question clause's content lemmas."""
    clause = main_clause(question_text)
    wanted = content_lemmas(clause)
    if not wanted:
        return None
    best: tuple[float, str, str, frozenset[str]] | None = None
    for pid, text in passages.items():
        for sentence in split_passage_sentences(text):
            shared = wanted & content_lemmas(sentence)
            coverage = len(shared) / len(wanted)
            if best is None or coverage > best[0]:
                best = (coverage, pid, sentence, shared)
    if best is None:
        return None
    coverage, pid, sentence, shared = best
    if RESTRICTIVE.search(clause):
        denial: YesNo = "yes" if negated(clause, shared, lemma) else "no"
        if UNCONDITIONAL.search(sentence):  # holds regardless of the condition: no restriction
            return Evidence(pid, sentence, coverage, denial)
        out = EXCLUDING.search(clause)
        # what is left out and not also kept ("limited to technical information, leaving out financial
        # information": "information" names both sides, so only "financial" tells them apart)
        left_out = (
            content_lemmas(clause[out.end() :]) - content_lemmas(clause[: out.start()])
            if out
            else frozenset()
        )
        taken_in = left_out & content_lemmas(sentence)
        if taken_in and not negated(sentence, taken_in, lemma):  # takes in what the question leaves out
            return Evidence(pid, sentence, coverage, denial)
        if not (RESTRICTIVE.search(sentence) or REQUIREMENT.search(sentence)) and not negated(
            sentence, shared, lemma
        ):
            return Evidence(pid, sentence, coverage, None)
    return Evidence(pid, sentence, coverage, polarity_verdict(sentence, clause, shared, lemma))
