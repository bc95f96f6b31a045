"""Agreement names: title, parties and date read and validated from the head; never garbled, always unique."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from harness.core.records import Document, Passage
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions.contractnli.naming import HEAD_CHARS, covers, garbling, name_agreements, valid_party

HEADS = {
    "d-1": "MUTUAL NON-DISCLOSURE AGREEMENT\nThis Agreement is entered into as of the 5th day of "
    "June, 2000, "
    "by and between Kaplan, Inc. located at 888 Seventh Avenue (\u201cKaplan\u201d) and Quest Education "
    "Corporation, a Georgia corporation (\u201cCompany\u201d).\n1. Confidential Information means all data.",
    "d-2": "CONFIDENTIALITY AGREEMENT\nThis Agreement is made between ______ (\u201cRecipient\u201d) and "
    "[Company name].\n1. Terms.",
    "d-3": "CONFIDENTIALITY AGREEMENT\nThis Agreement is made between ______ and [Company name].\n"
    "1. Other terms.",
    # The garbling the first namer produced on ContractNLI train and test documents, rebuilt here.
    "d-4": "File Ref No: CCS/SALT CAVERN/RFP/NDA\nCONFIDENTIALITY AGREEMENT\nThis CONFIDENTIALITY AGREEMENT "
    "is made between and Anton Paar GmbH, Anton-Paar-Stra\u00dfe 20, 8054 Graz, Austria.\n1. Purpose.",
    "d-5": "((ORACLE LOGO))\nNON-DISCLOSURE AGREEMENT\nThis Agreement is made on day of 20 between the "
    "customer (\u201cCustomer\u201d) and the schedule (\u201cPayment Schedule\u201d).\n1. Scope.",
    "d-6": "MATERIAL TRANSFER AND CONFIDENTIALITY AGREEMENT\nThis Agreement is entered into between The "
    "Board "
    "of Trustees of the Leland Stanford Junior University, 3160 Porter Drive and S. University Ave, "
    "Palo Alto (\u201cStanford\u201d).\nWHEREAS the parties wish to talk.",
    "d-7": "ACME PROJECT\nMUTUAL NON-DISCLOSURE AGREEMENT\nThis Agreement is made between ____ and ____.\n"
    "WHEREAS the parties wish to talk.",
    "d-8": "BETA PROGRAMME\nMUTUAL NON-DISCLOSURE AGREEMENT\nThis Agreement is made between ____ and ____.\n"
    "WHEREAS the parties wish to talk.",
}

# Each class of mistake the issue-23 review found on unseen documents, made up anew here.
CLASSES = {
    "placeholder": "NON-DISCLOSURE AGREEMENT\nThis Agreement is made between Your Organisation "
    "(the “Recipient”) and Acme Widgets Inc. (the “Discloser”).\n1. Purpose.",
    "role": "CONFIDENTIALITY AGREEMENT\nThis Agreement is made between Individual (the “Recipient”) and Beta "
    "Labs Ltd. (the “Company”).\n1. The individual agrees to keep information confidential.",
    "agent": "CONFIDENTIALITY AGREEMENT\nThis Agreement is made between Gamma Capital LLC, as agent for "
    "Delta Fund, and Omega Corp.\n1. Purpose.",
    "care-of": "CONFIDENTIALITY AGREEMENT\nThis Agreement is made between Zeta Trading Ltd, c/o Theta Law "
    "LLP, and Omega Corp.\n1. Purpose.",
    "contents": "TABLE OF CONTENTS\nMaster Services Agreement ........ 1\nCONFIDENTIALITY AGREEMENT\nThis "
    "Agreement is made between Kappa Inc. and Omega Corp.\n1. Purpose.",
    "exhibit-of-another": "Exhibit B to the Master Services Agreement\nMUTUAL NON-DISCLOSURE AGREEMENT\nThis "
    "Agreement is made between Lambda Inc. and Omega Corp.\n1. Purpose.",
}


@pytest.mark.parametrize(
    ("case", "expected"),
    [
        ("placeholder", "the Non-Disclosure Agreement with Acme Widgets Inc."),
        ("role", "the Confidentiality Agreement with Beta Labs Ltd."),
        ("agent", "the Confidentiality Agreement with Omega Corp."),
        ("care-of", "the Confidentiality Agreement between Zeta Trading Ltd and Omega Corp."),
        ("contents", "the Confidentiality Agreement between Kappa Inc and Omega Corp."),
        ("exhibit-of-another", "the Mutual Non-Disclosure Agreement between Lambda Inc and Omega Corp."),
    ],
)
def test_each_class_of_wrong_name_is_rejected_and_the_name_falls_back(case: str, expected: str) -> None:
    name = name_agreements(_corpus({case: CLASSES[case]}))[case].render()
    assert name == expected
    assert garbling(name) == []


def _corpus(heads: dict[str, str]) -> Corpus:
    docs = tuple(Document(k, "", v) for k, v in heads.items())
    passages = tuple(Passage(f"{k}:0", k, 0, 0, len(v), v) for k, v in heads.items())
    return Corpus("heads", docs, passages)


def test_title_parties_and_date_are_read_from_the_head() -> None:
    name = name_agreements(_corpus(HEADS))["d-1"]
    assert [p.text for p in name.parties] == ["Kaplan, Inc.", "Quest Education Corporation"]
    assert name.date is not None and name.date.text == "June 5, 2000" and name.year == "2000"
    assert name.title == "Mutual Non-Disclosure Agreement"
    assert name.render() == (
        "the Mutual Non-Disclosure Agreement between Kaplan, Inc. and Quest Education Corporation "
        "dated June 5, 2000"
    )
    assert HEADS["d-1"][name.parties[0].start : name.parties[0].end] == "Kaplan, Inc."


def test_template_blanks_are_not_parties_and_equal_names_are_told_apart() -> None:
    names = name_agreements(_corpus(HEADS))
    assert names["d-2"].parties == () and names["d-3"].parties == ()
    assert names["d-2"].render() != names["d-3"].render()
    assert names["d-2"].render() == "the Confidentiality Agreement (document d-2)"
    # A heading next to the title tells twins apart before the document id has to.
    assert names["d-7"].render() == "the Mutual Non-Disclosure Agreement (headed “Acme Project”)"
    assert names["d-8"].render() == "the Mutual Non-Disclosure Agreement (headed “Beta Programme”)"


@pytest.mark.parametrize(
    ("doc", "expected"),
    [
        ("d-4", "the Confidentiality Agreement with Anton Paar GmbH"),
        ("d-5", "the Non-Disclosure Agreement"),
        (
            "d-6",
            "the Material Transfer and Confidentiality Agreement with Board of Trustees of the Leland "
            "Stanford Junior University",
        ),
    ],
)
def test_file_refs_logos_addresses_roles_and_empty_between_fall_back(doc: str, expected: str) -> None:
    name = name_agreements(_corpus(HEADS))[doc].render()
    assert name == expected
    assert garbling(name) == []


def test_the_garbling_patterns_catch_the_reported_names() -> None:
    reported = [
        "the Under the File Ref No: Ccs/salt Cavern/rfp/nda",
        "the CONFIDENTIALITY AGREEMENT between and Anton Paar GmbH",
        "the Agreement ((oracle Logo))",
        "the Agreement (“Customer” and “Payment Schedule”)",
        "the Agreement between Board of Trustees and 450 S. University Ave",
        "the Mutual Non-Disclosure Agreement (the one opening “This Agreement is made on day of 20”)",
        # issue 23, made-up names of the kinds found on unseen documents
        "the Non-Disclosure Agreement with Your Organisation",
        "the Agreement between Acme Inc. and Recipient",
        "the Agreement with Omega Corp. c/o Theta Law LLP",
        "the Agreement between Gamma Capital LLC as agent for Delta Fund and Omega Corp.",
        "the Master Services Agreement ........ 1",
        "the Agreement with Office of the",
    ]
    assert all(garbling(name) for name in reported)


# ``train`` is the held-back split of issue 23: the namer was reworked on dev only, and this test
# (with the README's hand review of 40 train names) is the check on documents it was not tuned on.
@pytest.fixture(scope="module", params=["dev", "train"])
def contractnli(request: pytest.FixtureRequest, contractnli_dir: Path) -> Corpus:
    return load_corpus("contractnli", data_dir=contractnli_dir, split=request.param)


@pytest.mark.realdata
def test_every_shipped_contractnli_document_gets_a_clean_unique_validated_name(contractnli: Corpus) -> None:
    names = name_agreements(contractnli)
    rendered = {doc: name.render() for doc, name in names.items()}
    garbled = {doc: (r, garbling(r)) for doc, r in rendered.items() if garbling(r)}
    assert garbled == {}
    assert len(set(rendered.values())) == len(rendered)  # each name identifies one agreement ...
    assert not [(a, b) for a in names for b in names if a != b and covers(names[a], names[b])]  # ... alone
    for document in contractnli.documents:
        name, head = names[document.id], document.text[:HEAD_CHARS]
        flat = re.sub(r"\s+", " ", head).lower()
        assert name.title == "agreement" or re.sub(r"\s+", " ", name.title).lower() in flat, document.id
        for party in name.parties:
            assert head[party.start : party.end].lower() == party.text.lower(), (document.id, party)
            assert valid_party(party.text)
        if name.date is not None:
            assert name.year in head[name.date.start : name.date.end]
    # The reading is worth having: most agreements get parties, and some a date.
    assert sum(bool(n.parties) for n in names.values()) >= 0.6 * len(names)
    assert any(n.date is not None for n in names.values())
