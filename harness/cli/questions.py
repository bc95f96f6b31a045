"""``harness questions build|check|show``: thin commands over ``harness.questions``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from harness.cli.options import F, corpus_options, echo_json, json_option, mapping_option, read_mapping
from harness.core.errors import HarnessError
from harness.core.records import STRATA

if TYPE_CHECKING:
    from harness.questions.qset import QuestionSet


def _out_options(func: F) -> F:
    """``--out FILE`` and ``--force`` of a command that writes a question set (see ``_write_set``)."""
    func = click.option(
        "--force", is_flag=True, help="Overwrite an existing file that holds a different set."
    )(func)
    return click.option(
        "--out", "out", type=click.Path(dir_okay=False, path_type=Path), required=True, help="File to write."
    )(func)


def _write_set(out: Path, qset: QuestionSet, force: bool) -> None:
    """Write ``qset`` to ``out``; an existing file that holds another set is kept unless ``force``."""
    from harness.questions.qset import dumps_question_set, write_question_set

    if out.exists() and not force and out.read_text(encoding="utf-8") != dumps_question_set(qset):
        raise HarnessError(
            f"{out} exists and holds a different question set", "pick another --out or pass --force"
        )
    write_question_set(out, qset)


@click.group()
def questions() -> None:
    """Build, check and show protocol question sets."""


@questions.command()
@click.argument("corpus_name", metavar="CORPUS")
@corpus_options
@mapping_option
@click.option("--seed", type=int, default=13, show_default=True, help="Sampling seed.")
@click.option("--k", type=int, default=5, show_default=True, help="BM25 top-k the strata are defined under.")
@click.option(
    "--counts", default="", help="Per-stratum counts, e.g. answerable=10,contradicted=0 (others default)."
)
@_out_options
@json_option
def build(
    corpus_name: str,
    data_dir: str | None,
    split: str | None,
    mapping_file: str | None,
    seed: int,
    k: int,
    counts: str,
    out: Path,
    force: bool,
    as_json: bool,
) -> None:
    """Build the protocol question set for CORPUS and write it to --out."""
    from harness.corpus import load_corpus
    from harness.questions import build_question_set, parse_counts

    corpus = load_corpus(corpus_name, data_dir=data_dir, split=split, **read_mapping(mapping_file))
    qset = build_question_set(corpus, seed=seed, k=k, counts=parse_counts(counts) if counts else None)
    _write_set(out, qset, force)
    reduced = str(qset.header.settings.get("reduced", ""))
    if as_json:
        echo_json({"strata": qset.header.counts, "hash": qset.header.content_hash, "reduced": reduced})
        return
    click.echo(f"wrote {len(qset.questions)} questions to {out} (hash {qset.header.content_hash[:12]})")
    for stratum in STRATA:
        click.echo(f"  {stratum:<16} {qset.header.counts.get(stratum, 0)}")
    if reduced:
        click.echo(f"note: {reduced}")
    if qset.header.settings.get("no_source"):
        click.echo(f"note: no source for {qset.header.settings['no_source']}")
    if qset.header.settings.get("gold_review"):
        click.echo(f"note: {qset.header.settings['gold_review']}")


@questions.command()
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@corpus_options
@mapping_option
def check(path: Path, data_dir: str | None, split: str | None, mapping_file: str | None) -> None:
    """Re-verify every question of the set in PATH against its corpus (exit 1 when some fail)."""
    from harness.corpus import load_corpus
    from harness.questions import check_question_set, read_question_set

    qset = read_question_set(path)
    corpus = load_corpus(
        qset.header.corpus, data_dir=data_dir, split=split or qset.header.split, **read_mapping(mapping_file)
    )
    problems = check_question_set(qset, corpus)
    if not problems:
        click.echo(f"ok: all {len(qset.questions)} questions hold on {corpus.name}")
        return
    click.echo(f"{len(problems)} problem(s) in {len(qset.questions)} questions:")
    for problem in problems:
        click.echo(f"  {problem}")
    raise SystemExit(1)


@questions.command("import")
@click.argument("source", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--corpus", "corpus_name", default="documents", show_default=True, help="Corpus to map quotes on."
)
@corpus_options
@mapping_option
@click.option("--k", type=int, default=5, show_default=True, help="BM25 top-k the strata are defined under.")
@click.option(
    "--retrieval-null",
    type=int,
    default=0,
    show_default=True,
    help="Grounded questions to copy as retrieval_null.",
)
@click.option("--seed", type=int, default=13, show_default=True, help="Seed of the retrieval_null choice.")
@_out_options
@json_option
def import_(
    source: Path,
    corpus_name: str,
    data_dir: str | None,
    split: str | None,
    mapping_file: str | None,
    k: int,
    retrieval_null: int,
    seed: int,
    out: Path,
    force: bool,
    as_json: bool,
) -> None:
    """Import SOURCE (JSONL: question, answer, evidence quotes) as a checked question set."""
    from harness.corpus import load_corpus
    from harness.questions import check_question_set
    from harness.questions.importer import import_questions

    corpus = load_corpus(corpus_name, data_dir=data_dir, split=split, **read_mapping(mapping_file))
    qset = import_questions(source, corpus, k=k, retrieval_null=retrieval_null, seed=seed)
    problems = check_question_set(qset, corpus)
    if problems:
        raise HarnessError(
            f"the imported set does not hold: {problems[0]}", "fix that question and import again"
        )
    _write_set(out, qset, force)
    if as_json:
        echo_json({"strata": qset.header.counts, "hash": qset.header.content_hash, "checked": True})
        return
    click.echo(
        f"wrote {len(qset.questions)} questions to {out} (hash {qset.header.content_hash[:12]}), checked"
    )
    for stratum in STRATA:
        if qset.header.counts.get(stratum):
            click.echo(f"  {stratum:<16} {qset.header.counts[stratum]}")


@questions.command()
@click.argument("path", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--stratum", type=click.Choice(STRATA), default=None, help="Only this stratum.")
@click.option("--sample", type=click.IntRange(min=1), default=None, help="Show N questions per stratum.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the --sample draw.")
@click.option("--evidence", is_flag=True, help="Load the set's corpus and print the gold passages' text.")
@corpus_options
@mapping_option
def show(
    path: Path,
    stratum: str | None,
    sample: int | None,
    seed: int,
    evidence: bool,
    data_dir: str | None,
    split: str | None,
    mapping_file: str | None,
) -> None:
    """Print the questions of PATH with their gold and notes (--sample N: a readable sample per stratum)."""
    from harness.questions import read_question_set
    from harness.questions.show import describe, sample_by_stratum
    from harness.report.render.text import sanitize_terminal as clean  # question text may hold escapes

    qset = read_question_set(path)
    h = qset.header
    split_name = h.split or "default split"
    head = f"{clean(h.corpus)} ({clean(split_name)}), seed {h.seed}, {clean(h.builder_version)}"
    click.echo(f"{head}, hash {h.content_hash[:12]}")
    corpus = None
    if evidence:
        from harness.corpus import load_corpus

        corpus = load_corpus(
            h.corpus, data_dir=data_dir, split=split or h.split, **read_mapping(mapping_file)
        )
    if sample is not None:
        for name, questions in sample_by_stratum(qset, sample, seed).items():
            if stratum and name != stratum:
                continue
            total = h.counts.get(name, 0)
            click.echo(f"\n== {name}: {len(questions)} of {total} ==")
            for q in questions:
                click.echo("\n" + "\n".join(f"  {clean(line)}" for line in describe(q, corpus)))
        return
    for q in qset.questions:
        if stratum and q.stratum != stratum:
            continue
        click.echo(f"\n{clean(q.id)} [{q.stratum}] ideal {'/'.join(q.ideal)}")
        click.echo(f"  Q: {clean(q.text)}")
        click.echo(f"  gold: {clean(q.gold_answer)}; evidence: {clean(', '.join(q.gold_evidence)) or '-'}")
        if q.perturbation:
            p = q.perturbation
            click.echo(f"  perturbed {clean(p.kind)}: {clean(p.original)!r} -> {clean(p.replacement)!r}")
        click.echo(f"  notes: {clean(q.notes)}")
        if corpus is not None:
            for pid in q.gold_evidence:
                click.echo(f"  {clean(pid)}: {clean(' '.join(corpus.passage(pid).text.split()))}")
