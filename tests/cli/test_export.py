"""``harness export``: the thin shell over ``harness.interop`` (exports are tested in tests/interop)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.reliability.helpers import cli


def test_a_missing_source_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result = cli(["export", str(tmp_path / "nothing"), "--to", "hf", str(tmp_path / "out")], capsys)
    assert result.code == 2 and result.err.startswith("error: ") and "no such run folder" in result.err
    assert "Traceback" not in result.err


def test_the_target_is_required(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    result = cli(["export", str(tmp_path), str(tmp_path / "out")], capsys)
    assert result.code == 2 and "--to" in result.err
