"""``harness grade RUN_DIR --grader NAME``: (re)grade a finished run without calling the generator."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path
from typing import Any

import click

from harness.cli import exit_codes
from harness.cli.options import OptionValue, echo_json, json_option, label_column_option, parse_key_values
from harness.core.errors import HarnessError
from harness.core.records import FACTUALITY_BUCKETS
from harness.grade.runner import grade_run
from harness.report.outcomes import ERROR, outcome, outcome_counts
from harness.report.render.text import sanitize_terminal
from harness.report.write import write_report
from harness.store.folder import RunFolder
from harness.store.lock import run_folder_lock

NOTE_RESAMPLES = 1000
"""Bootstrap resamples behind the note's intervals (``harness calibrate --labels`` uses more)."""


def parse_options(pairs: tuple[str, ...]) -> dict[str, OptionValue]:
    return parse_key_values(pairs, "grader", "-g hall_threshold=0.6")


@click.command()
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=str))
@click.option(
    "--grader", "grader_name", default="reference", show_default=True, help="reference, heuristic or llm."
)
@click.option(
    "--data-dir",
    type=click.Path(file_okay=False, path_type=str),
    default=None,
    help="Local folder holding the corpus files the run used.",
)
@click.option(
    "-g",
    "--grader-option",
    "raw_options",
    multiple=True,
    metavar="KEY=VALUE",
    help="A grader option (repeatable), e.g. -g hall_threshold=0.6 (as in `harness run`).",
)
@click.option(
    "-o",
    "--option",
    "old_options",
    multiple=True,
    hidden=True,  # the old spelling; `-o` means a generator option in `harness run`
    metavar="KEY=VALUE",
)
@click.option("--model", default=None, help="llm: judge model name.")
@click.option("--base-url", default=None, help="llm: OpenAI-compatible endpoint ending in /v1.")
@click.option("--api-key-env", default=None, help="llm: name of the environment variable holding the key.")
@click.option("--timeout", type=float, default=None, help="llm: seconds per judge request.")
@click.option("--max-retries", type=int, default=None, help="llm: retries on 429/5xx/connection errors.")
@click.option(
    "--concurrency",
    type=click.IntRange(min=1),
    default=None,
    help="llm: judge requests in flight (default 4).",
)
@click.option(
    "--policy/--no-policy", default=None, help="llm: also score correctness/relevancy (PASS/PARTIAL/FAIL)."
)
@click.option("--judge-cache-dir", default=None, help="llm: folder of the judge reply cache.")
@click.option("--no-cache", is_flag=True, help="llm: do not read or write the judge reply cache.")
@click.option(
    "--fallback",
    default=None,
    metavar="llm:MODEL",
    help="reference: send only the answers it leaves undetermined to this LLM judge "
    "(--base-url, --api-key-env and --judge-cache-dir set its endpoint).",
)
@click.option("--not-primary", is_flag=True, help="Keep the run's current primary grader for reports.")
@click.option(
    "--as",
    "label",
    default=None,
    metavar="LABEL",
    help="Keep these grades under LABEL (two LLM judges side by side: --as judge-a, --as judge-b).",
)
@click.option(
    "--export-requests",
    "export_path",
    type=click.Path(dir_okay=False, path_type=str),
    default=None,
    help="llm: write the judge prompts still waiting as an OpenAI batch input file; grade nothing.",
)
@click.option(
    "--import-answers",
    "import_path",
    type=click.Path(dir_okay=False, exists=True, path_type=str),
    default=None,
    help="llm: read a batch output file of judge replies; grade once every answer is judged.",
)
@click.option(
    "--labels",
    "labels_path",
    type=click.Path(dir_okay=False, path_type=str),
    default=None,
    help="A CSV with question_id and a labeled column: print precision/recall/F1 of the new grades' "
    "`grounded` against it (a short calibration note; `harness calibrate --labels` gives the same).",
)
@label_column_option
@json_option
def grade(
    run_dir: str,
    grader_name: str,
    data_dir: str | None,
    raw_options: tuple[str, ...],
    old_options: tuple[str, ...],
    model: str | None,
    base_url: str | None,
    api_key_env: str | None,
    timeout: float | None,
    max_retries: int | None,
    concurrency: int | None,
    policy: bool | None,
    judge_cache_dir: str | None,
    no_cache: bool,
    fallback: str | None,
    not_primary: bool,
    label: str | None,
    export_path: str | None,
    import_path: str | None,
    labels_path: str | None,
    label_column: str,
    as_json: bool,
) -> None:
    """(Re)grade the answers in RUN_DIR with a grader, write grades.jsonl and rewrite the reports."""
    options: dict[str, Any] = parse_options((*old_options, *raw_options))
    judge = {
        "model": model,
        "base_url": base_url,
        "api_key_env": api_key_env,
        "timeout": timeout,
        "max_retries": max_retries,
        "concurrency": concurrency,
        "policy": policy,
        "cache_dir_path": judge_cache_dir,
        "cache": False if no_cache else None,
    }
    given = {k: v for k, v in judge.items() if v is not None}
    if fallback is not None:
        if grader_name != "reference":
            raise HarnessError("--fallback only applies to the reference grader", "use --grader reference")
        endpoint = {
            "base_url": "fallback_base_url",
            "api_key_env": "fallback_api_key_env",
            "cache_dir_path": "fallback_cache_dir",
        }
        options["fallback"] = fallback
        options.update({endpoint[k]: given.pop(k) for k in list(given) if k in endpoint})
    if given and not grader_name.startswith("llm"):
        raise HarnessError(
            f"{', '.join(sorted(given))} only apply to the llm grader", "drop them or use --grader llm"
        )
    options.update(given)
    if export_path is not None and import_path is not None:
        raise HarnessError(
            "--export-requests and --import-answers are two steps",
            "import the engine's results first, then export what is still waiting",
        )
    if export_path is not None:
        _export(run_dir, grader_name, options, export_path, label)
        return
    if import_path is not None:
        _import(run_dir, grader_name, options, import_path, label, data_dir, not not_primary)
        return
    # The label file is read before grading: a bad one stops the command before any work.
    labels = None
    if labels_path is not None:
        from harness.calibrate.detection import read_label_column

        labels = read_label_column(labels_path, label_column)
    with run_folder_lock(run_dir, command="grade"):
        grades = grade_run(
            run_dir, grader_name, data_dir=data_dir, primary=not not_primary, label=label, **options
        )
        write_report(run_dir)  # the reports show the new grades, never the old grader's

    shown = label or grader_name
    # Outcomes as every report and the gate count them: a failed answer or grade is an error,
    # never a bucket (an outage is not 130 unsupported answers).
    answers = {a.question_id: a for a in RunFolder(run_dir).answers()}
    counts = outcome_counts(outcome(g, answers.get(g.question_id)) for g in grades)
    flags = Counter(f for g in grades for f in g.flags)
    summary = {
        "grader": shown,
        "graded": len(grades),
        "factuality": {b: counts[b] for b in FACTUALITY_BUCKETS},
        "error": counts[ERROR],
        "flags": dict(sorted(flags.items())),
    }
    note = None
    if labels is not None and labels_path is not None:
        from harness.calibrate.detection import grounding_detection

        note = grounding_detection(grades, labels, label_column, resamples=NOTE_RESAMPLES, seed=0)
        summary["grounding_calibration"] = {"labels": labels_path, "column": label_column, **note.to_dict()}
    if as_json:
        echo_json(summary)
    else:
        click.echo(
            f"graded {len(grades)} answers in {sanitize_terminal(run_dir)} with {grader_name}"
            + (f" as {label}" if label else "")
            + "; rewrote report.json, report.md, report.html"
        )
        for bucket in (*FACTUALITY_BUCKETS, ERROR):
            click.echo(f"  {bucket:<12} {counts[bucket]:>4}")
        if flags:
            click.echo("  flags: " + ", ".join(f"{k} {v}" for k, v in sorted(flags.items())))
        if note is not None and labels_path is not None:
            title = f"calibration note: 'not grounded' against {label_column!r} of {Path(labels_path).name}"
            for line in note.lines(title):
                click.echo(line)
    if counts[ERROR]:
        # Exits as `harness run` does on errored questions: a CI step never passes an outage on.
        click.echo(
            f"{counts[ERROR]} of {len(grades)} questions are errors (the generator's or the grader's), "
            "not scored: the gate refuses this run until they are redone (`harness run ... --retry-errors`, "
            "or grade again once the judge answers)",
            err=True,
        )
        sys.exit(exit_codes.ANSWER_ERRORS)


def _export(run_dir: str, grader: str, options: dict[str, Any], export_path: str, label: str | None) -> None:
    from harness.grade.batch import export_judge_requests

    count = export_judge_requests(run_dir, export_path, grader, label=label, **options)
    click.echo(f"wrote {count} judge requests to {export_path}")


def _import(
    run_dir: str,
    grader: str,
    options: dict[str, Any],
    import_path: str,
    label: str | None,
    data_dir: str | None,
    primary: bool,
) -> None:
    from harness.grade.batch import import_judge_answers

    with run_folder_lock(run_dir, command="grade"):
        result = import_judge_answers(
            run_dir, import_path, grader, label=label, data_dir=data_dir, primary=primary, **options
        )
        if result.graded:
            write_report(run_dir)
    if result.graded:
        click.echo(f"graded every answer in {run_dir} from the judge's batch replies; rewrote the reports")
    else:
        click.echo(
            f"{result.judged} answers judged now; {result.waiting} still waiting ({result.retries_pending} "
            f"for an output-format retry): run `harness grade {run_dir} --export-requests FILE` again",
            err=True,
        )
