"""Grounding benchmark: does ``not grounded`` find the responses humans labeled hallucinated?

Data: RAGTruth's Summary task (``../shared/data/ragtruth-summary``, 900 real summaries by six LLMs
of 150 news articles, human word-level hallucination spans). Each article is cut into passages
(``harness.corpus.chunking``, 1,000 characters) as a corpus would hold it; the IDF is the corpus's
(every article's passages). Each summary is read by the answer reader and its claims are checked
by ``harness.grade.grounding.ground`` against its article's passages.

The split is the committed rule (``harness.calibrate.split.part_of(source id)``): thresholds are
fitted on the tuning part only (``bench/tune_grounding.py``); this bench prints both parts,
the sealed one labeled as such, with bootstrap 95% intervals and the flag-all baseline.
Span level: character overlap of the flagged claims (conflict or baseless) with the labeled spans.
Usage: ``python -m bench.bench_grounding [--smoke] [--data-dir DIR]``.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.common import Target, smoke_parser, timed, write_result
from harness.calibrate.detection import detection
from harness.calibrate.split import Part, part_of
from harness.corpus.chunking import chunk_spans
from harness.grade.grounding import Grounding, GroundingSettings, Idf, answer_claims, ground, passage_facts
from harness.text.verdict import read_answer

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA_DIR = (
    Path(os.environ.get("HARNESS_SHARED_DATA", REPO_ROOT.parent / "shared" / "data")) / "ragtruth-summary"
)
FILE = "ragtruth_summary.jsonl"
QUESTION = "Summarize the news article."
PASSAGE_CHARS = 1000
FLOOR_F1 = 0.55
FLOOR_PRECISION = 0.40


@dataclass(frozen=True)
class Response:
    """One labeled summary: its source, part, text and the labeled hallucination spans."""

    source_id: str
    part: Part
    model: str
    text: str
    spans: tuple[tuple[int, int], ...]

    @property
    def hallucinated(self) -> bool:
        return bool(self.spans)


@dataclass(frozen=True)
class Dataset:
    responses: tuple[Response, ...]
    passages: dict[str, tuple[tuple[str, str], ...]]
    """Source id -> its passages (id, text)."""
    sha256: str


def load(data_dir: Path = DEFAULT_DATA_DIR) -> Dataset:
    """The summaries with their part, and each article cut into passages."""
    raw = (data_dir / FILE).read_bytes()
    responses: list[Response] = []
    passages: dict[str, tuple[tuple[str, str], ...]] = {}
    for line in raw.decode("utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        sid = str(row["source_id"])
        source = row["source"]
        passages[sid] = tuple(
            (f"{sid}:{n}", source[a:b]) for n, (a, b) in enumerate(chunk_spans(source, PASSAGE_CHARS, 0))
        )
        for r in row["responses"]:
            spans = tuple((int(x["start"]), int(x["end"])) for x in r["labels"])
            responses.append(Response(sid, part_of(sid), r["model"], r["response"], spans))
    return Dataset(tuple(responses), passages, hashlib.sha256(raw).hexdigest())


def corpus_idf(data: Dataset) -> Idf:
    return Idf.of(passage_facts(text).lemma_set for ps in data.passages.values() for _, text in ps)


def check(data: Dataset, responses: Sequence[Response], settings: GroundingSettings) -> list[Grounding]:
    """Each response's claims checked against its article's passages."""
    idf = corpus_idf(data)
    out = []
    for r in responses:
        reading = read_answer(r.text, QUESTION, "value", ())
        out.append(ground(answer_claims(reading), data.passages[r.source_id], idf, settings))
    return out


def span_scores(responses: Sequence[Response], groundings: Sequence[Grounding]) -> dict[str, float]:
    """Character-level precision/recall/F1 of flagged claims against labeled spans."""
    flagged_chars = labeled_chars = both = 0
    for r, g in zip(responses, groundings, strict=True):
        flagged: set[int] = set()
        for c in g.claims:
            if c.status != "supported" and c.start >= 0:
                flagged.update(range(c.start, c.end))
        labeled = {i for a, b in r.spans for i in range(a, b)}
        flagged_chars += len(flagged)
        labeled_chars += len(labeled)
        both += len(flagged & labeled)
    p = both / flagged_chars if flagged_chars else 0.0
    rec = both / labeled_chars if labeled_chars else 0.0
    return {"precision": p, "recall": rec, "f1": 2 * p * rec / (p + rec) if p + rec else 0.0}


def part_figures(responses: Sequence[Response], groundings: Sequence[Grounding]) -> dict[str, Any]:
    labels = [r.hallucinated for r in responses]
    flags = [not g.grounded for g in groundings]
    found = detection(flags, labels)
    flag_all = detection([True] * len(labels), labels)
    kinds = {s: sum(g.count(s) for g in groundings) for s in ("supported", "conflict", "baseless")}
    return {
        "response": found.to_dict(),
        "flag_all": flag_all.to_dict(),
        "span": span_scores(responses, groundings),
        "claims": kinds,
        "lines": found.lines("not grounded") + flag_all.lines("flag every answer"),
    }


def main() -> None:
    parser = smoke_parser(__doc__ or "")
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR)
    args = parser.parse_args()
    data = load(args.data_dir)
    settings = GroundingSettings()
    figures: dict[str, Any] = {"data_sha256": data.sha256, "settings": settings.__dict__}
    targets: list[Target] = []
    for part in ("tuning", "sealed"):
        rows = [r for r in data.responses if r.part == part]
        if args.smoke:
            rows = rows[:30]
        cpu = time.process_time()
        with timed() as t:
            groundings = check(data, rows, settings)
        cpu = time.process_time() - cpu
        fig = part_figures(rows, groundings)
        fig["seconds_cpu"] = cpu
        fig["seconds_wall"] = t.seconds
        figures[part] = fig
        print(
            f"== {part} part ({'sealed: never tuned on' if part == 'sealed' else 'thresholds fitted here'})"
        )
        for line in fig.pop("lines"):
            print(line)
        span = fig["span"]
        print(f"  span-level P {span['precision']:.3f} R {span['recall']:.3f} F1 {span['f1']:.3f}")
        print(f"  claims {fig['claims']}; {len(rows)} responses in {cpu:.1f} s CPU ({t.seconds:.1f} s wall)")
    sealed = figures["sealed"]["response"]
    targets.append(Target("sealed response F1", sealed["f1"]["value"] or 0.0, FLOOR_F1, True))
    targets.append(
        Target("sealed response precision", sealed["precision"]["value"] or 0.0, FLOOR_PRECISION, True)
    )
    figures["loadavg"] = (
        Path("/proc/loadavg").read_text().split()[:3] if Path("/proc/loadavg").exists() else None
    )
    write_result("grounding", figures, targets, args.out, args.smoke)


if __name__ == "__main__":
    main()
