"""A small client for OpenAI-compatible chat endpoints (OpenAI, vLLM, llama.cpp, Ollama).

Retries with exponential backoff on 429, 5xx and dropped connections (tenacity, imported at the
first retry: most calls never retry), a limit on requests in flight, and timeouts that cancel: a
reply is read in chunks under a per-read timeout and stopped at its deadline, so a slow or
dripping server never keeps a slot. With a :class:`~harness.generate.budget.CallBudget` the clock
starts when a slot is free, and a request that never reached the server (no connection) is
reported as not sent. The API key is read from the environment variable the caller names at each
request and is never kept on the client, so it cannot end up in a repr, a spec, a log or a file.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from types import TracebackType
from typing import TYPE_CHECKING, Any
from urllib.request import getproxies

from harness.clients.lean_httpx import httpx
from harness.core.errors import HarnessError
from harness.core.secrets import redact_url
from harness.generate.budget import CallBudget

if TYPE_CHECKING:
    from tenacity import RetryCallState

RETRY_STATUSES = frozenset({408, 409, 429, 500, 502, 503, 504})
FATAL_STATUSES = frozenset({401, 403, 404})
"""Statuses every later request will get too (bad key, no access, wrong endpoint or model)."""
DEFAULT_BASE_URL = "https://api.openai.com/v1"
BASE_URL_ENV = "OPENAI_BASE_URL"
API_KEY_ENV = "OPENAI_API_KEY"
"""The key's variable when none is named, as in OpenAI's own SDK."""
_ENDPOINT_SUFFIXES = ("/chat/completions", "/completions", "/chat")


class ChatError(Exception):
    """A chat request failed for good: a non-retryable status, retries used up, or a bad body.

    ``fatal`` marks failures that every later request will meet too until the user fixes
    something (``FATAL_STATUSES``, or no server listening), so a run can stop early.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        attempts: int = 1,
        sent: bool = True,
        fatal: bool = False,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.attempts = attempts
        self.fatal = fatal
        self.sent = sent
        """False when no attempt reached the server (connection refused, unreachable host)."""


class ChatTimeout(ChatError):
    """No complete reply within the time allowed; the request was cancelled and its slot freed."""


class _DeadlinePassed(Exception):
    """The reply was still arriving when its deadline passed (a slow drip)."""


class _NoTimeLeft(_DeadlinePassed):
    """The call's time was spent before this attempt could be sent: not a request."""


class _RetryableStatus(Exception):
    def __init__(self, status: int, detail: str, retry_after: float | None) -> None:
        super().__init__(f"HTTP {status}: {detail}")
        self.status = status
        self.retry_after = retry_after


class _WaitTooLong(Exception):
    """The server asked (Retry-After) for a longer wait than the cap or the time left."""

    def __init__(self, cause: _RetryableStatus, limit: float) -> None:
        super().__init__(str(cause))
        self.cause = cause
        self.limit = limit


@dataclass(frozen=True)
class ChatResult:
    """One completion: the reply text, the parsed body, requests sent, wall time and time waited."""

    text: str
    body: dict[str, Any]
    attempts: int
    latency_s: float
    waited_s: float = 0.0
    """Seconds spent waiting between attempts (backoff or the server's Retry-After)."""


def _status_cause(status: int, url: str, model: str, api_key_env: str | None) -> str:
    """What a fatal status means for this client, in words that name the cause."""
    if status == 401:
        if api_key_env is None:
            return (
                "the server wants an API key and none was sent: put it in OPENAI_API_KEY or name "
                "its variable with --api-key-env"
            )
        return f"the server refused the API key in ${api_key_env}: check that key"
    if status == 403:
        key = f"the key in ${api_key_env}" if api_key_env else "this client (no key was sent)"
        return f"{key} has no access to model {model!r}"
    return f"{redact_url(url)}/chat/completions or model {model!r} does not exist on this server"


def resolve_base_url(base_url: str | None) -> str:
    """The API root requests go under: ``base_url``, else ``$OPENAI_BASE_URL``, else OpenAI's.

    Normalised so that the forms people paste all work: surrounding spaces and trailing
    slashes go, and a full endpoint (``.../v1/chat/completions``) is cut back to its root
    (``.../v1``); the client then posts to ``<root>/chat/completions``.
    """
    raw = base_url if base_url is not None else (os.environ.get(BASE_URL_ENV) or DEFAULT_BASE_URL)
    url = raw.strip().rstrip("/")
    for suffix in _ENDPOINT_SUFFIXES:
        if url.lower().endswith(suffix):
            url = url[: -len(suffix)].rstrip("/")
            break
    parsed = httpx.URL(url) if url else None
    if parsed is None or parsed.scheme not in ("http", "https") or not parsed.host:
        source = "base_url" if base_url is not None else BASE_URL_ENV
        raise HarnessError(
            f"{source} {raw!r} is not an http(s) URL",
            "pass the API root, e.g. --base-url http://127.0.0.1:8000/v1",
        )
    return url


def _retryable(exc: BaseException) -> bool:
    # A refused connection (nothing listening, no such host) is not retried: backing off for
    # seconds will not start a server, and a run stops early on it (see ``ChatError.fatal``).
    if isinstance(exc, httpx.ConnectError):
        return False
    return isinstance(exc, (_RetryableStatus, httpx.TransportError))


def may_use_tls(url: str) -> bool:
    """Whether requests to ``url`` can meet TLS: an https URL, or a proxy set in the environment (an
    ``https://`` proxy is reached over TLS). Without TLS there is no certificate to check, and the
    client skips loading the CA bundle (about 0.12 s of CPU before the first request)."""
    return httpx.URL(url).scheme == "https" or bool(getproxies())


def _or_inf(seconds: float | None) -> float:
    return float("inf") if seconds is None else seconds


def _never_sent(exc: BaseException) -> bool:
    """The request did not leave this machine: no connection was made."""
    return isinstance(exc, (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout))


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit] + "..."


def _retry_after(response: httpx.Response) -> float | None:
    """Seconds the server asks to wait: ``Retry-After`` as seconds or an HTTP date."""
    value = response.headers.get("Retry-After")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _after(requests: int) -> str:
    """How many requests reached the server, as an error message says it."""
    return f"after {_plural(requests, 'request')}" if requests else "no request reached the server"


class OpenAIChatClient:
    """Chat completions against ``base_url`` (the API root, e.g. ``.../v1``) for one ``model``.

    ``base_url`` goes through ``resolve_base_url``: None reads ``$OPENAI_BASE_URL``.
    """

    def __init__(
        self,
        base_url: str | None,
        model: str,
        *,
        api_key_env: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 3,
        concurrency: int = 4,
        backoff_initial: float = 0.5,
        backoff_max: float = 20.0,
        retry_after_max: float = 60.0,
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
        self.base_url = resolve_base_url(base_url)
        self.model = model
        self.api_key_env = api_key_env
        self.timeout = timeout
        self.max_retries = max_retries
        self.concurrency = concurrency
        self.backoff_initial = backoff_initial
        self.backoff_max = backoff_max
        self.retry_after_max = retry_after_max
        """The longest ``Retry-After`` honoured; a server asking for more fails the call at once."""
        self._slots = threading.BoundedSemaphore(concurrency)
        # ``verify`` is True whenever TLS can happen; an http:// server reached directly never sees it.
        self._http = httpx.Client(timeout=httpx.Timeout(timeout), verify=may_use_tls(self.base_url))

    def __repr__(self) -> str:
        return f"OpenAIChatClient(base_url={redact_url(self.base_url)!r}, model={self.model!r})"

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
            return exc.retry_after  # honoured as asked: longer than ``retry_after_max`` never gets here
        return float(min(self.backoff_max, self.backoff_initial * 2 ** (state.attempt_number - 1)))

    def _post_once(self, payload: dict[str, Any], budget: CallBudget) -> dict[str, Any]:
        with self._slots:
            budget.start()  # the clock runs from here: waiting for a slot never counts
            left = budget.remaining()
            limit = self.timeout if left is None else min(self.timeout, left)
            if limit <= 0:
                raise _NoTimeLeft()
            deadline = time.monotonic() + limit
            # Each read waits at most ``limit``; the deadline, checked as chunks arrive, stops a drip.
            with self._http.stream(
                "POST",
                f"{self.base_url}/chat/completions",
                json=payload,
                headers=self._headers(),
                timeout=httpx.Timeout(limit),
            ) as response:
                chunks = []
                for chunk in response.iter_bytes():
                    chunks.append(chunk)
                    if time.monotonic() > deadline:
                        raise _DeadlinePassed()  # leaving the block closes the connection
                content = b"".join(chunks)
        text = content.decode(response.encoding or "utf-8", "replace")
        if response.status_code in RETRY_STATUSES or response.status_code >= 500:
            raise _RetryableStatus(response.status_code, _short(text), _retry_after(response))
        if response.status_code in FATAL_STATUSES:
            cause = _status_cause(response.status_code, self.base_url, self.model, self.api_key_env)
            raise ChatError(
                f"HTTP {response.status_code}: {cause} (server said: {_short(text)})",
                status=response.status_code,
                fatal=True,
            )
        if response.status_code != 200:
            raise ChatError(f"HTTP {response.status_code}: {_short(text)}", status=response.status_code)
        try:
            body = json.loads(content)
        except ValueError:
            raise ChatError(f"reply is not JSON: {_short(text)!r}", status=200) from None
        if not isinstance(body, dict):
            raise ChatError(f"reply is not a JSON object: {_short(text)!r}", status=200)
        return body

    def complete(
        self, messages: Sequence[Mapping[str, str]], *, budget: CallBudget | None = None, **params: Any
    ) -> ChatResult:
        """One chat completion; ``params`` (temperature, max_tokens, seed...) go into the body.

        Without ``budget`` each attempt may take ``timeout`` seconds; with one, all attempts
        together may take the budget, counted from when the first one got a slot. Raises
        :class:`ChatError` (:class:`ChatTimeout` past the time allowed) when the request fails
        for good; never returns partial text. The error message never holds the API key, even
        when the server echoes it back.
        """
        try:
            return self._complete(messages, budget, **params)
        except ChatError as exc:
            key = os.environ.get(self.api_key_env) if self.api_key_env else None
            if key and key in str(exc):
                clean = str(exc).replace(key, "<api key>")
                raise type(exc)(
                    clean, status=exc.status, attempts=exc.attempts, sent=exc.sent, fatal=exc.fatal
                ) from None
            raise

    def _attempt(self, payload: dict[str, Any], budget: CallBudget, tally: list[int]) -> dict[str, Any]:
        """One request; ``tally`` counts the requests that reached the server (``[requests]``)."""
        try:
            body = self._post_once(payload, budget)
        except BaseException as exc:
            if not (_never_sent(exc) or isinstance(exc, _NoTimeLeft)):
                tally[0] += 1
            if isinstance(exc, _RetryableStatus) and exc.retry_after is not None:
                limit = min(self.retry_after_max, _or_inf(budget.remaining()))
                if exc.retry_after > limit:
                    raise _WaitTooLong(exc, limit) from None
            raise
        tally[0] += 1
        return body

    def _retried(
        self,
        payload: dict[str, Any],
        budget: CallBudget,
        tally: list[int],
        waits: list[float],
        first: BaseException,
    ) -> dict[str, Any]:
        """The call after its first attempt failed with ``first``: tenacity replays that failure as
        attempt 1 (so backoff, stop and give-up run exactly as for any attempt), then retries."""
        from tenacity import Retrying, retry_if_exception, stop_after_attempt
        from tenacity.stop import stop_base

        class spent(stop_base):
            """Stop retrying once the call's budget is spent."""

            def __call__(self, retry_state: RetryCallState) -> bool:
                return budget.expired

        replay = [first]

        def attempt() -> dict[str, Any]:
            if replay:
                raise replay.pop()
            return self._attempt(payload, budget, tally)

        def wait(state: RetryCallState) -> float:
            seconds = min(self._wait(state), _or_inf(budget.remaining()))
            waits.append(seconds)
            return seconds

        retrying = Retrying(
            retry=retry_if_exception(_retryable),
            stop=stop_after_attempt(self.max_retries + 1) | spent(),
            wait=wait,
            reraise=True,
        )
        body: dict[str, Any] = retrying(attempt)
        return body

    def _complete(
        self, messages: Sequence[Mapping[str, str]], budget: CallBudget | None, **params: Any
    ) -> ChatResult:
        payload: dict[str, Any] = {"model": self.model, "messages": [dict(m) for m in messages]}
        payload.update({k: v for k, v in params.items() if v is not None})
        budget = budget or CallBudget(None)
        waits: list[float] = []
        start = time.perf_counter()
        tally = [0]  # requests that reached the server: what "attempts" means to a user
        try:
            try:
                body = self._attempt(payload, budget, tally)
            except Exception as exc:
                if not _retryable(exc):
                    raise
                body = self._retried(payload, budget, tally, waits, exc)
        except _WaitTooLong as exc:
            raise ChatError(
                f"{self._limited(exc.cause)}: the server asked to wait {exc.cause.retry_after:g}s "
                f"(Retry-After), longer than the {exc.limit:g}s this call may wait; gave up after "
                f"{_plural(tally[0], 'request')}, {sum(waits):.1f}s waited",
                status=exc.cause.status,
                attempts=tally[0],
            ) from None
        except _RetryableStatus as exc:
            raise ChatError(
                f"{self._limited(exc)} ({_after(tally[0])}, {sum(waits):.1f}s waited)",
                status=exc.status,
                attempts=tally[0],
            ) from None
        except (_DeadlinePassed, httpx.TimeoutException) as exc:
            if budget.seconds is None and not isinstance(exc, _DeadlinePassed):
                message = f"timed out after {self.timeout:g}s"
            else:
                # The call's budget when it ran out (to a clock tick), else the attempt's own ``timeout``.
                left = budget.remaining()
                spent = budget.seconds is not None and (left or 0.0) < 0.1
                allowed = budget.seconds if spent and budget.seconds is not None else self.timeout
                message = f"no complete reply within {allowed:g}s of sending; the request was cancelled"
            raise ChatTimeout(
                f"{message} ({_after(tally[0])})", attempts=tally[0], sent=tally[0] > 0
            ) from None
        except httpx.TransportError as exc:
            raise ChatError(
                f"connection error: {type(exc).__name__}: {_short(str(exc))} ({_after(tally[0])})",
                attempts=tally[0],
                sent=tally[0] > 0,
                fatal=isinstance(exc, httpx.ConnectError),  # nothing listens there, or no such host
            ) from None
        except ChatError as exc:
            exc.attempts = tally[0]
            raise
        text = _message_text(body)
        return ChatResult(text, body, tally[0], time.perf_counter() - start, sum(waits))

    @staticmethod
    def _limited(exc: _RetryableStatus) -> str:
        return f"rate-limited ({exc})" if exc.status == 429 else str(exc)

    def probe(self, timeout: float = 10.0) -> str:
        """Whether anything answers at ``base_url``: one ``GET <base_url>/models``.

        Returns what answered; raises a one-line :class:`HarnessError` when nothing listens, the
        connection fails, or the key is refused (401/403): what a real run would meet at once.
        """
        url = f"{self.base_url}/models"
        shown = redact_url(self.base_url)
        try:
            response = self._http.get(
                url, headers=self._headers(), timeout=httpx.Timeout(min(timeout, self.timeout))
            )
        except httpx.HTTPError as exc:
            raise HarnessError(
                f"nothing answers at {shown} ({type(exc).__name__}: {_short(str(exc))})",
                "start the server, or pass the --base-url it listens on",
            ) from None
        if response.status_code in (401, 403):
            cause = _status_cause(response.status_code, self.base_url, self.model, self.api_key_env)
            raise HarnessError(f"{shown} answered HTTP {response.status_code}: {cause}", "fix the API key")
        return f"{shown} answered (HTTP {response.status_code} to GET /models)"

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> OpenAIChatClient:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()


def _message_text(body: dict[str, Any]) -> str:
    """The first choice's text: its content, else the provider's refusal (an answer: a refusal).

    A reply with neither is a failed call, never an empty answer: cut off by ``max_tokens``
    before any text (``finish_reason`` ``length``), filtered, or empty for a reason it names.
    """
    try:
        choice = body["choices"][0]
        message = choice["message"]
        content = message["content"]
    except (KeyError, IndexError, TypeError):
        raise ChatError(f"reply has no choices[0].message.content: {_short(str(body))}", status=200) from None
    if content is not None and not isinstance(content, str):
        raise ChatError(f"choices[0].message.content is not text: {_short(str(content))}", status=200)
    if content and content.strip():
        return content
    refusal = message.get("refusal") if isinstance(message, dict) else None
    if isinstance(refusal, str) and refusal.strip():
        return refusal
    finish = choice.get("finish_reason") if isinstance(choice, dict) else None
    shown = "null" if content is None else "empty"
    if finish == "length":
        raise ChatError(
            f"the reply is {shown}: the model reached max_tokens before writing any text "
            "(finish_reason 'length'); raise max_tokens",
            status=200,
        )
    raise ChatError(f"the reply holds no text (content {shown}, finish_reason {finish!r})", status=200)
