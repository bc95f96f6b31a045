"""Faults during a run: every kind is recorded on its answer or grade, the run goes on, summaries count it.

``tests/run`` covers single faults at the answer level (a raise, a timeout, a big output) and an
HTTP 500; here the faults are mixed in one run through the CLI, and the counts are followed
into the run's printed line, ``answers.jsonl``, ``grades.jsonl`` and ``report.json``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.cli.exit_codes import ANSWER_ERRORS
from harness.core.io import read_jsonl
from harness.core.records import Answer, Grade
from harness.pipeline import run_protocol
from harness.questions.qset import write_question_set
from harness.store import RunFolder
from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body
from tests.reliability.helpers import (
    ERROR_FAULTS,
    FAULTS,
    cli,
    tiny_corpus,
    tiny_question_set,
)

CORPUS = tiny_corpus()


def _qfile(tmp_path: Path, n: int) -> Path:
    path = tmp_path / "tiny.questions.jsonl"
    write_question_set(path, tiny_question_set(CORPUS, n))
    return path


def test_a_run_with_every_generator_fault_goes_on_and_counts_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    argv = ["run", "--corpus", "tiny-test", "--questions", str(_qfile(tmp_path, 8)), "--out", str(out)]
    argv += ["--generator", "python:tests.reliability.helpers:chaos", "--timeout", "0.5", "--no-progress"]
    result = cli(argv, capsys)
    n_errors = len(ERROR_FAULTS)
    assert result.code == ANSWER_ERRORS, result.err  # the run goes on, but CI learns answers errored
    assert f"{n_errors} questions errored and are not scored" in result.err
    assert f"8 answered now, 0 before, {n_errors} generator errors, graded by reference" in result.out
    assert f"generator errors: {n_errors}" in result.err  # the bucket-table summary

    answers = {a.question_id: a for a in RunFolder(out).answers()}
    assert len(answers) == 8
    by_fault = {fault: answers[qid] for qid, fault in FAULTS.items()}
    expected_errors = {
        "raise": "RuntimeError: pipeline exploded",
        "hang": "TimeoutError: the generator did not answer within 0.5s",
        "not-a-string": "TypeError: a generator must return a str, a dict or a GenerationOutput, got int",
        "dict-without-text": "TypeError: output has no text",
    }
    for fault, message in expected_errors.items():
        error = by_fault[fault].error
        assert error is not None and error.startswith(message), (fault, error)
        assert by_fault[fault].text == "" and not by_fault[fault].format_ok
    bad_format = by_fault["bad-format-twice"]
    assert bad_format.error is None and bad_format.format_retry_used and not bad_format.format_ok
    assert bad_format.format_violations_after_retry == ("does not begin with 'Final answer:'",)
    big = by_fault["megabytes"]
    assert big.error is None and big.truncated and len(big.raw) <= 64 * 1024 and len(big.text) <= 64 * 1024
    assert (out / "answers.jsonl").stat().st_size < 400_000  # 3.6 MB of output did not reach the disk

    grades = read_jsonl(out / "grades.jsonl", Grade)
    assert sorted(g.question_id for g in grades) == sorted(answers)  # no faulted answer lost its grade
    for fault in ERROR_FAULTS:
        grade = next(g for g in grades if g.question_id == by_fault[fault].question_id)
        assert grade.factuality == "unsupported" and "unparsed" in grade.flags, (fault, grade)

    report = json.loads((out / "report.json").read_text())
    assert report["errors"]["generator_errors"] == n_errors
    assert report["errors"]["unanswered"] == 0 and report["n"] == 8
    assert report["counts"]["error"] == n_errors and report["n_scored"] == 8 - n_errors  # kept apart
    contract = report["output_contract"]
    assert (contract["truncated"], contract["violations_after_retry"]) == (1, 1)
    assert contract["format_ok"] == 8 - n_errors - 1


def _http_responder(seen: dict[str, int]) -> Any:
    """429 for good, 500 for good, a reset connection, a 429 that clears, and a good reply."""

    def respond(request: dict[str, Any]) -> FakeReply:
        prompt = json.dumps(request["messages"])
        for cue, reply in (
            ("survive termination", FakeReply(429, "slow down", headers={"Retry-After": "0"})),
            ("return or destroy", FakeReply(500, "internal error")),
            ("oral disclosures", FakeReply(drop=True)),
        ):
            if cue in prompt:
                seen[cue] = seen.get(cue, 0) + 1
                return reply
        if "volcanic" in prompt:
            seen["volcanic"] = seen.get("volcanic", 0) + 1
            if seen["volcanic"] == 1:
                return FakeReply(429, "busy", headers={"Retry-After": "0"})
        return FakeReply(body=chat_completion_body("Final answer: Yes."))

    return respond


def test_http_429_500_and_resets_are_recorded_per_answer_and_the_run_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: dict[str, int] = {}
    out = tmp_path / "run"
    with FakeOpenAIServer(_http_responder(seen)) as server:
        argv = ["run", "--corpus", "tiny-test", "--questions", str(_qfile(tmp_path, 5)), "--out", str(out)]
        argv += ["--generator", "openai:fake-model", "--base-url", server.base_url, "--grader", "none"]
        # no_rag: the prompt holds only the question, so the responder's cues pick one question each.
        argv += ["-o", "max_retries=1", "-o", "timeout=5", "--condition", "no_rag", "--no-progress"]
        result = cli(argv, capsys)
        assert result.code == ANSWER_ERRORS, result.err
        assert "5 answered now, 0 before, 3 generator errors" in result.out
        answers = {a.question_id: a for a in RunFolder(out).answers()}
        assert answers["q-01"].error is not None and "HTTP 429" in answers["q-01"].error
        assert answers["q-02"].error is not None and "HTTP 500" in answers["q-02"].error
        assert answers["q-03"].error is not None and "connection error" in answers["q-03"].error
        for qid in ("q-01", "q-02", "q-03"):
            assert "after 2 requests" in str(answers[qid].error)  # one retry each, then recorded
        assert answers["q-04"].error is None and answers["q-04"].text == "Yes."  # the 429 cleared
        assert answers["q-05"].error is None
        assert seen == {
            "survive termination": 2,
            "return or destroy": 2,
            "oral disclosures": 2,
            "volcanic": 2,
        }
        sent = len(server.requests)
        again = cli(argv, capsys)  # resume: recorded failures are answers too, never re-sent
        assert again.code == ANSWER_ERRORS and "0 answered now, 5 before, 3 generator errors" in again.out
        assert len(server.requests) == sent


INVALID_FOR = ("volcanic", "Delaware")
VALID_JUDGE = {
    "factuality": "correct",
    "citation_support": {},
    "refusal_quality": None,
    "extra_claim_count": 0,
    "rationale": {"factuality": "fine"},
}


def test_an_llm_judge_returning_invalid_json_is_a_counted_judge_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    run_protocol(CORPUS, questions=tiny_question_set(CORPUS, 5), out=out, progress=False, grader=None)

    def respond(request: dict[str, Any]) -> FakeReply:
        prompt = json.dumps(request["messages"])
        if any(cue in prompt for cue in INVALID_FOR):
            return FakeReply(body=chat_completion_body('{"factuality": "correct", "rationale": '))
        return FakeReply(body=chat_completion_body(json.dumps(VALID_JUDGE)))

    with FakeOpenAIServer(respond) as server:
        argv = ["grade", str(out), "--grader", "llm", "--model", "judge", "--base-url", server.base_url]
        graded = cli([*argv, "--api-key-env", "", "--no-cache"], capsys)
    assert graded.code == ANSWER_ERRORS, graded.err  # judge errors are errors: grade exits 3 (issue 26)
    assert "graded 5 answers" in graded.out and "flags: judge_error 2" in graded.out
    grades = {g.question_id: g for g in read_jsonl(out / "grades.jsonl", Grade)}
    assert len(grades) == 5
    for qid in ("q-04", "q-05"):  # the volcanic and Delaware questions
        assert grades[qid].flags == ("judge_error",) and "invalid judge reply twice" in str(grades[qid].error)
    assert all(not grades[q].flags for q in ("q-01", "q-02", "q-03"))

    reported = cli(["report", str(out), "--json"], capsys)
    assert reported.code == 0, reported.err
    errors = json.loads(reported.out)["errors"]
    assert errors["flags"] == {"judge_error": 2} and errors["grade_errors"] == 2
    assert errors["generator_errors"] == 0
    assert len(read_jsonl(out / "answers.jsonl", Answer)) == 5
