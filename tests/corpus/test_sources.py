"""Where corpus files come from: split checks, a local folder (with fallbacks), offline settings."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.corpus.cards import CorpusCard
from harness.corpus.sources import check_split, file_sha256, hf_offline, locate, locate_local

CARD = CorpusCard(
    name="demo",
    title="Demo",
    format="contractnli-release",
    license="CC-BY-4.0",
    citation="-",
    source={},
    splits={"dev": ["dev.json", "dev-sample.json"], "test": ["test.json"]},
    default_split="dev",
)


def test_check_split_gives_the_candidates_or_names_the_known_splits() -> None:
    assert check_split(CARD, "dev") == ["dev.json", "dev-sample.json"]
    with pytest.raises(HarnessError, match="use --split dev or test"):
        check_split(CARD, "train")


def test_locate_local_takes_the_first_candidate_present(tmp_path: Path) -> None:
    (tmp_path / "dev.json").write_text("{}", encoding="utf-8")
    (tmp_path / "dev-sample.json").write_text("{}", encoding="utf-8")
    found = locate(CARD, "dev", tmp_path)
    assert found.path == tmp_path / "dev.json"
    assert found.origin == {"location": "local", "file": str(tmp_path / "dev.json")}


def test_a_fallback_file_is_noted_as_a_subset(tmp_path: Path) -> None:
    (tmp_path / "dev-sample.json").write_text("{}", encoding="utf-8")
    found = locate_local(CARD, tmp_path, "dev", ["dev.json", "dev-sample.json"])
    assert found.path.name == "dev-sample.json"
    assert "not the full split" in found.origin["note"]


def test_a_missing_folder_or_file_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="does not exist or is not a folder"):
        locate_local(CARD, tmp_path / "nope", "dev", ["dev.json"])
    (tmp_path / "other.txt").write_text("x", encoding="utf-8")
    with pytest.raises(HarnessError, match=r"looked for test\.json.*files there: other\.txt"):
        locate(CARD, "test", tmp_path)


def test_file_sha256_matches_hashlib(tmp_path: Path) -> None:
    path = tmp_path / "blob.bin"
    data = bytes(range(256)) * 5000  # more than one read block
    path.write_bytes(data)
    assert file_sha256(path) == hashlib.sha256(data).hexdigest()


@pytest.mark.parametrize(
    ("hub", "datasets", "expected"),
    [("", "", False), ("1", "", True), ("", " TRUE ", True), ("0", "no", False), ("", "on", True)],
)
def test_hf_offline_reads_either_variable(
    monkeypatch: pytest.MonkeyPatch, hub: str, datasets: str, expected: bool
) -> None:
    monkeypatch.setenv("HF_HUB_OFFLINE", hub)
    monkeypatch.setenv("HF_DATASETS_OFFLINE", datasets)
    assert hf_offline() is expected
