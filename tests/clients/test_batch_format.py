"""The OpenAI batch file format: custom ids, request lines, and reading a results file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.clients.batch_format import (
    BATCH_URL,
    RequestKey,
    parse_custom_id,
    prompt_hash,
    read_results,
    request_line,
    write_requests,
)
from harness.core.errors import HarnessError

MESSAGES = [{"role": "system", "content": "Cite passages."}, {"role": "user", "content": "Q?"}]


def _ok(custom_id: str, content: str | None) -> dict:
    body = {"choices": [{"message": {"role": "assistant", "content": content}}]}
    return {"id": "r", "custom_id": custom_id, "response": {"status_code": 200, "body": body}, "error": None}


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_prompt_hash_is_16_hex_digits_and_depends_on_the_messages() -> None:
    h = prompt_hash(MESSAGES)
    assert len(h) == 16 and int(h, 16) >= 0
    assert prompt_hash([dict(m) for m in MESSAGES]) == h
    assert prompt_hash([*MESSAGES[:1], {"role": "user", "content": "Q2?"}]) != h


def test_custom_id_round_trips_even_when_the_question_id_holds_a_bar() -> None:
    key = RequestKey("set|q-7", prompt_hash(MESSAGES), 2)
    assert parse_custom_id(key.custom_id, "here") == key


@pytest.mark.parametrize("bad", ["q1", "q1|abc|0", f"q1|{'a' * 16}|x", f"q1|{'a' * 16}"])
def test_a_foreign_custom_id_is_one_clear_error(bad: str) -> None:
    with pytest.raises(HarnessError, match="was not written by `harness export-requests`"):
        parse_custom_id(bad, "file:3")


def test_request_lines_are_written_one_per_line(tmp_path: Path) -> None:
    key = RequestKey("q1", prompt_hash(MESSAGES), 0)
    line = request_line(key, {"model": "m", "messages": MESSAGES})
    data = json.loads(line)
    assert data == {
        "custom_id": key.custom_id,
        "method": "POST",
        "url": BATCH_URL,
        "body": {"model": "m", "messages": MESSAGES},
    }
    path = tmp_path / "requests.jsonl"
    assert write_requests(path, [line, line]) == 2
    assert path.read_text(encoding="utf-8") == f"{line}\n{line}\n"


def test_read_results_gives_text_or_the_reason_there_is_none(tmp_path: Path) -> None:
    h = prompt_hash(MESSAGES)
    rows = [
        _ok(f"q1|{h}|0", "Yes [d:1]."),
        {"id": "r", "custom_id": f"q2|{h}|0", "response": None, "error": {"code": "x1", "message": "boom"}},
        {"id": "r", "custom_id": f"q3|{h}|1", "response": {"status_code": 429, "body": {"e": 1}}},
        {"id": "r", "custom_id": f"q4|{h}|0", "response": {"status_code": 200, "body": {"choices": []}}},
        _ok(f"q5|{h}|0", None),
        {"id": "r", "custom_id": f"q6|{h}|0"},
    ]
    results = read_results(_write(tmp_path / "out.jsonl", rows))
    assert [r.key.question_id for r in results] == ["q1", "q2", "q3", "q4", "q5", "q6"]
    assert (results[0].text, results[0].error) == ("Yes [d:1].", None)
    assert results[1].text is None and results[1].error == "batch error x1: boom"
    assert results[2].error is not None and results[2].error.startswith("HTTP 429")
    assert results[3].error is not None and "no choices[0].message.content" in results[3].error
    assert (results[4].text, results[4].error) == ("", None)
    assert results[5].error == "batch line has neither a response nor an error"
    assert results[2].key.attempt == 1


def test_read_results_rejects_a_damaged_file_in_one_line(tmp_path: Path) -> None:
    h = prompt_hash(MESSAGES)
    with pytest.raises(HarnessError, match="appears twice"):
        read_results(_write(tmp_path / "dup.jsonl", [_ok(f"q1|{h}|0", "a"), _ok(f"q1|{h}|0", "b")]))
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n", encoding="utf-8")
    with pytest.raises(HarnessError, match=r"bad\.jsonl:1 is not JSON"):
        read_results(bad)
    with pytest.raises(HarnessError, match="has no custom_id"):
        read_results(_write(tmp_path / "noid.jsonl", [{"id": "r"}]))
    with pytest.raises(HarnessError, match="cannot read"):
        read_results(tmp_path / "missing.jsonl")
