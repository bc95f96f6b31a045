"""Built-in generators: deterministic, offline baselines for tests, notebooks and workshops.

``extractive`` answers from the best-matching retrieved sentence, ``always-refuse`` says a
flat "I don't know.", ``overconfident`` never refuses, ``oracle`` answers from gold (the upper
bound) and ``scripted`` replays saved answers of a real model from a JSONL file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.generate.base import GenerationOutput, GenerationRequest, coerce_output, generator
from harness.text.answer_format import PREFIX
from harness.text.cues import (
    best_sentence,
    first_value,
    is_yes_no,
    polarity_answer,
    refusal,
)
from harness.text.sentences import split_passage_sentences

# Committed values for value questions asked with nothing retrieved: made up on purpose.
_GUESSES = (("when", "in 2019"), ("percent", "50 percent"), ("how much", "$1 million"), ("how many", "12"))


def _final(body: str) -> GenerationOutput:
    return GenerationOutput(text=f"{PREFIX} {body}")


def _claim(verdict: str | None, sentence: str, passage_id: str) -> str:
    sentence = sentence.rstrip(" .;")
    if verdict is None:
        return f"{sentence} [{passage_id}]."
    return f"{verdict}: {sentence} [{passage_id}]."


class Extractive:
    """Answers with the best-matching retrieved sentence and its citation; refuses on a weak match."""

    name = "extractive"

    def __init__(self, min_coverage: float = 0.5) -> None:
        if not 0.0 <= min_coverage <= 1.0:
            raise HarnessError(f"min_coverage must be in [0, 1], got {min_coverage}", "pass e.g. 0.5")
        self.min_coverage = min_coverage

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        match = best_sentence(request.question, request.passages)
        if match is None or match.coverage < self.min_coverage:
            return _final(refusal(request.question, request.passages, match))
        pid = match.passage.passage_id
        if is_yes_no(request.question):
            verdict = polarity_answer(request.question, match.sentence).capitalize()
            return _final(_claim(verdict, match.sentence, pid))
        value = first_value(match.sentence, exclude=request.question)
        return _final(_claim(value, match.sentence, pid))


class AlwaysRefuse:
    """A flat refusal with no reason and no next step (refusal quality 0)."""

    name = "always-refuse"

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        return _final("I don't know.")


class Overconfident:
    """Never refuses: commits to yes (or a value) citing the top passage, even on thin evidence."""

    name = "overconfident"

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        yes_no = is_yes_no(request.question)
        if not request.passages:
            if yes_no:
                return _final("Yes.")
            lowered = request.question.lower()
            guess = next((g for cue, g in _GUESSES if cue in lowered), "12")
            return _final(f"{guess}.")
        top = min(request.passages, key=lambda p: p.rank)
        match = best_sentence(request.question, [top])
        sentence = match.sentence if match else (split_passage_sentences(top.text) or [top.text])[0]
        if yes_no:
            return _final(_claim("Yes", sentence, top.passage_id))
        value = first_value(sentence, exclude=request.question) or first_value(top.text, request.question)
        return _final(_claim(value or "12", sentence, top.passage_id))


class Oracle:
    """The upper bound: answers from gold with gold citations; refuses where refusal is ideal."""

    name = "oracle"
    wants_gold = True

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        gold = request.gold
        if gold is None:
            raise RuntimeError("the oracle needs the question's gold; the engine did not pass it")
        retrieved = {p.passage_id for p in request.passages}
        cited = [pid for pid in gold.gold_evidence if pid in retrieved]
        answerable = "correct" in gold.ideal and gold.gold_answer.strip().lower() not in ("", "none")
        if not (answerable and cited):
            match = best_sentence(request.question, request.passages)
            return _final(refusal(request.question, request.passages, match))
        ids = ", ".join(cited)
        if gold.answer_type == "yes_no":
            return _final(f"{gold.gold_answer.strip().capitalize()} [{ids}].")
        return _final(f"{gold.gold_answer.strip()} [{ids}].")


class Scripted:
    """Replays answers saved in a JSONL file keyed by ``question_id`` (scores a real model's outputs)."""

    name = "scripted"

    def __init__(self, path: str) -> None:
        self.path = path
        self._answers: dict[str, dict[str, Any]] = {}
        file = Path(path)
        if not file.is_file():
            raise HarnessError(f"scripted answers file {path} not found", "pass the path of a JSONL file")
        # split on "\n" only: splitlines() also breaks on U+2028/U+2029/U+0085, which JSON lines hold raw.
        for lineno, line in enumerate(file.read_text(encoding="utf-8").split("\n"), start=1):
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except ValueError as exc:
                raise HarnessError(
                    f"{path}:{lineno}: not valid JSON ({exc})", "fix or regenerate the file"
                ) from exc
            if entry.get("record") == "Answer":  # a harness answers.jsonl: replay the verbatim output
                entry = {
                    "question_id": entry.get("question_id"),
                    "text": entry.get("raw") or entry.get("text"),
                }
            qid = entry.get("question_id") if isinstance(entry, dict) else None
            if not isinstance(qid, str) or not isinstance(entry.get("text", entry.get("answer")), str):
                raise HarnessError(
                    f"{path}:{lineno}: each line needs a string question_id and text",
                    'write lines like {"question_id": "q-001", "text": "Final answer: ..."}',
                )
            if qid in self._answers:
                raise HarnessError(
                    f"{path}:{lineno}: question {qid} appears twice", "keep one answer per question"
                )
            self._answers[qid] = {k: v for k, v in entry.items() if k != "question_id"}

    def generate(self, request: GenerationRequest) -> GenerationOutput:
        entry = self._answers.get(request.question_id)
        if entry is None:
            raise LookupError(f"no scripted answer for question {request.question_id} in {self.path}")
        return coerce_output(entry)


@generator("extractive")
def extractive(min_coverage: float = 0.5) -> Extractive:
    """Answers from the best-matching retrieved sentence with its citation; refuses on weak matches."""
    return Extractive(min_coverage)


@generator("always-refuse")
def always_refuse() -> AlwaysRefuse:
    """Says a flat "I don't know." to every question."""
    return AlwaysRefuse()


@generator("overconfident")
def overconfident() -> Overconfident:
    """Never refuses; commits to an answer citing the top passage."""
    return Overconfident()


@generator("oracle")
def oracle() -> Oracle:
    """Answers from gold with gold citations and refuses where refusal is ideal (upper bound)."""
    return Oracle()


@generator("scripted")
def scripted(path: str) -> Scripted:
    """Replays answers from a JSONL file keyed by question_id."""
    return Scripted(path)
