"""The bad-input matrix through the CLI: one line naming the problem and the fix, exit code 2,
no traceback, and every file already written left exactly as it was.

Most cases resume or report on a finished run folder, so "nothing overwritten" is checked
where it matters: the user's run, question file and corpus files.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from harness.core.records import Question, QuestionSetHeader, RetrievalSettings
from harness.corpus import load_corpus
from harness.questions.qset import with_hash, write_question_set
from tests.corpus.helpers import mutated, write_release
from tests.reliability.helpers import assert_one_line_error, assert_untouched, cli, snapshot
from tests.run.helpers import CALLS_ENV, tiny_corpus, tiny_question_set


def _questions(corpus_dir: Path) -> Any:
    corpus = load_corpus("contractnli", data_dir=corpus_dir, split="dev")
    p = corpus.passages[1]
    question = Question(
        id="q-1",
        text="Must the Recipient keep Confidential Information secret?",
        stratum="answerable",
        answer_type="yes_no",
        gold_answer="yes",
        gold_evidence=(p.id,),
        ideal=("correct",),
        retrieval=RetrievalSettings(k=2),
        builder_version="test",
        document_id=p.document_id,
    )
    header = QuestionSetHeader("contractnli", corpus.fingerprint, 13, "test", {}, {}, "", split="dev")
    return with_hash(header, [question, Question(**{**question.__dict__, "id": "q-2"})])


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A corpus folder, a question file, and a finished, graded, reported run made from them."""
    from harness.cli.main import main

    root = tmp_path_factory.mktemp("base")
    write_release(root / "data", "dev.json")
    write_question_set(root / "q.jsonl", _questions(root / "data"))
    main([*RUN_ARGS(root), "--grader", "fixed-test"])
    assert (root / "run" / "report.html").is_file()
    return root


def RUN_ARGS(root: Path) -> list[str]:
    return [
        "run",
        "--corpus",
        "contractnli",
        "--data-dir",
        str(root / "data"),
        "--split",
        "dev",
        "--questions",
        str(root / "q.jsonl"),
        "--out",
        str(root / "run"),
        "--no-progress",
    ]


@pytest.fixture()
def root(base: Path, tmp_path: Path) -> Path:
    """A private copy of ``base`` to break."""
    shutil.copytree(base, tmp_path / "root")
    return tmp_path / "root"


def _release_change(change: Callable[[dict[str, Any]], None]) -> Callable[[Path], object]:
    return lambda path: path.write_text(json.dumps(mutated(change)), encoding="utf-8")


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) * 3 // 5])


def _two_docs_one_id(d: dict[str, Any]) -> None:
    d["documents"][1]["id"] = d["documents"][0]["id"]


CORPUS_DAMAGE: dict[str, tuple[Callable[[Path], object], tuple[str, ...]]] = {
    "truncated-json": (_truncate, ("dev.json: malformed JSON at line 1", "re-download")),
    "malformed-json": (
        lambda p: p.write_text(p.read_text().replace('"spans"', "'spans'", 1)),
        ("malformed JSON", "not valid JSON"),
    ),
    "wrong-type-id": (
        _release_change(lambda d: d["documents"][0].__setitem__("id", "3")),
        ("documents[0]: field 'id' must be int, found str",),
    ),
    "wrong-type-text": (
        _release_change(lambda d: d["documents"][1].__setitem__("text", 42)),
        ("documents[1] (id 7): field 'text' must be str, found int",),
    ),
    "wrong-type-span": (
        _release_change(lambda d: d["documents"][0]["spans"].__setitem__(0, ["0", 10])),
        ("spans[0] must be [start, end] integers",),
    ),
    "span-outside-text": (
        _release_change(lambda d: d["documents"][1]["spans"].__setitem__(2, [40, 9999])),
        ("documents[1] (id 7): spans[2] = [40, 9999] is outside the text",),
    ),
    "evidence-index-out-of-range": (
        _release_change(
            lambda d: d["documents"][0]["annotation_sets"][0]["annotations"]["nda-3"].__setitem__(
                "spans", [1, 3]
            )
        ),
        ("annotations['nda-3']: evidence span index 3 is out of range (document has 3 spans)",),
    ),
    "duplicate-document-id": (
        _release_change(_two_docs_one_id),
        ("duplicate document id cnli-3 (also documents[0])",),
    ),
}


@pytest.mark.parametrize("case", sorted(CORPUS_DAMAGE))
def test_a_damaged_corpus_file_stops_a_resume_and_touches_nothing(
    root: Path, case: str, capsys: pytest.CaptureFixture[str]
) -> None:
    damage, fragments = CORPUS_DAMAGE[case]
    damage(root / "data" / "dev.json")
    before = snapshot(root)
    result = cli(RUN_ARGS(root), capsys)
    assert_one_line_error(result, *fragments)
    assert_untouched(before, root)


def test_a_damaged_corpus_never_overwrites_a_question_file_even_with_force(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _truncate(root / "data" / "dev.json")
    before = snapshot(root)
    argv = ["questions", "build", "contractnli", "--data-dir", str(root / "data"), "--split", "dev"]
    result = cli([*argv, "--out", str(root / "q.jsonl"), "--force"], capsys)
    assert_one_line_error(result, "malformed JSON")
    assert_untouched(before, root)


def test_a_question_set_of_another_corpus(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_question_set(root / "q.jsonl", tiny_question_set(tiny_corpus(), 3))
    before = snapshot(root)
    result = cli(RUN_ARGS(root), capsys)
    assert_one_line_error(result, "the question set was built on another corpus (tiny, fingerprint")
    assert_untouched(before, root)


def test_an_edited_question_file(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = root / "q.jsonl"
    path.write_text(path.read_text().replace("keep Confidential", "share Confidential"))
    before = snapshot(root)
    result = cli(RUN_ARGS(root), capsys)
    assert_one_line_error(result, "do not match the header's content hash (the file was edited)")
    assert_untouched(before, root)


def test_an_edited_questions_file_inside_a_run_folder(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = root / "run" / "questions.jsonl"
    path.write_text(path.read_text().replace("keep Confidential", "share Confidential"))
    before = snapshot(root)
    for argv in (["report", str(root / "run")], ["grade", str(root / "run"), "--grader", "fixed-test"]):
        assert_one_line_error(cli(argv, capsys), "the file was edited")
    assert_untouched(before, root)


def _edit_manifest(root: Path, **changes: Any) -> None:
    path = root / "run" / "manifest.json"
    path.write_text(json.dumps({**json.loads(path.read_text()), **changes}, indent=2))


def test_a_run_folder_from_another_harness_version(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _edit_manifest(root, harness_version="0.0.1")
    before = snapshot(root)
    result = cli(RUN_ARGS(root), capsys)
    assert_one_line_error(result, "holds a different run (harness version: folder has 0.0.1")
    assert_untouched(before, root)


def test_a_run_folder_from_a_newer_schema(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _edit_manifest(root, schema_version=99)
    before = snapshot(root)
    for argv in (RUN_ARGS(root), ["report", str(root / "run")], ["grade", str(root / "run")]):
        assert_one_line_error(cli(argv, capsys), "schema_version 99 is newer than this harness", "upgrade")
    assert_untouched(before, root)


def test_an_unknown_generator(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = snapshot(root)
    result = cli([*RUN_ARGS(root)[:-3], "--out", str(root / "new"), "--generator", "extractiv"], capsys)
    assert_one_line_error(result, "unknown generator 'extractiv'", "did you mean 'extractive'?")
    assert_untouched(before, root)


def test_an_unknown_grader_on_regrade(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = snapshot(root)
    result = cli(["grade", str(root / "run"), "--grader", "refrence"], capsys)
    assert_one_line_error(result, "unknown grader 'refrence'", "did you mean 'reference'?")
    assert_untouched(before, root)


def test_an_unknown_grader_fails_before_any_generator_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A typo in --grader must not cost a whole paid run before it is reported."""
    calls = tmp_path / "calls.txt"
    monkeypatch.setenv(CALLS_ENV, str(calls))
    qfile = tmp_path / "q.jsonl"
    write_question_set(qfile, tiny_question_set(tiny_corpus(), 3))
    argv = ["run", "--corpus", "tiny-test", "--questions", str(qfile), "--out", str(tmp_path / "run")]
    argv += ["--generator", "python:tests.run.helpers:CountingGenerator", "--grader", "refrence"]
    assert_one_line_error(cli([*argv, "--no-progress"], capsys), "unknown grader 'refrence'")
    assert not calls.exists(), "the generator was called before the grader name was checked"


BAD_OPTIONS: dict[str, tuple[list[str], tuple[str, ...]]] = {
    "k-0": (["questions", "build", "nda-mini", "--k", "0", "--out", "{root}/q.jsonl"], ("k must be",)),
    "concurrency-negative": (["{run}", "--concurrency", "-1"], ("'--concurrency': -1 is not in the range",)),
    "condition-bogus": (["{run}", "--condition", "bogus"], ("'--condition': 'bogus' is not one of",)),
    "timeout-0": (["{run}", "--timeout", "0"], ("'--timeout': 0.0 is not in the range",)),
    "option-without-value": (["{run}", "-o", "novalue"], ("generator option 'novalue' is not KEY=VALUE",)),
    "unknown-generator-option": (
        ["{run}", "--out", "{root}/new", "-o", "colour=blue"],
        ("generator 'extractive' has no option 'colour'",),
    ),
    "gate-threshold-without-gating": (["{run}", "--gate-threshold", "3"], ("only applies to rag_gated",)),
    "judge-option-on-another-grader": (
        ["grade", "{root}/run", "--grader", "fixed-test", "--model", "x"],
        ("only apply to the llm grader",),
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_OPTIONS))
def test_bad_option_values(root: Path, case: str, capsys: pytest.CaptureFixture[str]) -> None:
    template, fragments = BAD_OPTIONS[case]
    argv: list[str] = []
    for part in template:
        argv += RUN_ARGS(root) if part == "{run}" else [part.replace("{root}", str(root))]
    before = snapshot(root)
    assert_one_line_error(cli(argv, capsys), *fragments)
    assert_untouched(before, root)
