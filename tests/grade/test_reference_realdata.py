"""Acceptance on the real ContractNLI dev protocol with the ``reference`` grader.

``oracle`` has 0 wrong, and 0 unsupported but where the only gold passage retrieved is a lead-in
("... provides Disclosing Party with:") whose continuation holds what the question asks (the
notice clause of answerable-018): a lead-in does not state that alone; ``always-refuse`` is 100%
refused with refusal quality mean 0; ``overconfident`` has wrong > 0, unsupported > 0 and 0
refused. The runs are regraded from their folders with ``grade_run`` (corpus reloaded from the
manifest), so the grades do not depend on the run engine's own grading.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from harness.core.records import Grade
from harness.corpus import load_corpus
from harness.grade import grade_run
from harness.pipeline import run_protocol
from harness.questions import build_question_set

pytestmark = pytest.mark.realdata


@pytest.fixture(scope="module")
def regraded(contractnli_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Grade]]:
    corpus = load_corpus("contractnli", data_dir=contractnli_dir, split="dev")
    qset = build_question_set(corpus, seed=13)
    assert len(qset.questions) == 130
    root = tmp_path_factory.mktemp("runs")
    out: dict[str, list[Grade]] = {}
    for name in ("oracle", "always-refuse", "overconfident"):
        run_protocol(
            corpus, questions=qset, generator=name, out=root / name, grader=None, progress=False, report=False
        )
        out[name] = grade_run(root / name, "reference", data_dir=contractnli_dir)
        assert len(out[name]) == 130
    return out


def buckets(grades: list[Grade]) -> Counter[str]:
    return Counter(g.factuality for g in grades)


def test_oracle_has_no_wrong_and_no_unsupported_but_on_a_lead_in(regraded: dict[str, list[Grade]]) -> None:
    counts = buckets(regraded["oracle"])
    assert counts["wrong"] == 0
    assert counts["correct"] > 0 and counts["refused"] > 0
    unsupported = [g for g in regraded["oracle"] if g.factuality == "unsupported"]
    # the oracle cites a gold lead-in alone where its list was not retrieved: cnli-63:21 ends in a colon,
    # cnli-35:53 in a dash ('... shall, prior to making any such disclosure –')
    assert len(unsupported) <= 2
    for grade in unsupported:
        assert grade.citation_supports is False
        assert all("lead-in" in v.why for v in grade.citations if not v.supports), grade.citations


def test_always_refuse_is_all_refused_with_quality_zero(regraded: dict[str, list[Grade]]) -> None:
    grades = regraded["always-refuse"]
    assert buckets(grades)["refused"] == len(grades)
    qualities = [g.refusal_quality for g in grades]
    assert all(q is not None for q in qualities)
    assert sum(q or 0 for q in qualities) / len(qualities) == 0


def test_overconfident_is_wrong_and_unsupported_never_refused(regraded: dict[str, list[Grade]]) -> None:
    counts = buckets(regraded["overconfident"])
    assert counts["wrong"] > 0 and counts["unsupported"] > 0 and counts["refused"] == 0
    assert not any("unparsed" in g.flags for g in regraded["overconfident"])
