"""On real ContractNLI dev: the gate rejects an overconfident run against the oracle, naming the rules.

Builds the two runs with ``harness.run.run_protocol`` (which grades with ``reference``) over
one question set. ContractNLI dev holds only 10 contradicted questions, so the set asks for
10 there instead of 20 (the builder never pads a stratum).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.corpus import load_corpus
from harness.pipeline import run_protocol
from harness.questions.build import build_question_set
from harness.report import gate, write_report

pytestmark = pytest.mark.realdata


@pytest.fixture(scope="module")
def runs(contractnli_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    corpus = load_corpus("contractnli", data_dir=contractnli_dir, split="dev")
    qset = build_question_set(corpus, seed=13)  # the full 130-question protocol
    root = tmp_path_factory.mktemp("realgate")
    out: dict[str, Path] = {}
    for generator in ("oracle", "overconfident"):
        result = run_protocol(
            corpus, questions=qset, generator=generator, out=root / generator, progress=False, report=False
        )
        assert result.graded_by == "reference"
        out[generator] = result.run_dir
    return out


def test_overconfident_is_rejected_against_oracle(runs: dict[str, Path]) -> None:
    result = gate(runs["oracle"], runs["overconfident"])
    assert not result.ships
    # it loses correct answers on ideal-correct questions too (to wrong and unsupported, not refusals)
    assert result.failed_rules == ("over_refusal", "wrong", "unsupported")
    lost = next(c for c in result.failed if c.rule == "over_refusal" and c.scope == "overall")
    assert "moved correct -> refused" not in lost.message
    overall = {c.rule: c for c in result.failed if c.scope == "overall"}
    # the oracle's two unsupported answers cite only a lead-in whose notice item was not retrieved (a
    # lead-in does not state it alone): "... provides Disclosing Party with:" of answerable-018 and
    # "... shall, prior to making any such disclosure –" of answerable-014
    assert overall["wrong"].baseline == 0 and overall["unsupported"].baseline <= 2
    assert overall["wrong"].candidate is not None and overall["wrong"].candidate > 0
    assert overall["unsupported"].candidate is not None and overall["unsupported"].candidate > 0


def test_a_real_run_ships_against_itself_and_reports(runs: dict[str, Path]) -> None:
    assert gate(runs["oracle"], runs["oracle"]).ships
    summary = write_report(runs["overconfident"])
    assert summary["n"] == 130
    assert summary["counts"]["refused"] == 0
    assert (runs["overconfident"] / "report.html").stat().st_size > 0
