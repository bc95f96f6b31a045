"""rubric-harness: score retrieval-augmented QA pipelines on a refusal-aware rubric."""

from __future__ import annotations

__version__ = "0.1.0"
