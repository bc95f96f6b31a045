"""The Inspect tasks of rubric-harness, one per corpus (see ``harness.interop.inspect_task``)."""

from __future__ import annotations

from inspect_ai import Task, task

from harness.interop.inspect_task import rubric_task


@task
def nda_mini(grader: str = "reference", prompt: str = "default") -> Task:
    """The embedded nda-mini corpus's frozen protocol (130 questions, seven strata)."""
    return rubric_task("nda-mini", grader=grader, prompt=prompt)


@task
def contractnli(
    data_dir: str | None = None, split: str = "dev", grader: str = "reference", prompt: str = "default"
) -> Task:
    """The ContractNLI protocol of ``split`` (its release files under ``data_dir``, or the Hub)."""
    return rubric_task("contractnli", data_dir=data_dir, split=split, grader=grader, prompt=prompt)


@task
def govreport(data_dir: str | None = None, grader: str = "reference", prompt: str = "default") -> Task:
    """The GovReport protocol (value questions with anchor values)."""
    return rubric_task("govreport", data_dir=data_dir, grader=grader, prompt=prompt)
