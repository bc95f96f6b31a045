"""The README's promises that are not code: the CI recipe installs what exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _ci_recipe() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```yaml\n(.*?)```", readme, re.S)
    recipes = [b for b in blocks if "harness gate" in b]
    assert len(recipes) == 1, "the README has one CI recipe that gates"
    return recipes[0]


def test_defect8_the_ci_recipe_installs_the_harness_from_its_repository() -> None:
    """Before: `pip install rubric-harness`, a package that is not published, so the job failed."""
    recipe = _ci_recipe()
    installs = [line.strip() for line in recipe.splitlines() if "pip install" in line]
    assert installs
    for line in installs:
        words = line.split("#")[0].split()
        assert "rubric-harness" not in words, f"installs the unpublished package by name: {line}"
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    name = re.search(r'^name = "([^"]+)"', pyproject, re.M).group(1)  # type: ignore[union-attr]
    by_path = "repository: YOUR-ORG/rubric-harness" in recipe and "pip install ./rubric-harness" in recipe
    by_git = f'"{name} @ git+https://github.com/' in recipe
    assert by_path and by_git  # a checkout by path, and the git URL form, both pinned to a ref
    # The recipe's job fails on outages instead of gating them (exit 3/4 of `harness run`).
    assert "exit 3" in recipe and "exit 4" in recipe
