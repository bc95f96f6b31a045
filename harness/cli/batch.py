"""`harness export-requests` and `harness import-answers`: generator calls through a batch engine."""

from __future__ import annotations

from pathlib import Path

import click

from harness.cli.options import echo_json, json_option
from harness.grade.runner import load_run_corpus
from harness.report.render.text import sanitize_terminal
from harness.run.batch import export_requests as export_run_requests
from harness.run.batch import import_answers as import_run_answers
from harness.store.folder import RunFolder

_run_dir = click.argument("run_dir", type=click.Path(file_okay=False, path_type=Path))
_data_dir = click.option(
    "--data-dir", type=click.Path(file_okay=False, path_type=str), default=None, help="Corpus files."
)
_retry_errors = click.option(
    "--retry-errors", is_flag=True, help="Also ask again the questions whose answer was an error."
)


@click.command("export-requests")
@_run_dir
@click.option(
    "--out", type=click.Path(dir_okay=False, path_type=Path), required=True, help="The batch input file."
)
@_data_dir
@_retry_errors
@json_option
def export_requests(
    run_dir: Path, out: Path, data_dir: str | None, retry_errors: bool, as_json: bool
) -> None:
    """Write every unanswered question's request of RUN_DIR (an openai:MODEL run) as an OpenAI batch
    input file: for a hosted Batch API, vLLM's run_batch or Ray Data; then `harness import-answers`."""
    corpus = load_run_corpus(RunFolder.open(run_dir), data_dir)
    result = export_run_requests(run_dir, out, corpus, retry_errors=retry_errors)
    if as_json:
        echo_json({**result.__dict__, "path": str(result.path)})
        return
    click.echo(
        f"wrote {result.requests} requests to {sanitize_terminal(str(out))}"
        + (f" ({result.retries} of them output-contract retries)" if result.retries else "")
        + ("; every question is answered" if not result.requests else "")
    )


@click.command("import-answers")
@_run_dir
@click.argument("results", type=click.Path(dir_okay=False, exists=True, path_type=Path))
@_data_dir
@_retry_errors
@json_option
def import_answers(
    run_dir: Path, results: Path, data_dir: str | None, retry_errors: bool, as_json: bool
) -> None:
    """Append the answers in a batch output file (RESULTS) to RUN_DIR; replies that broke the output
    contract become retry requests of the next `harness export-requests`."""
    corpus = load_run_corpus(RunFolder.open(run_dir), data_dir)
    result = import_run_answers(run_dir, results, corpus, retry_errors=retry_errors)
    if as_json:
        echo_json(result.__dict__)
        return
    where = sanitize_terminal(str(run_dir))
    click.echo(
        f"imported {result.answered} answers into {where} ({result.errors} errors"
        + (f", {result.ignored} already imported" if result.ignored else "")
        + ")"
    )
    if result.retries_pending:
        click.echo(
            f"{result.retries_pending} replies broke the output contract: run `harness export-requests "
            f"{where} --out FILE` again for their retries",
            err=True,
        )
