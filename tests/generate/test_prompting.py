"""Prompt templates: built-ins render passages with ids; files override; hashes differ."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.core.records import RetrievedPassage
from harness.generate.prompting import PROMPT_NAMES, load_prompt
from harness.text.answer_format import bound, contract_violations, strip_prefix

PASSAGES = [
    RetrievedPassage("mini-03:7", "mini-03", "The obligations survive for five years.", 9.1, 1),
    RetrievedPassage("mini-03:9", "mini-03", "Notices go to the addresses {{ above }}.", 4.0, 2),
]


@pytest.mark.parametrize("name", PROMPT_NAMES)
def test_builtin_prompts_list_passages_with_ids_and_ask_for_citations(name: str) -> None:
    messages = load_prompt(name).render("Do obligations survive?", PASSAGES)
    assert [m["role"] for m in messages] == ["system", "user"]
    user = messages[-1]["content"]
    assert "[mini-03:7] The obligations survive for five years." in user
    assert "{{ above }}" in user  # passage text is data, never template source
    assert "Do obligations survive?" in user and "Final answer:" in user and "[mini-03:7]" in user


def test_licensed_prompt_licenses_refusal_and_unlicensed_does_not() -> None:
    licensed = load_prompt("licensed").render("q", PASSAGES)[-1]["content"]
    unlicensed = load_prompt("unlicensed").render("q", PASSAGES)[-1]["content"]
    assert "cannot answer" in licensed and "where to look" in licensed
    assert "cannot answer" not in unlicensed
    assert len({load_prompt(n).hash for n in PROMPT_NAMES}) == 3


def test_no_passages_says_so() -> None:
    user = load_prompt("default").render("q", [])[-1]["content"]
    assert "none were retrieved" in user


def test_user_template_file_without_blocks_and_with_include(tmp_path: Path) -> None:
    path = tmp_path / "mine.jinja"
    path.write_text('Q: {{ question }}\n{% include "_passages.jinja" %}\n', encoding="utf-8")
    prompt = load_prompt(str(path))
    messages = prompt.render("why?", PASSAGES)
    assert len(messages) == 1 and messages[0]["content"].startswith("Q: why?")
    assert "[mini-03:9]" in messages[0]["content"]
    path.write_text("Q2: {{ question }}", encoding="utf-8")
    assert load_prompt(str(path)).hash != prompt.hash


def test_unknown_prompt_and_bad_template_are_user_errors(tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="no prompt"):
        load_prompt("verbose")
    bad = tmp_path / "bad.jinja"
    bad.write_text("{{ missing_variable }}", encoding="utf-8")
    with pytest.raises(HarnessError, match="missing_variable"):
        load_prompt(str(bad)).render("q", [])


@pytest.mark.parametrize(
    ("raw", "violations", "text"),
    [
        ("Final answer: Yes [a:1].", (), "Yes [a:1]."),
        ("  final answer:  No.", (), "No."),
        ("Yes [a:1].", ("does not begin with 'Final answer:'",), "Yes [a:1]."),
        ("Final answer:   ", ("nothing after 'Final answer:'",), ""),
        ("", ("empty output",), ""),
    ],
)
def test_output_contract(raw: str, violations: tuple[str, ...], text: str) -> None:
    assert contract_violations(raw) == violations
    assert strip_prefix(raw) == text


def test_bound_cuts_huge_outputs() -> None:
    assert bound("x" * 10, limit=4) == ("xxxx", True)
    assert bound("xy", limit=4) == ("xy", False)
