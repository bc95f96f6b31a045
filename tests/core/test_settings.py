"""Settings read from the environment: the cache folder, the spaCy model, the shipped corpora."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core import settings


def test_cache_dir_follows_the_environment_and_is_created(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "deep" / "cache"
    monkeypatch.setenv(settings.CACHE_DIR_ENV, str(target))
    assert settings.cache_dir() == target and target.is_dir()
    monkeypatch.delenv(settings.CACHE_DIR_ENV)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert settings.cache_dir() == tmp_path / "home" / ".cache" / "rubric-harness"


def test_spacy_model_name_defaults_and_can_be_overridden(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(settings.SPACY_MODEL_ENV, raising=False)
    assert settings.spacy_model_name() == settings.DEFAULT_SPACY_MODEL == "en_core_web_sm"
    monkeypatch.setenv(settings.SPACY_MODEL_ENV, "en_core_web_md")
    assert settings.spacy_model_name() == "en_core_web_md"


def test_corpora_dir_holds_the_shipped_cards() -> None:
    root = settings.corpora_dir()
    assert root.is_dir()
    assert (root / "nda-mini" / "card.json").is_file()
