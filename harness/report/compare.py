"""A table of many runs (generator x condition x prompt) with headline figures and intervals.

``harness compare RUN... --out DIR`` writes ``compare.md``, ``compare.csv``, ``compare.png``
(bucket shares, one bar per run, side by side), ``compare.html`` (the table with intervals
and the plot) and ``compare.rows.csv`` (every run's tidy frame, stacked: ``compare_frame``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from harness.core.errors import HarnessError
from harness.core.io import write_bytes_atomic, write_text_atomic
from harness.core.records import FACTUALITY_BUCKETS
from harness.report.frame import tidy
from harness.report.load import load_run
from harness.report.render import plots
from harness.report.render.html import interval_text, render_compare
from harness.report.render.text import markdown_cell
from harness.report.summary import summarize

if TYPE_CHECKING:
    import pandas as pd

# Headline figures of the table: report.json key -> column name.
FIGURES = {
    "acceptable_rate": "acceptable_rate",
    "truthfulness": "truthfulness",
    "citation_supports_rate": "citation_supports_rate",
    "refusal_quality_mean": "refusal_quality_mean",
}
COMPARE_FILES = ("compare.md", "compare.csv", "compare.png", "compare.html", "compare.rows.csv")


def _generator_label(name: str, options: dict[str, Any]) -> str:
    shown = ",".join(f"{k}={v}" for k, v in sorted(options.items()) if v is not None)
    return f"{name}({shown})" if shown else name


def compare_runs(run_dirs: Sequence[Path | str], grader: str | None = None) -> pd.DataFrame:
    """One row per run: what it ran (from the manifest), bucket counts, figures with intervals."""
    if not run_dirs:
        raise HarnessError("no run folders given", "pass one or more run folders: harness compare RUN...")
    rows = []
    for run_dir in run_dirs:
        s = summarize(load_run(run_dir, grader=grader))
        run = s["run"]
        row: dict[str, Any] = {
            "run": run["name"],
            "corpus": run["corpus"],
            "generator": _generator_label(run["generator"], run["generator_options"]),
            "condition": run["condition"],
            "prompt": run["prompt"],
            "grader": s["grader"],
            "question_set": run["question_set_hash"][:12],
            "n": s["n"],
            **{b: s["counts"][b] for b in FACTUALITY_BUCKETS},
            "error": s["counts"]["error"],  # unscored: apart from the buckets, never in their shares
            "undetermined": s["counts"]["undetermined"],  # read with no confidence: unscored too
        }
        for key, column in FIGURES.items():
            iv = s[key]
            row[column], row[f"{column}_low"], row[f"{column}_high"] = iv["value"], iv["low"], iv["high"]
            row[f"{column}_n"] = iv["n"]
        row["extra_claim_count_sum"] = s["extra_claim_count_sum"]
        rows.append(row)
    import pandas as pd

    return pd.DataFrame(rows)


def compare_frame(run_dirs: Sequence[Path | str]) -> pd.DataFrame:
    """Many runs' tidy frames stacked: the shape of ``load_run(DIR).frame()``; ``run`` tells them apart."""
    if not run_dirs:
        raise HarnessError("no run folders given", "pass one or more run folders: harness compare RUN...")
    return tidy(row for run_dir in run_dirs for row in load_run(run_dir).frame().to_dict("records"))


_PARTS = (("value", ""), ("low", "_low"), ("high", "_high"))


def _number(value: Any) -> float | None:
    """A table cell as a float; pandas keeps an undefined figure (None) as NaN."""
    import pandas as pd

    return None if pd.isna(value) else float(value)


def unscored_columns(table: pd.DataFrame) -> tuple[str, ...]:
    """The unscored outcomes shown beside the buckets: ``error`` always, ``undetermined`` only when
    a run has one (as in the report's tables)."""
    shown = "undetermined" in table and bool((table["undetermined"] > 0).any())
    return ("error", "undetermined") if shown else ("error",)


def compare_markdown(table: pd.DataFrame) -> str:
    """The table in Markdown: one row per run, figures as ``value [low, high]``."""
    unscored = unscored_columns(table)
    header = [
        "run",
        "generator",
        "condition",
        "prompt",
        "grader",
        "n",
        *FACTUALITY_BUCKETS,
        *unscored,
        *FIGURES,
        "extra claims",
    ]
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for row in table.to_dict("records"):
        figures = [
            interval_text({k: _number(row[c + s]) for k, s in _PARTS}, digits=2) for c in FIGURES.values()
        ]
        cells = [
            *(markdown_cell(str(row[c])) for c in ("run", "generator", "condition", "prompt", "grader")),
            str(row["n"]),
            *(str(row[b]) for b in (*FACTUALITY_BUCKETS, *unscored)),
            *figures,
            str(row["extra_claim_count_sum"]),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    if table["question_set"].nunique() > 1:
        lines += ["", "Note: these runs use different question sets; their figures are not paired."]
    return "\n".join(lines) + "\n"


def compare_html(table: pd.DataFrame, png: bytes) -> str:
    """``compare.html``: the table with every figure's 95% interval and the plot, self-contained."""
    rows = []
    for row in table.to_dict("records"):
        intervals = {
            c: interval_text({k: _number(row[c + s]) for k, s in _PARTS}, digits=3) for c in FIGURES.values()
        }
        rows.append({**row, "intervals": intervals})
    return render_compare(
        rows=rows,
        buckets=FACTUALITY_BUCKETS,
        unscored=unscored_columns(table),
        figures=list(FIGURES.values()),
        mixed=table["question_set"].nunique() > 1,
        plot=plots.data_uri(png),
    )


def compare_plot(table: pd.DataFrame) -> bytes:
    labels = [f"{r['run']}: {r['generator']}/{r['condition']}" for r in table.to_dict("records")]
    counts: list[dict[str, Any]] = [{b: r[b] for b in FACTUALITY_BUCKETS} for r in table.to_dict("records")]
    return plots.runs_side_by_side(labels, counts)


def write_compare(
    run_dirs: Sequence[Path | str], out_dir: Path | str, grader: str | None = None
) -> pd.DataFrame:
    """Write ``compare.md``, ``compare.csv`` and ``compare.png`` into ``out_dir``; returns the table."""
    table = compare_runs(run_dirs, grader=grader)
    out = Path(out_dir)
    if out.exists() and not out.is_dir():
        raise HarnessError(f"{out} exists and is not a folder", "pass a folder for --out")
    png = compare_plot(table)  # first: without matplotlib (the plots extra) nothing is written
    out.mkdir(parents=True, exist_ok=True)
    write_text_atomic(out / "compare.md", compare_markdown(table))
    write_text_atomic(out / "compare.csv", table.to_csv(index=False))
    write_bytes_atomic(out / "compare.png", png)
    write_text_atomic(out / "compare.html", compare_html(table, png))
    write_text_atomic(out / "compare.rows.csv", compare_frame(run_dirs).to_csv(index=False))
    return table
