"""The optional extras' libraries: a test that needs one skips without it, except in CI
(``HARNESS_REQUIRE_EXTRAS=1``, set by ``.ci/run``, which installs them), where that is a failure."""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType

import pytest

# No telemetry from the libraries under test (they would try the network).
os.environ.setdefault("DEEPEVAL_TELEMETRY_OPT_OUT", "YES")
os.environ.setdefault("RAGAS_DO_NOT_TRACK", "true")
os.environ.setdefault("INSPECT_DISABLE_TELEMETRY", "1")


def need(module: str) -> ModuleType:
    """``module`` imported, or the test skipped (failed under ``HARNESS_REQUIRE_EXTRAS=1``)."""
    try:
        return __import__(module, fromlist=["_"])
    except ImportError as exc:
        if os.environ.get("HARNESS_REQUIRE_EXTRAS") == "1":
            pytest.fail(f"{module} is not installed, and HARNESS_REQUIRE_EXTRAS=1 forbids skipping: {exc}")
        pytest.skip(f"{module} is not installed (an optional extra)")


@pytest.fixture(scope="session")
def graded_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A graded run of the extractive generator over the nda-mini protocol (reference + heuristic)."""
    from harness.grade.runner import grade_run
    from harness.pipeline import run_protocol

    out = tmp_path_factory.mktemp("interop") / "run"
    run_protocol("nda-mini", generator="extractive", out=out, progress=False)
    grade_run(out, "heuristic", primary=False)
    return out
