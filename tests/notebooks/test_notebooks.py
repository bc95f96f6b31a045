"""The workshop notebooks run top to bottom on nda-mini, show their key results, and are stored clean.

Each notebook is executed with nbclient in a kernel running this interpreter (a kernelspec
written to a temporary JUPYTER_PATH, so a venv that is not activated still works). A check
cell appended in memory prints the figures the notebook computed as one JSON line.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.test_packaging import PYPROJECT
from tests.test_readme import readme_block

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
NAMES = (
    "01_quickstart.ipynb",
    "02_plug_in_your_pipeline.ipynb",
    "03_calibrate_a_grader.ipynb",
    "04_bring_your_own_records.ipynb",
)
KERNEL = "rubric-harness-test"
MARK = "HARNESS_CHECK "


@pytest.fixture(scope="module")
def kernel_env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A kernelspec for ``sys.executable`` on JUPYTER_PATH, and TMPDIR inside pytest's temp folder."""
    root = tmp_path_factory.mktemp("jupyter")
    spec = root / "kernels" / KERNEL
    spec.mkdir(parents=True)
    argv = [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"]
    spec.joinpath("kernel.json").write_text(
        json.dumps({"argv": argv, "display_name": KERNEL, "language": "python"})
    )
    scratch = tmp_path_factory.mktemp("notebook-tmp")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JUPYTER_PATH", str(root))
        mp.setenv("TMPDIR", str(scratch))  # the notebooks' tempfile.mkdtemp() folders land here
        mp.setenv("HF_HUB_OFFLINE", "1")
        yield scratch


def execute(name: str, check: str, cwd: Path) -> tuple[nbformat.NotebookNode, dict[str, Any]]:
    """Run the notebook plus a check cell; return the executed notebook and the check's JSON."""
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(f"import json\nprint({MARK!r} + json.dumps({check}))"))
    NotebookClient(nb, timeout=300, kernel_name=KERNEL, resources={"metadata": {"path": str(cwd)}}).execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert not errors, errors
    lines = [
        line
        for o in nb.cells[-1].outputs
        if o.output_type == "stream"
        for line in o.text.splitlines()
        if line.startswith(MARK)
    ]
    assert len(lines) == 1, nb.cells[-1].outputs
    return nb, json.loads(lines[0][len(MARK) :])


def images(nb: nbformat.NotebookNode) -> int:
    return sum(
        "image/png" in o.get("data", {})
        for c in nb.cells
        if c.cell_type == "code"
        for o in c.outputs
        if o.output_type in ("display_data", "execute_result")
    )


@pytest.mark.parametrize("name", NAMES)
def test_stored_notebooks_are_valid_and_have_no_outputs(name: str) -> None:
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    nbformat.validate(nb)
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert code
    assert all(c.outputs == [] and c.execution_count is None for c in code)
    assert nb.metadata["kernelspec"]["name"] == "python3"


def test_quickstart_runs_and_shows_the_bucket_table(kernel_env: Path) -> None:
    check = """{
        "total": int(table.loc["all", "n"]),
        "per_stratum": {s: int(table.loc[s, "n"]) for s in STRATA},
        "buckets_sum": int(table.loc["all", list(FACTUALITY_BUCKETS)].sum()),
        "run_dir": str(result.run_dir),
        "generators": list(compared["generator"]),
        "report_html": (result.run_dir / "report.html").is_file(),
    }"""
    nb, got = execute("01_quickstart.ipynb", check, kernel_env)
    assert got["total"] == 130 == got["buckets_sum"]
    assert got["per_stratum"] == {
        "answerable": 40,
        "contradicted": 20,
        "evidence_missed": 20,
        "not_mentioned": 20,
        "unanswerable": 10,
        "adversarial": 10,
        "retrieval_null": 10,
    }
    assert Path(got["run_dir"]).is_relative_to(kernel_env)  # a temp folder, never the repo
    assert got["report_html"]
    assert got["generators"] == ["extractive", "always-refuse", "overconfident", "oracle"]
    assert images(nb) >= 3  # buckets per stratum, refusal quality, runs side by side


def test_plug_in_notebook_gates_the_prompt_change(kernel_env: Path) -> None:
    check = """{
        "licence": licence.decision,
        "licence_rules": list(licence.failed_rules),
        "reject": reject.decision,
        "reject_rules": list(reject.failed_rules),
        "replay": gate(runs["licensed"], replay.run_dir).decision,
        "replay_moves": len(gate(runs["licensed"], replay.run_dir).moves),
        "new_model": verdict.decision,
        "new_model_rules": list(verdict.failed_rules),
        "deltas": {b: d.delta for b, d in verdict.buckets.items()},
        "fixed": len(to_fix),
        "licence_moves": {f"{m.source}->{m.target}": len(m.question_ids) for m in licence.moves},
    }"""
    _, got = execute("02_plug_in_your_pipeline.ipynb", check, kernel_env)
    # the licence turned some correct answers into refusals where the corpus answers: over-refusal
    assert got["licence"] == "reject" and got["licence_rules"][0] == "over_refusal"
    assert got["reject"] == "reject" and "wrong" in got["reject_rules"]
    assert got["replay"] == "ship" and got["replay_moves"] == 0
    assert got["fixed"] == 3
    # the text says the licence turned mostly wrong answers, but also some correct ones, into refusals
    moves = got["licence_moves"]
    assert moves.get("wrong->refused", 0) > moves.get("correct->refused", 0) > 0
    # +3 correct and +1 wrong: rejected on the wrong rule alone
    assert got["new_model"] == "reject" and got["new_model_rules"] == ["wrong"]
    assert got["deltas"]["correct"] == 3 and got["deltas"]["wrong"] == 1


def test_calibrate_notebook_reports_kappa_ppi_and_widths(kernel_env: Path) -> None:
    check = """{
        "n_matched": result.n_matched,
        "n_graded": result.n_graded,
        "axes": [a.axis for a in result.axes],
        "kappa": result.axes[0].value,
        "kappa_interval": [result.axes[0].interval.low, result.axes[0].interval.high],
        "rates": {r.bucket: [r.ppi.interval.low, r.ppi.estimate, r.ppi.interval.high] for r in result.rates},
        "widths": len(result.rates[0].widths),
        "disagreements": len(between.disagreements),
        "truth_inside": [
            bool(r.ppi.interval.low <= truth.get(r.bucket, 0.0) <= r.ppi.interval.high) for r in result.rates
        ],
    }"""
    nb, got = execute("03_calibrate_a_grader.ipynb", check, kernel_env)
    assert got["n_matched"] == 30 and got["n_graded"] == 130
    assert got["axes"] == [
        "factuality",
        "citation_exists",
        "citation_supports",
        "refusal_quality",
        "extra_claim_count",
    ]
    low, high = got["kappa_interval"]
    assert -1.0 <= low <= got["kappa"] <= high <= 1.0
    assert set(got["rates"]) == {"correct", "wrong", "unsupported", "refused"}
    for low, estimate, high in got["rates"].values():
        assert 0.0 <= low <= high <= 1.0 and low <= max(estimate, 0.0)
    assert got["widths"] >= 3
    assert got["disagreements"] == 4  # bob's four simulated disagreements
    assert all(got["truth_inside"])  # the notebook's text says the true rates fall inside the PPI intervals
    assert images(nb) >= 1  # the interval-width curve


def test_bring_your_own_notebook_imports_grades_and_gates(kernel_env: Path) -> None:
    check = """{
        "shape": list(frame.shape),
        "graders": sorted(set(frame["grader"])),
        "runs": sorted(set(frame["run"])),
        "generator": manifest.generator.name,
        "sha256": len(manifest.generator.options["sha256"]),
        "bad_written": (workdir / "never").exists(),
        "decision": decision.decision,
        "failed": [[c.scope, c.rule] for c in decision.failed],
        "workdir": str(workdir),
    }"""
    _, got = execute("04_bring_your_own_records.ipynb", check, kernel_env)
    assert got["shape"][0] == 2 * 20 * 2  # two runs x 20 questions x two graders
    assert got["graders"] == ["heuristic", "reference"] and got["runs"] == ["v1", "v2"]
    assert got["generator"] == "imported" and got["sha256"] == 64
    assert got["bad_written"] is False
    assert got["decision"] == "reject" and got["failed"] == [["answerable", "wrong"]]
    assert Path(got["workdir"]).is_relative_to(kernel_env)


def _distributions(requirements: list[str]) -> set[str]:
    """The distribution names ``requirements`` name, following ``rubric-harness[extra]`` into that extra."""
    project = PYPROJECT["project"]
    names: set[str] = set()
    for requirement in map(Requirement, requirements):
        if canonicalize_name(requirement.name) == canonicalize_name(project["name"]):
            for extra in requirement.extras:
                names |= _distributions(project["optional-dependencies"][extra])
        else:
            names.add(canonicalize_name(requirement.name))
    return names


def _third_party_imports(name: str) -> set[str]:
    """Top-level modules a notebook imports, and matplotlib when it draws with pandas' ``.plot``."""
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    modules = set(re.findall(r"^\s*(?:from|import)\s+(\w+)", code, re.M))
    if ".plot." in code or ".plot(" in code:
        modules.add("matplotlib")  # pandas draws its plots with matplotlib
    return modules - set(sys.stdlib_module_names) - {"harness"}


def test_the_readme_jupyter_line_installs_what_the_notebooks_import() -> None:
    """Issue 26 point 8: one README line installs the notebooks' extra, and that extra (with the
    default install) holds every package the notebooks import or draw with."""
    line = readme_block("bash", ".[notebooks]").strip()
    assert line.startswith('pip install -e ".[notebooks]"'), line
    project = PYPROJECT["project"]
    provided = _distributions(project["dependencies"]) | _distributions(
        project["optional-dependencies"]["notebooks"]
    )
    assert {"jupyter", "jupyterlab"} & provided  # a Jupyter frontend to open them with
    owners = metadata.packages_distributions()
    for name in NAMES:
        for module in sorted(_third_party_imports(name)):
            installed_as = {canonicalize_name(d) for d in owners.get(module, [])}
            assert installed_as & provided, (
                f"{name} imports {module}, which the notebooks extra does not install"
            )
