"""Fit the grounding check's claim and answer scores on the tuning part of RAGTruth's summaries only.

1. Every claim of every tuning-part summary (``harness.grade.grounding.answer_claims``) gets its
   ``FEATURES`` and a label: it overlaps a human hallucination span.
2. A logistic regression (numpy Newton steps, classes weighted to balance, a small L2 penalty)
   gives the claim weights and bias; a claim is a candidate at even odds (``CLAIM_THRESHOLD``).
3. Every answer gets its ``RESPONSE_FEATURES`` under that claim score and its label (any span);
   a second logistic regression (standardized features, L2 ``RESPONSE_L2``, weights folded back
   to raw features) gives the answer weights and bias.
4. The answer threshold is the one on a 0.01 grid that maximises response-level F1 of "not
   grounded" on the same answers among those whose precision reaches ``MIN_PRECISION``
   (conflicts found by the value test always flag).

A 5-fold cross-validation by source inside the tuning part repeats 2-4 on four folds and applies
them to the fifth (folds: source id mod 5, the figure reported since heuristic-4); the same
repeated over ``REPEATS`` random deals of the sources to folds gives the steadier mean to compare
variants by. Prints the constants to put in
``GroundingSettings`` with the data file's sha256, and writes ``bench/results/grounding.tuning.json``.
The sealed part is never read here.
Usage: ``python -m bench.tune_grounding [--data-dir DIR]``.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from bench.bench_grounding import DEFAULT_DATA_DIR, QUESTION, Dataset, Response, corpus_idf, load
from bench.common import RESULTS_DIR
from harness.calibrate.detection import Detection, detection
from harness.grade.grounding import (
    FEATURES,
    RESPONSE_FEATURES,
    GroundingSettings,
    anchors_of,
    answer_claims,
    claim_features,
    claim_score,
    claim_words,
    ground,
    passage_facts,
    response_features,
    response_score,
)
from harness.text.verdict import read_answer

L2 = 1e-2
RESPONSE_L2 = 1.0
"""Penalty of the answer-level fit on standardized features (chosen by the cross-validation below
over 1, 10 and 50 on the tuning part: CV F1 0.519, 0.486, 0.497)."""


def logistic(x: np.ndarray, y: np.ndarray, steps: int = 50, l2: float = L2) -> tuple[np.ndarray, float]:
    """Weights and bias of a class-balanced, L2-penalised logistic fit (Newton's method)."""
    xb = np.hstack([x, np.ones((len(x), 1))])
    w = np.where(y, 0.5 / max(y.mean(), 1e-9), 0.5 / max(1 - y.mean(), 1e-9))
    beta = np.zeros(xb.shape[1])
    penalty = l2 * np.eye(xb.shape[1])
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


MIN_PRECISION = 0.5
"""The answer threshold is the best-F1 one among those whose precision on the fitted answers reaches
this (the best-F1 one when none does). Chosen by the repeated cross-validation below: at 0, 0.45 and
0.5 it gave F1 0.523, 0.516, 0.514 with precision 0.425, 0.456, 0.505 (heuristic-6 figures), an F1
plateau on which the most precise point keeps a margin over the 0.40 precision floor (the sealed
part read 0.065 below the cross-validated precision for heuristic-5). Checked again for heuristic-7:
0, 0.45, 0.5, 0.55, 0.6 gave F1 0.527, 0.522, 0.526, 0.505, 0.452 at precision 0.431, 0.474, 0.510,
0.531, 0.558."""
REPEATS = 8
"""Repeated cross-validation: the sources dealt to ``FOLDS`` folds at random this many times (seeds
0..REPEATS-1); its mean is steadier than the one committed fold assignment when comparing variants."""
THRESHOLD_GRID = np.round(np.arange(0.2, 0.9, 0.01), 2)
FOLDS = 5
CLAIM_THRESHOLD = 0.5
"""A claim is a candidate when its class-balanced odds of overlapping a labeled span are even."""


@dataclass(frozen=True)
class Claims:
    """Every tuning-part claim's ``FEATURES``, label, answer and whether it conflicts."""

    x: np.ndarray
    y: np.ndarray
    owner: np.ndarray
    conflict: np.ndarray
    words: np.ndarray
    """Per answer: the words of its claims."""


def read_claims(data: Dataset, tuning: list[Response], base: GroundingSettings) -> Claims:
    idf = corpus_idf(data)
    rows, labels, owner, conflict, words = [], [], [], [], []
    for n, r in enumerate(tuning):
        passages = data.passages[r.source_id]
        facts = [passage_facts(t) for _, t in passages]
        anchors = [a for _, t in passages for a in anchors_of(t)]
        claims = answer_claims(read_answer(r.text, QUESTION, "value", ()))
        # conflicts only: a threshold above 1 keeps the scores from flagging anything
        checked = ground(claims, passages, idf, replace(base, threshold=2.0, response_weights=()))
        for (text, start, end), c in zip(claims, checked.claims, strict=True):
            rows.append(claim_features(text, facts, anchors, idf, base).x)
            labels.append(start >= 0 and any(a < end and b > start for a, b in r.spans))
            owner.append(n)
            conflict.append(c.status == "conflict")
        words.append(claim_words(claims))
    return Claims(
        np.array(rows, float).reshape(-1, len(FEATURES)),
        np.array(labels, bool),
        np.array(owner, int),
        np.array(conflict, bool),
        np.array(words, int),
    )


@dataclass(frozen=True)
class Fit:
    weights: tuple[float, ...]
    bias: float
    response_weights: tuple[float, ...]
    response_bias: float
    response_threshold: float


def answer_matrix(c: Claims, n: int, settings: GroundingSettings) -> tuple[np.ndarray, np.ndarray]:
    """``RESPONSE_FEATURES`` of every answer under ``settings``'s claim score, and which conflict."""
    scores = np.array([claim_score(v, settings) for v in c.x])
    out, conflicts = [], []
    for i in range(n):
        mine = c.owner == i
        conflict = bool(c.conflict[mine].any())
        out.append(
            response_features(
                [tuple(v) for v in c.x[mine]],
                list(scores[mine]),
                int(c.words[i]),
                conflict,
                settings.threshold,
            )
        )
        conflicts.append(conflict)
    return np.array(out, float), np.array(conflicts, bool)


def fit(c: Claims, truth: np.ndarray, answers: np.ndarray, base: GroundingSettings) -> Fit:
    """Claim weights, then answer weights (standardized inside, folded back), then the threshold
    maximising response F1 on the same answers, over the answers in ``answers``."""
    mine = np.isin(c.owner, answers)
    w, b = logistic(c.x[mine], c.y[mine])
    claim_level = replace(base, weights=tuple(float(v) for v in w), bias=b, threshold=CLAIM_THRESHOLD)
    xr, conflict = answer_matrix(c, len(truth), claim_level)
    xa, ya = xr[answers], truth[answers]
    mu, sd = xa.mean(axis=0), xa.std(axis=0)
    sd[sd == 0] = 1.0
    rw, rb = logistic((xa - mu) / sd, ya, l2=RESPONSE_L2)
    rw_raw = rw / sd
    rb_raw = rb - float((rw * mu / sd).sum())
    z = xa @ rw_raw + rb_raw
    p = 1 / (1 + np.exp(-z))
    best = max(
        (precise_f1(detection(list((p >= t) | conflict[answers]), list(ya), resamples=1)), float(t))
        for t in THRESHOLD_GRID
    )
    return Fit(tuple(float(v) for v in w), b, tuple(float(v) for v in rw_raw), rb_raw, best[1])


def precise_f1(found: Detection) -> tuple[bool, float]:
    """Order thresholds by whether their precision reaches ``MIN_PRECISION``, then by F1."""
    return (found.precision.value or 0.0) >= MIN_PRECISION, found.f1.value or 0.0


def settings_of(f: Fit, base: GroundingSettings) -> GroundingSettings:
    return replace(
        base,
        weights=tuple(round(v, 4) for v in f.weights),
        bias=round(f.bias, 4),
        threshold=CLAIM_THRESHOLD,
        response_weights=tuple(round(v, 4) for v in f.response_weights),
        response_bias=round(f.response_bias, 4),
        response_threshold=f.response_threshold,
    )


def scored(c: Claims, n: int, settings: GroundingSettings) -> tuple[np.ndarray, np.ndarray]:
    """Every answer's flag and its answer-level score (a conflict scores 1)."""
    xr, conflict = answer_matrix(c, n, settings)
    p = np.array([response_score(v, settings) for v in xr])
    return (p >= settings.response_threshold) | conflict, np.where(conflict, 1.0, p)


def flags(c: Claims, n: int, settings: GroundingSettings) -> np.ndarray:
    return scored(c, n, settings)[0]


def auc(scores: np.ndarray, truth: np.ndarray) -> float:
    """The chance a labeled answer scores above an unlabeled one (ties count half)."""
    pos, neg = scores[truth], scores[~truth]
    above = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return float(above / max(len(pos) * len(neg), 1))


def cross_validated(
    c: Claims, truth: np.ndarray, groups: np.ndarray, base: GroundingSettings
) -> tuple[np.ndarray, np.ndarray]:
    """Every answer's flag and score from the fits and threshold chosen on the other folds (``groups``)."""
    out, score = np.zeros(len(truth), bool), np.zeros(len(truth))
    for k in np.unique(groups):
        fold = settings_of(fit(c, truth, np.flatnonzero(groups != k), base), base)
        found, p = scored(c, len(truth), fold)
        out[groups == k], score[groups == k] = found[groups == k], p[groups == k]
    return out, score


def dealt(sources: np.ndarray, seed: int) -> np.ndarray:
    """A fold per answer: its source's, the sources dealt to ``FOLDS`` folds in a seeded random order."""
    unique = np.unique(sources)
    fold_of = dict(zip(unique, np.random.default_rng(seed).permutation(len(unique)) % FOLDS, strict=True))
    return np.array([fold_of[s] for s in sources])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--data-dir", type=Path, default=DEFAULT_DATA_DIR)
    args = parser.parse_args()
    data = load(args.data_dir)
    base = GroundingSettings()
    tuning = [r for r in data.responses if r.part == "tuning"]
    truth = np.array([r.hallucinated for r in tuning], bool)
    c = read_claims(data, tuning, base)
    groups = np.array([int(r.source_id) % FOLDS for r in tuning])

    # cross-validated estimate inside the tuning part (folds by source): every fit and threshold
    # chosen on four folds, applied to the fifth
    cv_flags, cv_scores = cross_validated(c, truth, groups, base)
    cv = detection(list(cv_flags), list(truth))
    sources = np.array([int(r.source_id) for r in tuning])
    deals = [cross_validated(c, truth, dealt(sources, seed), base) for seed in range(REPEATS)]
    repeated = [detection(list(found), list(truth), resamples=1) for found, _ in deals]
    kinds = ("precision", "recall", "f1")
    mean = {k: float(np.mean([getattr(d, k).value or 0.0 for d in repeated])) for k in kinds}

    fitted = settings_of(fit(c, truth, np.arange(len(tuning)), base), base)
    in_sample = detection(list(flags(c, len(tuning), fitted)), list(truth), resamples=1)
    result = {
        "data_sha256": data.sha256,
        "tuning_responses": len(tuning),
        "claims": len(c.y),
        "claims_labeled": int(c.y.sum()),
        "features": FEATURES,
        "weights": fitted.weights,
        "bias": fitted.bias,
        "threshold": fitted.threshold,
        "response_features": RESPONSE_FEATURES,
        "response_weights": fitted.response_weights,
        "response_bias": fitted.response_bias,
        "response_threshold": fitted.response_threshold,
        "polarity_coverage": fitted.polarity_coverage,
        "tuning_response_f1_in_sample": round(in_sample.f1.value or 0.0, 4),
        "min_precision": MIN_PRECISION,
        "tuning_response_cv": cv.to_dict(),
        "tuning_response_cv_auc": round(auc(cv_scores, truth), 4),
        "tuning_response_repeated_cv": {
            "repeats": REPEATS,
            **{k: round(v, 4) for k, v in mean.items()},
            "f1_sd": round(float(np.std([d.f1.value or 0.0 for d in repeated])), 4),
            "auc": round(float(np.mean([auc(score, truth) for _, score in deals])), 4),
        },
    }
    print(json.dumps(result, indent=2))
    path = RESULTS_DIR / "grounding.tuning.json"
    path.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
