"""One question to one Answer: contract retry, errors, timeouts, bounds, gold, reported passages."""

from __future__ import annotations

import time
from typing import Any

from harness.generate.base import GenerationOutput, GenerationRequest
from harness.generate.prompting import load_prompt
from harness.run.answer import AnswerSettings, answer_question
from tests.run.helpers import BASE_QUESTIONS, tiny_corpus

CORPUS = tiny_corpus()
QUESTION = BASE_QUESTIONS[0]
PASSAGES = (CORPUS.passage("tiny-01:2"),)
SETTINGS = AnswerSettings(load_prompt("default"), "rag_always", timeout_s=1.0)


class Scripted:
    """Returns the given outputs in turn and keeps every request."""

    name = "scripted-test"

    def __init__(self, *outputs: Any) -> None:
        self.outputs = list(outputs)
        self.requests: list[GenerationRequest] = []

    def generate(self, request: GenerationRequest) -> Any:
        self.requests.append(request)
        out = self.outputs.pop(0)
        if isinstance(out, BaseException):
            raise out
        return out


def _retrieved() -> tuple[Any, ...]:
    from harness.core.records import RetrievedPassage

    p = PASSAGES[0]
    return (RetrievedPassage(p.id, p.document_id, p.text, 7.5, 1),)


def test_a_good_answer_strips_the_prefix_and_parses_citations() -> None:
    gen = Scripted("Final answer: Yes [tiny-01:2].")
    answer = answer_question(gen, QUESTION, _retrieved(), SETTINGS, CORPUS)
    assert (answer.text, answer.citations, answer.raw) == (
        "Yes [tiny-01:2].",
        ("tiny-01:2",),
        "Final answer: Yes [tiny-01:2].",
    )
    assert answer.format_ok and not answer.format_retry_used and answer.attempts == 1 and answer.error is None
    assert "[tiny-01:2]" in gen.requests[0].messages[-1]["content"] and gen.requests[0].gold is None


def test_a_contract_violation_gets_one_retry_with_a_correction() -> None:
    gen = Scripted("Yes [tiny-01:2].", "Final answer: Yes [tiny-01:2].")
    answer = answer_question(gen, QUESTION, _retrieved(), SETTINGS, CORPUS)
    assert answer.format_ok and answer.format_retry_used and answer.attempts == 2
    assert answer.format_violations == ("does not begin with 'Final answer:'",)
    assert answer.format_violations_after_retry == ()
    retry = gen.requests[1]
    assert retry.attempt == 2 and retry.messages[-2] == {"role": "assistant", "content": "Yes [tiny-01:2]."}
    assert "broke the required format" in retry.messages[-1]["content"]


def test_a_second_violation_is_recorded_and_the_answer_kept() -> None:
    gen = Scripted("Yes.", "Still yes [tiny-01:2].")
    answer = answer_question(gen, QUESTION, _retrieved(), SETTINGS, CORPUS)
    assert not answer.format_ok and answer.format_retry_used
    assert answer.format_violations_after_retry == ("does not begin with 'Final answer:'",)
    assert answer.text == "Still yes [tiny-01:2]." and answer.citations == ("tiny-01:2",)


def test_a_failing_retry_keeps_the_first_output() -> None:
    gen = Scripted("Yes.", RuntimeError("endpoint down"))
    answer = answer_question(gen, QUESTION, _retrieved(), SETTINGS, CORPUS)
    assert answer.text == "Yes." and answer.error is None and not answer.format_ok
    assert "the retry failed: RuntimeError: endpoint down" in answer.format_violations_after_retry[-1]


def test_generator_errors_are_recorded_not_raised() -> None:
    answer = answer_question(Scripted(ValueError("boom")), QUESTION, _retrieved(), SETTINGS, CORPUS)
    assert answer.error == "ValueError: boom" and answer.text == "" and not answer.format_ok
    assert answer.retrieved == _retrieved()


def test_a_hung_generator_is_abandoned_at_the_timeout() -> None:
    class Hang:
        name = "hang"

        def generate(self, request: GenerationRequest) -> GenerationOutput:
            time.sleep(5)
            return GenerationOutput("Final answer: late")

    start = time.perf_counter()
    settings = AnswerSettings(load_prompt("default"), timeout_s=0.2)
    answer = answer_question(Hang(), QUESTION, _retrieved(), settings, CORPUS)
    assert time.perf_counter() - start < 1.0
    assert answer.error is not None and "did not answer within 0.2s" in answer.error


def test_huge_outputs_are_bounded_and_flagged() -> None:
    answer = answer_question(
        Scripted("Final answer: " + "x" * 200_000), QUESTION, _retrieved(), SETTINGS, CORPUS
    )
    assert answer.truncated and len(answer.raw) == 64 * 1024 and len(answer.text) <= 64 * 1024


def test_gold_goes_only_to_generators_that_ask_for_it() -> None:
    gen = Scripted("Final answer: Yes [tiny-01:2].")
    gen.wants_gold = True  # type: ignore[attr-defined]
    answer_question(gen, QUESTION, _retrieved(), SETTINGS, CORPUS)
    assert gen.requests[0].gold == QUESTION


def test_passages_reported_by_the_generator_replace_the_retrieval_set() -> None:
    text = "  The Recipient shall return or destroy all\nConfidential Information upon request. "
    out = GenerationOutput(
        "Final answer: Yes [tiny-02:1].",
        passage_ids=("tiny-01:2", "../../etc/passwd"),
        passage_texts=(text, "nothing like any passage at all in this corpus"),
    )
    answer = answer_question(Scripted(out), QUESTION, _retrieved(), SETTINGS, CORPUS)
    assert [p.passage_id for p in answer.retrieved] == ["tiny-01:2", "tiny-02:1"]
    assert answer.notes[0] == "retrieval set reported by the generator"
    assert any("../../etc/passwd" in n for n in answer.notes) and any(
        "matches no corpus passage" in n for n in answer.notes
    )


def test_call_threads_are_kept_for_later_calls_but_never_one_that_hangs() -> None:
    import threading

    from harness.run.answer import CallThreads

    pool = CallThreads()
    ran: list[tuple[int, str]] = []

    def call(n: int, wait: threading.Event | None = None) -> threading.Event:
        finished = threading.Event()

        def target() -> None:
            if wait is not None:
                wait.wait(5)
            ran.append((threading.get_ident(), threading.current_thread().name))
            finished.set()

        pool.run(target, f"generate-q{n}")
        return finished

    for n in range(3):  # one after another: one thread does them all, named for each call
        assert call(n).wait(5)
    assert len({ident for ident, _ in ran}) == 1
    assert [name for _, name in ran] == ["generate-q0", "generate-q1", "generate-q2"]
    release = threading.Event()
    hung = call(3, wait=release)
    assert call(4).wait(5) and not hung.is_set()  # the busy thread is not handed the next call
    assert ran[-1][1] == "generate-q4" and len({ident for ident, _ in ran}) == 2
    release.set()
    assert hung.wait(5)
