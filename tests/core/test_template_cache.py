"""core/template_cache.py: a template compiled once, then read back; never fatal."""

from __future__ import annotations

import logging
from pathlib import Path

import jinja2
import pytest
from jinja2.bccache import bc_magic

from harness.core.template_cache import FOLDER, TemplateBytecodeCache, environment_signature
from harness.generate.prompting import load_prompt
from harness.report.render import html

SOURCE = "{% for x in items %}<b>{{ x }}</b>{% endfor %}\n"


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path / "cache"))


def _env(source: str = SOURCE, **options: object) -> jinja2.Environment:
    """A fresh environment (empty in-memory cache), as a new process has."""
    loader = jinja2.DictLoader({"page.j2": source})
    return jinja2.Environment(loader=loader, bytecode_cache=TemplateBytecodeCache(), **options)  # type: ignore[arg-type]


def _entries(tmp_path: Path) -> list[Path]:
    folder = tmp_path / "cache" / FOLDER
    return sorted(folder.iterdir()) if folder.is_dir() else []


def _never_compile(env: jinja2.Environment, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("compiled although the bytecode was cached")

    monkeypatch.setattr(env, "compile", refuse)


def test_second_environment_reads_the_compiled_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = _env().get_template("page.j2").render(items=["<a>", "b"])
    assert first == "<b><a></b><b>b</b>"
    assert len(_entries(tmp_path)) == 1
    again = _env()
    _never_compile(again, monkeypatch)
    assert again.get_template("page.j2").render(items=["<a>", "b"]) == first


def test_edited_source_is_compiled_again(tmp_path: Path) -> None:
    _env().get_template("page.j2")
    edited = _env(SOURCE.replace("<b>", "<i>").replace("</b>", "</i>"))
    assert edited.get_template("page.j2").render(items=["x"]) == "<i>x</i>"


def test_settings_that_change_the_code_name_another_entry(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    plain = _env().get_template("page.j2").render(items=["<a>"])
    escaped = _env(autoescape=True).get_template("page.j2").render(items=["<a>"])
    assert (plain, escaped) == ("<b><a></b>", "<b>&lt;a&gt;</b>")
    assert len(_entries(tmp_path)) == 2
    assert environment_signature(_env()) != environment_signature(_env(trim_blocks=True))
    again = _env(autoescape=True)
    _never_compile(again, monkeypatch)
    assert again.get_template("page.j2").render(items=["<a>"]) == escaped


@pytest.mark.parametrize("damage", ["empty", "garbage", "torn", "bad-checksum"])
def test_a_damaged_entry_is_compiled_again(
    damage: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _env().get_template("page.j2")
    (entry,) = _entries(tmp_path)
    good = entry.read_bytes()
    damaged = {
        "empty": b"",
        "garbage": b"garbage",
        "torn": good[: len(good) // 2],
        "bad-checksum": bc_magic + b"\x00not a pickle",  # jinja2 itself would raise on this one
    }[damage]
    entry.write_bytes(damaged)
    with caplog.at_level(logging.WARNING):
        assert _env().get_template("page.j2").render(items=["x"]) == "<b>x</b>"
    assert entry.read_bytes() == good  # rewritten whole
    assert ("unreadable template cache entry" in caplog.text) == (damage == "bad-checksum")


def test_an_unusable_cache_folder_costs_only_the_compile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be", encoding="utf-8")
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(blocker))
    with caplog.at_level(logging.WARNING):
        assert _env().get_template("page.j2").render(items=["x"]) == "<b>x</b>"
    assert "template cache" in caplog.text or "compiled template" in caplog.text


def test_the_report_environment_uses_the_cache() -> None:
    assert isinstance(html._ENV.bytecode_cache, TemplateBytecodeCache)


def test_a_prompt_template_is_compiled_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The built-in prompt and the passage list it includes: compiled by the first process, read back
    by the next (every ``load_prompt`` makes a fresh environment, as a new process does)."""
    from harness.core.records import RetrievedPassage

    shown = (RetrievedPassage("mini-01:1", "mini-01", "The term is <two> years.", 1.0, 1),)
    first = load_prompt("default").render("How long is the term?", shown)
    assert len(_entries(tmp_path)) == 2  # default.jinja and _passages.jinja

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("compiled although the bytecode was cached")

    monkeypatch.setattr(jinja2.Environment, "compile", refuse)
    assert load_prompt("default").render("How long is the term?", shown) == first
