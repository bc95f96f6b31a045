"""A tiny hand-built corpus and question set, and a counting generator, for run-engine tests."""

from __future__ import annotations

import os
import time
from pathlib import Path

from harness.core.records import (
    Document,
    GoldAnnotation,
    Passage,
    Question,
    QuestionSetHeader,
    RetrievalSettings,
    Stratum,
)
from harness.core.registry import register
from harness.corpus.base import Corpus
from harness.generate.base import GenerationOutput, GenerationRequest
from harness.questions.qset import QuestionSet, with_hash

CALLS_ENV = "HARNESS_TEST_CALLS_FILE"
DELAY_ENV = "HARNESS_TEST_DELAY_S"

_TEXTS = {
    "tiny-01": [
        "Mutual Non-Disclosure Agreement between Alder Ltd and Birch Inc.",
        "The Receiving Party shall not disclose Confidential Information to any third party.",
        "The obligations of confidentiality survive termination of this Agreement for three years.",
        "Confidential Information may be disclosed to employees who need to know it.",
    ],
    "tiny-02": [
        "Confidentiality Agreement between Cedar LLC and Dogwood GmbH.",
        "The Recipient shall return or destroy all Confidential Information upon request.",
        "This Agreement is governed by the laws of the State of Delaware.",
    ],
    "tiny-03": [
        "Non-Disclosure Agreement between Elm Partners and Fir Holdings.",
        "Oral disclosures are not Confidential Information unless confirmed in writing within thirty days.",
        "The Recipient may not reverse engineer any prototype provided under this Agreement.",
    ],
}


def tiny_corpus() -> Corpus:
    documents, passages = [], []
    for doc_id, parts in _TEXTS.items():
        text = "\n".join(parts)
        documents.append(Document(doc_id, parts[0], text))
        start = 0
        for i, part in enumerate(parts):
            passages.append(Passage(f"{doc_id}:{i}", doc_id, i, start, start + len(part), part))
            start += len(part) + 1
    gold = (GoldAnnotation("tiny-01", "nda-1", "Entailment", ("tiny-01:2",)),)
    return Corpus("tiny", tuple(documents), tuple(passages), gold=gold)


def _q(qid: str, text: str, stratum: Stratum, answer: str, evidence: tuple[str, ...]) -> Question:
    ideal = ("correct",) if answer != "none" else ("refused",)
    return Question(
        id=qid,
        text=text,
        stratum=stratum,
        answer_type="yes_no",
        gold_answer=answer,
        gold_evidence=evidence,
        ideal=ideal,  # type: ignore[arg-type]
        retrieval=RetrievalSettings(k=3),
        builder_version="test",
        document_id=evidence[0].split(":")[0] if evidence else None,
    )


BASE_QUESTIONS = (
    _q(
        "q-01", "Do the confidentiality obligations survive termination?", "answerable", "yes", ("tiny-01:2",)
    ),
    _q(
        "q-02",
        "Must the Recipient return or destroy Confidential Information?",
        "answerable",
        "yes",
        ("tiny-02:1",),
    ),
    _q("q-03", "Are oral disclosures Confidential Information?", "contradicted", "no", ("tiny-03:1",)),
    _q("q-04", "Does the agreement excuse delays caused by volcanic eruptions?", "not_mentioned", "none", ()),
    _q("q-05", "Is the Agreement governed by Delaware law?", "retrieval_null", "yes", ("tiny-02:2",)),
)


def tiny_question_set(corpus: Corpus, n: int = 5) -> QuestionSet:
    """``n`` questions: the five above, then numbered copies of them."""
    questions = list(BASE_QUESTIONS)
    i = 0
    while len(questions) < n:
        base = BASE_QUESTIONS[i % len(BASE_QUESTIONS)]
        questions.append(Question(**{**base.__dict__, "id": f"q-{len(questions) + 1:03d}"}))
        i += 1
    header = QuestionSetHeader(
        corpus=corpus.name,
        corpus_fingerprint=corpus.fingerprint,
        seed=13,
        builder_version="test",
        settings={},
        counts={},
        content_hash="",
    )
    return with_hash(header, questions[:n])


class CountingGenerator:
    """Appends each question id it is asked to the file named by $HARNESS_TEST_CALLS_FILE."""

    name = "counting"

    def __init__(self) -> None:
        self.calls = Path(os.environ[CALLS_ENV])
        self.delay = float(os.environ.get(DELAY_ENV, "0"))

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        with self.calls.open("a", encoding="utf-8") as fh:
            fh.write(request.question_id + "\n")
            fh.flush()
            os.fsync(fh.fileno())
        if self.delay:
            time.sleep(self.delay)
        cited = f" [{request.passages[0].passage_id}]" if request.passages else ""
        return GenerationOutput(f"Final answer: Yes{cited}.")


@register("corpus", "tiny-test")
def tiny_test_corpus(data_dir: str | None = None, split: str | None = None) -> Corpus:
    """The tiny test corpus (registered for CLI tests)."""
    return tiny_corpus()
