"""``harness questions show``: a seeded sample per stratum, with or without the gold passages' text."""

from __future__ import annotations

import pytest

from harness.cli.main import main
from harness.core.records import STRATA
from harness.questions import read_question_set
from tests.questions.test_show import PROTOCOL


def test_cli_show_sample_with_evidence(capsys: pytest.CaptureFixture[str]) -> None:
    main(["questions", "show", str(PROTOCOL), "--sample", "2", "--evidence"])
    out = capsys.readouterr().out
    for stratum in STRATA:
        total = read_question_set(PROTOCOL).header.counts[stratum]
        assert f"== {stratum}: 2 of {total} ==" in out
    assert "expected: answer 'yes', citing gold evidence" in out or "expected: answer 'no'" in out
    assert "evidence mini-" in out
    main(["questions", "show", str(PROTOCOL), "--sample", "1", "--stratum", "unanswerable"])
    out = capsys.readouterr().out
    assert "== unanswerable: 1 of 10 ==" in out and "== answerable" not in out and "evidence mini-" not in out
