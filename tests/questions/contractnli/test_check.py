"""ContractNLI question checks on the shipped nda-mini set: each holds, and each kind of edit is named."""

from __future__ import annotations

from dataclasses import replace

import pytest

from harness.core.records import Question
from harness.core.settings import corpora_dir
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions import QuestionSet, read_question_set
from harness.questions.contractnli.check import (
    grounded_problems,
    perturbed_problems,
    question_text,
    stated_problems,
)
from harness.questions.terms import TermIndex


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus("nda-mini")


@pytest.fixture(scope="module")
def qset() -> QuestionSet:
    return read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl")


def _first(qset: QuestionSet, stratum: str) -> Question:
    return next(q for q in qset.questions if q.stratum == stratum)


def test_question_text_asks_under_the_agreement() -> None:
    assert question_text("the NDA of A and B", "may X happen") == "Under the NDA of A and B, may X happen?"


def test_grounded_questions_hold_and_edits_are_named(corpus: Corpus, qset: QuestionSet) -> None:
    q = next(q for q in qset.questions if q.stratum == "answerable" and "(agreeing)" in q.notes)
    assert grounded_problems("answerable", q, corpus) == []
    assert grounded_problems("answerable", replace(q, hypothesis_key=None), corpus) == [
        "a grounded question needs a document and a hypothesis key"
    ]
    edited = grounded_problems("answerable", replace(q, text=q.text + " Really?", gold_evidence=()), corpus)
    assert any(m.startswith("gold evidence [] differs") for m in edited)
    assert any(m.startswith("text is not a question this builder asks") for m in edited)
    assert grounded_problems("answerable", replace(q, text="edited"), corpus, check_text=False) == []


def test_a_converse_wording_flips_the_gold_and_an_unflipped_one_is_caught(
    corpus: Corpus, qset: QuestionSet
) -> None:
    converse = [
        q for q in qset.questions if q.gold_answer in ("yes", "no") and "converse: gold flipped" in q.notes
    ]
    assert converse
    for q in converse:
        label = corpus.annotation(q.document_id or "", q.hypothesis_key or "")
        assert (
            label is not None and q.gold_answer == {"Entailment": "no", "Contradiction": "yes"}[label.label]
        )
        unflipped = replace(q, gold_answer="yes" if q.gold_answer == "no" else "no")
        assert any("asked this way means" in m for m in grounded_problems(q.stratum, unflipped, corpus))


def test_a_stated_value_question_holds_and_a_wrong_value_is_caught(corpus: Corpus, qset: QuestionSet) -> None:
    terms = TermIndex(corpus)
    stated = [q for q in qset.questions if q.answer_type == "value" and q.perturbation is None]
    assert stated and all(q.gold_answer != "none" and q.gold_evidence for q in stated)
    for q in stated:
        assert stated_problems(q.stratum, q, corpus, terms) == [], q.id
    q = stated[0]
    assert stated_problems(q.stratum, replace(q, gold_answer="99 days"), corpus, terms)
    assert stated_problems("not_mentioned", q, corpus, terms)
    assert stated_problems(q.stratum, replace(q, text=q.text.replace("Under", "Regarding")), corpus, terms)


def test_perturbed_questions_hold_and_edits_are_named(corpus: Corpus, qset: QuestionSet) -> None:
    terms = TermIndex(corpus)
    for stratum in ("unanswerable", "adversarial"):
        q = _first(qset, stratum)
        assert perturbed_problems(stratum, q, corpus, terms) == [], q.id
        assert perturbed_problems(stratum, replace(q, perturbation=None), corpus, terms) == [
            f"{stratum} question without a perturbation record"
        ]
    adversarial = _first(qset, "adversarial")
    no_evidence = replace(adversarial, gold_evidence=())
    assert perturbed_problems("adversarial", no_evidence, corpus, terms) == [
        "an adversarial question needs the passages stating the true premise"
    ]
