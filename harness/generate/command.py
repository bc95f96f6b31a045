"""``cmd:...`` — a user's pipeline as a long-lived subprocess speaking JSON lines.

The harness writes one JSON request per line on the process's stdin and reads one JSON
answer per line from its stdout. The command line is split with ``shlex`` and run without a
shell; corpus and question text travel only inside the JSON on stdin, never on a command line.

Request: ``{"question_id", "question", "passages": [{"id", "document_id", "text", "score",
"rank"}], "messages", "prompt", "attempt", "condition"}``. Answer: ``{"text", "citations"?,
"passages"?, "passage_texts"?}`` or ``{"error": "..."}``.
"""

from __future__ import annotations

import collections
import json
import queue
import shlex
import subprocess
import threading
from typing import IO, Any

from harness.core.errors import HarnessError
from harness.generate.base import GenerationOutput, GenerationRequest, coerce_output, generator


def request_payload(request: GenerationRequest) -> dict[str, Any]:
    """The JSON request line for ``request`` (gold is never sent)."""
    return {
        "question_id": request.question_id,
        "question": request.question,
        "passages": [
            {
                "id": p.passage_id,
                "document_id": p.document_id,
                "text": p.text,
                "score": p.score,
                "rank": p.rank,
            }
            for p in request.passages
        ],
        "messages": [dict(m) for m in request.messages],
        "prompt": request.prompt,
        "attempt": request.attempt,
        "condition": request.condition,
    }


class _Worker:
    """One subprocess with a reader thread for stdout and a tail of stderr for error messages."""

    def __init__(self, argv: list[str], cwd: str | None) -> None:
        self.argv = argv
        self.cwd = cwd
        self.proc: subprocess.Popen[bytes] | None = None
        self.lines: queue.Queue[bytes | None] = queue.Queue()
        self.stderr_tail: collections.deque[str] = collections.deque(maxlen=10)

    def start(self) -> None:
        try:
            self.proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=self.cwd,
                shell=False,
                close_fds=True,
            )
        except OSError as exc:
            raise HarnessError(
                f"cannot start command {shlex.join(self.argv)}: {exc}",
                "check the program path and that it is executable",
            ) from exc
        self.lines = queue.Queue()
        assert self.proc.stdout is not None and self.proc.stderr is not None
        threading.Thread(target=self._read, args=(self.proc.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._drain, args=(self.proc.stderr,), daemon=True).start()

    @staticmethod
    def _read(stream: IO[bytes], lines: queue.Queue[bytes | None]) -> None:
        for line in stream:
            lines.put(line)
        lines.put(None)

    def _drain(self, stream: IO[bytes]) -> None:
        for line in stream:
            self.stderr_tail.append(line.decode("utf-8", "replace").rstrip())

    def _died(self, what: str) -> RuntimeError:
        code = None
        if self.proc is not None:
            try:  # stdout closed a moment before the exit status is available: wait briefly
                code = self.proc.wait(timeout=2.0)
            except subprocess.TimeoutExpired:
                code = None
        tail = " | ".join(self.stderr_tail) or "no stderr"
        self.stop()
        return RuntimeError(f"command {what} (exit code {code}); stderr: {tail[-500:]}")

    def ask(self, payload: dict[str, Any], timeout: float) -> dict[str, Any]:
        if self.proc is None or self.proc.poll() is not None:
            self.start()
        assert self.proc is not None and self.proc.stdin is not None
        line = json.dumps(payload, ensure_ascii=True) + "\n"  # ASCII: no byte can look like a newline
        try:
            self.proc.stdin.write(line.encode("ascii"))
            self.proc.stdin.flush()
        except OSError:
            raise self._died("closed its stdin") from None
        try:
            reply = self.lines.get(timeout=timeout)
        except queue.Empty:
            self.stop()  # a late reply would be read as the next question's answer: start afresh
            raise TimeoutError(f"command gave no answer line within {timeout:g}s") from None
        if reply is None:
            raise self._died("exited before answering")
        try:
            data = json.loads(reply)
        except ValueError:
            self.stop()
            raise ValueError(f"command wrote a line that is not JSON: {reply[:200]!r}") from None
        if not isinstance(data, dict):
            raise ValueError(f"command answer must be a JSON object, got {reply[:200]!r}")
        return data

    def stop(self) -> None:
        if self.proc is not None:
            if self.proc.poll() is None:
                self.proc.kill()
            self.proc.wait()
            for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
                if stream is not None:
                    stream.close()
            self.proc = None


class CommandGenerator:
    """A pool of ``processes`` long-lived subprocesses; each serves one request at a time.

    A request waits for an idle process; the run's timeout counts from when it has one, and a
    process that overruns it is killed (and restarted on the next call), which frees it.
    """

    wants_gold = False
    queues_requests = True

    def __init__(
        self, command: str, timeout: float = 60.0, processes: int = 1, cwd: str | None = None
    ) -> None:
        argv = shlex.split(command)
        if not argv:
            raise HarnessError(
                "cmd: generator has an empty command", "write it as cmd:'python my_pipeline.py'"
            )
        if timeout <= 0 or processes < 1:
            raise HarnessError(
                f"cmd: timeout must be > 0 and processes >= 1 (got {timeout}, {processes})",
                "pass e.g. timeout=60 processes=1",
            )
        self.name = f"cmd:{command}"
        self.timeout = timeout
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._workers = [_Worker(argv, cwd) for _ in range(processes)]
        for worker in self._workers:
            worker.start()
            self._idle.put(worker)

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        worker = self._idle.get()
        try:
            timeout = self.timeout
            if request.budget is not None:
                request.budget.start()
                left = request.budget.remaining()
                timeout = timeout if left is None else min(timeout, left)
            data = worker.ask(request_payload(request), timeout)
            answered = data.get("question_id", request.question_id)
            if answered != request.question_id:
                worker.stop()  # out of step with its requests: restart it on the next call
                raise ValueError(f"command answered question {answered!r} when asked {request.question_id!r}")
        finally:
            self._idle.put(worker)
        if isinstance(data.get("error"), str):
            raise RuntimeError(f"command reported an error: {data['error']}")
        return coerce_output(data)

    def close(self) -> None:
        for worker in self._workers:
            worker.stop()


@generator("cmd", takes_target=True, pace=("timeout", "processes"))
def command_generator(target: str, timeout: float = 60.0, processes: int = 1) -> CommandGenerator:
    """A long-lived subprocess speaking one JSON request/answer per line: cmd:'python my.py'."""
    return CommandGenerator(target, timeout=timeout, processes=processes)
