"""``citation_exists`` and ``citation_supports``/precision (``harness.grade.citations``)."""

from __future__ import annotations

from harness.core.records import CitationVerdict
from harness.grade.citations import citation_exists, citation_support, citation_verdicts_support
from tests.grade.helpers import answer, make_corpus

CORPUS = make_corpus()
ANSWER = answer("Yes.", retrieved_ids=("mini-01:1", "mini-01:0"))


def test_citation_exists_in_the_retrieval_set() -> None:
    assert citation_exists(ANSWER, [], CORPUS) == (None, "nothing cited")
    ok, why = citation_exists(ANSWER, ["mini-01:1", "mini-01:0"], CORPUS)
    assert ok is True and "all 2" in why


def test_citation_exists_fails_for_unknown_and_unretrieved_ids() -> None:
    ok, why = citation_exists(ANSWER, ["mini-01:1", "nope:9"], CORPUS)
    assert ok is False and "not a passage of the corpus: nope:9" in why
    ok, why = citation_exists(ANSWER, ["mini-01:3"], CORPUS)  # a corpus passage, not retrieved here
    assert ok is False and "not retrieved for this answer: mini-01:3" in why
    assert "not a passage" not in why
    ok, why = citation_exists(ANSWER, ["nope:9", "mini-01:3"], CORPUS)
    assert ok is False and "nope:9" in why and "mini-01:3" in why


def test_citation_support_precision() -> None:
    assert citation_support(["a", "b"], {"a"}, refused=True, what="gold") == (None, None, "n/a for a refusal")
    assert citation_support([], {"a"}, refused=False, what="gold")[:2] == (None, None)
    assert citation_support(["a"], {"a", "c"}, refused=False, what="gold evidence") == (
        True,
        1.0,
        "every cited passage is gold evidence",
    )
    ok, precision, why = citation_support(["a", "b", "c", "d"], {"a"}, refused=False, what="gold")
    assert (ok, precision) == (False, 0.25) and why.endswith("not: b, c, d") and why.startswith("1/4")


def test_citation_verdicts_support() -> None:
    good = CitationVerdict("mini-01:1", True, "Yes.", "states the permission")
    bad = CitationVerdict("mini-01:0", False, "Yes.", "names the parties only")
    assert citation_verdicts_support([good, bad], refused=True) == (None, None, "n/a for a refusal", ())
    assert citation_verdicts_support([], refused=False)[:2] == (None, None)
    assert citation_verdicts_support([good], refused=False) == (
        True,
        1.0,
        "every cited passage backs its claim",
        (good,),
    )
    ok, precision, why, kept = citation_verdicts_support([good, bad], refused=False)
    assert (ok, precision, kept) == (False, 0.5, (good, bad))
    assert "1/2" in why and "mini-01:0: names the parties only" in why and "mini-01:1" not in why
