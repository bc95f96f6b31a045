"""The protocol's form gives no answer away (issue 23), on sets the builder writes.

A fast subset of the full grid (ContractNLI dev seeds 3, 7 and 13, train seed 5, the frozen
nda-mini set); ``python -m harness.questions.form --data-dir ../shared/data/contractnli`` prints
the full grid (dev and train, five seeds each) with the same checks, and the README quotes it.
Every set: gold "yes" 40-60% of the yes/no questions of each grounded stratum, value questions
at least 40% answerable, every hypothesis and value topic asked three times or more asked in
three wordings or more, no gold passage read against its label without an erratum. Seeds vary
the sample; the oracle, answering from gold, is graded correct on every answerable question of
dev seeds 3, 7 and 13 (the retrieved gold carries the answer alone).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core.settings import corpora_dir
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.pipeline import run_protocol
from harness.questions import QuestionSet, build_question_set, read_question_set
from harness.questions.contractnli.build import contract_pools
from harness.questions.form import form_of, shared_answerable
from harness.questions.retrieval import default_searcher

BUILT = {"dev": (3, 7, 13), "train": (5,)}


@pytest.fixture(scope="module")
def corpora(contractnli_dir: Path) -> dict[str, Corpus]:
    found = {split: load_corpus("contractnli", data_dir=contractnli_dir, split=split) for split in BUILT}
    return found | {"nda-mini": load_corpus("nda-mini")}


@pytest.fixture(scope="module")
def protocols(corpora: dict[str, Corpus]) -> dict[str, QuestionSet]:
    built = {
        f"{split}-{seed}": build_question_set(corpora[split], seed=seed)
        for split, seeds in BUILT.items()
        for seed in seeds
    }
    built["nda-mini"] = read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl")
    return built


def test_every_set_gives_no_answer_away_and_reads_its_gold_right(
    protocols: dict[str, QuestionSet], corpora: dict[str, Corpus]
) -> None:
    for name, qset in protocols.items():
        form = form_of(qset, corpora[name.split("-")[0] if name != "nda-mini" else name])
        assert form.problems() == [], name
        assert all(n >= 8 for _, n in form.yes.values()), (name, form.yes)
        converse = sum("converse: gold flipped" in q.notes for q in qset.questions)
        assert converse >= 0.3 * sum(n for _, n in form.yes.values()), name


def test_seeds_vary_the_answerable_sample(
    protocols: dict[str, QuestionSet], corpora: dict[str, Corpus]
) -> None:
    settings = protocols["dev-3"].questions[0].retrieval
    corpus = corpora["dev"]
    pool = contract_pools(corpus, settings, default_searcher(corpus, settings), 3)["answerable"]
    chance = 40 * 40 / len({d.pair for d in pool})  # two uniform draws of 40 share this many
    shared = shared_answerable([protocols[f"dev-{s}"] for s in BUILT["dev"]])
    # Dev's answerable pool holds 61 pairs for 40 questions: two sets share at least 19, five
    # seeds at least 23.4 on average. The yes/no balance, the stated values and the spreading
    # caps keep the sampler near chance: measured 28.7 of 40 over seeds 3, 7, 13 (1.09x); the
    # questions-3 sampler, which spread by rank, shared 33 there (1.22x).
    assert sum(shared) / len(shared) <= 1.15 * chance, (shared, chance)


@pytest.mark.parametrize("seed", [3, 7, 13])
def test_the_oracle_is_correct_on_every_answerable_question(
    seed: int, protocols: dict[str, QuestionSet], corpora: dict[str, Corpus], tmp_path: Path
) -> None:
    qset = protocols[f"dev-{seed}"]
    run_protocol(
        corpora["dev"], questions=qset, generator="oracle", out=tmp_path / "run", progress=False, report=False
    )
    lines = (tmp_path / "run" / "grades.jsonl").read_text(encoding="utf-8").splitlines()
    grades = {g["question_id"]: g["factuality"] for g in map(json.loads, filter(None, lines))}
    answerable = [q.id for q in qset.questions if q.stratum == "answerable"]
    assert len(answerable) == 40
    assert {qid: grades[qid] for qid in answerable if grades[qid] != "correct"} == {}
