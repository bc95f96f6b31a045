"""ContractNLI adversarial premises by hand: a near-miss company and a wrong year, absent where due."""

from __future__ import annotations

import random

from harness.core.records import Document, Passage
from harness.corpus.base import Corpus
from harness.questions.contractnli.build import near_miss, wrong_year
from harness.questions.terms import TermIndex


def _terms(texts: dict[str, str]) -> TermIndex:
    docs = tuple(Document(doc, f"Agreement {doc}", text) for doc, text in texts.items())
    passages = tuple(Passage(f"{doc}:0", doc, 0, 0, len(text), text) for doc, text in texts.items())
    return TermIndex(Corpus("contractnli", docs, passages))


def test_near_miss_swaps_the_designator_of_a_company_for_one_the_corpus_never_names() -> None:
    terms = _terms(
        {
            "d-1": "Kaplan, Inc. and Kaplan Holdings agree.",
            "d-2": "Kaplan Partners, Kaplan Ventures and Kaplan Group meet.",
        }
    )
    assert near_miss("Kaplan, Inc.", terms, random.Random(3)) == "Kaplan Labs"  # the only name left
    assert near_miss("John Smith", terms, random.Random(3)) is None  # a person has no twin
    assert near_miss("The Acme Company, Inc.", terms, random.Random(3)) is None


def test_wrong_year_is_near_and_absent_from_the_document() -> None:
    terms = _terms({"d-1": "Dated 2000, renewed 2001, 1999 and 2002, amended 1998 and 1997.", "d-2": "2003"})
    assert wrong_year("2000", terms, "d-1", random.Random(5)) == "2003"  # other documents may hold it
    assert wrong_year("2000", terms, "d-2", random.Random(5)) in {"1997", "1998", "1999", "2001", "2002"}
    full = _terms({"d-1": " ".join(str(y) for y in range(1995, 2006))})
    assert wrong_year("2000", full, "d-1", random.Random(5)) is None
