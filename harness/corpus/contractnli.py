"""The ``contractnli`` and ``nda-mini`` corpora: ContractNLI release files, passages = release spans.

``contractnli`` reads a split of the original release from a local folder (``--data-dir``)
or from a pinned revision of a Hub repository holding the release files; ``nda-mini`` is the
embedded corpus shipped in ``corpora/nda-mini/`` in the same format, with a single split.
Both go through one function: locate the file, hash it, then parse (or take the cached parse).
"""

from __future__ import annotations

from pathlib import Path

from harness.core.errors import HarnessError
from harness.core.registry import register
from harness.core.settings import corpora_dir
from harness.corpus.base import Corpus
from harness.corpus.cache import cache_key, cached_corpus
from harness.corpus.cards import CorpusCard, read_card
from harness.corpus.release import parse_release, read_json
from harness.corpus.sources import Located, file_sha256, locate

SINGLE_SPLIT = (None, "all")
"""The ``--split`` values a single-split corpus accepts."""


def load_release_corpus(card: CorpusCard, located: Located, split: str | None) -> Corpus:
    """Parse a release file into a corpus named after ``card`` (through the on-disk cache)."""
    id_format = str(card.fields.get("document_id", f"{card.name}-{{id}}"))
    settings = {"format": card.format, "document_id": id_format, "split": split}
    key = cache_key(card.name, [file_sha256(located.path)], settings)

    def build() -> Corpus:
        parsed = parse_release(read_json(located.path), id_format, str(located.path))
        return Corpus(
            name=card.name,
            documents=parsed.documents,
            passages=parsed.passages,
            hypotheses=parsed.hypotheses,
            gold=parsed.gold,
            split=split,
        )

    source = {"corpus": card.name, "card": card.path, **located.origin}
    return cached_corpus(card.name, key, build, source)


@register("corpus", "contractnli")
def contractnli(
    data_dir: str | Path | None = None,
    split: str | None = None,
    repo: str | None = None,
    revision: str | None = None,
) -> Corpus:
    """ContractNLI release (Koreeda & Manning 2021): NDAs, 17 hypotheses, evidence spans."""
    card = read_card("contractnli")
    chosen = split or card.default_split or "test"
    return load_release_corpus(card, locate(card, chosen, data_dir, repo, revision), chosen)


@register("corpus", "nda-mini")
def nda_mini(data_dir: str | Path | None = None, split: str | None = None) -> Corpus:
    """Embedded fictional NDAs in ContractNLI release format (one split; the default corpus)."""
    card = read_card("nda-mini")
    if split not in SINGLE_SPLIT:
        raise HarnessError(
            f"nda-mini has a single split; --split {split} does not exist",
            "drop --split (or use --split all)",
        )
    folder = Path(data_dir) if data_dir is not None else corpora_dir() / "nda-mini"
    path = folder / str(card.source.get("file", "nda-mini.json"))
    if not path.is_file():
        raise HarnessError(
            f"nda-mini file missing at {path}",
            "reinstall rubric-harness (it ships the file) or pass --data-dir to a folder with nda-mini.json",
        )
    return load_release_corpus(card, Located(path, {"location": "embedded", "file": str(path)}), None)
