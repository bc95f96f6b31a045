"""What must hold for a ContractNLI-format question; the builder filters its drafts with the same tests.

Grounded questions: the label fits the stratum, the gold answer is the label's, the gold
evidence is the pair's after hygiene, and the text is the one the builder asks. Perturbed
questions: the text is the agreement's name with exactly the recorded change, the premise
is false (the replacement is absent from the document, or the value is never stated), and
every gold passage of an adversarial question states the true party, date or title.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol

from harness.core.records import AnswerType, Perturbation
from harness.corpus.base import Corpus
from harness.questions.contractnli.absence import answering_passages
from harness.questions.contractnli.errata import review
from harness.questions.contractnli.evidence import evidence_of
from harness.questions.contractnli.naming import AgreementName, dates_in, name_agreements
from harness.questions.contractnli.stated import stated_value
from harness.questions.templates import (
    SWAPPED_AGREEMENTS,
    VALUE_TOPICS,
    ValueTopic,
    Wording,
    hypothesis_wordings,
)
from harness.questions.terms import TermIndex

ANSWER_OF_LABEL = {"Entailment": "yes", "Contradiction": "no", "NotMentioned": "none"}
"""The gold answer of a label asked in a wording that agrees with the hypothesis."""
GROUNDED_LABELS = {
    "answerable": ("Entailment",),
    "contradicted": ("Contradiction",),
    "evidence_missed": ("Entailment", "Contradiction"),
    "not_mentioned": ("NotMentioned",),
    "retrieval_null": ("Entailment", "Contradiction"),
}


class Asked(Protocol):
    """What the checks read: a ``Question``, or a builder ``Draft`` before it has an id."""

    @property
    def text(self) -> str: ...
    @property
    def answer_type(self) -> AnswerType: ...
    @property
    def gold_answer(self) -> str: ...
    @property
    def gold_evidence(self) -> tuple[str, ...]: ...
    @property
    def document_id(self) -> str | None: ...
    @property
    def hypothesis_key(self) -> str | None: ...
    @property
    def perturbation(self) -> Perturbation | None: ...


def question_text(name: str, clause: str) -> str:
    return f"Under {name}, {clause}?"


def gold_answer(label: str, wording: Wording) -> str:
    """The gold answer of a label asked in ``wording``: flipped when the wording is the converse."""
    answer = ANSWER_OF_LABEL[label]
    if wording.agrees or answer == "none":
        return answer
    return "no" if answer == "yes" else "yes"


def grounded_texts(
    corpus: Corpus, names: dict[str, AgreementName], document_id: str, key: str
) -> dict[str, Wording]:
    """The questions a (document, hypothesis) pair may ask, one per wording; check re-renders them."""
    hypothesis = next(h for h in corpus.hypotheses if h.key == key)
    name = names[document_id].render()
    return {question_text(name, w.clause): w for w in hypothesis_wordings(hypothesis)}


def value_topic_of(text: str, name: str) -> ValueTopic | None:
    """The value topic whose wording, asked of the agreement called ``name``, is ``text``."""
    return next((t for t in VALUE_TOPICS for c in t.clauses if question_text(name, c) == text), None)


def grounded_problems(stratum: str, q: Asked, corpus: Corpus, check_text: bool = True) -> list[str]:
    if q.document_id is None or q.hypothesis_key is None:
        return ["a grounded question needs a document and a hypothesis key"]
    gold = corpus.annotation(q.document_id, q.hypothesis_key)
    if gold is None:
        return [f"no gold label for ({q.document_id}, {q.hypothesis_key})"]
    found: list[str] = []
    release = evidence_of(corpus, gold) if gold.label != "NotMentioned" else None
    reviewed = review(corpus, gold, release)
    if reviewed.label is None:
        return [f"{reviewed.note}, and no erratum settles it: the pair is left out"]
    gold = replace(gold, label=reviewed.label)
    allowed = GROUNDED_LABELS[stratum]
    if gold.label not in allowed:
        found.append(f"label is {gold.label}, the stratum needs {' or '.join(allowed)}")
    texts = grounded_texts(corpus, name_agreements(corpus), q.document_id, q.hypothesis_key)
    wording = texts.get(q.text)
    if check_text and wording is None:
        found.append("text is not a question this builder asks for its (document, hypothesis) pair")
    # Sets of older builder versions asked the agreeing wording only.
    expected = gold_answer(gold.label, wording or Wording("", True))
    if q.gold_answer != expected:
        found.append(
            f"gold answer {q.gold_answer!r}, but label {gold.label} asked this way means {expected!r}"
        )
    if gold.label != "NotMentioned":
        evidence = evidence_of(corpus, gold)
        if evidence is None:
            found.append("no annotated evidence span states the clause (fragments only): not a grounded pair")
        elif tuple(q.gold_evidence) != evidence:
            found.append(
                f"gold evidence {list(q.gold_evidence)} differs from the pair's clause spans {list(evidence)}"
            )
    elif q.gold_evidence:
        found.append("a NotMentioned pair has no gold evidence")
    return found


def stated_problems(stratum: str, q: Asked, corpus: Corpus, terms: TermIndex) -> list[str]:
    """What fails for a value question the agreement answers (empty: it holds)."""
    if stratum not in ("answerable", "evidence_missed", "retrieval_null"):
        return [f"a value question with a stated value does not belong to {stratum}"]
    doc = q.document_id
    if doc is None or doc not in {d.id for d in corpus.documents}:
        return ["a value question needs a document of the corpus"]
    topic = value_topic_of(q.text, name_agreements(corpus)[doc].render())
    if topic is None:
        return [f"text is not a value question this builder asks of {doc}"]
    stated = stated_value(corpus, terms, topic, doc)
    if stated is None:
        return [f"{doc} states no single {topic.name}"]
    found: list[str] = []
    if q.gold_answer != stated.value:
        found.append(f"gold answer {q.gold_answer!r}, but {doc} states {stated.value!r} for {topic.name}")
    if tuple(q.gold_evidence) != stated.passages:
        found.append(
            f"gold evidence {list(q.gold_evidence)} differs from the stating passages {list(stated.passages)}"
        )
    return found


def perturbed_problems(stratum: str, q: Asked, corpus: Corpus, terms: TermIndex) -> list[str]:
    """What fails for an unanswerable or adversarial question (empty: it holds)."""
    if q.gold_answer != "none":
        return [f"gold answer {q.gold_answer!r}; {stratum} questions have no answer ('none')"]
    pert = q.perturbation
    if pert is None:
        return [f"{stratum} question without a perturbation record"]
    doc = q.document_id
    if doc is None or doc not in {d.id for d in corpus.documents}:
        return [f"{stratum} question without a document of the corpus"]
    name = name_agreements(corpus)[doc]
    if stratum == "unanswerable":
        return _unanswerable_problems(q, pert, corpus, terms, name, doc)
    if not q.gold_evidence:
        return ["an adversarial question needs the passages stating the true premise"]
    foreign = [
        pid
        for pid in q.gold_evidence
        if not corpus.has_passage(pid) or corpus.passage(pid).document_id != doc
    ]
    if foreign:
        return [f"gold evidence {', '.join(foreign)} is not a passage of {doc}"]
    if q.hypothesis_key is None or q.hypothesis_key not in {h.key for h in corpus.hypotheses}:
        return ["an adversarial question asks one of the corpus's hypotheses"]
    hypothesis = next(h for h in corpus.hypotheses if h.key == q.hypothesis_key)
    premise = _premise_name(name, pert)
    if premise is None:
        return [
            f"unknown adversarial kind {pert.kind!r}, or {pert.original!r} is not in the agreement's name"
        ]
    if q.text not in {question_text(premise, w.clause) for w in hypothesis_wordings(hypothesis)}:
        return [f"text is not the agreement's name with {pert.original!r} changed to {pert.replacement!r}"]
    return _premise_problems(q, pert, terms, name, doc)


def _unanswerable_problems(
    q: Asked, pert: Perturbation, corpus: Corpus, terms: TermIndex, name: AgreementName, doc: str
) -> list[str]:
    if q.gold_evidence:
        return ["an unanswerable question has no gold evidence"]
    topic = next((t for t in VALUE_TOPICS if t.name == pert.replacement), None)
    if pert.kind != "absent_value" or topic is None:
        return [f"unknown unanswerable kind {pert.kind!r} / topic {pert.replacement!r}"]
    if q.answer_type != "value":
        return ["an absent-value question is answered by a value"]
    if q.text not in {question_text(name.render(), c) for c in topic.clauses}:
        return [f"text is not the {topic.name!r} question for {doc}"]
    stating = answering_passages(corpus, terms, topic, doc)
    return [f"{', '.join(stating)} state(s) the {topic.name}"] if stating else []


def _premise_name(name: AgreementName, pert: Perturbation) -> str | None:
    """The agreement's name with the perturbation applied (None when it does not apply)."""
    if pert.kind == "adjacent_entity":
        shown = [p.text for p in name.parties]
        if pert.original not in shown:
            return None
        return name.render(parties=[pert.replacement if p == pert.original else p for p in shown])
    if pert.kind == "wrong_date":
        return name.render(date=pert.replacement) if name.date and name.date.text == pert.original else None
    if pert.kind == "swapped_agreement":
        return replace(name, title=pert.replacement).render() if name.title == pert.original else None
    return None


def _premise_problems(
    q: Asked, pert: Perturbation, terms: TermIndex, name: AgreementName, doc: str
) -> list[str]:
    found: list[str] = []
    gold = q.gold_evidence
    if pert.kind == "adjacent_entity":
        if terms.in_document(pert.replacement, doc):
            found.append(f"{pert.replacement!r} does occur in {doc}")
        kept = [p.text for p in name.parties if p.text != pert.original]
        with_replacement = set(terms.documents_with(pert.replacement))
        if any(with_replacement & set(terms.documents_with(k)) for k in kept):
            found.append(f"another document names {pert.replacement!r} with {kept}: the premise may be true")
        if not kept and with_replacement:
            found.append(f"{pert.replacement!r} is a party of another agreement: the premise may be true")
        if not all(terms.in_passage(pert.original, pid) for pid in gold):
            found.append(f"a gold evidence passage does not name the true party {pert.original!r}")
    elif pert.kind == "wrong_date":
        wrong_year = pert.replacement.rsplit(" ", 1)[-1]
        if terms.in_document(wrong_year, doc):
            found.append(f"the year {wrong_year} does occur in {doc}")
        if not all(pert.original in dates_in(terms.corpus.passage(pid).text) for pid in gold):
            found.append(f"a gold evidence passage does not state the true date {pert.original}")
    else:
        absent = dict(SWAPPED_AGREEMENTS).get(pert.replacement)
        if absent is None:
            return [f"unknown swapped agreement {pert.replacement!r}"]
        present = terms.present_in_document(absent, doc)
        if present:
            found.append(f"{doc} does speak of {present}: the swapped agreement may exist")
        stated = all(
            terms.in_passage(name.title, pid) and any(terms.in_passage(p.text, pid) for p in name.parties)
            for pid in gold
        )
        if not stated:
            found.append(f"a gold evidence passage does not name the {name.title} and its parties")
    return found
