"""The one registry: decorated factories, specs, prefixed targets, did-you-mean."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from harness.cli.main import main
from harness.core import registry
from harness.core.errors import HarnessError
from harness.core.records import PluginSpec


@pytest.fixture()
def clean_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_REGISTRY", {k: {} for k in registry.KINDS})
    monkeypatch.setattr(registry, "_loaded", set(registry.KINDS))


@pytest.mark.usefixtures("clean_registry")
def test_create_records_spec_and_targets() -> None:
    @registry.register("generator", "echo")
    def echo(prefix: str = "") -> str:
        """Echo factory."""
        return prefix + "echo"

    @registry.register("generator", "python", takes_target=True)
    def python(target: str, timeout: float = 1.0) -> tuple[str, float]:
        return target, timeout

    obj, spec = registry.create("generator", "echo", prefix=">")
    assert obj == ">echo"
    assert spec == PluginSpec("generator", "echo", {"prefix": ">"})
    obj, spec = registry.create("generator", "python:pkg.mod:func", timeout=2.0)
    assert obj == ("pkg.mod:func", 2.0)
    assert spec.name == "python:pkg.mod:func"
    assert registry.names("generator") == ["echo", "python:TARGET"]
    assert registry.describe("generator")["echo"] == "Echo factory."


@pytest.mark.usefixtures("clean_registry")
def test_unknown_name_and_bad_options_are_user_errors() -> None:
    @registry.register("grader", "reference")
    def reference() -> str:
        return "ref"

    with pytest.raises(HarnessError, match="did you mean 'reference'"):
        registry.create("grader", "refrence")
    with pytest.raises(HarnessError, match=r"has no option .colour."):
        registry.create("grader", "reference", colour="red")


@pytest.mark.usefixtures("clean_registry")
def test_a_second_plugin_under_a_taken_name_is_refused_naming_both() -> None:
    @registry.register("grader", "twin")
    def first() -> str:
        return "first"

    def second() -> str:
        return "second"

    with pytest.raises(HarnessError, match=r"two graders named 'twin': .*:.*first and .*:.*second"):
        registry.register("grader", "twin")(second)
    assert registry.create("grader", "twin")[0] == "first"  # the first one stays
    registry.register("grader", "twin")(first)  # the same factory again (a module reload) is fine


def impostor_reference() -> object:
    """A third-party grader that calls itself reference."""
    return object()


class _EntryPoint:
    """What ``importlib.metadata`` gives for an installed package's plug-in entry point."""

    def load(self) -> None:
        registry.register("grader", "reference")(impostor_reference)


def test_defect4_an_installed_plugin_named_reference_is_refused_not_swapped_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before: the installed plug-in replaced the built-in and the manifest still said reference."""
    registry.create("grader", "reference")  # the built-ins are registered
    monkeypatch.setattr(registry, "_loaded", set())  # a fresh process: plug-ins load on first use
    monkeypatch.setattr(
        registry, "entry_points", lambda group: [_EntryPoint()] if group == "rubric_harness.grader" else []
    )
    out = tmp_path / "run"
    with pytest.raises(SystemExit) as exc:
        main(["run", "--generator", "always-refuse", "--out", str(out), "--no-progress"])
    err = capsys.readouterr().err
    assert exc.value.code == 2 and err.count("\n") == 1
    assert "two graders named 'reference': harness.grade.reference:" in err
    assert "tests.core.test_registry:impostor_reference" in err
    assert not out.exists()  # refused before anything ran or was written
    monkeypatch.setattr(registry, "entry_points", lambda group: [])
    factory = registry._entry("grader", "reference")[0].factory
    assert factory.__module__ == "harness.grade.reference"  # the built-in was never replaced


def test_the_builtin_table_names_the_module_of_every_builtin_plugin() -> None:
    """A run imports only the module its plug-in names in ``_BUILTIN``: the table must be exact."""
    for kind in registry.KINDS:
        registry.names(kind)  # every module imported
        builtin = {
            name: entry.factory.__module__
            for name, entry in registry._REGISTRY[kind].items()
            if entry.factory.__module__.startswith("harness.")
        }
        assert builtin == registry._BUILTIN[kind]


def test_a_run_imports_only_the_plugins_it_uses() -> None:
    """``reference`` alone is looked up: the heuristic's and the judge's modules stay unimported."""
    import subprocess
    import sys

    code = (
        "import sys\nfrom harness.core import registry\n"
        "registry.create('grader', 'reference')\n"
        "print(sorted(m for m in sys.modules if m.startswith('harness.grade.')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    loaded = done.stdout.strip().splitlines()[-1]
    assert "harness.grade.reference" in loaded
    assert "harness.grade.heuristic" not in loaded and "harness.grade.llm" not in loaded


def test_an_installed_plugin_package_is_found_and_loaded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A distribution on the path that declares a ``rubric_harness.grader`` entry point is loaded;
    without one, ``importlib.metadata`` is not consulted at all."""
    monkeypatch.setattr(sys, "path", [str(tmp_path), *sys.path])
    registry._may_have_plugins.cache_clear()
    if not registry._may_have_plugins():  # nothing installed declares one: no metadata scan
        assert list(registry.entry_points("rubric_harness.grader")) == []
    (tmp_path / "tiny_plugin.py").write_text(
        "from harness.core.registry import register\n\n"
        "@register('grader', 'tiny-plugin')\n"
        "def tiny() -> str:\n    '''A grader from an installed package.'''\n    return 'tiny'\n",
        encoding="utf-8",
    )
    dist = tmp_path / "tiny_plugin-1.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: tiny-plugin\nVersion: 1.0\n", encoding="utf-8"
    )
    (dist / "entry_points.txt").write_text("[rubric_harness.grader]\ntiny = tiny_plugin\n", encoding="utf-8")
    registry._may_have_plugins.cache_clear()
    assert registry._may_have_plugins()
    monkeypatch.setattr(registry, "_loaded", set())
    monkeypatch.setitem(registry._REGISTRY, "grader", dict(registry._REGISTRY["grader"]))
    assert registry.create("grader", "tiny-plugin")[0] == "tiny"
    assert "tiny-plugin" in registry.names("grader")
    registry._may_have_plugins.cache_clear()


def test_only_a_rubric_harness_section_counts_as_a_plugin_declaration() -> None:
    """The harness's own ``entry_points.txt`` names ``rubric_harness`` as an entry of the
    ``inspect_ai`` group: no plug-in, so no run imports ``importlib.metadata`` for it."""
    own = (
        b"[console_scripts]\nharness = harness.cli:script\n\n"
        b"[inspect_ai]\nrubric_harness = rubric_harness._registry\n"
    )
    assert not registry._declares_a_group(own)
    assert registry._declares_a_group(own + b"\n[rubric_harness.grader]\ntiny = tiny_plugin\n")
    assert registry._declares_a_group(b"  [rubric_harness.corpus]  \r\nmine = pkg.mod\r\n")


def test_this_installation_loads_no_plugin_metadata(tmp_path: Path) -> None:
    """With no plug-in package installed, creating the built-in grader never imports
    ``importlib.metadata`` (it scans every installed distribution: about 60 ms a run)."""
    if registry._may_have_plugins():
        pytest.skip("a package on this path declares a rubric_harness entry point")
    code = (
        "import sys\n"
        "from harness.core import registry\n"
        "registry.create('grader', 'reference')\n"
        "print('importlib.metadata' in sys.modules)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.strip().splitlines()[-1] == "False"
