"""The checker on the shipped nda-mini set: a foreign set refused, each tampered question named once."""

from __future__ import annotations

from dataclasses import replace

import pytest

from harness.core.errors import HarnessError
from harness.core.settings import corpora_dir
from harness.corpus import load_corpus
from harness.questions import read_question_set, with_hash
from harness.questions.check import Problem, check_question_set

PROTOCOL = corpora_dir() / "nda-mini" / "protocol.questions.jsonl"


def test_a_set_built_on_another_corpus_is_refused() -> None:
    qset, corpus = read_question_set(PROTOCOL), load_corpus("nda-mini")
    foreign = replace(qset, header=replace(qset.header, corpus_fingerprint="0" * 64))
    with pytest.raises(HarnessError, match="fingerprint"):
        check_question_set(foreign, corpus)


def test_a_flipped_gold_answer_is_the_one_problem_found() -> None:
    qset, corpus = read_question_set(PROTOCOL), load_corpus("nda-mini")
    target = next(q for q in qset.questions if q.stratum == "contradicted")
    flipped = replace(target, gold_answer="yes" if target.gold_answer != "yes" else "no")
    tampered = with_hash(qset.header, [flipped if q.id == target.id else q for q in qset.questions])
    problems = check_question_set(tampered, corpus)
    assert problems and {p.question_id for p in problems} == {target.id}
    assert str(problems[0]).startswith(f"{target.id} [contradicted]: ")


def test_a_problem_reads_as_id_stratum_and_message() -> None:
    assert str(Problem("q-1", "answerable", "gold evidence not retrieved")) == (
        "q-1 [answerable]: gold evidence not retrieved"
    )
