"""Running a protocol: the run folder, the concurrent resumable answer loop, ``run_protocol``."""

from __future__ import annotations

from harness.run.folder import RunFolder
from harness.run.protocol import DryRunEstimate, RunResult, default_out_dir, run_protocol

__all__ = ["DryRunEstimate", "RunFolder", "RunResult", "default_out_dir", "run_protocol"]
