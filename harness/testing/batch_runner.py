"""A local batch engine and two deterministic fake chat models, for tests, notebooks and workshops.

``run_batch(requests, results, responder)`` answers an OpenAI batch input file the way a
hosted Batch API or vLLM's ``run_batch`` does, line by line, through the same ``responder``
a :class:`~harness.testing.fake_openai.FakeOpenAIServer` serves online; so one fake model
gives the online run and the batch run, and their records can be compared.

``fake_rag_model`` answers an answer prompt from its first passage (a reply without the
``Final answer:`` prefix when nothing was retrieved, then a proper one on the correction);
``fake_judge_model`` judges an answer prompt with valid JSON (a non-JSON first reply for
answers that cite nothing, then valid JSON on the correction).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from harness.clients.batch_format import BATCH_METHOD, BATCH_URL
from harness.testing.fake_openai import FakeReply, Responder, chat_completion_body

_PASSAGE = re.compile(r"^\[([^\]\n]+)\] (.+)$", re.M)


def _last_user(body: Mapping[str, Any]) -> str:
    users = [m["content"] for m in body.get("messages", []) if m.get("role") == "user"]
    return str(users[-1]) if users else ""


def fake_rag_model(body: dict[str, Any]) -> FakeReply:
    """A deterministic answerer (see the module docstring)."""
    user = _last_user(body)
    model = str(body.get("model", "fake-model"))
    if user.startswith("Your reply broke the required format"):
        text = "Final answer: None of the passages answers this, so I cannot say; try a narrower question."
    else:
        found = _PASSAGE.search(user)
        if found is None:
            text = "Nothing was retrieved for this question, so I cannot answer it."  # breaks the contract
        else:
            pid, passage = found.groups()
            text = f"Final answer: {passage.strip()} [{pid}]"
    return FakeReply(200, chat_completion_body(text, model))


def fake_judge_model(body: dict[str, Any]) -> FakeReply:
    """A deterministic judge: cited answers are correct, uncited ones refused (quality 1)."""
    user = _last_user(body)
    model = str(body.get("model", "fake-judge"))
    if user.startswith("Your reply was not a valid JSON object"):
        cited: list[str] = []
    else:
        line = next((x for x in user.splitlines() if x.startswith("Cited ids: ")), "Cited ids: none")
        cited = [] if line.endswith("none") else line[len("Cited ids: ") :].split(", ")
        if not cited:
            return FakeReply(
                200, chat_completion_body("The answer declines; I would call it refused.", model)
            )
    reply: dict[str, Any] = {
        "factuality": "correct" if cited else "refused",
        "citation_support": {c: True for c in cited},
        "refusal_quality": None if cited else 1,
        "extra_claim_count": 0,
        "rationale": {"factuality": "fake judge", "citation_supports": "fake judge"},
    }
    if any('"correctness"' in str(m.get("content")) for m in body.get("messages", [])):
        reply.update(correctness=1.0 if cited else 0.0, relevancy=1.0)  # the policy's two scores
    return FakeReply(200, chat_completion_body(json.dumps(reply), model))


def run_batch(requests: Path | str, results: Path | str, responder: Responder) -> int:
    """Answer every line of the input file ``requests`` into the output file ``results``; the count.

    Each input line must be an object with exactly ``custom_id`` (unique), ``method`` POST,
    ``url`` /v1/chat/completions and ``body``; anything else raises ``ValueError``, as an
    engine rejects a malformed file.
    """
    out: list[str] = []
    seen: set[str] = set()
    for number, line in enumerate(Path(requests).read_text(encoding="utf-8").splitlines(), start=1):
        request = json.loads(line)
        if set(request) != {"custom_id", "method", "url", "body"}:
            raise ValueError(f"line {number}: keys {sorted(request)}")
        if request["method"] != BATCH_METHOD or request["url"] != BATCH_URL:
            raise ValueError(f"line {number}: {request['method']} {request['url']}")
        if request["custom_id"] in seen:
            raise ValueError(f"line {number}: custom_id {request['custom_id']} repeated")
        seen.add(request["custom_id"])
        reply = responder(request["body"])
        out.append(
            json.dumps(
                {
                    "id": f"batch_req_{number}",
                    "custom_id": request["custom_id"],
                    "response": {
                        "status_code": reply.status,
                        "request_id": f"req_{number}",
                        "body": reply.body,
                    },
                    "error": None,  # an HTTP failure is a response with its status, as OpenAI writes it
                }
            )
        )
    Path(results).write_text("".join(f"{line}\n" for line in out), encoding="utf-8")
    return len(out)
