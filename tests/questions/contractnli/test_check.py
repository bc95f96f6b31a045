"""ContractNLI question checks on the shipped nda-mini set: each holds, and each kind of edit is named."""

from __future__ import annotations

from dataclasses import replace

import pytest

from harness.core.records import Question
from harness.core.settings import corpora_dir
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions import QuestionSet, read_question_set
from harness.questions.contractnli.check import grounded_problems, perturbed_problems, question_text
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
    q = _first(qset, "answerable")
    assert grounded_problems("answerable", q, corpus) == []
    assert grounded_problems("answerable", replace(q, hypothesis_key=None), corpus) == [
        "a grounded question needs a document and a hypothesis key"
    ]
    edited = grounded_problems("answerable", replace(q, text=q.text + " Really?", gold_evidence=()), corpus)
    assert any(m.startswith("gold evidence [] differs") for m in edited)
    assert edited[-1].startswith("text is not the question this builder asks")
    assert grounded_problems("answerable", replace(q, text="edited"), corpus, check_text=False) == []


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
