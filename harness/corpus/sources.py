"""Where corpus files come from: a local folder or a pinned Hugging Face Hub revision.

Every loader asks :func:`locate` for a split's file and gets a local path back: from
``--data-dir`` directly, or from the Hub through ``huggingface_hub`` (which keeps its own
download cache and honours ``HF_HUB_OFFLINE``). Everything after that point (hashing,
caching, parsing, validation) is the same code for both.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.corpus.cards import CorpusCard

_TRUTHY = {"1", "true", "yes", "on"}
HUB_EXTRA = "pip install 'rubric-harness[hub]'"
"""The extra that brings the Hub loaders (datasets, huggingface_hub) and Parquet reading (pyarrow)."""


def hf_offline() -> bool:
    """True when ``HF_HUB_OFFLINE`` or ``HF_DATASETS_OFFLINE`` asks for no network."""
    return any(
        os.environ.get(v, "").strip().lower() in _TRUTHY for v in ("HF_HUB_OFFLINE", "HF_DATASETS_OFFLINE")
    )


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


@dataclass(frozen=True)
class Located:
    """A source file resolved to a local path, with where it came from."""

    path: Path
    origin: dict[str, str] = field(default_factory=dict)
    """``location`` (local/hub), ``repo``, ``revision``, ``file``, ``note``: recorded in ``Corpus.source``."""


def check_split(card: CorpusCard, split: str) -> list[str]:
    """The candidate file names of ``split``; an unknown split is a one-line error."""
    if split not in card.splits:
        raise HarnessError(
            f"corpus {card.name} has no split {split!r}",
            f"use --split {' or '.join(sorted(card.splits))}",
        )
    return card.splits[split]


def locate_local(card: CorpusCard, data_dir: Path, split: str, candidates: list[str]) -> Located:
    """The first of ``candidates`` present in ``data_dir`` (a fallback is noted)."""
    if not data_dir.is_dir():
        raise HarnessError(
            f"data dir {data_dir} does not exist or is not a folder",
            f"pass --data-dir pointing at the folder that holds the {card.name} files",
        )
    for i, name in enumerate(candidates):
        path = data_dir / name
        if path.is_file():
            origin = {"location": "local", "file": str(path)}
            if i > 0:
                origin["note"] = (
                    f"{candidates[0]} not found in {data_dir}; loaded {name} instead "
                    f"(a subset of split {split}, not the full split)"
                )
            return Located(path, origin)
    present = sorted(p.name for p in data_dir.iterdir() if p.is_file())
    raise HarnessError(
        f"{data_dir}: no file for split {split!r} of {card.name} (looked for {', '.join(candidates)})",
        f"put {candidates[0]} in that folder or choose another --split (files there: "
        f"{', '.join(present[:8]) or 'none'})",
    )


def locate_hub(
    card: CorpusCard, split: str, candidates: list[str], repo: str | None, revision: str | None
) -> Located:
    """Download (or find in the Hub cache) the first of ``candidates`` at a pinned revision."""
    try:
        from huggingface_hub import hf_hub_download
        from huggingface_hub.errors import LocalEntryNotFoundError, RemoteEntryNotFoundError
    except ImportError as exc:
        raise HarnessError(
            f"loading {card.name} from the Hugging Face Hub needs huggingface_hub, which is not installed",
            f"{HUB_EXTRA}, or pass --data-dir DIR with the {card.name} files",
        ) from exc

    repo_id = repo or card.source.get("hub")
    rev = revision or card.source.get("revision")
    if not repo_id:
        raise HarnessError(f"corpus {card.name} has no Hub source", "pass --data-dir with the corpus files")
    no_hub = f"pass --data-dir DIR with the {card.name} files ({', '.join(candidates)})"
    not_cached = False
    for i, name in enumerate(candidates):
        try:
            path = hf_hub_download(
                repo_id, name, repo_type="dataset", revision=rev, local_files_only=hf_offline()
            )
        except RemoteEntryNotFoundError:
            continue
        except LocalEntryNotFoundError:
            # Offline, or the Hub is unreachable: a later candidate may still be cached.
            not_cached = True
            continue
        except Exception as exc:  # network and HTTP errors have many types
            raise HarnessError(
                f"cannot load {card.name} split {split!r} from {repo_id}@{rev}: {type(exc).__name__}",
                f"{no_hub}, or check your network and Hugging Face settings",
            ) from exc
        origin = {"location": "hub", "repo": str(repo_id), "revision": str(rev), "file": name}
        if i > 0:
            origin["note"] = (
                f"{candidates[0]} not found in {repo_id}; loaded {name} instead (not the full split)"
            )
        return Located(Path(path), origin)
    if not_cached:
        offline = hf_offline()
        why = "Hugging Face offline mode is on" if offline else "the Hub cannot be reached"
        raise HarnessError(
            f"cannot load {card.name} split {split!r} from {repo_id}@{rev}: {why} and it is not cached",
            no_hub if offline else f"{no_hub} (and set HF_HUB_OFFLINE=1 to skip the network retries)",
        )
    raise HarnessError(
        f"{repo_id}@{rev} has none of {', '.join(candidates)} for split {split!r}",
        f"choose another --split or {no_hub}",
    )


def locate(
    card: CorpusCard,
    split: str,
    data_dir: str | Path | None,
    repo: str | None = None,
    revision: str | None = None,
) -> Located:
    """A local path for ``split`` of ``card``'s corpus: from ``data_dir`` or from the Hub."""
    candidates = check_split(card, split)
    if data_dir is not None:
        return locate_local(card, Path(data_dir), split, candidates)
    return locate_hub(card, split, candidates, repo, revision)


def load_hub_dataset(
    repo: str, *, config: str | None, revision: str | None, split: str, what: str, fix: str
) -> Any:
    """``datasets.load_dataset`` on a Hub id or a local dataset folder; every failure is one line.

    ``what`` names what is loaded (``govreport``, ``dataset NAME``) and ``fix`` is the way
    around the Hub (local files), both for the error.
    """
    try:
        import datasets
    except ImportError as exc:
        raise HarnessError(
            f"loading {what} from the Hugging Face Hub needs the datasets package, which is not installed",
            f"{HUB_EXTRA}, or {fix}",
        ) from exc
    try:
        return datasets.load_dataset(repo, name=config, revision=revision, split=split)
    except Exception as exc:  # datasets raises many error types for one cause
        why = "Hugging Face offline mode is on" if hf_offline() else f"{type(exc).__name__}: {exc}"
        raise HarnessError(
            f"cannot load {what} split {split!r} from {repo}@{revision}: {why}".splitlines()[0][:300], fix
        ) from exc
