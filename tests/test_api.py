"""The public API: every advertised name resolves, lazily, to the object its module defines."""

from __future__ import annotations

import importlib
import subprocess
import sys

import harness


def test_every_export_resolves_to_its_module_object() -> None:
    for name, module in harness._EXPORTS.items():
        assert getattr(harness, name) is getattr(importlib.import_module(module), name), name
    assert set(harness.__all__) == {"__version__", *harness._EXPORTS}


def test_import_is_light() -> None:
    code = "import sys, harness; print(any(m in sys.modules for m in ('pandas', 'spacy', 'sklearn')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
