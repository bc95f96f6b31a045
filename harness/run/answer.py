"""One question to one ``Answer``: render the prompt, call the generator (with a timeout),
enforce the output contract with one retry, bound the output, read the citations.

A generator's exception or timeout never escapes: it is recorded on the answer's ``error``.
The timeout counts from when the request is sent, never while it waits for a slot, and a
request that was never sent gives no answer at all (the question stays open for a resume).
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from harness.core.records import Answer, Condition, Question, RetrievedPassage
from harness.corpus.base import Corpus
from harness.generate.base import GenerationOutput, GenerationRequest, Generator, coerce_output
from harness.generate.budget import CallBudget, RequestNotSent
from harness.generate.prompting import PromptTemplate
from harness.text.answer_format import (
    bound,
    contract_violations,
    correction_message,
    parse_citations,
    strip_prefix,
)

MAX_ERROR_CHARS = 2000
MAX_CITATIONS = 1000
MAX_REPORTED = 1000
"""Reported passage ids (and texts) read per answer; a retrieval set is never near this long."""
MAX_NOTES = 20
GRACE_S = 2.0
"""Extra seconds a generator that enforces the timeout itself gets to end its own call."""


@dataclass(frozen=True)
class AnswerSettings:
    """How answers are made in one run."""

    prompt: PromptTemplate
    condition: Condition = "rag_always"
    timeout_s: float | None = 120.0
    """Seconds one generator call may take before it is abandoned and recorded as an error."""


def _describe(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}"
    return text if len(text) <= MAX_ERROR_CHARS else text[:MAX_ERROR_CHARS] + "..."


class NotSent(Exception):
    """The generator never sent the request: there is no answer to record."""


@dataclass(frozen=True)
class CallFailure:
    """Why a generator call gave no output; ``fatal`` when the exception says it will repeat."""

    error: str
    fatal: bool = False


class CallThreads:
    """Daemon threads that make generator calls, each kept for a later call once its call returns.

    A call runs in a thread of its own so that a hung generator can be abandoned at its timeout; a
    thread is started only when none is idle (starting one per call cost about 0.1 ms of CPU and
    0.4 ms of wall time each, 130 times a run). A hung call keeps its thread, as before; daemon
    threads never keep the process alive.
    """

    def __init__(self) -> None:
        self._idle: list[queue.SimpleQueue[tuple[Callable[[], None], str]]] = []
        self._lock = threading.Lock()

    def run(self, target: Callable[[], None], name: str) -> None:
        """Run ``target`` in an idle thread (renamed ``name``), or in a new one."""
        with self._lock:
            inbox = self._idle.pop() if self._idle else None
        if inbox is None:
            inbox = queue.SimpleQueue()
            threading.Thread(target=self._serve, args=(inbox,), name=name, daemon=True).start()
        inbox.put((target, name))

    def _serve(self, inbox: queue.SimpleQueue[tuple[Callable[[], None], str]]) -> None:
        while True:
            target, name = inbox.get()
            threading.current_thread().name = name
            target()
            del target  # the finished call's request and output are not held while idle
            with self._lock:
                self._idle.append(inbox)


_CALL_THREADS = CallThreads()


def call_with_timeout(
    call: Callable[[GenerationRequest], Any],
    request: GenerationRequest,
    timeout_s: float | None,
    *,
    queues_requests: bool = False,
    budget: CallBudget | None = None,
) -> GenerationOutput | CallFailure:
    """The output, or why there is none; raises :class:`NotSent` for a request never sent.

    The clock starts when the request is sent: at the call, or, for a generator that
    ``queues_requests``, when it starts ``request.budget`` (it has a slot). Such a generator
    cancels its own request at the timeout; any call still running past it is abandoned.
    An exception with a true ``fatal`` attribute (``ChatError`` on 401/403/404 or a refused
    connection, or a user pipeline's own) makes a fatal failure.
    """
    budget = budget or CallBudget(timeout_s)
    request = replace(request, budget=budget)
    box: dict[str, Any] = {}
    finished = threading.Event()

    def target() -> None:
        try:
            if not queues_requests:
                budget.start()
            box["out"] = coerce_output(call(request))
        except BaseException as exc:  # anything a user's pipeline throws is that answer's error
            box["exc"] = exc
        finally:
            finished.set()

    if timeout_s is None:
        target()
    else:
        # A daemon thread: a hung generator cannot keep the process alive after the run ends.
        _CALL_THREADS.run(target, f"generate-{request.question_id}")
        while not budget.started and not finished.wait(0.02):
            pass  # waiting for a slot: not part of the timeout
        finished.wait((budget.remaining() or 0.0) + (GRACE_S if queues_requests else 0.0))
        if not finished.is_set():
            return CallFailure(f"TimeoutError: the generator did not answer within {timeout_s:g}s")
    if isinstance(box.get("exc"), RequestNotSent):
        raise NotSent(str(box["exc"]))
    if "exc" in box:
        return CallFailure(_describe(box["exc"]), fatal=getattr(box["exc"], "fatal", False) is True)
    output: GenerationOutput = box["out"]
    return output


def map_passages(
    corpus: Corpus, output: GenerationOutput
) -> tuple[tuple[RetrievedPassage, ...], tuple[str, ...]] | None:
    """The generator's own retrieval set as corpus passages, with notes on what did not map.

    Ids must be corpus passage ids; raw texts map to the passage with the same text (spacing
    ignored), else to the one passage that contains them or that they contain.
    """
    if output.passage_ids is None and output.passage_texts is None:
        return None
    notes = ["retrieval set reported by the generator"]
    found: dict[str, None] = {}
    ids, texts = output.passage_ids or (), output.passage_texts or ()
    if len(ids) > MAX_REPORTED or len(texts) > MAX_REPORTED:
        notes.append(f"only the first {MAX_REPORTED} reported passage ids and texts are read")
    for pid in ids[:MAX_REPORTED]:
        if corpus.has_passage(pid):
            found.setdefault(pid, None)
        else:
            notes.append(f"reported passage id {pid[:100]!r} is not in the corpus")
    if texts:
        by_text = {" ".join(p.text.split()): p.id for p in corpus.passages}
        for text in texts[:MAX_REPORTED]:
            norm = " ".join(text.split())
            mapped = by_text.get(norm) or _containing(corpus, norm)
            if mapped is None:
                notes.append(f"reported passage text {norm[:60]!r}... matches no corpus passage")
            else:
                found.setdefault(mapped, None)
    passages = tuple(
        RetrievedPassage(pid, corpus.passage(pid).document_id, corpus.passage(pid).text, 0.0, rank)
        for rank, pid in enumerate(found, start=1)
    )
    if len(notes) > MAX_NOTES:  # an answer line stays small whatever the pipeline reports
        notes = [
            *notes[:MAX_NOTES],
            f"... and {len(notes) - MAX_NOTES} more reported passages that did not map",
        ]
    return passages, tuple(notes)


def _containing(corpus: Corpus, norm: str) -> str | None:
    if len(norm) < 20:  # too short to pin down one passage
        return None
    hits = [
        p.id for p in corpus.passages if norm in " ".join(p.text.split()) or " ".join(p.text.split()) in norm
    ]
    return hits[0] if len(hits) == 1 else None


def answer_question(
    generator: Generator,
    question: Question,
    passages: Sequence[RetrievedPassage],
    settings: AnswerSettings,
    corpus: Corpus,
) -> Answer:
    """Ask ``generator`` one question and build its ``Answer`` (never raises for generator faults).

    Raises :class:`NotSent` when the generator could not send the request at all.
    """
    retrieved = tuple(passages)
    request = GenerationRequest(
        question_id=question.id,
        question=question.text,
        passages=retrieved,
        messages=settings.prompt.render(question.text, retrieved, settings.condition),
        condition=settings.condition,
        gold=question if getattr(generator, "wants_gold", False) else None,
    )
    queues = bool(getattr(generator, "queues_requests", False))
    first = CallBudget(settings.timeout_s)  # latency counts from sending, like the timeout
    output = call_with_timeout(
        generator.generate, request, settings.timeout_s, queues_requests=queues, budget=first
    )
    latency = first.elapsed()
    if isinstance(output, CallFailure):
        return Answer(
            question_id=question.id,
            text="",
            citations=(),
            retrieved=retrieved,
            latency_s=latency,
            error=output.error,
            error_fatal=output.fatal,
            format_ok=False,
        )
    violations = contract_violations(output.text)
    after: tuple[str, ...] = violations
    attempts = 1
    if violations:
        attempts = 2
        correction = (
            {"role": "assistant", "content": bound(output.raw or output.text)[0]},
            {"role": "user", "content": correction_message(violations)},
        )
        retry = replace(request, messages=(*request.messages, *correction), attempt=2)
        again = CallBudget(settings.timeout_s)
        try:
            second = call_with_timeout(
                generator.generate, retry, settings.timeout_s, queues_requests=queues, budget=again
            )
        except NotSent as exc:
            second = CallFailure(f"not sent: {exc}")
        latency += again.elapsed()
        if isinstance(second, CallFailure):
            after = (*violations, f"the retry failed: {second.error}")
        else:
            output, after = second, contract_violations(second.text)
    text, cut_text = bound(strip_prefix(output.text))
    raw, cut_raw = bound(output.raw if output.raw is not None else output.text)
    citations = output.citations if output.citations is not None else parse_citations(text)
    notes: tuple[str, ...] = ()
    mapped = map_passages(corpus, output)
    if mapped is not None:
        retrieved, notes = mapped
    return Answer(
        question_id=question.id,
        text=text,
        citations=tuple(dict.fromkeys(citations))[:MAX_CITATIONS],
        retrieved=retrieved,
        latency_s=latency,
        raw=raw,
        format_ok=not after,
        format_retry_used=attempts == 2,
        format_violations=violations,
        format_violations_after_retry=after if attempts == 2 else (),
        truncated=cut_text or cut_raw,
        attempts=attempts,
        notes=notes,
    )
