"""``harness import``: unreadable files and bad options are one-line errors; an existing folder is kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.reliability.helpers import cli
from tests.store.test_importer import assert_refused, records, write_jsonl


@pytest.mark.parametrize(
    ("name", "content", "extra", "fragment"),
    [
        ("records.txt", "x", [], "cannot tell the format of"),
        ("records.parquet", "not parquet", [], "not a readable Parquet file"),
        ("missing.jsonl", None, [], "missing.jsonl: no such file"),
        ("records.jsonl", "GOOD", ["--mapping", "MAPPING"], "--mapping: unknown keys questoin"),
        ("records.jsonl", "GOOD", ["--grader", "referense"], "referense"),
    ],
)
def test_bad_files_and_options_are_one_line_errors(
    name: str,
    content: str | None,
    extra: list[str],
    fragment: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    source = tmp_path / name
    if content == "GOOD":
        write_jsonl(source, records())
    elif content is not None:
        source.write_text(content, encoding="utf-8")
    mapping = tmp_path / "mapping.json"
    mapping.write_text(json.dumps({"questoin": "q"}))
    argv = [
        "import",
        str(source),
        "--out",
        str(tmp_path / "run"),
        *(str(mapping) if a == "MAPPING" else a for a in extra),
    ]
    assert_refused(cli(argv, capsys), fragment, tmp_path)


def test_an_existing_run_folder_is_never_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write_jsonl(tmp_path / "records.jsonl", records())
    (tmp_path / "run").mkdir()
    (tmp_path / "run" / "keep.txt").write_text("mine")
    result = cli(["import", str(source), "--out", str(tmp_path / "run")], capsys)
    assert result.code == 2 and "already exists" in result.err
    assert [p.name for p in (tmp_path / "run").iterdir()] == ["keep.txt"]
