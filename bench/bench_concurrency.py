"""Concurrency benchmark: a fake generator with a fixed 0.2 s latency over 130 questions at
concurrency 8, through the whole ``run_protocol`` path (retrieval, prompts, contract, fsynced
appends) in a warm process. Target (the issue's): efficiency = ideal / wall >= 0.9, where the
ideal is n L / C = 130 x 0.2 / 8 s.
Usage: ``python -m bench.bench_concurrency [--smoke]``.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import Target, print_table, smoke_parser, timed, write_result
from harness.core.records import Document, Passage, Question, QuestionSetHeader, RetrievalSettings
from harness.corpus.base import Corpus
from harness.generate.base import GenerationOutput, GenerationRequest, generator
from harness.pipeline import run_protocol
from harness.questions.qset import QuestionSet, with_hash

LATENCY_S = 0.2


class FixedLatency:
    """Sleeps a fixed time, then answers yes citing the top passage."""

    name = "bench-fixed-latency"

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        time.sleep(LATENCY_S)
        cited = f" [{request.passages[0].passage_id}]" if request.passages else ""
        return GenerationOutput(f"Final answer: Yes{cited}.")


@generator("bench-fixed-latency")
def fixed_latency() -> FixedLatency:
    """A fake generator with a fixed latency (benchmark only)."""
    return FixedLatency()


def synthetic(n_questions: int) -> tuple[Corpus, QuestionSet]:
    """A small corpus of numbered clauses and one question per clause."""
    documents, passages, questions = [], [], []
    for d in range(13):
        doc_id = f"bench-{d:02d}"
        parts = [
            f"Clause {d}-{i}: the party shall keep item{d}x{i} confidential for {i + 1} years."
            for i in range(10)
        ]
        documents.append(Document(doc_id, f"Bench document {d}", "\n".join(parts)))
        start = 0
        for i, part in enumerate(parts):
            passages.append(Passage(f"{doc_id}:{i}", doc_id, i, start, start + len(part), part))
            start += len(part) + 1
    corpus = Corpus("bench", tuple(documents), tuple(passages))
    for n in range(n_questions):
        d, i = divmod(n % 130, 10)
        questions.append(
            Question(
                id=f"bench-q{n:03d}",
                text=f"Must the party keep item{d}x{i} confidential?",
                stratum="answerable",
                answer_type="yes_no",
                gold_answer="yes",
                gold_evidence=(f"bench-{d:02d}:{i}",),
                ideal=("correct",),
                retrieval=RetrievalSettings(),
                builder_version="bench",
            )
        )
    header = QuestionSetHeader("bench", corpus.fingerprint, 13, "bench", {}, {}, "")
    return corpus, with_hash(header, questions)


def measure(n_questions: int, concurrency: int) -> dict[str, Any]:
    corpus, qset = synthetic(n_questions)
    with tempfile.TemporaryDirectory() as tmp, timed() as wall:
        result = run_protocol(
            corpus,
            questions=qset,
            generator="bench-fixed-latency",
            out=Path(tmp) / "run",
            concurrency=concurrency,
            grader=None,
            progress=False,
        )
    ideal = n_questions * LATENCY_S / concurrency
    return {
        "questions": n_questions,
        "concurrency": concurrency,
        "latency_s": LATENCY_S,
        "answered": result.answered_now,
        "errors": result.errors,
        "wall_s": round(wall.seconds, 3),
        "ideal_s": ideal,
        "ratio_to_ideal": round(wall.seconds / ideal, 4),
        "efficiency": round(ideal / wall.seconds, 4),
    }


def main() -> None:
    args = smoke_parser(__doc__ or "").parse_args()
    n, concurrency = (16, 8) if args.smoke else (130, 8)
    # The first run in a process also pays one-off costs (importing bm25s/numpy, building the
    # BM25 index): measured and kept as the cold figure; the target is judged on a warm run.
    with timed() as cold:
        measure(8, concurrency)
    figures = measure(n, concurrency)
    figures["cold_start_run_of_8_questions_s"] = round(cold.seconds, 3)
    print(
        f"{figures['questions']} questions x {LATENCY_S}s at concurrency {concurrency}: "
        f"wall {figures['wall_s']:.3f}s vs ideal {figures['ideal_s']:.3f}s "
        f"({figures['ratio_to_ideal']:.3f}x, "
        f"efficiency {figures['efficiency']:.3f})"
    )
    keys = ("questions", "concurrency", "latency_s", "wall_s", "ideal_s", "efficiency", "errors")
    print_table(
        [*keys, "cold run of 8 s"],
        [[*(figures[k] for k in keys), figures["cold_start_run_of_8_questions_s"]]],
    )
    targets = [
        # issue 8: efficiency (ideal / wall) at least 0.9; issue 4: wall within 1.15x of n L / C.
        Target(
            f"concurrency efficiency at C={concurrency}", figures["efficiency"], 0.9, higher_is_better=True
        ),
        Target("wall / (n L / C)", figures["ratio_to_ideal"], 1.15, higher_is_better=False, unit="x"),
    ]
    write_result("concurrency", figures, targets, args.out, args.smoke)


if __name__ == "__main__":
    main()
