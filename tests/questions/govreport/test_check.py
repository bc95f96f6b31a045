"""GovReport question checks by hand: the shape every question must have before its evidence is read."""

from __future__ import annotations

from dataclasses import replace

from harness.core.records import Document, Passage, Question, RetrievalSettings
from harness.corpus.base import Corpus
from harness.questions.govreport.anchors import AnchorIndex, askable_anchors
from harness.questions.govreport.build import cloze_question
from harness.questions.govreport.check import govreport_problems
from harness.questions.terms import TermIndex

SENTENCE = "In 2016, states paid $1.4 billion for pretrial bail bonds."
REPORT = "In 2016, states paid $1.4 billion for pretrial bail bonds across the country."
DOC = Document("gov-01", "Money-Bail Systems", REPORT, summary=SENTENCE)
CORPUS = Corpus("govreport", (DOC,), (Passage("gov-01:0", "gov-01", 0, 0, len(REPORT), REPORT),))


def _question(**changes: object) -> Question:
    base = Question(
        id="answerable-001",
        text=cloze_question(DOC, SENTENCE, askable_anchors(SENTENCE)[1]),
        stratum="answerable",
        answer_type="value",
        gold_answer="$1.4 billion",
        gold_evidence=("gov-01:0",),
        ideal=("correct",),
        retrieval=RetrievalSettings(),
        builder_version="test",
        document_id="gov-01",
    )
    return replace(base, **changes)  # type: ignore[arg-type]


def _problems(q: Question) -> list[str]:
    return govreport_problems(q, CORPUS, TermIndex(CORPUS), AnchorIndex(CORPUS))


def test_the_shape_of_a_govreport_question_is_checked_first() -> None:
    assert _problems(_question()) == []  # the well-formed question holds
    assert "cannot supply contradicted" in _problems(_question(stratum="contradicted"))[0]
    assert "answered by a value" in _problems(_question(answer_type="yes_no"))[0]
    assert "document id missing" in _problems(_question(document_id=None))[0]
    assert "not a cloze question" in _problems(_question(text="How much did states pay?"))[0]


def test_perturbed_strata_have_no_answer_and_a_perturbation() -> None:
    assert "have no answer ('none')" in _problems(_question(stratum="adversarial"))[0]
    unperturbed = _question(stratum="adversarial", gold_answer="none")
    assert "without a perturbation record" in _problems(unperturbed)[0]
