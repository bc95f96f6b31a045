"""harness compare: a table of many runs as Markdown, CSV and a plot."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from harness.cli.main import main
from harness.core.errors import HarnessError
from harness.report import compare_runs
from tests.report.builders import BASE_ROWS, changed, make_run


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    root = tmp_path_factory.mktemp("compare")
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


def test_table_has_one_row_per_run_with_intervals(runs: list[Path]) -> None:
    table = compare_runs(runs)
    assert list(table["run"]) == ["ext-rag", "overconfident", "ext-norag", "gpt-licensed"]
    assert list(table["condition"]) == ["rag_always", "rag_always", "no_rag", "rag_always"]
    assert list(table["wrong"]) == [3, 9, 4, 3]
    assert table.loc[2, "acceptable_rate"] == pytest.approx(10 / 16)
    assert (table["acceptable_rate_low"] <= table["acceptable_rate"]).all()
    assert (table["acceptable_rate"] <= table["acceptable_rate_high"]).all()
    assert set(table["acceptable_rate_n"]) == {16}


def test_cli_writes_markdown_csv_and_plot(
    runs: list[Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "cmp"
    main(["compare", *map(str, runs), "--out", str(out)])
    printed = capsys.readouterr().out
    assert "| ext-norag | extractive | no_rag | default | reference | 16 | 4 | 4 | 2 | 6 |" in printed
    assert "licensed\\|x" in (out / "compare.md").read_text()
    csv = pd.read_csv(out / "compare.csv")
    assert list(csv["run"]) == ["ext-rag", "overconfident", "ext-norag", "gpt-licensed"]
    # A run without refusals has no refusal_quality mean: shown as n/a, never as nan.
    line = next(ln for ln in printed.splitlines() if ln.startswith("| overconfident |"))
    assert "| 5 | 9 | 2 | 0 | 0 | 0.31 [0.14, 0.56] | -0.38 [" in line and line.endswith("| n/a | 2 |")
    assert "nan" not in printed
    assert (out / "compare.png").read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    page = (out / "compare.html").read_text(encoding="utf-8")
    assert "<td>overconfident</td>" in page and "0.312 [0.14" in page  # every figure with its interval
    assert "<script" not in page and 'src="data:image/png;base64,' in page
    rows = pd.read_csv(out / "compare.rows.csv")
    assert set(rows["run"]) == set(csv["run"]) and {"question_id", "grader", "factuality"} <= set(
        rows.columns
    )


def test_no_runs_is_a_user_error() -> None:
    with pytest.raises(HarnessError, match="no run folders"):
        compare_runs([])
