"""The cmd: adapter: a long-lived JSON-lines subprocess, restarted after crashes and timeouts."""

from __future__ import annotations

import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.core import registry
from harness.core.errors import HarnessError
from harness.core.records import RetrievedPassage
from harness.generate.base import GenerationRequest
from harness.generate.command import CommandGenerator

SCRIPT = Path(__file__).with_name("pipeline_script.py")
PASSAGE = RetrievedPassage("nda-01:4", "nda-01", "Obligations survive; a line\nbreak and \u2028 too.", 9.0, 1)


def _request(question: str, qid: str = "q-1") -> GenerationRequest:
    return GenerationRequest(qid, question, (PASSAGE,), ({"role": "user", "content": question},))


@pytest.fixture()
def gen() -> Iterator[CommandGenerator]:
    command = f"{shlex.quote(sys.executable)} {shlex.quote(str(SCRIPT))}"
    generator, spec = registry.create("generator", f"cmd:{command}", timeout=2.0)
    assert spec.name.startswith("cmd:")
    yield generator
    generator.close()


def test_one_long_lived_process_answers_each_line(gen: CommandGenerator) -> None:
    first = gen.generate(_request("Do obligations survive?"))
    second = gen.generate(_request("And again?", qid="q-2"))
    assert first.text.startswith("Final answer: Yes [nda-01:4].") and first.passage_ids == ("nda-01:4",)
    pid = first.text.split("pid=")[1].split()[0]
    assert f"pid={pid} served=2" in second.text  # the same process served both


def test_error_reply_and_malformed_line_are_errors(gen: CommandGenerator) -> None:
    with pytest.raises(RuntimeError, match="model overloaded"):
        gen.generate(_request("please fail"))
    with pytest.raises(ValueError, match="not JSON"):
        gen.generate(_request("garble this"))
    assert gen.generate(_request("fine now?")).text.startswith("Final answer: Yes")


def test_crash_reports_stderr_and_the_next_call_restarts(gen: CommandGenerator) -> None:
    with pytest.raises(RuntimeError, match=r"exited before answering \(exit code 3\).*about to crash"):
        gen.generate(_request("crash now"))
    assert "served=1" in gen.generate(_request("back?")).text


def test_timeout_kills_and_restarts_the_process(gen: CommandGenerator) -> None:
    with pytest.raises(TimeoutError, match="within 2s"):
        gen.generate(_request("hang please"))
    assert "served=1" in gen.generate(_request("after the timeout")).text


def test_an_answer_for_another_question_is_refused(gen: CommandGenerator) -> None:
    with pytest.raises(ValueError, match="someone-else"):
        gen.generate(_request("wrongid"))


def test_text_never_reaches_a_shell(tmp_path: Path, gen: CommandGenerator) -> None:
    marker = tmp_path / "pwned"
    out = gen.generate(_request(f"$(touch {marker}); `touch {marker}` | touch {marker}"))
    assert out.text.startswith("Final answer:") and not marker.exists()


def test_bad_commands_are_user_errors(tmp_path: Path) -> None:
    with pytest.raises(HarnessError, match="cannot start command"):
        CommandGenerator(str(tmp_path / "no-such-program"))
    with pytest.raises(HarnessError, match="empty command"):
        CommandGenerator("   ")
    with pytest.raises(HarnessError, match="processes"):
        CommandGenerator("python", processes=0)
