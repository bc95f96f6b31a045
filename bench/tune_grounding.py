"""Fit the grounding check's claim score on the tuning part of RAGTruth's summaries, and only there.

1. Every claim of every tuning-part summary (``harness.grade.grounding.answer_claims``) gets its
   ``FEATURES`` and a label: it overlaps a human hallucination span.
2. A logistic regression (numpy Newton steps, classes weighted to balance, a small L2 penalty)
   gives the weights and bias.
3. The threshold is the one on a 0.01 grid that maximises response-level F1 of "not grounded"
   on the same tuning part (conflicts found by the value and polarity tests count as flags).

Prints the constants to put in ``GroundingSettings`` with the data file's sha256, and writes
``bench/results/grounding.tuning.json``. The sealed part is never read here.
Usage: ``python -m bench.tune_grounding [--data-dir DIR]``.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path

import numpy as np

from bench.bench_grounding import DEFAULT_DATA_DIR, QUESTION, corpus_idf, load
from bench.common import RESULTS_DIR
from harness.calibrate.detection import detection
from harness.grade.grounding import (
    FEATURES,
    GroundingSettings,
    anchors_of,
    answer_claims,
    claim_features,
    claim_score,
    ground,
    passage_facts,
)
from harness.text.verdict import read_answer

L2 = 1e-2


def logistic(x: np.ndarray, y: np.ndarray, steps: int = 50) -> tuple[np.ndarray, float]:
    """Weights and bias of a class-balanced, L2-penalised logistic fit (Newton's method)."""
    xb = np.hstack([x, np.ones((len(x), 1))])
    w = np.where(y, 0.5 / max(y.mean(), 1e-9), 0.5 / max(1 - y.mean(), 1e-9))
    beta = np.zeros(xb.shape[1])
    penalty = L2 * np.eye(xb.shape[1])
    penalty[-1, -1] = 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-xb @ beta))
        grad = xb.T @ (w * (p - y)) + penalty @ beta
        hess = (xb * (w * p * (1 - p))[:, None]).T @ xb + penalty
        step = np.linalg.solve(hess, grad)
        beta -= step
        if np.abs(step).max() < 1e-8:
            break
    return beta[:-1], float(beta[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR)
    args = parser.parse_args()
    data = load(args.data_dir)
    idf = corpus_idf(data)
    base = GroundingSettings()
    tuning = [r for r in data.responses if r.part == "tuning"]
    rows, labels, owner, conflict = [], [], [], []
    for n, r in enumerate(tuning):
        passages = data.passages[r.source_id]
        facts = [passage_facts(t) for _, t in passages]
        anchors = [a for _, t in passages for a in anchors_of(t)]
        claims = answer_claims(read_answer(r.text, QUESTION, "value", ()))
        # conflicts only: a threshold above 1 keeps the claim score from flagging anything
        statuses = ground(claims, passages, idf, replace(base, threshold=2.0)).claims
        for (text, start, end), status in zip(claims, statuses, strict=True):
            rows.append(claim_features(text, facts, anchors, idf, base).x)
            labels.append(start >= 0 and any(a < end and b > start for a, b in r.spans))
            owner.append(n)
            conflict.append(status.status == "conflict")
    x, y = np.array(rows), np.array(labels)
    weights, bias = logistic(x, y)
    fitted = replace(base, weights=tuple(round(float(v), 3) for v in weights), bias=round(bias, 3))
    scores = np.array([claim_score(v, fitted) for v in x])
    truth = [r.hallucinated for r in tuning]
    best: tuple[float, float] = (-1.0, 0.5)
    for t in np.round(np.arange(0.3, 0.99, 0.01), 2):
        flags = [False] * len(tuning)
        for n, s, c in zip(owner, scores, conflict, strict=True):
            flags[n] = flags[n] or c or s >= t
        f1 = detection(flags, truth, resamples=1).f1.value or 0.0
        best = max(best, (f1, float(t)))
    fitted = replace(fitted, threshold=best[1])
    result = {
        "data_sha256": data.sha256,
        "tuning_responses": len(tuning),
        "claims": len(rows),
        "claims_labeled": int(y.sum()),
        "features": FEATURES,
        "weights": fitted.weights,
        "bias": fitted.bias,
        "threshold": fitted.threshold,
        "tuning_response_f1": round(best[0], 4),
    }
    print(json.dumps(result, indent=2))
    path = RESULTS_DIR / "grounding.tuning.json"
    path.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
