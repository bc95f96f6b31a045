"""The bucket table printed at the end of a run: strata by factuality bucket, with totals."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.console import Console
from rich.table import Table

from harness.records import FACTUALITY_BUCKETS, STRATA, Grade
from harness.run.folder import RunFolder


def bucket_table(grades: Sequence[Grade], strata: Mapping[str, str], grader: str) -> Table:
    """Counts of each factuality bucket per stratum (``strata``: question id -> stratum)."""
    from harness.report.summary import bucket_counts  # harness.report reads run folders: import late

    by_stratum: dict[str, list[Grade]] = {}
    for grade in grades:
        by_stratum.setdefault(strata.get(grade.question_id, "?"), []).append(grade)
    table = Table(title=f"factuality by stratum (grader {grader})")
    table.add_column("stratum")
    for bucket in FACTUALITY_BUCKETS:
        table.add_column(bucket, justify="right")
    table.add_column("n", justify="right")
    order = [s for s in STRATA if s in by_stratum] + sorted(set(by_stratum) - set(STRATA))
    for stratum in order:
        row = bucket_counts(by_stratum[stratum])
        table.add_row(stratum, *(str(row[b]) for b in FACTUALITY_BUCKETS), str(len(by_stratum[stratum])))
    table.add_section()
    total = bucket_counts(grades)
    table.add_row("all", *(str(total[b]) for b in FACTUALITY_BUCKETS), str(len(grades)), style="bold")
    return table


def print_summary(folder: RunFolder, grader: str, console: Console) -> None:
    """The bucket table, the errors count and the mean refusal quality."""
    from harness.report.summary import refusal_qualities

    grades = folder.grades(grader)
    strata = {q.id: q.stratum for q in folder.question_set().questions}
    console.print(bucket_table(grades, strata, grader))
    answers = folder.answers()
    qualities = refusal_qualities(grades)
    mean = f"{sum(qualities) / len(qualities):.2f}" if qualities else "n/a"
    errors = sum(a.error is not None for a in answers)
    console.print(f"answers: {len(answers)}, generator errors: {errors}, mean refusal quality: {mean}")
