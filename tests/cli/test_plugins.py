"""``harness plugins --json``: every built-in corpus, generator and grader, each with a summary."""

from __future__ import annotations

import json

import pytest

from harness.cli.main import main


def test_plugins_lists_the_built_ins(capsys: pytest.CaptureFixture[str]) -> None:
    main(["plugins", "--json"])
    listing = json.loads(capsys.readouterr().out)
    assert {"contractnli", "govreport", "nda-mini"} <= set(listing["corpus"])
    assert {"extractive", "always-refuse", "overconfident", "oracle", "scripted"} <= set(listing["generator"])
    assert {"python:TARGET", "cmd:TARGET", "openai:TARGET"} <= set(listing["generator"])
    assert {"reference", "heuristic", "llm"} <= set(listing["grader"])
    assert all(listing["grader"].values()), "every plug-in has a one-line summary"
