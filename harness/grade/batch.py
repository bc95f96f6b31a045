"""LLM-judge prompts through a batch engine: ``harness grade --export-requests`` / ``--import-answers``.

The export holds one OpenAI batch input line per answer still waiting for its judge: the judge
prompt the online ``llm`` grader sends (same model, messages, temperature, max_tokens, seed),
or, after an invalid reply, the corrective retry the online grader sends. The import checks each
reply's prompt hash against the run (a mismatch refuses the whole file, nothing written), keeps
the judge's progress in ``judge-batch.<label>.jsonl`` (replaced atomically), and once every
answer has its verdict writes the grades exactly as the online grader would.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.clients.batch_format import RequestKey, prompt_hash, read_results, request_line, write_requests
from harness.core import registry
from harness.core.errors import HarnessError
from harness.core.io import write_text_atomic
from harness.corpus.base import Corpus
from harness.grade.judge_prompt import parse_reply
from harness.grade.llm import LLMGrader, retry_messages, twice
from harness.grade.runner import check_corpus, load_run_corpus, run_pairs, write_graded
from harness.store.folder import RunFolder
from harness.store.lock import run_folder_lock
from harness.store.manifest import plugin_options


@dataclass(frozen=True)
class JudgeImport:
    judged: int
    """Answers whose verdict (or judge error) is final after this import."""
    retries_pending: int
    waiting: int
    """Answers still without a final verdict (their requests go into the next export)."""
    graded: bool
    """Every answer has its verdict: the grades were written."""


def _judge(grader: str, options: Mapping[str, Any]) -> tuple[LLMGrader, str]:
    """The judge, and the name its grades are recorded under (with the options as the user gave them)."""
    if not grader.startswith("llm"):
        raise HarnessError(
            f"--export-requests and --import-answers send judge prompts; {grader!r} is not an LLM judge",
            "use --grader llm",
        )
    # No key is needed to write or read files: the batch engine holds it.
    instance, spec = registry.create("grader", grader, **{**options, "api_key_env": None, "cache": False})
    if not isinstance(instance, LLMGrader):
        raise HarnessError(f"grader {grader!r} is not an LLM judge", "use --grader llm")
    return instance, spec.name


def _state_path(folder: RunFolder, label: str) -> Path:
    return folder.path / f"judge-batch.{label}.jsonl"


def _state(folder: RunFolder, label: str) -> dict[str, dict[str, Any]]:
    path = _state_path(folder, label)
    if not path.exists():
        return {}
    return {r["question_id"]: r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines()) if r}


def _requests(judge: LLMGrader, folder: RunFolder, state: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """Question id -> (key, messages) of every answer still waiting for its judge."""
    waiting = {}
    for q, a in run_pairs(folder):
        done = state.get(q.id, {})
        if "final" in done:
            continue
        messages = judge.messages_for(q, a)
        attempt = 1
        if "first_reply" in done:
            messages, attempt = retry_messages(messages, done["first_reply"], done["first_problem"]), 2
        waiting[q.id] = (RequestKey(q.id, prompt_hash(messages), attempt), messages)
    return waiting


def _body(judge: LLMGrader, messages: list[dict[str, str]]) -> dict[str, Any]:
    body: dict[str, Any] = {"model": judge.client.model, "messages": messages}
    body.update({k: v for k, v in judge.params.items() if v is not None})
    return body


def export_judge_requests(
    run_dir: Path | str, out: Path | str, grader: str = "llm", *, label: str | None = None, **options: Any
) -> int:
    """Write the judge requests of every answer of ``run_dir`` still waiting for a verdict; their count."""
    folder = RunFolder.open(run_dir)
    judge, _ = _judge(grader, options)
    waiting = _requests(judge, folder, _state(folder, label or grader))
    return write_requests(
        out, [request_line(key, _body(judge, messages)) for key, messages in waiting.values()]
    )


def import_judge_answers(
    run_dir: Path | str,
    results_path: Path | str,
    grader: str = "llm",
    *,
    label: str | None = None,
    data_dir: str | Path | None = None,
    corpus: Corpus | None = None,
    primary: bool = True,
    **options: Any,
) -> JudgeImport:
    """Read a batch output file of judge replies into ``run_dir``; grade once every answer is judged."""
    results_path = Path(results_path)
    key_label = label or grader
    with run_folder_lock(run_dir, command="grade"):
        folder = RunFolder.open(run_dir)
        judge, name = _judge(grader, options)
        results = read_results(results_path)
        state = _state(folder, key_label)
        waiting = _requests(judge, folder, state)
        current = []
        for r in results:
            want = waiting.get(r.key.question_id)
            if want is None:
                continue  # judged already (the file was imported before)
            if r.key == want[0]:
                current.append(r)
                continue
            first = state.get(r.key.question_id, {}).get("first_hash")
            if r.key.attempt == 1 and r.key.prompt_hash == first:
                continue  # the first reply, imported before
            raise HarnessError(
                f"{results_path}: the judge reply for {r.key.question_id!r} (attempt {r.key.attempt}) "
                f"answers another prompt than this run sends ({r.key.prompt_hash} vs {want[0].prompt_hash}); "
                "nothing was imported",
                "import the results of the file `harness grade --export-requests` wrote for this run",
            )
        judged = 0
        for r in current:
            entry = state.setdefault(r.key.question_id, {"question_id": r.key.question_id})
            if r.text is None:
                entry["final"], entry["problem"] = None, f"judge request failed: {r.error}"
            else:
                obj, problem = parse_reply(r.text, judge.policy)
                if obj is None and r.key.attempt == 1:
                    entry.update(first_reply=r.text, first_problem=problem, first_hash=r.key.prompt_hash)
                    continue
                entry["final"], entry["problem"] = obj, ("" if obj is not None else twice(problem))
            judged += 1
        write_text_atomic(
            _state_path(folder, key_label),
            "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in state.values()),
        )
        pairs = run_pairs(folder)
        left = [q.id for q, _ in pairs if "final" not in state.get(q.id, {})]
        retries = sum("first_reply" in state.get(q, {}) for q in left)
        if left:
            return JudgeImport(judged, retries, len(left), graded=False)
        if corpus is None:
            corpus = load_run_corpus(folder, data_dir)
        else:
            check_corpus(folder, corpus)
        grades = [
            judge.grade_from(q, a, corpus, state[q.id]["final"], state[q.id]["problem"]) for q, a in pairs
        ]
        write_graded(folder, judge, name, plugin_options(options), grades, primary=primary, label=label)
        return JudgeImport(judged, 0, 0, graded=True)
