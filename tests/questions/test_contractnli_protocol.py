"""The protocol on real ContractNLI dev: exact counts, check passes, reproducible, tampering caught."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from harness.cli.main import main
from harness.core.errors import HarnessError
from harness.core.records import Perturbation, Question
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions import QuestionSet, build_question_set, check_question_set, with_hash
from harness.questions.contractnli.absence import answering_passages
from harness.questions.contractnli.check import question_text
from harness.questions.contractnli.naming import dates_in, name_agreements
from harness.questions.qset import dumps_question_set
from harness.questions.templates import VALUE_TOPICS
from harness.questions.terms import TermIndex

pytestmark = pytest.mark.realdata


@pytest.fixture(scope="module")
def dev(contractnli_dir: Path) -> Corpus:
    return load_corpus("contractnli", data_dir=contractnli_dir, split="dev")


@pytest.fixture(scope="module")
def protocol(dev: Corpus) -> QuestionSet:
    return build_question_set(dev)


def test_exact_protocol_counts_and_check_passes(dev: Corpus, protocol: QuestionSet) -> None:
    assert protocol.header.counts == {
        "answerable": 40,
        "contradicted": 20,
        "evidence_missed": 20,
        "not_mentioned": 20,
        "unanswerable": 10,
        "adversarial": 10,
        "retrieval_null": 10,
    }
    assert protocol.header.corpus_fingerprint == dev.fingerprint and protocol.header.split == "dev"
    assert check_question_set(protocol, dev) == []
    docs = {q.document_id for q in protocol.questions if q.stratum == "answerable"}
    keys = {q.hypothesis_key for q in protocol.questions if q.stratum == "answerable"}
    assert len(docs) >= 20 and len(keys) >= 8  # spread, not 40 questions about one clause
    kinds = {q.perturbation.kind for q in protocol.questions if q.perturbation and q.stratum == "adversarial"}
    assert kinds == {"adjacent_entity", "wrong_date", "swapped_agreement"}


def test_unanswerables_ask_a_value_the_named_agreement_never_states(
    dev: Corpus, protocol: QuestionSet
) -> None:
    terms = TermIndex(dev)
    unanswerable = [q for q in protocol.questions if q.stratum == "unanswerable"]
    assert (
        len({q.perturbation.replacement for q in unanswerable if q.perturbation}) >= 5
    )  # spread over topics
    for q in unanswerable:
        assert q.answer_type == "value" and q.gold_answer == "none" and not q.gold_evidence
        topic = next(t for t in VALUE_TOPICS if q.perturbation and t.name == q.perturbation.replacement)
        assert q.text.startswith("Under the ") and any(q.text.endswith(f", {c}?") for c in topic.clauses)
        assert answering_passages(dev, terms, topic, q.document_id or "") == []


def test_adversarials_carry_one_false_premise_and_a_passage_stating_the_true_one(
    dev: Corpus, protocol: QuestionSet
) -> None:
    for q in (q for q in protocol.questions if q.stratum == "adversarial"):
        pert = q.perturbation
        assert pert is not None and pert.replacement in q.text and pert.original not in q.text, q.id
        texts = [dev.passage(pid).text for pid in q.gold_evidence]
        assert texts and all(pid.startswith(f"{q.document_id}:") for pid in q.gold_evidence)
        if pert.kind == "wrong_date":
            assert all(pert.original in dates_in(t) for t in texts)
        else:  # the true party, or the true title, is stated word for word (case aside)
            flat = [re.sub(r"\s+", " ", t).lower() for t in texts]
            assert all(pert.original.lower() in f for f in flat), (q.id, pert)


def test_rebuild_is_byte_identical_and_another_seed_differs(dev: Corpus, protocol: QuestionSet) -> None:
    assert dumps_question_set(build_question_set(dev)) == dumps_question_set(protocol)
    other = build_question_set(dev, seed=14)
    assert other.header.content_hash != protocol.header.content_hash
    assert other.header.counts == protocol.header.counts


def _first(qset: QuestionSet, stratum: str, **where: object) -> Question:
    return next(
        q
        for q in qset.questions
        if q.stratum == stratum and all(getattr(q, k) == v for k, v in where.items())
    )


def _broken(protocol: QuestionSet, original: Question, broken: Question) -> QuestionSet:
    questions = [broken if q.id == original.id else q for q in protocol.questions]
    return with_hash(protocol.header, questions)


def stated_value_question(dev: Corpus) -> dict[str, object]:
    """The fields of an absent-value question about a value its agreement does state."""
    terms, names = TermIndex(dev), name_agreements(dev)
    doc, topic = next(
        (d.id, t) for d in dev.documents for t in VALUE_TOPICS if answering_passages(dev, terms, t, d.id)
    )
    return {
        "text": question_text(names[doc].render(), topic.clause),
        "document_id": doc,
        "perturbation": Perturbation("absent_value", "", topic.name),
    }


def _breakages(protocol: QuestionSet, dev: Corpus) -> dict[str, tuple[Question, Question]]:
    answerable = _first(protocol, "answerable")
    missed = _first(protocol, "evidence_missed")
    contradicted = _first(protocol, "contradicted", ideal=("correct",))
    not_mentioned = _first(protocol, "not_mentioned")
    unanswerable = _first(protocol, "unanswerable")
    adversarial = next(
        q for q in protocol.questions if q.perturbation and q.perturbation.kind == "wrong_date"
    )
    null = _first(protocol, "retrieval_null")
    other_doc = next(d.id for d in dev.documents if d.id != not_mentioned.document_id)
    assert unanswerable.perturbation is not None and adversarial.perturbation is not None
    return {
        # answerable relabelled as evidence_missed: BM25 does retrieve its gold evidence.
        "answerable": (
            answerable,
            replace(missed, id=answerable.id, stratum="answerable", ideal=("correct",)),
        ),
        "evidence_missed": (
            missed,
            replace(answerable, id=missed.id, stratum="evidence_missed", ideal=("refused",)),
        ),
        "contradicted": (contradicted, replace(contradicted, gold_answer="yes")),
        "not_mentioned": (not_mentioned, replace(not_mentioned, document_id=other_doc)),
        # Asked of an agreement that does state the value.
        "unanswerable": (unanswerable, replace(unanswerable, **stated_value_question(dev))),
        "adversarial": (
            adversarial,
            replace(adversarial, gold_evidence=(dev.passages_of(other_doc)[-1].id,)),
        ),
        "retrieval_null": (null, replace(null, text=null.text.replace("Under", "Regarding", 1))),
    }


@pytest.mark.parametrize(
    "stratum",
    [
        "answerable",
        "contradicted",
        "evidence_missed",
        "not_mentioned",
        "unanswerable",
        "adversarial",
        "retrieval_null",
    ],
)
def test_a_broken_question_is_caught_per_stratum(stratum: str, dev: Corpus, protocol: QuestionSet) -> None:
    original, broken = _breakages(protocol, dev)[stratum]
    problems = check_question_set(_broken(protocol, original, broken), dev)
    assert problems and {p.question_id for p in problems} == {original.id}, problems


def test_a_set_from_another_corpus_is_refused(dev: Corpus, protocol: QuestionSet) -> None:
    foreign = QuestionSet(replace(protocol.header, corpus_fingerprint="0" * 64), protocol.questions)
    with pytest.raises(HarnessError, match="fingerprint"):
        check_question_set(foreign, dev)


def test_cli_build_check_show(
    contractnli_dir: Path, protocol: QuestionSet, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "dev.questions.jsonl"
    common = ["--data-dir", str(contractnli_dir), "--split", "dev"]
    main(["questions", "build", "contractnli", *common, "--out", str(out), "--json"])
    assert f'"hash": "{protocol.header.content_hash}"' in capsys.readouterr().out
    assert out.read_text(encoding="utf-8") == dumps_question_set(protocol)
    main(["questions", "check", str(out), *common])
    assert "ok: all 130 questions hold" in capsys.readouterr().out
    main(["questions", "show", str(out), "--stratum", "adversarial"])
    shown = capsys.readouterr().out
    assert "adversarial-001" in shown and "answerable-001" not in shown and "perturbed" in shown

    answerable = _first(protocol, "answerable")
    missed = _first(protocol, "evidence_missed")
    broken = _broken(protocol, missed, replace(answerable, id=missed.id, stratum="evidence_missed"))
    bad = tmp_path / "broken.jsonl"
    bad.write_text(dumps_question_set(broken), encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        main(["questions", "check", str(bad), *common])
    assert exit_info.value.code == 1
    assert f"{missed.id} [evidence_missed]" in capsys.readouterr().out

    with pytest.raises(SystemExit) as exit_info:  # refuses to overwrite a different set
        main(["questions", "build", "contractnli", *common, "--seed", "14", "--out", str(out)])
    assert exit_info.value.code == 2
