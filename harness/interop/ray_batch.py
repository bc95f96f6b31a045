"""The Ray Data batch recipe as code (``pip install "rubric-harness[ray]"``): ``requests.jsonl`` (the
OpenAI batch input ``harness export-requests`` writes) to ``results.jsonl`` (the batch output
``harness import-answers`` reads) through ``ray.data``.

The model step is pluggable. ``run_requests(requests, results, model)`` maps each request body
through ``model`` (a callable: chat-completion body -> reply text), a fake model in tests or any
client. ``run_requests_vllm(requests, results, model_source=...)`` builds Ray's vLLM processor
(``ray.data.llm.build_llm_processor`` with a ``vLLMEngineProcessorConfig``) for a GPU cluster, with
the same ``preprocess`` / ``postprocess`` as the README describes: the request's messages and
sampling parameters in, a ``chat.completion`` body with the generated text out. The dataset is
written with ``write_json`` and its files concatenated (in order) into ``results``.
"""

from __future__ import annotations

import importlib
import json
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError

RAY_EXTRA = 'install the Ray extra: pip install "rubric-harness[ray]"'
SAMPLING = ("temperature", "max_tokens", "seed", "top_p")
"""Body fields that are sampling parameters (vLLM's ``SamplingParams`` names them alike)."""
ModelStep = Callable[[dict[str, Any]], str]
"""A chat model as the recipe calls it: the request body -> the reply text."""


def preprocess(row: dict[str, Any]) -> dict[str, Any]:
    """A request line as the processor's input: its messages and sampling parameters."""
    body = row["body"]
    return {
        "custom_id": row["custom_id"],
        "model": body.get("model", ""),
        "messages": body["messages"],
        "sampling_params": {k: body[k] for k in SAMPLING if body.get(k) is not None},
    }


def postprocess(row: dict[str, Any]) -> dict[str, Any]:
    """The processor's output (``generated_text``) as a batch output line."""
    return {
        "id": f"ray-{row['custom_id']}",
        "custom_id": row["custom_id"],
        "response": {
            "status_code": 200,
            "request_id": f"ray-{row['custom_id']}",
            "body": {
                "id": f"chatcmpl-{row['custom_id']}",
                "object": "chat.completion",
                "model": row.get("model", ""),
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": row["generated_text"]},
                        "finish_reason": "stop",
                    }
                ],
            },
        },
        "error": None,
    }


def _ray_data() -> Any:
    try:
        import ray.data
    except ImportError as exc:
        raise HarnessError("the Ray recipe needs ray[data], which is not installed", RAY_EXTRA) from exc
    return ray.data


def _read(requests: Path) -> Any:
    if not requests.is_file() or not requests.stat().st_size:
        raise HarnessError(
            f"{requests}: no requests to answer", "run `harness export-requests RUN --out FILE` first"
        )
    return _ray_data().read_json(str(requests), lines=True)


def _write(dataset: Any, results: Path) -> int:
    """Write ``dataset`` with ``write_json`` and concatenate its files into ``results``; the line count."""
    parts = Path(tempfile.mkdtemp(prefix=".ray-results.", dir=results.parent if str(results.parent) else "."))
    try:
        dataset.write_json(str(parts))
        lines = [
            line
            for part in sorted(parts.glob("*.json*"))
            for line in part.read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
        # one output line per request, in a stable order (custom_id), as the importer accepts any order
        lines.sort(key=lambda line: str(json.loads(line)["custom_id"]))
        results.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
        return len(lines)
    finally:
        shutil.rmtree(parts, ignore_errors=True)


def run_requests(requests: Path | str, results: Path | str, model: ModelStep, *, concurrency: int = 1) -> int:
    """Answer ``requests`` into ``results`` through ``ray.data`` with ``model``; the number of lines."""
    dataset = _read(Path(requests))

    def answer(row: dict[str, Any]) -> dict[str, Any]:
        request = preprocess(row)
        return postprocess({**request, "generated_text": model(row["body"])})

    return _write(dataset.map(answer, concurrency=concurrency), Path(results))


def run_requests_vllm(
    requests: Path | str, results: Path | str, *, model_source: str, **engine: Any
) -> int:  # pragma: no cover - needs vLLM and a GPU
    """Answer ``requests`` with Ray's vLLM processor (``engine``: ``vLLMEngineProcessorConfig`` options)."""
    try:
        llm = importlib.import_module("ray.data.llm")
    except ImportError as exc:
        raise HarnessError("the vLLM recipe needs ray[data,llm] and vllm", RAY_EXTRA) from exc
    # Ray renamed build_llm_processor to build_processor; either builds the same processor.
    build = getattr(llm, "build_llm_processor", None) or llm.build_processor
    processor = build(
        llm.vLLMEngineProcessorConfig(model_source=model_source, **engine),
        preprocess=preprocess,
        postprocess=postprocess,
    )
    return _write(processor(_read(Path(requests))), Path(results))
