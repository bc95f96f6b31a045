"""Each lexical and citation-score formula on values computed by hand (arithmetic in comments)."""

from __future__ import annotations

import math

import pytest

from harness.core.records import Document, Passage
from harness.corpus.base import Corpus
from harness.grade.citation_score import citation_score, coverage, faithfulness, overall, redundancy
from harness.grade.lexical import (
    LexicalSettings,
    completeness,
    drift,
    jaccard,
    lexical_score,
    relevance,
    row_cosines,
    tfidf_index,
    verdict,
)

P1, P2 = "cats eat fish", "dogs eat meat"
TINY = Corpus(
    name="tiny",
    documents=(Document("t-1", "T1", P1), Document("t-2", "T2", P2)),
    passages=(Passage("t-1:0", "t-1", 0, 0, 13, P1), Passage("t-2:0", "t-2", 0, 0, 13, P2)),
)
# Smooth idf over n = 2 passages: idf(t) = ln((1 + n) / (1 + df)) + 1.
IDF_RARE = math.log(3 / 2) + 1  # cats, fish, dogs, meat (df = 1): 1.405465
IDF_EAT = math.log(3 / 3) + 1  # eat (df = 2): 1.0


def test_s_rel_by_hand() -> None:
    index = tfidf_index(TINY)
    q, r = "cats eat", "cats eat fish"
    [cos] = row_cosines(index.transform([q]), index.transform([r]))
    # Q = (cats 1.405465, eat 1), R = (cats 1.405465, eat 1, fish 1.405465)
    # cos = (1.405465^2 + 1) / (sqrt(1.405465^2 + 1) * sqrt(2 * 1.405465^2 + 1))
    #     = 2.975332 / (1.724915 * 2.225000) = 2.975332 / 3.837936 = 0.775240
    expected_cos = (IDF_RARE**2 + IDF_EAT**2) / (
        math.sqrt(IDF_RARE**2 + IDF_EAT**2) * math.sqrt(2 * IDF_RARE**2 + IDF_EAT**2)
    )
    assert cos == pytest.approx(expected_cos) and cos == pytest.approx(0.775240, abs=1e-6)
    # Jaccard({cats, eat}, {cats, eat, fish}) = 2 / 3
    assert jaccard({"cats", "eat"}, {"cats", "eat", "fish"}) == pytest.approx(2 / 3)
    # S_rel = (0.775240 + 0.666667) / 2 = 0.720953
    assert relevance(cos, q, r) == pytest.approx(0.720953, abs=1e-6)
    assert tfidf_index(TINY) is index  # fitted once per corpus


def test_s_comp_by_hand() -> None:
    # keywords("Do cats eat fish?") = {cats, eat, fish} ("do" is a stop word);
    # tokens("Cats eat meat.") hold cats and eat -> 2 / 3
    assert completeness("Do cats eat fish?", "Cats eat meat.") == pytest.approx(2 / 3)
    assert completeness("Is it?", "anything") == 1.0  # no keyword to cover


def test_p_drift_by_hand() -> None:
    settings = LexicalSettings()
    response = "the cat sat on the mat"
    # response bigrams: (the cat) (cat sat) (sat on) (on the) (the mat) -> 5 distinct
    # retrieval bigrams: (my cat) (cat sat) (sat on) (on my) (my rug); shared 2 -> 2/5 = 0.4 >= 0.2
    assert drift(response, ["my cat sat on my rug"], settings) == (pytest.approx(0.4), 0.0)
    # only (the mat) is shared -> 1/5 = 0.2, not below 0.2 -> no penalty
    assert drift(response, ["the mat"], settings) == (pytest.approx(0.2), 0.0)
    # nothing shared -> 0/5 = 0.0 < 0.2 -> P_drift = 0.2
    assert drift(response, ["dogs bark"], settings) == (0.0, 0.2)


def test_s_hall_and_verdict_thresholds() -> None:
    st = LexicalSettings()
    # S_hall = max(S_claims 0.25, P_drift 0.2) = 0.25; S_rel 0.5 >= 0.1; S_comp 0.7 >= 0.6 -> PASS
    score = lexical_score(0.5, 0.7, 0.25, 0.2, st)
    assert (score.s_hall, score.verdict) == (0.25, "PASS")
    assert verdict(0.5, 0.7, 0.51, st) == "FAIL"  # S_hall 0.51 > 0.5
    assert verdict(0.5, 0.7, 0.5, st) == "PASS"  # 0.5 is not above 0.5
    assert verdict(0.09, 0.7, 0.0, st) == "FAIL"  # S_rel 0.09 < 0.1
    assert verdict(0.5, 0.59, 0.0, st) == "WARN"  # S_comp 0.59 < 0.6
    assert verdict(0.5, 0.7, 0.55, LexicalSettings(hall_threshold=0.6)) == "PASS"  # the 0.6 setting


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
