"""The protocol's form gives no answer away (issue 23), on every set the builder writes.

ContractNLI dev and train with five seeds each, and the frozen nda-mini set: gold "yes" is 40-60%
of the yes/no questions of every grounded stratum, value questions are at least 40% answerable,
every hypothesis asked three times or more is asked in three wordings or more, and seeds vary the
sample. The oracle, answering from gold, is graded correct on every answerable question of dev
seeds 3, 7 and 13 (the retrieved gold carries the answer alone).
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from harness.core.settings import corpora_dir
from harness.corpus import load_corpus
from harness.pipeline import run_protocol
from harness.questions import QuestionSet, build_question_set, read_question_set
from harness.questions.contractnli.build import contract_pools
from harness.questions.contractnli.errata import errata_path, read_errata, reads_against
from harness.questions.contractnli.evidence import evidence_of
from harness.questions.retrieval import default_searcher

SEEDS = (3, 5, 7, 13, 21)
GROUNDED = ("answerable", "contradicted", "evidence_missed", "retrieval_null")


@pytest.fixture(scope="module")
def protocols(contractnli_dir: Path) -> dict[str, QuestionSet]:
    built: dict[str, QuestionSet] = {}
    for split in ("dev", "train"):
        corpus = load_corpus("contractnli", data_dir=contractnli_dir, split=split)
        for seed in SEEDS:
            built[f"{split}-{seed}"] = build_question_set(corpus, seed=seed)
    built["nda-mini"] = read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl")
    return built


def _yes_share(qset: QuestionSet, stratum: str) -> tuple[int, int]:
    answers = [
        q.gold_answer for q in qset.questions if q.stratum == stratum and q.gold_answer in ("yes", "no")
    ]
    return sum(a == "yes" for a in answers), len(answers)


def test_gold_yes_is_40_to_60_percent_in_every_grounded_stratum(protocols: dict[str, QuestionSet]) -> None:
    for name, qset in protocols.items():
        for stratum in GROUNDED:
            yes, n = _yes_share(qset, stratum)
            assert n >= 4 and 0.4 <= yes / n <= 0.6, (name, stratum, yes, n)


def test_value_questions_are_at_least_40_percent_answerable(protocols: dict[str, QuestionSet]) -> None:
    for name, qset in protocols.items():
        values = [q for q in qset.questions if q.answer_type == "value"]
        answered = [q for q in values if q.gold_answer != "none"]
        assert len(answered) >= 0.4 * len(values), (name, len(answered), len(values))
        assert {q.stratum for q in answered} <= set(GROUNDED)
        assert all(q.gold_evidence for q in answered)


def test_hypotheses_and_value_topics_are_asked_in_three_wordings(protocols: dict[str, QuestionSet]) -> None:
    for name, qset in protocols.items():
        clauses: dict[str, set[str]] = defaultdict(set)
        asked: Counter[str] = Counter()
        for q in qset.questions:
            if q.hypothesis_key is not None:
                clauses[q.hypothesis_key].add(q.text.split(", ", 1)[-1] if "," in q.text else q.text)
                asked[q.hypothesis_key] += 1
        few = {k: len(clauses[k]) for k in asked if asked[k] >= 3 and len(clauses[k]) < 3}
        assert few == {}, name
        converse = sum("converse: gold flipped" in q.notes for q in qset.questions)
        assert converse >= 0.3 * sum(
            q.answer_type == "yes_no" for q in qset.questions if q.stratum in GROUNDED
        )


def test_seeds_vary_the_answerable_sample(protocols: dict[str, QuestionSet], contractnli_dir: Path) -> None:
    for split in ("dev", "train"):
        corpus = load_corpus("contractnli", data_dir=contractnli_dir, split=split)
        settings = protocols[f"{split}-3"].questions[0].retrieval
        pool = contract_pools(corpus, settings, default_searcher(corpus, settings), 3)["answerable"]
        chance = 40 * 40 / len({d.pair for d in pool})  # two uniform draws of 40 share this many
        samples = [
            {
                (q.document_id, q.hypothesis_key, q.answer_type)
                for q in protocols[f"{split}-{s}"].questions
                if q.stratum == "answerable"
            }
            for s in SEEDS
        ]
        shared = [len(a & b) for i, a in enumerate(samples) for b in samples[i + 1 :]]
        # These splits' answerable pools are small (dev 59 pairs for 40 questions: two seeds share
        # at least 21); balancing yes/no and spreading documents keep the sampler within 40% of chance.
        assert sum(shared) / len(shared) <= 1.4 * chance, (split, shared, chance)


@pytest.mark.parametrize("seed", [3, 7, 13])
def test_the_oracle_is_correct_on_every_answerable_question(
    seed: int, protocols: dict[str, QuestionSet], contractnli_dir: Path, tmp_path: Path
) -> None:
    corpus = load_corpus("contractnli", data_dir=contractnli_dir, split="dev")
    qset = protocols[f"dev-{seed}"]
    run_protocol(
        corpus, questions=qset, generator="oracle", out=tmp_path / "run", progress=False, report=False
    )
    lines = (tmp_path / "run" / "grades.jsonl").read_text(encoding="utf-8").splitlines()
    grades = {g["question_id"]: g["factuality"] for g in map(json.loads, filter(None, lines))}
    answerable = [q.id for q in qset.questions if q.stratum == "answerable"]
    assert len(answerable) == 40
    assert {qid: grades[qid] for qid in answerable if grades[qid] != "correct"} == {}


def test_no_pair_whose_gold_passage_reads_against_its_label_unless_in_the_errata(
    protocols: dict[str, QuestionSet], contractnli_dir: Path
) -> None:
    errata = read_errata(errata_path("contractnli"))
    for split in ("dev", "train"):
        corpus = load_corpus("contractnli", data_dir=contractnli_dir, split=split)
        for seed in SEEDS:
            for q in protocols[f"{split}-{seed}"].questions:
                gold = corpus.annotation(q.document_id or "", q.hypothesis_key or "")
                if q.stratum not in GROUNDED or gold is None or gold.label == "NotMentioned":
                    continue
                against = reads_against(corpus, gold, evidence_of(corpus, gold) or ())
                assert against is None or (gold.document_id, gold.hypothesis_key) in errata, (q.id, against)
                if (gold.document_id, gold.hypothesis_key) in errata:
                    assert (
                        "erratum" in q.notes
                        or errata[(gold.document_id, gold.hypothesis_key)].label == gold.label
                    )
