"""``harness retrieve``: table and JSON output, and one-line errors with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import harness.corpus
from harness.cli.main import main
from harness.core.errors import HarnessError
from harness.corpus.base import Corpus
from tests.retrieval._data import contractnli_corpus, small_corpus

CORPUS = small_corpus(
    {
        "mini-01": [
            "The Recipient shall return all Confidential Information upon termination.",
            "This Agreement is governed by the laws of Delaware.",
        ],
        "mini-02": [
            "Notices shall be sent by registered mail.",
            "Each party bears its own costs.",
            "Headings are for convenience only.",
        ],
    },
    name="nda-mini",
)


@pytest.fixture
def fake_load(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Serve CORPUS as ``nda-mini`` through ``harness.corpus.load_corpus``; record the calls."""
    calls: list[dict[str, Any]] = []

    def load_corpus(name: str, data_dir: str | None = None, split: str | None = None) -> Corpus:
        calls.append({"name": name, "data_dir": data_dir, "split": split})
        if name != "nda-mini":
            raise HarnessError(f"unknown corpus {name!r}", "use one of contractnli, govreport, nda-mini")
        return CORPUS

    monkeypatch.setattr(harness.corpus, "load_corpus", load_corpus, raising=False)
    return calls


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = 0
    try:
        main(argv)
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_table_output(fake_load: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["retrieve", "nda-mini", "return confidential information", "--k", "3"], capsys)
    assert code == 0
    assert "mini-01:0" in out and "mini-01" in out and "Recipient shall return" in out
    assert "Delaware" not in out  # a passage sharing no query word is never listed
    assert fake_load == [{"name": "nda-mini", "data_dir": None, "split": None}]


def test_json_output_and_options(fake_load: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["retrieve", "nda-mini", "shall costs mail", "--json", "--k", "2", "--document", "mini-02"]
    argv += ["--backend", "rank_bm25", "--k1", "1.2", "--b", "0.5", "--split", "dev", "--data-dir", "/tmp"]
    code, out, _ = _run(argv, capsys)
    assert code == 0
    payload = json.loads(out)
    expected = {"k": 2, "k1": 1.2, "b": 0.5, "backend": "rank_bm25", "scope": "document"}
    assert {key: payload["settings"][key] for key in expected} == expected
    results = payload["results"]
    assert [r["rank"] for r in results] == [1, 2]
    assert {r["document_id"] for r in results} == {"mini-02"}
    assert results[0]["score"] >= results[1]["score"] > 0
    assert fake_load[0] == {"name": "nda-mini", "data_dir": "/tmp", "split": "dev"}


def test_no_match_says_so(fake_load: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["retrieve", "nda-mini", "zebra", "--bm25-backend", "rank_bm25"], capsys)
    assert code == 0 and "no passage of nda-mini shares a word with the query" in out


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--k", "abc"], "'abc' is not a valid integer"),
        (["--k", "0"], "0 is not in the range x>=1"),
        (["--document", "mini-99"], "no document 'mini-99' in corpus nda-mini"),
        (["--backend", "lucene"], "'lucene' is not one of"),
        (["--b", "2"], "2.0 is not in the range 0<=x<=1"),
    ],
)
def test_errors_exit_2_with_one_line(
    fake_load: list[dict[str, Any]], capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    code, out, err = _run(["retrieve", "nda-mini", "return", *extra], capsys)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and message in err, err


def test_unknown_corpus(fake_load: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(["retrieve", "nda-maxi", "return"], capsys)
    assert (
        code == 2
        and err == "error: unknown corpus 'nda-maxi' -- fix: use one of contractnli, govreport, nda-mini\n"
    )


@pytest.mark.realdata
def test_real_contractnli(contractnli_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    if not hasattr(harness.corpus, "load_corpus"):
        pytest.fail("harness.corpus.load_corpus is missing (corpus layer not wired yet)")
    query = "Receiving Party shall not reverse engineer any objects"
    argv = ["retrieve", "contractnli", query, "--data-dir", str(contractnli_dir), "--split", "dev", "--json"]
    code, out, _ = _run([*argv, "--k", "10"], capsys)
    assert code == 0
    results = json.loads(out)["results"]
    assert len(results) == 10 and all(r["passage_id"].startswith("cnli-") for r in results)
    corpus = contractnli_corpus(contractnli_dir, "dev")
    assert all(corpus.passage(r["passage_id"]).text == r["text"] for r in results)
