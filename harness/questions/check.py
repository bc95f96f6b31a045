"""``check_question_set``: re-verify every question's stratum property against its corpus."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from harness.core.errors import HarnessError
from harness.core.records import Question, RetrievalSettings
from harness.corpus.base import Corpus
from harness.questions.contractnli.build import ANSWER_OF_LABEL, fictional_core, grounded_text
from harness.questions.contractnli.naming import name_agreements
from harness.questions.qset import QuestionSet
from harness.questions.retrieval import Searcher, default_searcher, hit_note, run_queries
from harness.questions.sampling import IDEAL
from harness.questions.templates import ABSENT_TOPICS, BUILDER_VERSION, SIMILAR_TOPICS
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
    grounded = ("answerable", "contradicted", "evidence_missed", "not_mentioned", "retrieval_null")
    if q.stratum in grounded:
        if q.document_id is None or q.hypothesis_key is None:
            return ["a grounded question needs a document and a hypothesis key"]
        gold = corpus.annotation(q.document_id, q.hypothesis_key)
        if gold is None:
            return [f"no gold label for ({q.document_id}, {q.hypothesis_key})"]
        found: list[str] = []
        allowed = {
            "answerable": ("Entailment",),
            "contradicted": ("Contradiction",),
            "evidence_missed": ("Entailment", "Contradiction"),
            "not_mentioned": ("NotMentioned",),
            "retrieval_null": ("Entailment", "Contradiction"),
        }[q.stratum]
        if gold.label not in allowed:
            found.append(f"label is {gold.label}, the stratum needs {' or '.join(allowed)}")
        if q.gold_answer != ANSWER_OF_LABEL[gold.label]:
            found.append(
                f"gold answer {q.gold_answer!r}, but label {gold.label} means {ANSWER_OF_LABEL[gold.label]!r}"
            )
        expected = gold.evidence_passage_ids if gold.label != "NotMentioned" else ()
        if tuple(q.gold_evidence) != tuple(expected):
            found.append(
                f"gold evidence {list(q.gold_evidence)} differs from the annotation's {list(expected)}"
            )
        if q.builder_version == BUILDER_VERSION:
            names = name_agreements(corpus)
            if q.text != grounded_text(corpus, names, q.document_id, q.hypothesis_key):
                found.append("text is not the question this builder asks for its (document, hypothesis) pair")
        return found
    if q.gold_answer != "none":
        return [f"gold answer {q.gold_answer!r}; {q.stratum} questions have no answer ('none')"]
    pert = q.perturbation
    if pert is None:
        return [f"{q.stratum} question without a perturbation record"]
    if pert.kind not in ("absent_topic", "similar_topic") and pert.replacement not in q.text:
        return [f"text does not contain the perturbed {pert.kind} {pert.replacement!r}"]
    return _perturbation_problems(q, corpus, terms)


def _perturbation_problems(q: Question, corpus: Corpus, terms: TermIndex) -> list[str]:
    pert = q.perturbation
    assert pert is not None  # narrowed by the caller
    doc = q.document_id
    kind = pert.kind
    if q.stratum == "unanswerable":
        if q.gold_evidence:
            return ["an unanswerable question has no gold evidence"]
        if kind == "absent_topic":
            topic = next((t for t in ABSENT_TOPICS if t.name == pert.replacement), None)
            if topic is None:
                return [f"unknown absent topic {pert.replacement!r}"]
            if topic.clause not in q.text:
                return [f"text does not ask about the absent topic {topic.name!r}"]
            present = terms.present_in_corpus(topic.terms)
            return [f"key terms {present} occur in the corpus"] if present else []
        if kind == "absent_parties":
            cores = [fictional_core(p) for p in pert.replacement.split(" and ")]
            present = [c for c in cores if terms.in_corpus(c)]
            return [f"party names {present} occur in the corpus"] if present else []
        return [f"unknown unanswerable kind {kind!r}"]
    if doc is None or not q.gold_evidence:
        return ["an adversarial question needs its document and the passages refuting the premise"]
    if kind == "similar_topic":
        topic = SIMILAR_TOPICS.get(pert.original)
        if topic is None or topic.name != pert.replacement:
            return [f"unknown similar topic {pert.original!r} -> {pert.replacement!r}"]
        if topic.clause not in q.text:
            return [f"text does not ask about the near topic {topic.name!r}"]
        present = terms.present_in_document(topic.terms, doc)
        gold = corpus.annotation(doc, pert.original)
        found = [f"the near topic's terms {present} occur in {doc}"] if present else []
        if gold is None or gold.label != "Entailment" or tuple(q.gold_evidence) != gold.evidence_passage_ids:
            found.append(f"gold evidence is not {doc}'s {pert.original} clause")
        return found
    if kind == "adjacent_entity":
        found = []
        if terms.in_document(pert.replacement, doc):
            found.append(f"{pert.replacement!r} does occur in {doc}")
        if pert.original in q.text:
            found.append(f"text still names the original party {pert.original!r}")
        if not any(terms.in_passage(pert.original, pid) for pid in q.gold_evidence):
            found.append(f"no gold evidence passage names the original party {pert.original!r}")
        return found
    if kind == "wrong_date":
        found = []
        wrong_year = pert.replacement.rsplit(" ", 1)[-1]
        right_year = pert.original.rsplit(" ", 1)[-1]
        if terms.in_document(wrong_year, doc):
            found.append(f"the year {wrong_year} does occur in {doc}")
        if not any(terms.in_passage(right_year, pid) for pid in q.gold_evidence):
            found.append(f"no gold evidence passage holds the real year {right_year}")
        return found
    return [f"unknown adversarial kind {kind!r}"]


def _retrieval_problems(
    questions: Sequence[Question], corpus: Corpus, retriever: Searcher | None
) -> list[Problem]:
    """answerable and cited-"no" contradicted questions must hit at k; the other such strata must miss."""
    problems: list[Problem] = []
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
            hit, note = hit_note(settings, retrieved, q.gold_evidence)
            if must_hit and not hit:
                problems.append(Problem(q.id, q.stratum, f"BM25 no longer retrieves gold evidence ({note})"))
            if not must_hit and hit:
                problems.append(Problem(q.id, q.stratum, f"BM25 does retrieve gold evidence ({note})"))
    return problems
