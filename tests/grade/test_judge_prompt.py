"""The judge's prompt, schema and reply parser (``harness.grade.judge_prompt``)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from harness.grade.judge_prompt import (
    POLICY_FIELDS,
    _small_validate,
    build_messages,
    judge_schema,
    parse_reply,
    validate,
)
from tests.grade.helpers import VALID, answer, question


def test_refusal_verdict_needs_quality() -> None:
    refused = {**VALID, "factuality": "refused", "refusal_quality": None}
    assert parse_reply(json.dumps(refused), policy=False)[1] == "a refused verdict needs refusal_quality 0-3"
    fenced = "```json\n" + json.dumps({**refused, "refusal_quality": 2}) + "\n```"
    assert parse_reply(fenced, policy=False)[0] is not None


@pytest.mark.parametrize(
    "obj",
    [
        VALID,
        {**VALID, "factuality": "great"},
        {**VALID, "refusal_quality": 4},
        {**VALID, "extra_claim_count": -1},
        {**VALID, "citation_support": {"x:1": "yes"}},
        {k: v for k, v in VALID.items() if k != "rationale"},
        {**VALID, "bonus": 1},
        {**VALID, "extra_claim_count": True},
    ],
)
def test_small_validator_agrees_with_jsonschema(obj: dict[str, Any]) -> None:
    schema = judge_schema(policy=False)
    assert bool(_small_validate(obj, schema)) == bool(validate(obj, schema))


def test_parse_reply_rejects_prose_and_reports_schema_problems() -> None:
    obj, problem = parse_reply("The answer is correct.", policy=False)
    assert obj is None and problem.startswith("not JSON")
    obj, problem = parse_reply(json.dumps({**VALID, "factuality": "great"}), policy=False)
    assert obj is None and "factuality" in problem
    assert parse_reply(json.dumps(VALID), policy=False) == (VALID, "")


def test_policy_schema_requires_correctness_and_relevancy() -> None:
    assert {"correctness", "relevancy"} <= set(judge_schema(policy=True)["required"])
    assert not {"correctness", "relevancy"} & set(judge_schema(policy=False)["required"])
    with_policy = {**VALID, "correctness": 0.5, "relevancy": 1.0}
    assert validate(with_policy, judge_schema(policy=True)) == []
    assert validate({**with_policy, "relevancy": 1.5}, judge_schema(policy=True))


def test_build_messages_shows_reference_only_when_asked() -> None:
    q = question()
    a = answer("Yes [mini-01:1].", citations=("mini-01:1",))
    system, user = build_messages(q, a, ["mini-01:1"], reference=False, policy=False)
    assert system["role"] == "system" and user["role"] == "user"
    assert "__POLICY_FIELDS__" not in system["content"] and POLICY_FIELDS not in system["content"]
    assert "Reference answer" not in user["content"]
    assert f"Question: {q.text}" in user["content"]
    assert all(f"[{p.passage_id}] {p.text}" in user["content"] for p in a.retrieved)
    assert "Cited ids: mini-01:1" in user["content"]
    _, with_ref = build_messages(q, a, [], reference=True, policy=True)
    assert (
        "Reference answer: yes" in with_ref["content"]
        and "Gold evidence ids: mini-01:1" in with_ref["content"]
    )
    assert "Cited ids: none" in with_ref["content"]
    system_policy, _ = build_messages(q, a, [], reference=True, policy=True)
    assert POLICY_FIELDS in system_policy["content"]


def test_build_messages_no_answer_reference_and_empty_retrieval() -> None:
    q = question(stratum="not_mentioned", gold="none", evidence=())
    a = answer("I cannot tell.", retrieved_ids=())
    _, user = build_messages(q, a, [], reference=True, policy=False)
    assert "Reference answer: none (no answer exists)" in user["content"]
    assert "Gold evidence ids: none" in user["content"]
    assert "(none: nothing was retrieved)" in user["content"]


@pytest.mark.parametrize("value", [None, 0, 3])
def test_refusal_quality_bounds(value: Any) -> None:
    assert _small_validate({**VALID, "refusal_quality": value}, judge_schema(policy=False)) == []
