"""One tidy DataFrame of a run: one row per (question, grader), every column named once.

Columns come from the records themselves: the question's (``question`` is its text), the
answer's (``answer`` is its text, its other fields prefixed ``answer_`` where a name would
repeat), then every field of the grade, its named ``scores`` spread one column per figure
as in ``RunData.grades`` (``lexical.s_rel``, ``citation_score.overall``). A grade field whose
name the question or answer already uses is prefixed ``grade_``, and so is its ``error``
(``grade_error``, beside ``answer_error``). New record fields become columns without a
change here, and no merge ever makes an ``_x``/``_y`` pair.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from harness.core.records import Answer, Grade, Question
from harness.report.outcomes import meets_ideal, outcome, over_refusal
from harness.store.folder import read_grades

if TYPE_CHECKING:
    import pandas as pd

    from harness.report.load import RunData

RUN_COLUMNS = ("run", "run_path")
QUESTION_FIELDS = {
    "id": "question_id",
    "text": "question",
    "stratum": "stratum",
    "answer_type": "answer_type",
    "ideal": "ideal",
    "gold_answer": "gold_answer",
    "gold_evidence": "gold_evidence",
    "document_id": "document_id",
    "hypothesis_key": "hypothesis_key",
    "notes": "question_notes",
}
ANSWER_FIELDS = {
    "text": "answer",
    "citations": "citations",
    "error": "answer_error",
    "latency_s": "latency_s",
    "format_ok": "format_ok",
    "format_retry_used": "format_retry_used",
    "truncated": "truncated",
    "attempts": "attempts",
}
DTYPES = {
    "citation_exists": "boolean",
    "citation_supports": "boolean",
    "refusal_quality": "Int64",
    "extra_claim_count": "Int64",
    "meets_ideal": "boolean",
    "over_refusal": "boolean",
}


def _question_part(q: Question) -> dict[str, Any]:
    row = {column: getattr(q, name) for name, column in QUESTION_FIELDS.items()}
    row["perturbation"] = q.perturbation.kind if q.perturbation else None
    return row


def _answer_part(a: Answer | None, q: Question) -> dict[str, Any]:
    if a is None:
        return {**dict.fromkeys(ANSWER_FIELDS.values()), "retrieved_ids": None, "evidence_retrieved": None}
    retrieved = tuple(p.passage_id for p in a.retrieved)
    return {
        **{column: getattr(a, name) for name, column in ANSWER_FIELDS.items()},
        "retrieved_ids": retrieved,
        "evidence_retrieved": bool(set(q.gold_evidence) & set(retrieved)) if q.gold_evidence else None,
    }


def _grade_part(g: Grade | None, taken: set[str]) -> dict[str, Any]:
    if g is None:
        return {"grader": None}
    row: dict[str, Any] = {"grader": g.grader}
    for f in dataclasses.fields(g):
        if f.name in ("question_id", "grader"):
            continue
        value = getattr(g, f.name)
        if f.name == "scores" and isinstance(value, dict):
            # As in ``RunData.grades``: one column per figure, ``<score>.<figure>``.
            for name, figures in value.items():
                if isinstance(figures, dict):
                    row.update({f"{name}.{figure}": v for figure, v in figures.items()})
                else:
                    row[f"{name}"] = figures
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            row.update({f"{f.name}.{k}": v for k, v in dataclasses.asdict(value).items()})
        else:
            row[f"grade_{f.name}" if f.name in taken or f.name == "error" else f.name] = value
    return row


def all_grades(path: Path) -> dict[str, dict[str, Grade]]:
    """grader -> question id -> grade, from ``grades.jsonl`` (a later line replaces an earlier one)."""
    out: dict[str, dict[str, Grade]] = {}
    if (path / "grades.jsonl").exists():
        for g in read_grades(path / "grades.jsonl"):
            out.setdefault(g.grader, {})[g.question_id] = g
    return out


def run_frame(run: RunData) -> pd.DataFrame:
    """The tidy frame of ``run`` (see the module docstring); graders in name order, questions in set order."""
    grades = all_grades(run.path)
    taken = set(QUESTION_FIELDS.values()) | set(ANSWER_FIELDS.values()) | {"retrieved_ids", *RUN_COLUMNS}
    rows: list[dict[str, Any]] = []
    for q in run.question_set.questions:
        head = {
            "run": run.name,
            "run_path": str(run.path),
            **_question_part(q),
            **_answer_part(run.answers_by_id.get(q.id), q),
        }
        graded: list[Grade | None] = [by_id[q.id] for _, by_id in sorted(grades.items()) if q.id in by_id]
        answer = run.answers_by_id.get(q.id)
        for g in graded or [None]:
            row = {**head, **_grade_part(g, taken)}
            if g is not None:  # the outcome: a bucket, or ``error`` kept apart (harness.report.outcomes)
                result = outcome(g, answer)
                row.update(
                    outcome=result, meets_ideal=meets_ideal(q, result), over_refusal=over_refusal(q, result)
                )
            rows.append(row)
    return tidy(rows)


def tidy(rows: Iterable[Mapping[Any, Any]], columns: Sequence[str] | None = None) -> pd.DataFrame:
    """Rows as a DataFrame with nullable dtypes, so n/a (None) stays apart from False and 0."""
    import pandas as pd  # loaded here, so importing the report layer stays light

    frame = pd.DataFrame(list(rows), columns=list(columns) if columns is not None else None)
    present = {c: t for c, t in DTYPES.items() if c in frame.columns}
    return frame.astype(present) if len(frame) else frame
