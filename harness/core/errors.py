"""The one error type for bad user input: the CLI prints it as one line and exits with code 2."""

from __future__ import annotations


class HarnessError(Exception):
    """A problem the user can fix: bad input, a missing file, an unknown name.

    ``problem`` says what is wrong, ``fix`` says what to do about it. The CLI prints
    ``error: <problem> -- fix: <fix>`` on one line and exits with code 2.
    """

    def __init__(self, problem: str, fix: str = "") -> None:
        self.problem = problem.strip().replace("\n", " ")
        self.fix = fix.strip().replace("\n", " ")
        super().__init__(self.one_line())

    def one_line(self) -> str:
        if self.fix:
            return f"{self.problem} -- fix: {self.fix}"
        return self.problem


def install_extra(extra: str) -> str:
    """The fix for a missing optional package: install the extra of rubric-harness that holds it."""
    return f"pip install 'rubric-harness[{extra}]' (from a clone: pip install -e '.[{extra}]')"
