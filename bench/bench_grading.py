"""Grading throughput benchmark: answers per second of the ``reference`` and ``heuristic`` graders over
1,000 answers to real ContractNLI dev questions, made by the built-in ``extractive``,
``overconfident`` and ``oracle`` generators on question sets of three seeds, mixed in a fixed
shuffle. Each grader runs in a fresh interpreter, so its one-time setup (spaCy import and load,
TF-IDF fit) is real; it is timed apart as the first call, grading one answer.
``--workload freeform`` grades instead the hand-labeled free-form answers of
``tests/fixtures/freeform/contractnli_dev.jsonl`` (real-model styles: no prefix, markdown, JSON,
hedges, everyday refusals), replayed by the run engine and repeated to 1,000 in a fixed shuffle.
Targets: heuristic >= 50/s, reference >= 1,000/s.
Usage: ``python -m bench.bench_grading [--smoke] [--workload builtin|freeform] [--data-dir DIR]``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import tempfile
from collections import Counter
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
LIMITS = {"reference": 1000.0, "heuristic": 50.0}
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


def workload(pairs: list[Pair], size: int) -> tuple[list[Pair], int]:
    """``size`` pairs in a fixed shuffle (the list repeated only if too short), and how many are distinct."""
    mixed = list(pairs)
    random.Random(0).shuffle(mixed)
    repeated = (mixed * (size // len(mixed) + 1))[:size]
    return repeated, len({(q.text, a.text) for q, a in repeated})


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


def measure(name: str, pairs: list[Pair], corpus: Corpus) -> dict[str, Any]:
    """Setup (the first call, on one answer) and then the whole workload in one ``grade`` call."""
    with timed() as create:
        grader, _spec = registry.create("grader", name)
    with timed() as setup:
        grader.grade(pairs[:1], corpus)
    with timed() as run:
        grades = grader.grade(pairs, corpus)
    factuality = Counter(g.factuality for g in grades)
    return {
        "grader": name,
        "answers": len(grades),
        "setup_s": round(create.seconds + setup.seconds, 3),
        "grade_s": round(run.seconds, 3),
        "answers_per_s": round(len(grades) / run.seconds, 1),
        "ms_per_answer": round(1000 * run.seconds / len(grades), 3),
        "errors": sum(g.error is not None for g in grades),
        "factuality": dict(sorted(factuality.items())),
        "peak_rss_mib_after": round(peak_rss_mib(), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = smoke_parser(__doc__.splitlines()[0] if __doc__ else "grading benchmark")
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR, help="ContractNLI release folder")
    parser.add_argument("--answers", type=int, default=1000)
    parser.add_argument("--workload", choices=("builtin", "freeform"), default="builtin")
    parser.add_argument("--worker-out", type=Path, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--worker", nargs=2, metavar=("GRADER", "FOLDER"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker_out:
        corpus, pairs = load_workload(Path(args.worker[1]), args.smoke, args.data_dir)
        args.worker_out.write_text(json.dumps(measure(args.worker[0], pairs, corpus)), encoding="utf-8")
        return 0
    size = 40 if args.smoke else args.answers
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
        pairs, distinct = workload(source, size)
    made_by = f"the free-form fixture {FREEFORM.name}" if freeform else ", ".join(GENERATORS)
    print(
        f"{corpus.name}{' ' + corpus.split if corpus.split else ''}: {size} answers ({distinct} distinct) "
        f"from {made_by}; workload built in {prep.seconds:.1f}s"
    )
    with tempfile.TemporaryDirectory(prefix="bench-grading-pairs-") as tmp:
        write_jsonl(Path(tmp) / "questions.jsonl", [q for q, _ in pairs])
        write_jsonl(Path(tmp) / "answers.jsonl", [a for _, a in pairs])
        extra = ["--data-dir", str(args.data_dir), *(["--smoke"] if args.smoke else [])]
        rows = [run_worker("bench.bench_grading", ["--worker", name, tmp, *extra])[0] for name in LIMITS]
    print_table(
        ["grader", "answers", "setup s", "grade s", "answers/s", "ms/answer", "errors"],
        [
            [
                r["grader"],
                r["answers"],
                r["setup_s"],
                r["grade_s"],
                r["answers_per_s"],
                r["ms_per_answer"],
                r["errors"],
            ]
            for r in rows
        ],
    )
    figures = {
        "corpus": corpus.name,
        "split": corpus.split,
        "answers": size,
        "distinct_answers": distinct,
        "workload": "freeform" if freeform else "builtin",
        "generators": [FREEFORM.name] if freeform else list(GENERATORS),
        "question_set_seeds": [q.header.seed for q in qsets],
        "graders": rows,
        "notes": "Each grader runs in a fresh subprocess. setup_s is creating the grader plus its first "
        "grade() call on one answer (spaCy import and load, TF-IDF fit); grade_s is one grade() call on "
        "the whole workload right after, in the same process.",
    }
    targets = [
        Target(
            f"{r['grader']} grader throughput", r["answers_per_s"], LIMITS[r["grader"]], True, " answers/s"
        )
        for r in rows
    ]
    write_result("grading.freeform" if freeform else "grading", figures, targets, args.out, args.smoke)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
