"""The heuristic's silence test and verdict polarity on the embedded nda-mini corpus, with answers
worded afresh (issue 13 follow-up): an agreement that states the asked point in its own words is
not silent when the answer cites that clause; an answer whose cited passage is off the point, for
an agreement that never addresses it, is still wrong; prohibitions worded differently agree."""

from __future__ import annotations

from dataclasses import replace

import pytest

from harness.core.records import Question
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.grade.heuristic import with_lead_ins
from tests.grade.helpers import heuristic_graded, question


@pytest.fixture(scope="module")
def mini() -> Corpus:
    return load_corpus("nda-mini")


def _q(text: str, document_id: str, stratum: str = "answerable", gold: str = "yes") -> Question:
    return replace(question(text=text, document_id=document_id, gold=gold), stratum=stratum)  # type: ignore[arg-type]


COPIES = (
    "Under the Non-Disclosure Agreement for Technical Evaluation between Orrin Valley Agritech LLC and "
    "Zephyrine Labs Inc. dated March 23, 2021, may the receiving party make copies, duplicates or "
    "reproductions of confidential information in some circumstances?"
)


def test_silence_does_not_fire_on_the_agreements_own_clause_in_its_own_words(mini: Corpus) -> None:
    # mini-12:11 lets "Zephyrine" copy "Protected Information": a quarter of the question's words
    q = _q(COPIES, "mini-12")
    fact, why = heuristic_graded(
        mini,
        q,
        "Yes — Zephyrine may make copies of Protected Information as the Evaluation needs, provided each "
        "copy bears Orrin Valley's confidentiality notice [mini-12:11].",
        ("mini-12:1", "mini-12:0", "mini-12:11"),
    )
    assert fact == "correct", why


def test_silence_still_fires_when_the_cited_passage_is_off_the_point(mini: Corpus) -> None:
    # mini-12 has no non-solicitation clause; the answer cites its title line and commits anyway
    q = _q(
        "Under the Non-Disclosure Agreement for Technical Evaluation between Orrin Valley Agritech LLC and "
        "Zephyrine Labs Inc. dated March 23, 2021, is the receiving party forbidden to solicit, recruit or "
        "employ the disclosing party's employees or representatives?",
        "mini-12",
        "not_mentioned",
        "none",
    )
    fact, why = heuristic_graded(
        mini, q, "Yes, that is forbidden [mini-12:0].", ("mini-12:1", "mini-12:0", "mini-10:24")
    )
    assert fact == "wrong" and "says nothing" in why, why


REVERSE = (
    "Under the Nondisclosure Agreement (Technical Information) between Bramblecote Robotics Inc. and "
    "Halvorsen Maritime Holdings Inc. dated October 11, 2021, is the receiving party forbidden to reverse "
    "engineer, decompile or disassemble objects or software that embody confidential information?"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Yes. Halvorsen Maritime is prohibited from reverse engineering or decompiling the HullCrawler "
         "robot and any other object embodying Confidential Information [mini-09:12].", "correct"),
        ("No. Halvorsen Maritime may reverse engineer and decompile the HullCrawler [mini-09:12].",
         "wrong"),
    ],
)  # fmt: skip
def test_forbidden_and_shall_not_are_one_prohibition(mini: Corpus, text: str, expected: str) -> None:
    q = _q(REVERSE, "mini-09")
    fact, why = heuristic_graded(mini, q, text, ("mini-09:1", "mini-09:12", "mini-13:11"))
    assert fact == expected, why


def test_nothing_prevents_is_a_permission(mini: Corpus) -> None:
    q = _q(
        "Under the Mutual Nondisclosure Agreement between Ashgrove Ledger Services LLC and Fennick Ruhl "
        "Logistics Inc. dated July 7, 2018, is the receiving party forbidden to solicit, recruit or employ "
        "the disclosing party's employees or representatives?",
        "mini-10",
        "contradicted",
        "no",
    )
    ids = ("mini-10:1", "mini-10:24", "mini-10:0")
    right = (
        "No. Nothing in it prevents Ashgrove or Fennick Ruhl from recruiting or hiring each other's "
        "employees [mini-10:24]."
    )
    assert heuristic_graded(mini, q, right, ids)[0] == "correct"
    fact, why = heuristic_graded(
        mini, q, "Yes, hiring the other side's employees is barred [mini-10:24].", ids
    )
    assert fact == "wrong", why


def test_a_list_item_is_read_with_its_lead_in(mini: Corpus) -> None:
    read = dict(with_lead_ins(mini, "mini-06"))
    assert read["mini-06:16"].startswith(
        "3.1 The obligations in Section 2 do not apply to information which:"
    )
    assert read["mini-06:16"].endswith("(c) Oxbury obtains from a third party who is free to disclose it.")
    assert read["mini-06:17"].startswith("3.2 If Oxbury")  # a numbered clause ends the list


def test_silence_does_not_fire_on_an_exception_listed_under_its_lead_in(mini: Corpus) -> None:
    # mini-06:16 "(c) Oxbury obtains from a third party who is free to disclose it." says it only
    # under its lead-in; the answer is right but cites another agreement's clause: unsupported
    q = _q(
        "Under the Non-Disclosure Agreement between Tindrel Aerospace GmbH and Oxbury Thermal Ltd dated "
        "February 17, 2022, may the receiving party obtain information similar to the confidential "
        "information from a third party free of any confidentiality obligation?",
        "mini-06",
        "evidence_missed",
    )
    fact, why = heuristic_graded(
        mini,
        q,
        "Yes: what the receiving party gets from a third party without a confidentiality duty is carved out "
        "[mini-10:16].",
        ("mini-06:1", "mini-10:16", "mini-01:15"),
    )
    assert fact == "unsupported", why
