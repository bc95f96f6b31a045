"""Shared pieces of the reliability tests: the CLI under test, folder snapshots, fault generators.

The tiny corpus, question sets and counting generator come from ``tests.run.helpers`` (importing
it also registers the ``tiny-test`` corpus the CLI tests load).
"""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from harness.cli.main import main
from harness.core.records import Answer, Grade, Question
from harness.core.registry import register
from harness.corpus.base import Corpus
from harness.generate.base import GenerationRequest
from tests.run.helpers import CountingGenerator, tiny_corpus, tiny_question_set

__all__ = ["CliResult", "assert_one_line_error", "cli", "snapshot", "tiny_corpus", "tiny_question_set"]


@dataclass(frozen=True)
class CliResult:
    code: int
    out: str
    err: str


def cli(argv: Sequence[str], capsys: pytest.CaptureFixture[str]) -> CliResult:
    """Run ``harness ARGV`` through the real entry point; exit code, stdout and stderr."""
    capsys.readouterr()
    try:
        main(list(argv))
        code = 0
    except SystemExit as exc:
        code = int(exc.code) if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    out = capsys.readouterr()
    return CliResult(code, out.out, out.err)


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` (relative path -> bytes)."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def assert_untouched(before: dict[str, bytes], root: Path) -> None:
    """No file of ``before`` was deleted or changed (new files are allowed, e.g. caches)."""
    after = snapshot(root)
    missing = sorted(set(before) - set(after))
    changed = sorted(k for k in before if k in after and after[k] != before[k])
    assert not missing and not changed, f"deleted {missing}, changed {changed}"


def assert_one_line_error(result: CliResult, *fragments: str) -> None:
    assert result.code == 2, result
    assert "Traceback" not in result.err and "Traceback" not in result.out
    lines = result.err.strip().splitlines()
    assert len(lines) == 1, result.err
    line = lines[0]
    assert line.startswith("error: "), line
    # A HarnessError carries its fix; a click usage error points at the command's --help.
    assert " -- fix: " in line or "--help" in line, line
    for fragment in fragments:
        assert fragment in line, (fragment, line)


# --------------------------------------------------------------------------- fault generators

HANG_S = 3.0
"""How long the hanging generator sleeps (the runs under test time out far sooner)."""

FAULTS: dict[str, str] = {
    "q-01": "raise",
    "q-02": "hang",
    "q-03": "not-a-string",
    "q-04": "dict-without-text",
    "q-006": "bad-format-twice",
    "q-007": "megabytes",
}
"""Question id -> the fault the chaos generator plays; other questions get a good answer."""
ERROR_FAULTS = ("raise", "hang", "not-a-string", "dict-without-text")
"""The faults that leave an answer without text, recorded on ``Answer.error``."""


def chaos(request: GenerationRequest) -> Any:
    """A user pipeline that fails in every way a pipeline can, one way per question."""
    fault = FAULTS.get(request.question_id)
    cite = f" [{request.passages[0].passage_id}]" if request.passages else ""
    if fault == "raise":
        raise RuntimeError("pipeline exploded")
    if fault == "hang":
        time.sleep(HANG_S)
    if fault == "not-a-string":
        return 42
    if fault == "dict-without-text":
        return {"answer_text": "Yes"}
    if fault == "bad-format-twice":
        return "I think yes" + cite
    if fault == "megabytes":
        return "Final answer: Yes" + cite + " " + "lorem ipsum " * 300_000  # ~3.6 MB
    return "Final answer: Yes" + cite + "."


def hostile(request: GenerationRequest) -> Any:
    """Model output with HTML/JS, terminal escapes, a path as a citation and shell syntax."""
    return (
        "Final answer: Yes <script>alert('xss')</script><img src=x onerror=alert(1)> "
        "\x1b[31mRED\x1b[0m\x1b]0;owned-title\x07\x1b[2J [../../etc/passwd] "
        "$(touch PWNED) `touch PWNED` [tiny-01:2]."
    )


@register("corpus", "tiny")
def tiny_by_its_own_name(data_dir: str | None = None, split: str | None = None) -> Corpus:
    """The tiny test corpus under the name its manifests record (for ``harness grade`` / ``label``)."""
    return tiny_corpus()


# --------------------------------------------------------------------------- test graders


def _grade(question: Question, grader: str, rationale: str = "fixed") -> Grade:
    return Grade(
        question_id=question.id,
        grader=grader,
        factuality="correct",
        citation_exists=None,
        citation_supports=None,
        refusal_quality=None,
        extra_claim_count=0,
        rationale={"factuality": rationale},
    )


class FixedGrader:
    """Grades every answer ``correct``: a stand-in that costs nothing."""

    def __init__(self, name: str, rationale_chars: int = 10) -> None:
        self.name = name
        self.rationale = "r" * rationale_chars

    def grade(self, pairs: Sequence[tuple[Question, Answer]], corpus: Corpus) -> list[Grade]:
        return [_grade(q, self.name, self.rationale) for q, _a in pairs]


@register("grader", "fixed-test")
def fixed_test() -> FixedGrader:
    """Every answer correct (reliability tests)."""
    return FixedGrader("fixed-test")


@register("grader", "bulky-test")
def bulky_test() -> FixedGrader:
    """Every answer correct with a 100 kB rationale, so writing grades takes a while (kill tests)."""
    return FixedGrader("bulky-test", rationale_chars=100_000)


GATE_ENV = "HARNESS_TEST_GATE_FILE"


class GatedGenerator:
    """Records each call like ``CountingGenerator``, then answers only once $HARNESS_TEST_GATE_FILE
    exists: a test decides exactly how long a run keeps its folder (lock tests)."""

    name = "gated"

    def __init__(self) -> None:
        self.counting = CountingGenerator()
        self.gate = Path(os.environ[GATE_ENV])

    def generate(self, request: GenerationRequest) -> Any:
        deadline = time.monotonic() + 120
        while not self.gate.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        return self.counting.generate(request)
