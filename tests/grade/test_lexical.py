"""Each lexical formula on values computed by hand (arithmetic in comments)."""

from __future__ import annotations

import math

import pytest

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
from tests.grade.helpers import IDF_EAT, IDF_RARE, TINY


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


def test_tfidf_matches_scikit_learn_on_a_real_corpus() -> None:
    """The numpy TF-IDF gives scikit-learn's ``TfidfVectorizer`` figures (its defaults), row by row."""
    from sklearn.feature_extraction.text import TfidfVectorizer

    from harness.corpus import load_corpus
    from harness.grade.lexical import TfidfIndex

    corpus = load_corpus("nda-mini")
    texts = [p.text for p in corpus.passages]
    ours = TfidfIndex.fit(texts)
    theirs = TfidfVectorizer().fit(texts)
    queries = [*texts[:20], "Does the agreement allow sharing with employees?", "zzz unknown words"]
    a = ours.transform(queries).toarray()
    b = theirs.transform(queries).toarray()
    columns = [ours.columns[t] for t in theirs.get_feature_names_out()]
    assert a.shape == b.shape
    assert a[:, columns] == pytest.approx(b, abs=1e-12)


def test_tfidf_idf_is_kept_on_disk(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from harness.grade import lexical

    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(lexical, "_INDEXES", {})
    first = tfidf_index(TINY)
    assert lexical._cache_path(TINY).is_file()
    monkeypatch.setattr(lexical, "_INDEXES", {})
    monkeypatch.setattr(lexical.TfidfIndex, "fit", None)  # a second process reads the file, never fits
    second = tfidf_index(TINY)
    assert second is not first and second.idf == pytest.approx(first.idf)


def test_passage_vectors_are_their_transforms_kept_once() -> None:
    index = tfidf_index(TINY)
    ids = [p.id for p in TINY.passages][:3]
    texts = [p.text for p in TINY.passages][:3]
    first = index.vectors(ids, texts).toarray()
    again = index.vectors(ids[::-1], texts[::-1]).toarray()  # rows kept, order follows ids
    assert first == pytest.approx(index.transform(texts).toarray())
    assert again == pytest.approx(first[::-1])
    assert index.vectors([], []).shape == (0, len(index.columns))
