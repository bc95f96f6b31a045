"""testing/batch_runner.py: the local batch engine and its two deterministic fake models."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.testing.batch_runner import fake_judge_model, fake_rag_model, run_batch
from harness.testing.fake_openai import FakeReply


def _body(*users: str, model: str = "m") -> dict[str, Any]:
    return {
        "model": model,
        "messages": [{"role": "system", "content": "rules"}]
        + [{"role": "user", "content": u} for u in users],
    }


def _text(reply: FakeReply) -> str:
    assert reply.status == 200
    return str(reply.body["choices"][0]["message"]["content"])


def _request(custom_id: str, text: str, **changes: Any) -> dict[str, Any]:
    return {
        "custom_id": custom_id,
        "method": "POST",
        "url": "/v1/chat/completions",
        "body": _body(text),
    } | changes


def _write(path: Path, requests: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in requests), encoding="utf-8")
    return path


def test_fake_rag_model_answers_from_the_first_passage_and_breaks_the_contract_without_one() -> None:
    prompt = "Question: who?\n[nda-1:3] The Recipient returns copies.\n[nda-1:4] Other text."
    assert _text(fake_rag_model(_body(prompt))) == "Final answer: The Recipient returns copies. [nda-1:3]"
    bare = _text(fake_rag_model(_body("Question: who?\nNo passages.")))
    assert not bare.startswith("Final answer:")
    fixed = _text(fake_rag_model(_body("Question: who?", "Your reply broke the required format: ...")))
    assert fixed.startswith("Final answer: ")


def test_fake_judge_model_calls_cited_answers_correct_and_needs_a_correction_otherwise() -> None:
    cited = json.loads(_text(fake_judge_model(_body("Answer: yes [a:1]\nCited ids: a:1, a:2"))))
    assert cited["factuality"] == "correct"
    assert cited["citation_support"] == {"a:1": True, "a:2": True}
    first = _text(fake_judge_model(_body("Answer: no idea\nCited ids: none")))
    with pytest.raises(json.JSONDecodeError):
        json.loads(first)
    second = json.loads(_text(fake_judge_model(_body("...", "Your reply was not a valid JSON object."))))
    assert second["factuality"] == "refused" and second["refusal_quality"] == 1


def test_run_batch_answers_every_line_in_order(tmp_path: Path) -> None:
    requests = _write(tmp_path / "in.jsonl", [_request("q1", "[d:0] Alpha."), _request("q2", "[d:1] Beta.")])
    assert run_batch(requests, tmp_path / "out.jsonl", fake_rag_model) == 2
    lines = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    assert [line["custom_id"] for line in lines] == ["q1", "q2"]
    assert all(line["error"] is None and line["response"]["status_code"] == 200 for line in lines)
    contents = [line["response"]["body"]["choices"][0]["message"]["content"] for line in lines]
    assert contents == ["Final answer: Alpha. [d:0]", "Final answer: Beta. [d:1]"]


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        (_request("q2", "x", extra=1), "line 2: keys"),
        (_request("q2", "x", method="GET"), "line 2: GET"),
        (_request("q2", "x", url="/v1/embeddings"), "line 2: POST /v1/embeddings"),
        (_request("q1", "x"), "line 2: custom_id q1 repeated"),
    ],
)
def test_run_batch_rejects_a_malformed_line(tmp_path: Path, bad: dict[str, Any], message: str) -> None:
    requests = _write(tmp_path / "in.jsonl", [_request("q1", "x"), bad])
    with pytest.raises(ValueError, match=message):
        run_batch(requests, tmp_path / "out.jsonl", fake_rag_model)
    assert not (tmp_path / "out.jsonl").exists()
