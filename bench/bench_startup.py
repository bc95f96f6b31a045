"""Start-up benchmark: `harness --help` and warm `harness run`s (nda-mini; ContractNLI dev when the
data is there), each a fresh process, with and without `.pyc` files, CPU beside wall.

Each command runs in a fresh process (the way a user meets it); one untimed run first fills the
corpus, index and question-set caches. **With .pyc**: ``PYTHONPYCACHEPREFIX`` names a folder
filled by that untimed run, so every module is read from bytecode, as on a user's machine.
**Without**: ``PYTHONDONTWRITEBYTECODE=1`` and no bytecode for the harness's own modules (an
editable install in a workplace that sets that variable): they are compiled at every start.
Figures are medians over --repeats runs, with the CPU seconds (user + system) of the process
and the heavy modules it imported, so a regression shows its cause. With ``--baseline PATH``
(another checkout, e.g. ``/work/main``) the same commands run with that code, interleaved with
ours, so both meet the same load; the load average is recorded.
Targets: issue 12 (wall, with .pyc) `harness --help` <= 0.3 s, warm nda-mini run <= 1.2 s;
issue 27 (CPU, with .pyc) warm nda-mini run <= 1.0 s, warm dev run <= 1.6 s.
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

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA_DIR = (
    Path(os.environ.get("HARNESS_SHARED_DATA", REPO_ROOT.parent / "shared" / "data")) / "contractnli"
)
HEAVY = ("sklearn", "scipy", "matplotlib", "pandas", "spacy", "bm25s", "httpx")

# Each checkout's command is started as its installed console script starts it: the entry point its
# pyproject.toml names (``harness.cli:script`` here; older checkouts ``harness.cli.main:script``).
PROBE = (
    "import importlib, json, re, sys, atexit, pathlib\n"
    "top = lambda: sorted({m.split('.')[0] for m in sys.modules})\n"
    "atexit.register(lambda: print('@@MODULES@@' + json.dumps(top()), file=sys.stderr))\n"
    "sys.argv = ['harness', *sys.argv[1:]]\n"
    "import harness\n"
    "text = (pathlib.Path(harness.__file__).parent.parent / 'pyproject.toml').read_text()\n"
    "module, function = re.search(r'^harness = \"(.+):(.+)\"', text, re.M).groups()\n"
    "getattr(importlib.import_module(module), function)()\n"
)
VARIANTS = ("pyc", "no_pyc")


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _env(code: Path, cache: Path, variant: str, pycache: Path) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(code), "HARNESS_CACHE_DIR": str(cache)}
    env.pop("PYTHONPYCACHEPREFIX", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if variant == "pyc":
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def _once(args: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float, list[str]]:
    cpu0, start = _cpu(), time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )
    wall, cpu = time.perf_counter() - start, _cpu() - cpu0
    if done.returncode != 0:
        raise SystemExit(f"harness {' '.join(args)} failed:\n{done.stderr[-2000:]}")
    line = next(x for x in done.stderr.splitlines() if x.startswith("@@MODULES@@"))
    loaded = json.loads(line.removeprefix("@@MODULES@@"))
    return wall, cpu, [m for m in HEAVY if m in loaded]


def _summary(walls: list[float], cpus: list[float], heavy: list[str]) -> dict[str, Any]:
    return {
        "median_s": round(statistics.median(walls), 3),
        "min_s": round(min(walls), 3),
        "cpu_median_s": round(statistics.median(cpus), 3),
        "cpu_min_s": round(min(cpus), 3),
        "walls_s": [round(w, 3) for w in walls],
        "cpus_s": [round(c, 3) for c in cpus],
        "heavy_imports": heavy,
    }


def _has_pycache(code: Path) -> bool:
    return any((code / "harness").rglob("__pycache__"))


def main(argv: list[str] | None = None) -> int:
    parser = smoke_parser(__doc__.splitlines()[0] if __doc__ else "start-up benchmark")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR, help="ContractNLI release folder")
    parser.add_argument("--baseline", type=Path, default=None, help="another harness checkout to compare")
    args = parser.parse_args(argv)
    repeats = 1 if args.smoke else args.repeats
    commands: dict[str, list[str]] = {"help": ["--help"], "run_nda_mini_warm": ["run"]}
    if not args.smoke and (args.data_dir / "dev.json").is_file():
        dev = ["run", "--corpus", "contractnli", "--data-dir", str(args.data_dir), "--split", "dev"]
        commands["run_dev_warm"] = dev
    codes = {"this": REPO_ROOT}
    if args.baseline is not None:
        codes["baseline"] = args.baseline.resolve()
    stale = [str(c) for c in codes.values() if _has_pycache(c)]
    if stale:
        print(f"note: __pycache__ folders in {', '.join(stale)}: the no-.pyc figures read them")
    load_before = [round(x, 2) for x in os.getloadavg()]
    samples: dict[tuple[str, str, str], tuple[list[float], list[float], list[str]]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        cwd = Path(tmp)
        envs = {
            (code, variant): _env(path, cwd / f"cache-{code}", variant, cwd / f"pyc-{code}")
            for code, path in codes.items()
            for variant in VARIANTS
        }
        for code in codes:  # untimed: fill the caches and the .pyc folder
            for name, command in commands.items():
                if name != "help":
                    _once([*command, "--out", str(cwd / f"warm-{code}-{name}")], cwd, envs[(code, "pyc")])
        n = 0
        for _ in range(repeats):
            for name, command in commands.items():
                for variant in VARIANTS:
                    for code in codes:  # interleaved: every code meets the same load
                        n += 1
                        run_args = command if name == "help" else [*command, "--out", str(cwd / f"run-{n}")]
                        wall, cpu, heavy = _once(run_args, cwd, envs[(code, variant)])
                        walls, cpus, _ = samples.setdefault((code, name, variant), ([], [], []))
                        walls.append(wall)
                        cpus.append(cpu)
                        samples[(code, name, variant)] = (walls, cpus, heavy)
    load_after = [round(x, 2) for x in os.getloadavg()]
    results = {key: _summary(*value) for key, value in samples.items()}
    labels = {
        "help": "harness --help",
        "run_nda_mini_warm": "run nda-mini (warm)",
        "run_dev_warm": "run dev (warm)",
    }
    print_table(
        ["code", "command", ".pyc", "median s", "cpu s", "heavy imports"],
        [
            [
                code,
                labels[name],
                "yes" if variant == "pyc" else "no",
                f["median_s"],
                f["cpu_median_s"],
                ", ".join(f["heavy_imports"]) or "-",
            ]
            for (code, name, variant), f in results.items()
        ],
    )
    print(f"load average before {load_before}, after {load_after}")
    ours = {(name, variant): f for (code, name, variant), f in results.items() if code == "this"}
    figures: dict[str, Any] = {
        name: {variant: ours[(name, variant)] for variant in VARIANTS} for name in commands
    }
    if "baseline" in codes:
        figures["baseline"] = {
            "code": str(codes["baseline"]),
            **{
                name: {variant: results[("baseline", name, variant)] for variant in VARIANTS}
                for name in commands
            },
        }
    targets = [
        Target("harness --help, process wall (.pyc)", ours[("help", "pyc")]["median_s"], 0.3, False, " s"),
        Target(
            "warm nda-mini run, wall (.pyc)", ours[("run_nda_mini_warm", "pyc")]["median_s"], 1.2, False, " s"
        ),
        Target(
            "warm nda-mini run, CPU (.pyc)",
            ours[("run_nda_mini_warm", "pyc")]["cpu_median_s"],
            1.0,
            False,
            " s",
        ),
    ]
    if "run_dev_warm" in commands:
        targets.append(
            Target(
                "warm dev run, CPU (.pyc)", ours[("run_dev_warm", "pyc")]["cpu_median_s"], 1.6, False, " s"
            )
        )
    figures.update(
        cpu_count=os.cpu_count(),
        repeats=repeats,
        load_average_before=load_before,
        load_average_after=load_after,
    )
    write_result("startup", figures, targets, args.out, args.smoke)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
