"""``openai:MODEL`` — a model behind any OpenAI-compatible chat endpoint (OpenAI, vLLM, Ollama...).

The rendered prompt's messages are sent as they are; the reply's text is the answer. The
API key is read from the environment variable named by ``api_key_env`` at each request.
The run's timeout counts from when a connection slot is free and cancels the request.
The HTTP client (httpx) is imported when a generator is made (tenacity only at a request's first
retry): a run that names another generator never imports them.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from harness.generate.base import GenerationOutput, GenerationRequest, generator
from harness.generate.budget import RequestNotSent

if TYPE_CHECKING:
    from harness.clients.openai_chat import OpenAIChatClient


class OpenAIGenerator:
    """Sends each request's messages to the chat endpoint; failures raise ``ChatError``."""

    queues_requests = True

    def __init__(
        self,
        client: OpenAIChatClient,
        temperature: float | None,
        max_tokens: int | None,
        seed: int | None,
    ) -> None:
        self.name = f"openai:{client.model}"
        self.client = client
        self.params = {"temperature": temperature, "max_tokens": max_tokens, "seed": seed}

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        from harness.clients.openai_chat import ChatError, ChatTimeout  # loaded with the client

        try:
            result = self.client.complete(request.messages, budget=request.budget, **self.params)
        except ChatError as exc:
            if not exc.sent:
                raise RequestNotSent(str(exc)) from None
            if isinstance(exc, ChatTimeout) and request.budget is not None:
                raise TimeoutError(str(exc)) from None
            raise
        return GenerationOutput(text=result.text)

    def probe(self) -> str:
        """One request to the server (``GET /models``): what answered, or a one-line error."""
        return self.client.probe()

    def close(self) -> None:
        self.client.close()


@generator(
    "openai",
    takes_target=True,
    # How the server is reached and how fast, never what it answers: a key's variable is not identity.
    pace=("base_url", "api_key_env", "timeout", "max_retries", "concurrency"),
)
def openai_generator(
    target: str,
    base_url: str | None = None,
    api_key_env: str | None = None,
    timeout: float = 60.0,
    max_retries: int = 3,
    concurrency: int = 4,
    temperature: float | None = 0.0,
    max_tokens: int | None = None,
    seed: int | None = None,
) -> OpenAIGenerator:
    """A model behind an OpenAI-compatible endpoint: openai:MODEL (options base_url, api_key_env...).

    ``base_url`` defaults to ``$OPENAI_BASE_URL``, then to OpenAI's API; a full endpoint URL
    (``.../v1/chat/completions``) is cut back to its root. Without ``api_key_env`` the key is
    ``$OPENAI_API_KEY`` whenever it is set, as OpenAI's own SDK does (required for OpenAI's API).
    """
    from harness.clients.openai_chat import (
        API_KEY_ENV,
        DEFAULT_BASE_URL,
        OpenAIChatClient,
        resolve_base_url,
    )

    url = resolve_base_url(base_url)
    if api_key_env is None and (url == DEFAULT_BASE_URL or os.environ.get(API_KEY_ENV)):
        api_key_env = API_KEY_ENV  # the hosted API always needs one; a local server gets it when set
    client = OpenAIChatClient(
        url,
        target,
        api_key_env=api_key_env,
        timeout=timeout,
        max_retries=max_retries,
        concurrency=concurrency,
    )
    return OpenAIGenerator(client, temperature, max_tokens, seed)
