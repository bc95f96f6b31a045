"""The one registry: decorated factories, specs, prefixed targets, did-you-mean."""

from __future__ import annotations

import pytest

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
