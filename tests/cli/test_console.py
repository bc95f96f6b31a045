"""The command's console: rich's highlighting from stored patterns, emoji codes printed verbatim."""

from __future__ import annotations

import io
import sys

import pytest
from rich.console import Console
from rich.highlighter import ReprHighlighter
from rich.text import Text

from harness.cli.console import StoredReprHighlighter, stderr_console

SAMPLES = [
    "answers: 130, generator errors: 0, mean refusal quality: 2.53",
    "run folder /tmp/runs/20261127-extractive: 130 answered now, 0 before; open /tmp/x/report.html",
    "warning: runs/a b/answers.jsonl ended in a torn line; that answer is redone",
    "Config(name='nda-mini', seed=13, ok=True, none=None, ratio=-0.5e3, items=[1, 2], id=0x1f)",
    "see https://example.org/a?b=1 and uuid 123e4567-e89b-12d3-a456-426614174000 at 12:30",
    "plain words only",
    "",
]


def _rendered(highlighter: ReprHighlighter, text: str) -> str:
    out = io.StringIO()
    console = Console(
        file=out, force_terminal=True, color_system="truecolor", width=200, highlighter=highlighter
    )
    console.print(text)
    return out.getvalue()


@pytest.mark.parametrize("text", SAMPLES)
def test_stored_highlighter_colours_exactly_as_richs(text: str) -> None:
    ours, theirs = Text(text), Text(text)
    StoredReprHighlighter().highlight(ours)
    ReprHighlighter().highlight(theirs)
    assert ours.spans == theirs.spans
    assert _rendered(StoredReprHighlighter(), text) == _rendered(ReprHighlighter(), text)


def test_some_sample_is_coloured_at_all() -> None:
    """The comparison above would pass with no highlighting on either side: the samples must hold
    something rich colours."""
    text = Text(SAMPLES[0])
    StoredReprHighlighter().highlight(text)
    assert text.spans


def test_stderr_console_prints_emoji_codes_verbatim(capsys: pytest.CaptureFixture[str]) -> None:
    console = stderr_console()
    assert console.file is sys.stderr
    console.print("folder :x: and :thumbs_up: kept")
    assert "folder :x: and :thumbs_up: kept" in capsys.readouterr().err


def test_stderr_console_passes_options() -> None:
    assert stderr_console(quiet=True).quiet
