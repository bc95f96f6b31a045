"""``harness compare``: a table of many runs printed and written as Markdown, CSV, HTML and a plot."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest

from harness.cli.main import main
from tests.report.test_compare import four_runs


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return four_runs(tmp_path_factory.mktemp("compare"))


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


def test_compare_json_gives_one_object_per_run(runs: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    import json

    main(["compare", *map(str, runs), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert [row["run"] for row in out["runs"]] == [p.name for p in runs] and out["written"] == []
    assert all(isinstance(row["n"], int) for row in out["runs"])
