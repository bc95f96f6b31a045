"""Evidence hygiene: fragments are not gold evidence on their own; twin copies are the same evidence."""

from __future__ import annotations

from harness.core.records import Document, GoldAnnotation, Hypothesis, Passage
from harness.corpus.base import Corpus
from harness.corpus.twins import same_text_passages
from harness.questions.contractnli.evidence import evidence_of, states_clause

RETURN = Hypothesis(
    "nda-16",
    "Return of confidential information",
    "Receiving Party shall destroy or return some Confidential Information upon the termination of "
    "Agreement.",
)
CLAUSE = (
    "Upon request, the Recipient shall promptly return or destroy all Confidential Information and copies."
)
SPANS = {
    "d-1": ["5.1", CLAUSE, "This includes:", "-", "between Advan"],
    "d-2": ["Recitals of the second agreement.", CLAUSE, "The parties agree as follows."],
}


def _corpus(gold: tuple[GoldAnnotation, ...]) -> Corpus:
    docs, passages = [], []
    for doc, spans in SPANS.items():
        text, at = "", 0
        for n, span in enumerate(spans):
            passages.append(Passage(f"{doc}:{n}", doc, n, at, at + len(span), span))
            text += span + "\n"
            at += len(span) + 1
        docs.append(Document(doc, doc, text))
    return Corpus("hygiene", tuple(docs), tuple(passages), (RETURN,), gold)


def test_a_clause_span_is_evidence_and_its_twin_copy_is_the_same_evidence() -> None:
    pair = GoldAnnotation("d-1", "nda-16", "Entailment", ("d-1:0", "d-1:1", "d-1:2"))
    corpus = _corpus((pair,))
    assert same_text_passages(corpus)["d-1:1"] == ("d-2:1",)
    # "5.1" and "This includes:" stand only as part of the clause next to them, which cites for them.
    assert evidence_of(corpus, pair) == ("d-1:1", "d-2:1")


def test_a_pair_whose_spans_are_all_fragments_is_dropped() -> None:
    pair = GoldAnnotation("d-1", "nda-16", "Entailment", ("d-1:0", "d-1:2", "d-1:3", "d-1:4"))
    assert evidence_of(_corpus((pair,)), pair) is None


def test_a_clause_long_span_without_a_word_of_the_hypothesis_is_not_evidence() -> None:
    content = frozenset({"retur", "destr", "termi"})
    assert states_clause(CLAUSE, content)
    assert not states_clause("The parties agree as follows and sign below.", content)
    assert not states_clause("return or destroy", content)  # shorter than a clause
