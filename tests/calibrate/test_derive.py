"""``derive_gold`` on real ContractNLI dev annotations with hand-written answers, row by row."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.calibrate.derive import DERIVED_LABELER, derive_gold
from harness.core.errors import HarnessError
from harness.core.io import write_jsonl
from harness.core.records import (
    Answer,
    PluginSpec,
    Question,
    QuestionSetHeader,
    RetrievalSettings,
    RetrievedPassage,
    RunManifest,
)
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions.qset import with_hash, write_question_set
from harness.store.folder import RunFolder

pytestmark = pytest.mark.realdata


@pytest.fixture(scope="module")
def dev(contractnli_dir: Path) -> Corpus:
    return load_corpus("contractnli", data_dir=contractnli_dir, split="dev")


def _question(corpus: Corpus, qid: str, doc: str, key: str) -> Question:
    note = corpus.annotation(doc, key)
    assert note is not None
    answer = {"Entailment": "yes", "Contradiction": "no", "NotMentioned": "none"}[note.label]
    stratum = "not_mentioned" if answer == "none" else ("answerable" if answer == "yes" else "contradicted")
    text = next(h.text for h in corpus.hypotheses if h.key == key)
    return Question(
        id=qid,
        text=f"Does the agreement state that: {text}",
        stratum=stratum,  # type: ignore[arg-type]
        answer_type="yes_no",
        gold_answer=answer,
        gold_evidence=note.evidence_passage_ids,
        ideal=("correct",) if answer != "none" else ("refused",),
        retrieval=RetrievalSettings(),
        builder_version="test",
        document_id=doc,
        hypothesis_key=key,
    )


def _answer(
    corpus: Corpus, qid: str, text: str, cited: tuple[str, ...], retrieved: tuple[str, ...]
) -> Answer:
    shown = tuple(
        RetrievedPassage(pid, corpus.passage(pid).document_id, corpus.passage(pid).text, 1.0, rank)
        for rank, pid in enumerate(retrieved, start=1)
    )
    return Answer(question_id=qid, text=text, citations=cited, retrieved=shown, latency_s=0.0)


def test_derived_gold_follows_the_human_label_and_evidence(
    dev: Corpus, contractnli_dir: Path, tmp_path: Path
) -> None:
    # cnli-3: nda-11 is Entailment with human evidence cnli-3:33 and cnli-3:39;
    # nda-2 is Contradiction (evidence cnli-3:17); nda-18 is NotMentioned.
    questions = [
        _question(dev, "q1", "cnli-3", "nda-11"),
        _question(dev, "q2", "cnli-3", "nda-11"),
        _question(dev, "q3", "cnli-3", "nda-11"),
        _question(dev, "q4", "cnli-3", "nda-18"),
        _question(dev, "q5", "cnli-3", "nda-18"),
        _question(dev, "q6", "cnli-3", "nda-2"),
    ]
    evidence = dev.passage("cnli-3:33").text
    answers = [
        # the human label, citing a human evidence passage it was shown -> correct
        _answer(
            dev,
            "q1",
            f"Final answer: Yes: {evidence} [cnli-3:33].",
            ("cnli-3:33",),
            ("cnli-3:33", "cnli-3:1"),
        ),
        # the opposite of the human label -> wrong
        _answer(dev, "q2", "Final answer: No [cnli-3:33].", ("cnli-3:33",), ("cnli-3:33", "cnli-3:1")),
        # the human label, citing only a passage that is not human evidence -> unsupported
        _answer(dev, "q3", "Final answer: Yes [cnli-3:1].", ("cnli-3:1",), ("cnli-3:33", "cnli-3:1")),
        # a verdict where the humans found the clause not mentioned -> wrong (made up)
        _answer(dev, "q4", "Final answer: Yes [cnli-3:1].", ("cnli-3:1",), ("cnli-3:1",)),
        # a flat refusal -> refused, refusal_quality 0
        _answer(dev, "q5", "Final answer: I don't know.", (), ("cnli-3:1",)),
        # the human label "no", citing the human evidence -> correct
        _answer(dev, "q6", "Final answer: No [cnli-3:17].", ("cnli-3:17",), ("cnli-3:17",)),
    ]
    run = RunFolder(tmp_path / "run")
    run.write_manifest(
        RunManifest(
            "0.1.0", "2025-01-01T00:00:00Z", "contractnli", dev.fingerprint, "h", 13,
            PluginSpec("generator", "scripted"), "rag_always", "default", "p", RetrievalSettings(),
            split="dev",
        )
    )  # fmt: skip
    header = QuestionSetHeader("contractnli", dev.fingerprint, 13, "test", {}, {}, "", split="dev")
    write_question_set(run.path / "questions.jsonl", with_hash(header, questions))
    write_jsonl(run.path / "answers.jsonl", answers)

    rows = {r.question_id: r for r in derive_gold(run.path, data_dir=contractnli_dir)}
    assert {q: r.factuality for q, r in rows.items()} == {
        "q1": "correct",
        "q2": "wrong",
        "q3": "unsupported",
        "q4": "wrong",
        "q5": "refused",
        "q6": "correct",
    }
    assert rows["q1"].citation_supports is True and rows["q1"].citation_exists is True
    assert rows["q3"].citation_supports is False
    assert rows["q5"].refusal_quality == 0 and rows["q5"].citation_supports is None
    assert rows["q1"].refusal_quality is None
    assert all(r.labeler == DERIVED_LABELER for r in rows.values())
    assert "human answer yes, evidence cnli-3:33 cnli-3:39" in rows["q1"].notes


def test_derive_refuses_a_corpus_without_human_annotations(tmp_path: Path) -> None:
    run = RunFolder(tmp_path / "run")
    run.write_manifest(
        RunManifest(
            "0.1.0", "2025-01-01T00:00:00Z", "govreport", "fp", "h", 13,
            PluginSpec("generator", "scripted"), "rag_always", "default", "p", RetrievalSettings(),
        )
    )  # fmt: skip
    with pytest.raises(HarnessError, match="derives only from ContractNLI"):
        derive_gold(run.path)
