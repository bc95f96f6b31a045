"""Every grade of the labeled fixtures, written to one JSON file, to check that a speed edit changes none.

Grades every line of ``tests/fixtures/{freeform,heldout,styles*}/*.jsonl`` (every styles folder,
``styles`` to the newest ``styles_vN``; answers made by the run engine from the recorded raw output,
as ``tests/grade/test_freeform.py`` does) with the graders
named (default ``reference``) and writes ``{file: {line id: grade fields}}``. Run it before and
after an edit to ``harness/read``, ``harness/text`` or a grader, then compare:

    python -m bench.grades_snapshot --out /tmp/before.json
    (edit)
    python -m bench.grades_snapshot --out /tmp/after.json --compare /tmp/before.json

``--compare`` prints each grade whose fields differ and exits 1 if any does. ``--generated`` adds
the built-in generators' answers to ContractNLI dev questions (``bench.bench_grading``'s workload,
822 answers; a minute more). ContractNLI dev lines
need the shared data (``$HARNESS_SHARED_DATA/contractnli``); without it they are skipped and said so.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from dataclasses import replace
from pathlib import Path
from typing import Any

from harness.core import registry
from harness.core.io import from_dict, to_dict
from harness.core.records import Question
from harness.corpus import Corpus, load_corpus
from harness.testing.replay import replay_answers

REPO_ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("freeform", "heldout", "styles*")
"""Fixture folders (glob patterns under ``tests/fixtures``)."""
DATA_DIR = Path(os.environ.get("HARNESS_SHARED_DATA", REPO_ROOT.parent / "shared" / "data")) / "contractnli"


def _corpus(name: str, cache: dict[str, Corpus | None]) -> Corpus | None:
    if name not in cache:
        if name == "nda-mini":
            cache[name] = load_corpus("nda-mini")
        elif (DATA_DIR / "dev.json").is_file():
            cache[name] = load_corpus("contractnli", data_dir=DATA_DIR, split="dev")
        else:
            cache[name] = None
    return cache[name]


def fixture_files() -> list[Path]:
    """The labeled fixture files, folder by folder (``FOLDERS``), each folder's files by name."""
    root = REPO_ROOT / "tests" / "fixtures"
    folders = sorted({d for pattern in FOLDERS for d in root.glob(pattern) if d.is_dir()})
    return [path for folder in folders for path in sorted(folder.glob("*.jsonl"))]


def snapshot(graders: list[str]) -> dict[str, dict[str, Any]]:
    """``{grader/folder/file: {line id: grade fields}}`` for every fixture line its corpus can read."""
    corpora: dict[str, Corpus | None] = {}
    made = {name: registry.create("grader", name)[0] for name in graders}
    out: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="grades-snapshot-") as tmp:
        for path in fixture_files():
            folder = path.parent.name
            rows = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
            by_corpus: dict[str, list[dict[str, Any]]] = {}
            for row in rows:
                if "question" in row and "answer" in row:
                    by_corpus.setdefault(row.get("corpus", "nda-mini"), []).append(row)
            for corpus_name, group in by_corpus.items():
                corpus = _corpus(corpus_name, corpora)
                if corpus is None:
                    print(f"skipped {path.name} ({corpus_name}: no data)", file=sys.stderr)
                    continue
                items = [
                    (replace(from_dict(r["question"], Question), id=r["id"]), r["retrieved"], r["answer"])
                    for r in group
                ]
                work = Path(tmp) / f"{folder}-{path.stem}-{corpus_name}"
                answers = replay_answers(corpus, items, work)
                pairs = [(q, a) for (q, _, _), a in zip(items, answers, strict=True)]
                for name, grader in made.items():
                    key = f"{name}/{folder}/{path.name}"
                    grades = grader.grade(pairs, corpus)
                    out.setdefault(key, {}).update(
                        {q.id: to_dict(g) for (q, _), g in zip(pairs, grades, strict=True)}
                    )
    return out


def generated(graders: list[str]) -> dict[str, dict[str, Any]]:
    """``{grader/generated: {n: grade fields}}`` for ``bench.bench_grading``'s built-in workload (the
    distinct answers of its generators to dev questions of its seeds, in its order); none without
    the shared data."""
    from bench.bench_grading import SEEDS, answer_pairs, workload
    from harness.questions import build_question_set

    corpus = _corpus("contractnli-dev", {})
    if corpus is None:
        print("skipped the generated answers (contractnli-dev: no data)", file=sys.stderr)
        return {}
    pairs = workload(answer_pairs(corpus, [build_question_set(corpus, seed=seed) for seed in SEEDS]), None)
    out: dict[str, dict[str, Any]] = {}
    for name in graders:
        grades = registry.create("grader", name)[0].grade(pairs, corpus)
        out[f"{name}/generated"] = {str(n): to_dict(g) for n, g in enumerate(grades)}
    return out


def compare(now: dict[str, dict[str, Any]], before: dict[str, dict[str, Any]]) -> int:
    """Print every grade that differs (or is missing on one side); the number of them."""
    differ = 0
    for key in sorted(set(now) | set(before)):
        a, b = before.get(key, {}), now.get(key, {})
        for line in sorted(set(a) | set(b)):
            if a.get(line) != b.get(line):
                differ += 1
                fields = sorted(
                    k
                    for k in set(a.get(line) or {}) | set(b.get(line) or {})
                    if (a.get(line) or {}).get(k) != (b.get(line) or {}).get(k)
                )
                print(f"{key} {line}: {', '.join(fields) or 'missing'}")
    total = sum(len(v) for v in now.values())
    print(f"{total} grades, {differ} differ")
    return differ


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, required=True, help="where to write the snapshot (JSON)")
    parser.add_argument("--compare", type=Path, default=None, help="an earlier snapshot to compare with")
    parser.add_argument("--graders", default="reference", help="comma-separated grader names")
    parser.add_argument(
        "--generated",
        action="store_true",
        help="also the built-in generators' answers to dev questions (bench.bench_grading's workload)",
    )
    args = parser.parse_args(argv)
    graders = [g for g in args.graders.split(",") if g]
    now = snapshot(graders)
    if args.generated:
        now.update(generated(graders))
    args.out.write_text(json.dumps(now, indent=1, sort_keys=True), encoding="utf-8")
    if args.compare is None:
        print(f"{sum(len(v) for v in now.values())} grades written to {args.out}")
        return 0
    return 1 if compare(now, json.loads(args.compare.read_text(encoding="utf-8"))) else 0


if __name__ == "__main__":
    raise SystemExit(main())
