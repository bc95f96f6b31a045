"""The provider layer a new user meets first: keys, causes, empty replies, rate limits, secrets in URLs.

Every test runs the real client against the real local server (``harness.testing.FakeOpenAIServer``).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from harness.cli.exit_codes import ANSWER_ERRORS, STOPPED
from harness.clients.openai_chat import ChatError, OpenAIChatClient
from harness.questions.qset import write_question_set
from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body
from tests.reliability.helpers import CliResult, cli, tiny_corpus, tiny_question_set

KEY = "sk-PROVIDER-SENTINEL-0c9d1e"
OK = FakeReply(body=chat_completion_body("Final answer: Yes."))


def _qfile(tmp_path: Path, n: int = 5) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    path = tmp_path / "q.jsonl"
    write_question_set(path, tiny_question_set(tiny_corpus(), n))
    return path


def _run(tmp_path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> CliResult:
    argv = [
        "run",
        "--corpus",
        "tiny-test",
        "--questions",
        str(_qfile(tmp_path)),
        "--out",
        str(tmp_path / "run"),
    ]
    argv += ["--no-progress", "--grader", "none", "--generator", "openai:m", "-o", "max_retries=0", *extra]
    return cli(argv, capsys)


def _answers(tmp_path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (tmp_path / "run" / "answers.jsonl").read_text().splitlines()]


def test_openai_base_url_sends_openai_api_key_with_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with FakeOpenAIServer(lambda r: OK) as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", KEY)
        result = _run(tmp_path, capsys)
    assert result.code == 0, result
    assert server.request_headers and {h.get("authorization") for h in server.request_headers} == {
        f"Bearer {KEY}"
    }


def test_a_401_names_its_cause_no_key_sent_or_the_key_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("MY_KEY", KEY)
    with FakeOpenAIServer(lambda r: FakeReply(401, {"error": {"message": "Unauthorized"}})) as server:
        without = _run(tmp_path / "a", capsys, "--base-url", server.base_url)
        refused = _run(tmp_path / "b", capsys, "--base-url", server.base_url, "--api-key-env", "MY_KEY")
    assert without.code == refused.code == STOPPED
    assert "none was sent" in without.err and "OPENAI_API_KEY" in without.err, without.err
    assert "refused the API key in $MY_KEY" in refused.err, refused.err
    assert KEY not in refused.err + refused.out


def test_a_key_by_any_route_is_not_part_of_the_runs_identity(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("MY_KEY", KEY)

    def needs_key(request: dict[str, Any]) -> FakeReply:
        return OK if "oral" not in json.dumps(request) else FakeReply(500, "upstream down")

    with FakeOpenAIServer(needs_key) as server:
        first = _run(tmp_path, capsys, "--base-url", server.base_url)
        again = _run(
            tmp_path, capsys, "--base-url", server.base_url, "--api-key-env", "MY_KEY", "--retry-errors"
        )
        monkeypatch.setenv("OPENAI_API_KEY", KEY)
        third = _run(tmp_path, capsys, "--base-url", server.base_url, "--retry-errors")
    assert first.code == ANSWER_ERRORS, first
    assert "holds a different run" not in again.err + third.err
    assert again.code == third.code == ANSWER_ERRORS, (again, third)  # resumed: the same question errs


def _serve_one(reply: FakeReply) -> tuple[Any, list[dict[str, Any]]]:
    with FakeOpenAIServer(lambda r: reply) as server:
        client = OpenAIChatClient(server.base_url, "m", timeout=5.0, backoff_initial=0.01)
        try:
            return client.complete([{"role": "user", "content": "q"}]), server.requests
        except ChatError as exc:
            return exc, server.requests


def _body(message: dict[str, Any], finish: str = "stop") -> dict[str, Any]:
    body = chat_completion_body("")
    body["choices"][0].update(message=message, finish_reason=finish)
    return body


def test_a_provider_refusal_is_recorded_as_the_models_refusal_text() -> None:
    message = {"role": "assistant", "content": None, "refusal": "I can't help with that request."}
    result, _ = _serve_one(FakeReply(body=_body(message)))
    assert not isinstance(result, ChatError), result
    assert result.text == "I can't help with that request."


@pytest.mark.parametrize(
    ("content", "finish", "reason"),
    [
        ("", "length", "finish_reason 'length'"),
        (None, "length", "finish_reason 'length'"),
        (None, "stop", "content null, finish_reason 'stop'"),
        ("   ", "content_filter", "content empty, finish_reason 'content_filter'"),
    ],
)
def test_a_reply_without_text_is_an_error_with_its_reason(content: Any, finish: str, reason: str) -> None:
    result, _ = _serve_one(FakeReply(body=_body({"role": "assistant", "content": content}, finish)))
    assert isinstance(result, ChatError), result
    assert reason in str(result)


def test_empty_replies_and_refusals_reach_the_answers_file_as_error_and_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    def responder(request: dict[str, Any]) -> FakeReply:
        prompt = json.dumps(request["messages"])
        if "oral" in prompt.lower():
            return FakeReply(body=_body({"role": "assistant", "content": ""}, "length"))
        return FakeReply(body=_body({"role": "assistant", "content": None, "refusal": "I won't."}))

    with FakeOpenAIServer(responder) as server:
        result = _run(tmp_path, capsys, "--base-url", server.base_url, "--condition", "no_rag")
    assert result.code == ANSWER_ERRORS, result
    answers = _answers(tmp_path)
    errored = [a for a in answers if a.get("error")]
    assert errored and all("finish_reason 'length'" in a["error"] for a in errored)
    refusals = [a for a in answers if not a.get("error")]
    assert refusals and all("I won't." in a["raw"] for a in refusals)


def test_a_429_asking_too_long_a_wait_says_rate_limited_counts_one_request_and_waits_nothing() -> None:
    start = time.monotonic()
    result, requests = _serve_one(FakeReply(429, {"error": "slow down"}, headers={"Retry-After": "3600"}))
    assert isinstance(result, ChatError)
    assert time.monotonic() - start < 3
    assert len(requests) == 1 and result.attempts == 1 and result.status == 429
    message = str(result)
    assert "rate-limited" in message and "3600s (Retry-After)" in message, message
    assert "1 request," in message and "0.0s waited" in message and "timed out" not in message


def test_a_429_with_a_short_retry_after_is_honoured_and_the_wait_is_reported() -> None:
    replies = iter([FakeReply(429, "busy", headers={"Retry-After": "1"}), OK])
    stamps: list[float] = []

    def responder(request: dict[str, Any]) -> FakeReply:
        stamps.append(time.monotonic())
        return next(replies)

    with FakeOpenAIServer(responder) as server:
        result = OpenAIChatClient(server.base_url, "m", backoff_initial=0.01).complete(
            [{"role": "user", "content": "q"}]
        )
    assert result.attempts == 2 and stamps[1] - stamps[0] >= 0.95
    assert 0.95 <= result.waited_s < 2


def test_rate_limit_retries_used_up_say_rate_limited_with_true_counts() -> None:
    with FakeOpenAIServer(lambda r: FakeReply(429, "busy", headers={"Retry-After": "0"})) as server:
        client = OpenAIChatClient(server.base_url, "m", max_retries=2, backoff_initial=0.01)
        with pytest.raises(ChatError) as info:
            client.complete([{"role": "user", "content": "q"}])
    assert len(server.requests) == 3 == info.value.attempts
    assert "rate-limited (HTTP 429" in str(info.value) and "after 3 requests" in str(info.value)


def test_a_password_in_base_url_is_written_nowhere_and_still_sent(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    secret = "pw-URL-SENTINEL-41aa"
    with FakeOpenAIServer(lambda r: OK) as server:
        url = server.base_url.replace("http://", f"http://alice:{secret}@")
        result = _run(tmp_path, capsys, "--base-url", url)
        cli(["report", str(tmp_path / "run")], capsys)
        auth = {h.get("authorization") for h in server.request_headers}
    assert result.code == 0, result
    assert all(a and a.startswith("Basic ") for a in auth)  # the password still reaches the server
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert manifest["generator"]["options"]["base_url"].startswith("http://alice:***@127.0.0.1")
    for path in (tmp_path / "run").rglob("*"):
        if path.is_file():
            assert secret.encode() not in path.read_bytes(), path
    assert secret not in result.out + result.err


def test_an_html_page_instead_of_json_is_an_error_that_shows_it() -> None:
    page = "<html><body><h1>502 Bad Gateway</h1> nginx</body></html>"
    result, requests = _serve_one(FakeReply(200, page))
    assert isinstance(result, ChatError) and len(requests) == 1
    assert "reply is not JSON" in str(result) and "502 Bad Gateway" in str(result)


def test_a_reply_reset_mid_body_is_an_error_that_says_so_and_is_retried() -> None:
    whole = FakeReply(body=chat_completion_body("Final answer: Yes."))
    cut = FakeReply(body=chat_completion_body("Final answer: Yes."), cut_after=40)
    result, requests = _serve_one(cut)
    assert isinstance(result, ChatError), result  # never a half-read reply taken as an answer
    assert len(requests) > 1  # a cut reply is transient: it is asked again
    assert "connection" in str(result).lower(), str(result)
    replies = iter([cut, whole])
    with FakeOpenAIServer(lambda r: next(replies)) as server:
        client = OpenAIChatClient(server.base_url, "m", timeout=5.0, backoff_initial=0.01)
        assert "Final answer: Yes." in str(client.complete([{"role": "user", "content": "q"}]))
        assert len(server.requests) == 2
