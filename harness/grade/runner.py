"""``grade_run``: (re)grade a finished run folder with any grader, without calling the generator."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from harness.core import registry
from harness.core.errors import HarnessError
from harness.core.records import Answer, Grade, PluginSpec, Question
from harness.corpus.base import Corpus
from harness.grade.base import grader_versions
from harness.store.folder import RunFolder
from harness.store.lock import run_folder_lock
from harness.store.manifest import plugin_options


def load_run_corpus(folder: RunFolder, data_dir: str | Path | None = None) -> Corpus:
    """The corpus named in the run's manifest; it must have the fingerprint the run recorded."""
    from harness.corpus import load_corpus
    from harness.store.importer import is_imported_corpus, read_run_corpus

    manifest = folder.manifest()
    if is_imported_corpus(manifest):  # an imported run carries the passages it was given
        corpus = read_run_corpus(folder)
        check_corpus(folder, corpus)
        return corpus
    corpus = load_corpus(manifest.corpus, data_dir=data_dir or manifest.data_dir, split=manifest.split)
    check_corpus(folder, corpus)
    return corpus


def check_corpus(folder: RunFolder, corpus: Corpus) -> None:
    manifest = folder.manifest()
    if corpus.fingerprint != manifest.corpus_fingerprint:
        raise HarnessError(
            f"corpus {corpus.name!r} (fingerprint {corpus.fingerprint[:12]}) is not the one the run used "
            f"({manifest.corpus} {manifest.corpus_fingerprint[:12]})",
            "load the same corpus version and split the run was made with (check --data-dir and --split)",
        )


def run_pairs(folder: RunFolder) -> list[tuple[Question, Answer]]:
    """(question, answer) for every answered question, in question-set order."""
    manifest = folder.manifest()
    qset = folder.question_set()
    if qset.header.content_hash != manifest.question_set_hash:
        raise HarnessError(
            f"{folder.path}: questions.jsonl does not match the manifest's question-set hash",
            "restore the run's questions.jsonl or rerun into a new folder",
        )
    questions = qset.by_id()
    answers = folder.answers()
    unknown = [a.question_id for a in answers if a.question_id not in questions]
    if unknown:
        raise HarnessError(
            f"{folder.path}: answers for questions not in the set: {', '.join(unknown[:5])}",
            "rerun into a new folder; answers.jsonl was edited or mixed with another run",
        )
    if not answers:
        raise HarnessError(
            f"{folder.path} has no answers yet", f"run `harness run --out {folder.path}` first"
        )
    by_id = {a.question_id: a for a in answers}
    return [(q, by_id[q.id]) for q in qset.questions if q.id in by_id]


def write_graded(
    folder: RunFolder,
    instance: Any,
    name: str,
    options: dict[str, Any],
    grades: list[Grade],
    *,
    primary: bool,
    label: str | None,
) -> None:
    """Record ``grades`` made by the grader ``instance`` (``name`` built with ``options``) in ``folder``.

    The one place grades enter a run folder, online (``grade_run``) or from a batch engine
    (``harness.grade.batch``), so both record the same spec.
    """
    # Versions go into the manifest and every grade (a grade the grader stamped itself is kept).
    versions = grader_versions(instance)
    grades = [
        g
        if g.grader_version and g.rubric_version
        else replace(
            g,
            grader_version=g.grader_version or versions.get("grader", ""),
            rubric_version=g.rubric_version or versions["rubric"],
        )
        for g in grades
    ]
    spec_record = PluginSpec("grader", name, options, versions=versions)
    folder.write_grades(spec_record, grades, primary=primary, label=label)


def grade_run(
    run_dir: str | Path,
    grader: str = "reference",
    *,
    data_dir: str | Path | None = None,
    corpus: Corpus | None = None,
    primary: bool = True,
    label: str | None = None,
    pregraded: Mapping[str, tuple[Answer, Grade]] | None = None,
    **options: Any,
) -> list[Grade]:
    """Grade every answer of ``run_dir`` with ``grader`` (built with ``options``) and write them.

    The corpus is loaded from the manifest (``data_dir`` for local files) unless given; its
    fingerprint must match the run's. Grades replace the earlier grades kept under ``label``
    (default: the grader's name) in ``grades.jsonl``, and the spec is recorded in the manifest;
    ``label`` keeps two graders of one kind (two LLM judges) side by side. Holds the run
    folder's writer lock; the reports are not rewritten here (``harness grade`` does that).
    ``pregraded``: grades this grader already made, by question id with the answer each grades
    (a run grades during its request loop, ``harness.run.tail``); one is kept only for that answer.
    """
    if label is not None and not label.strip():
        raise HarnessError("the grade label is empty", "pass --as NAME, e.g. --as judge-a")
    with run_folder_lock(run_dir, command="grade"):
        folder = RunFolder.open(run_dir)
        pairs = run_pairs(folder)
        if grader == "reference" and folder.question_set().header.settings.get("gold") == "absent":
            raise HarnessError(
                f"{folder.path} was imported without gold answers; the reference grader grades against gold",
                "grade it with --grader heuristic or --grader llm, or import records that carry gold_answer",
            )
        spec_options = plugin_options(options)
        # Build the grader first: a bad option or a missing API key fails before the corpus loads.
        instance, spec = registry.create("grader", grader, **options)
        if corpus is None:
            corpus = load_run_corpus(folder, data_dir)
        else:
            check_corpus(folder, corpus)
        done = {q.id: made[1] for q, a in pairs if (made := (pregraded or {}).get(q.id)) and made[0] == a}
        todo = [(q, a) for q, a in pairs if q.id not in done]
        fresh: list[Grade] = instance.grade(todo, corpus) if todo else []
        if len(fresh) != len(todo):
            raise HarnessError(
                f"grader {grader!r} returned {len(fresh)} grades for {len(todo)} answers",
                "fix the grader plug-in",
            )
        made_now = iter(fresh)
        grades = [done[q.id] if q.id in done else next(made_now) for q, _ in pairs]
        write_graded(folder, instance, spec.name, spec_options, grades, primary=primary, label=label)
        return folder.grades(label or spec.name)
