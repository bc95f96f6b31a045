"""The LLM judge against a real local OpenAI-compatible server: valid JSON, invalid then valid,
invalid twice, timeout; the policy, the disk cache and the API key that never reaches a file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.core.registry import create
from harness.grade.judge_prompt import parse_reply
from harness.grade.llm import LLMGrader, policy_verdict
from harness.testing.fake_openai import FakeOpenAIServer, FakeReply, chat_completion_body
from tests.grade.helpers import VALID, answer, make_corpus, question

CORPUS = make_corpus()
PAIR = (question(), answer("Yes [mini-01:1]. Parties are named [mini-01:0]. It lasts long."))


def scripted(*texts: str, delay_s: float = 0.0) -> Any:
    """A responder that plays ``texts`` in order (the last one repeats)."""
    calls = {"n": 0}

    def respond(request: dict[str, Any]) -> FakeReply:
        text = texts[min(calls["n"], len(texts) - 1)]
        calls["n"] += 1
        return FakeReply(body=chat_completion_body(text), delay_s=delay_s)

    return respond


def judge(server: FakeOpenAIServer, tmp_path: Path, **options: Any) -> LLMGrader:
    options = {
        "base_url": server.base_url,
        "model": "judge-a",
        "api_key_env": None,
        "cache_dir_path": str(tmp_path / "judge-cache"),
        **options,
    }
    grader, _ = create("grader", "llm", **options)
    assert isinstance(grader, LLMGrader)
    return grader


def test_valid_json(tmp_path: Path) -> None:
    with FakeOpenAIServer(scripted(json.dumps(VALID))) as server:
        [grade] = judge(server, tmp_path).grade([PAIR], CORPUS)
        prompt = server.requests[0]["messages"]
    assert grade.factuality == "correct" and grade.flags == ()
    assert grade.citation_exists is True  # computed by the harness, not asked of the judge
    assert grade.citation_supports is False and grade.citation_precision == 0.5
    assert grade.extra_claim_count == 1 and grade.refusal_quality is None
    assert "Evaluation steps" in prompt[0]["content"] and "[mini-01:1]" in prompt[1]["content"]
    assert "Reference answer: yes" in prompt[1]["content"]


def test_invalid_then_valid_uses_one_retry(tmp_path: Path) -> None:
    with FakeOpenAIServer(scripted("Sure! The answer looks correct.", json.dumps(VALID))) as server:
        [grade] = judge(server, tmp_path).grade([PAIR], CORPUS)
        assert len(server.requests) == 2
        retry = server.requests[1]["messages"]
    assert grade.factuality == "correct" and "judge_error" not in grade.flags
    assert retry[-2] == {"role": "assistant", "content": "Sure! The answer looks correct."}
    assert "not a valid JSON object" in retry[-1]["content"]


def test_invalid_twice_is_a_recorded_judge_error(tmp_path: Path) -> None:
    bad_schema = json.dumps({**VALID, "factuality": "mostly right"})
    with FakeOpenAIServer(scripted("not json", bad_schema)) as server:
        grades = judge(server, tmp_path).grade([PAIR, PAIR], CORPUS)
    assert len(grades) == 2  # never dropped
    for grade in grades:
        assert grade.factuality == "unsupported" and grade.flags == ("judge_error",)
        assert grade.error is not None and "invalid judge reply twice" in grade.error
        assert grade.citation_exists is True


def test_timeout_is_a_recorded_judge_error(tmp_path: Path) -> None:
    with FakeOpenAIServer(scripted(json.dumps(VALID), delay_s=1.0)) as server:
        [grade] = judge(server, tmp_path, timeout=0.2, max_retries=0).grade([PAIR], CORPUS)
    assert grade.flags == ("judge_error",)
    assert grade.error is not None and "timed out" in grade.error


def test_policy_verdicts_and_format_contract(tmp_path: Path) -> None:
    reply = json.dumps({**VALID, "correctness": 0.7, "relevancy": 0.9})
    with FakeOpenAIServer(scripted(reply)) as server:
        [grade] = judge(server, tmp_path, policy=True).grade([PAIR], CORPUS)
    assert "judge_policy" in grade.scores
    assert (grade.scores["judge_policy"]["correctness"], grade.scores["judge_policy"]["verdict"]) == (
        0.7,
        "PARTIAL",
    )
    assert policy_verdict(0.8, 0.8, True) == "PASS"
    assert policy_verdict(0.9, 0.95, False) == "FAIL"  # the output contract did not hold
    assert policy_verdict(0.6, 0.8, True) == "PARTIAL"
    assert policy_verdict(0.59, 1.0, True) == "FAIL"
    assert policy_verdict(0.7, 0.79, True) == "FAIL"
    # With the policy on, a reply without correctness/relevancy is invalid.
    assert parse_reply(json.dumps(VALID), policy=True)[0] is None


def test_cache_hits_and_key_never_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_TEST_KEY", "sk-secret-123")
    with FakeOpenAIServer(scripted(json.dumps(VALID))) as server:
        first = judge(server, tmp_path, api_key_env="JUDGE_TEST_KEY").grade([PAIR], CORPUS)
        second = judge(server, tmp_path, api_key_env="JUDGE_TEST_KEY").grade([PAIR], CORPUS)
        assert len(server.requests) == 1  # the second grading came from the disk cache
        assert server.request_headers[0]["authorization"] == "Bearer sk-secret-123"
        other_model = judge(server, tmp_path, api_key_env="JUDGE_TEST_KEY", model="judge-b").grade(
            [PAIR], CORPUS
        )
        assert len(server.requests) == 2  # another model is another cache key
    assert first == second and other_model[0].factuality == "correct"
    files = list((tmp_path / "judge-cache").rglob("*.json"))
    assert len(files) == 2
    assert all("sk-secret-123" not in f.read_text() for f in files)


def test_invalid_replies_are_not_cached(tmp_path: Path) -> None:
    with FakeOpenAIServer(scripted("nope")) as server:
        judge(server, tmp_path).grade([PAIR], CORPUS)
        judge(server, tmp_path).grade([PAIR], CORPUS)
        assert len(server.requests) == 4  # two tries each time, nothing cached
