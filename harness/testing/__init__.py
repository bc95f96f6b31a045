"""Test doubles that ship with the package: a fake OpenAI-compatible server."""

from __future__ import annotations

from harness.testing.fake_openai import FakeOpenAIServer, FakeReply, chat_completion_body

__all__ = ["FakeOpenAIServer", "FakeReply", "chat_completion_body"]
