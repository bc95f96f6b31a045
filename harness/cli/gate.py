"""``harness gate BASELINE_RUN CANDIDATE_RUN``: exit 0 ships, 1 rejects, 2 for unusable input.

Runs that cannot be compared (other question set, corpus, grader, grader version) and runs
holding ``error`` outcomes (without ``--allow-errors``) are unusable input: exit 2.
"""

from __future__ import annotations

import sys

import click

from harness.cli.options import echo_json, json_option
from harness.report import gate as run_gate
from harness.report.render.terminal import gate_lines


@click.command()
@click.argument("baseline_run", type=click.Path(file_okay=False, path_type=str))
@click.argument("candidate_run", type=click.Path(file_okay=False, path_type=str))
@click.option("--grader", default=None, help="Whose grades to compare (default: each run's primary grader).")
@click.option(
    "--allow-errors",
    is_flag=True,
    help="Compare only the questions error-free in both runs (default: refuse runs with errors, exit 2).",
)
@click.option(
    "--allow-undetermined",
    is_flag=True,
    help="Compare only the questions the grader read in both runs (default: refuse a rise in "
    "undetermined answers, exit 2).",
)
@click.option(
    "--no-new-wrong",
    is_flag=True,
    help="Also reject when any question is wrong in the candidate and was not in the baseline "
    "(the count rules let one new wrong answer cancel one fixed in the same stratum).",
)
@json_option
def gate(
    baseline_run: str,
    candidate_run: str,
    grader: str | None,
    allow_errors: bool,
    allow_undetermined: bool,
    no_new_wrong: bool,
    as_json: bool,
) -> None:
    """Ship CANDIDATE_RUN only if no rubric bucket regressed against BASELINE_RUN.

    Rejects when, overall or in any stratum, correct falls on questions whose ideal is
    correct (over-refusal), the wrong count rises, the unsupported count rises, the mean
    refusal_quality drops, or the extra_claim_count sum rises; with --no-new-wrong, also when
    any single question is newly wrong. Exit 0 ships, 1 rejects,
    2 when the runs cannot be compared or hold errors (see --allow-errors).
    """
    result = run_gate(
        baseline_run,
        candidate_run,
        grader=grader,
        allow_errors=allow_errors,
        allow_undetermined=allow_undetermined,
        no_new_wrong=no_new_wrong,
    )
    if as_json:
        echo_json(result.to_dict())
    else:
        for line in gate_lines(result):
            click.echo(line)
    # SystemExit passes through click's non-standalone mode, so CI sees exit code 1.
    sys.exit(0 if result.ships else 1)
