"""One way in to every corpus: ``load_corpus`` through the registry, listings and summaries."""

from __future__ import annotations

import pytest

from harness.core.errors import HarnessError
from harness.corpus.load import corpus_summary, list_corpora, load_corpus


def test_load_the_shipped_corpus_and_summarise_it() -> None:
    corpus = load_corpus("nda-mini")
    summary = corpus_summary(corpus)
    assert summary["name"] == corpus.name
    assert summary["documents"] == len(corpus.documents) > 0
    assert summary["passages"] == len(corpus.passages) > 0
    assert summary["gold_pairs"] == len(corpus.gold)
    assert sum(summary["labels"].values()) == len(corpus.gold)
    assert list(summary["labels"]) == sorted(summary["labels"])
    assert summary["fingerprint"] == corpus.fingerprint


def test_hypothesis_keys_are_sorted_naturally() -> None:
    keys = corpus_summary(load_corpus("nda-mini"))["hypotheses"]
    numbers = [int(k.rsplit("-", 1)[1]) for k in keys]
    assert numbers == sorted(numbers)


def test_an_unknown_corpus_is_a_harness_error() -> None:
    with pytest.raises(HarnessError):
        load_corpus("no-such-corpus")


def test_list_corpora_names_every_builtin_with_its_card() -> None:
    entries = {e["name"]: e for e in list_corpora()}
    assert {"contractnli", "govreport", "nda-mini"} <= set(entries)
    assert entries["nda-mini"]["card"]["name"] == "nda-mini"
    assert all(e["summary"] for e in entries.values())
