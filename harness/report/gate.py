"""The ship gate: a candidate run ships only if no rubric bucket regresses against the baseline.

Five rules, each checked overall AND within every stratum (the rubric says "bucket by
bucket"; a regression hidden in one stratum by a gain in another still rejects):

- ``over_refusal``: the seed rubric's first ship criterion, "the factuality score moves in
  the right direction, broken down bucket by bucket". On the questions whose ideal is
  ``correct`` (the corpus holds the answer; a refusal there is over-refusal), the count of
  ``correct`` answers falls. Without it a pipeline that politely refuses everything would
  ship against one that answers. The questions that left ``correct`` are named.
- ``wrong``: the count of ``wrong`` answers rises at all (hard gate: +3 correct and +1
  wrong is a rejection).
- ``unsupported``: the count of ``unsupported`` answers rises.
- ``refusal_quality``: the mean refusal_quality (over answers graded ``refused``) drops.
  Checked only where both runs have refusals; compared as exact fractions.
- ``extra_claim_count``: the sum of extra_claim_count rises.

These rules compare counts, so within one stratum a question that moves correct -> wrong and
another that moves wrong -> correct cancel out (both are listed among the moves). With
``no_new_wrong`` (``harness gate --no-new-wrong``) a sixth rule, ``new_wrong``, rejects any
question that is ``wrong`` in the candidate and was not in the baseline, whatever else moved.

Paired evidence (McNemar's exact test on acceptable vs unacceptable, paired bootstrap
intervals for the mean differences) is reported alongside and never changes the decision.
So is the noise floor when the baseline holds repeats (``harness run --repeats R``): next to
each rule, the largest movement of its figure between the baseline's own repeats, and
whether a failed rule moved no more than that (``RuleCheck.within_noise``).

Errors are not answers: a question whose outcome is ``error`` in either run (a generator or
grader failure, ``harness.report.outcomes``) would turn an outage into a regression or hide
one. The gate refuses runs with errors (``HarnessError``, exit 2) unless ``allow_errors``;
then it compares only the questions error-free in both runs and names the ones it left out.
An ``undetermined`` answer (the grader read nothing with confidence) is kept out the same way:
the gate refuses a candidate with more of them than the baseline unless ``allow_undetermined``,
and compares only the questions read in both runs.

Runs are comparable only over the same question set and corpus, graded by the same grader
with the same options (pace-only ones aside) and the same versions: grader code, rubric and
judge prompt (``grade_versions``). Anything else is refused (exit 2) naming both sides.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any, Literal

from harness.core.errors import HarnessError
from harness.core.records import ACCEPTABLE, FACTUALITY_BUCKETS, STRATA, Grade
from harness.core.stats import mcnemar_exact, paired_bootstrap_diff
from harness.report.load import RunData, load_run
from harness.report.outcomes import UNDETERMINED, ideal_is_correct
from harness.report.stability import load_repeats
from harness.report.summary import TRUTH_SCORE, bucket_counts, refusal_qualities
from harness.store.manifest import identity_options

Rule = Literal["over_refusal", "wrong", "unsupported", "refusal_quality", "extra_claim_count", "new_wrong"]
RULES: tuple[Rule, ...] = (
    "over_refusal",
    "wrong",
    "unsupported",
    "refusal_quality",
    "extra_claim_count",
    "new_wrong",
)
OVERALL = "overall"
UNRECORDED = "unrecorded"
MAX_IDS_IN_MESSAGE = 10


@dataclass(frozen=True)
class RuleCheck:
    """One rule in one scope (``overall`` or a stratum), with both runs' figures."""

    rule: Rule
    scope: str
    baseline: float | None
    candidate: float | None
    passed: bool
    message: str
    noise_floor: float | None = None
    """The largest movement of this figure between the baseline's own repeats (None without)."""

    @property
    def within_noise(self) -> bool:
        """A failed check whose movement is no larger than the baseline's own noise floor."""
        if self.passed or self.noise_floor is None or self.baseline is None or self.candidate is None:
            return False
        return abs(self.candidate - self.baseline) <= self.noise_floor


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
    left_out: tuple[str, ...] = ()
    """Questions not compared because their outcome is ``error`` in either run (``allow_errors``)."""
    errors: Mapping[str, int] = dataclasses.field(default_factory=dict)
    """``error`` outcomes per run (``baseline``, ``candidate``), before any were left out."""
    undetermined: Mapping[str, int] = dataclasses.field(default_factory=dict)
    """``undetermined`` outcomes per run; those questions are left out of the comparison."""
    baseline_repeats: int = 1
    """How many repeats of the protocol the baseline holds (``harness run --repeats``)."""

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
            "left_out": list(self.left_out),
            "errors": dict(self.errors),
            "undetermined": dict(self.undetermined),
            "baseline_repeats": self.baseline_repeats,
            "within_noise": [f"{c.rule}/{c.scope}" for c in self.failed if c.within_noise],
        }


def grade_versions(run: RunData) -> dict[str, str]:
    """The versions ``run``'s grades were made with: the manifest's record of the grader (grader,
    rubric, judge prompt), checked against the versions every grade carries.

    A run whose grades carry several versions (a partial regrade) is refused; versions not
    recorded (a run graded before they were) read as ``unrecorded``.
    """
    spec = run.manifest.graders.get(run.grader or "")
    versions = dict(spec.versions) if spec else {}
    grades = list(run.grades_by_id.values())
    for key, seen in (
        ("grader", {g.grader_version for g in grades}),
        ("rubric", {g.rubric_version for g in grades}),
    ):
        if len(seen) > 1:
            shown = ", ".join(sorted(v or UNRECORDED for v in seen))
            raise HarnessError(
                f"{run.path}: the grades of {run.grader!r} were made by several {key} versions ({shown})",
                f"regrade the whole run: harness grade {run.path} --grader {run.grader}",
            )
        value = next(iter(seen), None)
        versions.setdefault(key, value or UNRECORDED)
        if value and versions[key] != value:
            raise HarnessError(
                f"{run.path}: the manifest says {key} version {versions[key]} but the grades say {value}",
                f"regrade the whole run: harness grade {run.path} --grader {run.grader}",
            )
    return versions


def _versions_text(versions: Mapping[str, str]) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(versions.items()))


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
    bv, cv = grade_versions(base), grade_versions(cand)
    if bv != cv:
        raise HarnessError(
            f"the runs are graded by different versions of {base.grader!r}: {_versions_text(bv)} in "
            f"{base.path}, {_versions_text(cv)} in {cand.path}",
            "regrade both runs with the same harness (`harness grade RUN --grader NAME`) before gating",
        )
    b_spec, c_spec = bm.graders.get(base.grader or ""), cm.graders.get(cand.grader or "")
    b_opts = identity_options(b_spec) if b_spec else None
    c_opts = identity_options(c_spec) if c_spec else None
    if b_opts != c_opts:
        raise HarnessError(
            f"grader {base.grader!r} ran with different options in the two runs",
            "regrade both runs with the same grader options (`harness grade RUN --grader NAME`)",
        )
    for run in (base, cand):
        total = len(run.question_set.questions)
        unanswered = total - len(run.answers_by_id)
        if unanswered:  # an unfinished run, not a grading problem
            raise HarnessError(
                f"{run.path} is unfinished: {total - unanswered} of {total} questions answered",
                f"finish it: rerun the same `harness run ... --out {run.path}` (it resumes), then gate",
            )
        missing = total - len(run.graded_ids())
        if missing:
            raise HarnessError(
                f"{run.path} has no grade for {missing} of {len(run.question_set.questions)} questions",
                f"finish the run and grade it (`harness run` resumes; `harness grade {run.path}`)",
            )


def _mean_quality(grades: list[Grade]) -> Fraction | None:
    qualities = refusal_qualities(grades)
    return Fraction(sum(qualities), len(qualities)) if qualities else None


def _ids_text(ids: list[str]) -> str:
    more = f" ... and {len(ids) - MAX_IDS_IN_MESSAGE} more" if len(ids) > MAX_IDS_IN_MESSAGE else ""
    return ", ".join(ids[:MAX_IDS_IN_MESSAGE]) + more


def _over_refusal_check(
    scope: str, base: list[Grade], cand: list[Grade], ideal_correct: set[str]
) -> RuleCheck:
    """Correct must not fall on the questions whose ideal is correct (the seed's first criterion)."""
    where = OVERALL if scope == OVERALL else f"in {scope}"
    pairs = [(b, c) for b, c in zip(base, cand, strict=True) if b.question_id in ideal_correct]
    b_n = sum(b.factuality == "correct" for b, _ in pairs)
    c_n = sum(c.factuality == "correct" for _, c in pairs)
    if not pairs:
        return RuleCheck(
            "over_refusal", scope, None, None, True, f"no question {where} has correct as its ideal"
        )
    verb = "fell" if c_n < b_n else "did not fall"
    message = f"correct {verb} on questions whose ideal is correct {where}: {b_n} -> {c_n} ({c_n - b_n:+d})"
    if c_n < b_n:
        lost: dict[str, list[str]] = {}
        for b, c in pairs:
            if b.factuality == "correct" and c.factuality != "correct":
                lost.setdefault(c.factuality, []).append(b.question_id)
        message += "; " + "; ".join(
            f"{len(ids)} moved correct -> {target}{' (over-refusal)' if target == 'refused' else ''}: "
            f"{_ids_text(ids)}"
            for target, ids in lost.items()
        )
    return RuleCheck("over_refusal", scope, b_n, c_n, c_n >= b_n, message)


def _checks(scope: str, base: list[Grade], cand: list[Grade], ideal_correct: set[str]) -> list[RuleCheck]:
    where = OVERALL if scope == OVERALL else f"in {scope}"
    bc, cc = bucket_counts(base), bucket_counts(cand)
    checks = [_over_refusal_check(scope, base, cand, ideal_correct)]
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


def _new_wrong_check(ids: list[str], base: RunData, cand: RunData) -> RuleCheck:
    """``--no-new-wrong``: no question may be wrong in the candidate that was not wrong before."""
    new = [
        i
        for i in ids
        if cand.grades_by_id[i].factuality == "wrong" and base.grades_by_id[i].factuality != "wrong"
    ]
    if not new:
        return RuleCheck("new_wrong", OVERALL, None, 0, True, "no question is newly wrong")
    shown = [f"{i} ({base.grades_by_id[i].factuality} -> wrong)" for i in new]
    return RuleCheck(
        "new_wrong", OVERALL, None, len(new), False, f"{len(new)} newly wrong: {_ids_text(shown)}"
    )


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


def _noise_floors(
    repeats: list[RunData],
    ids: list[str],
    strata: Sequence[str],
    stratum_of: Mapping[str, str],
    ideal_correct: set[str],
) -> dict[tuple[str, str], float]:
    """(rule, scope) -> the largest movement of its figure between two of the baseline's repeats.

    Over the compared questions that every repeat scored (no ``error`` outcome in any).
    """
    common = [i for i in ids if all(i in r.grades_by_id and r.outcome(i) != "error" for r in repeats)]
    floors: dict[tuple[str, str], float] = {}
    for a, first in enumerate(repeats):
        for second in repeats[a + 1 :]:
            for scope in (OVERALL, *strata):
                chosen = [i for i in common if scope == OVERALL or stratum_of[i] == scope]
                pair = _checks(
                    scope,
                    [first.grades_by_id[i] for i in chosen],
                    [second.grades_by_id[i] for i in chosen],
                    ideal_correct,
                )
                for check in pair:
                    if check.baseline is None or check.candidate is None:
                        continue
                    key = (check.rule, scope)
                    floors[key] = max(
                        floors.get(key, 0.0), abs(float(check.candidate) - float(check.baseline))
                    )
    return floors


def _error_free_ids(base: RunData, cand: RunData, allow_errors: bool) -> tuple[list[str], list[str]]:
    """(ids to compare, ids left out); refuses runs with errors unless ``allow_errors``."""
    ids = base.graded_ids()
    b_err, c_err = set(base.errored_ids()), set(cand.errored_ids())
    left_out = [i for i in ids if i in b_err or i in c_err]
    if left_out and not allow_errors:
        raise HarnessError(
            f"the runs hold answers that errored instead of being scored ({len(b_err)} in {base.path}, "
            f"{len(c_err)} in {cand.path}: {_ids_text(left_out)}); an outage is not a model change",
            "redo them (`harness run --retry-errors --out RUN`, or regrade with `harness grade RUN`), "
            "or pass --allow-errors to compare only the questions error-free in both runs",
        )
    return [i for i in ids if i not in b_err and i not in c_err], left_out


def unread_in(run: RunData) -> list[str]:
    """Graded question ids whose outcome is ``undetermined``."""
    return [i for i in run.graded_ids() if run.outcome(i) == UNDETERMINED]


def _determined_ids(
    base: RunData, cand: RunData, ids: list[str], allow_undetermined: bool
) -> tuple[list[str], list[str]]:
    """(ids to compare, ids left out as ``undetermined`` in either run); refuses a candidate with
    more undetermined answers than the baseline unless ``allow_undetermined``: an answer the
    grader could not read is no answer it scored."""
    b_und = {i for i in ids if base.outcome(i) == UNDETERMINED}
    c_und = {i for i in ids if cand.outcome(i) == UNDETERMINED}
    if len(c_und) > len(b_und) and not allow_undetermined:
        raise HarnessError(
            f"undetermined answers rose from {len(b_und)} to {len(c_und)} "
            f"({_ids_text(sorted(c_und - b_und))}): the grader could not read them",
            "regrade with a fallback judge (`harness grade RUN --grader reference --fallback llm:MODEL`), "
            "or pass --allow-undetermined to compare only the questions read in both runs",
        )
    left_out = sorted(b_und | c_und, key=ids.index)
    return [i for i in ids if i not in b_und and i not in c_und], left_out


def gate(
    baseline_dir: Path | str,
    candidate_dir: Path | str,
    grader: str | None = None,
    *,
    allow_errors: bool = False,
    allow_undetermined: bool = False,
    no_new_wrong: bool = False,
) -> GateResult:
    """Ship or reject the candidate run against the baseline run (see the module docstring).

    ``no_new_wrong`` adds the ``new_wrong`` rule: any question newly wrong rejects.
    """
    base = load_run(baseline_dir, grader=grader)
    cand = load_run(candidate_dir, grader=grader)
    _check_comparable(base, cand)
    ids, left_out = _error_free_ids(base, cand, allow_errors)
    ids, unread = _determined_ids(base, cand, ids, allow_undetermined)
    left_out = [*left_out, *unread]
    strata = [s for s in STRATA if s in base.question_set.header.counts]
    stratum_of = {i: base.questions_by_id[i].stratum for i in ids}
    ideal_correct = {i for i in ids if ideal_is_correct(base.questions_by_id[i])}

    def grades(run: RunData, stratum: str | None = None) -> list[Grade]:
        return [run.grades_by_id[i] for i in ids if stratum is None or stratum_of[i] == stratum]

    def deltas(stratum: str | None = None) -> dict[str, BucketDelta]:
        bc, cc = bucket_counts(grades(base, stratum)), bucket_counts(grades(cand, stratum))
        return {b: BucketDelta(bc[b], cc[b]) for b in FACTUALITY_BUCKETS}

    checks = _checks(OVERALL, grades(base), grades(cand), ideal_correct)
    for stratum in strata:
        checks += _checks(stratum, grades(base, stratum), grades(cand, stratum), ideal_correct)
    if no_new_wrong:
        checks.append(_new_wrong_check(ids, base, cand))
    repeats = load_repeats(base)
    if len(repeats) > 1:
        floors = _noise_floors(repeats, ids, strata, stratum_of, ideal_correct)
        checks = [dataclasses.replace(c, noise_floor=floors.get((c.rule, c.scope), 0.0)) for c in checks]
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
        left_out=tuple(left_out),
        errors={"baseline": len(base.errored_ids()), "candidate": len(cand.errored_ids())},
        undetermined={"baseline": len(unread_in(base)), "candidate": len(unread_in(cand))},
        baseline_repeats=len(repeats),
    )
