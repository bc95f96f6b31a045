"""The run folder anyone can read: manifest, questions, answers, grades, appended as work finishes.

The manifest module owns the comparability rules the gate reads.
"""

from __future__ import annotations

from harness.store.folder import RunFolder

__all__ = ["RunFolder"]
