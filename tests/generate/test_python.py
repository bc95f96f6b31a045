"""The python: adapter: callables and classes by import path, options, and bad targets."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core import registry
from harness.core.errors import HarnessError
from harness.core.records import RetrievedPassage
from harness.generate.base import GenerationRequest

REQUEST = GenerationRequest(
    "q-1",
    "Do obligations survive?",
    (RetrievedPassage("a:1", "a", "text", 1.0, 1),),
    ({"role": "user", "content": "q"},),
)


def test_a_function_by_dotted_path() -> None:
    gen, spec = registry.create("generator", "python:tests.generate.user_pipeline:answer")
    assert gen.generate(REQUEST).text == "Final answer: Yes [a:1]."
    assert spec.name == "python:tests.generate.user_pipeline:answer" and gen.wants_gold is False


def test_a_function_with_options_returning_a_dict() -> None:
    gen, spec = registry.create("generator", "python:tests.generate.user_pipeline:answer_dict", style="fancy")
    out = gen.generate(REQUEST)
    assert out.text == "Final answer: fancy" and out.passage_texts and spec.options == {"style": "fancy"}


def test_a_class_is_built_with_options_and_closed() -> None:
    gen, _ = registry.create(
        "generator", "python:tests.generate.user_pipeline:Pipeline", prefix="Final answer: p"
    )
    out = gen.generate(REQUEST)
    assert (
        out.text == "Final answer: p maybe"
        and out.citations == ("x:1",)
        and out.passage_ids == ("tiny-01:2",)
    )
    instance = gen._call.__self__
    gen.close()
    assert instance.closed


def test_a_file_path_target() -> None:
    path = Path(__file__).with_name("user_pipeline.py")
    gen, _ = registry.create("generator", f"python:{path}:answer")
    assert gen.generate(REQUEST).text.startswith("Final answer: Yes")


def test_a_wrong_return_type_is_an_error_at_call_time() -> None:
    gen, _ = registry.create("generator", "python:tests.generate.user_pipeline:CallablePipeline")
    with pytest.raises(TypeError, match="got int"):
        gen.generate(REQUEST)


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("tests.generate.user_pipeline", "has no ':'"),
        ("tests.generate.no_such_module:f", "cannot import"),
        ("tests.generate.user_pipeline:nope", "has no nope"),
        ("missing_file.py:f", "no file"),
    ],
)
def test_bad_targets_are_user_errors(target: str, message: str) -> None:
    with pytest.raises(HarnessError, match=message):
        registry.create("generator", f"python:{target}")


def test_bad_class_options_are_user_errors() -> None:
    with pytest.raises(HarnessError, match="bad options"):
        registry.create("generator", "python:tests.generate.user_pipeline:Pipeline", colour="red")
