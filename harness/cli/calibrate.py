"""``harness calibrate``: a grader against a gold pass, or against another grader of the same run."""

from __future__ import annotations

from pathlib import Path

import click

from harness.calibrate.calibrate import calibrate_run, compare_run_graders
from harness.calibrate.derive import derive_gold
from harness.calibrate.detection import grounding_run
from harness.calibrate.gold import write_gold
from harness.calibrate.render import format_agreement, format_calibration, jsonable
from harness.cli.options import echo_json, json_option, label_column_option
from harness.core.errors import HarnessError


def _emit(result: object, text: str, as_json: bool) -> None:
    if as_json:
        echo_json(jsonable(result))
    else:
        click.echo(text)


@click.command()
@click.argument(
    "run_arg", metavar="RUN_DIR", required=False, type=click.Path(file_okay=False, path_type=Path)
)
@click.option(
    "--run",
    "run_opt",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    hidden=True,  # the old spelling: every other command takes the folder as its argument
    help="Run folder (old spelling of the RUN_DIR argument).",
)
@click.option(
    "--gold", "gold", type=click.Path(dir_okay=False, path_type=Path), default=None, help="Gold CSV."
)
@click.option("--grader", default=None, help="Grader to calibrate (default: the run's primary grader).")
@click.option("--versus", "versus", default=None, help="Compare --grader with this other grader of the run.")
@click.option(
    "--derive-gold",
    "derive_out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write a gold CSV derived from ContractNLI's human annotations for this run, then exit.",
)
@click.option(
    "--data-dir", type=click.Path(file_okay=False, path_type=str), default=None, help="Corpus files."
)
@click.option("--n-boot", type=int, default=1000, show_default=True, help="Bootstrap resamples.")
@click.option("--seed", type=int, default=0, show_default=True, help="Bootstrap seed.")
@click.option(
    "--confidence",
    type=click.FloatRange(0, 1, min_open=True, max_open=True),
    default=0.95,
    show_default=True,
    help="Interval level, between 0 and 1 (e.g. 0.9).",
)
@click.option(
    "--plan",
    "plan_width",
    type=float,
    default=None,
    metavar="WIDTH",
    help="With --gold: how many more labels bring each bucket rate's PPI++ interval under WIDTH (e.g. 0.1).",
)
@click.option(
    "--labels",
    "labels_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="A CSV with question_id and a labeled column: precision/recall/F1 of the grade's `grounded`.",
)
@label_column_option
@json_option
def calibrate(
    run_arg: Path | None,
    run_opt: Path | None,
    gold: Path | None,
    grader: str | None,
    versus: str | None,
    derive_out: Path | None,
    data_dir: str | None,
    n_boot: int,
    seed: int,
    confidence: float,
    plan_width: float | None,
    labels_path: Path | None,
    label_column: str,
    as_json: bool,
) -> None:
    """Agreement of a grader with a gold pass per axis (kappa, weighted kappa, MAE, intervals),
    precision/recall per bucket, and bias-corrected bucket rates by prediction-powered inference.

    With --versus, compare two graders of the same run instead. With --derive-gold FILE, write
    the gold pass derived from ContractNLI's human annotations for this run.
    """
    if run_arg is not None and run_opt is not None and run_arg != run_opt:
        raise HarnessError(f"two run folders given ({run_arg}, --run {run_opt})", "pass one RUN_DIR")
    run_dir = run_arg or run_opt
    if run_dir is None:
        raise HarnessError("no run folder given", "pass it first: harness calibrate RUN_DIR --gold gold.csv")
    if derive_out is not None:
        rows = derive_gold(run_dir, data_dir=data_dir)
        write_gold(derive_out, rows)
        click.echo(f"wrote {len(rows)} derived gold rows to {derive_out}")
        return
    if n_boot < 0:
        raise HarnessError(f"--n-boot {n_boot} is negative", "pass 0 (no intervals) or more")
    if labels_path is not None:
        found = grounding_run(run_dir, labels_path, label_column, grader, n_boot=n_boot, seed=seed)
        title = f"'not grounded' against {label_column!r} of {labels_path.name}"
        _emit(found.to_dict(), "\n".join(found.lines(title)), as_json)
        if gold is None and versus is None:
            return
    if (gold is None) == (versus is None):
        raise HarnessError(
            "pass exactly one of --gold FILE and --versus GRADER", "see `harness calibrate --help`"
        )
    if plan_width is not None and gold is None:
        raise HarnessError("--plan needs --gold", "pass the gold labels the plan starts from")
    if versus is not None:
        if grader is None:
            raise HarnessError("--versus needs --grader", "name both graders: --grader A --versus B")
        # The --versus grader plays the reference (rows), --grader the one being checked (columns).
        compared = compare_run_graders(
            run_dir, versus, grader, n_boot=n_boot, seed=seed, confidence=confidence
        )
        _emit(compared, format_agreement(compared), as_json)
        return
    if gold is not None:
        result = calibrate_run(
            gold, run_dir, grader, n_boot=n_boot, seed=seed, confidence=confidence, plan_width=plan_width
        )
        _emit(result, format_calibration(result), as_json)
