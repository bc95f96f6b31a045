"""Stratum counts, ideal outcomes, and the seeded sampler that spreads strata across documents and topics.

Builders hand the sampler one pool of drafts per stratum; the sampler takes the asked
count from each, never reusing a (document, hypothesis) pair across strata, and stops with
a clear error when a pool is short instead of padding.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from harness.core.errors import HarnessError
from harness.core.records import STRATA, AnswerType, Factuality, Perturbation, Stratum

DEFAULT_COUNTS: dict[str, int] = {
    "answerable": 40,
    "contradicted": 20,
    "evidence_missed": 20,
    "not_mentioned": 20,
    "unanswerable": 10,
    "adversarial": 10,
    "retrieval_null": 10,
}

IDEAL: dict[Stratum, tuple[Factuality, ...]] = {
    "answerable": ("correct",),
    "contradicted": ("correct",),
    "evidence_missed": ("refused",),
    "not_mentioned": ("refused",),
    "unanswerable": ("refused",),
    "adversarial": ("refused", "correct"),
    "retrieval_null": ("refused",),
}

# Scarce pools first, so a pair that could serve several strata goes where it is rarest.
FILL_ORDER: tuple[Stratum, ...] = (
    "contradicted",
    "evidence_missed",
    "not_mentioned",
    "answerable",
    "retrieval_null",
    "adversarial",
    "unanswerable",
)


@dataclass(frozen=True)
class Draft:
    """A question before it has an id: its content plus what the sampler spreads on."""

    text: str
    answer_type: AnswerType
    gold_answer: str
    gold_evidence: tuple[str, ...]
    document_id: str | None
    hypothesis_key: str | None
    notes: str
    pair: tuple[str, ...]
    """Identity for no-reuse across strata (e.g. document and hypothesis key)."""
    group: str
    """What the stratum is spread over besides documents (hypothesis key, perturbation kind)."""
    perturbation: Perturbation | None = None
    priority: int = 0
    """Lower is taken first (contradicted questions whose evidence BM25 retrieves come before misses)."""
    ideal: tuple[Factuality, ...] | None = None
    """Overrides the stratum's ideal outcomes for this question."""
    variant: str = ""
    """The wording it is asked in (spread across the whole set, so no hypothesis has one fixed wording)."""


def parse_counts(spec: str) -> dict[str, int]:
    """``"answerable=10,contradicted=0"`` -> counts; strata not named keep their defaults."""
    counts: dict[str, int] = {}
    for item in (part.strip() for part in spec.split(",")):
        if not item:
            continue
        name, sep, value = item.partition("=")
        stratum = name.strip()
        if not sep or stratum not in STRATA or not value.strip().isdigit():
            raise HarnessError(
                f"bad count {item!r}",
                f"write counts as STRATUM=N separated by commas; strata: {', '.join(STRATA)}",
            )
        counts[stratum] = int(value)
    return counts


def resolve_counts(counts: Mapping[str, int] | None) -> dict[str, int]:
    """The defaults with ``counts`` laid over them, validated."""
    resolved: dict[str, int] = dict(DEFAULT_COUNTS)
    for name, value in (counts or {}).items():
        if name not in STRATA:
            raise HarnessError(f"unknown stratum {name!r}", f"use one of {', '.join(STRATA)}")
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise HarnessError(f"count for {name} must be a whole number >= 0, got {value!r}", "e.g. 10")
        resolved[name] = value
    return resolved


def format_counts(counts: Mapping[str, int]) -> str:
    return ",".join(f"{s}={counts[s]}" for s in STRATA if s in counts)


VALUE_SPACING = 3
"""A stated value is taken once per this many yes and this many no questions of a stratum."""


def _answer_kind(draft: Draft) -> str:
    """yes, no, "none" (nothing to state) or "value" (a stated value)."""
    if draft.gold_answer in ("yes", "no", "none"):
        return draft.gold_answer
    return "value"


def _turn(draft: Draft, answers: Counter[str], even: int) -> int:
    """How far behind its kind is: the rarer of yes and no, and a stated value every VALUE_SPACING of each."""
    kind = _answer_kind(draft)
    if kind in ("yes", "no"):
        return answers[kind]
    return answers["value"] * VALUE_SPACING if kind == "value" else even


def _pick(
    pool: Sequence[Draft],
    n: int,
    rng: random.Random,
    used: set[tuple[str, ...]],
    variant_use: Counter[str],
) -> list[Draft]:
    available = [d for d in pool if d.pair not in used]
    # The seed ranks pairs, not drafts: which (document, hypothesis) pairs a set asks is the seed's
    # choice, and a pair's wording is chosen after it (the least used one that keeps the balance).
    pairs = sorted({d.pair for d in available})
    rng.shuffle(pairs)
    rank = {pair: i for i, pair in enumerate(pairs)}
    # Spreading is a cap, not an order: a document or group under its fair share is as good as an
    # unused one, so the seed (not the pool's shape) decides which of them a set takes.
    doc_cap = -(-n // max(1, len({d.document_id for d in available})))
    group_cap = -(-n // max(1, len({d.group for d in available})))
    docs: Counter[str] = Counter()
    groups: Counter[str] = Counter()
    answers: Counter[str] = Counter()
    chosen: list[Draft] = []
    while len(chosen) < n and available:
        # Preferred drafts first; then the rarer gold of yes and no (so the form gives no answer
        # away); then groups (hypotheses, kinds of premise) and documents under their cap; then a
        # wording not yet asked (so no hypothesis keeps one fixed wording); then the seed's rank of
        # the pair, and for it its least used wording.
        even = min(answers["yes"], answers["no"])
        best = min(
            available,
            key=lambda d: (
                d.priority,
                _turn(d, answers, even),
                groups[d.group] // group_cap,
                docs[d.document_id or ""] >= doc_cap,
                variant_use[d.variant] > 0,
                rank[d.pair],
                variant_use[d.variant],
                d.text,
            ),
        )
        chosen.append(best)
        used.add(best.pair)
        docs[best.document_id or ""] += 1
        groups[best.group] += 1
        answers[_answer_kind(best)] += 1
        variant_use[best.variant] += 1
        available = [d for d in available if d.pair not in used]
    return chosen


def sample_strata(
    pools: Mapping[Stratum, Sequence[Draft]], counts: Mapping[str, int], seed: int, corpus_name: str
) -> dict[Stratum, list[Draft]]:
    """Take ``counts[s]`` drafts from each pool; raise (naming every short stratum) instead of padding."""
    used: set[tuple[str, ...]] = set()
    variant_use: Counter[str] = Counter()
    chosen: dict[Stratum, list[Draft]] = {}
    short: dict[Stratum, int] = {}
    for stratum in FILL_ORDER:
        # One generator per stratum, so changing one count leaves the other strata's draws alone.
        rng = random.Random(f"{seed}:{stratum}")
        chosen[stratum] = _pick(pools.get(stratum, ()), counts[stratum], rng, used, variant_use)
        if len(chosen[stratum]) < counts[stratum]:
            short[stratum] = len(chosen[stratum])
    if short:
        what = "; ".join(f"{s}: {n} available, {counts[s]} asked" for s, n in short.items())
        reduced: dict[str, int] = {s: short.get(s, counts[s]) for s in STRATA}
        raise HarnessError(
            f"corpus {corpus_name} cannot supply the asked question counts ({what})",
            f"ask for reduced counts explicitly, e.g. --counts {format_counts(reduced)} "
            "(Python: counts={...}); the set is never padded",
        )
    return chosen
