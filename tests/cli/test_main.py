"""The ``harness`` shell: lazy commands, one-line errors with exit code 2."""

from __future__ import annotations

import pytest

from harness.cli.main import COMMANDS, cli, main


def test_every_listed_command_imports_as_a_click_command() -> None:
    for name in COMMANDS:
        assert cli.get_command(None, name) is not None, name  # type: ignore[arg-type]


def test_unknown_command_is_one_line_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["rnu"])
    err = capsys.readouterr().err
    assert info.value.code == 2
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err
