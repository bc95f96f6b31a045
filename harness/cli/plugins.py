"""``harness plugins``: the registered corpora, generators and graders, with one line each."""

from __future__ import annotations

import click

from harness.cli.options import echo_json, json_option
from harness.core import registry


@click.command()
@json_option
def plugins(as_json: bool) -> None:
    """List every registered corpus, generator and grader (built-in and from entry points)."""
    listing = {kind: registry.describe(kind) for kind in registry.KINDS}
    if as_json:
        echo_json(listing)
        return
    for kind, entries in listing.items():
        click.echo(f"{registry.plural(kind)}:")
        for name, summary in entries.items():
            click.echo(f"  {name:<24} {summary}")
