"""A gold pass derived mechanically from ContractNLI's human annotations, for the built-in answers.

ContractNLI's (document, hypothesis) labels and evidence spans were made by people. The
question builder turns them into each question's gold: ``gold_answer`` (yes / no / none
from Entailment / Contradiction / NotMentioned) and ``gold_evidence`` (the passages that hold
the human evidence spans), plus the stratum. ``derive_gold`` grades every answer of a run
against that gold with the ``reference`` grader, whose decision table is the rubric's:

- the answer declines -> ``refused``;
- it commits to a yes/no that differs from the human label, or to any value when the
  humans found the clause not mentioned (or the premise false) -> ``wrong``;
- it commits to the human label and cites a passage holding human evidence that was in
  its retrieval set -> ``correct``; with no such citation -> ``unsupported``;
- no verdict can be read -> ``unsupported`` (flagged unparsed).

``citation_supports`` is yes when every cited passage holds a human evidence span;
``citation_exists`` checks cited ids against the retrieval set; ``refusal_quality`` and
``extra_claim_count`` follow the documented text rules of the answer reader
(``harness.text.verdict`` and ``harness.text.refusal``).

What this gold is, and is not: no person read these answers. The human input is the
label and the evidence spans; the verdict reading, refusal patterns and claim counting are
rules. A kappa against this gold therefore measures agreement with the human-annotated
truth on ``factuality`` and ``citation_supports`` (where the human label and evidence
decide), but on ``refusal_quality`` and ``extra_claim_count`` it measures agreement with
the same text rules a reference-free grader may share, so high agreement there says little
about a human's judgment. It also inherits the rules' blind spots (an answer phrased in a
way the verdict reader misses). A hand-labeled pass (``harness label``) is the real test;
this derived pass is the large, free, reproducible one. The embedded ``nda-mini`` corpus
carries annotations in the same format, written by hand for the package, so the same
derivation works on it (for notebooks and workshops).
"""

from __future__ import annotations

from pathlib import Path

from harness.calibrate.gold import GoldRow
from harness.core.errors import HarnessError
from harness.core.records import UNDETERMINED, Grade, Question
from harness.store.folder import RunFolder

DERIVED_LABELER = "contractnli-derived"


def _note(question: Question, grade: Grade) -> str:
    evidence = " ".join(question.gold_evidence) or "none"
    flags = f"; flags {' '.join(grade.flags)}" if grade.flags else ""
    human = f"human answer {question.gold_answer}, evidence {evidence}"
    return f"derived: stratum {question.stratum}, {human}{flags}"


def derive_gold(run_dir: Path | str, *, data_dir: Path | str | None = None) -> list[GoldRow]:
    """One ``GoldRow`` per answer of a ContractNLI run, derived from the human annotations.

    ``data_dir`` is where the ContractNLI files are (as for ``harness.corpus.load_corpus``).
    """
    # Imported here: the corpus loader and the graders are heavy and only needed for this.
    from harness.core.registry import create
    from harness.corpus import load_corpus

    run = RunFolder.open(run_dir)
    manifest = run.manifest()
    if manifest.corpus not in ("contractnli", "nda-mini"):
        raise HarnessError(
            f"{run.path} ran on {manifest.corpus!r}; a gold pass derives only from ContractNLI annotations",
            "label this run by hand with `harness label`",
        )
    questions = run.question_set().by_id()
    pairs = [(questions[a.question_id], a) for a in run.answers() if a.question_id in questions]
    if not pairs:
        raise HarnessError(f"{run.path} has no answers", f"run the protocol into {run.path} first")
    corpus = load_corpus(manifest.corpus, data_dir=data_dir, split=manifest.split)
    reference, _ = create("grader", "reference")
    grades = reference.grade(pairs, corpus)
    rows = []
    for (question, _answer), grade in zip(pairs, grades, strict=True):
        if grade.error:
            raise HarnessError(
                f"the reference grader failed on {question.id}: {grade.error}", "report this as a bug"
            )
        if grade.factuality == UNDETERMINED:  # the reader could not decide: no gold to derive
            continue
        rows.append(
            GoldRow(
                question_id=question.id,
                labeler=DERIVED_LABELER,
                factuality=grade.factuality,
                citation_exists=grade.citation_exists,
                citation_supports=None if grade.factuality == "refused" else grade.citation_supports,
                refusal_quality=grade.refusal_quality if grade.factuality == "refused" else None,
                extra_claim_count=grade.extra_claim_count,
                notes=_note(question, grade),
            )
        )
    return rows
