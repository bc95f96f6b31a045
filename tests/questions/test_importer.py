"""``harness questions import``: quotes -> passage ids, strata by retrieval, a checked set, a run on it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.corpus import load_corpus
from harness.questions import check_question_set, read_question_set
from harness.questions.importer import find_quote, import_questions
from harness.store.folder import RunFolder
from tests.corpus.test_documents import write_handbook
from tests.reliability.helpers import cli

QUESTIONS: list[dict[str, Any]] = [
    {
        "id": "leave-days",
        "question": "How many days of paid leave do employees receive per calendar year?",
        "answer": "25 days",
        "evidence": ["Employees receive 25 days of paid leave per calendar year."],
    },
    {
        "id": "carry-over",
        "question": "How many unused leave days carry over to the next year?",
        "answer": "five days",
        "evidence": ["unused leave carries over to the next year, up to five days"],  # case and spaces differ
        "document": "leave",
    },
    {
        "id": "credentials",
        "question": "How often must I rotate my credentials?",
        "answer": "every ninety days",
        "evidence": ["Passwords are changed every ninety days."],
    },
    {
        "id": "pension",
        "question": "What is the company pension scheme?",
        "answer": "none",
        "stratum": "unanswerable",
    },
    {
        "id": "flights",
        "question": "Who must approve flights for business travel?",
        "answer": "a director",
        "evidence": ["Flights need the written approval of a director."],
    },
]


def write_questions(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_quotes_are_found_exactly_then_normalised() -> None:
    text = "Unused leave carries over to the next year,   up to five days."
    start = text.index("up to")
    assert find_quote(text, "up to five days") == [(start, start + 15)]
    start, end = find_quote(text, "UNUSED leave carries over to the next year, up to five days")[0]
    assert (start, end) == (0, len(text) - 1)
    assert find_quote(text, "six days") == []


def test_import_maps_quotes_and_defines_strata_by_retrieval(tmp_path: Path) -> None:
    corpus = load_corpus("documents", data_dir=write_handbook(tmp_path / "docs"))
    qset = import_questions(write_questions(tmp_path / "q.jsonl", QUESTIONS), corpus, k=2, retrieval_null=1)
    by_id = qset.by_id()
    assert by_id["leave-days"].gold_evidence == ("leave:0",)
    assert by_id["carry-over"].gold_evidence == ("leave:0",)
    assert by_id["leave-days"].stratum == "answerable" and by_id["leave-days"].ideal == ("correct",)
    assert by_id["credentials"].stratum == "evidence_missed" and by_id["credentials"].ideal == ("refused",)
    assert "no gold evidence retrieved" in by_id["credentials"].notes
    assert by_id["pension"].stratum == "unanswerable" and by_id["pension"].gold_answer == "none"
    nulls = [q for q in qset.questions if q.stratum == "retrieval_null"]
    assert len(nulls) == 1 and nulls[0].id.endswith("-null")
    assert check_question_set(qset, corpus) == []
    again = import_questions(tmp_path / "q.jsonl", corpus, k=2, retrieval_null=1)
    assert again.header.content_hash == qset.header.content_hash  # deterministic


def test_cli_import_check_then_run_and_grade_on_your_documents(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    docs = write_handbook(tmp_path / "docs")
    source = write_questions(tmp_path / "q.jsonl", QUESTIONS)
    out = tmp_path / "protocol.jsonl"
    result = cli(
        ["questions", "import", str(source), "--data-dir", str(docs), "--k", "2", "--out", str(out)], capsys
    )
    assert result.code == 0, result
    assert "checked" in result.out and "evidence_missed" in result.out
    assert cli(["questions", "check", str(out), "--data-dir", str(docs)], capsys).code == 0
    run = tmp_path / "run"
    argv = [
        "run",
        "--corpus",
        "documents",
        "--data-dir",
        str(docs),
        "--questions",
        str(out),
        "--out",
        str(run),
    ]
    assert cli(argv, capsys).code == 0
    assert cli(["grade", str(run), "--grader", "heuristic"], capsys).code == 0
    assert len(RunFolder.open(run).grades("reference")) == len(read_question_set(out).questions)


@pytest.mark.parametrize(
    ("row", "fragment"),
    [
        (
            {"question": "Who pays the gym?", "answer": "the company", "evidence": ["pays all of a gym"]},
            "q.jsonl:6: quote",
        ),
        (
            {"question": "Who pays?", "answer": "x", "evidence": ["gym"], "stratum": "answerable"},
            "stratum 'answerable'",
        ),
        ({"question": "Who pays?", "answer": "the company"}, "q.jsonl:6: a grounded question needs"),
        (
            {"question": "Who pays?", "answer": "x", "evidence": ["gym"], "document": "nope"},
            "no document 'nope'",
        ),
        ({"question": "Who pays?", "answer": "x", "evidence": "", "extra": 1}, "unknown fields extra"),
        ({"id": "flights", "question": "Again?", "answer": "none", "stratum": "unanswerable"}, "repeats"),
    ],
)
def test_bad_questions_are_one_line_with_their_line_and_nothing_written(
    row: dict[str, Any], fragment: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    docs = write_handbook(tmp_path / "docs")
    source = write_questions(tmp_path / "q.jsonl", [*QUESTIONS, row])
    out = tmp_path / "protocol.jsonl"
    result = cli(["questions", "import", str(source), "--data-dir", str(docs), "--out", str(out)], capsys)
    assert result.code == 2, result
    lines = result.err.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0] and " -- fix: " in lines[0], result.err
    assert not out.exists()
