"""The LLM judge's rubric prompt, its JSON answer schema, and the reply parser/validator.

The judge reads the question, the retrieval set (passages with ids), the answer and its cited
ids, and optionally the gold reference; it answers one JSON object (``JUDGE_SCHEMA``). A reply
is valid when it parses as JSON (a ```json fence is tolerated) and satisfies the schema
(checked with ``jsonschema`` when installed, else by the small validator here), and a
``refused`` verdict carries a ``refusal_quality``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from harness.core.records import FACTUALITY_BUCKETS, Answer, Question

PROMPT_VERSION = "judge-v1"

RUBRIC = """You grade one answer of a retrieval-augmented question-answering system on five axes.

Criteria
1. factuality, exactly one of:
   - "refused": the answer declines and commits to no answer.
   - "correct": it commits to the right answer AND a passage it cites, read alone, supports it.
     Correcting a false premise of the question (wrong party, date or topic) while citing the
     passage that shows the premise is false is also correct.
   - "wrong": it commits to an answer that contradicts the passages or the reference, or it
     commits to an answer where none exists (the passages and reference are silent).
   - "unsupported": it commits to the right answer but no cited passage supports it (nothing
     cited, or the cited passages do not state it), or no answer can be read from it.
2. citation_support: for every cited passage id, true when that passage alone supports the
   claim it is attached to, false otherwise.
3. refusal_quality (refusals only, else null): +1 if it explains why (no evidence for the
   specific point, nothing retrieved, out of scope); +1 if it offers a next step (names the
   closest passages, where to look, or how to narrow the question); +1 more if it does both
   without false urgency or alarm. A flat "I don't know" is 0.
4. extra_claim_count: the number of sentences that assert a fact and carry no citation.
   Sentences of a refusal that only explain or point elsewhere are not claims.

Evaluation steps
1. Read the question and, if given, the reference answer and gold evidence ids.
2. Read each retrieved passage; note which ones bear on the question.
3. Decide whether the answer declines. If it does, score refusal_quality and stop judging
   correctness.
4. Otherwise find the answer it commits to, compare it with the passages (and reference),
   and check each cited passage on its own.
5. Count the uncited factual sentences.
6. Write one short sentence of rationale per axis.

Reply with ONLY one JSON object, no prose, of this form:
{"factuality": "correct|wrong|unsupported|refused",
 "citation_support": {"<cited id>": true|false, ...},
 "refusal_quality": 0|1|2|3|null,
 "extra_claim_count": <integer >= 0>,
 "rationale": {"factuality": "...", "citation_supports": "...", "refusal_quality": "...",
               "extra_claim_count": "..."}__POLICY_FIELDS__}
"""

POLICY_FIELDS = """,
 "correctness": <0..1, agreement of the answer with the reference answer>,
 "relevancy": <0..1, how directly the answer addresses the question>"""

CORRECTION = (
    "Your reply was not a valid JSON object of the required form ({problem}). "
    "Reply again with ONLY the JSON object."
)


def judge_schema(policy: bool) -> dict[str, Any]:
    """The JSON schema of a judge reply; the policy adds correctness and relevancy."""
    required = ["factuality", "citation_support", "refusal_quality", "extra_claim_count", "rationale"]
    properties: dict[str, Any] = {
        "factuality": {"type": "string", "enum": list(FACTUALITY_BUCKETS)},
        "citation_support": {"type": "object", "additionalProperties": {"type": "boolean"}},
        "refusal_quality": {"type": ["integer", "null"], "minimum": 0, "maximum": 3},
        "extra_claim_count": {"type": "integer", "minimum": 0},
        "rationale": {"type": "object", "additionalProperties": {"type": "string"}},
        "correctness": {"type": "number", "minimum": 0, "maximum": 1},
        "relevancy": {"type": "number", "minimum": 0, "maximum": 1},
    }
    if policy:
        required += ["correctness", "relevancy"]
    return {"type": "object", "required": required, "properties": properties, "additionalProperties": False}


def build_messages(
    question: Question, answer: Answer, cited: Sequence[str], *, reference: bool, policy: bool
) -> list[dict[str, str]]:
    """System rubric + one user message holding everything the judge needs."""
    system = RUBRIC.replace("__POLICY_FIELDS__", POLICY_FIELDS if policy else "")
    lines = [f"Question: {question.text}"]
    if reference:
        gold = (
            question.gold_answer
            if question.gold_answer.strip().lower() != "none"
            else "none (no answer exists)"
        )
        lines.append(f"Reference answer: {gold}")
        lines.append(f"Gold evidence ids: {', '.join(question.gold_evidence) or 'none'}")
        if question.perturbation is not None:
            p = question.perturbation
            lines.append(
                f"False premise: the question uses {p.replacement!r}; the document says {p.original!r}."
            )
    lines.append("Retrieved passages:")
    lines += [f"[{p.passage_id}] {p.text}" for p in answer.retrieved] or ["(none: nothing was retrieved)"]
    lines.append(f"Answer:\n{answer.text}")
    lines.append(f"Cited ids: {', '.join(cited) or 'none'}")
    return [{"role": "system", "content": system}, {"role": "user", "content": "\n".join(lines)}]


_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.S | re.I)


def _type_ok(value: Any, kind: str | list[str]) -> bool:
    kinds = [kind] if isinstance(kind, str) else kind
    checks = {
        "object": lambda v: isinstance(v, dict),
        "string": lambda v: isinstance(v, str),
        "boolean": lambda v: isinstance(v, bool),
        "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
        "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
        "null": lambda v: v is None,
    }
    return any(checks[k](value) for k in kinds)


def _small_validate(obj: Any, schema: dict[str, Any], where: str = "reply") -> list[str]:
    """The subset of JSON Schema that ``judge_schema`` uses (type, enum, min/max, required, properties)."""
    if "type" in schema and not _type_ok(obj, schema["type"]):
        return [f"{where}: expected {schema['type']}"]
    if "enum" in schema and obj not in schema["enum"]:
        return [f"{where}: {obj!r} is not one of {schema['enum']}"]
    problems: list[str] = []
    if isinstance(obj, (int, float)) and not isinstance(obj, bool):
        if "minimum" in schema and obj < schema["minimum"]:
            problems.append(f"{where}: {obj} < {schema['minimum']}")
        if "maximum" in schema and obj > schema["maximum"]:
            problems.append(f"{where}: {obj} > {schema['maximum']}")
    if isinstance(obj, dict):
        props = schema.get("properties", {})
        problems += [f"{where}: missing {k!r}" for k in schema.get("required", []) if k not in obj]
        extra = schema.get("additionalProperties", True)
        for key, value in obj.items():
            if key in props:
                problems += _small_validate(value, props[key], f"{where}.{key}")
            elif extra is False:
                problems.append(f"{where}: unexpected {key!r}")
            elif isinstance(extra, dict):
                problems += _small_validate(value, extra, f"{where}.{key}")
    return problems


def validate(obj: Any, schema: dict[str, Any]) -> list[str]:
    """Schema problems of ``obj`` (empty when valid): jsonschema when installed, else the small validator."""
    try:
        import jsonschema
    except ImportError:
        return _small_validate(obj, schema)
    validator = jsonschema.Draft202012Validator(schema)
    return [
        f"reply{''.join(f'.{p}' for p in e.absolute_path)}: {e.message}" for e in validator.iter_errors(obj)
    ]


def parse_reply(text: str, policy: bool) -> tuple[dict[str, Any] | None, str]:
    """(the judge's JSON object, "") when valid, else (None, what is wrong)."""
    fenced = _FENCE.match(text)
    body = fenced.group(1) if fenced else text.strip()
    try:
        obj = json.loads(body)
    except ValueError as exc:
        return None, f"not JSON: {exc}"
    problems = validate(obj, judge_schema(policy))
    if not problems and obj["factuality"] == "refused" and obj["refusal_quality"] is None:
        problems = ["a refused verdict needs refusal_quality 0-3"]
    if problems:
        return None, "; ".join(problems[:3])
    return obj, ""
