"""A small client for OpenAI-compatible chat endpoints (OpenAI, vLLM, llama.cpp, Ollama).

Retries with exponential backoff on 429, 5xx and connection errors (tenacity), a per-request
timeout, and a limit on requests in flight. The API key is read from the environment
variable the caller names at each request and is never kept on the client, so it cannot end
up in a repr, a spec, a log or a file.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Any

import httpx
from tenacity import RetryCallState, Retrying, retry_if_exception, stop_after_attempt

from harness.core.errors import HarnessError

RETRY_STATUSES = frozenset({408, 409, 429, 500, 502, 503, 504})


class ChatError(Exception):
    """A chat request failed for good: a non-retryable status, retries used up, or a bad body."""

    def __init__(self, message: str, *, status: int | None = None, attempts: int = 1) -> None:
        super().__init__(message)
        self.status = status
        self.attempts = attempts


class _RetryableStatus(Exception):
    def __init__(self, status: int, detail: str, retry_after: float | None) -> None:
        super().__init__(f"HTTP {status}: {detail}")
        self.status = status
        self.retry_after = retry_after


@dataclass(frozen=True)
class ChatResult:
    """One completion: the reply text, the parsed body, attempts used and wall time."""

    text: str
    body: dict[str, Any]
    attempts: int
    latency_s: float


def _retryable(exc: BaseException) -> bool:
    return isinstance(exc, (_RetryableStatus, httpx.TransportError))


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit] + "..."


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("Retry-After")
    try:
        return max(0.0, float(value)) if value is not None else None
    except ValueError:
        return None


class OpenAIChatClient:
    """Chat completions against ``base_url`` (which ends in ``/v1``) for one ``model``."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key_env: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 3,
        concurrency: int = 4,
        backoff_initial: float = 0.5,
        backoff_max: float = 20.0,
    ) -> None:
        if timeout <= 0:
            raise HarnessError(
                f"timeout must be positive, got {timeout}", "pass a timeout in seconds, e.g. 60"
            )
        if max_retries < 0:
            raise HarnessError(f"max_retries must be >= 0, got {max_retries}", "pass e.g. 3")
        if concurrency < 1:
            raise HarnessError(f"concurrency must be >= 1, got {concurrency}", "pass e.g. 4")
        if api_key_env is not None and not os.environ.get(api_key_env):
            raise HarnessError(
                f"the environment variable {api_key_env} (named by api_key_env) is not set",
                f"export {api_key_env}=<your key>, or drop api_key_env for a server that needs no key",
            )
        self.base_url = base_url.rstrip("/")
        self.model = model
        self.api_key_env = api_key_env
        self.timeout = timeout
        self.max_retries = max_retries
        self.concurrency = concurrency
        self.backoff_initial = backoff_initial
        self.backoff_max = backoff_max
        self._slots = threading.BoundedSemaphore(concurrency)
        self._http = httpx.Client(timeout=httpx.Timeout(timeout))

    def __repr__(self) -> str:
        return f"OpenAIChatClient(base_url={self.base_url!r}, model={self.model!r})"

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json"}
        if self.api_key_env is not None:
            key = os.environ.get(self.api_key_env)
            if key:
                headers["Authorization"] = f"Bearer {key}"
        return headers

    def _wait(self, state: RetryCallState) -> float:
        exc = state.outcome.exception() if state.outcome else None
        if isinstance(exc, _RetryableStatus) and exc.retry_after is not None:
            return min(exc.retry_after, self.backoff_max)
        return float(min(self.backoff_max, self.backoff_initial * 2 ** (state.attempt_number - 1)))

    def _post_once(self, payload: dict[str, Any]) -> dict[str, Any]:
        with self._slots:
            response = self._http.post(
                f"{self.base_url}/chat/completions", json=payload, headers=self._headers()
            )
        if response.status_code in RETRY_STATUSES or response.status_code >= 500:
            raise _RetryableStatus(response.status_code, _short(response.text), _retry_after(response))
        if response.status_code != 200:
            raise ChatError(
                f"HTTP {response.status_code}: {_short(response.text)}", status=response.status_code
            )
        try:
            body = response.json()
        except ValueError:
            raise ChatError(f"reply is not JSON: {_short(response.text)!r}", status=200) from None
        if not isinstance(body, dict):
            raise ChatError(f"reply is not a JSON object: {_short(response.text)!r}", status=200)
        return body

    def complete(self, messages: Sequence[Mapping[str, str]], **params: Any) -> ChatResult:
        """One chat completion; ``params`` (temperature, max_tokens, seed...) go into the body.

        Raises :class:`ChatError` when the request fails for good; never returns partial text.
        The error message never holds the API key, even when the server echoes it back.
        """
        try:
            return self._complete(messages, **params)
        except ChatError as exc:
            key = os.environ.get(self.api_key_env) if self.api_key_env else None
            if key and key in str(exc):
                raise ChatError(
                    str(exc).replace(key, "<api key>"), status=exc.status, attempts=exc.attempts
                ) from None
            raise

    def _complete(self, messages: Sequence[Mapping[str, str]], **params: Any) -> ChatResult:
        payload: dict[str, Any] = {"model": self.model, "messages": [dict(m) for m in messages]}
        payload.update({k: v for k, v in params.items() if v is not None})
        retrying = Retrying(
            retry=retry_if_exception(_retryable),
            stop=stop_after_attempt(self.max_retries + 1),
            wait=self._wait,
            reraise=True,
        )
        start = time.perf_counter()
        attempts = 0
        try:
            for attempt in retrying:
                with attempt:
                    attempts = attempt.retry_state.attempt_number
                    body = self._post_once(payload)
        except _RetryableStatus as exc:
            raise ChatError(
                f"{exc} (after {attempts} attempts)", status=exc.status, attempts=attempts
            ) from None
        except httpx.TimeoutException:
            raise ChatError(
                f"timed out after {self.timeout:g}s (after {attempts} attempts)", attempts=attempts
            ) from None
        except httpx.TransportError as exc:
            raise ChatError(
                f"connection error: {type(exc).__name__}: {_short(str(exc))} (after {attempts} attempts)",
                attempts=attempts,
            ) from None
        except ChatError as exc:
            exc.attempts = attempts
            raise
        return ChatResult(_message_text(body), body, attempts, time.perf_counter() - start)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> OpenAIChatClient:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


def _message_text(body: dict[str, Any]) -> str:
    """The first choice's message content; a body without one is a malformed reply."""
    try:
        content = body["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError):
        raise ChatError(f"reply has no choices[0].message.content: {_short(str(body))}", status=200) from None
    if content is None:
        return ""
    if not isinstance(content, str):
        raise ChatError(f"choices[0].message.content is not text: {_short(str(content))}", status=200)
    return content
