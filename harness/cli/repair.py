"""``harness repair RUN``: drop a torn last line from a run folder's JSONL files."""

from __future__ import annotations

import click

from harness.report.render.text import sanitize_terminal
from harness.store.folder import ANSWERS, GRADES
from harness.store.repair import repair_run

NEXT_STEP = {
    ANSWERS: "rerun the same `harness run` command with --out {run} to ask that question again",
    GRADES: "run `harness grade {run}` (with the same grader) to grade that answer again",
}


@click.command()
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=str))
def repair(run_dir: str) -> None:
    """Drop the torn last line (cut short by a crash, a full disk or a partial copy) of every
    JSONL file in RUN_DIR, with a warning; every other line is kept."""
    repaired = repair_run(run_dir)
    if not repaired:
        click.echo(f"{sanitize_terminal(run_dir)}: no torn line; nothing to repair")
        return
    for path in repaired:
        step = NEXT_STEP.get(path.name, "restore {name} if it is not a file the harness appends to")
        line = f"repaired {path}; next: {step.format(run=run_dir, name=path.name)}"
        click.echo(sanitize_terminal(line))
