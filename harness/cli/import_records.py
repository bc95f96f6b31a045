"""``harness import FILE --out RUN``: your pipeline's records (question, passages, answer) as a graded run."""

from __future__ import annotations

from typing import Any

import click
from rich.console import Console

from harness.cli.options import echo_json, json_option, parse_key_values, read_json_file
from harness.core.errors import HarnessError
from harness.report.render.text import sanitize_terminal


def _read_mapping(path: str | None) -> dict[str, Any]:
    if path is None:
        return {}
    data = read_json_file(path, "mapping file")
    if not isinstance(data, dict):
        raise HarnessError(
            f"mapping file {path} must hold a JSON object",
            'write e.g. {"question": "user_input", "passages": "retrieved_contexts", "answer": "response"}',
        )
    return data


@click.command("import")
@click.argument("source", metavar="FILE")
@click.option("--out", "out", type=click.Path(path_type=str), required=True, help="New run folder to write.")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["jsonl", "json", "csv", "parquet", "hf"]),
    default=None,
    help="Source format (default: from the extension; hf:NAME is a Hugging Face dataset).",
)
@click.option(
    "--mapping",
    "mapping_file",
    type=click.Path(dir_okay=False, path_type=str),
    default=None,
    help='JSON object mapping record fields to field paths, e.g. {"question": "user_input"}.',
)
@click.option(
    "--from",
    "preset",
    type=click.Choice(["ragas", "deepeval", "inspect", "csv"]),
    default=None,
    help="Read another tool's records: RAGAS or DeepEval datasets (JSON/JSONL/CSV), an Inspect log, CSV.",
)
@click.option(
    "--questions",
    "questions",
    default=None,
    metavar="FILE|protocol",
    help="Join the records to a protocol by question id and take its fields (protocol: --corpus's own).",
)
@click.option("--corpus", "corpus_name", default=None, help="Registered corpus the passage ids belong to.")
@click.option("--data-dir", type=click.Path(path_type=str), default=None, help="Local files of --corpus.")
@click.option("--corpus-split", default=None, help="Split of --corpus (default: the corpus's).")
@click.option("--hf-split", "split", default=None, help="hf: dataset split (default: train).")
# The old spelling, hidden: `--split` is a corpus split in every other command (here --corpus-split).
@click.option("--split", "old_split", default=None, hidden=True)
@click.option("--config", default=None, help="hf: dataset configuration.")
@click.option("--revision", default=None, help="hf: dataset revision (a commit pins it).")
@click.option(
    "--grader",
    "grader_name",
    default="auto",
    show_default=True,
    help="auto (reference with gold, heuristic without), reference, heuristic, llm, or none.",
)
@click.option("-g", "--grader-option", "grader_options", multiple=True, metavar="KEY=VALUE")
@json_option
def import_records(
    source: str,
    out: str,
    fmt: str | None,
    mapping_file: str | None,
    preset: str | None,
    questions: str | None,
    corpus_name: str | None,
    data_dir: str | None,
    corpus_split: str | None,
    split: str | None,
    old_split: str | None,
    config: str | None,
    revision: str | None,
    grader_name: str,
    grader_options: tuple[str, ...],
    as_json: bool,
) -> None:
    """Import FILE (JSONL, CSV, Parquet or hf:DATASET) of your pipeline's records as a run folder."""
    from harness.pipeline import import_run

    result = import_run(
        source,
        out,
        format=fmt,
        mapping=_read_mapping(mapping_file),
        corpus=corpus_name,
        data_dir=data_dir,
        corpus_split=corpus_split,
        split=split if split is not None else old_split,
        config=config,
        revision=revision,
        grader=None if grader_name == "none" else grader_name,
        grader_options=parse_key_values(grader_options, "grader", "-g hall_threshold=0.6"),
        console=None if as_json else Console(),
        questions=questions,
        preset=preset,
    )
    if as_json:
        echo_json(
            {
                "run_dir": str(result.run_dir),
                "records": result.records,
                "gold": result.has_gold,
                "graded_by": result.graded_by,
            }
        )
        return
    graded = f", graded by {result.graded_by}" if result.graded_by else " (not graded)"
    click.echo(f"imported {result.records} records into {sanitize_terminal(str(out))}{graded}")
