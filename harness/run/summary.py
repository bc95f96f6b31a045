"""The bucket table printed at the end of a run: strata by factuality bucket, with totals."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from harness.records import FACTUALITY_BUCKETS, STRATA
from harness.run.folder import RunFolder


def bucket_table(folder: RunFolder, grader: str) -> Table:
    """Counts of each factuality bucket per stratum, by ``grader``."""
    strata = {q.id: q.stratum for q in folder.question_set().questions}
    counts: dict[str, dict[str, int]] = {}
    for grade in folder.grades(grader):
        row = counts.setdefault(strata.get(grade.question_id, "?"), dict.fromkeys(FACTUALITY_BUCKETS, 0))
        row[grade.factuality] += 1
    table = Table(title=f"factuality by stratum (grader {grader})")
    table.add_column("stratum")
    for bucket in FACTUALITY_BUCKETS:
        table.add_column(bucket, justify="right")
    table.add_column("n", justify="right")
    order = [s for s in STRATA if s in counts] + sorted(set(counts) - set(STRATA))
    total = dict.fromkeys(FACTUALITY_BUCKETS, 0)
    for stratum in order:
        row = counts[stratum]
        for bucket in FACTUALITY_BUCKETS:
            total[bucket] += row[bucket]
        table.add_row(stratum, *(str(row[b]) for b in FACTUALITY_BUCKETS), str(sum(row.values())))
    table.add_section()
    table.add_row("all", *(str(total[b]) for b in FACTUALITY_BUCKETS), str(sum(total.values())), style="bold")
    return table


def print_summary(folder: RunFolder, grader: str, console: Console) -> None:
    """The bucket table, the errors count and the mean refusal quality."""
    console.print(bucket_table(folder, grader))
    grades = folder.grades(grader)
    answers = folder.answers()
    qualities = [g.refusal_quality for g in grades if g.refusal_quality is not None]
    mean = f"{sum(qualities) / len(qualities):.2f}" if qualities else "n/a"
    errors = sum(a.error is not None for a in answers)
    console.print(f"answers: {len(answers)}, generator errors: {errors}, mean refusal quality: {mean}")
