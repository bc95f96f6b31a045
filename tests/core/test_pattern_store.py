"""core/pattern_store.py: a pattern compiled through the store is the pattern ``re.compile`` makes
(equal: same pattern, flags and code), from the file in a later process, and a damaged entry or
file is compiled the ordinary way."""

from __future__ import annotations

import marshal
import re
import sys
from pathlib import Path
from typing import Any

import pytest

from harness.core import pattern_store
from tests.fresh import run_fresh

pytestmark = pytest.mark.skipif(
    pattern_store._ENGINE is None,
    reason="an interpreter without re._compiler (before 3.11): nothing is stored",
)

PATTERNS: list[tuple[str | bytes, int]] = [
    (r"(?P<key>[A-Za-z_]\w*)\s*=\s*(?P<value>.+?)$", re.MULTILINE),
    (r"\b(?:cut\s+off|truncated)\b", re.IGNORECASE),
    (r"(?x) \d+ (?:\.\d+)?  # a number", 0),
    (rb"\x00+[^\x00]", 0),
    (r"(?<=\[)[^\]]*(?=\])", 0),
]


@pytest.fixture(autouse=True)
def _own_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(pattern_store, "_store", None)
    monkeypatch.setattr(pattern_store, "_new", {})
    monkeypatch.setattr(pattern_store, "_runtime", None)
    monkeypatch.setattr(pattern_store, "_new_runtime", {})


@pytest.fixture
def importing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every compile counts as made by an imported module's body (kept in the store)."""
    monkeypatch.setattr(pattern_store, "_importing", lambda frame: True)


def _builtin(source: str | bytes, flags: int) -> re.Pattern[str] | re.Pattern[bytes]:
    return pattern_store._builtin_compile(source, flags)


@pytest.mark.parametrize(("source", "flags"), PATTERNS)
@pytest.mark.usefixtures("importing")
def test_a_stored_pattern_is_the_one_re_compiles_and_is_read_back(source: str | bytes, flags: int) -> None:
    first = pattern_store.stored_compile(source, flags)
    assert first == _builtin(source, flags)  # Pattern equality compares pattern, flags and code
    assert (first.groups, dict(first.groupindex)) == (
        _builtin(source, flags).groups,
        dict(_builtin(source, flags).groupindex),
    )
    pattern_store.save()
    pattern_store._store = None
    again = pattern_store.stored_compile(source, flags)
    assert again == first and not pattern_store._new  # from the file: nothing compiled


@pytest.mark.usefixtures("importing")
def test_named_groups_and_matches_survive_the_store() -> None:
    source, flags = PATTERNS[0]
    pattern_store.stored_compile(source, flags)
    pattern_store.save()
    pattern_store._store = None
    stored = pattern_store.stored_compile(source, flags)
    match = stored.search("x\nname = value one\n")
    assert match is not None and match.group("key", "value") == ("name", "value one")


@pytest.mark.usefixtures("importing")
def test_a_damaged_entry_or_file_is_compiled_again() -> None:
    source, flags = PATTERNS[1]
    entry = pattern_store._engine_arguments(source, flags)
    pattern_store._load()[(source, flags)] = (entry[0], [9999, 1, 2], *entry[2:])  # code the engine refuses
    assert pattern_store.stored_compile(source, flags) == _builtin(source, flags)
    path = pattern_store.store_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00not marshal")
    pattern_store._store = None
    assert pattern_store.stored_compile(source, flags) == _builtin(source, flags)
    pattern_store.save()
    assert len(marshal.loads(path.read_bytes())) == 1


def test_what_the_store_does_not_handle_goes_to_the_builtin() -> None:
    parsed = pattern_store._parser.parse("a+b", 0)  # re.Scanner compiles a parsed pattern
    assert pattern_store.stored_compile(parsed, 0).match("aab")
    assert not pattern_store._new
    with pytest.raises(re.error):
        pattern_store.stored_compile("(unclosed", 0)
    assert not pattern_store._new


def test_only_what_an_imported_module_compiles_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "compiles_at_import.py").write_text(
        "from harness.core import pattern_store\n"
        "AT_IMPORT = pattern_store.stored_compile(r'(?P<year>\\d{4})-imported', 0)\n"
        "def later(name):\n"
        "    return pattern_store.stored_compile(name + '-at-run-time', 0)\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    import compiles_at_import  # type: ignore[import-not-found]

    compiles_at_import.later("made from data")
    assert [key[0] for key in pattern_store._new] == [r"(?P<year>\d{4})-imported"]
    assert _builtin(r"(?P<year>\d{4})-imported", 0) == compiles_at_import.AT_IMPORT
    assert not pattern_store._new_runtime  # a module outside the harness: its run-time patterns are not kept


def test_what_harness_code_compiles_at_run_time_is_kept_apart_and_read_back() -> None:
    """A pattern a harness function compiles as it runs (through ``re``, as the grader's are) goes to
    the run-time file, not the import file, and a later process reads it from there."""
    from harness.core import settings  # any harness module's function: its frames are the harness's

    source = r"(?<![\w-])Oxbury(?:['’]s)?\s+([a-z]+)"
    assert pattern_store._harness_code(sys._getframe()) is False  # this test file is no harness code
    compiled = _compile_as_harness_code(settings, source)
    assert compiled == _builtin(source, 0)
    assert [key[0] for key in pattern_store._new_runtime] == [source] and not pattern_store._new
    pattern_store.save()
    assert pattern_store.runtime_store_path().is_file() and not pattern_store.store_path().is_file()
    pattern_store._runtime = None
    again = pattern_store.stored_compile(source, 0)
    assert again == compiled and not pattern_store._new_runtime  # from the run-time file


def _compile_as_harness_code(module: Any, source: str) -> re.Pattern[str]:
    """``pattern_store.stored_compile(source)`` called from a function whose code is ``module``'s file."""
    code = compile("def f(s):\n    return stored(s, 0)\n", module.__file__, "exec")
    namespace: dict[str, Any] = {"stored": pattern_store.stored_compile}
    exec(code, namespace)
    compiled: re.Pattern[str] = namespace["f"](source)
    return compiled


def test_the_run_time_file_is_capped_and_never_resets_the_import_file(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from harness.core import settings

    monkeypatch.setattr(pattern_store, "MAX_RUNTIME_ENTRIES", 3)
    monkeypatch.setattr(pattern_store, "_importing", lambda frame: False)
    for n in range(5):
        _compile_as_harness_code(settings, f"party{n}\\s+acts")
        pattern_store.save()
    kept = marshal.loads(pattern_store.runtime_store_path().read_bytes())
    assert 0 < len(kept) <= 3  # started again past the cap
    assert not pattern_store.store_path().exists()


def test_the_command_installs_it_and_a_second_process_compiles_nothing(tmp_path: Path) -> None:
    script = (
        "import harness.cli\n"
        "from harness.core import pattern_store\n"
        "pattern_store.install()\n"
        "import re, jinja2, click\n"
        "p = re.compile('(?P<x>[0-9]+)-(?P=x)')\n"
        "print(re._compiler.compile is pattern_store.stored_compile, bool(p.match('12-12')),\n"
        "      len(pattern_store._new) > 0)\n"
        "pattern_store.save()\n"
    )
    assert run_fresh(script, tmp_path).split() == ["True", "True", "True"]
    assert run_fresh(script, tmp_path).split() == ["True", "True", "False"]


def test_importing_the_package_installs_nothing(tmp_path: Path) -> None:
    script = "import harness.core.io, re\nprint(re._compiler.compile.__module__)\n"
    assert run_fresh(script, tmp_path).split() == ["re._compiler"]
