"""Issue 26, point 11: every kill window of merge and import leaves a folder its rerun completes.

Each window is set up exactly as a kill there leaves it (the files written so far, the temp file
of the write in progress), then the same command is run again and must finish the job.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.calibrate.gold import GOLD_COLUMNS
from harness.core.errors import HarnessError
from harness.questions.qset import write_question_set
from harness.store.folder import MANIFEST
from harness.store.merge import merge_shards
from tests.reliability.helpers import cli, tiny_corpus, tiny_question_set

N_SHARDS = 2


@pytest.fixture(scope="module")
def shards(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    from harness.cli.main import main

    root = tmp_path_factory.mktemp("shards")
    write_question_set(root / "q.jsonl", tiny_question_set(tiny_corpus(), 6))
    made = []
    for i in range(1, N_SHARDS + 1):
        out = root / f"shard-{i}"
        argv = ["run", "--corpus", "tiny-test", "--questions", str(root / "q.jsonl"), "--out", str(out)]
        main([*argv, "--no-progress", "--condition", "no_rag", "--grader", "fixed-test", "--shard", f"{i}/2"])
        made.append(out)
    return made


def _merge(shards: list[Path], out: Path, capsys: pytest.CaptureFixture[str]) -> int:
    return cli(["merge", *map(str, shards), "--out", str(out)], capsys).code


def test_a_merge_killed_while_writing_its_manifest_completes_on_rerun(
    shards: list[Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "merged"
    assert _merge(shards, out, capsys) == 0
    whole = (out / MANIFEST).read_bytes()
    (out / MANIFEST).rename(out / f"{MANIFEST}.tmp")  # the kill came before the rename
    for name in ("report.json", "report.md", "report.html"):
        (out / name).unlink()
    assert _merge(shards, out, capsys) == 0
    assert (out / MANIFEST).read_bytes() == whole and (out / "report.html").is_file()
    assert not (out / f"{MANIFEST}.tmp").exists()


def test_a_merge_killed_before_its_reports_completes_on_rerun(
    shards: list[Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "merged"
    merge_shards(shards, out)  # what `harness merge` had done when the kill came: no reports yet
    assert not (out / "report.json").exists()
    assert _merge(shards, out, capsys) == 0
    assert json.loads((out / "report.json").read_text())["n"] == 6


def test_a_merge_into_a_folder_holding_another_run_is_still_refused(
    shards: list[Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _merge(shards, tmp_path / "merged", capsys) == 0
    assert _merge(shards[:1] + shards[:1], shards[1], capsys) == 2  # a shard is no merge target


RECORD = {
    "question_id": "q1",
    "question": "How long must information be kept secret?",
    "passages": [
        {"id": "doc:1", "text": "The receiving party keeps confidential information secret for three years."}
    ],
    "answer": "Three years [doc:1].",
    "gold_answer": "three years",
    "gold_evidence": ["doc:1"],
}


def _records(path: Path, answer: str = "Three years [doc:1].") -> Path:
    path.write_text(json.dumps({**RECORD, "answer": answer}) + "\n", encoding="utf-8")
    return path


def test_an_import_killed_after_its_folder_was_in_place_completes_on_rerun(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, out = _records(tmp_path / "r.jsonl"), tmp_path / "run"
    first = cli(["import", str(source), "--out", str(out)], capsys)
    assert first.code == 0, first
    for name in ("grades.jsonl", "report.json", "report.md", "report.html"):
        (out / name).unlink()  # the kill came after the rename, before grading and reports
    again = cli(["import", str(source), "--out", str(out)], capsys)
    assert again.code == 0, again
    assert (out / "grades.jsonl").is_file() and (out / "report.html").is_file()
    other = cli(
        ["import", str(_records(tmp_path / "o.jsonl", "Five years [doc:1].")), "--out", str(out)], capsys
    )
    assert other.code == 2 and "already exists" in other.err  # another import's folder is never reused


def test_two_imports_into_one_new_folder_one_wins_the_other_completes_or_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both passed the check for an empty folder; the second reaches its rename after the first."""
    import harness.store.importer as importer
    from harness.store.import_sources import RecordMapping, read_rows

    def records(answer: str) -> list[importer.ImportedRecord]:
        rows, info = read_rows(str(_records(tmp_path / f"{len(answer)}.jsonl", answer)), "jsonl")
        return importer.checked_records(rows, RecordMapping.from_dict({}, "--mapping")), info

    out = tmp_path / "run"
    same, info = records("Three years [doc:1].")
    importer.write_imported_run(same, info, out)  # the winner
    real = importer.same_import
    checks: list[bool] = []

    def not_there_at_first(where: Path, manifest: object) -> bool:
        checks.append(True)
        return False if len(checks) == 1 else real(where, manifest)  # type: ignore[arg-type]

    monkeypatch.setattr(importer, "same_import", not_there_at_first)
    monkeypatch.setattr(importer, "check_out", lambda out, strict=False: None)
    importer.write_imported_run(same, info, out)  # the same import lost the race: its run is there
    checks.clear()
    with pytest.raises(HarnessError, match="written by another command while this import ran"):
        importer.write_imported_run(*records("Five years, not three [doc:1]."), out)
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".run.")]  # no staging left behind


def test_a_label_killed_while_writing_a_row_resumes_after_the_labeled_rows(
    shards: list[Path], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    gold = tmp_path / "gold.csv"
    run = shards[0]
    ids = [json.loads(line)["question_id"] for line in (run / "answers.jsonl").read_text().splitlines()]
    header = ",".join(GOLD_COLUMNS)
    rows = [f"{qid},me,correct,,,,0," for qid in ids]
    gold.write_text(header + "\n" + "\n".join(rows[:-1]) + "\n" + rows[-1][:8], encoding="utf-8")  # torn
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO(""))  # nothing typed: stop at the prompt
    resumed = cli(["label", str(run), "--out", str(gold), "--labeler", "me"], capsys)
    assert "the last row was cut off" in resumed.err, resumed
    assert f"{len(ids) - 1} already labeled" in resumed.out, resumed
