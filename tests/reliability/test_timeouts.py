"""Defect 2 of issue 18, through the CLI against a real server on 127.0.0.1: a timed-out call
cancels its request and frees its slot, time spent waiting for a slot never counts, a slow drip
is stopped at the timeout, and a question that was never sent is not recorded as an answer.

Each test compares what the server received with what ``answers.jsonl`` records.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

from harness.cli.exit_codes import ANSWER_ERRORS, STOPPED
from harness.questions.qset import write_question_set
from harness.store import RunFolder
from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body
from tests.reliability.helpers import cli, tiny_corpus, tiny_question_set

CORPUS = tiny_corpus()


def _argv(tmp_path: Path, base_url: str, n: int, *extra: str) -> list[str]:
    qfile = tmp_path / "q.jsonl"
    if not qfile.exists():
        write_question_set(qfile, tiny_question_set(CORPUS, n))
    argv = ["run", "--corpus", "tiny-test", "--questions", str(qfile), "--out", str(tmp_path / "run")]
    argv += ["--generator", "openai:fake-model", "--base-url", base_url, "--grader", "none"]
    return [*argv, "--condition", "no_rag", "--no-progress", *extra]


def test_a_timed_out_call_frees_its_slot_and_unsent_questions_are_never_timeouts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--timeout 1 --concurrency 8 with 2 connection slots against a server that never answers in
    time: every question is sent exactly once and each recorded timeout is one request the server
    received. Before the fix, 127 of 130 answers said "did not answer within 2s" while the server
    received 11 requests, because a timed-out call kept its slot and the others timed out waiting."""
    release = threading.Event()

    def stall(request: dict[str, Any]) -> FakeReply:
        release.wait(30)  # far past the run's timeout
        return FakeReply(body=chat_completion_body("Final answer: too late."))

    n = 10
    with FakeOpenAIServer(stall) as server:
        argv = _argv(tmp_path, server.base_url, n, "--timeout", "1", "--concurrency", "8")
        # every request times out here on purpose: the circuit breaker (issue 26) is switched off
        argv += ["-o", "concurrency=2", "-o", "max_retries=0", "--stop-after-fatal", "0"]
        start = time.monotonic()
        result = cli(argv, capsys)
        elapsed = time.monotonic() - start
        received = len(server.requests)
        release.set()
    assert result.code == ANSWER_ERRORS, result.err  # timeouts are errored answers, not scored
    answers = RunFolder(tmp_path / "run").answers()
    timeouts = [a for a in answers if a.error is not None and a.error.startswith("TimeoutError")]
    assert len(answers) == n and len(timeouts) == n, [a.error for a in answers]
    assert received == len(timeouts), (received, len(timeouts))  # no answer for a request never sent
    assert all("within 1s of sending; the request was cancelled" in str(a.error) for a in timeouts)
    # Slots are freed at each timeout: 10 requests through 2 slots take about 5 s, not 10 x 30 s.
    assert elapsed < 25, elapsed  # were slots held until the server answers (30 s), far longer
    # Latency, like the timeout, counts from sending: about 1 s each, though the last waited ~4 s.
    assert all(0.9 < a.latency_s < 3.5 for a in answers), [a.latency_s for a in answers]


def test_a_slow_drip_reply_is_stopped_at_the_timeout(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Headers at once, then one byte every 50 ms: no single read is slow, yet the call ends at
    the timeout and is recorded once per request the server received."""
    drip = FakeReply(body=chat_completion_body("Final answer: " + "slow " * 100), drip_s=0.05)
    with FakeOpenAIServer(lambda request: drip) as server:
        argv = _argv(tmp_path, server.base_url, 2, "--timeout", "1", "-o", "max_retries=0")
        start = time.monotonic()
        result = cli(argv, capsys)
        elapsed = time.monotonic() - start
        received = len(server.requests)
    assert result.code == ANSWER_ERRORS, result.err
    answers = RunFolder(tmp_path / "run").answers()
    assert [a.error is not None and "within 1s of sending" in a.error for a in answers] == [True, True]
    assert received == len(answers) == 2
    assert elapsed < 15, elapsed  # the whole body would take about 40 s


def test_a_question_never_sent_is_not_recorded_and_a_resume_asks_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """No server listening: nothing reached a model, so nothing is an answer; once the server is
    up, the resumed run asks every question."""
    with FakeOpenAIServer(lambda request: FakeReply()) as gone:
        url, port = gone.base_url, gone._server.server_address[1] if gone._server else 0
    argv = _argv(tmp_path, url, 3, "--timeout", "5", "-o", "max_retries=0")
    result = cli(argv, capsys)
    # Three identical "not sent" in a row: the run stops with one line (issue 14), nothing recorded.
    assert result.code == STOPPED, result.err
    assert "stopped after 3 questions in a row" in result.err and "ConnectError" in result.err
    assert RunFolder(tmp_path / "run").answers() == []

    reply = FakeReply(body=chat_completion_body("Final answer: Yes."))
    with FakeOpenAIServer(lambda request: reply, port=port) as server:
        again = cli(argv, capsys)
        assert again.code == 0, again.err
        assert len(server.requests) == 3
    assert "3 answered now, 0 before, 0 generator errors" in again.out
