"""harness compare: a table of many runs as Markdown, CSV and a plot."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.report import compare_runs
from tests.report.builders import BASE_ROWS, changed, make_run


def four_runs(root: Path) -> list[Path]:
    """Four runs that differ in generator, condition, prompt and buckets (one has no refusals)."""
    worse = changed(BASE_ROWS, a1={"factuality": "wrong"})
    no_refusals = changed(
        BASE_ROWS, **{r.qid: {"factuality": "wrong"} for r in BASE_ROWS if r.factuality == "refused"}
    )
    return [
        make_run(root / "ext-rag", generator="extractive", condition="rag_always"),
        make_run(root / "overconfident", no_refusals, generator="overconfident"),
        make_run(root / "ext-norag", worse, generator="extractive", condition="no_rag"),
        make_run(root / "gpt-licensed", generator="openai:gpt-4o-mini", prompt="licensed|x"),
    ]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return four_runs(tmp_path_factory.mktemp("compare"))


def test_table_has_one_row_per_run_with_intervals(runs: list[Path]) -> None:
    table = compare_runs(runs)
    assert list(table["run"]) == ["ext-rag", "overconfident", "ext-norag", "gpt-licensed"]
    assert list(table["condition"]) == ["rag_always", "rag_always", "no_rag", "rag_always"]
    assert list(table["wrong"]) == [3, 9, 4, 3]
    assert table.loc[2, "acceptable_rate"] == pytest.approx(10 / 16)
    assert (table["acceptable_rate_low"] <= table["acceptable_rate"]).all()
    assert (table["acceptable_rate"] <= table["acceptable_rate_high"]).all()
    assert set(table["acceptable_rate_n"]) == {16}


def test_no_runs_is_a_user_error() -> None:
    with pytest.raises(HarnessError, match="no run folders"):
        compare_runs([])
