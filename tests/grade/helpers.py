"""Hand-built corpus, questions and answers shared by the grader tests."""

from __future__ import annotations

import math
from typing import Any

from harness.core.records import (
    Answer,
    AnswerType,
    Document,
    Factuality,
    Passage,
    Perturbation,
    Question,
    RetrievalSettings,
    RetrievedPassage,
    Stratum,
)
from harness.corpus.base import Corpus
from harness.text.answer_format import parse_citations

TEXTS: dict[str, str] = {
    "mini-01:0": "This Non-Disclosure Agreement is made on March 3, 2019 between Acme Robotics and "
    "Borealis Labs.",
    "mini-01:1": "The Receiving Party may share Confidential Information with its employees "
    "who need to know it.",
    "mini-01:2": "The Receiving Party shall return all Confidential Information "
    "within 30 days of termination.",
    "mini-01:3": "This Agreement remains in force for a term of 5 years from the Effective Date.",
    "mini-02:0": "This Mutual Confidentiality Agreement is made between Cobalt Freight and Dune Analytics.",
    "gov-01:0": "In fiscal year 2019, the program cost $1.2 billion and served "
    "35 percent of eligible veterans.",
    "gov-01:1": "The agency opened 14 new clinics on March 3, 2019, according to GAO.",
}


# A two-passage corpus whose TF-IDF figures are computed by hand (lexical and citation-score tests).
P1, P2 = "cats eat fish", "dogs eat meat"
TINY = Corpus(
    name="tiny",
    documents=(Document("t-1", "T1", P1), Document("t-2", "T2", P2)),
    passages=(Passage("t-1:0", "t-1", 0, 0, 13, P1), Passage("t-2:0", "t-2", 0, 0, 13, P2)),
)
# Smooth idf over n = 2 passages: idf(t) = ln((1 + n) / (1 + df)) + 1.
IDF_RARE = math.log(3 / 2) + 1  # cats, fish, dogs, meat (df = 1): 1.405465
IDF_EAT = math.log(3 / 3) + 1  # eat (df = 2): 1.0


# A valid reply of the LLM judge (judge_prompt and llm tests).
VALID: dict[str, Any] = {
    "factuality": "correct",
    "citation_support": {"mini-01:1": True, "mini-01:0": False},
    "refusal_quality": None,
    "extra_claim_count": 1,
    "rationale": {"factuality": "commits to yes, supported by mini-01:1"},
}


def make_corpus() -> Corpus:
    return corpus_of(TEXTS, "test-mini")


def corpus_of(texts: dict[str, str], name: str = "test-corpus") -> Corpus:
    """A corpus of one passage per ``<document>:<index>`` id, documents in order of first passage."""
    docs: dict[str, list[Passage]] = {}
    for pid, text in texts.items():
        doc_id, _, index = pid.partition(":")
        docs.setdefault(doc_id, []).append(Passage(pid, doc_id, int(index), 0, len(text), text))
    documents = tuple(
        Document(doc_id, doc_id.upper(), " ".join(p.text for p in passages))
        for doc_id, passages in docs.items()
    )
    passages = tuple(p for ps in docs.values() for p in ps)
    return Corpus(name=name, documents=documents, passages=passages)


def retrieved(*ids: str) -> tuple[RetrievedPassage, ...]:
    return tuple(
        RetrievedPassage(pid, pid.partition(":")[0], TEXTS[pid], score=10.0 - rank, rank=rank)
        for rank, pid in enumerate(ids, start=1)
    )


def question(
    stratum: Stratum = "answerable",
    gold: str = "yes",
    evidence: tuple[str, ...] = ("mini-01:1",),
    answer_type: AnswerType = "yes_no",
    text: str = "Under the NDA between Acme Robotics and Borealis Labs, may the receiving party share "
    "confidential information with its employees?",
    perturbation: Perturbation | None = None,
    document_id: str | None = "mini-01",
    qid: str = "q1",
) -> Question:
    ideal: tuple[Factuality, ...] = (
        ("correct",) if stratum in ("answerable", "contradicted") else ("refused",)
    )
    return Question(
        id=qid,
        text=text,
        stratum=stratum,
        answer_type=answer_type,
        gold_answer=gold,
        gold_evidence=evidence,
        ideal=ideal,
        retrieval=RetrievalSettings(),
        builder_version="test",
        document_id=document_id,
        perturbation=perturbation,
    )


def answer(
    text: str,
    citations: tuple[str, ...] = (),
    retrieved_ids: tuple[str, ...] = ("mini-01:1", "mini-01:0", "mini-01:2"),
    qid: str = "q1",
    error: str | None = None,
    format_ok: bool = True,
) -> Answer:
    return Answer(
        question_id=qid,
        text=text,
        citations=citations,
        retrieved=retrieved(*retrieved_ids),
        latency_s=0.01,
        error=error,
        format_ok=format_ok,
    )


def heuristic_graded(corpus: Corpus, q: Question, text: str, ids: tuple[str, ...]) -> tuple[str, str]:
    """The heuristic grader's factuality and its rationale for ``text`` answering ``q`` with the
    passages ``ids`` of ``corpus`` retrieved, in that order."""
    from harness.grade.heuristic import HeuristicGrader

    by_id = {p.id: p for p in corpus.passages}
    got = tuple(
        RetrievedPassage(pid, by_id[pid].document_id, by_id[pid].text, score=10.0 - n, rank=n)
        for n, pid in enumerate(ids, start=1)
    )
    a = Answer(
        question_id=q.id, text=text, citations=tuple(parse_citations(text)), retrieved=got, latency_s=0.0
    )
    [grade] = HeuristicGrader().grade([(q, a)], corpus)
    return grade.factuality, grade.rationale["factuality"]
