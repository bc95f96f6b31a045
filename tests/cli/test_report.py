"""``harness report``: model text reaches the terminal with escapes and controls made visible."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli.main import main
from tests.report.builders import BASE_ROWS, changed, make_run
from tests.report.render.helpers import ANSI_ANSWER


def test_report_cli_sanitizes_model_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = changed(
        BASE_ROWS,
        a1={
            "answer": {"text": ANSI_ANSWER},
            "grade": {"rationale": {"factuality": "\x1b[1mbold\x1b[0m claim"}},
        },
    )
    run = make_run(tmp_path / "run", rows)
    main(["report", str(run), "--question", "a1"])
    out = capsys.readouterr().out
    assert "answer: \\x1b[2J\\x1b[31mRED\\x1b[0m" in out and "U+202EevilU+202C" in out
    assert "\\x1b[1mbold\\x1b[0m claim" in out
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out
    assert "buckets: correct 5, wrong 3, unsupported 2, refused 6" in out
