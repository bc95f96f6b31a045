"""The ``openai:MODEL`` generator (``harness.generate.openai``) against the fake local server."""

from __future__ import annotations

import pytest

from harness.core.registry import create
from harness.generate.base import GenerationRequest
from harness.generate.budget import CallBudget, RequestNotSent
from harness.generate.openai import OpenAIGenerator, openai_generator
from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body

MESSAGES = ({"role": "system", "content": "Answer."}, {"role": "user", "content": "Q?"})


def _request(budget: CallBudget | None = None) -> GenerationRequest:
    return GenerationRequest(question_id="q1", question="Q?", passages=(), messages=MESSAGES, budget=budget)


def test_sends_the_messages_and_returns_the_text() -> None:
    with FakeOpenAIServer(lambda r: FakeReply(body=chat_completion_body("Yes [a:1]."))) as srv:
        options = {"base_url": srv.base_url, "temperature": 0.2, "max_tokens": 50, "seed": 7}
        gen, _ = create("generator", "openai:m", **options)
        assert isinstance(gen, OpenAIGenerator) and gen.name == "openai:m"
        try:
            out = gen.generate(_request())
        finally:
            gen.close()
    assert out.text == "Yes [a:1]." and out.citations is None
    [sent] = srv.requests
    assert sent["messages"] == list(MESSAGES) and sent["model"] == "m"
    assert (sent["temperature"], sent["max_tokens"], sent["seed"]) == (0.2, 50, 7)


def test_a_request_that_never_left_is_not_sent() -> None:
    with FakeOpenAIServer(lambda r: FakeReply()) as srv:
        url = srv.base_url  # the server is gone: nothing listens there any more
    gen = openai_generator("m", base_url=url, max_retries=0, timeout=1.0)
    with pytest.raises(RequestNotSent):
        gen.generate(_request())
    gen.close()


def test_a_call_past_its_budget_is_a_timeout() -> None:
    slow = FakeReply(body=chat_completion_body("late"), delay_s=1.0)
    with FakeOpenAIServer(lambda r: slow) as srv:
        gen = openai_generator("m", base_url=srv.base_url, max_retries=0)
        with pytest.raises(TimeoutError):
            gen.generate(_request(CallBudget(0.3)))
        gen.close()


def test_the_hosted_api_needs_a_key_local_servers_do_not(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    hosted = openai_generator("gpt-x")
    keyed = openai_generator("m", base_url="http://127.0.0.1:9/v1/chat/completions")
    monkeypatch.delenv("OPENAI_API_KEY")
    local = openai_generator("m", base_url="http://127.0.0.1:9/v1")
    assert hosted.client.api_key_env == "OPENAI_API_KEY"
    # $OPENAI_API_KEY goes to any server when it is set (as OpenAI's SDK does); a local one needs none
    assert keyed.client.api_key_env == "OPENAI_API_KEY" and keyed.client.base_url == "http://127.0.0.1:9/v1"
    assert local.client.api_key_env is None
    for made in (hosted, keyed, local):
        made.close()
