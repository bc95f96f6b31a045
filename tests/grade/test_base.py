"""The grader plug-in helpers (``harness.grade.base``): versions and the failed grade."""

from __future__ import annotations

from typing import ClassVar

from harness.core.records import FACTUALITY_BUCKETS, RUBRIC_VERSION
from harness.grade.base import failed_grade, grader_versions


class _Versioned:
    versions: ClassVar[dict[str, object]] = {"grader": "h-3", "judge_prompt": 2}


class _Plain:
    name = "plain"


def test_grader_versions_add_the_rubric() -> None:
    assert grader_versions(_Versioned()) == {"grader": "h-3", "judge_prompt": "2", "rubric": RUBRIC_VERSION}
    assert grader_versions(_Plain()) == {"rubric": RUBRIC_VERSION}


def test_grader_versions_keep_a_declared_rubric() -> None:
    class Pinned:
        versions: ClassVar[dict[str, str]] = {"rubric": "r-old"}

    assert grader_versions(Pinned()) == {"rubric": "r-old"}


def test_failed_grade_is_counted_unsupported_and_flagged() -> None:
    g = failed_grade("q7", "llm", "judge timed out", flag="judge_invalid", grader_version="j1")
    assert g.factuality == "unsupported" and g.factuality in FACTUALITY_BUCKETS
    assert (g.question_id, g.grader, g.error, g.flags) == ("q7", "llm", "judge timed out", ("judge_invalid",))
    assert g.rationale["factuality"] == "not graded (judge_invalid): judge timed out"
    assert (g.citation_exists, g.citation_supports, g.refusal_quality) == (None, None, None)
    assert (g.grader_version, g.rubric_version) == ("j1", RUBRIC_VERSION)
    assert failed_grade("q1", "x", "boom").flags == ("grader_error",)


def test_heap_frozen_keeps_old_objects_out_of_collections_while_it_lasts() -> None:
    import gc

    from harness.grade.base import heap_frozen

    assert gc.get_freeze_count() == 0
    with heap_frozen():
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0
    gc.disable()
    try:
        with heap_frozen():  # a process that turned the collector off is left as it is
            assert gc.get_freeze_count() == 0
    finally:
        gc.enable()
    gc.freeze()
    try:
        assert gc.get_freeze_count() > 0
        with heap_frozen():  # nor one that froze objects itself: they stay frozen after
            pass
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_reference_grades_in_a_frozen_heap_and_unfreezes_after(monkeypatch) -> None:
    import gc

    from harness.grade import reference

    seen: list[int] = []
    real = reference.grade_answer

    def spy(*args, **kwargs):
        seen.append(gc.get_freeze_count())
        return real(*args, **kwargs)

    monkeypatch.setattr(reference, "grade_answer", spy)
    from tests.grade.helpers import answer, make_corpus, question

    pairs = [
        (question(), answer("Yes [mini-01:1].", ("mini-01:1",))),
        (question(qid="q2"), answer("No.", qid="q2")),
    ]
    grades = reference.ReferenceGrader().grade(pairs, make_corpus())
    assert [g.question_id for g in grades] == ["q1", "q2"] and grades[0].factuality == "correct"
    assert len(seen) == 2 and all(n > 0 for n in seen)
    assert gc.get_freeze_count() == 0
