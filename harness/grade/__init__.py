"""Grading: the five rubric axes for each answer, by gold (``reference``), by lexical scorers
(``heuristic``) or by an LLM judge (``llm``)."""

from harness.grade.base import Grader, grader
from harness.grade.runner import grade_run

__all__ = ["Grader", "grade_run", "grader"]
