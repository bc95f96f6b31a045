"""``harness run``: a thin shell over :func:`harness.run.run_protocol`."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from harness.cli import exit_codes
from harness.cli.console import stderr_console
from harness.cli.options import corpus_options, echo_json, json_option, parse_key_values
from harness.generate.prompting import PROMPT_NAMES
from harness.run.conditions import CONDITIONS


@click.command()
@click.option(
    "--corpus",
    default=None,
    help="Corpus name (nda-mini, contractnli, govreport, documents); default: the one --questions was "
    "built on (its split too), else nda-mini.",
)
@corpus_options
@click.option(
    "--questions",
    type=click.Path(dir_okay=False),
    default=None,
    help="Question-set file (default: the protocol).",
)
@click.option(
    "--generator",
    "generator_name",
    default="extractive",
    show_default=True,
    help="Generator name, e.g. python:pkg.mod:func.",
)
@click.option(
    "-o", "--option", "options", multiple=True, metavar="KEY=VALUE", help="A generator option (repeatable)."
)
@click.option(
    "--base-url", default=None, help="openai: generators: the endpoint, e.g. http://127.0.0.1:8000/v1."
)
@click.option(
    "--api-key-env", default=None, help="openai: generators: the environment variable holding the API key."
)
@click.option("--condition", type=click.Choice(CONDITIONS), default="rag_always", show_default=True)
@click.option(
    "--gate-threshold", type=float, default=None, help="rag_gated: top BM25 score needed to show passages."
)
@click.option(
    "--prompt", default="default", show_default=True, help=f"{', '.join(PROMPT_NAMES)} or a template file."
)
@click.option("--concurrency", type=click.IntRange(min=1), default=4, show_default=True)
@click.option(
    "--timeout",
    type=click.FloatRange(min=0, min_open=True),
    default=120.0,
    show_default=True,
    help="Seconds per generator call.",
)
@click.option(
    "--grader", default="reference", show_default=True, help="Grader to run at the end ('none' to skip)."
)
@click.option(
    "-g",
    "--grader-option",
    "grader_raw_options",
    multiple=True,
    metavar="KEY=VALUE",
    help="A grader option (repeatable), e.g. -g model=judge -g base_url=http://127.0.0.1:8000/v1.",
)
@click.option(
    "--out",
    type=click.Path(file_okay=False),
    default=None,
    help="Run folder (default runs/<time>-<generator>); an existing one is resumed.",
)
@click.option(
    "--seed", type=int, default=13, show_default=True, help="Seed of the question set when it is built."
)
@click.option(
    "--retry-errors", is_flag=True, help="On resume, ask again the questions whose answer was an error."
)
@click.option(
    "--shard",
    default=None,
    metavar="I/N",
    help="Answer only shard I of N (stable hash of the question id); join shards with `harness merge`.",
)
@click.option(
    "--prepare-only",
    is_flag=True,
    help="Write (or check) the run folder, ask nothing: for `harness export-requests` (a batch engine).",
)
@click.option(
    "--stop-after-fatal",
    type=click.IntRange(min=0),
    default=3,
    show_default=True,
    help="Stop after N consecutive identical fatal errors (401/403/404, nothing listening), or when the "
    "first max(N, --concurrency) questions all fail the same way (a circuit breaker); 0 never stops.",
)
@click.option(
    "--repeats",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Answer the protocol R times, all kept (OUT/repeats/<r>): stability, the gate's noise floor.",
)
@click.option(
    "--limit",
    type=click.IntRange(min=1),
    default=None,
    metavar="N",
    help="A smoke run: only N questions, taken in turn from each stratum (a run of its own).",
)
@click.option("--dry-run", is_flag=True, help="Print the generator calls and prompt size; write nothing.")
@click.option("--no-progress", is_flag=True, help="No progress bar.")
@json_option
def run(
    corpus: str | None,
    data_dir: str | None,
    split: str | None,
    questions: str | None,
    generator_name: str,
    options: tuple[str, ...],
    base_url: str | None,
    api_key_env: str | None,
    condition: str,
    gate_threshold: float | None,
    prompt: str,
    concurrency: int,
    timeout: float,
    grader: str,
    grader_raw_options: tuple[str, ...],
    out: str | None,
    seed: int,
    retry_errors: bool,
    shard: str | None,
    prepare_only: bool,
    stop_after_fatal: int,
    repeats: int,
    limit: int | None,
    dry_run: bool,
    no_progress: bool,
    as_json: bool,
) -> None:
    """Run a generator over the protocol, grade it and print the bucket table.

    With no arguments: the nda-mini protocol, the extractive generator, the reference grader.
    Exit 0 when every question was answered and scored, 3 when some errored (not scored;
    --retry-errors redoes them), 4 when the run stopped early on a repeated fatal error,
    2 for bad input, 130 when interrupted.
    """
    from harness.pipeline import run_protocol

    generator_options = parse_key_values(options, "generator", "-o temperature=0.2")
    if base_url is not None:
        generator_options["base_url"] = base_url
    if api_key_env is not None:
        generator_options["api_key_env"] = api_key_env
    if corpus is None and questions is not None:  # the question file says what it was built on
        from harness.questions.qset import read_question_set

        header = read_question_set(Path(questions)).header
        corpus, split = header.corpus, split if split is not None else header.split
    console = stderr_console()
    result = run_protocol(
        corpus or "nda-mini",
        data_dir=data_dir,
        split=split,
        questions=questions,
        generator=generator_name,
        generator_options=generator_options,
        condition=condition,
        gate_threshold=gate_threshold,
        prompt=prompt,
        concurrency=concurrency,
        timeout_s=timeout,
        out=out,
        grader=None if grader.lower() == "none" else grader,
        grader_options=parse_key_values(grader_raw_options, "grader", "-g model=judge"),
        seed=seed,
        retry_errors=retry_errors,
        shard=shard,
        prepare_only=prepare_only,
        stop_after_fatal=stop_after_fatal or None,
        repeats=repeats,
        limit=limit,
        dry_run=dry_run,
        progress=not no_progress and not as_json,
        console=console,
    )
    from harness.report.render.text import sanitize_terminal  # the report package: after the run

    where = sanitize_terminal(str(result.run_dir))  # a folder name may hold control characters
    if result.stopped is not None:
        # One line: the cause and the fix; no table, no traceback.
        click.echo(
            f"error: {result.stop_why} ({result.answered_now} answered, kept in {where}): "
            f"{sanitize_terminal(' '.join(result.stopped.split()))} -- fix: {result.stop_fix}",
            err=True,
        )
        sys.exit(exit_codes.STOPPED)
    if as_json:
        echo_json({**result.__dict__, "run_dir": str(result.run_dir)})
    elif result.dry_run is not None:
        est = result.dry_run
        click.echo(
            f"dry run: {est.generator_calls} generator calls ({result.already_answered} of {result.total} "
            f"already answered; up to {est.max_calls_with_format_retries} with format retries), "
            f"prompts {est.prompt_chars} characters (about {est.approx_prompt_tokens} tokens)"
            + (f"; {sanitize_terminal(est.probe)}" if est.probe else "")
        )
    else:
        click.echo(
            f"run folder {where}: {result.answered_now} answered now, {result.already_answered} "
            f"before, {result.errors} generator errors"
            + (f", graded by {result.graded_by}" if result.graded_by else "")
            + (f"; open {where}/report.html" if result.report_written else "")
        )
    if result.not_sent:
        click.echo(
            f"{result.not_sent} questions were not sent ({result.not_sent_reason}); they have no answer "
            f"yet: rerun the same command with --out {where} to ask them",
            err=True,
        )
    if result.interrupted:
        click.echo(
            f"interrupted: every finished answer is kept in {where}; to continue, rerun the same "
            f"command with --out {where}",
            err=True,
        )
        sys.exit(exit_codes.INTERRUPTED)
    errored = result.error_outcomes or result.errors
    if errored:
        what = "question errored and is" if errored == 1 else "questions errored and are"
        click.echo(
            f"{errored} {what} not scored (counted apart as 'error'); redo with the same command plus "
            f"--retry-errors --out {result.run_dir}",
            err=True,
        )
        sys.exit(exit_codes.ANSWER_ERRORS)
