"""Retrieval benchmark: our bm25s engine vs rank-bm25 on real ContractNLI and synthetic corpora.

Each workload runs in its own subprocess so its peak RSS is its own. Per workload: index
time (tokenize + build), cache save and memory-mapped reload, ms per query, peak RSS, and,
up to 100k passages, rank-bm25 on a query sample in the same process: its ms per query, the
speed ratio and whether both return the same top-10 (ids, and scores to 1e-6 relative).
rank-bm25 is not run at 1M passages: scaling its 100k figures, a query would take seconds
and a 1,000-query run most of an hour on a 2-core machine.
Usage: ``python -m bench.bench_retrieval [--smoke]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench.common import Target, peak_rss_mib, smoke_parser, timed, write_result
from harness.core.records import Document, Passage, RetrievalSettings, RetrievedPassage
from harness.corpus.base import Corpus

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CONTRACTNLI = Path(os.environ.get("HARNESS_SHARED_DATA", REPO_ROOT.parent / "shared" / "data")) / (
    "contractnli"
)
SEED = 20240611
# Zipf-Mandelbrot word frequencies p(r) ~ 1 / (r + Q)^S: Q flattens the head the way
# stop-word removal does, so the commonest synthetic word is in ~15% of passages, not all.
ZIPF_S, ZIPF_Q, VOCAB = 1.1, 50, 200_000
PASSAGE_WORDS = (10, 60)
QUERY_WORDS = (4, 10)
FULL_WORKLOADS = [("contractnli", 0, 0), ("synthetic", 100_000, 30), ("synthetic", 1_000_000, 0)]
SMOKE_WORKLOADS = [("contractnli", 0, 0), ("synthetic", 3_000, 10)]
SPEEDUP_TARGET, RSS_TARGET_MIB = 100.0, 4096.0


# --------------------------------------------------------------------------- workloads


def _words(n: int) -> list[str]:
    """``n`` distinct pseudo-words (base-26 spellings of their rank, at least 3 letters)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    out = []
    for r in range(n):
        word, x = "", r + 26 * 26
        while x:
            x, d = divmod(x, 26)
            word = letters[d] + word
        out.append(word)
    return out


def _zipf_texts(
    rng: np.random.Generator, count: int, lengths: tuple[int, int], words: list[str]
) -> list[str]:
    """``count`` texts of Zipf-distributed words, drawn in chunks so the generator's scratch stays small."""
    weights = 1.0 / (np.arange(1, len(words) + 1) + ZIPF_Q) ** ZIPF_S
    cdf = np.cumsum(weights / weights.sum())
    texts: list[str] = []
    for done in range(0, count, 20_000):
        sizes = rng.integers(lengths[0], lengths[1] + 1, size=min(20_000, count - done))
        ranks = np.searchsorted(cdf, rng.random(int(sizes.sum())), side="right").clip(max=len(words) - 1)
        picked = [words[r] for r in ranks.tolist()]
        bounds = np.concatenate([[0], np.cumsum(sizes)]).tolist()
        texts.extend(" ".join(picked[bounds[i] : bounds[i + 1]]) for i in range(len(sizes)))
    return texts


def synthetic_corpus(n: int) -> tuple[Corpus, list[str]]:
    """``n`` passages in documents of 50, and 1,000 queries, all from one seeded Zipf vocabulary."""
    rng = np.random.default_rng(SEED + n)
    words = _words(VOCAB)
    texts = _zipf_texts(rng, n, PASSAGE_WORDS, words)
    queries = _zipf_texts(rng, 1_000, QUERY_WORDS, words)
    passages = []
    for i, text in enumerate(texts):
        doc, index = f"syn-{i // 50:05d}", i % 50
        passages.append(Passage(f"{doc}:{index}", doc, index, 0, len(text), text))
    documents = tuple(Document(f"syn-{d:05d}", f"synthetic {d}", "") for d in range((n + 49) // 50))
    return Corpus(name=f"synthetic-{n}", documents=documents, passages=tuple(passages)), queries


def contractnli_corpus(data_dir: Path) -> tuple[Corpus, list[str]]:
    """ContractNLI dev + the 50 train documents; queries: the 17 hypotheses and 183 passage openings."""
    from harness.corpus import load_corpus

    dev = load_corpus("contractnli", data_dir=str(data_dir), split="dev")
    train = load_corpus("contractnli", data_dir=str(data_dir), split="train")
    corpus = Corpus(
        name="contractnli dev+train",
        documents=dev.documents + train.documents,
        passages=dev.passages + train.passages,
    )
    rng = np.random.default_rng(SEED)
    picks = rng.choice(len(corpus.passages), size=183, replace=False).tolist()
    openings = [" ".join(corpus.passages[i].text.split()[:12]) for i in sorted(picks)]
    return corpus, [h.text for h in dev.hypotheses] + openings


def _per_query_ms(search: Any, queries: list[str]) -> tuple[float, list[list[RetrievedPassage]]]:
    start = time.perf_counter()
    results = [search(q, k=10) for q in queries]
    return (time.perf_counter() - start) * 1000 / len(queries), results


def _same_top10(ours: list[list[RetrievedPassage]], reference: list[list[RetrievedPassage]]) -> int:
    """How many queries differ in top-10 ids or in a score beyond 1e-6 relative."""
    differing = 0
    for a, b in zip(ours, reference, strict=True):
        same_ids = [h.passage_id for h in a] == [h.passage_id for h in b]
        close = all(abs(x.score - y.score) <= 1e-6 * abs(y.score) for x, y in zip(a, b, strict=False))
        differing += not (same_ids and close)
    return differing


def run_workload(kind: str, size: int, compare: int, contractnli_dir: Path) -> dict[str, Any]:
    """One workload, in this process: the figures of one result row."""
    import bm25s

    from harness.retrieval import build_retriever
    from harness.retrieval.cache import index_key, index_path

    with timed() as t_corpus:
        corpus, queries = (
            contractnli_corpus(contractnli_dir) if kind == "contractnli" else synthetic_corpus(size)
        )
    if kind == "contractnli":
        compare = len(queries)
    row: dict[str, Any] = {"workload": corpus.name, "passages": len(corpus.passages), "queries": len(queries)}
    row["corpus_s"] = round(t_corpus.seconds, 2)
    row["rss_after_corpus_mib"] = round(peak_rss_mib(), 1)
    settings = RetrievalSettings()
    with tempfile.TemporaryDirectory(prefix="bench-retrieval-") as cache:
        os.environ["HARNESS_CACHE_DIR"] = cache
        with timed() as t_fingerprint:
            _ = corpus.fingerprint
        # A first run: tokenize, build the bm25s index and save it to the (empty) cache.
        with timed() as t_index:
            ours = build_retriever(corpus, settings)
        row["fingerprint_s"] = round(t_fingerprint.seconds, 2)
        row["index_s"] = round(t_index.seconds, 2)
        row["rss_after_index_mib"] = round(peak_rss_mib(), 1)
        with timed() as t_load:
            warm = build_retriever(corpus, settings)
        row["warm_load_s"] = round(t_load.seconds, 3)
        row["ms_per_query"], results = _per_query_ms(ours.search, queries)
        row["warm_ms_per_query"], warm_results = _per_query_ms(warm.search, queries)
        row["warm_equals_cold"] = warm_results == results
        del warm
        index = ours.scorer.index  # type: ignore[attr-defined]
        row["postings"] = len(index.data)
        row["vocabulary"] = len(index.vocab)
        start = time.perf_counter()
        ours.search_batch(queries, k=10)
        row["batch_ms_per_query"] = (time.perf_counter() - start) * 1000 / len(queries)
        # bm25s's own query path (numpy backend; numba is not installed) on the same folder, for the
        # record: the harness opens the folder with numpy alone, bm25s loads it as its own.
        entry = index_path(index_key(corpus.fingerprint, settings.k1, settings.b, settings.backend))
        model = bm25s.BM25.load(str(entry), mmap=True, show_progress=False)
        vocab = model.vocab_dict
        from harness.text.tokenize import tokenize

        ids = [[vocab[t] for t in tokenize(q) if t in vocab] for q in queries[:200]]
        start = time.perf_counter()
        for query_ids in ids:
            if query_ids:
                model.retrieve([query_ids], k=10, show_progress=False)
        row["bm25s_retrieve_ms_per_query"] = (time.perf_counter() - start) * 1000 / len(ids)
        del model
    row["peak_rss_mib"] = round(peak_rss_mib(), 1)
    if compare:
        sample = queries[:compare]
        with timed() as t_ref_index:
            reference = build_retriever(corpus, RetrievalSettings(backend="rank_bm25"))
        row["rank_bm25_index_s"] = round(t_ref_index.seconds, 2)
        row["rank_bm25_queries"] = len(sample)
        row["rank_bm25_ms_per_query"], expected = _per_query_ms(reference.search, sample)
        ours_ms, got = _per_query_ms(ours.search, sample)
        row["sample_ms_per_query"] = ours_ms
        row["speedup"] = row["rank_bm25_ms_per_query"] / ours_ms
        row["top10_differing_queries"] = _same_top10(got, expected)
        row["peak_rss_with_rank_bm25_mib"] = round(peak_rss_mib(), 1)
    row["bm25s_version"] = bm25s.__version__
    return row


# --------------------------------------------------------------------------- driver


def _in_subprocess(kind: str, size: int, compare: int, contractnli_dir: Path) -> dict[str, Any]:
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as handle:
        out = Path(handle.name)
    try:
        argv = [sys.executable, "-m", "bench.bench_retrieval", "--worker", kind, str(size), str(compare)]
        argv += [str(contractnli_dir), str(out)]
        subprocess.run(argv, cwd=REPO_ROOT, check=True)
        result: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
        return result
    finally:
        out.unlink(missing_ok=True)


def _print_rows(rows: list[dict[str, Any]]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title="retrieval: bm25s (ours) vs rank-bm25, top-10")
    columns = [
        ("workload", "workload", "{}"),
        ("passages", "passages", "{:,}"),
        ("index s (+save)", "index_s", "{:.2f}"),
        ("warm load s", "warm_load_s", "{:.3f}"),
        ("ms/query", "ms_per_query", "{:.3f}"),
        ("batch ms/q", "batch_ms_per_query", "{:.3f}"),
        ("bm25s.retrieve ms/q", "bm25s_retrieve_ms_per_query", "{:.2f}"),
        ("peak RSS MiB", "peak_rss_mib", "{:,.0f}"),
        ("rank-bm25 ms/q", "rank_bm25_ms_per_query", "{:.1f}"),
        ("speedup", "speedup", "{:.0f}x"),
        ("top-10 differ", "top10_differing_queries", "{}"),
    ]
    for title, _, _ in columns:
        table.add_column(title, justify="left" if title == "workload" else "right")
    for row in rows:
        table.add_row(*(fmt.format(row[key]) if key in row else "not run" for _, key, fmt in columns))
    Console(width=200).print(table)


def main(argv: list[str] | None = None) -> int:
    parser = smoke_parser(__doc__.splitlines()[0] if __doc__ else "retrieval benchmark")
    parser.add_argument("--contractnli-dir", type=Path, default=DEFAULT_CONTRACTNLI)
    parser.add_argument("--worker", nargs=5, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        kind, size, compare, data_dir, out = args.worker
        row = run_workload(kind, int(size), int(compare), Path(data_dir))
        Path(out).write_text(json.dumps(row), encoding="utf-8")
        return 0
    rows = []
    for kind, size, compare in SMOKE_WORKLOADS if args.smoke else FULL_WORKLOADS:
        print(f"running {kind} {size or ''} ...", flush=True)
        rows.append(_in_subprocess(kind, size, compare, args.contractnli_dir))
    _print_rows(rows)
    compared = [r for r in rows if "speedup" in r]
    synthetic_compared = [r for r in compared if r["workload"].startswith("synthetic")] or compared
    largest_compared = max(synthetic_compared, key=lambda r: r["passages"])
    largest = max(rows, key=lambda r: r["passages"])
    targets = [
        Target(
            f"speedup vs rank-bm25 per query at {largest_compared['passages']:,} passages",
            largest_compared["speedup"],
            SPEEDUP_TARGET,
            higher_is_better=True,
            unit="x",
        ),
        Target(
            "queries whose top-10 differs from rank-bm25 (all compared workloads)",
            float(sum(r["top10_differing_queries"] for r in compared)),
            0.0,
            higher_is_better=False,
        ),
        Target(
            f"peak RSS building a {largest['passages']:,}-passage index",
            largest["peak_rss_mib"],
            RSS_TARGET_MIB,
            higher_is_better=False,
            unit=" MiB",
        ),
    ]
    figures = {
        "workloads": rows,
        "synthetic": {
            "distribution": f"Zipf-Mandelbrot p(r) ~ 1/(r+{ZIPF_Q})^{ZIPF_S} over {VOCAB:,} pseudo-words",
            "passage_words": list(PASSAGE_WORDS),
            "query_words": list(QUERY_WORDS),
            "seed": SEED,
        },
        "notes": "rank-bm25 runs only up to 100k passages (a query sample); not at 1M.",
    }
    write_result("retrieval", figures, targets, args.out, args.smoke)
    return 0


if __name__ == "__main__":
    sys.exit(main())
