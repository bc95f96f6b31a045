"""``harness compare RUN... [--out DIR]``: one table of many runs' headline figures."""

from __future__ import annotations

import json

import click

from harness.cli.options import echo_json, json_option
from harness.report.compare import COMPARE_FILES, compare_markdown, compare_runs, write_compare
from harness.report.render.text import sanitize_terminal


@click.command()
@click.argument("run_dirs", nargs=-1, required=True, type=click.Path(file_okay=False, path_type=str))
@click.option("--grader", default=None, help="Whose grades to compare (default: each run's primary grader).")
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False, path_type=str),
    default=None,
    help="Write compare.md/.csv/.png/.html and compare.rows.csv here (default: print the table only).",
)
@json_option
def compare(run_dirs: tuple[str, ...], grader: str | None, out_dir: str | None, as_json: bool) -> None:
    """Compare RUN_DIRS (models x conditions x prompts) with figures and 95% intervals."""
    if out_dir is None:
        table = compare_runs(run_dirs, grader=grader)
    else:
        table = write_compare(run_dirs, out_dir, grader=grader)
    if as_json:  # one object per run, the table's columns as keys (NaN as null)
        rows = json.loads(table.to_json(orient="records"))
        echo_json({"runs": rows, "written": list(COMPARE_FILES) if out_dir is not None else []})
        return
    click.echo(sanitize_terminal(compare_markdown(table)), nl=False)
    if out_dir is not None:
        click.echo(f"wrote {', '.join(COMPARE_FILES)} in {sanitize_terminal(str(out_dir))}")
