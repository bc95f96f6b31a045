"""The Ray Data recipe on a local Ray: export, ``run_requests`` with the fake model, import, until the
export is empty, gives the online run's answers, grades and report (as the local engine does in
``tests/run/test_batch.py``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.interop.ray_batch import postprocess, preprocess, run_requests
from harness.testing.batch_runner import fake_rag_model
from tests.interop.conftest import need
from tests.run.test_batch import _answers, _cli, _grades, _report, check_input_file, run_online

pytestmark = pytest.mark.slow


def fake_model(body: dict[str, Any]) -> str:
    """The fake chat model the online run talks to, as the recipe's model step."""
    return str(fake_rag_model(body).body["choices"][0]["message"]["content"])


@pytest.fixture(scope="module")
def local_ray() -> Any:
    ray = need("ray")
    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield ray
    ray.shutdown()


def test_the_ray_recipe_imports_like_the_online_run(local_ray: Any, tmp_path: Path) -> None:
    online = tmp_path / "online"
    base_url = run_online(online, "--no-progress")
    run = tmp_path / "batch"
    _cli(
        "run", "--generator", "openai:fake-model", "--base-url", base_url, "--out", str(run), "--prepare-only"
    )
    rounds = []
    for n in range(1, 4):
        requests, results = tmp_path / f"requests-{n}.jsonl", tmp_path / f"results-{n}.jsonl"
        _cli("export-requests", str(run), "--out", str(requests))
        lines = check_input_file(requests)
        rounds.append(len(lines))
        if not lines:
            break
        assert run_requests(requests, results, fake_model) == len(lines)
        _cli("import-answers", str(run), str(results))
    assert rounds[-1] == 0 and len(rounds) == 3  # prompts, the format retries, nothing left
    _cli("grade", str(run))
    assert _answers(run) == _answers(online)
    assert _grades(run) == _grades(online)
    assert _report(run) == _report(online)


def test_pre_and_postprocess_carry_the_request_through() -> None:
    row = {
        "custom_id": "q1|abc|1",
        "body": {"model": "m", "messages": [{"role": "user", "content": "hi"}], "temperature": 0, "seed": 7},
    }
    request = preprocess(row)
    assert (
        request["sampling_params"] == {"temperature": 0, "seed": 7}
        and request["messages"] == row["body"]["messages"]
    )
    line = postprocess({**request, "generated_text": "Final answer: yes [a:1]"})
    assert line["custom_id"] == "q1|abc|1" and line["error"] is None
    assert line["response"]["body"]["choices"][0]["message"]["content"] == "Final answer: yes [a:1]"
    json.dumps(line)  # a JSON line as written
