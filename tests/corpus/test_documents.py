"""The ``documents`` corpus: a folder of .txt/.md files or a JSONL file, chunked by paragraph with offsets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.corpus import load_corpus
from tests.corpus.test_govreport import assert_offsets_hold


def write_handbook(folder: Path) -> Path:
    """Six short documents of an imaginary staff handbook (text written for this test)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "leave.md").write_text(
        "# Paid leave\n\nEmployees receive 25 days of paid leave per calendar year.\n\n"
        "Unused leave carries over to the next year,   up to five days.\n\n"
        "Leave requests go to the line manager two weeks ahead.\n",
        encoding="utf-8",
    )
    (folder / "travel.txt").write_text(
        "Business travel\n\nFlights need the written approval of a director.\n\n"
        "Train travel is booked in second class unless the trip exceeds four hours.\n",
        encoding="utf-8",
    )
    (folder / "equipment.txt").write_text(
        "Equipment\n\nEvery employee receives a laptop, which stays company property.\n\n"
        "Lost equipment must be reported to the service desk within one day.\n",
        encoding="utf-8",
    )
    (folder / "security.md").write_text(
        "# Security\n\nPasswords are changed every ninety days.\n\nVisitors wear a badge at all times.\n",
        encoding="utf-8",
    )
    sub = folder / "benefits"
    sub.mkdir(exist_ok=True)
    (sub / "meals.txt").write_text(
        "Meals\n\nThe canteen serves lunch from noon to two o'clock.\n\n"
        "Meal vouchers are worth eight euros.\n",
        encoding="utf-8",
    )
    (sub / "gym.md").write_text(
        "# Gym\n\nThe company pays half of a gym membership, capped at thirty euros a month.\n",
        encoding="utf-8",
    )
    (folder / "notes.pdf").write_bytes(b"%PDF ignored")
    return folder


def test_a_folder_gives_one_document_per_text_file(tmp_path: Path) -> None:
    corpus = load_corpus("documents", data_dir=write_handbook(tmp_path / "handbook"))
    assert [d.id for d in corpus.documents] == [
        "benefits-gym",
        "benefits-meals",
        "equipment",
        "leave",
        "security",
        "travel",
    ]
    leave = corpus.document("leave")
    assert leave.title == "Paid leave" and leave.meta["file"] == "leave.md"
    assert [p.id for p in corpus.passages_of("leave")] == ["leave:0"]
    assert_offsets_hold(corpus)
    again = load_corpus("documents", data_dir=tmp_path / "handbook")
    assert again.fingerprint == corpus.fingerprint


def test_long_documents_are_chunked_like_govreport(tmp_path: Path) -> None:
    folder = tmp_path / "long"
    folder.mkdir()
    text = "\n\n".join(f"Paragraph {i} says something about clause {i} of the policy." for i in range(60))
    (folder / "policy.txt").write_text(text, encoding="utf-8")
    corpus = load_corpus("documents", data_dir=folder, target_chars=300, overlap_chars=80)
    assert len(corpus.passages) > 10
    assert all(len(p.text) <= 300 for p in corpus.passages)
    assert_offsets_hold(corpus)


def test_a_jsonl_file_of_documents_through_a_field_mapping(tmp_path: Path) -> None:
    path = tmp_path / "docs.jsonl"
    rows = [
        {"key": "a1", "body": "First document.\n\nIt has two paragraphs."},
        {"key": "b2", "body": "Second."},
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    corpus = load_corpus("documents", data_dir=path, mapping={"id": "key", "text": "body"})
    assert [d.id for d in corpus.documents] == ["a1", "b2"]
    assert corpus.documents[0].title == "First document."
    plain = tmp_path / "plain.jsonl"
    plain.write_text(json.dumps({"text": "Only text."}) + "\n", encoding="utf-8")
    assert [d.id for d in load_corpus("documents", data_dir=plain).documents] == ["doc-01"]


@pytest.mark.parametrize(
    ("setup", "fragment"),
    [
        ("empty-folder", "no .txt or .md files"),
        ("bad-jsonl", "malformed JSON"),
        ("missing", "neither a folder nor a .jsonl file"),
        ("empty-doc", "the document is empty"),
    ],
)
def test_bad_documents_are_user_errors(tmp_path: Path, setup: str, fragment: str) -> None:
    target = tmp_path / "docs"
    if setup == "empty-folder":
        target.mkdir()
    elif setup == "bad-jsonl":
        target = tmp_path / "docs.jsonl"
        target.write_text('{"text": "x"}\n{"text": \n', encoding="utf-8")
    elif setup == "empty-doc":
        target.mkdir()
        (target / "a.txt").write_text("  \n", encoding="utf-8")
    with pytest.raises(HarnessError, match=fragment):
        load_corpus("documents", data_dir=target)
