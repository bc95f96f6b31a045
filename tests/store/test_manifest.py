"""store/manifest.py: manifest options, and which fields make two runs the same run."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import harness.generate.openai  # noqa: F401  (registers the generator and its pace options)
from harness.core.errors import HarnessError
from harness.core.records import PluginSpec, RetrievalSettings, RunManifest
from harness.store.manifest import check_resumable, identity_differences, identity_options, plugin_options

BASE = RunManifest(
    harness_version="1.0.0",
    created_at="2026-01-01T00:00:00+00:00",
    corpus="contractnli",
    corpus_fingerprint="f" * 64,
    question_set_hash="q" * 64,
    seed=7,
    generator=PluginSpec("generator", "openai:m-1", {"temperature": 0.0, "timeout": 30, "concurrency": 4}),
    condition="rag_always",
    prompt="default",
    prompt_hash="p" * 64,
    retrieval=RetrievalSettings(),
)


def test_plugin_options_keep_scalars_and_refuse_the_rest() -> None:
    assert plugin_options({"model": "m", "n": 2, "t": 0.5, "flag": True, "none": None}) == {
        "model": "m",
        "n": 2,
        "t": 0.5,
        "flag": True,
        "none": None,
    }
    with pytest.raises(HarnessError, match="option stop=\\['x'\\] is not a string"):
        plugin_options({"stop": ["x"]})


def test_pace_options_are_not_part_of_a_runs_identity() -> None:
    assert identity_options(BASE.generator) == {"temperature": 0.0}
    faster = replace(
        BASE, generator=PluginSpec("generator", "openai:m-1", {"temperature": 0.0, "timeout": 5})
    )
    assert identity_differences(BASE, faster) == []
    check_resumable(BASE, faster, Path("run"))


def test_identity_differences_name_each_differing_field() -> None:
    other = replace(
        BASE,
        generator=PluginSpec("generator", "openai:m-1", {"temperature": 0.7}),
        condition="rag_gated",
        gate_threshold=0.4,
        created_at="2026-02-02T00:00:00+00:00",
    )
    differences = identity_differences(BASE, other)
    assert [d.split(":", 1)[0] for d in differences] == ["generator", "condition"]
    assert "condition: rag_always vs rag_gated gate 0.4" in differences
    assert identity_differences(BASE, other, ignore=frozenset({"generator", "condition"})) == []


def test_check_resumable_names_every_differing_field() -> None:
    other = replace(BASE, seed=8, prompt="licensed", prompt_hash="r" * 64)
    with pytest.raises(HarnessError, match="run holds a different run") as caught:
        check_resumable(BASE, other, Path("run"))
    message = str(caught.value)
    assert "seed: folder has 7, this run 8" in message
    assert f"prompt: folder has default ({'p' * 12}), this run licensed ({'r' * 12})" in message
