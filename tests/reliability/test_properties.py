"""Property-based tests: every record type survives JSONL and back, and the citation parser never
raises, keeps first-appearance order without duplicates and returns only text it was given."""

from __future__ import annotations

import dataclasses
import json
import time
import types
import typing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness.core.io import from_dict, read_jsonl, to_dict, to_line, write_jsonl
from harness.core.records import RECORD_TYPES, Answer, Question, QuestionSetHeader, RetrievalSettings
from harness.core.registry import create
from harness.questions.qset import read_question_set, with_hash, write_question_set
from harness.text.answer_format import parse_citations

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# JSON has no NaN; infinities are written as the non-standard Infinity, so records keep finite floats.
FLOATS = st.floats(allow_nan=False, allow_infinity=False)
TEXT = st.text(max_size=30)


def strategy_for(tp: Any) -> st.SearchStrategy[Any]:
    """A strategy for a record field's type, built from the type itself (dataclasses recurse)."""
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if dataclasses.is_dataclass(tp):
        return record_strategy(tp)  # type: ignore[arg-type]
    if origin is typing.Literal:
        return st.sampled_from(args)
    if origin in (typing.Union, types.UnionType):
        return st.one_of(*(strategy_for(a) for a in args))
    if origin is tuple:
        item = strategy_for(args[0])
        return (
            st.lists(item, max_size=4).map(tuple)
            if args[-1] is Ellipsis
            else st.tuples(*map(strategy_for, args))
        )
    if origin is dict:
        return st.dictionaries(strategy_for(args[0]), strategy_for(args[1]), max_size=4)
    simple: dict[Any, st.SearchStrategy[Any]] = {
        str: TEXT,
        int: st.integers(),
        float: FLOATS,
        bool: st.booleans(),
        type(None): st.none(),
    }
    return simple[tp]


def record_strategy(cls: type) -> st.SearchStrategy[Any]:
    hints = typing.get_type_hints(cls)
    fields = {f.name: strategy_for(hints[f.name]) for f in dataclasses.fields(cls)}
    return st.builds(cls, **fields)


@pytest.mark.parametrize("cls", RECORD_TYPES, ids=lambda c: c.__name__)
def test_every_record_type_round_trips_through_one_json_line(cls: type) -> None:
    @SETTINGS
    @given(record_strategy(cls))
    def check(record: Any) -> None:
        line = to_line(record)
        assert "\n" not in line and "\r" not in line
        assert from_dict(json.loads(line), cls) == record
        assert to_line(from_dict(to_dict(record), cls)) == line  # equal records, equal bytes

    check()


@SETTINGS
@given(st.lists(record_strategy(Question), max_size=5, unique_by=lambda q: q.id))
def test_record_files_round_trip_whatever_the_text(tmp_path_factory: Any, questions: list[Question]) -> None:
    path = Path(tmp_path_factory.mktemp("jsonl")) / "records.jsonl"
    write_jsonl(path, questions)
    assert read_jsonl(path, Question) == questions


# U+2028, U+2029 and U+0085 are line breaks to str.splitlines but not to JSON, and
# json.dumps(ensure_ascii=False) writes them raw: a reader that splits with splitlines() cuts one
# record in two. (The C0 separators are escaped by json.dumps, so they are safe.)
LINE_BREAKERS = ["\u2028", "\u2029", "\x85"]


@SETTINGS
@given(st.sampled_from(LINE_BREAKERS), TEXT)
def test_a_question_set_with_unicode_line_separators_reads_back(
    tmp_path_factory: Any, breaker: str, text: str
) -> None:
    base = Question(
        id="q-1",
        text=f"Does clause{breaker}{text} hold?",
        stratum="answerable",
        answer_type="yes_no",
        gold_answer="yes",
        gold_evidence=(),
        ideal=("correct",),
        retrieval=RetrievalSettings(),
        builder_version="test",
    )
    header = QuestionSetHeader("c", "f" * 64, 13, "test", {}, {}, "")
    qset = with_hash(header, [base])
    path = Path(tmp_path_factory.mktemp("qset")) / "q.jsonl"
    write_question_set(path, qset)
    assert read_question_set(path) == qset


@SETTINGS
@given(st.sampled_from(LINE_BREAKERS), TEXT)
def test_scripted_replays_an_answers_file_whatever_the_model_wrote(
    tmp_path_factory: Any, breaker: str, text: str
) -> None:
    raw = f"Final answer: Yes{breaker}{text} [a-1:2]"
    path = Path(tmp_path_factory.mktemp("scripted")) / "answers.jsonl"
    write_jsonl(path, [Answer("q-1", raw, (), (), 0.1, raw=raw)])
    generator, _spec = create("generator", "scripted", path=str(path))
    assert generator._answers["q-1"]["text"] == raw


# --------------------------------------------------------------------------- citations

ID = st.from_regex(r"[a-z]{1,6}-[0-9]{1,3}:[0-9]{1,4}", fullmatch=True)
# Prose without a colon: "A0:0" in prose is a bare id, which the parser reads as a citation by design.
PROSE = st.text(alphabet=st.characters(blacklist_characters="[]\n:"), max_size=20)


@SETTINGS
@given(st.text(max_size=400))
def test_parse_citations_never_raises_and_returns_only_given_text(text: str) -> None:
    ids = parse_citations(text)
    assert isinstance(ids, tuple) and len(set(ids)) == len(ids)
    for cid in ids:
        assert cid and cid in text and not set(cid) & set("[], ;\n")
    # Parsing the parsed ids again, each in its own brackets, gives them back in the same order.
    assert parse_citations(" ".join(f"[{c}]" for c in ids)) == ids


@SETTINGS
@given(st.lists(st.tuples(PROSE, st.lists(ID, min_size=1, max_size=3)), max_size=8), PROSE)
def test_formatted_ids_parse_back_in_first_appearance_order(
    groups: list[tuple[str, list[str]]], tail: str
) -> None:
    text = "".join(f"{prose} [{', '.join(ids)}]" for prose, ids in groups) + tail
    cited = [cid for _prose, ids in groups for cid in ids]
    assert parse_citations(text) == tuple(dict.fromkeys(cited))


def test_parse_citations_is_fast_on_adversarial_text() -> None:
    worst = ("[" + "a:1 " * 120 + "x" * 20) * 140  # long unclosed groups, 64 KiB like a bounded answer
    start = time.perf_counter()
    parse_citations(worst[: 64 * 1024])
    parse_citations("[" * 64 * 1024)
    assert time.perf_counter() - start < 1.0
