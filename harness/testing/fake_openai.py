"""A real OpenAI-compatible HTTP server on 127.0.0.1 for tests, notebooks and workshops.

``FakeOpenAIServer(responder)`` serves ``POST /v1/chat/completions`` from a background
thread; ``responder(request_json)`` decides each reply (status, body, delay), so tests can
play 429s, 500s, slow replies, malformed bodies and dropped connections against the real
client code path.
"""

from __future__ import annotations

import json
import socket
import struct
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any


@dataclass(frozen=True)
class FakeReply:
    """One scripted reply: HTTP status, a JSON body (dict) or raw text, and a delay."""

    status: int = 200
    body: dict[str, Any] | str = field(default_factory=dict)
    delay_s: float = 0.0
    drop: bool = False
    """Close the connection without any response (a connection reset, as the client sees it)."""
    headers: dict[str, str] = field(default_factory=dict)
    """Extra response headers, e.g. ``{"Retry-After": "0"}``."""
    drip_s: float = 0.0
    """Send the body one byte at a time, this many seconds apart (a slow-drip server)."""
    cut_after: int | None = None
    """Send the headers (with the whole body's length) and this many bytes of the body, then reset
    the connection (a reply cut mid-body, as a crashing proxy or server leaves it)."""


Responder = Callable[[dict[str, Any]], FakeReply]


def chat_completion_body(text: str, model: str = "fake-model") -> dict[str, Any]:
    """A normal ``chat.completion`` body whose single choice says ``text``."""
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
    }


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # keep test output quiet
        return

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        try:
            request = json.loads(raw or b"{}")
        except ValueError:
            request = {"_unparsed": raw.decode("utf-8", "replace")}
        owner = self.server.owner
        with owner._lock:
            owner.requests.append(request)
            owner.request_headers.append({k.lower(): v for k, v in self.headers.items()})
        if self.path.rstrip("/") not in ("/v1/chat/completions", "/chat/completions"):
            self._send(FakeReply(404, {"error": {"message": f"no route {self.path}"}}))
            return
        try:
            reply = owner.responder(request)
        except Exception as exc:  # a broken responder is a 500, as a real server would answer
            reply = FakeReply(500, {"error": {"message": f"responder raised {exc!r}"}})
        if reply.delay_s > 0:
            time.sleep(reply.delay_s)
        if reply.drop:
            # SO_LINGER 0 makes close() send a RST, which the client sees as a reset connection.
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_connection = True
            self.connection.close()
            return
        self._send(reply)

    def _send(self, reply: FakeReply) -> None:
        data = (
            reply.body.encode("utf-8")
            if isinstance(reply.body, str)
            else json.dumps(reply.body).encode("utf-8")
        )
        try:
            self.send_response(reply.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for key, value in reply.headers.items():
                self.send_header(key, value)
            self.end_headers()
            if reply.cut_after is not None:
                self.wfile.write(data[: reply.cut_after])
                self.wfile.flush()
                self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                self.close_connection = True
                self.connection.close()
            elif reply.drip_s > 0:
                for i in range(len(data)):
                    self.wfile.write(data[i : i + 1])
                    self.wfile.flush()
                    time.sleep(reply.drip_s)
            else:
                self.wfile.write(data)
        except OSError:  # the client gave up (timeout) before the reply was ready
            self.close_connection = True


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128  # like a real server's backlog: a burst of connections is queued, not reset
    block_on_close = False
    owner: FakeOpenAIServer


class FakeOpenAIServer:
    """An OpenAI-compatible chat server on 127.0.0.1 (a free port), run in a thread.

    Use as a context manager; ``base_url`` ends in ``/v1``; ``requests`` holds every request
    body received (parsed JSON), ``request_headers`` their headers (lower-case names).
    """

    def __init__(self, responder: Responder, port: int = 0) -> None:
        self.responder = responder
        self.port = port
        """0 picks a free port; a fixed one lets a test stop a server and bring it back."""
        self.requests: list[dict[str, Any]] = []
        self.request_headers: list[dict[str, str]] = []
        self._lock = threading.Lock()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        if self._server is None:
            raise RuntimeError("the fake server is not started; use it as a context manager")
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def start(self) -> FakeOpenAIServer:
        self._server = _Server(("127.0.0.1", self.port), _Handler)
        self._server.owner = self
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()
