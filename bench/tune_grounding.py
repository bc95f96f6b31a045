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


POLARITY_GRID = (0.6, 0.7, 0.8, 0.9, 1.01)
"""1.01 turns the polarity test off (no sentence holds more than all of a claim)."""
THRESHOLD_GRID = np.round(np.arange(0.3, 0.99, 0.01), 2)
FOLDS = 5


def flags_at(owner: list[int], scores: np.ndarray, conflict: list[bool], n: int, t: float) -> list[bool]:
    flags = [False] * n
    for i, s, c in zip(owner, scores, conflict, strict=True):
        flags[i] = flags[i] or c or bool(s >= t)
    return flags


def best_threshold(
    owner: list[int], scores: np.ndarray, conflict: list[bool], truth: list[bool], keep: set[int]
) -> tuple[float, float]:
    """(F1, threshold) maximising response-level F1 over the responses in ``keep``."""
    best = (-1.0, 0.5)
    for t in THRESHOLD_GRID:
        flags = flags_at(owner, scores, conflict, len(truth), float(t))
        f1 = detection([flags[i] for i in sorted(keep)], [truth[i] for i in sorted(keep)], resamples=1)
        best = max(best, (f1.f1.value or 0.0, float(t)))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR)
    args = parser.parse_args()
    data = load(args.data_dir)
    idf = corpus_idf(data)
    base = GroundingSettings()
    tuning = [r for r in data.responses if r.part == "tuning"]
    truth = [r.hallucinated for r in tuning]
    rows, labels, owner = [], [], []
    conflicts: dict[float, list[bool]] = {p: [] for p in POLARITY_GRID}
    for n, r in enumerate(tuning):
        passages = data.passages[r.source_id]
        facts = [passage_facts(t) for _, t in passages]
        anchors = [a for _, t in passages for a in anchors_of(t)]
        claims = answer_claims(read_answer(r.text, QUESTION, "value", ()))
        for text, start, end in claims:
            rows.append(claim_features(text, facts, anchors, idf, base).x)
            labels.append(start >= 0 and any(a < end and b > start for a, b in r.spans))
            owner.append(n)
        for p in POLARITY_GRID:
            # conflicts only: a threshold above 1 keeps the claim score from flagging anything
            checked = ground(claims, passages, idf, replace(base, threshold=2.0, polarity_coverage=p))
            conflicts[p].extend(c.status == "conflict" for c in checked.claims)
    x, y = np.array(rows), np.array(labels)
    groups = np.array([int(tuning[i].source_id) % FOLDS for i in owner])
    everyone = set(range(len(tuning)))

    def fit(mask: np.ndarray) -> tuple[float, ...]:
        w, b = logistic(x[mask], y[mask])
        return (*w, b)

    # cross-validated estimate inside the tuning part (folds by source), for the record
    cv_flags = [False] * len(tuning)
    for k in range(FOLDS):
        train = groups != k
        *w, b = fit(train)
        s = 1 / (1 + np.exp(-(x @ np.array(w) + b)))
        kept = {i for i, g in zip(owner, groups, strict=True) if g != k}
        chosen = max(
            ((*best_threshold(owner, s, conflicts[p], truth, kept), p) for p in POLARITY_GRID),
        )
        flags = flags_at(owner, s, conflicts[chosen[2]], len(tuning), chosen[1])
        for i, g in zip(owner, groups, strict=True):
            if g == k:
                cv_flags[i] = flags[i]
    cv = detection(cv_flags, truth)

    *w, b = fit(np.ones(len(y), dtype=bool))
    fitted = replace(base, weights=tuple(round(float(v), 3) for v in w), bias=round(float(b), 3))
    scores = np.array([claim_score(v, fitted) for v in x])
    f1, t, polarity = max(
        (*best_threshold(owner, scores, conflicts[p], truth, everyone), p) for p in POLARITY_GRID
    )
    fitted = replace(fitted, threshold=t, polarity_coverage=polarity)
    result = {
        "data_sha256": data.sha256,
        "tuning_responses": len(tuning),
        "claims": len(rows),
        "claims_labeled": int(y.sum()),
        "features": FEATURES,
        "weights": fitted.weights,
        "bias": fitted.bias,
        "threshold": fitted.threshold,
        "polarity_coverage": fitted.polarity_coverage,
        "tuning_response_f1_in_sample": round(f1, 4),
        "tuning_response_cv": cv.to_dict(),
    }
    print(json.dumps(result, indent=2))
    path = RESULTS_DIR / "grounding.tuning.json"
    path.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
