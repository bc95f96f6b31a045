"""Shared CLI options: typed ``KEY=VALUE`` plug-in options, option JSON files and ``--mapping``."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli.options import parse_key_values, read_json_file, read_mapping
from harness.core.errors import HarnessError


def test_option_values_are_typed() -> None:
    pairs = ("a=3", "b=0.5", "c=true", "d=null", "e=text", "max-tokens=9")
    assert parse_key_values(pairs, "generator", "-o temperature=0.2") == {
        "a": 3,
        "b": 0.5,
        "c": True,
        "d": None,
        "e": "text",
        "max_tokens": 9,
    }
    with pytest.raises(HarnessError, match="generator option '=3' is not KEY=VALUE"):
        parse_key_values(("=3",), "generator", "-o temperature=0.2")


def test_dashes_become_underscores_and_a_later_key_wins() -> None:
    assert parse_key_values(("max-tokens=5", "max_tokens=7", " k =x=y"), "grader", "-g k=v") == {
        "max_tokens": 7,
        "k": "x=y",
    }


def test_json_values_other_than_scalars_stay_text() -> None:
    assert parse_key_values(("a=[1, 2]", 'b={"c": 1}', 'c="quoted"'), "generator", "-o k=v") == {
        "a": "[1, 2]",
        "b": '{"c": 1}',
        "c": "quoted",
    }


def test_read_json_file_names_the_file_in_its_errors(tmp_path: Path) -> None:
    good = tmp_path / "good.json"
    good.write_text('{"a": [1, 2]}', encoding="utf-8")
    assert read_json_file(str(good), "options file") == {"a": [1, 2]}
    with pytest.raises(HarnessError, match=r"cannot read options file .*missing\.json"):
        read_json_file(str(tmp_path / "missing.json"), "options file")
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(HarnessError, match=r"options file .*bad\.json is not valid JSON"):
        read_json_file(str(bad), "options file")


def test_read_mapping_takes_an_object_or_a_list_of_objects(tmp_path: Path) -> None:
    assert read_mapping(None) == {}
    one = tmp_path / "one.json"
    one.write_text('{"report": "input"}', encoding="utf-8")
    assert read_mapping(str(one)) == {"mapping": {"report": "input"}}
    many = tmp_path / "many.json"
    many.write_text('[{"report": "input"}, {"report": "q"}]', encoding="utf-8")
    assert read_mapping(str(many)) == {"mapping": [{"report": "input"}, {"report": "q"}]}
    for content in ("[]", "[1]", '"text"'):
        wrong = tmp_path / "wrong.json"
        wrong.write_text(content, encoding="utf-8")
        with pytest.raises(HarnessError, match="must hold a JSON object or a list of objects"):
            read_mapping(str(wrong))
