"""GovReport: the card's Hub layout from local files, datasets.load_dataset, foreign layouts, real pairs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.cli.main import main
from harness.core.errors import HarnessError
from harness.corpus import Corpus, load_corpus
from harness.corpus.govreport import report_title

# The test FIXTURE mapping of the two foreign layouts in ../shared/data/govreport (see its PROVENANCE.md).
PROMPT_PREFIX = (
    "You are given a report by a government agency. Write a one-page summary of the report.\n\nReport:\n"
)
PROMPT_SUFFIX = "\n\nNow, write a one-page summary of the report.\n\nSummary:"
FOREIGN_LAYOUTS: list[dict[str, Any]] = [
    {
        "files": ["gov_report_summ.jsonl"],  # L-Eval: one record per line, a repeated line
        "records": "lines",
        "report": "input",
        "summary": "outputs[0]",
        "dedupe": ["report", "summary"],
    },
    {
        "files": ["MiniLongBench_gov_report.json"],  # MiniLongBench: object of records, prompt-wrapped
        "records": "values",
        "report": "origin_prompt",
        "summary": "gold[0]",
        "strip_prefix": PROMPT_PREFIX,
        "strip_suffix": PROMPT_SUFFIX,
    },
]


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path / "cache"))


def assert_offsets_hold(corpus: Corpus) -> None:
    texts = {d.id: d.text for d in corpus.documents}
    assert corpus.passages
    assert all(texts[p.document_id][p.start : p.end] == p.text for p in corpus.passages)
    assert {p.document_id for p in corpus.passages} == set(texts)


def _report(n: int) -> str:
    paras = [f"Section {n}.{i}: " + " ".join(f"finding{j}" for j in range(40)) for i in range(6)]
    return f"Report number {n} on agency oversight\n" + "\n".join(paras)


def _ccdv_rows(count: int) -> list[dict[str, str]]:
    return [{"id": f"GAO-{n}", "report": _report(n), "summary": f"Summary {n}."} for n in range(count)]


def test_card_layout_from_a_local_split_file(tmp_path: Path) -> None:
    (tmp_path / "test.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in _ccdv_rows(3)), encoding="utf-8"
    )
    corpus = load_corpus("govreport", data_dir=tmp_path, split="test", target_chars=600, overlap_chars=150)
    assert [d.id for d in corpus.documents] == ["gov-01", "gov-02", "gov-03"]
    first = corpus.documents[0]
    assert first.title == "Report number 0 on agency oversight"
    assert first.summary == "Summary 0." and first.meta["source_id"] == "GAO-0"
    assert all(len(p.text) <= 600 for p in corpus.passages)
    assert len(corpus.passages_of("gov-01")) > 1
    assert_offsets_hold(corpus)


def test_hub_code_path_via_datasets_load_dataset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``repo`` goes to ``datasets.load_dataset`` as for the Hub; a local dataset folder stands in for it."""
    import datasets.config

    monkeypatch.setattr(datasets.config, "HF_DATASETS_CACHE", tmp_path / "hf-datasets")
    folder = tmp_path / "govreport-like"
    folder.mkdir()
    (folder / "test.jsonl").write_text("".join(json.dumps(r) + "\n" for r in _ccdv_rows(4)), encoding="utf-8")
    corpus = load_corpus("govreport", repo=str(folder), split="test")
    assert len(corpus.documents) == 4 and corpus.source["location"] == "hub"
    assert corpus.documents[3].summary == "Summary 3."
    assert_offsets_hold(corpus)


def test_chunk_settings_come_from_the_card_and_options(tmp_path: Path) -> None:
    (tmp_path / "test.json").write_text(json.dumps(_ccdv_rows(2)), encoding="utf-8")
    default = load_corpus("govreport", data_dir=tmp_path)
    small = load_corpus("govreport", data_dir=tmp_path, target_chars=300, overlap_chars=0)
    assert len(small.passages) > len(default.passages)
    assert small.fingerprint != default.fingerprint
    with pytest.raises(HarnessError, match="overlap_chars=400 must be"):
        load_corpus("govreport", data_dir=tmp_path, target_chars=300, overlap_chars=400)


def test_a_mapping_that_does_not_fit_the_layout_is_a_user_error(tmp_path: Path) -> None:
    (tmp_path / "test.jsonl").write_text(json.dumps({"text": "x", "abstract": "y"}) + "\n", encoding="utf-8")
    with pytest.raises(HarnessError, match=r"test\.jsonl line 1: missing field 'report'") as info:
        load_corpus("govreport", data_dir=tmp_path)
    assert "field mapping" in info.value.fix
    corpus = load_corpus("govreport", data_dir=tmp_path, mapping={"report": "text", "summary": "abstract"})
    assert corpus.documents[0].text == "x"


def test_report_title_skips_generic_headings() -> None:
    assert report_title("\tIntroduction\n\nThe Navy has suffered four mishaps since 2017 at sea.") == (
        "The Navy has suffered four mishaps since 2017 at sea."
    )
    assert report_title("\tMoney-Bail Systems\n\nThe right to bail ...") == "Money-Bail Systems"


@pytest.mark.realdata
def test_all_25_real_pairs_load_through_the_fixture_mapping(govreport_dir: Path) -> None:
    corpus = load_corpus("govreport", data_dir=govreport_dir, mapping=FOREIGN_LAYOUTS)
    assert len(corpus.documents) == 25
    assert [d.id for d in corpus.documents][:2] == ["gov-01", "gov-02"] and corpus.documents[
        -1
    ].id == "gov-25"
    assert "dropped 1 duplicate" in corpus.source["note"]
    assert all(d.summary and d.title for d in corpus.documents)
    assert not any(
        d.text.startswith("You are given") or d.text.endswith("Summary:") for d in corpus.documents
    )
    assert len({d.text for d in corpus.documents}) == 25
    assert all(len(p.text) <= 1200 for p in corpus.passages)
    assert_offsets_hold(corpus)
    again = load_corpus("govreport", data_dir=govreport_dir, mapping=FOREIGN_LAYOUTS)
    assert again.fingerprint == corpus.fingerprint and again.source["note"] == corpus.source["note"]


@pytest.mark.realdata
def test_corpus_info_takes_the_mapping_file(
    govreport_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mapping = tmp_path / "layouts.json"
    mapping.write_text(json.dumps(FOREIGN_LAYOUTS), encoding="utf-8")
    data = str(govreport_dir)
    main(["corpus", "info", "govreport", "--data-dir", data, "--mapping", str(mapping), "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert summary["documents"] == 25 and summary["labels"] == {}
