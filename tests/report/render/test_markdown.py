"""report/render/markdown.py: report.md's tables hold the summary's figures and stay well-formed."""

from __future__ import annotations

from pathlib import Path

from harness.report import load_run, summarize
from harness.report.render.markdown import render_markdown
from tests.report.builders import make_run


def _tables(markdown: str) -> list[list[list[str]]]:
    tables: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in [*markdown.splitlines(), ""]:
        if line.startswith("|"):
            current.append([c.strip() for c in line.strip("|").split(" | ")])
        elif current:
            tables.append(current)
            current = []
    return tables


def test_tables_carry_the_bucket_counts_and_every_stratum(tmp_path: Path) -> None:
    summary = summarize(load_run(make_run(tmp_path / "run")))
    markdown = render_markdown(summary)
    assert markdown.startswith("# Report: ")
    tables = _tables(markdown)
    assert len(tables) == 3
    for header, separator, *rows in tables:
        assert separator == ["|".join("---" for _ in header)]
        assert all(len(row) == len(header) for row in rows), rows
    buckets = {row[0]: row[1] for row in tables[0][2:]}
    assert {b: int(buckets[b]) for b in ("correct", "wrong", "unsupported", "refused")} == {
        "correct": 5,
        "wrong": 3,
        "unsupported": 2,
        "refused": 6,
    }
    strata = {row[0]: int(row[1]) for row in tables[2][2:]}
    assert strata == {s: d["n"] for s, d in summary["by_stratum_detail"].items()}
    assert "Stability over" not in markdown


def test_user_text_cannot_break_the_report(tmp_path: Path) -> None:
    summary = summarize(load_run(make_run(tmp_path / "run")))
    summary["run"]["name"] = "evil | <script>\x1b[31m\nname"
    markdown = render_markdown(summary)
    title = markdown.splitlines()[0]
    # a backslash is doubled and brackets escaped: rendered, it reads \x1b[31m, and no link can form
    assert title == "# Report: evil \\| &lt;script&gt;\\\\x1b\\[31m name"
    assert "\x1b" not in markdown and "<script>" not in markdown


def test_stability_line_appears_with_repeats(tmp_path: Path) -> None:
    summary = summarize(load_run(make_run(tmp_path / "run")))
    summary["stability"] = {"repeats": 3, "stable": 14, "n": 16}
    expected = "Stability over 3 repeats: 14 of 16 questions kept one outcome in every repeat."
    assert expected in render_markdown(summary)
