"""``harness import --from ragas|deepeval|inspect|csv`` on files the real libraries wrote."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest

from harness.core.errors import HarnessError
from harness.interop.presets import read_preset
from harness.store.folder import RunFolder
from harness.store.importer import content_id
from tests.interop.conftest import need
from tests.reliability.helpers import cli
from tests.store.test_importer import records


def positional(record: dict[str, Any]) -> str:
    """The record's answer citing passages by position (``[1]``), as pipelines over plain texts do."""
    answer = str(record["answer"])
    for i, p in enumerate(record["passages"], start=1):
        answer = answer.replace(f"[{p['id']}]", f"[{i}]")
    return answer


def _ragas_samples() -> list[Any]:
    ragas = need("ragas")
    return [
        ragas.SingleTurnSample(
            user_input=r["question"],
            retrieved_contexts=[p["text"] for p in r["passages"]],
            reference_contexts=[p["text"] for p in r["passages"] if p["id"] in r["gold_evidence"]],
            response=positional(r),
            reference=r["gold_answer"],
        )
        for r in records()
    ]


def _graded(run: Path) -> dict[str, str]:
    folder = RunFolder.open(run)
    questions = {q.id: q.text for q in folder.question_set().questions}
    return {questions[g.question_id]: g.factuality for g in folder.grades("reference")}


EXPECTED = {
    r["question"]: f for r, f in zip(records(), ["correct", "wrong", "refused", "correct"], strict=True)
}


@pytest.mark.parametrize("save", ["to_jsonl", "to_csv"])
def test_ragas_evaluation_dataset_round_trips(
    save: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ragas = need("ragas")
    dataset = ragas.EvaluationDataset(samples=_ragas_samples())
    path = tmp_path / ("ragas.jsonl" if save == "to_jsonl" else "ragas.csv")
    getattr(dataset, save)(str(path))
    result = cli(["import", str(path), "--from", "ragas", "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    assert _graded(tmp_path / "run") == EXPECTED
    answers = {a.question_id: a for a in RunFolder.open(tmp_path / "run").answers()}
    assert all(qid.startswith("q-") for qid in answers)
    first = RunFolder.open(tmp_path / "run").question_set().by_id()
    leave = next(q for q in first.values() if q.text == records()[0]["question"])
    assert leave.gold_evidence == (content_id(records()[0]["passages"][0]["text"]),)
    rows, _, _ = read_preset("ragas", str(path))
    assert [r["question_id"] for _, r in rows] == [
        r["question_id"] for _, r in read_preset("ragas", str(path))[0]
    ]


@pytest.mark.parametrize("file_type", ["json", "jsonl", "csv"])
def test_deepeval_goldens_and_test_cases_round_trip(
    file_type: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    need("deepeval")
    from deepeval.dataset import EvaluationDataset, Golden
    from deepeval.test_case import LLMTestCase

    rows = records()
    fields = [
        {
            "input": r["question"],
            "actual_output": positional(r),
            "expected_output": r["gold_answer"],
            "retrieval_context": [p["text"] for p in r["passages"]],
            "context": [p["text"] for p in r["passages"] if p["id"] in r["gold_evidence"]] or None,
        }
        for r in rows
    ]
    dataset = EvaluationDataset(goldens=[Golden(**f) for f in fields[:2]])
    for f in fields[2:]:
        dataset.add_test_case(LLMTestCase(**f))
    try:
        saved = Path(dataset.save_as(file_type, str(tmp_path / "saved"), include_test_cases=True))
    except ValueError as exc:  # deepeval before 3 saves json and csv only
        pytest.skip(f"this deepeval cannot save {file_type}: {exc}")
    result = cli(["import", str(saved), "--from", "deepeval", "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    assert _graded(tmp_path / "run") == EXPECTED


def test_csv_preset_reads_pandas_lists_and_generates_ids(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import pandas as pd

    rows = [{k: v for k, v in r.items() if k != "question_id"} for r in records()]
    path = tmp_path / "records.csv"
    pd.DataFrame(rows).to_csv(path, index=False)  # list cells as Python lists: ['leave:0']
    assert "['leave:0']" in path.read_text(encoding="utf-8")
    result = cli(["import", str(path), "--from", "csv", "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    assert _graded(tmp_path / "run") == EXPECTED


def test_a_preset_names_a_bad_file_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "ragas.jsonl"
    path.write_text(json.dumps({"retrieved_contexts": ["a"], "response": "x"}) + "\n")
    with pytest.raises(HarnessError, match=r"ragas\.jsonl:1: no question text \(user_input\)"):
        read_preset("ragas", str(path))
    bad = tmp_path / "deepeval.csv"
    with bad.open("w", newline="") as fh:
        csv.writer(fh).writerows([["input", "retrieval_context"], ["Q?", "[not a list"]])
    with pytest.raises(HarnessError, match="neither a JSON nor a Python list"):
        read_preset("deepeval", str(bad))
    with pytest.raises(HarnessError, match="no such file"):
        read_preset("inspect", str(tmp_path / "missing.eval"))
