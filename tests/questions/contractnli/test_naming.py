from __future__ import annotations

from harness.core.records import Document, Passage
from harness.corpus.base import Corpus
from harness.questions.contractnli.naming import name_agreements

HEADS = {
    "d-1": "MUTUAL NON-DISCLOSURE AGREEMENT\nThis Agreement is entered into as of the 5th day of "
    "June, 2000, "
    "by and between Kaplan, Inc. located at 888 Seventh Avenue (\u201cKaplan\u201d) and Quest Education "
    "Corporation, a Georgia corporation (\u201cCompany\u201d).\n1. Confidential Information means all data.",
    "d-2": "CONFIDENTIALITY AGREEMENT\nThis Agreement is made between ______ (\u201cRecipient\u201d) and "
    "[Company name].\n1. Terms.",
    "d-3": "CONFIDENTIALITY AGREEMENT\nThis Agreement is made between ______ and [Company name].\n"
    "1. Other terms.",
}


def _corpus() -> Corpus:
    docs = tuple(Document(k, "", v) for k, v in HEADS.items())
    passages = tuple(Passage(f"{k}:0", k, 0, 0, len(v), v) for k, v in HEADS.items())
    return Corpus("heads", docs, passages)


def test_parties_date_title_and_aliases_are_read_from_the_head() -> None:
    name = name_agreements(_corpus())["d-1"]
    assert [p.text for p in name.parties] == ["Kaplan, Inc.", "Quest Education Corporation"]
    assert name.date is not None and name.date.text == "June 5, 2000" and name.year == "2000"
    assert name.title == "Mutual Non-Disclosure Agreement"
    assert name.render() == (
        "the Mutual Non-Disclosure Agreement between Kaplan, Inc. and Quest Education Corporation "
        "(\u201cKaplan\u201d and \u201cCompany\u201d) dated June 5, 2000"
    )
    assert HEADS["d-1"][name.parties[0].start : name.parties[0].end] == "Kaplan, Inc."


def test_template_blanks_are_not_parties_and_equal_names_are_told_apart() -> None:
    names = name_agreements(_corpus())
    assert names["d-2"].parties == () and names["d-3"].parties == ()
    assert names["d-2"].render() != names["d-3"].render()
    assert names["d-2"].render().startswith("the Confidentiality Agreement")
