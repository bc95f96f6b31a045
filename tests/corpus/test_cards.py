"""Corpus cards: one per built-in corpus with source, revision, license, citation, mapping, passages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.corpus import list_cards, list_corpora, read_card


def test_every_builtin_corpus_has_a_complete_card() -> None:
    cards = {c.name: c for c in list_cards()}
    assert {"contractnli", "govreport", "nda-mini"} <= set(cards)
    for card in cards.values():
        assert card.license and card.citation and card.fields and card.passages
    for name in ("contractnli", "govreport"):
        source = cards[name].source
        assert source["hub"] and len(source["revision"]) == 40  # pinned to a commit, not a branch
        assert cards[name].default_split in cards[name].splits
    assert cards["contractnli"].splits["train"] == ["train.json", "train_truncated.json"]
    assert cards["nda-mini"].splits == {} and cards["nda-mini"].default_split is None


def test_list_corpora_pairs_registered_names_with_cards() -> None:
    listing = {e["name"]: e for e in list_corpora()}
    assert {"contractnli", "govreport", "nda-mini"} <= set(listing)
    assert listing["govreport"]["card"]["source"]["hub"] == "ccdv/govreport-summarization"
    assert listing["contractnli"]["summary"]


def test_bad_cards_are_user_errors(tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="no corpus card for 'x'"):
        read_card("x", tmp_path)
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / "card.json").write_text(json.dumps({"name": "x", "title": "X"}), encoding="utf-8")
    with pytest.raises(HarnessError, match="card lacks format, license, citation, source"):
        read_card("x", tmp_path)
