"""Start-up benchmark: process wall time of `harness --help` and of a warm `harness run` on nda-mini.

Each command runs in a fresh process (the way a user meets it); the first `harness run` warms
the corpus and index caches and is not counted. Figures are medians over --repeats runs, with
the modules each command imported (heavy ones named), so a regression shows its cause.
Targets (issue 12): `harness --help` <= 0.3 s, warm `harness run` on nda-mini <= 1.2 s.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.common import Target, print_table, smoke_parser, write_result

HEAVY = ("sklearn", "scipy", "matplotlib", "pandas", "spacy")
PROBE = (
    "import runpy, sys, json, atexit\n"
    "top = lambda: sorted({m.split('.')[0] for m in sys.modules})\n"
    "atexit.register(lambda: print('@@MODULES@@' + json.dumps(top()), file=sys.stderr))\n"
    "sys.argv = ['harness', *sys.argv[1:]]\n"
    "runpy.run_module('harness.cli.main', run_name='__main__')\n"
)


def _once(args: list[str], cwd: Path) -> tuple[float, list[str]]:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args], cwd=cwd, capture_output=True, text=True, timeout=600
    )
    wall = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"harness {' '.join(args)} failed:\n{done.stderr[-2000:]}")
    line = next(x for x in done.stderr.splitlines() if x.startswith("@@MODULES@@"))
    loaded = json.loads(line.removeprefix("@@MODULES@@"))
    return wall, [m for m in HEAVY if m in loaded]


def measure(args: list[str], repeats: int, cwd: Path, fresh_out: bool) -> dict[str, object]:
    walls, heavy = [], []
    for i in range(repeats):
        run_args = [*args, "--out", str(cwd / f"run-{i}")] if fresh_out else args
        wall, heavy = _once(run_args, cwd)
        walls.append(wall)
    return {
        "median_s": statistics.median(walls),
        "min_s": min(walls),
        "walls_s": walls,
        "heavy_imports": heavy,
    }


def main(argv: list[str] | None = None) -> int:
    parser = smoke_parser(__doc__.splitlines()[0] if __doc__ else "start-up benchmark")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    repeats = 1 if args.smoke else args.repeats
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        cwd = Path(tmp)
        help_fig = measure(["--help"], repeats, cwd, fresh_out=False)
        _once(["run", "--out", str(cwd / "warm-up")], cwd)  # fills the corpus and index caches
        run_fig = measure(["run"], repeats, cwd, fresh_out=True)
    figures = {
        "help": help_fig,
        "run_nda_mini_warm": run_fig,
        "cpu_count": os.cpu_count(),
        "repeats": repeats,
    }
    print_table(
        ["command", "median s", "min s", "heavy imports"],
        [
            [
                "harness --help",
                help_fig["median_s"],
                help_fig["min_s"],
                ", ".join(help_fig["heavy_imports"]) or "-",
            ],  # type: ignore[arg-type]
            [
                "harness run (warm)",
                run_fig["median_s"],
                run_fig["min_s"],
                ", ".join(run_fig["heavy_imports"]) or "-",
            ],  # type: ignore[arg-type]
        ],
    )
    targets = [
        Target("harness --help, process wall", float(help_fig["median_s"]), 0.3, False, " s"),  # type: ignore[arg-type]
        Target("warm harness run, process wall", float(run_fig["median_s"]), 1.2, False, " s"),  # type: ignore[arg-type]
    ]
    write_result("startup", figures, targets, args.out, args.smoke)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
