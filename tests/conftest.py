"""Shared fixtures: where the real data lives, and a rule that real-data tests never skip in CI."""

from __future__ import annotations

import os
from collections.abc import Iterator
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


@pytest.fixture(scope="session")
def ragtruth_dir() -> Path:
    """RAGTruth's Summary task: real LLM summaries with human hallucination spans."""
    return _real_data_dir("ragtruth-summary")


REAL_DATA_FIXTURES = frozenset({"contractnli_dir", "govreport_dir", "ragtruth_dir"})


@pytest.hookimpl(tryfirst=True)  # before ``-m`` deselects by marker
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test that reads the real data is marked ``realdata`` (so ``-m "not realdata"`` works)."""
    for item in items:
        if REAL_DATA_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.realdata)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Under HARNESS_REQUIRE_REALDATA=1 (CI), a skipped real-data test is a failure.

    An expected failure (``xfail``, which pytest reports as skipped) ran on the real data and
    failed as documented, so it is not a skip; a strict xfail that passes still fails.
    """
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    required = os.environ.get("HARNESS_REQUIRE_REALDATA") == "1"
    expected_failure = hasattr(report, "wasxfail")
    if (
        required
        and report.skipped
        and not expected_failure
        and item.get_closest_marker("realdata") is not None
    ):
        report.outcome = "failed"
        report.longrepr = f"real-data test skipped while HARNESS_REQUIRE_REALDATA=1: {report.longrepr}"
