"""Batch engines: export -> local batch runner -> import gives the online run's answers, grades and
report on the same fake model; the exported and imported lines follow the published schema byte for
byte; a prompt-hash mismatch is one line, exit 2, nothing written."""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from harness.cli.main import main
from harness.core.io import read_jsonl
from harness.core.records import Answer, Grade
from harness.testing import FakeOpenAIServer
from harness.testing.batch_runner import fake_rag_model, run_batch
from tests.conftest import REPO_ROOT

# The per-line objects of the OpenAI batch files, transcribed from the OpenAI OpenAPI spec
# (components.schemas.BatchRequestInput and BatchRequestOutput); vLLM's run_batch reads and
# writes the same lines. ``additionalProperties`` is closed on the input line: an engine
# rejects unknown keys there.
BATCH_REQUEST_INPUT = {
    "type": "object",
    "required": ["custom_id", "method", "url", "body"],
    "additionalProperties": False,
    "properties": {
        "custom_id": {"type": "string", "minLength": 1},
        "method": {"type": "string", "enum": ["POST"]},
        "url": {"type": "string", "enum": ["/v1/chat/completions"]},
        "body": {
            "type": "object",
            "required": ["model", "messages"],
            "properties": {
                "model": {"type": "string"},
                "messages": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "required": ["role", "content"],
                        "additionalProperties": False,
                        "properties": {
                            "role": {"enum": ["system", "user", "assistant"]},
                            "content": {"type": "string"},
                        },
                    },
                },
                "temperature": {"type": "number"},
                "max_tokens": {"type": "integer"},
                "seed": {"type": "integer"},
            },
        },
    },
}
BATCH_REQUEST_OUTPUT = {
    "type": "object",
    "required": ["id", "custom_id", "response", "error"],
    "properties": {
        "id": {"type": "string"},
        "custom_id": {"type": "string"},
        "response": {
            "type": ["object", "null"],
            "properties": {
                "status_code": {"type": "integer"},
                "request_id": {"type": "string"},
                "body": {"type": "object"},
            },
        },
        "error": {
            "type": ["object", "null"],
            "properties": {"code": {"type": "string"}, "message": {"type": "string"}},
        },
    },
}


def _answers(run: Path) -> dict[str, dict[str, Any]]:
    return {
        a.question_id: a.__dict__ | {"latency_s": None} for a in read_jsonl(run / "answers.jsonl", Answer)
    }


def _grades(run: Path) -> dict[str, Grade]:
    return {g.question_id: g for g in read_jsonl(run / "grades.jsonl", Grade)}


def _report(run: Path) -> dict[str, Any]:
    report = json.loads((run / "report.json").read_text())
    for key in ("path", "name", "created_at"):
        report["run"].pop(key)
    return report


def check_input_file(path: Path) -> list[dict[str, Any]]:
    """The byte-level rules of a batch input file, then each line against the published schema."""
    raw = path.read_bytes()
    if not raw:
        return []  # nothing left to ask
    assert not raw.startswith(b"\xef\xbb\xbf"), "no byte-order mark"
    assert raw.endswith(b"\n") and b"\r" not in raw and b"\n\n" not in raw, "one line per request, LF only"
    raw.decode("utf-8")  # strict UTF-8
    lines = [json.loads(line) for line in raw.split(b"\n")[:-1]]
    for line in lines:
        jsonschema.validate(line, BATCH_REQUEST_INPUT)
    ids = [line["custom_id"] for line in lines]
    assert len(ids) == len(set(ids)), "custom_id is unique in a file"
    return lines


def _cli(*args: str) -> None:
    main(list(args))


def run_online(out: Path, *extra: str) -> str:
    """An online run: the openai: generator against the fake model over HTTP; the server's base URL."""
    with FakeOpenAIServer(fake_rag_model) as server:
        _cli(
            "run",
            "--generator",
            "openai:fake-model",
            "--base-url",
            server.base_url,
            "--out",
            str(out),
            *extra,
        )
        return server.base_url


@pytest.fixture()
def online(tmp_path: Path) -> tuple[Path, str]:
    """The online run, graded and reported."""
    out = tmp_path / "online"
    return out, run_online(out, "--no-progress")


def test_export_batch_import_equals_the_online_run(tmp_path: Path, online: tuple[Path, str]) -> None:
    online_dir, base_url = online
    run = tmp_path / "batch"
    _cli(
        "run", "--generator", "openai:fake-model", "--base-url", base_url, "--out", str(run), "--prepare-only"
    )
    assert not (run / "answers.jsonl").exists()
    rounds = []
    for n in range(1, 4):
        requests, results = tmp_path / f"requests-{n}.jsonl", tmp_path / f"results-{n}.jsonl"
        _cli("export-requests", str(run), "--out", str(requests))
        lines = check_input_file(requests)
        rounds.append(len(lines))
        if not lines:
            break
        run_batch(requests, results, fake_rag_model)
        for line in map(json.loads, results.read_text().splitlines()):
            jsonschema.validate(line, BATCH_REQUEST_OUTPUT)
        _cli("import-answers", str(run), str(results))
    total = len(_answers(online_dir))
    retried = sum(a["format_retry_used"] for a in _answers(online_dir).values())
    assert retried > 0, "the fake model breaks the format on some questions"
    assert rounds == [total, retried, 0]  # first prompts, then the format retries, then nothing
    _cli("grade", str(run))
    assert _answers(run) == _answers(online_dir)
    assert _grades(run) == _grades(online_dir)
    assert _report(run) == _report(online_dir)


def test_a_retry_request_carries_the_first_reply_and_the_correction(tmp_path: Path) -> None:
    run = tmp_path / "batch"
    _cli("run", "--generator", "openai:fake-model", "-o", "seed=7", "--out", str(run), "--prepare-only")
    _cli("export-requests", str(run), "--out", str(tmp_path / "r1.jsonl"))
    first = {line["custom_id"]: line for line in check_input_file(tmp_path / "r1.jsonl")}
    assert all(line["body"]["seed"] == 7 and line["body"]["temperature"] == 0.0 for line in first.values())
    run_batch(tmp_path / "r1.jsonl", tmp_path / "o1.jsonl", fake_rag_model)
    _cli("import-answers", str(run), str(tmp_path / "o1.jsonl"))
    _cli("import-answers", str(run), str(tmp_path / "o1.jsonl"))  # a second import changes nothing
    _cli("export-requests", str(run), "--out", str(tmp_path / "r2.jsonl"))
    retries = check_input_file(tmp_path / "r2.jsonl")
    assert retries
    for line in retries:
        qid, _hash, attempt = line["custom_id"].rsplit("|", 2)
        assert attempt == "2"
        messages = line["body"]["messages"]
        original = next(v for k, v in first.items() if k.startswith(f"{qid}|"))["body"]["messages"]
        assert messages[: len(original)] == original
        assert messages[-2]["role"] == "assistant" and "Final answer" not in messages[-2]["content"]
        assert messages[-1]["content"].startswith("Your reply broke the required format")


def test_a_prompt_hash_mismatch_is_refused_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "batch"
    _cli("run", "--generator", "openai:fake-model", "--out", str(run), "--prepare-only")
    _cli("export-requests", str(run), "--out", str(tmp_path / "r.jsonl"))
    run_batch(tmp_path / "r.jsonl", tmp_path / "o.jsonl", fake_rag_model)
    lines = (tmp_path / "o.jsonl").read_text().splitlines()
    bad = json.loads(lines[3])
    qid, digest, attempt = bad["custom_id"].rsplit("|", 2)
    bad["custom_id"] = f"{qid}|{'0' * len(digest)}|{attempt}"
    lines[3] = json.dumps(bad)
    (tmp_path / "o.jsonl").write_text("\n".join(lines) + "\n")
    before = sorted(p.name for p in run.iterdir())
    capsys.readouterr()
    with pytest.raises(SystemExit) as exc:
        _cli("import-answers", str(run), str(tmp_path / "o.jsonl"))
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "answers another prompt" in err and qid in err
    assert sorted(p.name for p in run.iterdir()) == before and not (run / "answers.jsonl").exists()


def test_export_needs_an_openai_generator(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run = tmp_path / "run"
    _cli("run", "--out", str(run), "--prepare-only")
    with pytest.raises(SystemExit) as exc:
        _cli("export-requests", str(run), "--out", str(tmp_path / "r.jsonl"))
    assert exc.value.code == 2 and "openai:MODEL" in capsys.readouterr().err
    assert not (tmp_path / "r.jsonl").exists()


def _recipe() -> list[list[str]]:
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("<!-- batch-recipe")[1].split("<!-- /batch-recipe -->")[0]
    lines = [line.split("#")[0].strip() for line in block.splitlines()]
    return [shlex.split(line)[1:] for line in lines if line.startswith("harness ")]


def test_the_readme_batch_recipe_runs_as_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    steps = _recipe()
    assert [s[0] for s in steps] == ["run", "export-requests", "import-answers", "export-requests", "grade"]

    def engine() -> int:  # the engine step: requests.jsonl -> results.jsonl through the fake model
        return run_batch("requests.jsonl", "results.jsonl", fake_rag_model)

    for step in steps:
        if step[0] == "grade":  # "until the export writes 0 requests"
            while engine():
                main(["import-answers", "runs/batch", "results.jsonl"])
                main(["export-requests", "runs/batch", "--out", "requests.jsonl"])
        main(step)
        if step[0] == "export-requests":
            engine()
    run = tmp_path / "runs" / "batch"
    n_questions = len((run / "questions.jsonl").read_text().splitlines()) - 1  # a header line
    assert len(_answers(run)) == n_questions
    assert (run / "report.json").exists() and (run / "report.html").exists()


def test_an_import_killed_mid_line_is_redone_by_importing_again(tmp_path: Path) -> None:
    run = tmp_path / "batch"
    _cli("run", "--generator", "openai:fake-model", "--out", str(run), "--prepare-only")
    _cli("export-requests", str(run), "--out", str(tmp_path / "r.jsonl"))
    run_batch(tmp_path / "r.jsonl", tmp_path / "o.jsonl", fake_rag_model)
    _cli("import-answers", str(run), str(tmp_path / "o.jsonl"))
    complete = _answers(run)
    answers = run / "answers.jsonl"
    data = answers.read_bytes()
    answers.write_bytes(data[: len(data) - 40])  # what a kill in the middle of the last write leaves
    _cli("import-answers", str(run), str(tmp_path / "o.jsonl"))
    ids = [json.loads(line)["question_id"] for line in answers.read_text().splitlines()]
    assert len(ids) == len(set(ids)) == len(complete)
    assert _answers(run) == complete
