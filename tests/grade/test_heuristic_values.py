"""The heuristic on values and restrictive questions, on the embedded nda-mini corpus with answers
worded afresh (issue 13 follow-up): a value the agreement asked about never states is wrong (it
may come from another agreement); a value the agreement states stays correct; "must be marked"
affirms "protected only if marked", and "whether or not marked" denies it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.grade.heuristic import verdict_evidence
from tests.grade.helpers import corpus_of, heuristic_graded, question


@pytest.fixture(scope="module")
def mini() -> Corpus:
    return load_corpus("nda-mini")


VELMONT = (
    "Under the Letter Agreement on Confidentiality between Velmont Acoustics Pte Ltd and Caskbridge Storage "
    "Pte Ltd dated December 1, 2022, within how many days of a request must the receiving party return or "
    "destroy the confidential information?"
)
HALVORSEN = (
    "Under the Mutual Non-Disclosure Agreement between Halvorsen Marine AS and Quillfeather Analytics Ltd. "
    "dated April 14, 2019, within how many days after termination must the receiving party return or "
    "destroy the confidential information?"
)


def test_a_value_the_named_agreement_never_states_is_wrong(mini: Corpus) -> None:
    q = replace(
        question(answer_type="value", gold="none", text=VELMONT, document_id="mini-11"),
        stratum="unanswerable",
    )
    fact, why = heuristic_graded(
        mini, q, "Within 10 days of a written request (mini-06:21).", ("mini-11:1", "mini-06:21")
    )
    assert fact == "wrong" and "never states" in why, why


def test_a_value_the_named_agreement_states_stays_correct(mini: Corpus) -> None:
    q = question(
        answer_type="value", gold="15 days", text=HALVORSEN, document_id="mini-01", evidence=("mini-01:21",)
    )
    fact, why = heuristic_graded(
        mini,
        q,
        "Fifteen (15) days after termination: the Receiving Party shall return or destroy all Confidential "
        "Information of the other Party [mini-01:21].",
        ("mini-01:1", "mini-01:21"),
    )
    assert fact == "correct", why


MARKED = (
    "Under the Non-Disclosure Agreement for Technical Evaluation between Orrin Valley Agritech LLC and "
    "Zephyrine Labs Inc. dated March 23, 2021, is information protected only if the disclosing party "
    "expressly identifies, marks or designates it as confidential?"
)
UNMARKED = (
    "Under the Agreement for the Exchange of Confidential Information between Kestrel Loom Textiles "
    "Limited and Duskmoor Dyeworks LLP dated September 22, 2018, is information protected only if the "
    "disclosing party expressly identifies, marks or designates it as confidential?"
)


@pytest.mark.parametrize(
    ("text", "document", "ids", "expected"),
    [
        ("Yes. Orrin Valley has to disclose Protected Information in writing and expressly identify it as "
         "confidential when disclosing it [mini-12:5].", "mini-12", ("mini-12:1", "mini-12:5"), "correct"),
        ("No, it is protected whether or not marked [mini-12:5].", "mini-12", ("mini-12:1", "mini-12:5"),
         "wrong"),
        ("No: information counts as Confidential Information whether or not Kestrel Loom or Duskmoor marked "
         "it as confidential [mini-03:5].", "mini-03", ("mini-03:1", "mini-03:5"), "correct"),
        ("Yes, only marked information is protected [mini-03:5].", "mini-03", ("mini-03:1", "mini-03:5"),
         "wrong"),
    ],
)  # fmt: skip
def test_must_affirms_and_whether_or_not_denies_a_restriction(
    mini: Corpus, text: str, document: str, ids: tuple[str, ...], expected: str
) -> None:
    q = question(text=MARKED if document == "mini-12" else UNMARKED, document_id=document)
    fact, why = heuristic_graded(mini, q, text, ids)
    assert fact == expected, why


LIMITED = (
    "Under the Nondisclosure and Nonsolicitation Agreement between Northwick Cartography Inc. and Gossamer "
    "Drone Works Inc. dated January 29, 2019, is confidential information limited to technical information, "
    "leaving out business plans, financial and marketing information, trade secrets, processes, product "
    "designs and customer lists?"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("No — Confidential Information means all technical and business information about the Venture, "
         "client names and pricing included [mini-13:4].", "correct"),
        # the passage holds a quarter of the question's words: too few to call the opposite wrong
        ("Yes, it is limited to technical information [mini-13:4].", "unsupported"),
    ],
)  # fmt: skip
def test_taking_in_what_the_question_leaves_out_denies_the_restriction(
    mini: Corpus, text: str, expected: str
) -> None:
    q = question(text=LIMITED, document_id="mini-13", gold="no")
    fact, why = heuristic_graded(mini, q, text, ("mini-13:1", "mini-13:4", "mini-07:4"))
    assert fact == expected, why


def test_a_twin_clause_of_the_named_agreement_filed_under_another_id_is_not_foreign() -> None:
    clause = "Each party agrees not to reverse engineer or decompile any software programs contained in the "
    twins = corpus_of(
        {
            "doc-a:0": "This Mutual Nondisclosure Agreement is made between Acme Robotics and Borealis Labs.",
            "doc-a:7": "7. " + clause + "other party's Confidential Information.",
            "doc-b:0": "This Mutual Nondisclosure Agreement is made between ________ and ________.",
            "doc-b:6": "6. " + clause + "other party's Confidential Information.",
            "doc-c:3": "3. The Recipient shall not reverse engineer any software that embodies Confidential "
            "Information.",
        }
    )
    q = question(
        text="Under the Mutual Nondisclosure Agreement between Acme Robotics and Borealis Labs, is the "
        "receiving party forbidden to reverse engineer or decompile software that embodies confidential "
        "information?",
        document_id="doc-a",
        evidence=("doc-a:7",),
    )
    ids = ("doc-a:0", "doc-b:6", "doc-c:3")
    twin = (
        "Yes. Each party agrees not to reverse engineer or decompile the other's software programs [doc-b:6]."
    )
    assert heuristic_graded(twins, q, twin, ids)[0] == "correct"
    other = (
        "Yes. The Recipient shall not reverse engineer software embodying Confidential Information [doc-c:3]."
    )
    fact, why = heuristic_graded(twins, q, other, ids)
    assert fact == "unsupported" and "does not name" in why, why


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        ("Confidential Information means technical and financial information disclosed by Acme.", "no"),
        # "information" names what is kept as well as what is left out: it takes nothing in
        ("Confidential Information means technical information disclosed by Acme Robotics.", None),
    ],
)
def test_only_what_is_left_out_and_not_kept_denies_the_restriction(
    sentence: str, verdict: str | None
) -> None:
    q = (
        "Under the NDA between Acme Robotics and Borealis Labs, is confidential information limited to "
        "technical information, leaving out business plans, financial and marketing information, trade "
        "secrets, processes, product designs and customer lists?"
    )
    found = verdict_evidence(q, {"x:1": sentence})
    assert found is not None and found.verdict == verdict
