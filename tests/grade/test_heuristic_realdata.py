"""The ``heuristic`` grader on the real ContractNLI dev protocol: it never ranks ``overconfident``
above ``oracle``. Graded by the heuristic alone, the gate ships the move from overconfident to
oracle and rejects the move back, and oracle has more correct and fewer wrong answers.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from harness.corpus import load_corpus
from harness.grade import grade_run
from harness.pipeline import run_protocol
from harness.questions import build_question_set
from harness.report.gate import gate

pytestmark = pytest.mark.realdata


@pytest.fixture(scope="module")
def runs(contractnli_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    corpus = load_corpus("contractnli", data_dir=contractnli_dir, split="dev")
    qset = build_question_set(corpus, seed=13)
    root = tmp_path_factory.mktemp("heuristic-runs")
    out = {}
    for name in ("overconfident", "oracle"):
        run_protocol(
            corpus, questions=qset, generator=name, out=root / name, grader=None, progress=False, report=False
        )
        grade_run(root / name, "heuristic", data_dir=contractnli_dir)
        out[name] = root / name
    return out


def test_heuristic_gate_ships_the_move_from_overconfident_to_oracle(runs: dict[str, Path]) -> None:
    forward = gate(runs["overconfident"], runs["oracle"], grader="heuristic")
    assert forward.ships, [(c.scope, c.rule, c.message) for c in forward.failed]


def test_heuristic_never_ranks_overconfident_above_oracle(runs: dict[str, Path]) -> None:
    forward = gate(runs["overconfident"], runs["oracle"], grader="heuristic")
    backward = gate(runs["oracle"], runs["overconfident"], grader="heuristic")
    assert not backward.ships
    assert forward.buckets["correct"].candidate > forward.buckets["correct"].baseline
    assert forward.buckets["wrong"].candidate < forward.buckets["wrong"].baseline


def test_heuristic_finds_overconfident_wrong_answers(runs: dict[str, Path]) -> None:
    from harness.store import RunFolder

    counts = Counter(g.factuality for g in RunFolder.open(runs["overconfident"]).grades("heuristic"))
    assert counts["wrong"] > 0 and counts["refused"] == 0
