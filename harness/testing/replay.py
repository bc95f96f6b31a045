"""Turn saved raw model outputs into ``Answer`` records through the path a real run uses.

Each output is replayed by the ``scripted`` generator through the run engine's
``answer_question`` (prompt rendering, output contract with its one retry, bounding, citation
reading), with the retrieval set rebuilt from corpus passage ids in rank order. Tests and
notebooks use it to grade hand-written or saved answers exactly as ``harness run
--generator scripted`` would.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from harness.core.records import Answer, Question, RetrievedPassage
from harness.corpus.base import Corpus
from harness.generate.builtin import Scripted
from harness.generate.prompting import load_prompt
from harness.run.answer import AnswerSettings, answer_question


def retrieval_set(corpus: Corpus, passage_ids: Sequence[str]) -> tuple[RetrievedPassage, ...]:
    """The retrieval set of ``passage_ids`` (corpus passages) in rank order."""
    out = []
    for rank, pid in enumerate(passage_ids, start=1):
        passage = corpus.passage(pid)
        out.append(
            RetrievedPassage(pid, passage.document_id, passage.text, float(len(passage_ids) - rank), rank)
        )
    return tuple(out)


def replay_answers(
    corpus: Corpus,
    items: Sequence[tuple[Question, Sequence[str], str]],
    workdir: Path,
    *,
    prompt: str = "default",
) -> list[Answer]:
    """One ``Answer`` per (question, retrieved passage ids, raw output), made by the run engine."""
    workdir.mkdir(parents=True, exist_ok=True)
    path = workdir / "scripted.jsonl"
    seen: set[str] = set()
    with path.open("w", encoding="utf-8") as fh:
        for question, _, raw in items:
            if question.id in seen:
                raise ValueError(f"question {question.id} appears twice")
            seen.add(question.id)
            fh.write(json.dumps({"question_id": question.id, "text": raw}, ensure_ascii=False) + "\n")
    generator = Scripted(str(path))
    settings = AnswerSettings(prompt=load_prompt(prompt), timeout_s=None)
    return [
        answer_question(generator, question, retrieval_set(corpus, ids), settings, corpus)
        for question, ids, _ in items
    ]
