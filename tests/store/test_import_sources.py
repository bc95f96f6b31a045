"""store/import_sources.py: the format of a source, its rows with their locations, the field mapping."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.store.import_sources import RecordMapping, detect_format, iter_mapped, read_rows


def test_detect_format_from_option_prefix_or_extension() -> None:
    assert detect_format("x.txt", "csv") == "csv"
    assert detect_format("hf:org/name") == "hf"
    assert [detect_format(f"r{s}") for s in (".jsonl", ".NDJSON", ".json", ".csv", ".parquet")] == [
        "jsonl",
        "jsonl",
        "json",
        "csv",
        "parquet",
    ]
    with pytest.raises(HarnessError, match="unknown import format 'xml'"):
        detect_format("r.jsonl", "xml")
    with pytest.raises(HarnessError, match=r"extension \(none\)"):
        detect_format("records")


def test_jsonl_rows_are_named_by_line_and_the_file_is_hashed(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text('{"question_id": "q1"}\n\n{"question_id": "q2"}\n', encoding="utf-8")
    rows, info = read_rows(str(path), "jsonl")
    assert [where for where, _ in rows] == ["r.jsonl:1", "r.jsonl:3"]
    assert [row["question_id"] for _, row in rows] == ["q1", "q2"]
    assert info.format == "jsonl" and info.sha256 == hashlib.sha256(path.read_bytes()).hexdigest()


def test_csv_list_cells_are_json_or_semicolon_separated(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    passages = json.dumps([{"id": "d:0", "text": "Text, with a comma."}]).replace('"', '""')
    path.write_text(
        f'question_id,question,passages,citations,gold_answer\nq1,Why?,"{passages}","d:0; d:1",\n',
        encoding="utf-8",
    )
    rows, _ = read_rows(str(path), "csv")
    assert rows == [
        (
            "r.csv:2",
            {
                "question_id": "q1",
                "question": "Why?",
                "passages": [{"id": "d:0", "text": "Text, with a comma."}],
                "citations": ["d:0", "d:1"],
            },
        )
    ]


def test_bad_csv_rows_are_named(tmp_path: Path) -> None:
    path = tmp_path / "r.csv"
    path.write_text("question_id,passages\nq1,d:0;d:1\n", encoding="utf-8")
    with pytest.raises(HarnessError, match=r"r\.csv:2: column 'passages' must be a JSON list"):
        read_rows(str(path), "csv")
    path.write_text("question_id,passages\nq1,[],extra\n", encoding="utf-8")
    with pytest.raises(HarnessError, match=r"r\.csv:2: more cells than the header"):
        read_rows(str(path), "csv")
    with pytest.raises(HarnessError, match="no such file"):
        read_rows(str(tmp_path / "missing.csv"), "csv")


def test_record_mapping_round_trip_and_bad_values() -> None:
    mapping = RecordMapping.from_dict({"question": "user_input", "citations": None})
    assert mapping.question == "user_input" and mapping.citations is None
    assert RecordMapping.from_dict(mapping.to_dict()) == mapping
    with pytest.raises(HarnessError, match="question must be a field path"):
        RecordMapping.from_dict({"question": 3})
    with pytest.raises(HarnessError):
        RecordMapping.from_dict({"no_such_field": "x"})


def test_iter_mapped_names_a_row_that_is_not_an_object() -> None:
    assert list(iter_mapped([("a:1", {"x": 1})])) == [("a:1", {"x": 1})]
    with pytest.raises(HarnessError, match="a:2: a record must be a JSON object, found list"):
        list(iter_mapped([("a:1", {"x": 1}), ("a:2", [1, 2])]))
