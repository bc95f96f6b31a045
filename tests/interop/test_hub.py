"""``harness export RUN --to hf DIR``: a datasets folder ``load_dataset`` reads back, with its pins."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.core.settings import corpora_dir
from harness.interop.hub import export_protocol_hf, export_run_hf
from harness.questions.qset import read_question_set
from harness.report.load import load_run
from harness.report.summary import summarize
from harness.store.folder import RunFolder
from tests.reliability.helpers import cli


def test_a_run_exports_to_a_folder_load_dataset_reads(graded_run: Path, tmp_path: Path) -> None:
    import datasets

    exported = export_run_hf(graded_run, tmp_path / "hf")
    results = datasets.load_dataset(
        str(tmp_path / "hf"), split="train", cache_dir=str(tmp_path / ".hf-cache")
    )
    run = load_run(graded_run)
    assert len(results) == len(run.grades_by_id) == exported.rows["results"]
    first = results[0]
    grade = run.grades_by_id[first["question_id"]]
    assert (first["factuality"], first["citation_supports"], first["refusal_quality"]) == (
        grade.factuality,
        grade.citation_supports,
        grade.refusal_quality,
    )
    assert first["gold_answer"] == run.questions_by_id[first["question_id"]].gold_answer
    grades = datasets.load_dataset(
        str(tmp_path / "hf"), "grades", split="train", cache_dir=str(tmp_path / ".hf-cache")
    )
    assert sorted(set(grades["grader"])) == ["heuristic", "reference"]
    questions = datasets.load_dataset(
        str(tmp_path / "hf"), "questions", split="train", cache_dir=str(tmp_path / ".hf-cache")
    )
    assert len(questions) == len(run.question_set.questions)


def test_the_card_states_the_pins_and_the_bucket_table(graded_run: Path, tmp_path: Path) -> None:
    export_run_hf(graded_run, tmp_path / "hf")
    card = (tmp_path / "hf" / "README.md").read_text(encoding="utf-8")
    manifest = RunFolder.open(graded_run).manifest()
    report = summarize(load_run(graded_run))
    assert manifest.corpus_fingerprint in card and manifest.question_set_hash in card
    for spec in manifest.graders.values():
        assert all(f"`{v}`" in card for v in spec.versions.values())
    for bucket in ("correct", "wrong", "unsupported", "refused"):
        rate = report["bucket_rates"][bucket]
        assert f"| {bucket} | {report['counts'][bucket]} | {rate['value']:.3f} [{rate['low']:.3f}" in card
    assert json.loads((tmp_path / "hf" / "report.json").read_text())["counts"] == report["counts"]


def test_a_frozen_protocol_exports_the_same_way(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import datasets

    path = corpora_dir() / "nda-mini" / "protocol.questions.jsonl"
    result = cli(["export", str(path), "--to", "hf", str(tmp_path / "protocol")], capsys)
    assert result.code == 0, result
    qset = read_question_set(path)
    loaded = datasets.load_dataset(
        str(tmp_path / "protocol"), split="train", cache_dir=str(tmp_path / ".hf-cache")
    )
    assert loaded["question_id"] == [q.id for q in qset.questions]
    card = (tmp_path / "protocol" / "README.md").read_text(encoding="utf-8")
    assert qset.header.content_hash in card and qset.header.corpus_fingerprint in card
    with pytest.raises(Exception, match="already exists"):
        export_protocol_hf(path, tmp_path / "protocol")


def test_push_uploads_the_folder_through_huggingface_hub(
    graded_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import huggingface_hub

    calls: list[tuple[str, dict[str, Any]]] = []

    class FakeApi:
        def __init__(self, token: str | None = None) -> None:
            calls.append(("init", {"token": token}))

        def create_repo(self, repo_id: str, **kw: Any) -> None:
            calls.append(("create_repo", {"repo_id": repo_id, **kw}))

        def upload_folder(self, **kw: Any) -> None:
            files = sorted(
                p.relative_to(kw["folder_path"]).as_posix() for p in Path(kw["folder_path"]).rglob("*")
            )
            calls.append(("upload_folder", {**kw, "files": files}))

    monkeypatch.setattr(huggingface_hub, "HfApi", FakeApi)
    out = tmp_path / "hf"
    result = cli(
        ["export", str(graded_run), "--to", "hf", str(out), "--push", "me/nda-run", "--json"], capsys
    )
    assert result.code == 0, result
    assert json.loads(result.out)["url"] == "https://huggingface.co/datasets/me/nda-run"
    (_, create), (_, upload) = calls[1], calls[2]
    assert create["repo_id"] == "me/nda-run" and create["repo_type"] == "dataset"
    assert upload["repo_id"] == "me/nda-run" and upload["folder_path"] == str(out)
    assert "README.md" in upload["files"] and "data/results.parquet" in upload["files"]


def test_a_refused_push_is_one_line(
    graded_run: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import huggingface_hub

    class Offline:
        def __init__(self, token: str | None = None) -> None:
            pass

        def create_repo(self, repo_id: str, **kw: Any) -> None:
            raise ConnectionError("no network")

    monkeypatch.setattr(huggingface_hub, "HfApi", Offline)
    result = cli(["export", str(graded_run), "--to", "hf", str(tmp_path / "hf"), "--push", "me/x"], capsys)
    assert result.code == 2 and result.err.count("\n") == 1 and "refused the upload" in result.err
    assert (tmp_path / "hf" / "README.md").is_file()  # the folder stays


def test_a_figure_without_an_interval_is_written_as_such() -> None:
    from harness.interop.hub import _interval

    assert _interval({"value": None}) == "n/a"
    assert _interval({"value": 3.0, "low": None, "high": None, "n": 1}) == "3.000 (n = 1, no interval)"
    assert _interval({"value": 0.5, "low": 0.25, "high": 0.75, "n": 8}) == "0.500 [0.250, 0.750]"
