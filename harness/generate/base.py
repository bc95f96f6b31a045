"""The ``Generator`` protocol: a request in (question, retrieval set, prompt), an output back.

A generator only produces text (and, optionally, the citations and passages it used); the
run engine times it, enforces the output contract and builds the ``Answer`` record.
Register a factory with ``@generator("name")``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, runtime_checkable

from harness.core.records import Condition, Question, RetrievedPassage
from harness.core.registry import register
from harness.generate.budget import CallBudget

F = TypeVar("F", bound=Callable[..., Any])

ChatMessage = Mapping[str, str]
"""``{"role": "system" | "user" | "assistant", "content": ...}``."""


@dataclass(frozen=True)
class GenerationRequest:
    """Everything a generator may look at for one question."""

    question_id: str
    question: str
    passages: tuple[RetrievedPassage, ...]
    """The retrieval set under the run's condition (empty for no_rag and retrieval_null)."""
    messages: tuple[ChatMessage, ...]
    """The rendered prompt as chat messages; on a format retry it ends with the correction."""
    condition: Condition = "rag_always"
    attempt: int = 1
    """2 on the output-contract retry."""
    gold: Question | None = None
    """The question with its gold; only given to generators that set ``wants_gold`` (oracle)."""
    budget: CallBudget | None = None
    """This call's time; generators that set ``queues_requests`` start and honour it."""

    @property
    def prompt(self) -> str:
        """The messages flattened to one text, for generators that take a plain prompt."""
        return "\n\n".join(m["content"] for m in self.messages)


@dataclass(frozen=True)
class GenerationOutput:
    """What a generator returns. Leave ``citations`` None to have them parsed from ``text``."""

    text: str
    citations: tuple[str, ...] | None = None
    raw: str | None = None
    """The verbatim model output when ``text`` was post-processed; defaults to ``text``."""
    passage_ids: tuple[str, ...] | None = None
    """Corpus passage ids the pipeline itself retrieved; they replace the harness's retrieval set."""
    passage_texts: tuple[str, ...] | None = None
    """Raw texts of passages the pipeline retrieved; the harness maps them to corpus passages."""


@runtime_checkable
class Generator(Protocol):
    """Answers one request. Set ``wants_gold = True`` only for the built-in oracle."""

    name: str

    def generate(self, request: GenerationRequest) -> GenerationOutput: ...


def generator(name: str, *, takes_target: bool = False, pace: Iterable[str] = ()) -> Callable[[F], F]:
    """Register a generator factory: ``@generator("extractive")``; ``pace``: pace-only options."""
    return register("generator", name, takes_target=takes_target, pace=pace)


def _str_tuple(value: Any, field_name: str) -> tuple[str, ...] | None:
    if value is None:
        return None
    if isinstance(value, str) or not all(isinstance(v, str) for v in value):
        raise TypeError(f"{field_name} must be a list of strings, got {value!r:.80}")
    return tuple(value)


def coerce_output(value: Any) -> GenerationOutput:
    """Convert what a user's pipeline returned (output, text, or a dict) into one output.

    A dict may hold ``text`` (or ``answer``), ``citations``, ``raw``, ``passages`` (corpus
    passage ids) and ``passage_texts``. Anything else is a ``TypeError`` the engine records.
    """
    if isinstance(value, GenerationOutput):
        return value
    if isinstance(value, str):
        return GenerationOutput(text=value)
    if isinstance(value, Mapping):
        text = value.get("text", value.get("answer"))
        if not isinstance(text, str):
            raise TypeError(f"output has no text: expected a 'text' string, got keys {sorted(value)}")
        raw = value.get("raw")
        return GenerationOutput(
            text=text,
            citations=_str_tuple(value.get("citations"), "citations"),
            raw=raw if isinstance(raw, str) else None,
            passage_ids=_str_tuple(value.get("passages"), "passages"),
            passage_texts=_str_tuple(value.get("passage_texts"), "passage_texts"),
        )
    raise TypeError(
        f"a generator must return a str, a dict or a GenerationOutput, got {type(value).__name__}"
    )
