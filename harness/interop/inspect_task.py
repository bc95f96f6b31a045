"""The rubric inside Inspect (``pip install "rubric-harness[inspect]"``): a task per corpus and a
scorer returning the five axes.

``rubric_task(corpus)`` is an Inspect ``Task``: the corpus's frozen protocol as the dataset (one
``Sample`` per question, id = question id, target = gold answer), the retrieval set the run
engine would give (``harness.run.conditions.retrieval_sets``) in each sample's metadata
(``passages``) with the question's protocol fields, the harness prompt as the sample's messages,
``generate()`` as the solver and ``rubric_scorer`` as the scorer. ``rubric_harness/nda_mini``,
``rubric_harness/contractnli`` and ``rubric_harness/govreport`` are registered for ``inspect eval``
(``rubric_harness/_registry.py``).

``rubric_scorer`` reads the model's completion as the run engine reads an answer
(``harness.store.importer.answer_from_output``) and grades it with a harness grader (``reference``
by default). ``Score.value`` is the factuality bucket; ``Score.metadata`` holds the five axes, the
stratum, ideal outcomes and the outcome. Its metric (``rubric_metrics``) gives each bucket's rate
with its 95% Wilson interval, the refusal-quality mean with a bootstrap interval and the
over-refusal rate (refusals where the ideal is correct), by ``report.json``'s formulas.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from inspect_ai import Task
from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessage, ChatMessageAssistant, ChatMessageSystem, ChatMessageUser
from inspect_ai.scorer import Metric, SampleScore, Score, Scorer, Target, metric, scorer
from inspect_ai.solver import TaskState, generate

from harness.core import registry
from harness.core.records import FACTUALITY_BUCKETS, Grade, Question, RetrievedPassage
from harness.core.stats import Interval, bootstrap_mean, wilson
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.generate.prompting import load_prompt
from harness.pipeline import default_question_set
from harness.questions.qset import QuestionSet, read_question_set
from harness.run.conditions import retrieval_sets
from harness.store.import_fields import question_fields
from harness.store.importer import answer_from_output

AXES = ("factuality", "citation_exists", "citation_supports", "refusal_quality", "extra_claim_count")
_ROLES: dict[str, type[ChatMessage]] = {
    "system": ChatMessageSystem,
    "user": ChatMessageUser,
    "assistant": ChatMessageAssistant,
}


@cache
def _protocol(
    corpus: str, data_dir: str | None, split: str | None, questions: str | None
) -> tuple[Corpus, QuestionSet]:
    loaded = load_corpus(corpus, data_dir=data_dir, split=split)
    qset = read_question_set(Path(questions)) if questions else default_question_set(loaded)
    return loaded, qset


def passages_metadata(passages: tuple[RetrievedPassage, ...]) -> list[dict[str, Any]]:
    return [
        {"id": p.passage_id, "document": p.document_id, "text": p.text, "score": p.score} for p in passages
    ]


def question_metadata(q: Question) -> dict[str, Any]:
    """The protocol fields a record may carry (``harness import --from inspect`` reads them back);
    the gold answer is the sample's target."""
    return {k: v for k, v in question_fields(q).items() if k != "gold_answer" and v is not None}


def protocol_samples(corpus: Corpus, qset: QuestionSet, prompt: str = "default") -> list[Sample]:
    """One Sample per protocol question: the harness prompt as messages, passages in metadata."""
    template = load_prompt(prompt)
    sets = retrieval_sets(corpus, qset.questions, "rag_always")
    samples = []
    for q in qset.questions:
        retrieved = tuple(sets[q.id])
        messages = [_ROLES[m["role"]](content=m["content"]) for m in template.render(q.text, retrieved)]
        samples.append(
            Sample(
                id=q.id,
                input=messages,
                target=q.gold_answer,
                metadata={**question_metadata(q), "passages": passages_metadata(retrieved)},
            )
        )
    return samples


def axes_metadata(grade: Grade, question: Question, outcome: str) -> dict[str, Any]:
    return {
        **{axis: getattr(grade, axis) for axis in AXES},
        "stratum": question.stratum,
        "ideal": list(question.ideal),
        "outcome": outcome,
        "grader": grade.grader,
        "grader_version": grade.grader_version,
        "flags": list(grade.flags),
    }


def _put(out: dict[str, float], name: str, figure: Interval) -> None:
    for key, value in ((name, figure.value), (f"{name}_low", figure.low), (f"{name}_high", figure.high)):
        if value is not None:
            out[key] = float(value)


def rubric_figures(axes: list[dict[str, Any]]) -> dict[str, float]:
    """Bucket rates (Wilson), refusal-quality mean (bootstrap), over-refusal rate (Wilson) of
    scored samples' axes; a figure with n = 0 is left out."""
    scored = [a for a in axes if a.get("outcome") in FACTUALITY_BUCKETS]
    out: dict[str, float] = {}
    for bucket in FACTUALITY_BUCKETS:
        _put(out, bucket, wilson(sum(a["outcome"] == bucket for a in scored), len(scored)))
    qualities = [
        a["refusal_quality"] for a in scored if a["outcome"] == "refused" and a["refusal_quality"] is not None
    ]
    _put(out, "refusal_quality", bootstrap_mean(qualities))
    eligible = [a for a in scored if "correct" in a["ideal"] and "refused" not in a["ideal"]]
    _put(out, "over_refusal", wilson(sum(a["outcome"] == "refused" for a in eligible), len(eligible)))
    return out


@metric
def rubric_metrics() -> Metric:
    """The rubric's figures over the samples' five axes (see ``rubric_figures``)."""

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        return rubric_figures([dict(s.score.metadata or {}) for s in scores])

    return compute


@scorer(metrics=[rubric_metrics()])
def rubric_scorer(
    corpus: str = "nda-mini",
    data_dir: str | None = None,
    split: str | None = None,
    questions: str | None = None,
    grader: str = "reference",
) -> Scorer:
    """The five rubric axes of each completion, graded by the harness grader ``grader``."""
    loaded, qset = _protocol(corpus, data_dir, split, questions)
    by_id = qset.by_id()
    instance, _ = registry.create("grader", grader)

    async def score(state: TaskState, target: Target) -> Score:
        question = by_id[str(state.sample_id)]
        retrieved = tuple(
            RetrievedPassage(p["id"], p["document"], p["text"], float(p.get("score", 0.0)), rank)
            for rank, p in enumerate(state.metadata.get("passages", []), start=1)
        )
        error = None if state.output is None or not state.output.error else str(state.output.error)
        answer = answer_from_output(
            question.id, state.output.completion if state.output else "", retrieved, error=error
        )
        grade: Grade = instance.grade([(question, answer)], loaded)[0]
        outcome = "error" if grade.error or answer.error else grade.factuality
        return Score(
            value=grade.factuality,
            answer=answer.text,
            explanation=grade.rationale.get("factuality", ""),
            metadata=axes_metadata(grade, question, outcome),
        )

    return score


def rubric_task(
    corpus: str = "nda-mini",
    data_dir: str | None = None,
    split: str | None = None,
    questions: str | None = None,
    grader: str = "reference",
    prompt: str = "default",
) -> Task:
    """The Inspect task of ``corpus``'s protocol (see the module docstring)."""
    loaded, qset = _protocol(corpus, data_dir, split, questions)
    return Task(
        dataset=MemoryDataset(protocol_samples(loaded, qset, prompt), name=f"{corpus}-protocol"),
        solver=generate(),
        scorer=rubric_scorer(corpus, data_dir, split, questions, grader),
        metadata={"corpus": corpus, "split": loaded.split, "protocol_hash": qset.header.content_hash},
    )
