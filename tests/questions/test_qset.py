"""Question-set files: counts and hash from the questions, a byte-stable round trip, edits refused."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.core.records import Question, QuestionSetHeader, RetrievalSettings
from harness.questions.qset import (
    content_hash,
    dumps_question_set,
    read_question_set,
    with_hash,
    write_question_set,
)


def _question(qid: str, stratum: str = "answerable") -> Question:
    return Question(
        id=qid,
        text=f"Does clause {qid} hold?",
        stratum=stratum,
        answer_type="yes_no",
        gold_answer="yes",
        gold_evidence=(),
        ideal=("correct",),
        retrieval=RetrievalSettings(),
        builder_version="test",
    )


HEADER = QuestionSetHeader("c", "f" * 64, 13, "test", {}, {}, "")


def test_with_hash_counts_strata_and_hashes_the_questions() -> None:
    questions = [_question("q-1"), _question("q-2", "evidence_missed"), _question("q-3")]
    qset = with_hash(HEADER, questions)
    assert qset.header.counts == {"answerable": 2, "evidence_missed": 1}
    assert qset.header.content_hash == content_hash(questions) and len(qset.header.content_hash) == 64
    assert qset.by_id()["q-2"].stratum == "evidence_missed"
    assert content_hash(list(reversed(questions))) != qset.header.content_hash  # order matters


def test_write_read_round_trip_is_byte_identical(tmp_path: Path) -> None:
    qset = with_hash(HEADER, [_question("q-1"), _question("q-2")])
    path = tmp_path / "q.jsonl"
    write_question_set(path, qset)
    assert path.read_text(encoding="utf-8") == dumps_question_set(qset)
    assert read_question_set(path) == qset


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such question-set file"),
        ("\n\n", "empty question-set file"),
        ("{not json\n", "not valid JSON"),
    ],
)
def test_unreadable_files_are_refused(tmp_path: Path, content: str | None, message: str) -> None:
    path = tmp_path / "q.jsonl"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(HarnessError, match=message):
        read_question_set(path)


def test_an_edited_question_or_a_duplicate_id_is_refused(tmp_path: Path) -> None:
    qset = with_hash(HEADER, [_question("q-1"), _question("q-2")])
    path = tmp_path / "q.jsonl"
    path.write_text(dumps_question_set(qset).replace("clause q-2", "clause q-9"), encoding="utf-8")
    with pytest.raises(HarnessError, match="content hash"):
        read_question_set(path)
    duplicated = with_hash(HEADER, [_question("q-1"), replace(_question("q-2"), id="q-1")])
    path.write_text(dumps_question_set(duplicated), encoding="utf-8")
    with pytest.raises(HarnessError, match="duplicate question ids"):
        read_question_set(path)


def test_a_set_read_from_a_canonical_file_is_written_again_without_serialising(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run copies its protocol file into the run folder: the text read is written back as it is;
    a file that is valid but not canonical (other spacing) is written in canonical form."""
    import json

    from harness.questions import qset as qset_module

    path = tmp_path / "q.jsonl"
    made = with_hash(HEADER, [_question("q-1"), _question("q-2")])
    write_question_set(path, made)
    canonical = path.read_text(encoding="utf-8")
    read = read_question_set(path)
    monkeypatch.setattr(qset_module, "to_line", lambda record: pytest.fail("serialised again"))
    assert dumps_question_set(read) == canonical
    monkeypatch.undo()
    spaced = "".join(json.dumps(json.loads(line), indent=None) + "\n" for line in canonical.splitlines())
    assert spaced != canonical
    path.write_text(spaced, encoding="utf-8")
    assert dumps_question_set(read_question_set(path)) == canonical
