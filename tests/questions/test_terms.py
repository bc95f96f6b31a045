from __future__ import annotations

from harness.core.records import Document, Passage
from harness.corpus.base import Corpus
from harness.questions.terms import TermIndex


def _corpus() -> Corpus:
    texts = {
        "a": "The Recipient shall not Compete with Acme Robotics.",
        "b": "Social  media posts are public.",
    }
    docs = tuple(Document(k, k, v) for k, v in texts.items())
    passages = tuple(Passage(f"{k}:0", k, 0, 0, len(v), v) for k, v in texts.items())
    return Corpus("tiny", docs, passages)


def test_terms_match_word_prefixes_and_phrases() -> None:
    terms = TermIndex(_corpus())
    assert (
        terms.in_corpus("compet")
        and terms.in_document("compet", "a")
        and not terms.in_document("compet", "b")
    )
    assert terms.in_corpus("social media") and terms.passages_with("social media", "b") == ["b:0"]
    assert not terms.in_corpus("petition") and not terms.in_corpus("ompete")  # only at word starts
    assert terms.present_in_corpus(["acme robot", "bitcoin"]) == ["acme robot"]
    assert terms.documents_with("public") == ["b"]
