"""One way in to every corpus: ``load_corpus`` through the registry, plus listings and summaries."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from harness.core import registry
from harness.core.errors import HarnessError
from harness.corpus.base import Corpus
from harness.corpus.cards import read_card


def load_corpus(
    name: str, data_dir: str | Path | None = None, split: str | None = None, **options: Any
) -> Corpus:
    """Load the registered corpus ``name`` (``contractnli``, ``govreport``, ``nda-mini``, plug-ins).

    ``data_dir`` reads local files instead of the Hugging Face Hub; ``split`` picks a split
    (the card's default when None); other ``options`` go to the corpus's loader.
    """
    corpus, _spec = registry.create("corpus", name, data_dir=data_dir, split=split, **options)
    if not isinstance(corpus, Corpus):
        raise HarnessError(f"corpus loader {name!r} returned {type(corpus).__name__}", "fix the plug-in")
    return corpus


def list_corpora() -> list[dict[str, Any]]:
    """Every registered corpus with its one-line description and, when it has one, its card."""
    out = []
    for name, summary in registry.describe("corpus").items():
        entry: dict[str, Any] = {"name": name, "summary": summary}
        try:
            entry["card"] = read_card(name).to_dict()
        except HarnessError:
            entry["card"] = None  # a plug-in corpus without a shipped card
        out.append(entry)
    return out


def _natural(key: str) -> tuple[Any, ...]:
    return tuple(int(t) if t.isdigit() else t for t in re.split(r"(\d+)", key))


def corpus_summary(corpus: Corpus) -> dict[str, Any]:
    """Counts and identity of a loaded corpus, as ``harness corpus info --json`` prints them."""
    labels = corpus.label_counts()
    return {
        "name": corpus.name,
        "split": corpus.split,
        "documents": len(corpus.documents),
        "passages": len(corpus.passages),
        "hypotheses": sorted((h.key for h in corpus.hypotheses), key=_natural),
        "hypothesis_count": len(corpus.hypotheses),
        "labels": {k: labels[k] for k in sorted(labels)},
        "gold_pairs": len(corpus.gold),
        "fingerprint": corpus.fingerprint,
        "source": dict(corpus.source),
    }
