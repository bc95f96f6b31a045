"""Conditions decide what the generator sees: rag_always, no_rag, rag_gated; retrieval_null sees nothing."""

from __future__ import annotations

import pytest

from harness.core.errors import HarnessError
from harness.run.conditions import check_condition, retrieval_sets
from tests.run.helpers import BASE_QUESTIONS, tiny_corpus

CORPUS = tiny_corpus()


def test_rag_always_retrieves_except_for_retrieval_null() -> None:
    sets = retrieval_sets(CORPUS, BASE_QUESTIONS, "rag_always")
    assert sets["q-01"][0].passage_id == "tiny-01:2" and len(sets["q-01"]) <= 3
    assert sets["q-05"] == ()  # retrieval_null stratum


def test_no_rag_shows_nothing() -> None:
    assert all(s == () for s in retrieval_sets(CORPUS, BASE_QUESTIONS, "no_rag").values())


def test_rag_gated_passes_only_strong_top_scores() -> None:
    full = retrieval_sets(CORPUS, BASE_QUESTIONS, "rag_always")
    top = {qid: s[0].score for qid, s in full.items() if s}
    threshold = sorted(top.values())[len(top) // 2]
    gated = retrieval_sets(CORPUS, BASE_QUESTIONS, "rag_gated", threshold)
    for qid, passages in gated.items():
        assert passages == (full[qid] if qid in top and top[qid] >= threshold else ())
    assert any(gated.values()) and not all(gated.values())


@pytest.mark.parametrize(
    ("condition", "threshold", "message"),
    [
        ("rag_sometimes", None, "unknown condition"),
        ("rag_gated", None, "gate threshold"),
        ("no_rag", 3.0, "only applies"),
    ],
)
def test_bad_conditions_are_user_errors(condition: str, threshold: float | None, message: str) -> None:
    with pytest.raises(HarnessError, match=message):
        check_condition(condition, threshold)
