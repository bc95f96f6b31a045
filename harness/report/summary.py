"""The figures of ``report.json``: bucket counts, rates with 95% intervals, and the n of each.

Which answers each figure is computed over (its n):

- ``n``: graded questions (one grade per question by the report's grader). Each has one
  outcome (``harness.report.outcomes``): one of the four buckets, or ``error`` when the
  generator or the grader failed on it, or ``undetermined`` when the grader read nothing with
  confidence. ``n_scored`` = n - errors - undetermined: the questions with a bucket. ``counts``
  holds the four buckets, ``error`` and ``undetermined`` (they sum to n); ``error_rate`` is
  errors / n, ``undetermined_rate`` undetermined / n. Every other figure uses the scored
  questions only: an outage or an unread answer is never a bucket.
- ``bucket_rates``: each bucket / n_scored, Wilson interval. ``by_stratum`` splits the counts
  (``error`` included) by the question's stratum.
- ``acceptable_rate``: (correct + refused) / n_scored, Wilson interval.
- ``truthfulness``: mean over the n_scored questions of +1 (correct), -1 (wrong or
  unsupported), 0 (refused), i.e. (correct - wrong - unsupported) / n_scored; bootstrap.
- ``meets_ideal_rate``: scored questions whose outcome is one of the question's ideal
  outcomes / n_scored, Wilson interval.
- ``over_refusal``: refusals on scored questions whose ideal is correct (the corpus holds the
  answer); ``rate`` = that count / the scored questions whose ideal is correct (its n).
  Overall and in ``by_stratum_detail``, with the same meets-ideal rate per stratum.
- ``citation_exists_rate``: over scored answers that cite at least one passage
  (``citation_exists`` is n/a when nothing is cited); Wilson interval.
- ``citation_supports_rate``: over cited, non-refused answers (``citation_supports`` is
  n/a for refusals and uncited answers); Wilson interval. ``citation_precision_mean`` is
  the mean over the answers whose grade carries a citation precision; bootstrap interval.
- ``refusal_quality_mean``: over answers graded ``refused`` that carry a refusal_quality
  (0-3); bootstrap interval. ``refusal_quality_histogram`` counts the same answers.
- ``refusal_repeats``: over the answers graded ``refused`` (``n``), how many have a text that,
  passage ids and numbers masked (``harness.read.cues`` row ``mask.ids``), is the text of another
  question's refusal too: a fixed template shows as a high ``rate`` (Wilson interval).
- ``extra_claim_count_sum``: sum over the n_scored; ``extra_claim_count_mean`` the mean, bootstrap.
- ``scores``: per named score a grader fills (``lexical`` and ``citation_score`` of the
  heuristic grader, ``judge_policy`` of the LLM judge, any plug-in's own): ``n`` grades
  carry it; ``means``: each numeric figure's mean over those grades, bootstrap interval;
  ``counts``: each text figure's values counted (e.g. verdicts). Empty when no grade has one.
- ``stability`` (null without repeats): for a run made with ``--repeats R``, each question's
  outcome in every repeat, its modal outcome and agreement, and how many questions kept one
  outcome in all R (``harness.report.stability``).
- ``output_contract``: over answers in ``answers.jsonl`` (``n_answered``): format_ok,
  first-attempt violations, retries used, still violating after the retry, truncated.
- ``errors``: ``error`` outcomes (over graded questions), generator errors (over answers),
  grade errors and grade flags (over grades), questions without an answer, answers without a
  grade.

Intervals are 95%: Wilson for proportions (closed form), a percentile bootstrap
for means (numpy resampling, seed ``BOOTSTRAP_SEED``, so a report is reproducible).
Every interval is written as ``{value, low, high, n, method}``; ``value`` is null when n = 0.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from harness.core.errors import HarnessError
from harness.core.records import ACCEPTABLE, FACTUALITY_BUCKETS, STRATA, Answer, Grade, Question, Stratum
from harness.core.stats import (
    BOOTSTRAP_RESAMPLES,
    BOOTSTRAP_SEED,
    CONFIDENCE,
    bootstrap_mean,
    wilson,
)
from harness.read.cues import cue
from harness.report.load import RunData
from harness.report.outcomes import (
    ERROR,
    UNDETERMINED,
    UNSCORED,
    Outcome,
    ideal_is_correct,
    meets_ideal,
    outcome_counts,
)
from harness.report.stability import load_repeats, stability

REPORT_VERSION = 2
TRUTH_SCORE = {"correct": 1, "wrong": -1, "unsupported": -1, "refused": 0}


@dataclass(frozen=True)
class Scored:
    """One graded question with its grade and outcome (a bucket, or ``error``)."""

    question: Question
    grade: Grade
    outcome: Outcome


def scored_items(run: RunData, ids: Iterable[str] | None = None) -> list[Scored]:
    """The graded questions of ``run`` (or just ``ids``) in question-set order, with outcomes."""
    wanted = run.graded_ids() if ids is None else list(ids)
    return [Scored(run.questions_by_id[i], run.grades_by_id[i], run.outcome(i)) for i in wanted]


def bucket_counts(grades: Iterable[Grade]) -> dict[str, int]:
    """Counts of the four factuality buckets over scored grades, plus ``error`` for unscored ones."""
    return outcome_counts(ERROR if g.error is not None else g.factuality for g in grades)


def refusal_qualities(grades: Iterable[Grade]) -> list[int]:
    return [
        g.refusal_quality
        for g in grades
        if g.factuality == "refused" and g.error is None and g.refusal_quality is not None
    ]


def _proportion(values: Iterable[bool | None]) -> dict[str, Any]:
    present = [v for v in values if v is not None]
    return wilson(sum(present), len(present)).to_dict()


def _mean(values: Iterable[float | None]) -> dict[str, Any]:
    return bootstrap_mean([v for v in values if v is not None]).to_dict()


def refusal_repeats(items: Sequence[Scored], answers: dict[str, Answer]) -> dict[str, Any]:
    """Refusals whose text, ids and numbers masked, repeats across questions (a fixed template)."""
    texts = [
        " ".join(cue("mask.ids").sub("#", answers[s.question.id].text).lower().split())
        for s in items
        if s.outcome == "refused" and s.question.id in answers
    ]
    counts = Counter(texts)
    repeated = sum(1 for t in texts if counts[t] > 1)
    return {"n": len(texts), "repeated": repeated, "rate": wilson(repeated, len(texts)).to_dict()}


def over_refusal_figures(items: Sequence[Scored]) -> dict[str, Any]:
    """Refusals where the ideal is correct: the count, over how many, the rate, the question ids."""
    eligible = [s for s in items if s.outcome not in UNSCORED and ideal_is_correct(s.question)]
    refused = [s.question.id for s in eligible if s.outcome == "refused"]
    return {
        "count": len(refused),
        "n": len(eligible),
        "rate": wilson(len(refused), len(eligible)).to_dict(),
        "question_ids": refused,
    }


def _stratum_detail(items: Sequence[Scored]) -> dict[str, Any]:
    counts = outcome_counts(s.outcome for s in items)
    scored = [s for s in items if s.outcome not in UNSCORED]
    grades = [s.grade for s in scored]
    n_scored = len(scored)
    return {
        "n": len(items),
        "n_scored": n_scored,
        "counts": counts,
        "acceptable_rate": wilson(sum(counts[b] for b in ACCEPTABLE), n_scored).to_dict(),
        "meets_ideal_rate": _proportion(meets_ideal(s.question, s.outcome) for s in scored),
        "over_refusal": over_refusal_figures(items),
        "refusal_quality_mean": bootstrap_mean(refusal_qualities(grades)).to_dict(),
        "extra_claim_count_sum": sum(g.extra_claim_count for g in grades),
    }


def score_summaries(grades: list[Grade]) -> dict[str, Any]:
    """Per named score (``Grade.scores``): how many grades carry it, the mean (bootstrap
    interval) of each numeric figure and the counts of each text figure (e.g. a verdict)."""
    out: dict[str, Any] = {}
    for name in dict.fromkeys(n for g in grades for n in g.scores):
        carried = [g.scores[name] for g in grades if name in g.scores]
        means: dict[str, Any] = {}
        counts: dict[str, dict[str, int]] = {}
        for figure in dict.fromkeys(f for s in carried for f in s):
            values = [v for s in carried if (v := s.get(figure)) is not None]
            if values and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
                means[figure] = _mean(float(v) for v in values)
            else:
                counts[figure] = dict(sorted(Counter(str(v) for v in values).items()))
        out[name] = {"n": len(carried), "means": means, "counts": counts}
    return out


def summarize(run: RunData) -> dict[str, Any]:
    """The content of ``report.json`` for ``run`` (see the module docstring for each n)."""
    if run.grader is None or not run.grades_by_id:
        raise HarnessError(f"{run.path} has no grades to report on", f"run `harness grade {run.path}`")
    items = scored_items(run)
    scored = [s for s in items if s.outcome not in UNSCORED]
    all_grades = [s.grade for s in items]
    grades = [s.grade for s in scored]
    answers = list(run.answers_by_id.values())
    n, n_scored = len(items), len(scored)
    counts = outcome_counts(s.outcome for s in items)
    strata: list[Stratum] = [s for s in STRATA if s in run.question_set.header.counts]
    by_stratum_items = {st: [s for s in items if s.question.stratum == st] for st in strata}
    manifest = run.manifest
    spec = manifest.graders.get(run.grader)
    flags = Counter(flag for g in all_grades for flag in g.flags)
    qualities = refusal_qualities(grades)
    return {
        "report_version": REPORT_VERSION,
        "run": {
            "path": str(run.path),
            "name": run.name,
            "corpus": manifest.corpus,
            "split": manifest.split,
            "question_set_hash": manifest.question_set_hash,
            "generator": manifest.generator.name,
            "generator_options": dict(manifest.generator.options),
            "condition": manifest.condition,
            "prompt": manifest.prompt,
            "seed": manifest.seed,
            "created_at": manifest.created_at,
            "harness_version": manifest.harness_version,
        },
        "grader": run.grader,
        "grader_options": dict(spec.options) if spec else {},
        "confidence": CONFIDENCE,
        "bootstrap": {"seed": BOOTSTRAP_SEED, "resamples": BOOTSTRAP_RESAMPLES, "method": "percentile"},
        "n": n,
        "n_scored": n_scored,
        "n_questions": len(run.question_set.questions),
        "n_answered": len(answers),
        "counts": counts,
        "error_rate": wilson(counts[ERROR], n).to_dict(),
        "undetermined_rate": wilson(counts[UNDETERMINED], n).to_dict(),
        "bucket_rates": {b: wilson(counts[b], n_scored).to_dict() for b in FACTUALITY_BUCKETS},
        "by_stratum": {st: outcome_counts(s.outcome for s in its) for st, its in by_stratum_items.items()},
        "by_stratum_detail": {st: _stratum_detail(its) for st, its in by_stratum_items.items()},
        "acceptable_rate": wilson(sum(counts[b] for b in ACCEPTABLE), n_scored).to_dict(),
        "truthfulness": bootstrap_mean([TRUTH_SCORE[g.factuality] for g in grades]).to_dict(),
        "meets_ideal_rate": _proportion(meets_ideal(s.question, s.outcome) for s in scored),
        "over_refusal": over_refusal_figures(items),
        "citation_exists_rate": _proportion(g.citation_exists for g in grades),
        "citation_supports_rate": _proportion(g.citation_supports for g in grades),
        "citation_precision_mean": _mean(g.citation_precision for g in grades),
        "refusal_quality_mean": bootstrap_mean(qualities).to_dict(),
        "refusal_quality_histogram": {str(q): qualities.count(q) for q in range(4)},
        "refusal_repeats": refusal_repeats(scored, run.answers_by_id),
        "extra_claim_count_sum": sum(g.extra_claim_count for g in grades),
        "extra_claim_count_mean": _mean(g.extra_claim_count for g in grades),
        "scores": score_summaries(grades),
        "stability": stability(load_repeats(run)),
        "output_contract": {
            "n": len(answers),
            "format_ok": sum(a.format_ok for a in answers),
            "format_ok_rate": wilson(sum(a.format_ok for a in answers), len(answers)).to_dict(),
            "first_attempt_violations": sum(bool(a.format_violations) for a in answers),
            "format_retry_used": sum(a.format_retry_used for a in answers),
            "violations_after_retry": sum(bool(a.format_violations_after_retry) for a in answers),
            "truncated": sum(a.truncated for a in answers),
        },
        "errors": {
            "error_outcomes": counts[ERROR],
            "undetermined_outcomes": counts[UNDETERMINED],
            "generator_errors": sum(a.error is not None for a in answers),
            "grade_errors": sum(g.error is not None for g in all_grades),
            "flags": dict(sorted(flags.items())),
            "unanswered": len(run.question_set.questions) - len(answers),
            "ungraded": sum(1 for i in run.answers_by_id if i not in run.grades_by_id),
        },
    }


HEADLINE: tuple[tuple[str, str], ...] = (
    ("acceptable_rate", "acceptable rate (correct + refused) / n"),
    ("truthfulness", "truthfulness (correct - wrong - unsupported) / n"),
    ("meets_ideal_rate", "meets-ideal rate (outcome is one of the question's ideal)"),
    ("citation_exists_rate", "citation_exists rate (answers that cite)"),
    ("citation_supports_rate", "citation_supports rate (cited, non-refused answers)"),
    ("citation_precision_mean", "citation precision mean"),
    ("refusal_quality_mean", "refusal_quality mean (refusals, 0-3)"),
    ("extra_claim_count_mean", "extra_claim_count mean per answer"),
)
"""The headline figures every rendering shows, in order, with their labels."""
