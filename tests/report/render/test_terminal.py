"""The terminal views: the bucket table printed at the end of a run and the report's headline
lines, on a real run of the embedded corpus."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from rich.console import Console

import harness
from harness.report.render.terminal import bucket_table, print_summary, summary_lines
from harness.store.folder import RunFolder


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("terminal") / "run"
    harness.run_protocol(generator="extractive", out=str(out))
    return out


def _rendered(table: object) -> str:
    console = Console(record=True, width=140)
    console.print(table)
    return console.export_text()


def test_the_bucket_table_counts_every_grade_once_per_stratum(run_dir: Path) -> None:
    folder = RunFolder(run_dir)
    grades = folder.grades("reference")
    questions = folder.question_set().by_id()
    text = _rendered(bucket_table(grades, questions, "reference"))
    per_stratum = Counter(questions[g.question_id].stratum for g in grades)
    lines = {line.split()[0]: line.split()[1:] for line in text.splitlines() if line.split()}
    for stratum, n in per_stratum.items():
        assert int(lines[stratum][-2]) == n, stratum
    buckets = Counter(g.factuality for g in grades)
    all_row = lines["all"]
    expected = [buckets[b] for b in ("correct", "wrong", "unsupported", "refused")]
    assert [int(x) for x in all_row[:4]] == expected
    assert int(all_row[-2]) == len(grades)


def test_print_summary_ends_with_answers_errors_and_mean_refusal_quality(run_dir: Path) -> None:
    console = Console(record=True, width=140)
    print_summary(RunFolder(run_dir), "reference", console)
    last = console.export_text().strip().splitlines()[-1]
    assert last.startswith("answers: 130, generator errors: 0, mean refusal quality: ")


def test_summary_lines_name_the_run_and_every_stratum(run_dir: Path) -> None:
    summary = json.loads((run_dir / "report.json").read_text(encoding="utf-8"))
    lines = summary_lines(summary)
    assert "generator extractive" in lines[0] and f"n={summary['n']} of {summary['n_questions']}" in lines[0]
    assert lines[1].startswith("buckets: correct ")
    for stratum in summary["by_stratum"]:
        assert any(line.strip().startswith(stratum) for line in lines), stratum
    assert lines[-1].startswith("extra_claim_count sum:") or lines[-1].startswith("stability over")


def test_model_text_is_sanitised_in_the_headline() -> None:
    summary = {
        "run": {"name": "evil\x1b[31m", "generator": "g\x07", "condition": "rag_always"},
        "grader": "reference",
        "n": 0,
        "n_questions": 0,
        "counts": {"correct": 0, "wrong": 0, "unsupported": 0, "refused": 0, "error": 0},
        "over_refusal": {"count": 0, "n": 0},
        "by_stratum": {},
        "by_stratum_detail": {},
        "extra_claim_count_sum": 0,
    }
    from harness.report.summary import HEADLINE

    for key, _ in HEADLINE:
        summary[key] = {"value": float("nan"), "low": float("nan"), "high": float("nan"), "n": 0}
    first = summary_lines(summary)[0]
    assert "\x1b" not in first and "\x07" not in first and "\\x1b[31m" in first


def test_the_bucket_table_header_fits_80_columns_uncut(run_dir: Path) -> None:
    console = Console(record=True, width=80)
    print_summary(RunFolder(run_dir), "reference", console)
    lines = console.export_text().splitlines()
    header = next(line for line in lines if line.startswith("stratum"))
    assert header.split() == [
        "stratum",
        "correct",
        "wrong",
        "unsupported",
        "refused",
        "error",
        "n",
        "over-refused",
    ]
    assert max(len(line.rstrip()) for line in lines) <= 80


def test_an_undetermined_column_appears_only_when_a_grade_is_undetermined(run_dir: Path) -> None:
    from dataclasses import replace

    folder = RunFolder(run_dir)
    grades = folder.grades("reference")
    questions = folder.question_set().by_id()
    assert "undetermined" not in _rendered(bucket_table(grades, questions, "reference"))
    one = [replace(grades[0], factuality="undetermined"), *grades[1:]]
    text = _rendered(bucket_table(one, questions, "reference"))
    header = next(line.split() for line in text.splitlines() if line.startswith("stratum"))
    assert header[6] == "undetermined"
    total = next(line.split() for line in text.splitlines() if line.startswith("all"))
    assert total[6] == "1"
