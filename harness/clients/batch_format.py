"""The OpenAI batch file format, read and written in one place (hosted Batch APIs, vLLM ``run_batch``).

An input line is ``{"custom_id", "method": "POST", "url": "/v1/chat/completions", "body"}``,
the body being the chat request sent online. An output line is ``{"id", "custom_id",
"response": {"status_code", "request_id", "body"} | null, "error": {"code", "message"} | null}``.
Our ``custom_id`` is ``<question id>|<prompt hash>|<attempt>``: the prompt hash (16 hex digits
of the sha256 of the request's messages) lets an import check that a reply answers the prompt
this run would send, and the attempt tells a first answer from its output-contract retry.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.io import write_text_atomic

BATCH_METHOD = "POST"
BATCH_URL = "/v1/chat/completions"
HASH_CHARS = 16
MAX_SHOWN = 200


def prompt_hash(messages: Sequence[Mapping[str, str]]) -> str:
    """16 hex digits of the sha256 of the messages as canonical JSON."""
    blob = json.dumps([dict(m) for m in messages], sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:HASH_CHARS]


@dataclass(frozen=True)
class RequestKey:
    """What a ``custom_id`` carries."""

    question_id: str
    prompt_hash: str
    attempt: int

    @property
    def custom_id(self) -> str:
        return f"{self.question_id}|{self.prompt_hash}|{self.attempt}"


def parse_custom_id(custom_id: str, where: str) -> RequestKey:
    """The key in ``custom_id`` (question ids may themselves hold ``|``)."""
    parts = custom_id.rsplit("|", 2)
    if len(parts) != 3 or not parts[2].isdigit() or len(parts[1]) != HASH_CHARS:
        raise HarnessError(
            f"{where}: custom_id {custom_id[:MAX_SHOWN]!r} was not written by `harness export-requests`",
            "import the results of a file this harness exported, unchanged",
        )
    return RequestKey(parts[0], parts[1], int(parts[2]))


def request_line(key: RequestKey, body: Mapping[str, Any]) -> str:
    """One input line (no newline)."""
    line = {"custom_id": key.custom_id, "method": BATCH_METHOD, "url": BATCH_URL, "body": dict(body)}
    return json.dumps(line, ensure_ascii=False)


def write_requests(path: Path | str, lines: Iterable[str]) -> int:
    """Write the input file atomically (UTF-8, one request per line, ``\\n`` after each); its line count."""
    text = "".join(f"{line}\n" for line in lines)
    write_text_atomic(Path(path), text)
    return text.count("\n")


@dataclass(frozen=True)
class BatchResult:
    """One output line: the reply text, or why there is none."""

    key: RequestKey
    text: str | None
    error: str | None


def _reply(line: Mapping[str, Any]) -> tuple[str | None, str | None]:
    error = line.get("error")
    response = line.get("response")
    if error:
        message = error.get("message", error) if isinstance(error, Mapping) else error
        code = error.get("code") if isinstance(error, Mapping) else None
        return None, f"batch error{f' {code}' if code else ''}: {str(message)[:MAX_SHOWN]}"
    if not isinstance(response, Mapping):
        return None, "batch line has neither a response nor an error"
    status, body = response.get("status_code"), response.get("body")
    if status != 200:
        return None, f"HTTP {status}: {json.dumps(body)[:MAX_SHOWN]}"
    try:
        content = body["choices"][0]["message"]["content"]  # type: ignore[index]
    except (KeyError, IndexError, TypeError):
        return None, f"reply has no choices[0].message.content: {json.dumps(body)[:MAX_SHOWN]}"
    if content is not None and not isinstance(content, str):
        return None, "choices[0].message.content is not text"
    return content or "", None


def read_results(path: Path | str) -> list[BatchResult]:
    """Every output line of a batch results file; a malformed line is one clear error."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise HarnessError(f"cannot read {path}: {exc.strerror}", "pass the batch output file") from exc
    results: list[BatchResult] = []
    seen: set[str] = set()
    for number, line in enumerate(raw.decode("utf-8", "replace").splitlines(), start=1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        try:
            data = json.loads(line)
        except ValueError:
            raise HarnessError(f"{where} is not JSON", "pass the batch output file unchanged") from None
        if not isinstance(data, dict) or not isinstance(data.get("custom_id"), str):
            raise HarnessError(f"{where} has no custom_id", "pass a batch output file (one object per line)")
        if data["custom_id"] in seen:
            raise HarnessError(
                f"{where}: custom_id {data['custom_id']!r} appears twice", "pass each result once"
            )
        seen.add(data["custom_id"])
        text, error = _reply(data)
        results.append(BatchResult(parse_custom_id(data["custom_id"], where), text, error))
    return results
