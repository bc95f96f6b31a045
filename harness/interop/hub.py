"""``harness export RUN --to hf DIR``: a run (or a frozen protocol) as a Hugging Face datasets folder.

The folder holds Parquet files and a dataset card (``README.md``) whose YAML front matter names
the configs, so ``datasets.load_dataset(DIR)`` reads the default one back:

- ``results`` (default): one row per graded question, its question, answer and the primary
  grader's five axes and outcome;
- ``questions``, ``answers``, ``grades`` (every grader's): the run's records, one per row
  (nested fields as JSON text where their shape varies: rationale, scores, citation verdicts).

The card states the pins a reader needs to trust the figures: the corpus, split and fingerprint,
the protocol (question-set) hash, the generator, each grader's versions and the rubric's, and
the bucket table with 95% intervals from ``report.json``'s formulas. A protocol exports as
``questions`` alone, its card naming its corpus pin, content hash and strata. ``push_to_hub``
uploads such a folder with ``huggingface_hub`` (network and a token needed).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.io import to_dict
from harness.core.records import FACTUALITY_BUCKETS, RUBRIC_VERSION, Answer, Grade, Question
from harness.corpus.sources import HUB_EXTRA
from harness.questions.qset import QuestionSet, read_question_set
from harness.report.load import load_run, rubric_axes
from harness.report.summary import summarize
from harness.store.import_fields import question_fields

DATA = "data"
CARD = "README.md"
TAGS = ("rubric-harness", "rag-evaluation", "refusal-aware")


@dataclass(frozen=True)
class Exported:
    """What an export wrote: the folder and its tables' row counts."""

    folder: Path
    rows: dict[str, int]


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def question_row(q: Question) -> dict[str, Any]:
    """A protocol question as a flat row in the import's field names (``question_fields``)."""
    return {"question_id": q.id, **question_fields(q), "notes": q.notes}


def answer_row(a: Answer) -> dict[str, Any]:
    return {
        "question_id": a.question_id,
        "answer": a.text,
        "raw": a.raw,
        "citations": list(a.citations),
        "passages": [
            {
                "id": p.passage_id,
                "document": p.document_id,
                "text": p.text,
                "score": float(p.score),
                "rank": p.rank,
            }
            for p in a.retrieved
        ],
        "error": a.error,
        "latency_s": float(a.latency_s),
        "format_ok": a.format_ok,
    }


def grade_row(g: Grade) -> dict[str, Any]:
    payload = to_dict(g)
    return {
        "question_id": g.question_id,
        "grader": g.grader,
        **rubric_axes(g),
        "flags": list(g.flags),
        "error": g.error,
        "grader_version": g.grader_version,
        "rubric_version": g.rubric_version,
        "rationale": _json(payload["rationale"]),
        "scores": _json(payload["scores"]),
        "citation_verdicts": _json(payload["citations"]),
    }


def _write_parquet(path: Path, rows: Sequence[Mapping[str, Any]]) -> None:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError as exc:
        raise HarnessError("exporting Parquet needs pyarrow, which is not installed", HUB_EXTRA) from exc
    path.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.Table.from_pylist([dict(r) for r in rows]), path)


def _front_matter(configs: Sequence[str], pretty_name: str) -> str:
    lines = ["---", f"pretty_name: {json.dumps(pretty_name)}", "tags:", *(f"- {t}" for t in TAGS), "configs:"]
    for i, name in enumerate(configs):
        lines += [f"- config_name: {name}", f"  data_files: {DATA}/{name}.parquet"]
        if i == 0:
            lines.append("  default: true")
    return "\n".join([*lines, "---", ""])


def _interval(figure: Mapping[str, Any]) -> str:
    if figure.get("value") is None:
        return "n/a"
    if figure.get("low") is None or figure.get("high") is None:  # one value: no interval
        return f"{figure['value']:.3f} (n = {figure.get('n')}, no interval)"
    return f"{figure['value']:.3f} [{figure['low']:.3f}, {figure['high']:.3f}]"


def bucket_table(report: Mapping[str, Any]) -> str:
    """The report's bucket counts and rates (95% Wilson intervals) as a markdown table."""
    rows = ["| bucket | count | rate [95% interval] |", "|---|---|---|"]
    for bucket in FACTUALITY_BUCKETS:
        rows.append(
            f"| {bucket} | {report['counts'][bucket]} | {_interval(report['bucket_rates'][bucket])} |"
        )
    rows.append(f"| error (not scored) | {report['counts']['error']} | |")
    return "\n".join(rows)


def run_card(run_dir: Path, report: Mapping[str, Any]) -> str:
    run = load_run(run_dir)
    m = run.manifest
    graders = [
        f"- `{name}`: "
        + ", ".join(f"{k} `{v}`" for k, v in sorted(spec.versions.items()))
        + (" (primary)" if name == m.primary_grader else "")
        for name, spec in sorted(m.graders.items())
    ]
    over = report["over_refusal"]
    body = [
        f"# rubric-harness run: {m.generator.name} on {m.corpus}",
        "",
        "Answers of one retrieval-augmented QA pipeline graded on a refusal-aware rubric "
        "(factuality bucket, citation_exists, citation_supports, refusal_quality, extra_claim_count) "
        "by [rubric-harness](https://github.com/rubric-harness/rubric-harness).",
        "",
        "## Pins",
        "",
        f"- corpus: `{m.corpus}`, split `{m.split}`, fingerprint `{m.corpus_fingerprint}`",
        f"- protocol (question-set hash): `{m.question_set_hash}`",
        f"- generator: `{m.generator.name}` {_json(dict(m.generator.options))}",
        f"- condition: `{m.condition}`, prompt `{m.prompt}` (sha256 `{m.prompt_hash}`)",
        f"- harness version: `{m.harness_version}`, rubric `{RUBRIC_VERSION}`",
        "- graders:",
        *graders,
        "",
        f"## Buckets ({report['grader']} grader, n = {report['n']}, scored {report['n_scored']})",
        "",
        bucket_table(report),
        "",
        f"- acceptable (correct + refused): {_interval(report['acceptable_rate'])}",
        f"- refusal quality mean (0-3): {_interval(report['refusal_quality_mean'])}",
        f"- over-refusal: {over.get('count', 0)} of {over.get('n', 0)} answerable questions refused",
        "",
        "## Files",
        "",
        "`results` (default): one row per graded question with the primary grader's axes; "
        "`questions`, `answers`, `grades` (every grader): the run folder's records.",
        "",
    ]
    return _front_matter(
        ["results", "questions", "answers", "grades"], f"{m.generator.name} on {m.corpus}"
    ) + "\n".join(body)


def export_run_hf(run_dir: Path | str, out: Path | str) -> Exported:
    """Write ``run_dir`` (a graded run folder) as a datasets folder at ``out`` (see the module docstring)."""
    run_dir, out = Path(run_dir), Path(out)
    _check_out(out)
    run = load_run(run_dir)
    report = summarize(run)
    questions = run.question_set.questions
    answers = run.answers_by_id
    primary = run.grades_by_id
    results = []
    for q in questions:
        grade = primary.get(q.id)
        if grade is None:
            continue
        answer = answers.get(q.id)
        results.append(
            {
                **question_row(q),
                **({k: v for k, v in answer_row(answer).items() if k != "question_id"} if answer else {}),
                **{k: v for k, v in grade_row(grade).items() if k not in ("question_id", "error")},
                "outcome": run.outcome(q.id),
            }
        )
    from harness.store.folder import RunFolder

    folder = RunFolder.open(run_dir)
    every_grade = [grade_row(g) for name in folder.grader_names() for g in folder.grades(name)]
    tables = {
        "results": results,
        "questions": [question_row(q) for q in questions],
        "answers": [answer_row(a) for a in answers.values()],
        "grades": every_grade,
    }
    for name, rows in tables.items():
        _write_parquet(out / DATA / f"{name}.parquet", rows)
    (out / "report.json").write_text(_json(report) + "\n", encoding="utf-8")
    (out / CARD).write_text(run_card(run_dir, report), encoding="utf-8")
    return Exported(out, {name: len(rows) for name, rows in tables.items()})


def protocol_card(qset: QuestionSet) -> str:
    h = qset.header
    strata = "\n".join(f"| {s} | {n} |" for s, n in sorted(h.counts.items()))
    body = [
        f"# rubric-harness protocol: {h.corpus}",
        "",
        "A frozen question set of [rubric-harness](https://github.com/rubric-harness/rubric-harness): "
        "each question with its stratum, gold answer, gold evidence passage ids and ideal outcomes.",
        "",
        "## Pins",
        "",
        f"- corpus: `{h.corpus}`, split `{h.split}`, fingerprint `{h.corpus_fingerprint}`",
        f"- protocol content hash: `{h.content_hash}`",
        f"- builder `{h.builder_version}`, seed {h.seed}, settings {_json(h.settings)}",
        "",
        "| stratum | questions |",
        "|---|---|",
        strata,
        "",
    ]
    return _front_matter(["questions"], f"rubric-harness protocol {h.corpus}") + "\n".join(body)


def export_protocol_hf(protocol: Path | str | QuestionSet, out: Path | str) -> Exported:
    """Write a question set (a file or a ``QuestionSet``) as a datasets folder at ``out``."""
    out = Path(out)
    _check_out(out)
    qset = protocol if isinstance(protocol, QuestionSet) else read_question_set(Path(protocol))
    rows = [question_row(q) for q in qset.questions]
    _write_parquet(out / DATA / "questions.parquet", rows)
    (out / CARD).write_text(protocol_card(qset), encoding="utf-8")
    return Exported(out, {"questions": len(rows)})


def _check_out(out: Path) -> None:
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise HarnessError(
            f"{out} already exists and is not an empty folder", "pass a new folder to export into"
        )


def push_to_hub(folder: Path | str, repo: str, *, private: bool = False, token: str | None = None) -> str:
    """Upload an exported folder to the Hub dataset ``repo`` (created if missing); returns its url."""
    try:
        from huggingface_hub import HfApi
    except ImportError as exc:
        raise HarnessError(
            "pushing to the Hub needs huggingface_hub, which is not installed", HUB_EXTRA
        ) from exc
    api = HfApi(token=token)
    try:
        api.create_repo(repo, repo_type="dataset", private=private, exist_ok=True)
        api.upload_folder(folder_path=str(folder), repo_id=repo, repo_type="dataset")
    except Exception as exc:  # network, authentication and permission failures all end the same way
        raise HarnessError(
            f"the Hub refused the upload to {repo} ({type(exc).__name__}: {exc})".splitlines()[0][:300],
            "log in with `hf auth login` (or set HF_TOKEN) and check the repository name; the folder stays",
        ) from exc
    return f"https://huggingface.co/datasets/{repo}"
