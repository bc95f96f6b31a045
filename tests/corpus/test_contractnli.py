"""The contractnli and nda-mini loaders: local folders, the Hub path (offline cache), splits, real data."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.corpus import Corpus, load_corpus
from tests.corpus.helpers import write_release

REVISION = "adefa509deeea7731e2d64ff4bc95ad845e845cf"


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path / "cache"))


def assert_offsets_hold(corpus: Corpus) -> None:
    texts = {d.id: d.text for d in corpus.documents}
    assert corpus.passages
    assert all(texts[p.document_id][p.start : p.end] == p.text for p in corpus.passages)
    assert all(corpus.has_passage(pid) for g in corpus.gold for pid in g.evidence_passage_ids)


def test_local_split_loads_through_the_registry(tmp_path: Path) -> None:
    write_release(tmp_path / "data", "dev.json")
    corpus = load_corpus("contractnli", data_dir=tmp_path / "data", split="dev")
    assert corpus.name == "contractnli" and corpus.split == "dev"
    assert [d.id for d in corpus.documents] == ["cnli-3", "cnli-7"]
    assert corpus.label_counts() == {"Entailment": 2, "NotMentioned": 1, "Contradiction": 1}
    assert corpus.source["location"] == "local" and corpus.source["file"].endswith("dev.json")
    assert_offsets_hold(corpus)


def test_default_split_is_test(tmp_path: Path) -> None:
    write_release(tmp_path, "test.json")
    assert load_corpus("contractnli", data_dir=tmp_path).split == "test"


def test_train_falls_back_to_train_truncated_with_a_note(tmp_path: Path) -> None:
    write_release(tmp_path, "train_truncated.json")
    corpus = load_corpus("contractnli", data_dir=tmp_path, split="train")
    assert corpus.source["file"].endswith("train_truncated.json")
    assert "train.json not found" in corpus.source["note"]


def test_unknown_split_and_missing_files_are_user_errors(tmp_path: Path) -> None:
    write_release(tmp_path, "dev.json")
    with pytest.raises(HarnessError, match="has no split 'validation'") as info:
        load_corpus("contractnli", data_dir=tmp_path, split="validation")
    assert "--split dev or test or train" in info.value.fix
    with pytest.raises(HarnessError, match="no file for split 'test'"):
        load_corpus("contractnli", data_dir=tmp_path, split="test")
    with pytest.raises(HarnessError, match="does not exist"):
        load_corpus("contractnli", data_dir=tmp_path / "nope", split="dev")


def _seed_hub_cache(hub_cache: Path, files: dict[str, Path]) -> None:
    """Lay files out the way huggingface_hub caches a dataset snapshot at a commit."""
    snapshot = hub_cache / "datasets--trismik--ContractNLI" / "snapshots" / REVISION
    snapshot.mkdir(parents=True)
    for name, src in files.items():
        shutil.copy(src, snapshot / name)


def test_hub_path_reads_a_cached_snapshot_offline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import huggingface_hub.constants

    release = write_release(tmp_path / "src", "dev.json")
    _seed_hub_cache(tmp_path / "hub", {"dev.json": release})
    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_CACHE", str(tmp_path / "hub"))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    corpus = load_corpus("contractnli", split="dev")
    assert corpus.source["location"] == "hub"
    assert corpus.source["repo"] == "trismik/ContractNLI" and corpus.source["revision"] == REVISION
    local = load_corpus("contractnli", data_dir=tmp_path / "src", split="dev")
    assert corpus.fingerprint == local.fingerprint  # same bytes, same corpus, whichever way in


def test_hub_offline_without_cache_says_how_to_pass_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import huggingface_hub.constants

    monkeypatch.setattr(huggingface_hub.constants, "HF_HUB_CACHE", str(tmp_path / "empty-hub"))
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    with pytest.raises(HarnessError, match="offline mode is on and it is not cached") as info:
        load_corpus("contractnli", split="dev")
    assert "--data-dir" in info.value.fix


def test_nda_mini_loads_mini_ids_and_has_one_split(tmp_path: Path) -> None:
    write_release(tmp_path, "nda-mini.json")
    corpus = load_corpus("nda-mini", data_dir=tmp_path)
    assert [d.id for d in corpus.documents] == ["mini-03", "mini-07"]
    assert corpus.split is None and corpus.source["location"] == "embedded"
    assert load_corpus("nda-mini", data_dir=tmp_path, split="all").fingerprint == corpus.fingerprint
    with pytest.raises(HarnessError, match="nda-mini has a single split"):
        load_corpus("nda-mini", data_dir=tmp_path, split="dev")


def test_shipped_nda_mini() -> None:
    corpus = load_corpus("nda-mini")
    assert all(d.id[:5] == "mini-" and len(d.id) == 7 for d in corpus.documents)
    assert len(corpus.hypotheses) == 17
    assert len(corpus.gold) == 17 * len(corpus.documents)
    assert_offsets_hold(corpus)


@pytest.mark.realdata
def test_real_dev_counts_and_offsets(contractnli_dir: Path) -> None:
    corpus = load_corpus("contractnli", data_dir=contractnli_dir, split="dev")
    assert len(corpus.documents) == 61
    assert len(corpus.passages) == 5102
    assert corpus.label_counts() == {"Entailment": 519, "Contradiction": 95, "NotMentioned": 423}
    keys = [h.key for h in corpus.hypotheses]
    assert len(keys) == 17 and "nda-6" not in keys and "nda-20" in keys
    assert len(corpus.gold) == 61 * 17
    assert_offsets_hold(corpus)


@pytest.mark.realdata
def test_real_train_truncated_loads_50_documents(contractnli_dir: Path) -> None:
    corpus = load_corpus("contractnli", data_dir=contractnli_dir, split="train")
    assert len(corpus.documents) == 50
    assert corpus.label_counts() == {"Entailment": 389, "Contradiction": 114, "NotMentioned": 347}
    assert "train_truncated.json" in corpus.source["note"]
    assert_offsets_hold(corpus)
