"""Corpus cards: one ``corpora/<name>/card.json`` per corpus with its source, license and settings.

A card says where a corpus comes from (Hub repository and pinned revision, or a shipped
file), how it may be used (license, citation), how its fields map onto documents, and how
its documents are cut into passages. Loaders read their defaults from the card; options
passed to ``load_corpus`` override them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.settings import corpora_dir

CARD_FILE = "card.json"


@dataclass(frozen=True)
class CorpusCard:
    """What ``corpora/<name>/card.json`` says about a corpus."""

    name: str
    title: str
    format: str
    """``contractnli-release`` or ``records`` (report/summary pairs)."""
    license: str
    citation: str
    source: dict[str, Any]
    """``hub`` (repository id), ``revision`` (pinned commit), ``config``, ``homepage``, ``file``..."""
    splits: dict[str, list[str]]
    """Split name -> candidate file names, first found wins (``{}`` for a single-split corpus)."""
    default_split: str | None
    fields: dict[str, Any] = field(default_factory=dict)
    """Field mapping from the source layout onto documents (ids, report, summary...)."""
    passages: dict[str, Any] = field(default_factory=dict)
    """How documents become passages (``release_spans``, or paragraph chunks with sizes)."""
    description: str = ""
    path: str = ""
    """The card file this was read from."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title,
            "format": self.format,
            "license": self.license,
            "citation": self.citation,
            "source": self.source,
            "splits": self.splits,
            "default_split": self.default_split,
            "fields": self.fields,
            "passages": self.passages,
            "description": self.description,
            "path": self.path,
        }


_REQUIRED = ("name", "title", "format", "license", "citation", "source")


def read_card(name: str, root: Path | None = None) -> CorpusCard:
    """The card of corpus ``name`` (from ``corpora/<name>/card.json``)."""
    path = (root or corpora_dir()) / name / CARD_FILE
    if not path.is_file():
        raise HarnessError(
            f"no corpus card for {name!r} at {path}",
            "reinstall rubric-harness, or add a card.json for this corpus under corpora/",
        )
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise HarnessError(f"{path}: unreadable corpus card ({exc})", "fix or restore the card file") from exc
    if not isinstance(data, dict):
        raise HarnessError(f"{path}: a corpus card must be a JSON object", "fix or restore the card file")
    missing = [key for key in _REQUIRED if key not in data]
    if missing:
        raise HarnessError(f"{path}: card lacks {', '.join(missing)}", "add the missing card fields")
    if data["name"] != name:
        raise HarnessError(
            f"{path}: card names corpus {data['name']!r}, expected {name!r}", "fix the card's name field"
        )
    return CorpusCard(
        name=data["name"],
        title=data["title"],
        format=data["format"],
        license=data["license"],
        citation=data["citation"],
        source=dict(data["source"]),
        splits={k: list(v) for k, v in data.get("splits", {}).items()},
        default_split=data.get("default_split"),
        fields=dict(data.get("fields", {})),
        passages=dict(data.get("passages", {})),
        description=data.get("description", ""),
        path=str(path),
    )


def list_cards(root: Path | None = None) -> list[CorpusCard]:
    """Every card under ``corpora/``, by name."""
    base = root or corpora_dir()
    if not base.is_dir():
        return []
    return [read_card(p.parent.name, base) for p in sorted(base.glob(f"*/{CARD_FILE}"))]
