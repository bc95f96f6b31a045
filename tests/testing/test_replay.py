"""testing/replay.py: saved raw outputs become ``Answer`` records through the run engine's path."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.testing.replay import replay_answers, retrieval_set
from tests.report.builders import BASE_ROWS, question
from tests.retrieval._data import small_corpus

CORPUS = small_corpus(
    {
        "mini-01": [
            "The Recipient shall return all Confidential Information upon termination.",
            "This Agreement is governed by the laws of Delaware.",
            "Notices shall be sent by registered mail.",
        ]
    }
)


def test_retrieval_set_keeps_rank_order_with_falling_scores() -> None:
    passages = retrieval_set(CORPUS, ["mini-01:2", "mini-01:0"])
    assert [(p.passage_id, p.rank) for p in passages] == [("mini-01:2", 1), ("mini-01:0", 2)]
    assert passages[0].score > passages[1].score
    assert passages[0].text == "Notices shall be sent by registered mail."
    assert passages[0].document_id == "mini-01"


def test_replayed_answers_read_citations_and_keep_the_retrieval_set(tmp_path: Path) -> None:
    q1, q2 = question(BASE_ROWS[0]), question(BASE_ROWS[1])
    items = [
        (q1, ["mini-01:0", "mini-01:1"], "Final answer: Yes, on termination [mini-01:0]."),
        (q2, ["mini-01:1"], "Final answer: Delaware law governs [mini-01:1]."),
    ]
    answers = replay_answers(CORPUS, items, tmp_path / "work")
    assert [a.question_id for a in answers] == [q1.id, q2.id]
    assert answers[0].citations == ("mini-01:0",) and answers[1].citations == ("mini-01:1",)
    assert [p.passage_id for p in answers[0].retrieved] == ["mini-01:0", "mini-01:1"]
    assert all(a.error is None and a.format_ok for a in answers)
    assert "Yes, on termination" in answers[0].text


def test_a_question_given_twice_is_refused(tmp_path: Path) -> None:
    q1 = question(BASE_ROWS[0])
    with pytest.raises(ValueError, match=f"question {q1.id} appears twice"):
        replay_answers(CORPUS, [(q1, [], "Final answer: a"), (q1, [], "Final answer: b")], tmp_path)
