"""``harness retrieve NAME "QUERY"``: BM25 search over a corpus's passages, as a table or JSON."""

from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table

from harness import corpus as corpus_package
from harness.cli.options import corpus_options, echo_json, json_option
from harness.core.io import to_dict
from harness.core.records import RetrievalSettings, RetrievedPassage
from harness.report.render.text import sanitize_terminal
from harness.retrieval import BACKENDS, build_retriever

DEFAULTS = RetrievalSettings()
SNIPPET_CHARS = 120


def _snippet(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= SNIPPET_CHARS else flat[: SNIPPET_CHARS - 1] + "…"


@click.command()
@click.argument("name")
@click.argument("query")
@click.option(
    "--k", type=click.IntRange(min=1), default=DEFAULTS.k, show_default=True, help="Passages to return."
)
@click.option("--document", "document_id", default=None, help="Search only this document's passages.")
@click.option(
    "--backend",
    "--bm25-backend",
    "backend",
    type=click.Choice(BACKENDS),
    default=DEFAULTS.backend,
    show_default=True,
    help="BM25 engine (rank_bm25 is the slow reference).",
)
@click.option("--k1", type=click.FloatRange(min=0), default=DEFAULTS.k1, show_default=True, help="BM25 k1.")
@click.option("--b", type=click.FloatRange(0, 1), default=DEFAULTS.b, show_default=True, help="BM25 b.")
@corpus_options
@json_option
def retrieve(
    name: str,
    query: str,
    k: int,
    document_id: str | None,
    backend: str,
    k1: float,
    b: float,
    data_dir: str | None,
    split: str | None,
    as_json: bool,
) -> None:
    """Show the top K passages of corpus NAME for QUERY (highest BM25 score first).

    Only passages sharing a word with the query are listed, so fewer than K may appear.
    """
    corpus = corpus_package.load_corpus(name, data_dir=data_dir, split=split)
    settings = RetrievalSettings(
        k=k, k1=k1, b=b, backend=backend, scope="document" if document_id else "corpus"
    )
    hits = build_retriever(corpus, settings).search(query, k=k, document_id=document_id)
    if as_json:
        echo_json(
            {
                "corpus": corpus.name,
                "corpus_fingerprint": corpus.fingerprint,
                "query": query,
                "document_id": document_id,
                "settings": to_dict(settings),
                "results": [to_dict(hit) for hit in hits],
            }
        )
        return
    _print_table(corpus.name, query, hits)


def _print_table(corpus_name: str, query: str, hits: list[RetrievedPassage]) -> None:
    console = Console(soft_wrap=False)
    clean = sanitize_terminal  # passage text, ids and the query reach the terminal as visible escapes
    if not hits:
        console.print(f"no passage of {clean(corpus_name)} shares a word with the query", markup=False)
        return
    table = Table(title=clean(f"{corpus_name}: {query}", single_line=True), title_justify="left")
    table.add_column("rank", justify="right")
    table.add_column("passage", no_wrap=True)
    table.add_column("document", no_wrap=True)
    table.add_column("score", justify="right")
    table.add_column("text")
    for hit in hits:
        table.add_row(
            str(hit.rank),
            clean(hit.passage_id, single_line=True),
            clean(hit.document_id, single_line=True),
            f"{hit.score:.4f}",
            clean(_snippet(hit.text), single_line=True),
        )
    console.print(table)
