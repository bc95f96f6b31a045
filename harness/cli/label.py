"""``harness label`` (label answers by hand, or write a spreadsheet template) and ``harness agreement``."""

from __future__ import annotations

import getpass
import textwrap
from pathlib import Path

import click

from harness.calibrate.agreement import agreement as agreement_of
from harness.calibrate.agreement import write_disagreements
from harness.calibrate.gold import GoldAppender, GoldRow, load_labeled, read_gold
from harness.calibrate.labeling import LabelItem, select_items, write_template
from harness.calibrate.render import format_agreement, jsonable
from harness.cli.options import echo_json, json_option
from harness.core.errors import HarnessError
from harness.core.records import FACTUALITY_BUCKETS
from harness.report.render.text import sanitize_terminal
from harness.store.folder import RunFolder
from harness.store.lock import run_folder_lock

_YES_NO = click.Choice(["yes", "no"], case_sensitive=False)
_STOP = "quit"
_SKIP = "skip"


def _wrap(text: str, indent: str = "    ") -> str:
    # Model and corpus text may hold terminal escapes: strip them before they reach the terminal.
    flat = sanitize_terminal(text, single_line=True)
    return textwrap.fill(flat, width=100, initial_indent=indent, subsequent_indent=indent)


def show_item(item: LabelItem, position: int, total: int) -> None:
    """Print what the labeler judges: question, retrieval set with ids, answer and its citations."""
    answer = item.answer
    click.echo("")
    click.echo(click.style(f"[{position}/{total}] {sanitize_terminal(item.question.id)}", bold=True))
    click.echo("Question:")
    click.echo(_wrap(item.question.text))
    click.echo(f"Retrieved passages ({len(answer.retrieved)}):")
    if not answer.retrieved:
        click.echo("    (none)")
    for p in answer.retrieved:
        click.echo(f"  [{sanitize_terminal(p.passage_id)}] rank {p.rank}")
        click.echo(_wrap(p.text, "      "))
    click.echo("Answer:")
    click.echo(_wrap(answer.text) if answer.text.strip() else "    (empty)")
    retrieved = {p.passage_id for p in answer.retrieved}
    marks = [
        sanitize_terminal(c) if c in retrieved else f"{sanitize_terminal(c)} (not in the retrieval set)"
        for c in answer.citations
    ]
    click.echo(f"Citations: {', '.join(marks) if marks else '(none)'}")


def ask_row(item: LabelItem, labeler: str) -> GoldRow | str:
    """Prompt the five axes; returns the row, or ``skip`` / ``quit``."""
    choices = [*FACTUALITY_BUCKETS, _SKIP, _STOP]
    factuality = click.prompt("factuality", type=click.Choice(choices, case_sensitive=False)).lower()
    if factuality in (_SKIP, _STOP):
        return factuality
    cited = bool(item.answer.citations)
    exists: bool | None = None
    supports: bool | None = None
    quality: int | None = None
    if cited:
        exists = (
            click.prompt("citation_exists (every cited id is in the retrieval set)", type=_YES_NO) == "yes"
        )
        if factuality != "refused":
            supports = (
                click.prompt("citation_supports (every cited passage supports its claim)", type=_YES_NO)
                == "yes"
            )
    if factuality == "refused":
        quality = click.prompt(
            "refusal_quality 0-3 (+1 says why, +1 next step, +1 both and calm)", type=click.IntRange(0, 3)
        )
    claims = click.prompt("extra_claim_count (uncited factual sentences)", type=click.IntRange(min=0))
    notes = click.prompt("notes", default="", show_default=False)
    return GoldRow(item.question.id, labeler, factuality, exists, supports, quality, claims, notes)  # type: ignore[arg-type]


@click.command()
@click.argument("run_dir", type=click.Path(file_okay=False, path_type=Path))
@click.option(
    "--out", "out", type=click.Path(dir_okay=False, path_type=Path), required=True, help="Gold CSV file."
)
@click.option("--labeler", default=None, help="Your name in the labeler column (default: your login).")
@click.option(
    "--sample", type=int, default=None, help="Label a sample of N, stratified by the grader's buckets."
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the sample.")
@click.option("--grader", default=None, help="Grader whose buckets stratify the sample (default: primary).")
@click.option("--template", is_flag=True, help="Write a CSV template for spreadsheet labeling instead.")
def label(
    run_dir: Path,
    out: Path,
    labeler: str | None,
    sample: int | None,
    seed: int,
    grader: str | None,
    template: bool,
) -> None:
    """Label a run's answers on the five axes, one at a time; stop any time and resume later.

    Rows are appended to OUT as you go; answers already in OUT are skipped. With --template,
    write a CSV with the question, retrieval set and answer of each item and empty label
    columns, to fill in a spreadsheet and pass to `harness calibrate --gold`.
    """
    # Held until the command ends: no run, grade or report rewrites the answers being labeled.
    click.get_current_context().with_resource(run_folder_lock(run_dir, command="label"))
    run = RunFolder.open(run_dir)
    items = select_items(run, sample=sample, seed=seed, grader=grader)
    name = labeler if labeler is not None else getpass.getuser()
    if template:
        write_template(out, items, labeler=labeler or "")
        click.echo(
            f"wrote a template of {len(items)} answers to {out}; fill the label columns and import it back"
        )
        return
    done: set[str] = set()
    if out.exists() and out.stat().st_size > 0:
        existing = load_labeled(out)
        if existing.unlabeled:
            raise HarnessError(
                f"{out} is a template with {len(existing.unlabeled)} unlabeled rows",
                "fill it in a spreadsheet, or label interactively into a new --out file",
            )
        done = {row.question_id for row in existing.rows}
    todo = [item for item in items if item.question.id not in done]
    click.echo(
        f"{len(items)} answers selected, {len(items) - len(todo)} already labeled in {out}, {len(todo)} to go"
    )
    labeled = 0
    with GoldAppender(out) as appender:
        for position, item in enumerate(todo, start=len(items) - len(todo) + 1):
            show_item(item, position, len(items))
            row = ask_row(item, name)
            if row == _STOP:
                break
            if isinstance(row, GoldRow):
                appender.append(row)
                labeled += 1
    click.echo(f"labeled {labeled} now; {len(done) + labeled} in {sanitize_terminal(str(out))}")


@click.command()
@click.argument("gold_a", type=click.Path(dir_okay=False, path_type=Path))
@click.argument("gold_b", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--disagreements",
    "disagreements_out",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write the disagreements to adjudicate to this CSV.",
)
@click.option("--n-boot", type=int, default=1000, show_default=True, help="Bootstrap resamples.")
@click.option("--seed", type=int, default=0, show_default=True, help="Bootstrap seed.")
@json_option
def agreement(
    gold_a: Path, gold_b: Path, disagreements_out: Path | None, n_boot: int, seed: int, as_json: bool
) -> None:
    """Inter-annotator agreement of two gold files, and the disagreements to adjudicate."""
    result = agreement_of(
        read_gold(gold_a), read_gold(gold_b), name_a=gold_a.stem, name_b=gold_b.stem, n_boot=n_boot, seed=seed
    )
    if disagreements_out is not None:
        write_disagreements(disagreements_out, result)
    if as_json:
        echo_json(jsonable(result))
    else:
        click.echo(format_agreement(result))
        if disagreements_out is not None:
            where = sanitize_terminal(str(disagreements_out))
            click.echo(f"wrote {len(result.disagreements)} disagreement(s) to {where}")
