"""Answering: the concurrent resumable answer loop, one answer per question, the retrieval conditions.

``run_protocol`` (which drives corpus, questions, answering, grading and the report) lives
in :mod:`harness.pipeline`; the run folder in :mod:`harness.store`.
"""
