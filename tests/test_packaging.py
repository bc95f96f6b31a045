"""Packaging: a PEP 639 license, a lean base install, and the Hub extra named where it is needed."""

from __future__ import annotations

import json
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


def _names(requirements: list[str]) -> set[str]:
    return {r.split("[")[0].split(">")[0].split("=")[0].split("<")[0].strip().lower() for r in requirements}


def test_license_is_a_pep_639_expression_with_its_file_and_classifier() -> None:
    project = PYPROJECT["project"]
    assert project["license"] == "Apache-2.0"
    assert project["license-files"] == ["LICENSE"] and (ROOT / "LICENSE").is_file()
    assert "License :: OSI Approved :: Apache Software License" in project["classifiers"]


def test_hub_libraries_are_an_extra_that_the_test_extra_pulls() -> None:
    project = PYPROJECT["project"]
    assert not _names(project["dependencies"]) & set(HUB_ONLY)
    assert {"datasets", "huggingface_hub", "pyarrow"} <= _names(project["optional-dependencies"]["hub"])
    assert "rubric-harness[hub]" in project["optional-dependencies"]["test"]


BLOCK = "import sys\nfor name in {names!r}:\n    sys.modules[name] = None\n"


def _run(code: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCK.format(names=HUB_ONLY) + code],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=cwd,
    )


@pytest.mark.slow
def test_the_main_job_runs_without_the_hub_extra(tmp_path: Path) -> None:
    code = "from harness.cli.main import main\nmain(['run', '--out', 'runs/demo'])\n"
    done = _run(code, tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads((tmp_path / "runs" / "demo" / "report.json").read_text())["n"] == 130


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
