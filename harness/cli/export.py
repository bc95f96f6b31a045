"""``harness export RUN --to hf DIR | --to inspect FILE``: a run (or a protocol) where others look."""

from __future__ import annotations

from pathlib import Path

import click

from harness.cli.options import echo_json, json_option
from harness.core.errors import HarnessError


@click.command("export")
@click.argument("source", metavar="RUN|PROTOCOL")
@click.option(
    "--to",
    "target",
    type=click.Choice(["hf", "inspect"]),
    required=True,
    help="hf: a Hugging Face datasets folder (Parquet + card); inspect: an Inspect log file.",
)
@click.argument("out", metavar="OUT")
@click.option(
    "--push", "repo", default=None, metavar="REPO", help="hf: also upload the folder to this Hub dataset."
)
@click.option("--private", is_flag=True, help="hf --push: create the Hub dataset private.")
@json_option
def export(source: str, target: str, out: str, repo: str | None, private: bool, as_json: bool) -> None:
    """Export RUN (a graded run folder) or PROTOCOL (a question-set file, hf only) to OUT."""
    path = Path(source)
    if target == "inspect":
        from harness.interop.inspect_log import export_run_inspect

        written = export_run_inspect(path, Path(out))
        result: dict[str, object] = {"log": str(written)}
    else:
        from harness.interop.hub import export_protocol_hf, export_run_hf, push_to_hub

        if path.is_file():
            exported = export_protocol_hf(path, Path(out))
        elif path.is_dir():
            exported = export_run_hf(path, Path(out))
        else:
            raise HarnessError(f"{source}: no such run folder or question-set file", "check the path")
        result = {"folder": str(exported.folder), "rows": exported.rows}
        if repo is not None:
            result["url"] = push_to_hub(exported.folder, repo, private=private)
    if as_json:
        echo_json(result)
        return
    for key, value in result.items():
        click.echo(f"{key}: {value}")
