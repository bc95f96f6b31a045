"""What makes two runs the same run: the manifest fields a resumed folder must match."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from harness.core import registry
from harness.core.errors import HarnessError
from harness.core.records import PluginSpec, RunManifest
from harness.core.secrets import redact_option
from harness.corpus.base import Corpus
from harness.questions.qset import QuestionSet

Scalar = str | int | float | bool | None


def plugin_options(options: Mapping[str, Any]) -> dict[str, Scalar]:
    """Options as they go into a manifest: JSON scalars only, a URL's password redacted.

    Build the plug-in from the options as given, never from these (they lack the password).
    """
    clean: dict[str, Scalar] = {}
    for key, value in options.items():
        if value is not None and not isinstance(value, (str, int, float, bool)):
            raise HarnessError(
                f"option {key}={value!r} is not a string, number or boolean",
                "pass plug-in options as plain values (they are written into the run manifest)",
            )
        clean[str(key)] = redact_option(value)  # type: ignore[assignment]
    return clean


def new_manifest(corpus: Corpus, qset: QuestionSet, **fields: Any) -> RunManifest:
    """The manifest of a run that starts now: this harness version, the corpus and question set
    it runs (name, fingerprint, split; content hash, seed), then ``fields`` (generator, ...)."""
    return RunManifest(
        harness_version=str(
            sys.modules["harness"].__version__
        ),  # read so, as ``integrity.check_version`` does
        created_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
        corpus=corpus.name,
        corpus_fingerprint=corpus.fingerprint,
        split=corpus.split,
        question_set_hash=qset.header.content_hash,
        seed=qset.header.seed,
        **fields,
    )


def identity_options(spec: PluginSpec) -> dict[str, Scalar]:
    """A plug-in's options without those it declares pace-only (``register(..., pace=...)``).

    Concurrency, timeouts, retries or the URL of the same model change how fast answers or
    grades come, never what they are: two runs differing only there are the same run.
    """
    pace = registry.pace_options(spec.kind, spec.name)  # type: ignore[arg-type]
    return {k: v for k, v in sorted(spec.options.items()) if k not in pace}


def _identity(m: RunManifest) -> dict[str, object]:
    return {
        "harness version": m.harness_version,
        "corpus": (m.corpus, m.corpus_fingerprint, m.split),
        "question set": m.question_set_hash,
        "seed": m.seed,
        "generator": (m.generator.name, identity_options(m.generator)),
        "condition": (m.condition, m.gate_threshold),
        "prompt": m.prompt_hash,
        "retrieval": m.retrieval,
        "shard": m.shard,
    }


def _show(m: RunManifest, field: str) -> str:
    shown = {
        "generator": f"{m.generator.name} {dict(m.generator.options) or ''}".strip(),
        "prompt": f"{m.prompt} ({m.prompt_hash[:12]})",
        "question set": m.question_set_hash[:12],
        "corpus": f"{m.corpus} ({m.corpus_fingerprint[:12]})",
        "condition": m.condition + (f" gate {m.gate_threshold}" if m.gate_threshold is not None else ""),
    }
    return shown.get(field, str(_identity(m)[field]))


def identity_differences(
    a: RunManifest, b: RunManifest, *, ignore: frozenset[str] = frozenset()
) -> list[str]:
    """The identity fields (``harness version``, ``corpus``, ``prompt`` ...) where two runs differ, shown."""
    left, right = _identity(a), _identity(b)
    return [f"{f}: {_show(a, f)} vs {_show(b, f)}" for f in left if f not in ignore and left[f] != right[f]]


def check_resumable(existing: RunManifest, wanted: RunManifest, path: Path) -> None:
    """Raise a one-line error naming every field where ``wanted`` differs from the folder's run."""
    old, new = _identity(existing), _identity(wanted)
    differ = [f for f in old if old[f] != new[f]]
    if differ:
        detail = "; ".join(
            f"{f}: folder has {_show(existing, f)}, this run {_show(wanted, f)}" for f in differ
        )
        raise HarnessError(
            f"{path} holds a different run ({detail})",
            "pass --out with a new folder, or rerun with the folder's settings to resume it",
        )
