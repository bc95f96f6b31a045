"""The exit codes of the ``harness`` command, so a CI step can tell outcomes apart.

- 0: done (a run answered and scored every question; the gate ships).
- 1: the gate rejects the candidate.
- 2: bad input: a one-line error says what to fix (also runs the gate cannot compare, or
  that hold errors without ``--allow-errors``).
- 3 (``ANSWER_ERRORS``): the run finished, but some questions errored (generator or grader
  failure) and were not scored; the report counts them apart. Redo them with
  ``harness run --retry-errors --out RUN`` (or ``harness grade RUN`` for grader failures).
- 4 (``STOPPED``): the run stopped early after repeated identical fatal errors (a refused
  key, nothing listening at the URL); finished answers are kept, nothing is graded.
- 130: interrupted (Ctrl-C); rerun the same command to resume.
"""

from __future__ import annotations

OK = 0
REJECTED = 1
BAD_INPUT = 2
ANSWER_ERRORS = 3
STOPPED = 4
INTERRUPTED = 130
