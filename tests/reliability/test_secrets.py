"""API keys come only from the environment and are written nowhere: not in the run folder, not in
the judge cache, not on stdout or stderr, even when a server echoes the key back in an error."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.cli.exit_codes import ANSWER_ERRORS
from harness.questions.qset import write_question_set
from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body
from tests.reliability.helpers import CliResult, cli, tiny_corpus, tiny_question_set

GEN_KEY = "sk-GENERATOR-SENTINEL-7f3a9c21d4e8"
JUDGE_KEY = "sk-JUDGE-SENTINEL-b62e0d57a19f"
JUDGE_OK = {
    "factuality": "correct",
    "citation_support": {},
    "refusal_quality": None,
    "extra_claim_count": 0,
    "rationale": {"factuality": "fine"},
}


def _responder(request: dict[str, Any]) -> FakeReply:
    """Generator and judge calls; some fail with a body that echoes the caller's key back."""
    prompt = json.dumps(request["messages"])
    judging = request["model"] == "judge"
    key = JUDGE_KEY if judging else GEN_KEY
    if "volcanic" in prompt:
        return FakeReply(401, {"error": {"message": f"Incorrect API key provided: {key}"}})
    if "oral disclosures" in prompt:
        return FakeReply(500, f"upstream rejected Authorization: Bearer {key}")
    if judging:
        return FakeReply(body=chat_completion_body(json.dumps(JUDGE_OK), model="judge"))
    return FakeReply(body=chat_completion_body("Final answer: Yes."))


def test_sentinel_keys_are_in_no_file_and_no_output(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(cache))
    monkeypatch.setenv("RELIABILITY_GEN_KEY", GEN_KEY)
    monkeypatch.setenv("RELIABILITY_JUDGE_KEY", JUDGE_KEY)
    qfile = tmp_path / "q.jsonl"
    write_question_set(qfile, tiny_question_set(tiny_corpus(), 5))
    run = tmp_path / "run"
    outputs: list[CliResult] = []
    with FakeOpenAIServer(_responder) as server:
        argv = ["run", "--corpus", "tiny-test", "--questions", str(qfile), "--out", str(run), "--no-progress"]
        argv += [
            "--generator",
            "openai:gen",
            "--base-url",
            server.base_url,
            "--api-key-env",
            "RELIABILITY_GEN_KEY",
        ]
        outputs.append(
            cli([*argv, "--condition", "no_rag", "--grader", "none", "-o", "max_retries=0"], capsys)
        )
        argv = ["grade", str(run), "--grader", "llm", "--model", "judge", "--base-url", server.base_url]
        outputs.append(cli([*argv, "--api-key-env", "RELIABILITY_JUDGE_KEY", "--max-retries", "0"], capsys))
        outputs.append(cli(["report", str(run), "--question", "q-03", "--question", "q-04"], capsys))
        outputs.append(cli(["report", str(run), "--json"], capsys))
        auth = {h.get("authorization") for h in server.request_headers}
    # run and grade exit ANSWER_ERRORS: two answers errored (the 401 and the 500); the rest succeed
    assert [result.code for result in outputs] == [ANSWER_ERRORS, ANSWER_ERRORS, 0, 0], outputs
    assert auth == {f"Bearer {GEN_KEY}", f"Bearer {JUDGE_KEY}"}  # the keys were used...
    answers = (run / "answers.jsonl").read_text()
    assert "HTTP 401" in answers and "HTTP 500" in answers  # ...the failures were recorded...
    files = [p for root in (run, cache) for p in root.rglob("*") if p.is_file()]
    assert any(p.parent.parent.name == "judge" for p in files), "the judge cache was written"
    for path in files:  # ...and the keys were written nowhere
        data = path.read_bytes()
        assert GEN_KEY.encode() not in data and JUDGE_KEY.encode() not in data, path
    for result in outputs:
        assert GEN_KEY not in result.out + result.err and JUDGE_KEY not in result.out + result.err
