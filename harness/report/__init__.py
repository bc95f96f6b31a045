"""Reports, the ship gate and run comparison: everything read from finished run folders.

Names load on first use (``harness.core.exports``): importing one module of the package (the
run imports ``harness.report.write``) does not import the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from harness.core.exports import lazy_exports

# Imported now, not lazily: the function ``gate`` shares its name with its module, and importing
# that module (the terminal renderer does) would otherwise leave the module under the name.
from harness.report.gate import GateResult, RuleCheck, gate

__all__ = [
    "GateResult",
    "RuleCheck",
    "RunData",
    "compare_frame",
    "compare_runs",
    "gate",
    "load_run",
    "summarize",
    "write_compare",
    "write_report",
]

__getattr__, __dir__ = lazy_exports(
    __name__,
    {
        "compare_frame": "harness.report.compare",
        "compare_runs": "harness.report.compare",
        "write_compare": "harness.report.compare",
        "RunData": "harness.report.load",
        "load_run": "harness.report.load",
        "summarize": "harness.report.summary",
        "write_report": "harness.report.write",
    },
)

if TYPE_CHECKING:
    from harness.report.compare import compare_frame, compare_runs, write_compare
    from harness.report.load import RunData, load_run
    from harness.report.summary import summarize
    from harness.report.write import write_report
