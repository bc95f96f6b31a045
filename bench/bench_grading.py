"""Grading throughput benchmark: answers per second of the ``reference`` and ``heuristic`` graders on
answers they have not seen, first pass and repeat apart, CPU beside wall.

Workloads: ``builtin`` (default) the distinct answers of the built-in ``extractive``,
``overconfident`` and ``oracle`` generators to real ContractNLI dev questions (question sets of
seeds 13, 14, 15), in a fixed shuffle; ``--workload freeform`` the 177 hand-labeled free-form
answers of ``tests/fixtures/freeform/contractnli_dev.jsonl`` (real-model styles: no prefix,
markdown, JSON, hedges, everyday refusals), replayed by the run engine. No answer occurs twice.
Each grader runs in a fresh interpreter: its set-up (grader creation plus a first ``grade()``
call on one answer kept out of the workload: pattern compiles, spaCy load, corpus tables) is
timed apart; then the **first pass** grades every answer once, in one ``grade()`` call, the way a
run grades answers it has just received; the **repeat** grades the same answers again in the
same process, which shows what the graders' caches save (a workload that repeats answers
measures that, not grading). Wall and CPU (``time.process_time``) are reported for each.
Targets (issue 27, first pass): reference >= 1,000/s; heuristic >= 200/s with set-up <= 1.0 s CPU.
Usage: ``python -m bench.bench_grading [--smoke] [--workload builtin|freeform] [--graders reference]
[--data-dir DIR]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from bench.common import Target, peak_rss_mib, print_table, run_worker, smoke_parser, timed, write_result
from harness.core import registry
from harness.core.io import read_jsonl, write_jsonl
from harness.core.records import Answer, Question
from harness.core.settings import corpora_dir
from harness.corpus import Corpus, load_corpus
from harness.pipeline import run_protocol
from harness.questions import QuestionSet, build_question_set, read_question_set
from harness.store import RunFolder

REPO_ROOT = Path(__file__).resolve().parent.parent
# The shared data folder, as the tests find it (``$HARNESS_SHARED_DATA``, else ``../shared/data``).
DEFAULT_DATA_DIR = (
    Path(os.environ.get("HARNESS_SHARED_DATA", REPO_ROOT.parent / "shared" / "data")) / "contractnli"
)
GENERATORS = ("extractive", "overconfident", "oracle")
SEEDS = (13, 14, 15)
LIMITS = {"reference": 1000.0, "heuristic": 200.0}
SETUP_CPU_LIMIT_S = {"heuristic": 1.0}
Pair = tuple[Question, Answer]


def answer_pairs(corpus: Corpus, qsets: list[QuestionSet]) -> list[Pair]:
    """(question, answer) pairs from every generator on every question set, through ``run_protocol``."""
    pairs: list[Pair] = []
    with tempfile.TemporaryDirectory(prefix="bench-grading-") as tmp:
        for n, qset in enumerate(qsets):
            for name in GENERATORS:
                out = Path(tmp) / f"{name}-{n}"
                run_protocol(
                    corpus, questions=qset, generator=name, out=out, grader=None, report=False, progress=False
                )
                folder = RunFolder.open(out)
                answers = {a.question_id: a for a in folder.answers()}
                pairs.extend((q, answers[q.id]) for q in folder.question_set().questions)
    return pairs


def workload(pairs: list[Pair], size: int | None) -> list[Pair]:
    """The distinct pairs (first occurrence kept) in a fixed shuffle, at most ``size`` of them."""
    seen: set[tuple[str, str]] = set()
    distinct = []
    for q, a in pairs:
        if (q.text, a.text) not in seen:
            seen.add((q.text, a.text))
            distinct.append((q, a))
    random.Random(0).shuffle(distinct)
    return distinct[:size] if size else distinct


FREEFORM = REPO_ROOT / "tests" / "fixtures" / "freeform" / "contractnli_dev.jsonl"


def freeform_pairs(corpus: Corpus) -> list[Pair]:
    """The free-form fixture's answers as the run engine makes them (question id = line id)."""
    from dataclasses import replace

    from harness.core.io import from_dict
    from harness.testing.replay import replay_answers

    rows = [json.loads(line) for line in FREEFORM.read_text(encoding="utf-8").split("\n") if line.strip()]
    items = [
        (replace(from_dict(r["question"], Question), id=r["id"]), r["retrieved"], r["answer"]) for r in rows
    ]
    with tempfile.TemporaryDirectory(prefix="bench-grading-freeform-") as tmp:
        answers = replay_answers(corpus, items, Path(tmp))
    return [(q, a) for (q, _, _), a in zip(items, answers, strict=True)]


def load_workload(folder: Path, smoke: bool, data_dir: Path) -> tuple[Corpus, list[Pair]]:
    corpus = load_corpus("nda-mini") if smoke else load_corpus("contractnli", data_dir=data_dir, split="dev")
    questions = read_jsonl(folder / "questions.jsonl", Question)
    answers = read_jsonl(folder / "answers.jsonl", Answer)
    return corpus, list(zip(questions, answers, strict=True))


@contextmanager
def clocked() -> Iterator[dict[str, float]]:
    """Wall and CPU seconds of the block (``wall_s``, ``cpu_s``), filled in when it ends."""
    took: dict[str, float] = {}
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        yield took
    finally:
        took.update(wall_s=time.perf_counter() - wall, cpu_s=time.process_time() - cpu)


def _pass(grades: list[Any], took: dict[str, float]) -> dict[str, Any]:
    n = len(grades)
    return {
        "wall_s": round(took["wall_s"], 3),
        "cpu_s": round(took["cpu_s"], 3),
        "answers_per_s": round(n / took["wall_s"], 1),
        "answers_per_cpu_s": round(n / took["cpu_s"], 1) if took["cpu_s"] > 0 else None,
        "ms_per_answer": round(1000 * took["wall_s"] / n, 3),
    }


def measure(name: str, pairs: list[Pair], corpus: Corpus) -> dict[str, Any]:
    """Set-up on ``pairs[0]`` (kept out of the workload), then a first pass and a repeat on the rest."""
    warm_up, measured = pairs[:1], pairs[1:]
    with clocked() as setup:
        grader, _spec = registry.create("grader", name)
        grader.grade(warm_up, corpus)
    with clocked() as first:
        grades = grader.grade(measured, corpus)
    with clocked() as repeat:
        again = grader.grade(measured, corpus)
    factuality = Counter(g.factuality for g in grades)
    return {
        "grader": name,
        "answers": len(grades),
        "setup_s": round(setup["wall_s"], 3),
        "setup_cpu_s": round(setup["cpu_s"], 3),
        "first_pass": _pass(grades, first),
        "repeat": _pass(again, repeat),
        "same_grades_on_repeat": [g.factuality for g in grades] == [g.factuality for g in again],
        "errors": sum(g.error is not None for g in grades),
        "factuality": dict(sorted(factuality.items())),
        "peak_rss_mib_after": round(peak_rss_mib(), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = smoke_parser(__doc__.splitlines()[0] if __doc__ else "grading benchmark")
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR, help="ContractNLI release folder")
    parser.add_argument("--answers", type=int, default=None, help="at most this many (default: all)")
    parser.add_argument("--workload", choices=("builtin", "freeform"), default="builtin")
    parser.add_argument(
        "--graders", nargs="+", choices=tuple(LIMITS), default=list(LIMITS), help="default: both"
    )
    parser.add_argument("--worker-out", type=Path, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--worker", nargs=2, metavar=("GRADER", "FOLDER"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker_out:
        corpus, pairs = load_workload(Path(args.worker[1]), args.smoke, args.data_dir)
        args.worker_out.write_text(json.dumps(measure(args.worker[0], pairs, corpus)), encoding="utf-8")
        return 0
    size = 41 if args.smoke else args.answers
    with timed() as prep:
        if args.smoke:
            # The embedded corpus and its frozen protocol: no shared data and no question building.
            corpus = load_corpus("nda-mini")
            qsets = [read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl")]
        else:
            corpus = load_corpus("contractnli", data_dir=args.data_dir, split="dev")
            qsets = [build_question_set(corpus, seed=seed) for seed in SEEDS]
        freeform = args.workload == "freeform" and not args.smoke
        source = freeform_pairs(corpus) if freeform else answer_pairs(corpus, qsets)
        pairs = workload(source, size)
    made_by = f"the free-form fixture {FREEFORM.name}" if freeform else ", ".join(GENERATORS)
    print(
        f"{corpus.name}{' ' + corpus.split if corpus.split else ''}: {len(pairs) - 1} distinct answers "
        f"(+1 for set-up) from {made_by}; workload built in {prep.seconds:.1f}s"
    )
    load_before = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory(prefix="bench-grading-pairs-") as tmp:
        write_jsonl(Path(tmp) / "questions.jsonl", [q for q, _ in pairs])
        write_jsonl(Path(tmp) / "answers.jsonl", [a for _, a in pairs])
        extra = ["--data-dir", str(args.data_dir), *(["--smoke"] if args.smoke else [])]
        rows = [
            run_worker("bench.bench_grading", ["--worker", name, tmp, *extra])[0] for name in args.graders
        ]
    load_after = [round(x, 2) for x in os.getloadavg()]
    print_table(
        ["grader", "answers", "setup s", "setup cpu", "1st /s", "1st cpu s", "repeat /s", "repeat cpu s"],
        [
            [
                r["grader"],
                r["answers"],
                r["setup_s"],
                r["setup_cpu_s"],
                r["first_pass"]["answers_per_s"],
                r["first_pass"]["cpu_s"],
                r["repeat"]["answers_per_s"],
                r["repeat"]["cpu_s"],
            ]
            for r in rows
        ],
    )
    print(f"load average before {load_before}, after {load_after}")
    figures = {
        "corpus": corpus.name,
        "split": corpus.split,
        "answers": len(pairs) - 1,
        "workload": "freeform" if freeform else "builtin",
        "generators": [FREEFORM.name] if freeform else list(GENERATORS),
        "question_set_seeds": [q.header.seed for q in qsets],
        "graders": rows,
        "load_average_before": load_before,
        "load_average_after": load_after,
        "notes": "Each grader runs in a fresh subprocess. setup is creating the grader plus its first "
        "grade() call on one answer that is not in the workload; first_pass grades every (distinct) "
        "answer once in one grade() call; repeat grades them again in the same process. cpu_s is "
        "time.process_time of the worker.",
    }
    targets = [
        Target(
            f"{r['grader']} grader, first pass",
            r["first_pass"]["answers_per_s"],
            LIMITS[r["grader"]],
            True,
            " answers/s",
        )
        for r in rows
    ]
    targets += [
        Target(
            f"{r['grader']} grader set-up CPU", r["setup_cpu_s"], SETUP_CPU_LIMIT_S[r["grader"]], False, " s"
        )
        for r in rows
        if r["grader"] in SETUP_CPU_LIMIT_S
    ]
    write_result("grading.freeform" if freeform else "grading", figures, targets, args.out, args.smoke)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
