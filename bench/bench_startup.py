"""Start-up benchmark: process wall time of `harness --help` and of a warm `harness run` on nda-mini.

Each command runs in a fresh process (the way a user meets it); the first `harness run` warms
the corpus and index caches and is not counted. Figures are medians over --repeats runs, with
the heavy modules each command imported, so a regression shows its cause.
Targets (issue 12): `harness --help` <= 0.3 s, warm `harness run` on nda-mini <= 1.2 s.
The CPU seconds (user + system) of each process are recorded beside the wall: on a shared
machine they show what the command costs when the wall mostly shows the queue for a core.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import Target, print_table, smoke_parser, write_result

HEAVY = ("sklearn", "scipy", "matplotlib", "pandas", "spacy")
PROBE = (
    "import runpy, sys, json, atexit\n"
    "top = lambda: sorted({m.split('.')[0] for m in sys.modules})\n"
    "atexit.register(lambda: print('@@MODULES@@' + json.dumps(top()), file=sys.stderr))\n"
    "sys.argv = ['harness', *sys.argv[1:]]\n"
    "runpy.run_module('harness.cli.main', run_name='__main__')\n"
)


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _once(args: list[str], cwd: Path) -> tuple[float, float, list[str]]:
    cpu0, start = _cpu(), time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args], cwd=cwd, capture_output=True, text=True, timeout=600
    )
    wall, cpu = time.perf_counter() - start, _cpu() - cpu0
    if done.returncode != 0:
        raise SystemExit(f"harness {' '.join(args)} failed:\n{done.stderr[-2000:]}")
    line = next(x for x in done.stderr.splitlines() if x.startswith("@@MODULES@@"))
    loaded = json.loads(line.removeprefix("@@MODULES@@"))
    return wall, cpu, [m for m in HEAVY if m in loaded]


def measure(args: list[str], repeats: int, cwd: Path, fresh_out: bool) -> dict[str, Any]:
    walls: list[float] = []
    cpus: list[float] = []
    heavy: list[str] = []
    for i in range(repeats):
        run_args = [*args, "--out", str(cwd / f"run-{i}")] if fresh_out else args
        wall, cpu, heavy = _once(run_args, cwd)
        walls.append(wall)
        cpus.append(cpu)
    return {
        "median_s": statistics.median(walls),
        "min_s": min(walls),
        "cpu_median_s": statistics.median(cpus),
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
        figures: dict[str, Any] = {"help": measure(["--help"], repeats, cwd, fresh_out=False)}
        _once(["run", "--out", str(cwd / "warm-up")], cwd)  # fills the corpus and index caches
        figures["run_nda_mini_warm"] = measure(["run"], repeats, cwd, fresh_out=True)
    labels = {"help": "harness --help", "run_nda_mini_warm": "harness run (warm)"}
    print_table(
        ["command", "median s", "min s", "cpu s", "heavy imports"],
        [
            [labels[k], f["median_s"], f["min_s"], f["cpu_median_s"], ", ".join(f["heavy_imports"]) or "-"]
            for k, f in figures.items()
        ],
    )
    targets = [
        Target("harness --help, process wall", figures["help"]["median_s"], 0.3, False, " s"),
        Target("warm harness run, process wall", figures["run_nda_mini_warm"]["median_s"], 1.2, False, " s"),
    ]
    figures.update(cpu_count=os.cpu_count(), repeats=repeats)
    write_result("startup", figures, targets, args.out, args.smoke)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
