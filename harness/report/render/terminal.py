"""Plain-text views for the terminal (report, gate, and the bucket table printed at the end of a
run); all model and corpus text passes through ``sanitize_terminal``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich import box
from rich.console import Console
from rich.table import Table

from harness.core.errors import HarnessError
from harness.core.records import STRATA, Answer, Grade, Question
from harness.report.gate import GateResult
from harness.report.load import RunData
from harness.report.outcomes import OUTCOMES, Outcome, outcome, outcome_counts, over_refusal
from harness.report.render.html import interval_text
from harness.report.render.text import bounded, sanitize_terminal
from harness.report.summary import HEADLINE, refusal_qualities
from harness.store.folder import RunFolder


def summary_lines(summary: dict[str, Any]) -> list[str]:
    """The headline of a report: buckets, per-stratum counts, rates with intervals."""
    run = summary["run"]
    clean = sanitize_terminal
    lines = [
        f"run {clean(run['name'], single_line=True)}: generator {clean(run['generator'], single_line=True)}, "
        f"condition {run['condition']}, grader {clean(summary['grader'], single_line=True)}, "
        f"n={summary['n']} of {summary['n_questions']}",
        "buckets: "
        + ", ".join(f"{b} {c}" for b, c in summary["counts"].items() if b != "error")
        + f"; errors (unscored) {summary['counts']['error']}",
        f"over-refusal: {summary['over_refusal']['count']} refusals of {summary['over_refusal']['n']} "
        "questions whose ideal is correct",
    ]
    for stratum, counts in summary["by_stratum"].items():
        over = summary["by_stratum_detail"][stratum]["over_refusal"]
        lines.append(
            f"  {stratum:<16} "
            + " ".join(f"{b}={c}" for b, c in counts.items())
            + (f" over-refusal={over['count']}/{over['n']}" if over["n"] else "")
        )
    for key, label in HEADLINE:
        lines.append(f"{label}: {interval_text(summary[key])} (n={summary[key]['n']})")
    lines.append(f"extra_claim_count sum: {summary['extra_claim_count_sum']}")
    stab = summary.get("stability")
    if stab:
        lines.append(
            f"stability over {stab['repeats']} repeats: {stab['stable']} of {stab['n']} questions "
            "kept one outcome"
        )
    return lines


def question_lines(run: RunData, question_id: str) -> list[str]:
    """One question's drill-down (question, retrieval, answer, the five grades, rationale)."""
    q = run.questions_by_id.get(question_id)
    if q is None:
        raise HarnessError(f"{run.path} has no question {question_id!r}", "use an id from questions.jsonl")
    clean = sanitize_terminal
    lines = [
        f"{clean(q.id)} [{q.stratum}] {clean(q.text)}",
        f"gold: {clean(q.gold_answer)} evidence: {clean(', '.join(q.gold_evidence)) or 'none'}",
    ]
    answer = run.answers_by_id.get(q.id)
    if answer is None:
        lines.append("answer: (none recorded)")
    else:
        text, cut = bounded(answer.text)
        lines.append("retrieved: " + (", ".join(clean(p.passage_id) for p in answer.retrieved) or "nothing"))
        lines.append("cited: " + (", ".join(clean(c) for c in answer.citations) or "none"))
        lines.append("answer: " + clean(text) + (" [cut]" if cut else ""))
        if answer.error:
            lines.append("generator error: " + clean(answer.error))
    grade = run.grades_by_id.get(q.id)
    if grade is None:
        lines.append("grade: (none)")
        return lines
    for axis, value in (
        ("factuality", grade.factuality),
        ("citation_exists", grade.citation_exists),
        ("citation_supports", grade.citation_supports),
        ("refusal_quality", grade.refusal_quality),
        ("extra_claim_count", grade.extra_claim_count),
    ):
        why = grade.rationale.get(axis, "")
        shown = "n/a" if value is None else value
        lines.append(f"  {axis:<18} {shown}" + (f"  -- {clean(why, single_line=True)}" if why else ""))
    if grade.flags:
        lines.append("  flags: " + ", ".join(clean(f) for f in grade.flags))
    if grade.error:
        lines.append("  grade error: " + clean(grade.error))
    return lines


MAX_IDS_SHOWN = 25


def _delta_row(label: str, base: int, cand: int) -> str:
    return f"  {label:<12} {base:>4} -> {cand:<4} ({cand - base:+d})"


def gate_lines(result: GateResult) -> list[str]:
    """The gate's verdict for a terminal: deltas, moves, rules, paired evidence, decision."""
    clean = sanitize_terminal
    lines = [
        f"baseline  {clean(result.baseline, single_line=True)}",
        f"candidate {clean(result.candidate, single_line=True)}",
        f"grader {clean(result.grader, single_line=True)}, n={result.n}",
    ]
    if result.left_out:
        ids = [clean(i, single_line=True) for i in result.left_out]
        more = f" ... and {len(ids) - MAX_IDS_SHOWN} more" if len(ids) > MAX_IDS_SHOWN else ""
        lines.append(
            f"left out {len(ids)} questions whose outcome is error in either run (baseline "
            f"{result.errors.get('baseline', 0)}, candidate {result.errors.get('candidate', 0)}; "
            f"--allow-errors): {', '.join(ids[:MAX_IDS_SHOWN])}{more}"
        )
    lines += [
        "buckets (baseline -> candidate):",
        *(_delta_row(b, d.baseline, d.candidate) for b, d in result.buckets.items()),
        "by stratum:",
    ]
    for stratum, buckets in result.by_stratum.items():
        cells = "  ".join(f"{b} {d.baseline}->{d.candidate} ({d.delta:+d})" for b, d in buckets.items())
        lines.append(f"  {stratum:<16} {cells}")
    lines.append("moved between buckets:" if result.moves else "moved between buckets: none")
    for move in result.moves:
        ids = [clean(i, single_line=True) for i in move.question_ids]
        more = f" ... and {len(ids) - MAX_IDS_SHOWN} more" if len(ids) > MAX_IDS_SHOWN else ""
        lines.append(
            f"  {len(ids)} moved {move.source} -> {move.target}: {', '.join(ids[:MAX_IDS_SHOWN])}{more}"
        )
    if result.baseline_repeats > 1:
        lines.append(
            f"noise floor: the largest movement between the baseline's {result.baseline_repeats} repeats, "
            "shown beside each rule (reported alongside; it does not change the decision)"
        )
    lines.append("rules:")
    for check in result.checks:
        # Overall checks always show; per-stratum ones only when they fail, to keep the list short.
        if check.scope == "overall" or not check.passed:
            noise = ""
            if check.noise_floor is not None:
                noise = f" [noise floor {check.noise_floor:g}" + (
                    ", within it]" if check.within_noise else "]"
                )
            lines.append(f"  {'ok  ' if check.passed else 'FAIL'} {check.rule}: {check.message}{noise}")
    ev = result.evidence
    mc = ev["mcnemar_acceptable"]
    lines += [
        "paired evidence (reported alongside; it does not change the decision):",
        f"  McNemar exact, acceptable vs not: {mc['b']} got worse, {mc['c']} got better, "
        f"p = {mc['p_value']:.3g}",
    ]
    for key, label in (
        ("truthfulness_diff", "truthfulness diff"),
        ("refusal_quality_mean_diff", "refusal_quality mean diff"),
        ("extra_claim_count_mean_diff", "extra_claim_count mean diff"),
    ):
        lines.append(f"  {label}: {interval_text(ev[key])} (paired bootstrap, n={ev[key]['n']})")
    if result.ships:
        lines.append("decision: SHIP (no rule failed)")
    else:
        lines.append(
            f"decision: REJECT ({len(result.failed)} failed checks; rules: {', '.join(result.failed_rules)})"
        )
    return lines


def bucket_table(
    grades: Sequence[Grade],
    questions: Mapping[str, Question],
    grader: str,
    answers: Mapping[str, Answer] | None = None,
) -> Table:
    """Counts of each outcome (four buckets, then errors apart) and over-refusals per stratum."""
    answers = answers or {}
    rows: dict[str, list[tuple[Outcome, bool]]] = {}
    for grade in grades:
        question = questions.get(grade.question_id)
        result = outcome(grade, answers.get(grade.question_id))
        stratum: str = question.stratum if question else "?"
        rows.setdefault(stratum, []).append((result, question is not None and over_refusal(question, result)))
    table = Table(
        title=f"factuality by stratum (grader {grader}; error = not scored)",
        box=box.SIMPLE_HEAD,
        pad_edge=False,
        padding=(0, 1),
        collapse_padding=True,
        show_edge=False,  # no outer edge: the whole table fits an 80-column terminal
    )
    # undetermined (the grader could not read the answer) is a column only when a run has one, so
    # the usual table still fits 80 columns
    shown = [
        o for o in OUTCOMES if o != "undetermined" or any(r == o for items in rows.values() for r, _ in items)
    ]
    table.add_column("stratum", no_wrap=True)
    for name in shown:
        table.add_column(name, justify="right", style="dim" if name == "error" else None, no_wrap=True)
    table.add_column("n", justify="right", no_wrap=True)
    table.add_column("over-refused", justify="right", no_wrap=True)
    order = [s for s in STRATA if s in rows] + sorted(set(rows) - set(STRATA))

    def cells(items: list[tuple[Outcome, bool]]) -> list[str]:
        counts = outcome_counts(r for r, _ in items)
        return [*(str(counts[o]) for o in shown), str(len(items)), str(sum(o for _, o in items))]

    for stratum in order:
        table.add_row(stratum, *cells(rows[stratum]))
    table.add_section()
    table.add_row("all", *cells([item for items in rows.values() for item in items]), style="bold")
    return table


def print_summary(folder: RunFolder, grader: str, console: Console) -> None:
    """The bucket table, the errors count and the mean refusal quality."""
    grades = folder.grades(grader)
    questions = folder.question_set().by_id()
    answers = folder.answers()
    console.print(bucket_table(grades, questions, grader, {a.question_id: a for a in answers}))
    qualities = refusal_qualities(grades)
    mean = f"{sum(qualities) / len(qualities):.2f}" if qualities else "n/a"
    errors = sum(a.error is not None for a in answers)
    console.print(f"answers: {len(answers)}, generator errors: {errors}, mean refusal quality: {mean}")
