"""Packaging: a PEP 639 license, a lean base install, and each extra named where it is needed."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib  # type: ignore[no-redef]

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
HUB_ONLY = ("datasets", "huggingface_hub", "pyarrow")
# The extras the default path (run, grade, gate, report) never imports, and the modules they hold.
EXTRA_MODULES = {"hub": HUB_ONLY, "plots": ("matplotlib",), "judge": ("jsonschema",)}
NOT_DEFAULT = tuple(m for modules in EXTRA_MODULES.values() for m in modules)


def _names(requirements: list[str]) -> set[str]:
    return {r.split("[")[0].split(">")[0].split("=")[0].split("<")[0].strip().lower() for r in requirements}


def test_license_is_a_pep_639_expression_with_its_file_and_classifier() -> None:
    project = PYPROJECT["project"]
    assert project["license"] == "Apache-2.0"
    assert project["license-files"] == ["LICENSE"] and (ROOT / "LICENSE").is_file()
    assert "License :: OSI Approved :: Apache Software License" in project["classifiers"]


BLOCK = "import sys\nfor name in {names!r}:\n    sys.modules[name] = None\n"


def test_every_optional_library_is_an_extra_that_the_test_extra_pulls() -> None:
    project = PYPROJECT["project"]
    extras = project["optional-dependencies"]
    for extra, modules in EXTRA_MODULES.items():
        assert not _names(project["dependencies"]) & set(modules), f"{modules} are the {extra} extra"
        assert {m.lower() for m in modules} <= _names(extras[extra])
        pulled = re.search(r"rubric-harness\[([\w,]+)\]", " ".join(extras["test"]))
        assert pulled and extra in pulled.group(1).split(","), f"`.[test]` must pull the {extra} extra"


def _run(code: str, cwd: Path, blocked: tuple[str, ...] = HUB_ONLY) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCK.format(names=blocked) + code],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=cwd,
    )


MAIN_JOB = """
from harness.cli.main import main
for argv in (['run', '--out', 'runs/demo'], ['gate', 'runs/demo', 'runs/demo'], ['report', 'runs/demo']):
    try:
        main(argv)
    except SystemExit as exit:
        if exit.code:
            raise
"""


@pytest.mark.slow
def test_the_main_job_gate_and_report_run_without_any_extra(tmp_path: Path) -> None:
    """Issue 26 point 8: `pip install -e .` holds what `harness run`, `gate` and `report` import."""
    done = _run(MAIN_JOB, tmp_path, blocked=NOT_DEFAULT)
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "runs" / "demo" / "report.json").read_text())["n"] == 130
    assert "decision: SHIP" in done.stdout and (tmp_path / "runs" / "demo" / "report.html").is_file()


@pytest.mark.slow
def test_compare_without_matplotlib_names_the_plots_extra_and_writes_nothing(tmp_path: Path) -> None:
    code = "from harness.cli.main import main\nmain(['compare', 'runs/demo', '--out', 'cmp'])\n"
    done = _run(MAIN_JOB + code, tmp_path, blocked=EXTRA_MODULES["plots"])
    assert done.returncode == 2, done.stderr
    assert "needs matplotlib" in done.stderr and "pip install 'rubric-harness[plots]'" in done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "cmp").exists()


@pytest.mark.parametrize(
    ("argv", "needs"),
    [
        (["import", "hf:someone/records", "--out", "run"], "needs the datasets package"),
        (["import", "records.parquet", "--out", "run"], "needs pyarrow"),
        (["corpus", "info", "govreport"], "needs the datasets package"),
        (["corpus", "info", "contractnli"], "needs huggingface_hub"),
    ],
)
def test_the_hub_paths_name_the_extra_when_it_is_missing(tmp_path: Path, argv: list[str], needs: str) -> None:
    (tmp_path / "records.parquet").write_bytes(b"PAR1")
    done = _run(f"from harness.cli.main import main\nmain({argv!r})\n", tmp_path)
    assert done.returncode == 2, done.stderr
    assert needs in done.stderr and "pip install 'rubric-harness[hub]'" in done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "run").exists()


INTEROP_EXTRAS = {
    "inspect": "inspect_ai",
    "ragas": "ragas",
    "deepeval": "deepeval",
    "ray": "ray",
}
"""The issue-25 extras and the module each one brings."""


def test_the_interop_extras_are_optional_and_declared() -> None:
    project = PYPROJECT["project"]
    extras = project["optional-dependencies"]
    base = _names(project["dependencies"])
    for extra, module in INTEROP_EXTRAS.items():
        assert extra in extras, f"extra {extra} is declared"
        assert not _names(extras[extra]) & base, f"the base install pulls nothing of {extra}"
        assert module.replace("_", "-") not in base and module not in base
    assert project["entry-points"]["inspect_ai"] == {"rubric_harness": "rubric_harness._registry"}
    assert "rubric-harness[inspect]" not in extras["test"], "the test extra stays lean; .ci/run adds these"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert all(extra in ci for extra in INTEROP_EXTRAS) and "HARNESS_REQUIRE_EXTRAS=1" in ci


def test_harness_loads_none_of_the_interop_extras() -> None:
    code = (
        "import sys, harness\n"
        "from harness.cli.main import main\n"
        "try:\n    main(['import', '--help'])\nexcept SystemExit:\n    pass\n"
        "try:\n    main(['export', '--help'])\nexcept SystemExit:\n    pass\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {sorted(INTEROP_EXTRAS.values())!r}))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "[]"


@pytest.mark.parametrize(
    ("argv", "needs"),
    [
        (["import", "log.eval", "--from", "inspect", "--out", "run"], "needs inspect_ai"),
        (["export", "run", "--to", "inspect", "run.eval"], "needs inspect_ai"),
    ],
)
def test_the_interop_paths_name_their_extra_when_it_is_missing(
    tmp_path: Path, argv: list[str], needs: str
) -> None:
    (tmp_path / "log.eval").write_bytes(b"PK")
    (tmp_path / "run").mkdir()
    blocked = "import sys\nfor name in ('inspect_ai',):\n    sys.modules[name] = None\n"
    code = blocked + f"from harness.cli.main import main\nmain({argv!r})\n"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=tmp_path
    )
    assert done.returncode == 2, done.stderr
    assert needs in done.stderr and 'pip install "rubric-harness[inspect]"' in done.stderr
    assert "Traceback" not in done.stderr
