"""Scale benchmark: a GovReport-sized synthetic corpus chunked by the GovReport loader's paragraph
chunker (1,200-character passages, 200 overlap, as on the card) and indexed by the default
retrieval engine (bm25s, on-disk cache), each size in a fresh subprocess: time per stage and peak
RSS. Target (the issue's memory bound, applied to the real-sized corpus): peak RSS within 4 GiB.
Usage: ``python -m bench.bench_scale [--smoke] [--sizes 2000,5000,20000]``.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from bench.common import Target, peak_rss_mib, print_table, run_worker, smoke_parser, timed, write_result

SEED = 20240613
# Real GovReport reports average about 9,000 words; lengths here are uniform on [3,000, 15,000]
# (mean 9,000) in paragraphs of 30-170 words (mean 100).
REPORT_WORDS = (3_000, 15_000)
PARAGRAPH_WORDS = (30, 170)
VOCAB = 200_000
# Zipf-Mandelbrot word ranks p(r) ~ 1/(r+Q)^S; the commonest ranks are real English stop words so
# the tokenizer drops a realistic share (about 40%) of the words, as it does on real reports.
ZIPF_S, ZIPF_Q = 1.1, 20
SYLLABLES = [c + v for c in "bdfgklmnprstvz" for v in ("a", "e", "i", "o", "u", "an", "er", "is")]
FULL_SIZES = (2_000, 5_000, 20_000)
SMOKE_SIZES = (20,)
RSS_LIMIT_MIB = 4096.0
QUERIES = 200


def vocabulary() -> list[str]:
    """Stop words first (most frequent), then pseudo-words of 2-4 syllables, shortest first."""
    from harness.retrieval import STOP_WORDS

    words = sorted(STOP_WORDS, key=lambda w: (len(w), w))
    base = len(SYLLABLES)
    r = base  # skip the one-syllable words: they read as noise, not content
    while len(words) < VOCAB:
        word, x = "", r
        while x:
            x, d = divmod(x, base)
            word = SYLLABLES[d] + word
        words.append(word)
        r += 1
    return words


def reports(n: int, seed: int = SEED) -> list[str]:
    """``n`` deterministic reports: paragraphs of Zipf-drawn words, one paragraph per line."""
    rng = np.random.default_rng(seed)
    words = np.array(vocabulary(), dtype=object)
    weights = 1.0 / (np.arange(1, VOCAB + 1) + ZIPF_Q) ** ZIPF_S
    cdf = np.cumsum(weights / weights.sum())
    out = []
    for _ in range(n):
        total = int(rng.integers(REPORT_WORDS[0], REPORT_WORDS[1] + 1))
        sizes = rng.integers(PARAGRAPH_WORDS[0], PARAGRAPH_WORDS[1] + 1, size=total // 60 + 2)
        cumulative = np.cumsum(sizes)
        bounds: list[int] = [*cumulative[cumulative < total].tolist(), total]
        drawn = words[np.searchsorted(cdf, rng.random(total), side="right").clip(max=VOCAB - 1)].tolist()
        starts = [0, *bounds[:-1]]
        paragraphs = (" ".join(drawn[s:e]).capitalize() + "." for s, e in zip(starts, bounds, strict=True))
        out.append("\n".join(paragraphs))
    return out


def run_size(n: int) -> dict[str, Any]:
    """Generate, chunk, fingerprint, index and query ``n`` reports in this process."""
    import psutil

    from harness.core.records import RetrievalSettings
    from harness.corpus.fieldmap import MappedRecord
    from harness.corpus.govreport import build_corpus
    from harness.retrieval import build_retriever

    rss = psutil.Process()

    def now_mib() -> float:
        return round(rss.memory_info().rss / 2**20, 1)

    row: dict[str, Any] = {"reports": n}
    with timed() as t:
        texts = reports(n)
    row["generate_s"], row["rss_after_generate_mib"] = round(t.seconds, 2), now_mib()
    row["words"] = sum(len(text.split()) for text in texts)
    row["chars"] = sum(len(text) for text in texts)
    records = [
        MappedRecord(text, None, f"syn-{i}", f"Synthetic report {i}", f"bench#{i}")
        for i, text in enumerate(texts)
    ]
    del texts
    with timed() as t:
        corpus = build_corpus(records, "synthetic", target=1200, overlap=200)
    del records
    row["chunk_s"], row["rss_after_chunk_mib"] = round(t.seconds, 2), now_mib()
    row["passages"] = len(corpus.passages)
    with timed() as t:
        _ = corpus.fingerprint
    row["fingerprint_s"] = round(t.seconds, 2)
    with timed() as t:
        retriever = build_retriever(corpus, RetrievalSettings())
    row["index_s"], row["rss_after_index_mib"] = round(t.seconds, 2), now_mib()
    row["peak_rss_mib"] = round(peak_rss_mib(), 1)
    # Queries: eight words of a random passage each, searched over the whole corpus.
    rng = np.random.default_rng(SEED + 1)
    picks = rng.integers(0, len(corpus.passages), size=QUERIES).tolist()
    queries = [" ".join(corpus.passages[i].text.split()[5:13]) for i in picks]
    with timed() as t:
        hits = [retriever.search(q, k=10) for q in queries]
    row["ms_per_query"] = round(1000 * t.seconds / QUERIES, 2)
    row["queries_finding_their_passage"] = sum(
        any(h.passage_id == corpus.passages[i].id for h in found)
        for i, found in zip(picks, hits, strict=True)
    )
    with timed() as t:
        reloaded = build_retriever(corpus, RetrievalSettings())
    row["cached_reload_s"], row["reload_from_cache"] = round(t.seconds, 2), reloaded.from_cache
    # The whole run's peak, queries and reload included (memory-mapped index pages they touch count).
    row["peak_rss_end_mib"] = round(peak_rss_mib(), 1)
    row["total_s"] = round(row["generate_s"] + row["chunk_s"] + row["fingerprint_s"] + row["index_s"], 2)
    return row


def main(argv: list[str] | None = None) -> int:
    parser = smoke_parser(__doc__.splitlines()[0] if __doc__ else "scale benchmark")
    parser.add_argument(
        "--sizes", default=None, help="comma-separated report counts (default 2000,5000,20000)"
    )
    parser.add_argument("--worker-out", type=Path, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--worker", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker_out:
        args.worker_out.write_text(json.dumps(run_size(args.worker)), encoding="utf-8")
        return 0
    sizes = (
        [int(s) for s in args.sizes.split(",")]
        if args.sizes
        else list(SMOKE_SIZES if args.smoke else FULL_SIZES)
    )
    rows = []
    for n in sizes:
        print(f"running {n:,} reports ...", flush=True)
        with tempfile.TemporaryDirectory(prefix="bench-scale-cache-") as cache:
            row, wall = run_worker("bench.bench_scale", ["--worker", str(n)], {"HARNESS_CACHE_DIR": cache})
            row["index_cache_mib"] = round(
                sum(f.stat().st_size for f in Path(cache).rglob("*") if f.is_file()) / 2**20, 1
            )
        row["process_wall_s"] = round(wall, 2)
        rows.append(row)
    headers = [
        "reports",
        "words",
        "passages",
        "generate s",
        "chunk s",
        "fingerprint s",
        "index s",
        "ms/query",
        "peak RSS MiB",
        "cache MiB",
    ]
    print_table(
        headers,
        [
            [
                r["reports"],
                r["words"],
                r["passages"],
                r["generate_s"],
                r["chunk_s"],
                r["fingerprint_s"],
                r["index_s"],
                r["ms_per_query"],
                r["peak_rss_mib"],
                r["index_cache_mib"],
            ]
            for r in rows
        ],
    )
    largest = max(rows, key=lambda r: r["reports"])
    figures = {
        "sizes": rows,
        "generator": {
            "seed": SEED,
            "report_words": list(REPORT_WORDS),
            "paragraph_words": list(PARAGRAPH_WORDS),
            "vocabulary": f"{VOCAB:,} words: sklearn's English stop words first, then 2-4 syllable "
            "pseudo-words",
            "distribution": f"Zipf-Mandelbrot p(r) ~ 1/(r+{ZIPF_Q})^{ZIPF_S}",
        },
        "chunking": {
            "target_chars": 1200,
            "overlap_chars": 200,
            "chunker": "harness.corpus.govreport.build_corpus",
        },
        "cpus": os.cpu_count(),
        "notes": "Each size runs in a fresh subprocess with an empty HARNESS_CACHE_DIR; index_s includes "
        "tokenizing, building and saving the index cache; peak RSS is the whole process (report texts, "
        "passages and the index all held in memory, as in a real run).",
    }
    targets = [
        Target(
            f"peak RSS, {largest['reports']:,} reports / {largest['passages']:,} passages",
            largest["peak_rss_mib"],
            RSS_LIMIT_MIB,
            False,
            " MiB",
        ),
    ]
    write_result("scale", figures, targets, args.out, args.smoke)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
