"""Protocol overhead benchmark: the whole harness path on real ContractNLI dev with the ``extractive``
generator, stage by stage, cold (fresh process, empty ``HARNESS_CACHE_DIR``) and warm (a second
fresh process on the filled caches). Targets: at most 20 s cold and 5 s warm, judged on the
subprocess wall time, so interpreter start-up and every import count.
Usage: ``python -m bench.bench_protocol [--smoke] [--data-dir DIR] [--counts SPEC]``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from bench.common import Target, peak_rss_mib, print_table, run_worker, smoke_parser, timed, write_result

REPO_ROOT = Path(__file__).resolve().parent.parent
# The shared data folder, as the tests find it (``$HARNESS_SHARED_DATA``, else ``../shared/data``).
DEFAULT_DATA_DIR = (
    Path(os.environ.get("HARNESS_SHARED_DATA", REPO_ROOT.parent / "shared" / "data")) / "contractnli"
)
COLD_LIMIT_S, WARM_LIMIT_S = 20.0, 5.0
# Imported in the "import" stage; heavy libraries they load lazily (bm25s, spaCy) are paid
# in the first stage that needs them, as in a real run.
MODULES = (
    "harness.corpus",
    "harness.retrieval",
    "harness.questions",
    "harness.run",
    "harness.grade",
    "harness.report",
)
STAGES = ("import", "load corpus", "index", "build questions", "generate", "grade", "report")


def run_stages(
    corpus_name: str, data_dir: str | None, split: str | None, counts: str | None
) -> dict[str, Any]:
    """Every protocol stage once in this process, through the public APIs; seconds per stage."""
    seconds: dict[str, float] = {}
    with timed() as t:
        for module in MODULES:
            importlib.import_module(module)
    seconds["import"] = t.seconds
    from harness.core.records import RetrievalSettings
    from harness.corpus import load_corpus
    from harness.grade import grade_run
    from harness.pipeline import run_protocol
    from harness.questions import build_question_set, parse_counts
    from harness.report import write_report
    from harness.retrieval import build_retriever

    with timed() as t:
        corpus = load_corpus(corpus_name, data_dir=data_dir, split=split)
    seconds["load corpus"] = t.seconds
    with timed() as t:
        retriever = build_retriever(corpus, RetrievalSettings())
    seconds["index"] = t.seconds
    with timed() as t:
        qset = build_question_set(
            corpus, counts=parse_counts(counts) if counts else None, retriever=retriever
        )
    seconds["build questions"] = t.seconds
    with tempfile.TemporaryDirectory(prefix="bench-protocol-") as tmp:
        run_dir = Path(tmp) / "run"
        with timed() as t:
            result = run_protocol(
                corpus,
                questions=qset,
                generator="extractive",
                out=run_dir,
                grader=None,
                report=False,
                progress=False,
            )
        seconds["generate"] = t.seconds
        with timed() as t:
            grades = grade_run(run_dir, "reference", corpus=corpus)
        seconds["grade"] = t.seconds
        with timed() as t:
            write_report(run_dir)
        seconds["report"] = t.seconds
    return {
        "seconds": {k: round(v, 3) for k, v in seconds.items()},
        "stage_total_s": round(sum(seconds.values()), 3),
        "peak_rss_mib": round(peak_rss_mib(), 1),
        "corpus": corpus.name,
        "split": corpus.split,
        "documents": len(corpus.documents),
        "passages": len(corpus.passages),
        "questions": len(qset.questions),
        "answered": result.answered_now,
        "answer_errors": result.errors,
        "grades": len(grades),
        "index_from_cache": retriever.from_cache if hasattr(retriever, "from_cache") else None,
    }


def measure(corpus: str, data_dir: str | None, split: str | None, counts: str | None) -> dict[str, Any]:
    """Cold then warm, each in a fresh interpreter sharing one new cache folder."""
    args = ["--corpus", corpus, *(["--data-dir", data_dir] if data_dir else [])]
    args += [*(["--split", split] if split else []), *(["--counts", counts] if counts else [])]
    with tempfile.TemporaryDirectory(prefix="bench-protocol-cache-") as cache:
        env = {"HARNESS_CACHE_DIR": cache}
        cold, cold_wall = run_worker("bench.bench_protocol", args, env)
        warm, warm_wall = run_worker("bench.bench_protocol", args, env)
    cold["process_wall_s"], warm["process_wall_s"] = round(cold_wall, 3), round(warm_wall, 3)
    return {"cold": cold, "warm": warm}


def main(argv: list[str] | None = None) -> int:
    parser = smoke_parser(__doc__.splitlines()[0] if __doc__ else "protocol benchmark")
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR, help="ContractNLI release folder")
    parser.add_argument("--split", default="dev")
    parser.add_argument(
        "--counts", default=None, help="explicit per-stratum counts (default: the protocol's)"
    )
    parser.add_argument("--corpus", default="contractnli", help=argparse.SUPPRESS)
    parser.add_argument("--worker-out", type=Path, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker_out:
        data_dir = str(args.data_dir) if args.corpus == "contractnli" else None
        split = args.split if args.corpus == "contractnli" else None
        row = run_stages(args.corpus, data_dir, split, args.counts)
        args.worker_out.write_text(json.dumps(row), encoding="utf-8")
        return 0
    # Smoke: the embedded nda-mini corpus (no shared data needed), same stages.
    corpus = "nda-mini" if args.smoke else "contractnli"
    runs = measure(corpus, str(args.data_dir.resolve()), args.split, args.counts)
    cold, warm = runs["cold"], runs["warm"]
    rows: list[list[Any]] = [[s, cold["seconds"][s], warm["seconds"][s]] for s in STAGES]
    rows.append(["sum of stages", cold["stage_total_s"], warm["stage_total_s"]])
    rows.append(["process wall (start-up + stages)", cold["process_wall_s"], warm["process_wall_s"]])
    rows.append(["peak RSS (MiB)", cold["peak_rss_mib"], warm["peak_rss_mib"]])
    counts_note = f"explicit counts {args.counts}" if args.counts else "protocol default counts"
    print(
        f"{cold['corpus']}{' ' + cold['split'] if cold['split'] else ''}: {cold['documents']} documents, "
        f"{cold['passages']} passages, "
        f"{cold['questions']} questions ({counts_note}), extractive generator, reference grader"
    )
    print_table(["stage", "cold s", "warm s"], rows)
    figures = {
        **runs,
        "counts": args.counts or "protocol default (40/20/20/20 + 10/10/10)",
        "generator": "extractive",
        "grader": "reference",
        "notes": (
            "Each run is a fresh `python -m bench.bench_protocol` subprocess; process_wall_s includes "
            "interpreter start-up and all imports (the `import` stage imports the harness packages; "
            "bm25s and spaCy load lazily inside the stage that first needs them). Cold = empty "
            "HARNESS_CACHE_DIR (corpus parse and index caches); warm = the same cache folder, second run."
        ),
    }
    targets = [
        Target("cold protocol overhead (process wall)", cold["process_wall_s"], COLD_LIMIT_S, False, " s"),
        Target("warm protocol overhead (process wall)", warm["process_wall_s"], WARM_LIMIT_S, False, " s"),
    ]
    write_result("protocol", figures, targets, args.out, args.smoke)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
