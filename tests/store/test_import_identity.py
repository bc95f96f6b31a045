"""The same answers graded through a normal run and through ``harness import`` get identical grades
(every axis, rationale, flag and citation verdict; reference and heuristic graders), on the nda-mini
protocol and the ContractNLI dev protocol: the hand-labeled free-form fixture, whose figures (the
ones CALIBRATION.md quotes) the import therefore reproduces exactly.

Records carry every protocol field (``record_of``); a second import joins bare records (id,
passages, answer) to the protocol with ``questions=``.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from harness.core.io import from_dict
from harness.core.records import Grade, Question
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.grade.runner import grade_run
from harness.pipeline import import_run
from harness.questions.qset import QuestionSet, with_hash
from harness.store.folder import RunFolder
from harness.store.import_fields import question_fields
from tests.grade.test_freeform import FILES, GRADERS, figures, fixture_rows, grade_rows, report

pytestmark = [pytest.mark.realdata, pytest.mark.slow]


def record_of(row: dict[str, Any], corpus: Corpus, question_id: str) -> dict[str, Any]:
    """A fixture line as a user's record carrying every field its protocol question has."""
    q = from_dict(row["question"], Question, where=row["id"])
    given = {k: v for k, v in question_fields(q).items() if v is not None}
    passages = [
        {"id": pid, "text": corpus.passage(pid).text, "document": corpus.passage(pid).document_id}
        for pid in row["retrieved"]
    ]
    return {"question_id": question_id, **given, "passages": passages, "answer": row["answer"]}


def comparable(grades: list[Grade]) -> dict[str, Grade]:
    """Grades by question id, with the fields a run adds around a grader's own output set alike."""
    return {g.question_id: replace(g, rubric_version="", grader_version="") for g in grades}


def imported_grades(
    records: list[dict[str, Any]], corpus: Corpus, tmp: Path, questions: QuestionSet | None = None
) -> dict[str, list[Grade]]:
    source = tmp / "records.jsonl"
    source.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records), encoding="utf-8")
    out = tmp / "imported"
    import_run(source, out, corpus=corpus, grader="reference", questions=questions)
    grade_run(out, "heuristic", corpus=corpus, primary=False)
    folder = RunFolder.open(out)
    return {g: folder.grades(g) for g in GRADERS}


def _corpus(name: str, contractnli_dir: Path) -> Corpus:
    if name == "nda-mini":
        return load_corpus("nda-mini")
    return load_corpus("contractnli", data_dir=contractnli_dir, split="dev")


@pytest.mark.parametrize("name", list(FILES))
def test_import_grades_like_a_run_and_reproduces_the_figures(
    name: str, contractnli_dir: Path, tmp_path: Path
) -> None:
    rows = fixture_rows(name)
    corpus = _corpus(name, contractnli_dir)
    native = grade_rows(corpus, rows, tmp_path / "native")
    imported = imported_grades([record_of(r, corpus, r["id"]) for r in rows], corpus, tmp_path)
    for grader in GRADERS:
        mine, theirs = comparable(imported[grader]), comparable(native[grader])
        assert mine.keys() == theirs.keys()
        differ = [qid for qid in theirs if mine[qid] != theirs[qid]]
        assert differ == [], f"{grader}: {len(differ)} grades differ, e.g. {differ[:3]}"
    by_id = {r["id"]: r for r in rows}
    order = [r["id"] for r in rows]
    native_table = report({name: {g: figures(rows, native[g]) for g in GRADERS}})
    import_table = report(
        {name: {g: figures(rows, [comparable(imported[g])[i] for i in order]) for g in GRADERS}}
    )
    assert import_table == native_table and len(by_id) == len(rows)


@pytest.mark.parametrize("name", list(FILES))
def test_bare_records_joined_to_their_protocol_grade_like_a_run(
    name: str, contractnli_dir: Path, tmp_path: Path
) -> None:
    corpus = _corpus(name, contractnli_dir)
    first: dict[str, dict[str, Any]] = {}
    for row in fixture_rows(name):  # one answer per protocol question: records name it by its id
        first.setdefault(row["question"]["id"], row)
    rows = list(first.values())
    questions = [from_dict(r["question"], Question, where=r["id"]) for r in rows]
    native = grade_rows(corpus, [{**r, "id": r["question"]["id"]} for r in rows], tmp_path / "native")
    bare = [
        {
            k: v
            for k, v in record_of(r, corpus, r["question"]["id"]).items()
            if k in ("question_id", "question", "passages", "answer")
        }
        for r in rows
    ]
    from harness.core.records import QuestionSetHeader

    header = QuestionSetHeader(corpus.name, corpus.fingerprint, 13, "questions-1", {}, {}, "", corpus.split)
    protocol = with_hash(header, questions)
    imported = imported_grades(bare, corpus, tmp_path, questions=protocol)
    for grader in GRADERS:
        assert comparable(imported[grader]) == comparable(native[grader])
