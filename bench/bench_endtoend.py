"""End-to-end benchmark: a whole ``harness run`` of the ContractNLI dev protocol (130 questions,
``reference`` grader, reports) against the package's fake OpenAI server answering every request
after a fixed latency L, each run a fresh process, the way a user meets it.

Per concurrency C (1, 8 and 32): the process's wall time and CPU (user + system), the fixed cost
before the first request (process start -> the server receives the first request) and after the
last reply (the server sends the last reply -> the process has exited), both on the wall clock
the two processes share, with the CPU the process had spent by the first request (read from
``/proc`` every 10 ms: the part of the wait that is the run's own work, whatever the load), and
whole-run efficiency = ideal / wall, where the ideal is the request loop's own minimum,
ceil(n / C) waves of L. The loop alone (first request -> last reply) is
reported beside it. The server replies "Final answer: Yes [id]." citing the first passage it
was shown, so every answer keeps the output contract (no format retries) and is graded.

Runs warm: one untimed run first fills the corpus, index and question-set caches, and the
bytecode of every module (``PYTHONPYCACHEPREFIX``, as on a user's machine; ``--no-pyc``: every
module compiled at every start, as an editable install where ``PYTHONDONTWRITEBYTECODE`` is set). With
``--baseline PATH`` (a checkout of the harness, e.g. ``/work/main``), the same runs are made
with that code (its own cache folder, warmed the same way) interleaved with ours, so the two
are compared under the same load. Targets (issue 27): <= 0.8 s before the first request,
<= 0.4 s after the last reply, efficiency >= 0.85 at C = 8, all at L = 0.5 s.
With ``--repeats N`` each figure is the median of N runs (interleaved with the baseline's).
Usage: ``python -m bench.bench_endtoend [--smoke] [--baseline PATH] [--latency S] [--repeats N]``.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from bench.common import Target, print_table, smoke_parser, write_result

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA_DIR = (
    Path(os.environ.get("HARNESS_SHARED_DATA", REPO_ROOT.parent / "shared" / "data")) / "contractnli"
)
LATENCY_S = 0.5
CONCURRENCIES = (1, 8, 32)
LIMITS = {"before_first_request_s": 0.8, "after_last_reply_s": 0.4, "efficiency_c8": 0.85}

# The server: answers after ``latency`` and tells, on each "times" line of its stdin, when it got
# its first request and sent its last reply since the previous "times" (wall clock, seconds).
SERVER = """
import json, re, sys, threading, time
from harness.testing import FakeOpenAIServer, FakeReply, chat_completion_body
latency = float(sys.argv[1])
cite = re.compile(r"^\\[([^\\]\\s]+)\\]", re.M)
lock = threading.Lock()
seen = {"first": None, "last": None, "requests": 0}
def respond(request):
    arrived = time.time()
    with lock:
        seen["first"] = arrived if seen["first"] is None else seen["first"]
        seen["requests"] += 1
    text = " ".join(str(m.get("content", "")) for m in request.get("messages", []))
    found = cite.search(text)
    reply = "Final answer: Yes" + (f" [{found.group(1)}]." if found else ".")
    time.sleep(latency)
    with lock:
        seen["last"] = time.time()
    return FakeReply(body=chat_completion_body(reply))
with FakeOpenAIServer(respond) as server:
    print(server.base_url, flush=True)
    for line in sys.stdin:
        with lock:
            print(json.dumps(seen), flush=True)
            seen.update(first=None, last=None, requests=0)
"""


class Server:
    """The fake server in its own process; ``times()`` reads and resets its request clock."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.proc = proc
        assert proc.stdout is not None and proc.stdin is not None
        self._out: IO[str] = proc.stdout
        self._in: IO[str] = proc.stdin
        self.base_url = self._out.readline().strip()

    def times(self) -> dict[str, Any]:
        self._in.write("times\n")
        self._in.flush()
        result: dict[str, Any] = json.loads(self._out.readline())
        return result


@contextlib.contextmanager
def fake_server(latency_s: float) -> Iterator[Server]:
    proc = subprocess.Popen(
        [sys.executable, "-c", SERVER, str(latency_s)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=REPO_ROOT,
    )
    try:
        yield Server(proc)
    finally:
        if proc.stdin is not None:
            proc.stdin.close()
        proc.wait(timeout=30)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def harness_run(
    code: Path,
    server: Server,
    concurrency: int,
    out: Path,
    data_dir: Path,
    cache: Path,
    smoke: bool,
    pycache: Path | None = None,
) -> dict[str, Any]:
    """One ``harness run`` of the protocol with the harness at ``code``, timed against the server's clock."""
    corpus = ["--corpus", "nda-mini"] if smoke else ["--corpus", "contractnli", "--data-dir", str(data_dir)]
    if not smoke:
        corpus += ["--split", "dev"]
    argv = [
        sys.executable,
        "-m",
        "harness.cli.main",
        "run",
        *corpus,
        "--generator",
        "openai:bench",
        "--base-url",
        server.base_url,
        "--concurrency",
        str(concurrency),
        "--out",
        str(out),
        "--no-progress",
    ]
    env = {**os.environ, "PYTHONPATH": str(code), "HARNESS_CACHE_DIR": str(cache)}
    env.pop("PYTHONPYCACHEPREFIX", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if pycache is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    cpu0, started = _children_cpu(), time.time()
    with tempfile.TemporaryFile("w+") as log:
        proc = subprocess.Popen(
            argv, cwd=out.parent, env=env, stdout=subprocess.DEVNULL, stderr=log, text=True
        )
        trace = _cpu_trace(proc)
        ended, cpu = time.time(), _children_cpu() - cpu0
        if proc.returncode != 0:
            log.seek(0)
            raise SystemExit(f"harness run (C={concurrency}, {code}) failed:\n{log.read()[-3000:]}")
    seen = server.times()
    return {"started": started, "ended": ended, "cpu_s": cpu, "cpu_trace": trace, **seen}


def _cpu_trace(proc: subprocess.Popen[str]) -> list[tuple[float, float]]:
    """(wall clock, CPU seconds so far) of the running process every 10 ms, read from /proc, until
    it ends: the CPU it spent before the first request, whatever the load (empty without /proc)."""
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    trace: list[tuple[float, float]] = []
    stat = Path(f"/proc/{proc.pid}/stat")
    while proc.poll() is None:
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            trace.append((time.time(), (int(fields[11]) + int(fields[12])) / tick))
        except (OSError, IndexError, ValueError):
            pass
        time.sleep(0.01)
    proc.wait(timeout=1800)
    return trace


def cpu_at(trace: list[tuple[float, float]], when: float) -> float | None:
    """CPU seconds the process had spent at wall time ``when`` (the last reading before it)."""
    before = [cpu for at, cpu in trace if at <= when]
    return before[-1] if before else None


def figures(raw: dict[str, Any], n: int, concurrency: int, latency_s: float) -> dict[str, Any]:
    wall = raw["ended"] - raw["started"]
    loop = raw["last"] - raw["first"]
    ideal = math.ceil(n / concurrency) * latency_s
    return {
        "concurrency": concurrency,
        "questions": n,
        "requests": raw["requests"],
        "wall_s": round(wall, 3),
        "cpu_s": round(raw["cpu_s"], 3),
        "before_first_request_s": round(raw["first"] - raw["started"], 3),
        "cpu_before_first_request_s": cpu_at(raw["cpu_trace"], raw["first"]),
        "after_last_reply_s": round(raw["ended"] - raw["last"], 3),
        "loop_s": round(loop, 3),
        "ideal_s": ideal,
        "efficiency": round(ideal / wall, 4),
        "loop_efficiency": round(ideal / loop, 4) if loop > 0 else None,
    }


def median_figures(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Each figure's median over repeated runs (one run: that run), with every run's figures beside it."""
    if len(runs) == 1:
        return runs[0]
    merged: dict[str, Any] = {}
    for key, value in runs[0].items():
        values = [r[key] for r in runs]
        numeric = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
        merged[key] = round(statistics.median(values), 4) if numeric and key != "concurrency" else value
    merged["repeats"] = len(runs)
    merged["each_run"] = runs
    return merged


def _loadavg() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def main(argv: list[str] | None = None) -> int:
    parser = smoke_parser(__doc__.splitlines()[0] if __doc__ else "end-to-end benchmark")
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR, help="ContractNLI release folder")
    parser.add_argument("--latency", type=float, default=LATENCY_S, help="seconds the server takes per reply")
    parser.add_argument("--baseline", type=Path, default=None, help="another harness checkout to compare")
    parser.add_argument("--concurrency", type=int, nargs="+", default=list(CONCURRENCIES))
    parser.add_argument("--repeats", type=int, default=1, help="runs per C and code; figures are medians")
    parser.add_argument(
        "--no-pyc", action="store_true", help="no bytecode files: every module compiled per run"
    )
    args = parser.parse_args(argv)
    latency = 0.05 if args.smoke else args.latency
    concurrencies = [8] if args.smoke else args.concurrency
    codes = {"this": REPO_ROOT}
    if args.baseline is not None:
        codes["baseline"] = args.baseline.resolve()
    load_before = _loadavg()
    rows: dict[str, list[dict[str, Any]]] = {name: [] for name in codes}
    with tempfile.TemporaryDirectory(prefix="bench-endtoend-") as tmp, fake_server(latency) as server:
        root = Path(tmp)
        caches = {name: root / f"cache-{name}" for name in codes}
        pycache = {name: None if args.no_pyc else root / f"pycache-{name}" for name in codes}
        for name, code in codes.items():  # warm-up: corpus, index and question-set caches, bytecode
            harness_run(
                code,
                server,
                32,
                root / f"warm-{name}",
                args.data_dir,
                caches[name],
                args.smoke,
                pycache[name],
            )
        for c in concurrencies:
            runs: dict[str, list[dict[str, Any]]] = {name: [] for name in codes}
            for r in range(1 if args.smoke else args.repeats):
                for name, code in codes.items():  # interleaved: both meet the same load
                    out = root / f"{name}-c{c}-{r}"
                    raw = harness_run(
                        code, server, c, out, args.data_dir, caches[name], args.smoke, pycache[name]
                    )
                    n = sum(1 for line in (out / "answers.jsonl").open(encoding="utf-8") if line.strip())
                    runs[name].append(figures(raw, n, c, latency))
            for name in codes:
                rows[name].append(median_figures(runs[name]))
    load_after = _loadavg()
    keys = ["concurrency", "wall_s", "cpu_s", "before_first_request_s", "cpu_before_first_request_s"]
    keys += ["after_last_reply_s", "loop_s"]
    keys += ["ideal_s", "efficiency", "loop_efficiency"]
    corpus = "nda-mini" if args.smoke else "ContractNLI dev"
    print(f"harness run, {corpus}, server latency {latency} s, {'without' if args.no_pyc else 'with'} .pyc")
    print_table(["code", *keys], [[name, *(r[k] for k in keys)] for name, rs in rows.items() for r in rs])
    print(f"load average before {load_before}, after {load_after}")
    ours = {r["concurrency"]: r for r in rows["this"]}
    fixed = ours[8] if 8 in ours else rows["this"][0]
    targets = [
        Target("before the first request (C=8)", fixed["before_first_request_s"], 0.8, False, " s"),
        Target("after the last reply (C=8)", fixed["after_last_reply_s"], 0.4, False, " s"),
    ]
    if 8 in ours:
        targets.append(Target("whole-run efficiency at C=8", ours[8]["efficiency"], 0.85, True))
    result: dict[str, Any] = {
        "corpus": "nda-mini" if args.smoke else "contractnli dev",
        "latency_s": latency,
        "runs": rows["this"],
        "repeats": 1 if args.smoke else args.repeats,
        "bytecode": not args.no_pyc,
        "load_average_before": load_before,
        "load_average_after": load_after,
        "notes": "Each run a fresh `harness run` process, warm caches; times on the wall clock the "
        "bench and the server share; ideal = ceil(n / C) * latency.",
    }
    if "baseline" in rows:
        result["baseline"] = {"code": str(codes["baseline"]), "runs": rows["baseline"]}
    write_result("endtoend", result, targets, args.out, args.smoke)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
