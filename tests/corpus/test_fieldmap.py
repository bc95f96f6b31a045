"""Field mappings: field paths, the four record layouts, prefix/suffix stripping, dedupe."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.corpus.fieldmap import FieldMapping, get_path, iter_file_records, map_record, read_mapped_files


def test_get_path_follows_names_and_indices() -> None:
    record = {"outputs": ["s0", "s1"], "meta": {"title": "T", "tags": [{"k": 1}]}}
    assert get_path(record, "outputs[1]") == "s1"
    assert get_path(record, "meta.title") == "T"
    assert get_path(record, "meta.tags[0].k") == 1
    with pytest.raises(KeyError):
        get_path(record, "outputs[2]")
    with pytest.raises(KeyError):
        get_path(record, "meta.missing")
    with pytest.raises(ValueError):
        get_path(record, "meta..title")


def _write(path: Path, content: object, lines: bool = False) -> Path:
    if lines:
        assert isinstance(content, list)
        path.write_text("".join(json.dumps(r) + "\n" for r in content), encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def test_layouts_lines_list_values_and_field(tmp_path: Path) -> None:
    recs = [{"r": "one"}, {"r": "two"}]
    cases = {
        "lines": _write(tmp_path / "a.jsonl", recs, lines=True),
        "list": _write(tmp_path / "b.json", recs),
        "values": _write(tmp_path / "c.json", {"0": recs[0], "1": recs[1]}),
        "data.items": _write(tmp_path / "d.json", {"data": {"items": recs}}),
    }
    for mode, path in cases.items():
        got = [r for _k, r in iter_file_records(path, mode)]
        assert got == recs, mode
    assert [r for _k, r in iter_file_records(cases["lines"], "auto")] == recs
    assert [r for _k, r in iter_file_records(cases["list"], "auto")] == recs
    with pytest.raises(HarnessError, match="expected a JSON list of records, found dict"):
        list(iter_file_records(cases["values"], "auto"))


def test_strip_prefix_and_suffix_must_match() -> None:
    mapping = FieldMapping(report="p", summary="s[0]", strip_prefix="Q: ", strip_suffix=" END")
    rec = map_record({"p": "Q: body END", "s": ["sum"]}, mapping, "r1")
    assert (rec.report, rec.summary) == ("body", "sum")
    with pytest.raises(HarnessError, match="r2: report does not start with the mapping's strip_prefix"):
        map_record({"p": "body END", "s": ["sum"]}, mapping, "r2")


def test_missing_and_mistyped_fields_are_errors() -> None:
    mapping = FieldMapping(report="input", summary="outputs[0]")
    with pytest.raises(HarnessError, match="line 3: missing field 'outputs\\[0\\]'"):
        map_record({"input": "x", "outputs": []}, mapping, "line 3")
    with pytest.raises(HarnessError, match="field 'input' must be text, found list"):
        map_record({"input": ["x"], "outputs": ["y"]}, mapping, "line 4")


def test_from_dict_rejects_unknown_keys_and_dedupe_fields() -> None:
    with pytest.raises(HarnessError, match="unknown keys reprot"):
        FieldMapping.from_dict({"reprot": "x"})
    with pytest.raises(HarnessError, match="cannot dedupe on input"):
        FieldMapping.from_dict({"dedupe": ["input"]})
    assert FieldMapping.from_dict({"files": "a.jsonl", "dedupe": "report"}).files == ("a.jsonl",)


def test_read_mapped_files_dedupes_and_reports_missing_files(tmp_path: Path) -> None:
    _write(
        tmp_path / "x.jsonl", [{"t": "A", "s": "a"}, {"t": "B", "s": "b"}, {"t": "A", "s": "a"}], lines=True
    )
    mapping = FieldMapping(files=("*.jsonl",), report="t", summary="s", dedupe=("report", "summary"))
    records, paths, dropped = read_mapped_files(tmp_path, mapping)
    assert [r.report for r in records] == ["A", "B"] and dropped == 1 and paths == [tmp_path / "x.jsonl"]
    with pytest.raises(HarnessError, match=r"no file matches 'nope\.json'"):
        read_mapped_files(tmp_path, FieldMapping(files=("nope.json",)))
