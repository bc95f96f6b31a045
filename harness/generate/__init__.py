"""Generation: the ``Generator`` protocol, its adapters, prompts and the output contract."""

from __future__ import annotations

from harness.generate.base import (
    GenerationOutput,
    GenerationRequest,
    Generator,
    coerce_output,
    generator,
)
from harness.generate.prompting import PROMPT_NAMES, PromptTemplate, load_prompt
from harness.text.answer_format import PREFIX, contract_violations, parse_citations, strip_prefix

__all__ = [
    "PREFIX",
    "PROMPT_NAMES",
    "GenerationOutput",
    "GenerationRequest",
    "Generator",
    "PromptTemplate",
    "coerce_output",
    "contract_violations",
    "generator",
    "load_prompt",
    "parse_citations",
    "strip_prefix",
]
