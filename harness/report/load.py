"""Read a run folder into its records, and pandas DataFrames of them (questions, answers, grades).

The frames are built on first use, for notebooks: a report reads the records, so writing one
never imports pandas.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from harness.core.errors import HarnessError
from harness.core.records import Answer, Grade, Question, RunManifest
from harness.questions.qset import QuestionSet
from harness.report.outcomes import Outcome, meets_ideal, outcome, over_refusal
from harness.store.folder import RunFolder

if TYPE_CHECKING:
    import pandas as pd

QUESTION_COLUMNS = [
    "question_id",
    "text",
    "stratum",
    "answer_type",
    "gold_answer",
    "gold_evidence",
    "ideal",
    "document_id",
    "hypothesis_key",
    "notes",
]
ANSWER_COLUMNS = [
    "question_id",
    "stratum",
    "text",
    "citations",
    "retrieved_ids",
    "latency_s",
    "error",
    "format_ok",
    "format_retry_used",
    "format_violations",
    "format_violations_after_retry",
    "truncated",
    "attempts",
]
# Followed by one column per named score figure the grades carry: ``lexical.s_rel``, ...
GRADE_COLUMNS = [
    "question_id",
    "stratum",
    "grader",
    "outcome",
    "meets_ideal",
    "over_refusal",
    "factuality",
    "citation_exists",
    "citation_supports",
    "refusal_quality",
    "extra_claim_count",
    "citation_precision",
    "flags",
    "error",
    "rationale",
]
ANSWER_DTYPES = {"format_ok": "bool", "format_retry_used": "bool", "truncated": "bool", "attempts": "int64"}
# Nullable dtypes keep "n/a" (None) apart from False / 0 in the boolean and count axes.
GRADE_DTYPES = {
    "meets_ideal": "boolean",
    "over_refusal": "bool",
    "citation_exists": "boolean",
    "citation_supports": "boolean",
    "refusal_quality": "Int64",
    "extra_claim_count": "int64",
}


@dataclass(frozen=True)
class RunData:
    """One run as read from its folder: the records, and DataFrames of them (built on first use).

    ``grades`` holds the grades of one grader (``grader``; the manifest's primary grader
    unless another is named); it is empty when the run has not been graded.
    """

    path: Path
    manifest: RunManifest
    question_set: QuestionSet
    grader: str | None
    questions_by_id: dict[str, Question]
    answers_by_id: dict[str, Answer]
    grades_by_id: dict[str, Grade]

    @property
    def name(self) -> str:
        return self.path.name

    def _order(self) -> list[str]:
        return [q.id for q in self.question_set.questions]

    @cached_property
    def questions(self) -> pd.DataFrame:
        """One row per question of the set, in set order."""
        return _frame([_question_row(q) for q in self.question_set.questions], QUESTION_COLUMNS, {})

    @cached_property
    def answers(self) -> pd.DataFrame:
        """One row per answered question, in set order."""
        rows = [
            _answer_row(self.answers_by_id[i], self.questions_by_id[i].stratum)
            for i in self._order()
            if i in self.answers_by_id
        ]
        return _frame(rows, ANSWER_COLUMNS, ANSWER_DTYPES)

    @cached_property
    def grades(self) -> pd.DataFrame:
        """One row per graded question (the grades of ``grader``), in set order."""
        rows = [
            _grade_row(self.grades_by_id[i], self.questions_by_id[i], self.answers_by_id.get(i))
            for i in self._order()
            if i in self.grades_by_id
        ]
        return _frame(rows, GRADE_COLUMNS + _score_columns(rows), GRADE_DTYPES)

    def frame(self) -> pd.DataFrame:
        """One tidy row per (question, grader) over every grader of the run (``harness.report.frame``)."""
        from harness.report.frame import run_frame

        return run_frame(self)

    def graded_ids(self) -> list[str]:
        """Question ids that have a grade, in question-set order."""
        return [q.id for q in self.question_set.questions if q.id in self.grades_by_id]

    def outcome(self, question_id: str) -> Outcome:
        """The graded question's bucket, or ``error`` (see ``harness.report.outcomes``)."""
        return outcome(self.grades_by_id[question_id], self.answers_by_id.get(question_id))

    def errored_ids(self) -> list[str]:
        """Graded question ids whose outcome is ``error``, in question-set order."""
        return [i for i in self.graded_ids() if self.outcome(i) == "error"]


def _question_row(q: Question) -> dict[str, Any]:
    return {
        "question_id": q.id,
        "text": q.text,
        "stratum": q.stratum,
        "answer_type": q.answer_type,
        "gold_answer": q.gold_answer,
        "gold_evidence": q.gold_evidence,
        "ideal": q.ideal,
        "document_id": q.document_id,
        "hypothesis_key": q.hypothesis_key,
        "notes": q.notes,
    }


def _answer_row(a: Answer, stratum: str) -> dict[str, Any]:
    return {
        "question_id": a.question_id,
        "stratum": stratum,
        "text": a.text,
        "citations": a.citations,
        "retrieved_ids": tuple(p.passage_id for p in a.retrieved),
        "latency_s": a.latency_s,
        "error": a.error,
        "format_ok": a.format_ok,
        "format_retry_used": a.format_retry_used,
        "format_violations": a.format_violations,
        "format_violations_after_retry": a.format_violations_after_retry,
        "truncated": a.truncated,
        "attempts": a.attempts,
    }


def rubric_axes(g: Grade) -> dict[str, Any]:
    """The five rubric axes of a grade and its citation precision, as table columns."""
    return {
        "factuality": g.factuality,
        "citation_exists": g.citation_exists,
        "citation_supports": g.citation_supports,
        "refusal_quality": g.refusal_quality,
        "extra_claim_count": g.extra_claim_count,
        "citation_precision": g.citation_precision,
    }


def _grade_row(g: Grade, q: Question, answer: Answer | None) -> dict[str, Any]:
    result = outcome(g, answer)
    row: dict[str, Any] = {
        "question_id": g.question_id,
        "stratum": q.stratum,
        "grader": g.grader,
        "outcome": result,
        "meets_ideal": meets_ideal(q, result),
        "over_refusal": over_refusal(q, result),
        **rubric_axes(g),
        "flags": g.flags,
        "error": g.error,
        "rationale": dict(g.rationale),
    }
    for score, figures in g.scores.items():
        row.update({f"{score}.{figure}": value for figure, value in figures.items()})
    return row


def _score_columns(rows: list[dict[str, Any]]) -> list[str]:
    return list(dict.fromkeys(k for row in rows for k in row if k not in GRADE_COLUMNS))


def _frame(rows: list[dict[str, Any]], columns: list[str], dtypes: dict[str, str]) -> pd.DataFrame:
    import pandas as pd  # slow to import: only when frames are built

    frame = pd.DataFrame(rows, columns=columns)
    return frame.astype(dtypes) if len(frame) else frame


def load_run(path: Path | str, grader: str | None = None) -> RunData:
    """Read the run folder at ``path``; ``grader`` picks whose grades (default: the primary)."""
    folder = RunFolder.open(path)
    manifest = folder.manifest()
    qset = folder.question_set()
    if qset.header.content_hash != manifest.question_set_hash:
        raise HarnessError(
            f"{folder.path}: questions.jsonl (hash {qset.header.content_hash[:12]}) is not the set the "
            f"manifest ran (hash {manifest.question_set_hash[:12]})",
            "restore the run's questions.jsonl or rerun into a new folder",
        )
    questions = qset.by_id()
    answers = {a.question_id: a for a in folder.answers()}
    name = grader or manifest.primary_grader
    grades: dict[str, Grade] = {}
    if name is not None:
        # A later line for the same question replaces an earlier one, as a regrade does.
        grades = {g.question_id: g for g in folder.grades(name)}
    for kind, ids in (("answers.jsonl", answers), ("grades.jsonl", grades)):
        unknown = sorted(set(ids) - set(questions))
        if unknown:
            raise HarnessError(
                f"{folder.path}/{kind} has question ids that are not in questions.jsonl: "
                f"{', '.join(unknown[:5])}",
                "the files come from different runs; rerun into a new folder",
            )
    return RunData(
        path=folder.path,
        manifest=manifest,
        question_set=qset,
        grader=name,
        questions_by_id=questions,
        answers_by_id=answers,
        grades_by_id=grades,
    )
