"""The ``Corpus``: look-ups by id, per-document passages, gold by pair, label counts, fingerprint."""

from __future__ import annotations

import dataclasses

import pytest

from harness.core.errors import HarnessError
from harness.core.records import GoldAnnotation, Hypothesis
from harness.corpus.base import Corpus, fingerprint_of
from tests.corpus.helpers import NDA_CORPUS

GOLD = (
    GoldAnnotation("a-1", "nda-2", "Entailment", ("a-1:1",)),
    GoldAnnotation("a-2", "nda-2", "Entailment", ("a-2:1",)),
    GoldAnnotation("a-2", "nda-11", "NotMentioned"),
)
CORPUS = dataclasses.replace(
    NDA_CORPUS, hypotheses=(Hypothesis("nda-2", "return", "Return materials."),), gold=GOLD
)


def test_look_ups_by_id() -> None:
    assert CORPUS.passage("a-2:1").document_id == "a-2"
    assert CORPUS.has_passage("a-3:1") and not CORPUS.has_passage("a-3:0")
    assert CORPUS.document("a-1").title == "A-1"
    assert [p.id for p in CORPUS.passages_of("a-1")] == ["a-1:0", "a-1:1"]
    assert CORPUS.passages_of("zz") == ()


def test_an_unknown_id_is_a_harness_error() -> None:
    with pytest.raises(HarnessError, match="no passage 'a-9:0' in corpus test-corpus"):
        CORPUS.passage("a-9:0")
    with pytest.raises(HarnessError, match="no document 'zz'"):
        CORPUS.document("zz")


def test_gold_by_pair_and_label_counts() -> None:
    assert CORPUS.annotation("a-2", "nda-2") == GOLD[1]
    assert CORPUS.annotation("a-3", "nda-2") is None
    assert CORPUS.label_counts() == {"Entailment": 2, "NotMentioned": 1}


def test_fingerprint_covers_content_not_the_source_note() -> None:
    same = Corpus(
        CORPUS.name, CORPUS.documents, CORPUS.passages, CORPUS.hypotheses, GOLD, source={"location": "x"}
    )
    assert same.fingerprint == CORPUS.fingerprint and len(CORPUS.fingerprint) == 64
    assert dataclasses.replace(CORPUS, gold=GOLD[:2]).fingerprint != CORPUS.fingerprint
    assert fingerprint_of(GOLD) != fingerprint_of(reversed(GOLD))  # order matters
