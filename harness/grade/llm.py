"""The ``llm`` grader: a judge model behind any OpenAI-compatible endpoint fills the five axes.

Each answer gets the rubric prompt of ``harness.grade.judge_prompt``; the reply must be JSON
valid against the schema. An invalid reply gets one retry with a correction message; a second
invalid reply, or a request that fails for good (timeout, HTTP error after the client's
retries), is recorded as a judge error: ``factuality = "unsupported"`` (the answer was not
shown to be supported), flag ``judge_error``, the problem in ``error``; never dropped, never raised.
``citation_exists`` is always computed here, not asked of the judge.

Optional policy (``policy=True``): correctness (vs the reference answer) and relevancy, each
0-1: PASS when both >= 0.8 and the answer kept the output contract (``Answer.format_ok``);
PARTIAL when 0.6 <= correctness < 0.8 and relevancy >= 0.8; FAIL otherwise.

Valid replies are cached on disk under ``<cache_dir>/judge/`` keyed by the sha256 of the
messages, the model and the request parameters (base URL, temperature, max tokens, seed); the
API key is read from the environment at each request and never reaches a file.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from harness.core.io import write_text_atomic
from harness.core.records import (
    RUBRIC_VERSION,
    Answer,
    CitationVerdict,
    Grade,
    JudgePolicy,
    PolicyVerdict,
    Question,
)
from harness.core.settings import cache_dir
from harness.corpus.base import Corpus
from harness.grade.base import failed_grade, grader
from harness.grade.citations import citation_exists, citation_verdicts_support
from harness.grade.judge_prompt import CORRECTION, PROMPT_VERSION, build_messages, parse_reply
from harness.read.reader import read

if TYPE_CHECKING:
    from harness.clients.openai_chat import OpenAIChatClient

VERSION = "llm-2"
"""Bumped whenever this grader's prompt or reading of answers changes (2: citations by the one reader)."""
STAMP = f"{VERSION}+{PROMPT_VERSION}"
"""What every grade of this grader records as its ``grader_version``: the code and the judge
prompt's version (``harness.grade.judge_prompt.PROMPT_VERSION``)."""

PASS_AT = 0.8
PARTIAL_AT = 0.6


def policy_verdict(correctness: float, relevancy: float, format_ok: bool) -> PolicyVerdict:
    """PASS / PARTIAL / FAIL by the thresholds in the module docstring."""
    if correctness >= PASS_AT and relevancy >= PASS_AT and format_ok:
        return "PASS"
    if PARTIAL_AT <= correctness < PASS_AT and relevancy >= PASS_AT:
        return "PARTIAL"
    return "FAIL"


def _cited(q: Question, a: Answer) -> tuple[str, ...]:
    return read(q, a).reading.citations  # numbered markers resolved as for the reference grader


def retry_messages(messages: list[dict[str, str]], reply: str, problem: str) -> list[dict[str, str]]:
    """The one corrective retry after an invalid judge reply."""
    return [
        *messages,
        {"role": "assistant", "content": reply},
        {"role": "user", "content": CORRECTION.format(problem=problem)},
    ]


def twice(problem: str) -> str:
    """The judge error after the retry's reply was invalid too."""
    return f"invalid judge reply twice: {problem}"


class JudgeCache:
    """Valid judge replies on disk, one small JSON file per key; keys hold no secret."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @staticmethod
    def key(messages: Sequence[dict[str, str]], model: str, params: dict[str, Any]) -> str:
        blob = json.dumps({"messages": list(messages), "model": model, "params": params}, sort_keys=True)
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def get(self, key: str) -> str | None:
        try:
            return str(json.loads(self._path(key).read_text(encoding="utf-8"))["reply"])
        except (OSError, ValueError, KeyError):
            return None

    def put(self, key: str, model: str, reply: str) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, json.dumps({"model": model, "reply": reply}), shared=True)


class LLMGrader:
    """Grades by asking a judge model; see the module docstring for errors, policy and cache."""

    name = "llm"
    # Every grade's grader_version carries the judge prompt's version too.
    versions: ClassVar[dict[str, str]] = {
        "grader": STAMP,
        "judge_prompt": PROMPT_VERSION,
    }

    def __init__(
        self,
        client: OpenAIChatClient,
        *,
        policy: bool = False,
        reference: bool = True,
        temperature: float = 0.0,
        max_tokens: int = 800,
        seed: int | None = 13,
        cache: JudgeCache | None = None,
        concurrency: int = 4,
    ) -> None:
        self.client = client
        self.policy = policy
        self.reference = reference
        self.params: dict[str, Any] = {"temperature": temperature, "max_tokens": max_tokens, "seed": seed}
        self.cache = cache
        self.concurrency = concurrency

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        def one(pair: tuple[Question, Answer]) -> Grade:
            q, a = pair
            try:
                return self._grade_one(q, a, corpus)
            except Exception as exc:  # never lose a grade to a judge or grader bug
                return failed_grade(
                    q.id,
                    self.name,
                    f"{type(exc).__name__}: {exc}",
                    flag="judge_error",
                    grader_version=STAMP,
                )

        with ThreadPoolExecutor(max_workers=max(1, self.concurrency)) as pool:
            return list(pool.map(one, pairs))

    def _ask(self, messages: list[dict[str, str]]) -> tuple[str, str | None]:
        """(reply text, cache key); the key is None when caching is off."""
        if self.cache is None:
            return self.client.complete(messages, **self.params).text, None
        key = JudgeCache.key(messages, self.client.model, {**self.params, "base_url": self.client.base_url})
        cached = self.cache.get(key)
        if cached is not None:
            return cached, None
        return self.client.complete(messages, **self.params).text, key

    def _judge(self, messages: list[dict[str, str]]) -> tuple[dict[str, Any] | None, str]:
        """The valid judge object, or None and why, after at most one corrective retry."""
        problem = ""
        for attempt in range(2):
            reply, key = self._ask(messages)
            obj, problem = parse_reply(reply, self.policy)
            if obj is not None:
                if key is not None and self.cache is not None:
                    self.cache.put(key, self.client.model, reply)
                return obj, ""
            if attempt == 0:
                messages = retry_messages(messages, reply, problem)
        return None, twice(problem)

    def messages_for(self, q: Question, a: Answer) -> list[dict[str, str]]:
        """The judge prompt of one answer (its first request)."""
        return build_messages(q, a, _cited(q, a), reference=self.reference, policy=self.policy)

    def _grade_one(self, q: Question, a: Answer, corpus: Corpus) -> Grade:
        from harness.clients.openai_chat import ChatError  # loaded with the client

        try:
            obj, problem = self._judge(self.messages_for(q, a))
        except ChatError as exc:
            obj, problem = None, f"judge request failed: {exc}"
        return self.grade_from(q, a, corpus, obj, problem)

    def grade_from(
        self, q: Question, a: Answer, corpus: Corpus, obj: dict[str, Any] | None, problem: str
    ) -> Grade:
        """The grade for a judge's valid object, or the judge-error grade saying ``problem``."""
        cited = _cited(q, a)
        exists, exists_why = citation_exists(a, cited, corpus)
        if obj is None:
            failed = failed_grade(q.id, self.name, problem, flag="judge_error", grader_version=STAMP)
            return replace(
                failed,
                citation_exists=exists,
                rationale={**failed.rationale, "citation_exists": exists_why},
            )
        refused = obj["factuality"] == "refused"
        judged: dict[str, bool] = obj["citation_support"]
        verdicts = [
            CitationVerdict(
                c,
                judged.get(c) is True,
                "",
                "supported per the judge" if judged.get(c) else "not supported per the judge",
            )
            for c in cited
        ]
        supports, precision, supports_why, kept = citation_verdicts_support(verdicts, refused)
        rationale = {str(k): str(v) for k, v in obj["rationale"].items()}
        rationale["citation_exists"] = exists_why
        rationale.setdefault("citation_supports", supports_why)
        policy = None
        if self.policy:
            c, r = float(obj["correctness"]), float(obj["relevancy"])
            policy = JudgePolicy(correctness=c, relevancy=r, verdict=policy_verdict(c, r, a.format_ok))
        return Grade(
            question_id=q.id,
            grader=self.name,
            factuality=obj["factuality"],
            citation_exists=exists,
            citation_supports=supports,
            refusal_quality=obj["refusal_quality"] if refused else None,
            extra_claim_count=obj["extra_claim_count"],
            citation_precision=precision,
            rationale=rationale,
            scores={"judge_policy": asdict(policy)} if policy else {},
            error=a.error,
            citations=kept,
            grader_version=STAMP,
            rubric_version=RUBRIC_VERSION,
        )


@grader(
    "llm",
    pace=("base_url", "api_key_env", "timeout", "max_retries", "concurrency", "cache", "cache_dir_path"),
)
def llm(
    model: str = "gpt-4o-mini",
    base_url: str | None = None,
    api_key_env: str | None = "OPENAI_API_KEY",
    timeout: float = 60.0,
    max_retries: int = 3,
    concurrency: int = 4,
    policy: bool = False,
    reference: bool = True,
    temperature: float = 0.0,
    max_tokens: int = 800,
    seed: int | None = 13,
    cache: bool = True,
    cache_dir_path: str | None = None,
) -> LLMGrader:
    """LLM judge behind an OpenAI-compatible endpoint (rubric prompt, JSON schema, disk cache).

    ``base_url`` defaults to ``$OPENAI_BASE_URL``, then to OpenAI's API (normalised as for
    the ``openai:`` generator).
    """
    from harness.clients.openai_chat import OpenAIChatClient  # httpx and tenacity: only for a judge

    client = OpenAIChatClient(
        base_url,
        model,
        api_key_env=api_key_env or None,
        timeout=timeout,
        max_retries=max_retries,
        concurrency=concurrency,
    )
    judge_cache = (
        JudgeCache(Path(cache_dir_path) if cache_dir_path else cache_dir() / "judge") if cache else None
    )
    return LLMGrader(
        client,
        policy=policy,
        reference=reference,
        temperature=temperature,
        max_tokens=max_tokens,
        seed=seed,
        cache=judge_cache,
        concurrency=concurrency,
    )
