"""core/code_store.py: generated code compiled once per machine gives the same code and the same
classes as the builtins, inherits the caller's ``__future__`` flags as they do, and survives a
damaged store."""

from __future__ import annotations

import dataclasses
import marshal
import types
from pathlib import Path

import pytest

from harness.core import code_store
from tests.fresh import run_fresh


@pytest.fixture(autouse=True)
def _own_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(code_store, "_store", None)
    monkeypatch.setattr(code_store, "_new", {})


SOURCE = "def f(a: int) -> int:\n    return a + 1\n"


def _same_code(a: types.CodeType, b: types.CodeType) -> bool:
    return marshal.dumps(a) == marshal.dumps(b)


def test_a_stored_compile_is_the_builtins_and_is_kept() -> None:
    first = code_store.compile_stored(SOURCE, "<string>", "exec", 0)
    assert _same_code(first, compile(SOURCE, "<string>", "exec", dont_inherit=True))
    code_store.save()
    code_store._store = None
    again = code_store.compile_stored(SOURCE, "<string>", "exec", 0)
    assert _same_code(again, first) and not code_store._new  # read from the file, nothing new


def test_the_callers_future_flags_are_inherited_as_the_builtin_does() -> None:
    # This module has ``from __future__ import annotations``: the builtin's compile here makes string
    # annotations, and so must the stand-in.
    ours = code_store.stored_compile(SOURCE, "<x>", "exec")
    builtin = compile(SOURCE, "<x>", "exec")
    assert _same_code(ours, builtin)
    namespace: dict[str, object] = {}
    exec(ours, namespace)
    assert namespace["f"].__annotations__ == {"a": "int", "return": "int"}
    plain = code_store.stored_compile(SOURCE, "<x>", "exec", dont_inherit=True)
    assert _same_code(plain, compile(SOURCE, "<x>", "exec", dont_inherit=True))
    assert not _same_code(plain, ours)


def test_what_the_store_does_not_handle_goes_to_the_builtin() -> None:
    import ast

    tree = ast.parse("x = 1")
    assert isinstance(code_store.stored_compile(tree, "<ast>", "exec"), types.CodeType)
    assert isinstance(code_store.stored_compile(b"x = 1", "<bytes>", "exec"), types.CodeType)
    assert isinstance(code_store.stored_compile("x = 1", "<ast>", "exec", ast.PyCF_ONLY_AST), ast.Module)
    assert not code_store._new
    with pytest.raises(SyntaxError):
        code_store.stored_compile("def (", "<bad>", "exec")


def test_exec_without_namespaces_uses_the_callers() -> None:
    seen = 41
    code_store.stored_exec("answer = seen + 1")
    namespace: dict[str, object] = {}
    code_store.stored_exec("answer = 2", namespace)
    assert namespace["answer"] == 2 and seen == 41


def test_dataclasses_made_through_the_store_equal_the_builtins(monkeypatch: pytest.MonkeyPatch) -> None:
    def make() -> type:
        @dataclasses.dataclass(frozen=True, order=True)
        class Point:
            x: int
            y: tuple[str, ...] = ()
            z: list[int] = dataclasses.field(default_factory=list, compare=False)

        return Point

    plain = make()
    monkeypatch.setattr(dataclasses, "exec", code_store.stored_exec, raising=False)
    for _ in range(2):  # compiled, then from the store
        stored = make()
        for name in ("__init__", "__repr__", "__eq__", "__lt__", "__hash__", "__setattr__"):
            assert _same_code(getattr(stored, name).__code__, getattr(plain, name).__code__), name
        assert repr(stored(1, ("a",))) == repr(plain(1, ("a",))).replace(
            plain.__qualname__, stored.__qualname__
        )
        with pytest.raises(dataclasses.FrozenInstanceError):
            stored(1).x = 2
    assert code_store._new


def test_a_damaged_store_is_started_again() -> None:
    path = code_store.store_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00not marshal")
    code = code_store.compile_stored(SOURCE, "<string>", "exec", 0)
    assert isinstance(code, types.CodeType)
    code_store.save()
    assert len(marshal.loads(path.read_bytes())) == 1


def test_a_store_past_its_size_starts_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(code_store, "MAX_ENTRIES", 2)
    for n in range(3):
        code_store._store, code_store._new = None, {}
        code_store.compile_stored(f"x = {n}", "<string>", "exec", 0)
        code_store.save()
    assert [k[0] for k in marshal.loads(code_store.store_path().read_bytes())] == ["x = 2"]


def test_the_command_installs_it_and_a_second_process_compiles_nothing(tmp_path: Path) -> None:
    script = (
        "import harness.cli.main, harness.core.io\n"
        "from harness.core import code_store\n"
        "import dataclasses, typing, cattrs.gen\n"
        "print(dataclasses.exec is code_store.stored_exec, cattrs.gen.compile is code_store.stored_compile,\n"
        "      typing.compile is code_store.stored_compile, len(code_store._new))\n"
    )
    first = run_fresh(script, tmp_path).split()
    assert first[:3] == ["True", "True", "True"] and int(first[3]) > 0
    assert run_fresh(script, tmp_path).split() == ["True", "True", "True", "0"]


def test_importing_the_package_installs_nothing(tmp_path: Path) -> None:
    script = "import harness.core.io, dataclasses\nprint(hasattr(dataclasses, 'exec'))\n"
    assert run_fresh(script, tmp_path).split() == ["False"]


def test_no_cache_folder_costs_only_the_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory")

    monkeypatch.setattr(code_store, "store_path", no_home)
    code = code_store.compile_stored(SOURCE, "<string>", "exec", 0)
    assert _same_code(code, compile(SOURCE, "<string>", "exec", dont_inherit=True))
    code_store.save()  # nothing raised: the entry stays in memory
    assert code_store._new
