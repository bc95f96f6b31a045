"""The fake OpenAI-compatible server answers real HTTP as its responder says."""

from __future__ import annotations

import httpx

from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body


def test_serves_responder_replies_and_records_requests() -> None:
    with FakeOpenAIServer(lambda r: FakeReply(body=chat_completion_body(r["messages"][0]["content"]))) as srv:
        assert srv.base_url.startswith("http://127.0.0.1:") and srv.base_url.endswith("/v1")
        reply = httpx.post(srv.base_url + "/chat/completions", json={"messages": [{"content": "echo"}]})
    assert reply.status_code == 200
    assert reply.json()["choices"][0]["message"]["content"] == "echo"
    assert srv.requests == [{"messages": [{"content": "echo"}]}]


def test_raw_string_bodies_statuses_unknown_routes_and_broken_responders() -> None:
    def responder(request: dict[str, object]) -> FakeReply:
        if request.get("boom"):
            raise ValueError("broken")
        return FakeReply(status=418, body="{raw")

    with FakeOpenAIServer(responder) as srv:
        teapot = httpx.post(srv.base_url + "/chat/completions", json={})
        broken = httpx.post(srv.base_url + "/chat/completions", json={"boom": True})
        missing = httpx.post(srv.base_url + "/embeddings", json={})
    assert (teapot.status_code, teapot.text) == (418, "{raw")
    assert broken.status_code == 500 and "broken" in broken.text
    assert missing.status_code == 404


def test_chat_completion_body_shape() -> None:
    body = chat_completion_body("hi", model="m")
    assert body["model"] == "m" and body["choices"][0]["message"] == {"role": "assistant", "content": "hi"}
