"""``harness report RUN_DIR``: write report.json, report.md and report.html for a finished run."""

from __future__ import annotations

import click

from harness.cli.options import echo_json, json_option
from harness.core.errors import HarnessError
from harness.report import load_run, write_report
from harness.report.render.terminal import question_lines, summary_lines
from harness.report.render.text import sanitize_terminal


@click.command()
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=str))
@click.option("--grader", default=None, help="Whose grades to report (default: the run's primary grader).")
@click.option(
    "--question",
    "question_ids",
    multiple=True,
    metavar="QID",
    help="Also print this question's drill-down (repeatable).",
)
@json_option
def report(run_dir: str, grader: str | None, question_ids: tuple[str, ...], as_json: bool) -> None:
    """Summarize RUN_DIR into report.json, report.md and one self-contained report.html."""
    if question_ids:  # a bad id is refused before any report is rewritten
        known = load_run(run_dir, grader=grader).questions_by_id
        missing = [q for q in question_ids if q not in known]
        if missing:
            raise HarnessError(
                f"{run_dir} has no question {', '.join(map(repr, missing))}; no report was written",
                "use an id from questions.jsonl",
            )
    summary = write_report(run_dir, grader=grader)
    if as_json:
        echo_json(summary)
        return
    for line in summary_lines(summary):
        click.echo(line)
    if question_ids:
        run = load_run(run_dir, grader=grader)
        for qid in question_ids:
            click.echo("")
            for line in question_lines(run, qid):
                click.echo(line)
    click.echo(f"wrote report.json, report.md, report.html in {sanitize_terminal(run_dir)}")
