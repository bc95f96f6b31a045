"""Stratified sampling by the grader's buckets, and the spreadsheet template round trip."""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

import pytest

from harness.calibrate.gold import load_gold, read_gold
from harness.calibrate.labeling import select_items, stratified_sample, write_template
from harness.core.errors import HarnessError
from tests.calibrate.runs import grade, make_run

BUCKETS = ["correct"] * 10 + ["wrong"] * 3 + ["refused"]


def test_sample_takes_turns_across_buckets() -> None:
    grades = [grade(f"q{i:03d}", b) for i, b in enumerate(BUCKETS)]
    bucket_of = {g.question_id: g.factuality for g in grades}
    chosen = stratified_sample(grades, 8, seed=1)
    # turns: (c, w, r), (c, w), (c, w), (c) -> correct 4, wrong 3 (all), refused 1 (all)
    assert Counter(bucket_of[q] for q in chosen) == {"correct": 4, "wrong": 3, "refused": 1}
    assert len(set(chosen)) == 8
    # the first turn alone already covers every bucket
    assert {bucket_of[q] for q in chosen[:3]} == {"correct", "wrong", "refused"}
    assert stratified_sample(grades, 8, seed=1) == chosen
    assert stratified_sample(grades, 8, seed=2) != chosen
    assert len(stratified_sample(grades, 100, seed=1)) == len(BUCKETS)
    with pytest.raises(HarnessError):
        stratified_sample(grades, 0, seed=1)


def test_template_round_trip(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", ["correct", "wrong", "refused"])
    out = tmp_path / "template.csv"
    write_template(out, select_items(run), labeler="ann")
    with out.open() as fh:
        table = list(csv.DictReader(fh))
    assert [r["question_id"] for r in table] == ["q000", "q001", "q002"]
    assert table[0]["retrieved_ids"] == "mini-01:0 mini-01:1"
    assert "[mini-01:0] Passage text 0, with a comma." in table[0]["retrieved_passages"]
    assert table[0]["answer"].startswith("Yes, clause 0")
    assert table[0]["labeler"] == "ann" and table[0]["factuality"] == ""
    # nothing labeled yet: every row is an unlabeled template row
    assert load_gold(out).unlabeled == ("q000", "q001", "q002")
    # fill two rows as a spreadsheet user would, then import
    table[0].update(
        factuality="correct", citation_exists="yes", citation_supports="yes", extra_claim_count="0"
    )
    table[2].update(factuality="refused", refusal_quality="2", extra_claim_count="0")
    with out.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(table[0]))
        writer.writeheader()
        writer.writerows(table)
    gold = load_gold(out)
    assert [r.question_id for r in gold.rows] == ["q000", "q002"]
    assert gold.rows[1].refusal_quality == 2
    assert gold.unlabeled == ("q001",)
    # a bad value in the filled template is named with its spreadsheet row
    table[1].update(factuality="maybe", extra_claim_count="0")
    with out.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(table[0]))
        writer.writeheader()
        writer.writerows(table)
    with pytest.raises(HarnessError, match="row 3, factuality: 'maybe'"):
        read_gold(out)


def test_template_never_overwrites(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", ["correct"])
    out = tmp_path / "t.csv"
    out.write_text("mine\n")
    with pytest.raises(HarnessError, match="already exists"):
        write_template(out, select_items(run))
    assert out.read_text() == "mine\n"


def test_sampled_items_follow_the_run_grades(tmp_path: Path) -> None:
    run = make_run(tmp_path / "run", BUCKETS)
    items = select_items(run, sample=4, seed=0)
    buckets = {g.question_id: g.factuality for g in run.grades()}
    counts = Counter(buckets[i.question.id] for i in items)
    # turn 1 takes one of each bucket (3), turn 2 one more from correct or wrong (shuffled)
    assert counts["refused"] == 1 and counts["correct"] >= 1 and counts["wrong"] >= 1
    assert counts["correct"] + counts["wrong"] == 3
