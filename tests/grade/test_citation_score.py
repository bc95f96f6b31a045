"""The citation score's formulas (``harness.grade.citation_score``) on values computed by hand."""

from __future__ import annotations

import pytest

from harness.grade.citation_score import citation_score, coverage, faithfulness, overall, redundancy
from harness.grade.lexical import tfidf_index
from tests.grade.helpers import IDF_RARE, P1, P2, TINY


def test_citation_score_by_hand() -> None:
    index = tfidf_index(TINY)
    cited = [P1, P2]
    # keywords(claims) = {cats, eat, fish, daily}; cited tokens = {cats, eat, fish, dogs, meat} -> F = 3/4
    assert faithfulness("Cats eat fish daily.", cited) == pytest.approx(0.75)
    # keywords(Q) = {cats, eat, fish}, all in the cited passages -> C = 3/3
    assert coverage("Do cats eat fish?", cited) == 1.0
    # R = cos(P1, P2): only "eat" is shared:
    # 1 / (2 * 1.405465^2 + 1) = 1 / 4.950664 = 0.201993
    vectors = index.vectors(["t-1:0", "t-2:0"], cited)
    assert redundancy(vectors) == pytest.approx(1 / (2 * IDF_RARE**2 + 1))
    assert redundancy(index.vectors(["t-1:0"], [P1])) == 0.0  # one passage: no pair
    # overall = 0.4 * 0.75 + 0.4 * 1 + 0.2 * (1 - 0.201993) = 0.3 + 0.4 + 0.159601 = 0.859601
    score = citation_score("Do cats eat fish?", "Cats eat fish daily.", cited, vectors)
    assert score.overall == pytest.approx(0.859601, abs=1e-6)
    assert overall(1.0, 1.0, 0.0) == pytest.approx(1.0)
