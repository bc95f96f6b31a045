"""``harness corpus``: inspect a corpus (``info``) and list the registered corpora with their cards."""

from __future__ import annotations

import click

from harness.cli.options import corpus_options, echo_json, json_option, mapping_option, read_mapping
from harness.corpus import corpus_summary, list_corpora, load_corpus


@click.group()
def corpus() -> None:
    """Inspect corpora: documents, passages, hypotheses, labels, cards."""


@corpus.command()
@click.argument("name")
@corpus_options
@mapping_option
@json_option
def info(name: str, data_dir: str | None, split: str | None, mapping_file: str | None, as_json: bool) -> None:
    """Documents, passages, hypothesis keys and label counts of corpus NAME."""
    corpus = load_corpus(name, data_dir=data_dir, split=split, **read_mapping(mapping_file))
    summary = corpus_summary(corpus)
    if as_json:
        echo_json(summary)
        return
    click.echo(
        f"corpus       {summary['name']}" + (f" (split {summary['split']})" if summary["split"] else "")
    )
    click.echo(f"documents    {summary['documents']}")
    click.echo(f"passages     {summary['passages']}")
    if summary["hypotheses"]:
        click.echo(f"hypotheses   {summary['hypothesis_count']}: {', '.join(summary['hypotheses'])}")
    for label, count in summary["labels"].items():
        click.echo(f"  {label:<14} {count}")
    click.echo(f"fingerprint  {summary['fingerprint']}")
    source = summary["source"]
    where = source.get("file") or source.get("files") or source.get("repo", "")
    click.echo(f"source       {source.get('location', '?')}: {where}")
    if "note" in source:
        click.echo(f"note: {source['note']}", err=True)


@corpus.command(name="list")
@json_option
def list_(as_json: bool) -> None:
    """The registered corpora, with source, revision and license from their cards."""
    entries = list_corpora()
    if as_json:
        echo_json(entries)
        return
    for entry in entries:
        card = entry["card"] or {}
        src = card.get("source", {})
        origin = src.get("hub", "embedded" if "file" in src else "?")
        revision = f"@{src['revision'][:12]}" if src.get("revision") else ""
        click.echo(
            f"{entry['name']:<14} {origin}{revision}  [{card.get('license', 'no card')}]  {entry['summary']}"
        )
