"""Reports, the ship gate and run comparison: everything read from finished run folders."""

from __future__ import annotations

from harness.report.compare import compare_frame, compare_runs, write_compare
from harness.report.gate import GateResult, RuleCheck, gate
from harness.report.load import RunData, load_run
from harness.report.summary import summarize
from harness.report.write import write_report

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
