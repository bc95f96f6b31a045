"""The OpenAI-compatible client against a real local server: retries, timeouts, bad bodies, keys."""

from __future__ import annotations

import itertools
import subprocess
import sys
import threading
import time
from typing import Any

import pytest

from harness.clients.openai_chat import ChatError, ChatTimeout, OpenAIChatClient, may_use_tls
from harness.core.errors import HarnessError
from harness.generate.budget import CallBudget
from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body

MESSAGES = [{"role": "user", "content": "Does the NDA survive termination?"}]


def _client(server: FakeOpenAIServer, **kw: Any) -> OpenAIChatClient:
    kw.setdefault("backoff_initial", 0.01)
    kw.setdefault("timeout", 2.0)
    return OpenAIChatClient(server.base_url, "fake-model", **kw)


def _sequence(*replies: FakeReply) -> Any:
    it = iter(replies)
    return lambda request: next(it)


def test_plain_completion_sends_model_params_and_returns_text() -> None:
    with FakeOpenAIServer(lambda r: FakeReply(body=chat_completion_body("Final answer: Yes [a:1]"))) as srv:
        result = _client(srv).complete(MESSAGES, temperature=0.0, max_tokens=None)
    assert result.text == "Final answer: Yes [a:1]"
    assert result.attempts == 1
    assert srv.requests == [{"model": "fake-model", "messages": MESSAGES, "temperature": 0.0}]


def test_429_and_500_are_retried_then_succeed() -> None:
    replies = _sequence(
        FakeReply(429, {"error": "slow down"}, headers={"Retry-After": "0"}),
        FakeReply(500, "oops"),
        FakeReply(body=chat_completion_body("ok")),
    )
    with FakeOpenAIServer(replies) as srv:
        result = _client(srv, max_retries=3).complete(MESSAGES)
    assert (result.text, result.attempts, len(srv.requests)) == ("ok", 3, 3)


def test_retries_are_bounded_and_the_error_names_the_status() -> None:
    with FakeOpenAIServer(lambda r: FakeReply(503, "unavailable")) as srv, pytest.raises(ChatError) as info:
        _client(srv, max_retries=2).complete(MESSAGES)
    assert info.value.status == 503 and info.value.attempts == 3
    assert "HTTP 503" in str(info.value) and len(srv.requests) == 3


def test_client_errors_other_than_429_are_not_retried() -> None:
    srv = FakeOpenAIServer(lambda r: FakeReply(400, {"error": "bad model"}))
    with srv, pytest.raises(ChatError, match="HTTP 400"):
        _client(srv, max_retries=3).complete(MESSAGES)
    assert len(srv.requests) == 1


def test_slow_reply_past_timeout_is_retried_then_reported() -> None:
    with FakeOpenAIServer(lambda r: FakeReply(body=chat_completion_body("late"), delay_s=1.0)) as srv:
        start = time.perf_counter()
        with pytest.raises(ChatError, match=r"timed out after 0\.2s") as info:
            _client(srv, timeout=0.2, max_retries=1).complete(MESSAGES)
        assert time.perf_counter() - start < 1.5
    assert info.value.attempts == 2


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("{not json", "not JSON"),
        ('["a list"]', "not a JSON object"),
        ({"choices": []}, "no choices"),
        ({"choices": [{"message": {"content": 42}}]}, "not text"),
    ],
)
def test_malformed_bodies_are_errors_not_retried(body: Any, message: str) -> None:
    with FakeOpenAIServer(lambda r: FakeReply(body=body)) as srv, pytest.raises(ChatError, match=message):
        _client(srv, max_retries=3).complete(MESSAGES)
    assert len(srv.requests) == 1


def test_connection_reset_is_retried() -> None:
    replies = _sequence(FakeReply(drop=True), FakeReply(body=chat_completion_body("after reset")))
    with FakeOpenAIServer(replies) as srv:
        result = _client(srv, max_retries=2).complete(MESSAGES)
    assert result.text == "after reset" and result.attempts == 2


def test_connection_refused_is_a_fatal_connection_error_not_retried() -> None:
    with FakeOpenAIServer(lambda r: FakeReply()) as srv:
        url = srv.base_url
    client = OpenAIChatClient(url, "m", max_retries=3, backoff_initial=1.0, timeout=1.0)
    start = time.perf_counter()
    with pytest.raises(ChatError, match="connection error") as info:
        client.complete(MESSAGES)
    assert info.value.attempts == 0 and info.value.fatal  # no request reached a server
    assert time.perf_counter() - start < 0.9  # no backoff


@pytest.mark.parametrize(("status", "fatal"), [(401, True), (403, True), (404, True), (400, False)])
def test_statuses_that_will_repeat_are_fatal(status: int, fatal: bool) -> None:
    server = FakeOpenAIServer(lambda r: FakeReply(status, {"error": {"message": "no"}}))
    with server as srv, pytest.raises(ChatError, match=f"HTTP {status}") as info:
        _client(srv).complete(MESSAGES)
    assert info.value.fatal is fatal and info.value.attempts == 1


def test_concurrency_limit_caps_requests_in_flight() -> None:
    lock = threading.Lock()
    state = {"now": 0, "peak": 0}

    def responder(request: dict[str, Any]) -> FakeReply:
        with lock:
            state["now"] += 1
            state["peak"] = max(state["peak"], state["now"])
        time.sleep(0.05)
        with lock:
            state["now"] -= 1
        return FakeReply(body=chat_completion_body("x"))

    with FakeOpenAIServer(responder) as srv:
        client = _client(srv, concurrency=2)
        threads = [threading.Thread(target=client.complete, args=(MESSAGES,)) for _ in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert len(srv.requests) == 6 and state["peak"] == 2


def test_api_key_comes_from_the_named_env_var_and_is_never_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    sentinel = "sk-SENTINEL-" + "".join(itertools.repeat("x", 8))
    monkeypatch.setenv("HARNESS_TEST_KEY", sentinel)
    with FakeOpenAIServer(lambda r: FakeReply(body=chat_completion_body("ok"))) as srv:
        client = _client(srv, api_key_env="HARNESS_TEST_KEY")
        client.complete(MESSAGES)
    assert srv.request_headers[0]["authorization"] == f"Bearer {sentinel}"
    kept = repr(client) + repr(vars(client)) + repr(client._http.headers)
    assert sentinel not in kept


def test_missing_key_env_var_is_a_user_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HARNESS_ABSENT_KEY", raising=False)
    with pytest.raises(HarnessError, match="HARNESS_ABSENT_KEY"):
        OpenAIChatClient("http://127.0.0.1:9/v1", "m", api_key_env="HARNESS_ABSENT_KEY")


@pytest.mark.parametrize("bad", [{"timeout": 0}, {"max_retries": -1}, {"concurrency": 0}])
def test_bad_options_are_user_errors(bad: dict[str, Any]) -> None:
    with pytest.raises(HarnessError):
        OpenAIChatClient("http://127.0.0.1:9/v1", "m", **bad)


def test_a_budget_counts_from_the_slot_never_from_the_queue() -> None:
    """One slot, two calls of 0.4 s each with a budget of 0.7 s: the second waits 0.4 s for the
    slot, and that wait is not part of its budget, so both answer."""
    reply = FakeReply(body=chat_completion_body("ok"), delay_s=0.4)
    results: list[str] = []
    with FakeOpenAIServer(lambda r: reply) as srv:
        client = _client(srv, concurrency=1, max_retries=0)

        def ask() -> None:
            results.append(client.complete(MESSAGES, budget=CallBudget(0.7)).text)

        threads = [threading.Thread(target=ask) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert results == ["ok", "ok"]


def test_a_slow_drip_is_cut_at_the_deadline_and_the_slot_freed() -> None:
    drip = FakeReply(body=chat_completion_body("x" * 200), drip_s=0.05)  # about 12 s in all
    with FakeOpenAIServer(lambda r: drip) as srv:
        client = _client(srv, concurrency=1, max_retries=0)
        for _ in range(2):  # the second call gets the slot: the first one gave it back
            start = time.perf_counter()
            with pytest.raises(ChatTimeout, match=r"no complete reply within 0\.5s of sending; the request"):
                client.complete(MESSAGES, budget=CallBudget(0.5))
            assert time.perf_counter() - start < 2.0
    assert len(srv.requests) == 2


def test_a_request_that_never_connected_is_marked_not_sent() -> None:
    with FakeOpenAIServer(lambda r: FakeReply()) as srv:
        url = srv.base_url
    client = OpenAIChatClient(url, "m", max_retries=0, timeout=1.0)
    with pytest.raises(ChatError) as info:
        client.complete(MESSAGES)
    assert info.value.sent is False
    with FakeOpenAIServer(lambda r: FakeReply(drop=True)) as srv, pytest.raises(ChatError) as reset:
        _client(srv, max_retries=0).complete(MESSAGES)
    assert reset.value.sent is True  # the server got it, then reset the connection


@pytest.mark.parametrize(
    ("url", "proxy", "expected"),
    [
        ("https://api.openai.com/v1", None, True),
        ("http://127.0.0.1:8000/v1", None, False),
        ("http://127.0.0.1:8000/v1", "https://proxy.example:3128", True),
        ("http://127.0.0.1:8000/v1", "http://proxy.example:3128", True),
    ],
)
def test_certificates_are_loaded_whenever_tls_can_happen(
    monkeypatch: pytest.MonkeyPatch, url: str, proxy: str | None, expected: bool
) -> None:
    for name in ("http_proxy", "https_proxy", "all_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)
    if proxy is not None:
        monkeypatch.setenv("HTTPS_PROXY", proxy)
    assert may_use_tls(url) is expected


def test_a_call_without_a_retry_never_imports_tenacity_and_a_retry_does() -> None:
    """tenacity (with asyncio and tornado when installed) costs a run 40-60 ms before its first request."""
    script = (
        "import sys\n"
        "from harness.clients.openai_chat import OpenAIChatClient\n"
        "from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body\n"
        "replies = iter([FakeReply(body=chat_completion_body('Final answer: Yes')), FakeReply(status=500),\n"
        "                FakeReply(body=chat_completion_body('Final answer: No'))])\n"
        "with FakeOpenAIServer(lambda r: next(replies)) as srv:\n"
        "    client = OpenAIChatClient(srv.base_url, 'm', backoff_initial=0.01, timeout=5.0)\n"
        "    first = client.complete([{'role': 'user', 'content': 'q'}])\n"
        "    print(first.attempts, 'tenacity' in sys.modules)\n"
        "    second = client.complete([{'role': 'user', 'content': 'q'}])\n"
        "    print(second.attempts, second.text, 'tenacity' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.splitlines() == ["1 False", "2 Final answer: No True"]
