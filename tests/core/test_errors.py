"""The one error type for bad user input: problem and fix on one line."""

from __future__ import annotations

import pytest

from harness.core.errors import HarnessError, install_extra


def test_problem_and_fix_make_one_line() -> None:
    error = HarnessError("  no file\nnamed x.jsonl ", "pass\nthe run folder")
    assert error.problem == "no file named x.jsonl"
    assert error.fix == "pass the run folder"
    assert str(error) == error.one_line() == "no file named x.jsonl -- fix: pass the run folder"
    assert "\n" not in str(error)


def test_without_a_fix_only_the_problem_is_shown() -> None:
    assert str(HarnessError("unknown grader 'x'")) == "unknown grader 'x'"
    with pytest.raises(HarnessError, match=r"^unknown grader"):
        raise HarnessError("unknown grader 'x'", "")


def test_a_missing_extra_is_fixed_by_installing_it_from_the_index_or_a_clone() -> None:
    fix = install_extra("plots")
    assert "pip install 'rubric-harness[plots]'" in fix  # as published
    assert "pip install -e '.[plots]'" in fix  # from a clone, as the README installs
    assert str(HarnessError("matplotlib is missing", fix)).count("\n") == 0
