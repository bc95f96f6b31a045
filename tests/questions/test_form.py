"""The form figures on the frozen nda-mini set, and each kind of problem they must catch."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from harness.core.settings import corpora_dir
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions import QuestionSet, read_question_set, with_hash
from harness.questions.form import GROUNDED, answerable_pairs, form_of, main, shared_answerable


@pytest.fixture(scope="module")
def mini() -> Corpus:
    return load_corpus("nda-mini")


@pytest.fixture(scope="module")
def frozen() -> QuestionSet:
    return read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl")


def test_the_frozen_set_holds_and_its_figures_are_counted(frozen: QuestionSet, mini: Corpus) -> None:
    form = form_of(frozen, mini)
    assert form.problems() == []
    assert sum(n for _, n in form.yes.values()) == sum(
        q.answer_type == "yes_no" for q in frozen.questions if q.stratum in GROUNDED
    )
    assert form.values[1] == sum(q.answer_type == "value" for q in frozen.questions) > 0
    assert any(n >= 3 and w >= 3 for n, w in form.wordings.values())


def test_each_problem_is_caught(frozen: QuestionSet, mini: Corpus) -> None:
    answerable = [q for q in frozen.questions if q.stratum == "answerable" and q.answer_type == "yes_no"]
    all_yes = with_hash(
        frozen.header,
        [replace(q, gold_answer="yes") if q in answerable else q for q in frozen.questions],
    )
    assert any(p.startswith("answerable: gold yes") for p in form_of(all_yes).problems())
    no_values = with_hash(
        frozen.header,
        [replace(q, gold_answer="none") if q.answer_type == "value" else q for q in frozen.questions],
    )
    assert any(p.startswith("value questions answerable 0/") for p in form_of(no_values).problems())
    one = [replace(q, notes=re.sub(r"wording \d", "wording 1", q.notes)) for q in frozen.questions]
    one_wording = with_hash(frozen.header, one)
    assert any("1 wording(s)" in p for p in form_of(one_wording).problems())


def test_seeds_share_what_both_ask_whatever_the_wording(frozen: QuestionSet) -> None:
    pairs = answerable_pairs(frozen)
    assert len(pairs) == sum(q.stratum == "answerable" for q in frozen.questions)
    reworded = with_hash(frozen.header, [replace(q, text=q.text + " ") for q in frozen.questions])
    assert shared_answerable([frozen, reworded]) == [len(pairs)]


def test_the_printing_script_reports_the_frozen_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--data-dir", "unused", "--splits", ""]) == 0
    assert "nda-mini" in capsys.readouterr().out
