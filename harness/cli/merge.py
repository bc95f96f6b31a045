"""``harness merge SHARD_DIR... --out RUN``: join the shards of one run into one run folder."""

from __future__ import annotations

from pathlib import Path

import click

from harness.cli.options import echo_json, json_option
from harness.report.render.text import sanitize_terminal
from harness.report.write import write_report
from harness.store.merge import merge_shards


@click.command()
@click.argument("shard_dirs", nargs=-1, required=True, type=click.Path(file_okay=False, path_type=Path))
@click.option(
    "--out", type=click.Path(file_okay=False, path_type=Path), required=True, help="The new run folder."
)
@json_option
def merge(shard_dirs: tuple[Path, ...], out: Path, as_json: bool) -> None:
    """Join the folders of `harness run --shard i/N` (all N of them, same run) into one run folder
    with its reports; `harness report` and `harness gate` read it like any run."""
    result = merge_shards(shard_dirs, out)  # checks everything before it writes anything
    if result.graders:
        write_report(out)
    if as_json:
        echo_json({**result.__dict__, "run_dir": str(result.run_dir)})
        return
    where = sanitize_terminal(str(out))
    click.echo(
        f"merged {result.shards} shards into {where}: {result.answers} answers"
        + (f", grades by {', '.join(result.graders)}; wrote the reports" if result.graders else "")
    )
    if not result.graders:
        click.echo(f"no grader graded every shard: run `harness grade {where}`", err=True)
    if result.dropped_graders:
        click.echo(
            "not carried over (missing or set differently in some shard): "
            f"{', '.join(result.dropped_graders)}; "
            f"regrade with `harness grade {where} --grader NAME`",
            err=True,
        )
