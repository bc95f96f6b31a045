"""Tests mirror the package: every module of ``harness/`` that holds logic has its own test
module, ``harness/<dir>/<module>.py`` -> ``tests/<dir>/test_<module>.py`` (issue 12). The
modules without one are listed here, each with why; a new module must either get its test
module or a line here."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

EXEMPT: dict[str, str] = {
    "cli/batch.py": "thin shell over harness.run.batch; tested in tests/run/test_batch.py",
    "cli/exit_codes.py": "constants only",
    "cli/merge.py": "thin shell over harness.store.merge; tested in tests/store/test_merge.py",
    "cli/repair.py": "thin shell over harness.store.repair; tested end to end in tests/reliability",
    "core/records.py": "frozen dataclasses and Literal types; round-tripped in tests/core/test_io.py",
    "text/claim_cues.py": "compiled patterns and word lists only; tests/text/test_claims.py tests their use",
}


def _modules() -> list[str]:
    return sorted(
        p.relative_to(ROOT / "harness").as_posix()
        for p in (ROOT / "harness").rglob("*.py")
        if p.name != "__init__.py"
    )


def _test_module(module: str) -> Path:
    folder, _, name = module.rpartition("/")
    return ROOT / "tests" / folder / f"test_{name}"


def test_every_module_that_holds_logic_has_its_test_module() -> None:
    missing = [m for m in _modules() if m not in EXEMPT and not _test_module(m).is_file()]
    assert not missing, f"no tests/<dir>/test_<module>.py for: {missing}"


def test_the_exempt_list_names_real_modules_without_a_test_module() -> None:
    modules = set(_modules())
    assert not [m for m in EXEMPT if m not in modules], "an exempt module that no longer exists"
    assert not [m for m in EXEMPT if _test_module(m).is_file()], "an exempt module that now has tests"
