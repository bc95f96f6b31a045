"""``harness export RUN --to inspect FILE``: a graded harness run as an Inspect log, written with
``inspect_ai.log.write_eval_log`` so ``inspect view`` shows it and ``read_eval_log`` opens it.

Each graded question becomes an ``EvalSample`` shaped like the ones ``rubric_harness/<corpus>``
writes: input the question, target the gold answer, output the answer, the protocol fields and
retrieval set in ``metadata``, and one score ``rubric_scorer`` (value = the bucket, the five axes
in its metadata). The results carry ``rubric_metrics``' figures, computed by the same function.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from harness.core.errors import HarnessError
from harness.interop.presets import INSPECT_EXTRA
from harness.report.load import load_run

SCORER = "rubric_scorer"


def export_run_inspect(run_dir: Path | str, out: Path | str) -> Path:
    """Write ``run_dir``'s primary grades as an Inspect log at ``out`` (``.eval`` or ``.json``)."""
    try:
        from inspect_ai.log import (
            EvalConfig,
            EvalDataset,
            EvalLog,
            EvalMetric,
            EvalResults,
            EvalSample,
            EvalScore,
            EvalSpec,
            write_eval_log,
        )
        from inspect_ai.model import ModelOutput
        from inspect_ai.scorer import Score

        from harness.interop.inspect_task import (
            axes_metadata,
            passages_metadata,
            question_metadata,
            rubric_figures,
        )
    except ImportError as exc:
        raise HarnessError(
            "writing an Inspect log needs inspect_ai, which is not installed", INSPECT_EXTRA
        ) from exc
    out = Path(out)
    if out.suffix not in (".eval", ".json"):
        raise HarnessError(
            f"{out.name}: an Inspect log is a .eval or .json file", "name the output FILE.eval"
        )
    if out.exists():
        raise HarnessError(f"{out} already exists", "pass a new file name")
    run = load_run(run_dir)
    if run.grader is None or not run.grades_by_id:
        raise HarnessError(f"{run.path} has no grades to export", f"run `harness grade {run.path}`")
    m = run.manifest
    model = f"harness/{m.generator.name}"
    samples = []
    axes = []
    for q in run.question_set.questions:
        grade = run.grades_by_id.get(q.id)
        answer = run.answers_by_id.get(q.id)
        if grade is None or answer is None:
            continue
        meta = axes_metadata(grade, q, run.outcome(q.id))
        axes.append(meta)
        samples.append(
            EvalSample(
                id=q.id,
                epoch=1,
                input=q.text,
                target=q.gold_answer,
                output=ModelOutput.from_content(model, answer.raw or answer.text),
                scores={
                    SCORER: Score(
                        value=grade.factuality,
                        answer=answer.text,
                        explanation=grade.rationale.get("factuality", ""),
                        metadata=meta,
                    )
                },
                metadata={**question_metadata(q), "passages": passages_metadata(answer.retrieved)},
                error=None,
            )
        )
    figures = rubric_figures(axes)
    log = EvalLog(
        status="success",
        eval=EvalSpec(
            created=datetime.now(timezone.utc).isoformat(timespec="seconds"),
            task=f"rubric_harness/{m.corpus.replace('-', '_')}",
            dataset=EvalDataset(name=f"{m.corpus}-protocol", samples=len(run.question_set.questions)),
            model=model,
            config=EvalConfig(),
            metadata={
                "corpus": m.corpus,
                "split": m.split,
                "corpus_fingerprint": m.corpus_fingerprint,
                "protocol_hash": m.question_set_hash,
                "generator": m.generator.name,
                "graders": {name: dict(spec.versions) for name, spec in m.graders.items()},
                "run": str(run.path),
            },
        ),
        results=EvalResults(
            total_samples=len(run.question_set.questions),
            completed_samples=len(samples),
            scores=[
                EvalScore(
                    name=SCORER,
                    scorer=SCORER,
                    metrics={k: EvalMetric(name=k, value=v) for k, v in figures.items()},
                )
            ],
        ),
        samples=samples,
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    write_eval_log(log, str(out))
    return out
