"""Run a script in a fresh interpreter on this checkout, with its own cache folder: what a new
process imports and reads (e.g. that reading a cache entry imports no numpy)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_fresh(script: str, cache_dir: Path) -> str:
    """The standard output of ``python -c script`` with ``HARNESS_CACHE_DIR=cache_dir``."""
    env = {"HARNESS_CACHE_DIR": str(cache_dir), "PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        env=env,
        cwd=ROOT,
    )
    return done.stdout
