"""A run's generator requests through a batch engine: export the unanswered prompts, import the replies.

``export_requests`` writes one OpenAI batch input line per unanswered question of a run whose
generator is ``openai:MODEL`` (the body is the request the online generator would send: same
model, messages, temperature, max_tokens, seed). ``import_answers`` reads the engine's output
file and appends answers as the online run would record them: a reply that breaks the output
contract is kept in ``batch-retries.jsonl`` and becomes the retry request of the next export
(the first reply and its correction, as online); the retry's reply then makes the answer. A
reply whose prompt hash is not the one this run would send refuses the whole import (nothing
written). Answers are appended one fsynced line at a time under the run folder's lock.
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.clients.batch_format import (
    BatchResult,
    RequestKey,
    prompt_hash,
    read_results,
    request_line,
    write_requests,
)
from harness.core.errors import HarnessError
from harness.core.io import JsonlAppender, repair_torn_tail, write_text_atomic
from harness.core.records import Answer, Question, RetrievedPassage, RunManifest
from harness.corpus.base import Corpus
from harness.generate.base import ChatMessage
from harness.generate.openai import openai_generator
from harness.generate.prompting import load_prompt
from harness.run.answer import MAX_CITATIONS
from harness.run.conditions import retrieval_sets
from harness.store.folder import RunFolder
from harness.store.lock import run_folder_lock
from harness.store.shards import parse_shard
from harness.text.answer_format import (
    bound,
    contract_violations,
    correction_message,
    parse_citations,
    strip_prefix,
)

RETRIES = "batch-retries.jsonl"
"""First replies that broke the output contract, waiting for their retry's reply."""
_PARAMS = ("temperature", "max_tokens", "seed")


@dataclass(frozen=True)
class ExportResult:
    path: Path
    requests: int
    retries: int
    """Of which output-contract retries."""


@dataclass(frozen=True)
class ImportResult:
    answered: int
    errors: int
    retries_pending: int
    """Replies that broke the format: their retries go into the next export."""
    ignored: int
    """Results for questions already answered (a file imported twice)."""


def request_body(manifest: RunManifest, messages: Sequence[ChatMessage]) -> dict[str, Any]:
    """The chat request body the run's ``openai:MODEL`` generator sends online for ``messages``."""
    kind, _, model = manifest.generator.name.partition(":")
    if kind != "openai" or not model:
        raise HarnessError(
            f"the run's generator is {manifest.generator.name!r}; batch requests go to a chat model",
            "make the run with --generator openai:MODEL (and --prepare-only to only write its folder)",
        )
    defaults = inspect.signature(openai_generator).parameters
    params = {p: manifest.generator.options.get(p, defaults[p].default) for p in _PARAMS}
    body: dict[str, Any] = {"model": model, "messages": [dict(m) for m in messages]}
    body.update({k: v for k, v in params.items() if v is not None})
    return body


def _retry_messages(first: Sequence[ChatMessage], reply: str, violations: Sequence[str]) -> list[ChatMessage]:
    return [
        *first,
        {"role": "assistant", "content": bound(reply)[0]},
        {"role": "user", "content": correction_message(violations)},
    ]


@dataclass(frozen=True)
class _Pending:
    question: Question
    messages: tuple[ChatMessage, ...]
    first_reply: str | None = None
    violations: tuple[str, ...] = ()

    @property
    def attempt(self) -> int:
        return 1 if self.first_reply is None else 2

    def request(self) -> list[ChatMessage]:
        if self.first_reply is None:
            return list(self.messages)
        return _retry_messages(self.messages, self.first_reply, self.violations)

    @property
    def key(self) -> RequestKey:
        return RequestKey(self.question.id, prompt_hash(self.request()), self.attempt)


def _retries(folder: RunFolder) -> dict[str, dict[str, Any]]:
    path = folder.path / RETRIES
    if not path.exists():
        return {}
    return {r["question_id"]: r for r in map(json.loads, path.read_text(encoding="utf-8").splitlines()) if r}


def _pending(
    folder: RunFolder, corpus: Corpus, retry_errors: bool
) -> tuple[dict[str, _Pending], dict[str, tuple[RetrievedPassage, ...]]]:
    manifest = folder.manifest()
    template = load_prompt(manifest.prompt)
    if template.hash != manifest.prompt_hash:
        raise HarnessError(
            f"prompt {manifest.prompt!r} has changed since the run was made (hash {template.hash[:12]}, "
            f"run {manifest.prompt_hash[:12]})",
            "restore the prompt template the run was made with",
        )
    questions = list(folder.question_set().questions)
    if manifest.shard is not None:
        questions = parse_shard(manifest.shard).select(questions)
    done = {a.question_id for a in folder.answers() if not (retry_errors and a.error is not None)}
    todo = [q for q in questions if q.id not in done]
    passages = retrieval_sets(corpus, todo, manifest.condition, manifest.gate_threshold)
    retries = _retries(folder)
    pending = {}
    for q in todo:
        messages = template.render(q.text, passages[q.id], manifest.condition)
        first = retries.get(q.id)
        pending[q.id] = _Pending(
            q,
            messages,
            first["reply"] if first else None,
            tuple(first["violations"]) if first else (),
        )
    return pending, passages


def export_requests(
    run_dir: Path | str, out: Path | str, corpus: Corpus, *, retry_errors: bool = False
) -> ExportResult:
    """Write the batch input file for every unanswered question of ``run_dir`` (see the module docstring)."""
    folder = RunFolder.open(run_dir)
    manifest = folder.manifest()
    pending, _ = _pending(folder, corpus, retry_errors)
    lines = [request_line(p.key, request_body(manifest, p.request())) for p in pending.values()]
    count = write_requests(out, lines)
    return ExportResult(Path(out), count, sum(p.attempt == 2 for p in pending.values()))


def _answer(
    p: _Pending, retrieved: tuple[RetrievedPassage, ...], reply: str, retry_error: str | None = None
) -> Answer:
    """The answer the online engine records for these replies (no latency: the engine timed none).

    ``retry_error``: the retry got no reply, so the first reply stands with the failure noted.
    """
    first = p.first_reply if p.first_reply is not None else reply
    violations = contract_violations(first)
    if retry_error is not None:
        reply, after = first, (*violations, f"the retry failed: {retry_error}")
    else:
        after = contract_violations(reply) if p.attempt == 2 else violations
    text, cut_text = bound(strip_prefix(reply))
    raw, cut_raw = bound(reply)
    return Answer(
        question_id=p.question.id,
        text=text,
        citations=tuple(dict.fromkeys(parse_citations(text)))[:MAX_CITATIONS],
        retrieved=retrieved,
        latency_s=0.0,
        raw=raw,
        format_ok=not after,
        format_retry_used=p.attempt == 2,
        format_violations=violations,
        format_violations_after_retry=after if p.attempt == 2 else (),
        truncated=cut_text or cut_raw,
        attempts=p.attempt,
    )


def _failed(p: _Pending, retrieved: tuple[RetrievedPassage, ...], error: str) -> Answer:
    if p.attempt == 2:
        return _answer(p, retrieved, p.first_reply or "", retry_error=error)
    return Answer(p.question.id, "", (), retrieved, 0.0, error=error, format_ok=False)


def _current(results: Sequence[BatchResult], pending: dict[str, _Pending], path: Path) -> list[BatchResult]:
    """The results that answer a request this run is waiting for; refuse any other prompt."""
    current = []
    for r in results:
        p = pending.get(r.key.question_id)
        if p is None:
            continue  # answered already (the file was imported before)
        if r.key == p.key:
            current.append(r)
            continue
        if r.key.attempt == 1 and p.attempt == 2 and r.key.prompt_hash == prompt_hash(p.messages):
            continue  # the first reply, imported before; its retry is what the run waits for
        raise HarnessError(
            f"{path}: the reply to {r.key.question_id!r} (attempt {r.key.attempt}) answers another prompt "
            f"than this run sends ({r.key.prompt_hash} vs {p.key.prompt_hash}, attempt {p.attempt}); "
            "nothing was imported",
            "import the results of the file `harness export-requests` wrote for this run folder",
        )
    return current


def import_answers(
    run_dir: Path | str, results_path: Path | str, corpus: Corpus, *, retry_errors: bool = False
) -> ImportResult:
    """Append the answers in a batch output file to ``run_dir`` (see the module docstring)."""
    results_path = Path(results_path)
    with run_folder_lock(run_dir, command="import-answers"):
        folder = RunFolder.open(run_dir)
        results = read_results(results_path)
        repair_torn_tail(folder.answers_path)  # a killed import's unfinished line: that answer is redone
        pending, passages = _pending(folder, corpus, retry_errors)
        unknown = [
            r.key.question_id for r in results if r.key.question_id not in folder.question_set().by_id()
        ]
        if unknown:
            raise HarnessError(
                f"{results_path}: replies to questions not in this run ({', '.join(unknown[:5])}); "
                "nothing imported",
                "import the results of a file exported from this run folder",
            )
        current = _current(results, pending, results_path)
        retries = _retries(folder)
        answered = errors = 0
        with JsonlAppender(folder.answers_path) as appender:
            for r in current:
                p = pending[r.key.question_id]
                retrieved = tuple(passages[p.question.id])
                if r.text is None:
                    answer = _failed(p, retrieved, r.error or "no reply")
                elif p.attempt == 1 and contract_violations(r.text):
                    retries[p.question.id] = {
                        "question_id": p.question.id,
                        "reply": r.text,
                        "violations": list(contract_violations(r.text)),
                    }
                    continue
                else:
                    answer = _answer(p, retrieved, r.text)
                appender.append(answer)
                retries.pop(p.question.id, None)
                answered += 1
                errors += answer.error is not None
        write_text_atomic(
            folder.path / RETRIES,
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in retries.values()),
        )
        return ImportResult(answered, errors, len(retries), len(results) - len(current))
