"""Imports point down the pipeline, ``import harness`` / ``harness --help`` stay light, and so does a run.

The layers are listed once, here, low to high. A module may import its own layer or a lower
one, never a higher one (deferred imports inside functions count too). ``harness.testing``
(fakes and run builders for tests and notebooks) sits on top and may import anything;
``harness/__init__.py`` only maps public names to their modules, lazily, and is exempt.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "harness"

LAYERS: tuple[tuple[str, ...], ...] = (
    ("core",),
    ("text", "read"),  # one layer: the text primitives read the reader's lexicon and cue table
    ("corpus",),
    ("retrieval",),
    ("questions",),
    ("generate", "clients"),
    ("store",),
    ("run",),
    ("grade",),
    ("report",),
    ("calibrate",),
    ("pipeline", "interop"),
    ("cli",),
    ("testing",),
)
RANK = {name: rank for rank, names in enumerate(LAYERS) for name in names}
HEAVY = ("sklearn", "scipy", "matplotlib", "pandas", "spacy")


def _layer(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "harness" else None


def _imports(path: Path) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "harness":
                found += [(node.lineno, f"harness.{a.name}") for a in node.names]
            else:
                found.append((node.lineno, node.module))
        elif isinstance(node, ast.ImportFrom):
            raise AssertionError(f"{path}:{node.lineno}: relative import; write the absolute path")
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
    return [(line, m) for line, m in found if m.startswith("harness.")]


def _module_files() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p != PACKAGE / "__init__.py")


def test_every_top_level_package_has_a_layer() -> None:
    tops = {p.relative_to(PACKAGE).parts[0].removesuffix(".py") for p in _module_files()}
    assert tops - set(RANK) == set(), "add the new package to LAYERS, in pipeline order"


def test_imports_point_down_the_pipeline() -> None:
    upward = []
    for path in _module_files():
        own = path.relative_to(PACKAGE).parts[0].removesuffix(".py")
        for line, target in _imports(path):
            layer = _layer(target)
            if layer is not None and layer in RANK and RANK[layer] > RANK[own]:
                upward.append(
                    f"harness/{path.relative_to(PACKAGE)}:{line} ({own}) imports {target} ({layer})"
                )
    assert upward == []


def test_the_check_sees_an_upward_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from harness.report.summary import summarize\n")
    assert [_layer(m) for _, m in _imports(bad)] == ["report"]
    assert RANK["report"] > RANK["grade"]


def _loaded_after(code: str) -> list[str]:
    probe = f"import sys\n{code}\nimport json\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize(
    "code",
    [
        "import harness",
        "import harness.cli.main as m\ntry:\n    m.main(['--help'])\nexcept SystemExit:\n    pass",
        "import harness.cli.main as m\ntry:\n    m.main(['run', '--help'])\nexcept SystemExit:\n    pass",
    ],
    ids=["import", "help", "run-help"],
)
def test_heavy_libraries_are_not_loaded_on_start(code: str) -> None:
    loaded = _loaded_after(code)
    assert [m for m in loaded if m.split(".")[0] in HEAVY] == []


# The BM25 index is opened and written with numpy alone: a run loads neither bm25s nor scipy.
RUN_MAY_LOAD: tuple[str, ...] = ()


def test_a_run_loads_no_plotting_nor_frames(tmp_path: Path) -> None:
    """``harness run`` on nda-mini answers, grades and writes its reports (report.html with its
    plots) without matplotlib, pandas, scikit-learn or spaCy, nor the HTTP client that only the
    ``openai:`` generator and the ``llm`` judge use."""
    out = tmp_path / "run"
    code = (
        "import harness.cli.main as m\n"
        f"try:\n    m.main(['run', '--out', {str(out)!r}, '--no-progress'])\n"
        "except SystemExit as e:\n    assert not e.code, e.code"
    )
    loaded = _loaded_after(code)
    assert "<svg" in (out / "report.html").read_text(encoding="utf-8")
    assert "harness.report.render.plots" in loaded  # the report's plots were drawn in this process
    assert [m for m in loaded if m.split(".")[0] in HEAVY and m.split(".")[0] not in RUN_MAY_LOAD] == []
    assert [m for m in loaded if m.split(".")[0] in ("httpx", "tenacity", "bm25s")] == []
