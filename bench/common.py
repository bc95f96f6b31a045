"""Shared benchmark plumbing: machine description, peak RSS, timing, and the JSON result file."""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from importlib import metadata
from pathlib import Path
from typing import Any

RESULTS_DIR = Path(__file__).resolve().parent / "results"
PACKAGES = ("rubric-harness", "bm25s", "rank-bm25", "numpy", "scipy", "scikit-learn", "spacy", "httpx")


def machine() -> dict[str, Any]:
    """What the figures were measured on."""
    versions: dict[str, str | None] = {}
    for name in PACKAGES:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            versions[name] = None
    mem_gib = None
    try:
        pages = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        mem_gib = round(pages / 2**30, 1)
    except (ValueError, OSError):
        pass
    return {
        "cpus": os.cpu_count(),
        "cpu_model": _cpu_model(),
        "memory_gib": mem_gib,
        "platform": platform.platform(),
        "python": sys.version.split()[0],
        "packages": versions,
    }


def _cpu_model() -> str | None:
    """The CPU's model name on Linux (``/proc/cpuinfo``), else None."""
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return None


def peak_rss_mib() -> float:
    """Peak resident set size of this process so far, in MiB (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


@dataclass
class Timer:
    seconds: float = 0.0


@contextmanager
def timed() -> Iterator[Timer]:
    timer = Timer()
    start = time.perf_counter()
    try:
        yield timer
    finally:
        timer.seconds = time.perf_counter() - start


@dataclass
class Target:
    """A target printed as met or missed."""

    name: str
    measured: float
    limit: float
    higher_is_better: bool
    unit: str = ""
    met: bool = field(init=False)

    def __post_init__(self) -> None:
        self.met = self.measured >= self.limit if self.higher_is_better else self.measured <= self.limit

    def line(self) -> str:
        op = ">=" if self.higher_is_better else "<="
        state = "MET" if self.met else "MISSED"
        value = f"{self.measured:,.0f}" if abs(self.measured) >= 1000 else f"{self.measured:.3g}"
        return f"[{state}] {self.name}: {value}{self.unit} (target {op} {self.limit:g}{self.unit})"


def smoke_parser(description: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--smoke", action="store_true", help="tiny sizes, a few seconds (CI)")
    parser.add_argument("--out", type=Path, default=None, help="where to write the JSON result")
    return parser


def write_result(
    name: str, figures: dict[str, Any], targets: list[Target], out: Path | None, smoke: bool
) -> Path:
    """Print targets and write ``bench/results/<name>.json`` (``<name>.smoke.json`` in smoke mode)."""
    for target in targets:
        print(target.line())
    path = out or RESULTS_DIR / (f"{name}.smoke.json" if smoke else f"{name}.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {
        "benchmark": name,
        "smoke": smoke,
        "measured_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "machine": machine(),
        "figures": figures,
        "targets": [
            {"name": t.name, "measured": t.measured, "limit": t.limit, "met": t.met, "unit": t.unit}
            for t in targets
        ],
    }
    path.write_text(json.dumps(payload, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {path}")
    return path


def print_table(headers: list[str], rows: list[list[Any]]) -> None:
    """A plain fixed-width table on stdout (numbers right-aligned), readable in CI logs."""
    cells = [[h for h in headers]] + [[_cell(v) for v in row] for row in rows]
    widths = [max(len(r[i]) for r in cells) for i in range(len(headers))]
    numeric = [all(isinstance(row[i], (int, float)) for row in rows) for i in range(len(headers))]
    for n, row in enumerate(cells):
        print(
            "  ".join(
                c.rjust(w) if numeric[i] else c.ljust(w)
                for i, (c, w) in enumerate(zip(row, widths, strict=True))
            )
        )
        if n == 0:
            print("  ".join("-" * w for w in widths))


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:,.3f}" if abs(value) < 100 else f"{value:,.1f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def run_worker(
    module: str, worker_args: list[str], env: dict[str, str] | None = None
) -> tuple[dict[str, Any], float]:
    """Run ``python -m <module> --worker-out FILE <worker_args>`` in a fresh interpreter.

    Returns the JSON the worker wrote to FILE and the subprocess's wall time in seconds
    (interpreter start-up and every import included). A fresh process gives each measurement
    its own peak RSS and its own cold imports.
    """
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory(prefix="bench-worker-") as tmp:
        out = Path(tmp) / "worker.json"
        argv = [sys.executable, "-m", module, "--worker-out", str(out), *worker_args]
        start = time.perf_counter()
        subprocess.run(argv, cwd=RESULTS_DIR.parent.parent, env={**os.environ, **(env or {})}, check=True)
        wall = time.perf_counter() - start
        return json.loads(out.read_text(encoding="utf-8")), wall
