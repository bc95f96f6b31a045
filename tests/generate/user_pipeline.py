"""User pipelines as Python (used by test_python.py): a function, a class, a class with options."""

from __future__ import annotations

from typing import Any

from harness.generate.base import GenerationRequest


def answer(request: GenerationRequest) -> str:
    return (
        f"Final answer: Yes [{request.passages[0].passage_id}]." if request.passages else "Final answer: No."
    )


def answer_dict(request: GenerationRequest, style: str = "plain") -> dict[str, Any]:
    return {
        "text": f"Final answer: {style}",
        "passage_texts": ["The Recipient shall return or destroy all Confidential Information upon request."],
    }


class Pipeline:
    def __init__(self, prefix: str = "Final answer:") -> None:
        self.prefix = prefix
        self.closed = False

    def generate(self, request: GenerationRequest) -> dict[str, Any]:
        return {"text": f"{self.prefix} maybe", "citations": ["x:1"], "passages": ["tiny-01:2"]}

    def close(self) -> None:
        self.closed = True


class CallablePipeline:
    def __call__(self, request: GenerationRequest) -> int:
        return 42  # not an allowed return type
