"""run_protocol end to end on a tiny corpus: folder files, resume, refusals, torn tails, dry run, keys."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from harness.core.errors import HarnessError
from harness.core.io import TornLineWarning
from harness.pipeline import run_protocol
from harness.store import RunFolder
from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body
from tests.run.helpers import CALLS_ENV, tiny_corpus, tiny_question_set

CORPUS = tiny_corpus()
QSET = tiny_question_set(CORPUS, 12)
COUNTING = "python:tests.run.helpers:CountingGenerator"


def _run(out: Path, **kw: Any) -> Any:
    kw.setdefault("generator", "extractive")
    return run_protocol(CORPUS, questions=QSET, out=out, progress=False, grader=None, **kw)


@pytest.fixture()
def calls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "calls.txt"
    monkeypatch.setenv(CALLS_ENV, str(path))
    return path


def test_a_run_writes_manifest_questions_and_one_answer_per_question(tmp_path: Path) -> None:
    result = _run(tmp_path / "run", concurrency=3)
    folder = RunFolder.open(tmp_path / "run")
    manifest = folder.manifest()
    assert manifest.generator.name == "extractive" and manifest.condition == "rag_always"
    assert (
        manifest.question_set_hash == QSET.header.content_hash
        and manifest.corpus_fingerprint == CORPUS.fingerprint
    )
    assert len(manifest.prompt_hash) == 64 and manifest.prompt == "default"
    assert folder.question_set() == QSET
    lines = (tmp_path / "run" / "answers.jsonl").read_text().splitlines()
    assert sorted(json.loads(x)["question_id"] for x in lines) == sorted(q.id for q in QSET.questions)
    assert (result.total, result.answered_now, result.errors, result.interrupted) == (12, 12, 0, False)


def test_resume_never_asks_a_finished_question_again(tmp_path: Path, calls: Path) -> None:
    out = tmp_path / "run"
    first = _run(out, generator=COUNTING)
    assert first.answered_now == 12 and len(calls.read_text().split()) == 12
    again = _run(out, generator=COUNTING)
    assert (again.already_answered, again.answered_now) == (12, 0)
    assert len(calls.read_text().split()) == 12


def test_a_torn_last_line_is_reported_and_that_answer_redone(tmp_path: Path, calls: Path) -> None:
    out = tmp_path / "run"
    _run(out, generator=COUNTING)
    answers = out / "answers.jsonl"
    lines = answers.read_text().splitlines(keepends=True)
    torn_id = json.loads(lines[-1])["question_id"]
    answers.write_text("".join(lines[:-1]) + lines[-1][:30])
    with pytest.warns(TornLineWarning):
        result = _run(out, generator=COUNTING)
    assert result.answered_now == 1 and calls.read_text().split()[-1] == torn_id
    assert len(RunFolder(out).answers()) == 12


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"generator": "always-refuse"}, "generator"),
        ({"prompt": "licensed"}, "prompt"),
        ({"condition": "no_rag"}, "condition"),
        ({"generator_options": {"min_coverage": 0.9}}, "generator"),
    ],
)
def test_a_folder_from_another_run_is_refused(tmp_path: Path, change: dict[str, Any], field: str) -> None:
    out = tmp_path / "run"
    _run(out)
    before = (out / "answers.jsonl").read_bytes()
    with pytest.raises(HarnessError, match=f"holds a different run.*{field}: folder has"):
        _run(out, **change)
    assert (out / "answers.jsonl").read_bytes() == before


def test_another_question_set_is_refused(tmp_path: Path) -> None:
    _run(tmp_path / "run")
    with pytest.raises(HarnessError, match="question set"):
        run_protocol(
            CORPUS, questions=tiny_question_set(CORPUS, 5), out=tmp_path / "run", progress=False, grader=None
        )


def test_a_question_set_of_another_corpus_is_refused(tmp_path: Path) -> None:
    other = tiny_question_set(CORPUS, 3)
    other = type(other)(
        type(other.header)(**{**other.header.__dict__, "corpus_fingerprint": "f" * 64}), other.questions
    )
    with pytest.raises(HarnessError, match="another corpus"):
        run_protocol(CORPUS, questions=other, out=tmp_path / "run", progress=False, grader=None)


def test_a_non_run_folder_is_never_written_into(tmp_path: Path) -> None:
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "notes.txt").write_text("keep me")
    with pytest.raises(HarnessError, match="not a run folder"):
        _run(tmp_path / "mine")
    assert sorted(p.name for p in (tmp_path / "mine").iterdir()) == ["notes.txt"]


def test_dry_run_counts_calls_and_prompt_size_and_writes_nothing(tmp_path: Path) -> None:
    result = _run(tmp_path / "run", dry_run=True)
    assert result.dry_run is not None and result.dry_run.generator_calls == 12
    assert (
        result.dry_run.prompt_chars > 12 * 100
        and result.dry_run.approx_prompt_tokens == result.dry_run.prompt_chars // 4
    )
    assert not (tmp_path / "run").exists()


def test_errors_are_recorded_and_counted_and_the_run_goes_on(tmp_path: Path) -> None:
    result = _run(tmp_path / "run", generator="python:tests.test_pipeline:flaky")
    answers = RunFolder(tmp_path / "run").answers()
    assert len(answers) == 12 and result.errors == sum(a.error is not None for a in answers) > 0


def flaky(request: Any) -> str:
    if request.question_id.endswith(("1", "5")):
        raise RuntimeError("flaky pipeline")
    return "Final answer: Yes."


FLAKY_STATE_ENV = "HARNESS_TEST_FLAKY_DOWN"


def down_then_up(request: Any) -> str:
    """Fails q...1 and q...5 while the file named by the env var exists (an endpoint outage)."""
    if Path(os.environ[FLAKY_STATE_ENV]).exists() and request.question_id.endswith(("1", "5")):
        raise RuntimeError("endpoint down")
    return "Final answer: Yes."


def test_retry_errors_asks_only_the_errored_questions_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    down = tmp_path / "down"
    down.touch()
    monkeypatch.setenv(FLAKY_STATE_ENV, str(down))
    out, gen = tmp_path / "run", "python:tests.test_pipeline:down_then_up"
    first = _run(out, generator=gen)
    errored = {a.question_id for a in RunFolder(out).answers() if a.error}
    assert first.errors == len(errored) > 0
    down.unlink()  # the outage is over
    plain = _run(out, generator=gen)
    assert plain.answered_now == 0 and plain.errors == len(errored)  # a plain resume keeps them
    retried = _run(out, generator=gen, retry_errors=True)
    assert retried.answered_now == len(errored) and retried.errors == 0
    answers = RunFolder(out).answers()
    assert len(answers) == 12 and not any(a.error for a in answers)
    lines = (out / "answers.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 12 + len(errored)  # nothing rewritten: the new answers were appended


def test_bad_numbers_are_user_errors(tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="concurrency"):
        _run(tmp_path / "a", concurrency=0)
    with pytest.raises(HarnessError, match="timeout"):
        _run(tmp_path / "b", timeout_s=-1.0)


def test_openai_generator_run_never_writes_the_api_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sentinel = "sk-SENTINEL-do-not-write-0123456789"
    monkeypatch.setenv("HARNESS_SENTINEL_KEY", sentinel)

    def responder(request: dict[str, Any]) -> FakeReply:
        if "Delaware" in json.dumps(request):
            return FakeReply(500, "down")
        return FakeReply(body=chat_completion_body("Final answer: Yes."))

    with FakeOpenAIServer(responder) as srv:
        options = {
            "base_url": srv.base_url,
            "api_key_env": "HARNESS_SENTINEL_KEY",
            "max_retries": 1,
            "timeout": 2.0,
        }
        result = _run(tmp_path / "run", generator="openai:fake-model", generator_options=options)
    assert result.errors > 0 and all(h["authorization"] == f"Bearer {sentinel}" for h in srv.request_headers)
    answers = RunFolder(tmp_path / "run").answers()
    assert any(a.error and "HTTP 500" in a.error for a in answers)
    for path in (tmp_path / "run").rglob("*"):
        assert sentinel not in path.read_text(encoding="utf-8", errors="replace"), path
