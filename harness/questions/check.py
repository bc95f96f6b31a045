"""``check_question_set``: re-verify every question's stratum property against its corpus."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from harness.core.errors import HarnessError
from harness.core.records import Question, RetrievalSettings
from harness.corpus.base import Corpus
from harness.questions.contractnli.check import (
    GROUNDED_LABELS,
    grounded_problems,
    perturbed_problems,
    stated_problems,
)
from harness.questions.qset import QuestionSet
from harness.questions.retrieval import Searcher, default_searcher, hit_note, run_queries
from harness.questions.sampling import IDEAL
from harness.questions.templates import BUILDER_VERSION
from harness.questions.terms import TermIndex


@dataclass(frozen=True)
class Problem:
    """One question that no longer holds, and why."""

    question_id: str
    stratum: str
    message: str

    def __str__(self) -> str:
        return f"{self.question_id} [{self.stratum}]: {self.message}"


def check_question_set(
    qset: QuestionSet, corpus: Corpus, *, retriever: Searcher | None = None
) -> list[Problem]:
    """Every question whose stratum property fails on ``corpus`` (empty list: the set holds).

    Raises ``HarnessError`` when the set was built from another corpus (fingerprint mismatch).
    """
    header = qset.header
    if header.corpus_fingerprint != corpus.fingerprint:
        raise HarnessError(
            f"the question set was built from corpus {header.corpus} "
            f"(fingerprint {header.corpus_fingerprint[:12]}), "
            f"not from this {corpus.name} corpus (fingerprint {corpus.fingerprint[:12]})",
            "check it against the corpus and split it was built from, or rebuild it for this corpus",
        )
    problems: list[Problem] = []
    terms = TermIndex(corpus)
    by_format = _format_problems(corpus, terms)
    for q in qset.questions:
        problems.extend(Problem(q.id, q.stratum, m) for m in _static_problems(q, corpus, terms, by_format))
    problems.extend(_retrieval_problems(qset.questions, corpus, retriever))
    order = {q.id: i for i, q in enumerate(qset.questions)}
    return sorted(problems, key=lambda p: (order.get(p.question_id, -1), p.message))


def _format_problems(corpus: Corpus, terms: TermIndex) -> Callable[[Question], list[str]] | None:
    """The checks of a report/summary corpus's value questions (None for ContractNLI-format corpora)."""
    if (corpus.hypotheses and corpus.gold) or not any(d.summary for d in corpus.documents):
        return None
    from harness.questions.govreport.anchors import AnchorIndex
    from harness.questions.govreport.check import govreport_problems

    index = AnchorIndex(corpus)
    return lambda q: govreport_problems(q, corpus, terms, index)


def _static_problems(
    q: Question, corpus: Corpus, terms: TermIndex, by_format: Callable[[Question], list[str]] | None = None
) -> list[str]:
    found: list[str] = []
    if q.document_id is not None and q.document_id not in {d.id for d in corpus.documents}:
        return [f"document {q.document_id} is not in the corpus"]
    missing = [pid for pid in q.gold_evidence if not corpus.has_passage(pid)]
    if missing:
        return [f"gold evidence {', '.join(missing)} not in the corpus"]
    if (
        q.stratum
        in ("answerable", "evidence_missed", "not_mentioned", "unanswerable", "adversarial", "retrieval_null")
        and q.ideal != IDEAL[q.stratum]
    ):
        found.append(f"ideal {list(q.ideal)} is not the stratum's {list(IDEAL[q.stratum])}")
    if q.stratum == "contradicted" and q.ideal not in (("correct",), ("refused",)):
        found.append(f"ideal {list(q.ideal)} is neither ['correct'] nor ['refused']")
    if corpus.hypotheses and corpus.gold:
        found.extend(_contract_problems(q, corpus, terms))
    elif by_format is not None:
        found.extend(by_format(q))
    return found


def _contract_problems(q: Question, corpus: Corpus, terms: TermIndex) -> list[str]:
    if q.answer_type == "value" and q.perturbation is None:  # a value the agreement states
        return stated_problems(q.stratum, q, corpus, terms)
    if q.stratum in GROUNDED_LABELS:
        return grounded_problems(q.stratum, q, corpus, check_text=q.builder_version == BUILDER_VERSION)
    return perturbed_problems(q.stratum, q, corpus, terms)


def _retrieval_problems(
    questions: Sequence[Question], corpus: Corpus, retriever: Searcher | None
) -> list[Problem]:
    """answerable and cited-"no" contradicted questions must hit at k; the other such strata must miss."""
    problems: list[Problem] = []
    contract = bool(corpus.hypotheses and corpus.gold)
    by_settings: dict[RetrievalSettings, list[tuple[Question, bool]]] = {}
    for q in questions:
        if not q.gold_evidence or q.stratum not in ("answerable", "contradicted", "evidence_missed"):
            continue
        must_hit = q.stratum == "answerable" or (q.stratum == "contradicted" and q.ideal == ("correct",))
        by_settings.setdefault(q.retrieval, []).append((q, must_hit))
    for settings, items in by_settings.items():
        searcher = retriever if retriever is not None else default_searcher(corpus, settings)
        results = run_queries(
            searcher, settings, [q.text for q, _ in items], [q.document_id for q, _ in items]
        )
        for (q, must_hit), retrieved in zip(items, results, strict=True):
            # ContractNLI-format sets of this builder count a retrieved gold lead-in alone as no hit.
            lead_ins = contract and q.builder_version == BUILDER_VERSION
            hit, note = hit_note(settings, retrieved, q.gold_evidence, corpus if lead_ins else None)
            if must_hit and hit is not True:
                problems.append(Problem(q.id, q.stratum, f"BM25 no longer retrieves gold evidence ({note})"))
            if not must_hit and hit is not False:
                problems.append(Problem(q.id, q.stratum, f"BM25 does retrieve gold evidence ({note})"))
    return problems
