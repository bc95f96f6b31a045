"""Lazy package names: one module imported per name asked for, the same objects as the module's."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys

import pytest

from harness.core.exports import lazy_exports


def _modules_after(code: str) -> list[str]:
    probe = f"import sys, json\n{code}\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=120
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_module_of_the_package_imports_no_sibling() -> None:
    loaded = _modules_after("import harness.report.load\nimport harness.questions.qset")
    assert "harness.report.compare" not in loaded and "harness.report.write" not in loaded
    assert "harness.questions.check" not in loaded and "harness.questions.build" not in loaded


def test_every_exported_name_is_the_object_it_names() -> None:
    """Including ``harness.report.gate`` after its module (same name) was imported."""
    importlib.import_module("harness.report.render.terminal")  # imports the module harness.report.gate
    from harness.questions.qset import read_question_set
    from harness.questions.sampling import DEFAULT_COUNTS
    from harness.report.gate import gate
    from harness.report.write import write_report

    report, questions = (importlib.import_module(p) for p in ("harness.report", "harness.questions"))
    assert report.gate is gate and report.write_report is write_report
    assert questions.read_question_set is read_question_set and questions.DEFAULT_COUNTS is DEFAULT_COUNTS
    for package in (report, questions):
        assert dir(package) == sorted(package.__all__)
        assert all(getattr(package, name) is not None for name in package.__all__)


def test_an_unknown_name_is_an_attribute_error() -> None:
    getattr_, _ = lazy_exports("harness.report", {})
    with pytest.raises(AttributeError, match="has no attribute 'nope'"):
        getattr_("nope")
