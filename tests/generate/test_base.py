"""The generator request/output records and ``coerce_output`` (``harness.generate.base``)."""

from __future__ import annotations

from typing import Any

import pytest

from harness.generate.base import GenerationOutput, GenerationRequest, coerce_output


def test_request_prompt_flattens_the_messages() -> None:
    request = GenerationRequest(
        question_id="q1",
        question="Q?",
        passages=(),
        messages=({"role": "system", "content": "Rules."}, {"role": "user", "content": "Q?"}),
    )
    assert request.prompt == "Rules.\n\nQ?"
    assert (request.attempt, request.condition, request.gold, request.budget) == (1, "rag_always", None, None)


def test_coerce_output_passes_outputs_and_wraps_text() -> None:
    out = GenerationOutput(text="Yes [a:1].", citations=("a:1",))
    assert coerce_output(out) is out
    assert coerce_output("No.") == GenerationOutput(text="No.")


def test_coerce_output_reads_a_dict() -> None:
    got = coerce_output(
        {
            "answer": "Yes.",
            "citations": ["a:1"],
            "raw": "RAW",
            "passages": ["a:1", "a:2"],
            "passage_texts": ["text one"],
        }
    )
    assert got == GenerationOutput(
        text="Yes.", citations=("a:1",), raw="RAW", passage_ids=("a:1", "a:2"), passage_texts=("text one",)
    )
    # "text" wins over "answer"; a raw that is not a str is dropped
    assert coerce_output({"text": "T", "answer": "A", "raw": 3}) == GenerationOutput(text="T")


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"citations": ["a:1"]}, "output has no text"),
        ({"text": 5}, "output has no text"),
        ({"text": "T", "citations": "a:1"}, "citations must be a list of strings"),
        ({"text": "T", "passages": [1, 2]}, "passages must be a list of strings"),
        (42, "got int"),
        (None, "got NoneType"),
    ],
)
def test_coerce_output_rejects_other_shapes(value: Any, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        coerce_output(value)
