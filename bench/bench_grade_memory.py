"""Peak memory and time of ``harness grade`` with the heuristic on 1,000 imported records.

Workload: RAGAS-style records (``user_input``, ``retrieved_contexts``, ``response``) made from
RAGTruth's real summaries (``../shared/data/ragtruth-summary``): each summary with its article cut
into 1,000-character passages; past the 900 summaries, the records start over with new ids (so
1,000 records, 900 distinct answers). ``harness import --from ragas --grader none`` writes the run
folder; then ``harness grade RUN --grader heuristic`` runs in its own process, whose peak RSS
(``wait4``'s ``ru_maxrss``), wall and CPU seconds are reported, with the load average. Run twice
(``--repeat``): the first grade may build the per-corpus tables; the later ones read them.
Target (issue 27): <= 200 MiB peak.
Usage: ``python -m bench.bench_grade_memory [--smoke] [--records N] [--repeat N]``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.bench_grounding import DEFAULT_DATA_DIR, PASSAGE_CHARS, QUESTION, load
from bench.common import Target, print_table, smoke_parser, write_result

RECORDS = 1000
PEAK_MIB_LIMIT = 200.0


def records(data_dir: Path, n: int) -> list[dict[str, Any]]:
    """``n`` RAGAS records from the summaries, cycling past the last one."""
    data = load(data_dir)
    out = []
    for i in range(n):
        r = data.responses[i % len(data.responses)]
        out.append(
            {
                "id": f"rt-{i}",
                "user_input": QUESTION,
                "retrieved_contexts": [text for _, text in data.passages[r.source_id]],
                "response": r.text,
            }
        )
    return out


def measured(argv: list[str], env: dict[str, str]) -> dict[str, float]:
    """Run ``argv``; its own peak RSS (MiB), wall and CPU seconds."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        err = proc.stderr.read().decode() if proc.stderr else ""
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}): {err[-2000:]}")
    return {
        "peak_rss_mib": round(usage.ru_maxrss / 1024, 1),
        "wall_s": round(wall, 2),
        "cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = smoke_parser(__doc__.splitlines()[0] if __doc__ else "grade memory benchmark")
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR)
    parser.add_argument("--records", type=int, default=RECORDS)
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args(argv)
    n = 60 if args.smoke else args.records
    harness = [sys.executable, "-c", "from harness.cli.main import main; main()"]
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="bench-grade-memory-") as tmp:
        env = {**os.environ, "HARNESS_CACHE_DIR": os.environ.get("HARNESS_CACHE_DIR", f"{tmp}/cache")}
        source = Path(tmp) / "records.jsonl"
        source.write_text("".join(json.dumps(r) + "\n" for r in records(args.data_dir, n)), encoding="utf-8")
        run = Path(tmp) / "run"
        step = measured(
            [*harness, "import", str(source), "--from", "ragas", "--out", str(run), "--grader", "none"], env
        )
        rows.append({"step": "import (no grader)", **step})
        for k in range(args.repeat):
            load_before = [round(x, 2) for x in os.getloadavg()]
            step = measured([*harness, "grade", str(run), "--grader", "heuristic"], env)
            rows.append({"step": f"grade heuristic #{k + 1}", **step, "loadavg_before": load_before})
        grades = (run / "grades.jsonl").read_text(encoding="utf-8").count("\n")
        shutil.rmtree(run, ignore_errors=True)
    print(f"{n} imported records ({PASSAGE_CHARS}-character passages), {grades} grades written")
    print_table(
        ["step", "peak MiB", "wall s", "cpu s"],
        [[r["step"], r["peak_rss_mib"], r["wall_s"], r["cpu_s"]] for r in rows],
    )
    print(f"load average now {[round(x, 2) for x in os.getloadavg()]}")
    peak = max(r["peak_rss_mib"] for r in rows if r["step"].startswith("grade"))
    targets = [Target("heuristic grade peak RSS", peak, PEAK_MIB_LIMIT, False, "MiB")]
    write_result(
        "grade_memory", {"records": n, "grades": grades, "steps": rows}, targets, args.out, args.smoke
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
