"""What a labeler sees and in which order: the answers of a run, a stratified sample, a template.

The sample is stratified by the grader's buckets so rare buckets (``wrong`` is often rare)
get labels too: the buckets take turns, one answer each, until the sample is full, so the
allocation is equal across buckets, capped by each bucket's size. Within each turn the order
is shuffled, so a labeler who stops early still holds a stratified prefix without being able
to guess the grader's bucket from the position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from harness.calibrate.gold import GOLD_COLUMNS, refuse_existing, write_csv_atomic
from harness.core.errors import HarnessError
from harness.core.records import FACTUALITY_BUCKETS, Answer, Grade, Question
from harness.store.folder import RunFolder

TEMPLATE_CONTEXT_COLUMNS: tuple[str, ...] = (
    "question",
    "retrieved_ids",
    "retrieved_passages",
    "answer",
    "citations",
)
"""Context columns of the spreadsheet template (read back, then ignored)."""


@dataclass(frozen=True)
class LabelItem:
    """One answer to label, with the question it answers."""

    question: Question
    answer: Answer


def label_items(run: RunFolder) -> list[LabelItem]:
    """Every answer of the run with its question, in answer-file order."""
    questions = run.question_set().by_id()
    items = [LabelItem(questions[a.question_id], a) for a in run.answers() if a.question_id in questions]
    if not items:
        raise HarnessError(f"{run.path} has no answers to label", f"run the protocol into {run.path} first")
    return items


def stratified_sample(grades: Sequence[Grade], n: int, seed: int) -> list[str]:
    """``n`` question ids, the grader's buckets taking turns (equal allocation, capped per bucket)."""
    if n < 1:
        raise HarnessError(f"--sample {n} is not a positive number", "pass --sample 1 or more")
    rng = np.random.default_rng(seed)
    pools: list[list[str]] = []
    for bucket in FACTUALITY_BUCKETS:
        ids = sorted(g.question_id for g in grades if g.factuality == bucket)
        pools.append([ids[i] for i in rng.permutation(len(ids))])
    chosen: list[str] = []
    turn = 0
    while len(chosen) < n and any(turn < len(p) for p in pools):
        picks = [p[turn] for p in pools if turn < len(p)]
        picks = [picks[i] for i in rng.permutation(len(picks))]
        chosen.extend(picks[: n - len(chosen)])
        turn += 1
    return chosen


def select_items(
    run: RunFolder, *, sample: int | None = None, seed: int = 0, grader: str | None = None
) -> list[LabelItem]:
    """The items to label: all answers in file order, or a stratified sample of ``sample``."""
    items = label_items(run)
    if sample is None:
        return items
    by_id = {item.question.id: item for item in items}
    grades = [g for g in run.grades(grader) if g.question_id in by_id]
    return [by_id[qid] for qid in stratified_sample(grades, sample, seed)]


def passages_text(answer: Answer) -> str:
    """The retrieval set as ``[id] text`` blocks, rank order."""
    return "\n\n".join(f"[{p.passage_id}] {p.text}" for p in answer.retrieved)


def write_template(path: Path | str, items: Sequence[LabelItem], *, labeler: str = "") -> None:
    """A CSV for spreadsheet labeling: context columns prefilled, label columns empty."""
    path = Path(path)
    refuse_existing(path)
    header = [GOLD_COLUMNS[0], *TEMPLATE_CONTEXT_COLUMNS, *GOLD_COLUMNS[1:]]
    rows = []
    for item in items:
        context = {
            "question": item.question.text,
            "retrieved_ids": " ".join(p.passage_id for p in item.answer.retrieved),
            "retrieved_passages": passages_text(item.answer),
            "answer": item.answer.text,
            "citations": " ".join(item.answer.citations),
        }
        cells = {"question_id": item.question.id, "labeler": labeler, **context}
        rows.append([cells.get(column, "") for column in header])
    write_csv_atomic(path, header, rows)
