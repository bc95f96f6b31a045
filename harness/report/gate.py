"""The ship gate: a candidate run ships only if no rubric bucket regresses against the baseline.

Four rules, each checked overall AND within every stratum (the rubric says "bucket by
bucket"; a regression hidden in one stratum by a gain in another still rejects):

- ``wrong``: the count of ``wrong`` answers rises at all (hard gate: +3 correct and +1
  wrong is a rejection).
- ``unsupported``: the count of ``unsupported`` answers rises.
- ``refusal_quality``: the mean refusal_quality (over answers graded ``refused``) drops.
  Checked only where both runs have refusals; compared as exact fractions.
- ``extra_claim_count``: the sum of extra_claim_count rises.

Paired evidence (McNemar's exact test on acceptable vs unacceptable, paired bootstrap
intervals for the mean differences) is reported alongside and never changes the decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal

from harness.core.errors import HarnessError
from harness.core.records import ACCEPTABLE, FACTUALITY_BUCKETS, STRATA, Grade
from harness.core.stats import mcnemar_exact, paired_bootstrap_diff
from harness.report.load import RunData, load_run
from harness.report.summary import TRUTH_SCORE, bucket_counts, refusal_qualities

Rule = Literal["wrong", "unsupported", "refusal_quality", "extra_claim_count"]
RULES: tuple[Rule, ...] = ("wrong", "unsupported", "refusal_quality", "extra_claim_count")
OVERALL = "overall"


@dataclass(frozen=True)
class RuleCheck:
    """One rule in one scope (``overall`` or a stratum), with both runs' figures."""

    rule: Rule
    scope: str
    baseline: float | None
    candidate: float | None
    passed: bool
    message: str


@dataclass(frozen=True)
class BucketDelta:
    baseline: int
    candidate: int

    @property
    def delta(self) -> int:
        return self.candidate - self.baseline


@dataclass(frozen=True)
class Move:
    """Questions whose bucket changed from ``source`` (baseline) to ``target`` (candidate)."""

    source: str
    target: str
    question_ids: tuple[str, ...]


@dataclass(frozen=True)
class GateResult:
    """The gate's decision with every check, the deltas, the moves and the paired evidence."""

    baseline: str
    candidate: str
    grader: str
    n: int
    checks: tuple[RuleCheck, ...]
    buckets: Mapping[str, BucketDelta]
    by_stratum: Mapping[str, Mapping[str, BucketDelta]]
    moves: tuple[Move, ...]
    evidence: Mapping[str, Any]

    @property
    def failed(self) -> tuple[RuleCheck, ...]:
        return tuple(c for c in self.checks if not c.passed)

    @property
    def ships(self) -> bool:
        return not self.failed

    @property
    def decision(self) -> Literal["ship", "reject"]:
        return "ship" if self.ships else "reject"

    @property
    def failed_rules(self) -> tuple[Rule, ...]:
        """The names of the rules that failed in any scope, in rule order."""
        failed = {c.rule for c in self.failed}
        return tuple(r for r in RULES if r in failed)

    def to_dict(self) -> dict[str, Any]:
        def deltas(buckets: Mapping[str, BucketDelta]) -> dict[str, dict[str, int]]:
            return {b: {**asdict(d), "delta": d.delta} for b, d in buckets.items()}

        return {
            "decision": self.decision,
            "baseline": self.baseline,
            "candidate": self.candidate,
            "grader": self.grader,
            "n": self.n,
            "failed_rules": list(self.failed_rules),
            "rules": [asdict(c) for c in self.checks],
            "buckets": deltas(self.buckets),
            "by_stratum": {s: deltas(b) for s, b in self.by_stratum.items()},
            "moves": [asdict(m) for m in self.moves],
            "evidence": dict(self.evidence),
        }


def _check_comparable(base: RunData, cand: RunData) -> None:
    bm, cm = base.manifest, cand.manifest
    if bm.question_set_hash != cm.question_set_hash:
        raise HarnessError(
            f"the runs were made over different question sets ({bm.question_set_hash[:12]} in {base.path}, "
            f"{cm.question_set_hash[:12]} in {cand.path})",
            "gate two runs of the same question set (`harness run --questions` with the same file)",
        )
    if bm.corpus_fingerprint != cm.corpus_fingerprint:
        raise HarnessError(
            f"the runs were made over different corpus versions ({base.path}, {cand.path})",
            "rerun both against the same corpus",
        )
    if base.grader != cand.grader:
        raise HarnessError(
            f"the runs are graded by different graders ({base.grader!r} in {base.path}, "
            f"{cand.grader!r} in {cand.path})",
            "pass --grader NAME for a grader both runs have, or regrade with `harness grade`",
        )
    if bm.graders.get(base.grader or "") != cm.graders.get(cand.grader or ""):
        raise HarnessError(
            f"grader {base.grader!r} ran with different options in the two runs",
            "regrade both runs with the same grader options (`harness grade RUN --grader NAME`)",
        )
    for run in (base, cand):
        missing = len(run.question_set.questions) - len(run.graded_ids())
        if missing:
            raise HarnessError(
                f"{run.path} has no grade for {missing} of {len(run.question_set.questions)} questions",
                f"finish the run and grade it (`harness run` resumes; `harness grade {run.path}`)",
            )


def _mean_quality(grades: list[Grade]) -> Fraction | None:
    qualities = refusal_qualities(grades)
    return Fraction(sum(qualities), len(qualities)) if qualities else None


def _checks(scope: str, base: list[Grade], cand: list[Grade]) -> list[RuleCheck]:
    where = OVERALL if scope == OVERALL else f"in {scope}"
    bc, cc = bucket_counts(base), bucket_counts(cand)
    checks = []
    for rule in ("wrong", "unsupported"):
        b, c = bc[rule], cc[rule]
        verb = "rose" if c > b else "did not rise"
        checks.append(
            RuleCheck(rule, scope, b, c, c <= b, f"{rule} count {verb} {where}: {b} -> {c} ({c - b:+d})")
        )
    bq, cq = _mean_quality(base), _mean_quality(cand)
    if bq is None or cq is None:
        side = (
            "either run" if bq is None and cq is None else ("the baseline" if bq is None else "the candidate")
        )
        checks.append(
            RuleCheck(
                "refusal_quality",
                scope,
                None if bq is None else float(bq),
                None if cq is None else float(cq),
                True,
                f"mean refusal_quality not compared {where}: no refusals in {side}",
            )
        )
    else:
        verb = "dropped" if cq < bq else "did not drop"
        nb, nc = len(refusal_qualities(base)), len(refusal_qualities(cand))
        checks.append(
            RuleCheck(
                "refusal_quality",
                scope,
                float(bq),
                float(cq),
                cq >= bq,
                f"mean refusal_quality {verb} {where}: {float(bq):.2f} -> {float(cq):.2f} "
                f"({float(cq - bq):+.2f}; refusals {nb} -> {nc})",
            )
        )
    b_sum, c_sum = sum(g.extra_claim_count for g in base), sum(g.extra_claim_count for g in cand)
    verb = "rose" if c_sum > b_sum else "did not rise"
    checks.append(
        RuleCheck(
            "extra_claim_count",
            scope,
            b_sum,
            c_sum,
            c_sum <= b_sum,
            f"extra_claim_count sum {verb} {where}: {b_sum} -> {c_sum} ({c_sum - b_sum:+d})",
        )
    )
    return checks


def _evidence(ids: list[str], base: RunData, cand: RunData) -> dict[str, Any]:
    bg = [base.grades_by_id[i] for i in ids]
    cg = [cand.grades_by_id[i] for i in ids]

    def quality(g: Grade) -> int | None:
        return g.refusal_quality if g.factuality == "refused" else None

    return {
        "mcnemar_acceptable": mcnemar_exact(
            [g.factuality in ACCEPTABLE for g in bg], [g.factuality in ACCEPTABLE for g in cg]
        ).to_dict(),
        "refusal_quality_mean_diff": paired_bootstrap_diff(
            [quality(g) for g in bg], [quality(g) for g in cg]
        ).to_dict(),
        "extra_claim_count_mean_diff": paired_bootstrap_diff(
            [g.extra_claim_count for g in bg], [g.extra_claim_count for g in cg]
        ).to_dict(),
        "truthfulness_diff": paired_bootstrap_diff(
            [TRUTH_SCORE[g.factuality] for g in bg], [TRUTH_SCORE[g.factuality] for g in cg]
        ).to_dict(),
    }


def gate(baseline_dir: Path | str, candidate_dir: Path | str, grader: str | None = None) -> GateResult:
    """Ship or reject the candidate run against the baseline run (see the module docstring)."""
    base = load_run(baseline_dir, grader=grader)
    cand = load_run(candidate_dir, grader=grader)
    _check_comparable(base, cand)
    ids = base.graded_ids()
    strata = [s for s in STRATA if s in base.question_set.header.counts]
    stratum_of = {i: base.questions_by_id[i].stratum for i in ids}

    def grades(run: RunData, stratum: str | None = None) -> list[Grade]:
        return [run.grades_by_id[i] for i in ids if stratum is None or stratum_of[i] == stratum]

    def deltas(stratum: str | None = None) -> dict[str, BucketDelta]:
        bc, cc = bucket_counts(grades(base, stratum)), bucket_counts(grades(cand, stratum))
        return {b: BucketDelta(bc[b], cc[b]) for b in FACTUALITY_BUCKETS}

    checks = _checks(OVERALL, grades(base), grades(cand))
    for stratum in strata:
        checks += _checks(stratum, grades(base, stratum), grades(cand, stratum))
    moves = []
    for source in FACTUALITY_BUCKETS:
        for target in FACTUALITY_BUCKETS:
            moved = tuple(
                i
                for i in ids
                if source != target
                and base.grades_by_id[i].factuality == source
                and cand.grades_by_id[i].factuality == target
            )
            if moved:
                moves.append(Move(source, target, moved))
    return GateResult(
        baseline=str(base.path),
        candidate=str(cand.path),
        grader=base.grader or "",
        n=len(ids),
        checks=tuple(checks),
        buckets=deltas(),
        by_stratum={s: deltas(s) for s in strata},
        moves=tuple(moves),
        evidence=_evidence(ids, base, cand),
    )
