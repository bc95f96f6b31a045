"""Inspect's namespace for rubric-harness: ``inspect eval rubric_harness/nda_mini``.

The tasks live in ``harness.interop.inspect_task``; this package only names them for Inspect's
registry (``[project.entry-points.inspect_ai]``), which namespaces a task by its top-level package.
"""
