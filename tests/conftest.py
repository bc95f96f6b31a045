"""Shared fixtures: where the real data lives, and a rule that real-data tests never skip in CI."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = Path(os.environ.get("HARNESS_SHARED_DATA", REPO_ROOT.parent / "shared" / "data"))


def _real_data_dir(name: str) -> Path:
    path = SHARED_DATA / name
    if not path.is_dir():
        message = f"real data not found at {path} (set HARNESS_SHARED_DATA)"
        if os.environ.get("HARNESS_REQUIRE_REALDATA") == "1":
            pytest.fail(message + "; HARNESS_REQUIRE_REALDATA=1 forbids skipping real-data tests")
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def contractnli_dir() -> Path:
    """The real ContractNLI release files (dev.json, train_truncated.json)."""
    return _real_data_dir("contractnli")


@pytest.fixture(scope="session")
def govreport_dir() -> Path:
    """The 25 real GovReport pairs in their two foreign layouts."""
    return _real_data_dir("govreport")


@pytest.fixture(autouse=True, scope="session")
def _isolated_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Keep the on-disk caches of a test session out of the user's home."""
    if "HARNESS_CACHE_DIR" not in os.environ:
        os.environ["HARNESS_CACHE_DIR"] = str(tmp_path_factory.mktemp("harness-cache"))
