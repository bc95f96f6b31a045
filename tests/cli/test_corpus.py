"""``harness corpus info`` and ``harness corpus list``: output, and one-line errors with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli.main import main
from tests.corpus.helpers import mutated, write_release


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path / "cache"))


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        main([*argv])
        raise SystemExit(0)
    out = capsys.readouterr()
    return int(info.value.code or 0), out.out, out.err


def test_info_json_prints_one_object(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_release(tmp_path, "dev.json")
    code, out, _err = run(
        ["corpus", "info", "contractnli", "--data-dir", str(tmp_path), "--split", "dev", "--json"], capsys
    )
    assert code == 0
    summary = json.loads(out)
    assert summary["documents"] == 2 and summary["passages"] == 6
    assert summary["labels"] == {"Contradiction": 1, "Entailment": 2, "NotMentioned": 1}
    assert summary["hypotheses"] == ["nda-1", "nda-3"] and len(summary["fingerprint"]) == 64


def test_info_text_and_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_release(tmp_path, "train_truncated.json")
    code, out, err = run(
        ["corpus", "info", "contractnli", "--data-dir", str(tmp_path), "--split", "train"], capsys
    )
    assert code == 0 and "documents    2" in out and "NotMentioned   1" in out
    assert "note: train.json not found" in err
    code, out, _err = run(["corpus", "list"], capsys)
    assert code == 0 and "ccdv/govreport-summarization@4e21184e01ae" in out and "nda-mini" in out


def _assert_one_line_error(code: int, out: str, err: str, *fragments: str) -> None:
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("error: ") and " -- fix: " in lines[0]
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in lines[0]


def test_unknown_corpus_name(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["corpus", "info", "contractnlii"], capsys)
    _assert_one_line_error(code, out, err, "unknown corpus 'contractnlii'", "did you mean 'contractnli'")


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_release(tmp_path, "dev.json")
    code, out, err = run(["corpus", "info", "contractnli", "--data-dir", str(tmp_path)], capsys)
    _assert_one_line_error(
        code, out, err, "no file for split 'test'", "looked for test.json", "files there: dev.json"
    )


def test_malformed_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "dev.json").write_text('{"documents": [', encoding="utf-8")
    code, out, err = run(
        ["corpus", "info", "contractnli", "--data-dir", str(tmp_path), "--split", "dev"], capsys
    )
    _assert_one_line_error(code, out, err, "malformed JSON at line 1", "re-download")


def test_missing_fields(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_release(tmp_path, "dev.json", mutated(lambda d: d["documents"][1].pop("spans")))
    code, out, err = run(
        ["corpus", "info", "contractnli", "--data-dir", str(tmp_path), "--split", "dev"], capsys
    )
    _assert_one_line_error(code, out, err, "documents[1] (id 7): missing field 'spans'")


def test_offsets_outside_the_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_release(
        tmp_path, "dev.json", mutated(lambda d: d["documents"][0]["spans"].__setitem__(1, [11, 5000]))
    )
    code, out, err = run(
        ["corpus", "info", "contractnli", "--data-dir", str(tmp_path), "--split", "dev"], capsys
    )
    _assert_one_line_error(code, out, err, "spans[1] = [11, 5000] is outside the text (length 96)")


def test_wrong_split_of_the_embedded_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["corpus", "info", "nda-mini", "--split", "dev"], capsys)
    _assert_one_line_error(code, out, err, "nda-mini has a single split")


@pytest.mark.realdata
def test_real_dev_acceptance(contractnli_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["corpus", "info", "contractnli", "--data-dir", str(contractnli_dir), "--split", "dev", "--json"]
    code, out, _err = run(argv, capsys)
    assert code == 0
    summary = json.loads(out)
    assert summary["documents"] == 61
    assert summary["labels"] == {"Entailment": 519, "Contradiction": 95, "NotMentioned": 423}
    assert summary["passages"] == 5102 and len(summary["hypotheses"]) == 17
