"""``questions show --sample N``: a readable, seeded sample per stratum, with the gold passages' text."""

from __future__ import annotations

from harness.core.records import STRATA
from harness.core.settings import corpora_dir
from harness.corpus import load_corpus
from harness.questions import read_question_set
from harness.questions.show import describe, sample_by_stratum

PROTOCOL = corpora_dir() / "nda-mini" / "protocol.questions.jsonl"


def test_sample_takes_n_per_stratum_seeded_and_in_set_order() -> None:
    qset = read_question_set(PROTOCOL)
    sample = sample_by_stratum(qset, 3, seed=1)
    assert list(sample) == list(STRATA) and all(len(qs) == 3 for qs in sample.values())
    assert sample == sample_by_stratum(qset, 3, seed=1) != sample_by_stratum(qset, 3, seed=2)
    order = [q.id for q in qset.questions]
    assert all(
        [order.index(q.id) for q in qs] == sorted(order.index(q.id) for q in qs) for qs in sample.values()
    )
    assert len(sample_by_stratum(qset, 99)["unanswerable"]) == 10  # never more than the stratum has


def test_describe_reads_like_a_review_sheet() -> None:
    qset, corpus = read_question_set(PROTOCOL), load_corpus("nda-mini")
    adversarial = next(q for q in qset.questions if q.stratum == "adversarial")
    lines = describe(adversarial, corpus)
    assert lines[0] == f"{adversarial.id} [adversarial]" and lines[1].startswith("Q: Under the ")
    assert any(line.startswith("expected: refuse, or correct the false premise") for line in lines)
    assert any(
        line.startswith(f"premise: {adversarial.perturbation.kind}")
        for line in lines
        if adversarial.perturbation
    )
    first = adversarial.gold_evidence[0]
    assert any(line.startswith(f"evidence {first}: ") and len(line) > 30 for line in lines)
