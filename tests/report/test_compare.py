"""harness compare: a table of many runs as Markdown, CSV and a plot."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.report import compare_runs
from harness.report.compare import compare_markdown, write_compare
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


def test_undetermined_answers_are_a_column_apart_from_the_buckets(tmp_path: Path) -> None:
    """An undetermined answer is counted in its own column (shown only when a run has one), like an
    error: never in a bucket, never in a figure's denominator."""
    plain = make_run(tmp_path / "plain")
    unread = make_run(tmp_path / "unread", changed(BASE_ROWS, a1={"factuality": "undetermined"}))
    alone = compare_runs([plain])
    assert "undetermined" not in compare_markdown(alone).splitlines()[0]
    table = compare_runs([plain, unread])
    assert list(table["undetermined"]) == [0, 1]
    assert table.loc[1, "acceptable_rate_n"] == table.loc[0, "acceptable_rate_n"] - 1
    buckets = ("correct", "wrong", "unsupported", "refused")
    assert sum(table.loc[1, b] for b in buckets) == sum(table.loc[0, b] for b in buckets) - 1
    header, _, first, second = compare_markdown(table).splitlines()[:4]
    column = [c.strip() for c in header.split("|")].index("undetermined")
    assert [c.strip() for c in first.split("|")][column] == "0"
    assert [c.strip() for c in second.split("|")][column] == "1"


def test_compare_html_shows_the_undetermined_column(tmp_path: Path) -> None:
    unread = make_run(tmp_path / "unread", changed(BASE_ROWS, a1={"factuality": "undetermined"}))
    write_compare([unread], tmp_path / "out")
    assert "<th>undetermined</th>" in (tmp_path / "out" / "compare.html").read_text(encoding="utf-8")
