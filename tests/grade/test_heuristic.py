"""The heuristic grader's five axes: conflict -> wrong, FAIL -> unsupported, supported -> correct."""

from __future__ import annotations

import pytest

from harness.core.registry import create
from harness.grade.heuristic import AMBIGUOUS, HeuristicGrader, verdict_evidence
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
GOV_Q = question(
    answer_type="value",
    gold="$1.2 billion",
    evidence=("gov-01:0",),
    text="How much did the program cost in fiscal year 2019, and how many clinics did the agency open?",
    document_id="gov-01",
)
GOV = ("gov-01:0", "gov-01:1")


@pytest.fixture(scope="module")
def grader() -> HeuristicGrader:
    made, spec = create("grader", "heuristic", hall_threshold=0.6)
    assert isinstance(made, HeuristicGrader) and spec.options == {"hall_threshold": 0.6}
    assert made.settings.hall_threshold == 0.6 and made.settings.rel_threshold == 0.1
    return HeuristicGrader()


def test_s_claims_and_conflict_is_wrong(grader: HeuristicGrader) -> None:
    a = answer(
        "The program cost $1.2 billion in 2019 [gov-01:0]. The agency opened 20 clinics [gov-01:1].",
        retrieved_ids=GOV,
    )
    [grade] = grader.grade([(GOV_Q, a)], CORPUS)
    assert "lexical" in grade.scores
    # sentence 1: $1.2 billion and 2019 are in gov-01:0 with its words -> supported;
    # sentence 2: 20 is not in gov-01:1 (it says 14) -> unsupported. S_claims = 1 / 2
    assert grade.scores["lexical"]["s_claims"] == pytest.approx(0.5)
    assert grade.factuality == "wrong"
    assert "'20' vs '14' in gov-01:1" in grade.rationale["factuality"]
    # gov-01:1 states the conflicting value, so it does not support; gov-01:0 does -> 1/2
    assert grade.citation_supports is False and grade.citation_precision == 0.5
    assert "citation_score" in grade.scores and 0.0 <= grade.scores["citation_score"]["overall"] <= 1.0


def test_supported_answer_is_correct(grader: HeuristicGrader) -> None:
    a = answer("The program cost $1.2 billion in fiscal year 2019 [gov-01:0].", retrieved_ids=GOV)
    [grade] = grader.grade([(GOV_Q, a)], CORPUS)
    assert grade.factuality == "correct", grade.rationale
    assert "lexical" in grade.scores and grade.scores["lexical"]["s_claims"] == 0.0
    assert grade.citation_supports is True and grade.citation_exists is True
    assert grade.flags == ()


def test_hallucination_fail_is_unsupported_and_ambiguous(grader: HeuristicGrader) -> None:
    a = answer("The program cost $7 billion in 2031, and it hired 900 nurses [gov-01:0].", retrieved_ids=GOV)
    [grade] = grader.grade([(GOV_Q, a)], CORPUS)
    assert "lexical" in grade.scores and grade.scores["lexical"]["verdict"] == "FAIL"
    # $7 billion vs $1.2 billion: "program cost" shares context -> that one is a conflict: wrong
    assert grade.factuality == "wrong"
    b = answer("The veterans praised the new scheme for 900 nurses.", retrieved_ids=GOV)
    [grade] = grader.grade([(GOV_Q, b)], CORPUS)
    # uncited: its one sentence (900, "praised", "scheme") has no support in the retrieval set -> 1/1
    assert (
        "lexical" in grade.scores
        and grade.scores["lexical"]["s_claims"] == 1.0
        and grade.scores["lexical"]["verdict"] == "FAIL"
    )
    assert grade.factuality == "unsupported" and AMBIGUOUS in grade.flags
    assert "could not be told apart" in grade.rationale["factuality"]
    assert grade.citation_exists is None and "citation_score" not in grade.scores


def test_refusal_and_empty(grader: HeuristicGrader) -> None:
    refusal, empty = grader.grade(
        [
            (question(), answer("I don't know.")),
            (question(), answer("", error="boom")),
        ],
        CORPUS,
    )
    assert refusal.factuality == "refused" and refusal.refusal_quality == 0
    assert refusal.citation_supports is None and "lexical" in refusal.scores
    assert empty.factuality == "unsupported" and "unparsed" in empty.flags


def test_corpus_id_outside_retrieval_set_does_not_support(grader: HeuristicGrader) -> None:
    a = answer("The program cost $1.2 billion in fiscal year 2019 [gov-01:0].", retrieved_ids=("gov-01:1",))
    [grade] = grader.grade([(GOV_Q, a)], CORPUS)
    assert grade.citation_exists is False
    assert grade.factuality == "unsupported"


@pytest.mark.parametrize(
    ("question", "passage", "verdict"),
    [
        # a permissive question against a prohibition, a negated grant, a permission
        ("Is the vendor free to copy the design files?", "The Vendor shall not copy the design files.", "no"),
        ("Is the vendor free to copy the design files?", "The Vendor may copy the design files.", "yes"),
        ("May the vendor hire the customer's engineers?",
         "Neither party shall hire any engineers of the other party.", "no"),
        ("May the vendor hire the customer's engineers?",
         "Either party may hire engineers of the other party.", "yes"),
        ("Does the agreement grant the vendor a license to the patents?",
         "Nothing in this agreement shall be construed as granting the vendor any license to the patents.",
         "no"),
        ("Does the agreement grant the vendor a license to the patents?",
         "This agreement grants the vendor a license to the patents.", "yes"),
        # a prohibition with an exception the question does not ask about still prohibits ...
        ("Is the vendor free to decompile the firmware?",
         "The Vendor will not decompile the firmware unless the owner consents in writing.", "no"),
        ("Does the agreement give the vendor any right to the patents?",
         "The vendor acquires no right to the patents, except the limited right to evaluate the samples.",
         "no"),
        # ... and permits what the exception names, unless it is only the owner's consent
        ("May the vendor decompile the firmware to repair a fault?",
         "The Vendor will not decompile the firmware except to repair a fault.", "yes"),
        ("May the vendor decompile the firmware once the owner consents in writing?",
         "The Vendor will not decompile the firmware unless the owner consents in writing.", "no"),
        # a question whether it holds in some circumstances: any exception but consent says yes
        ("May the vendor duplicate the manuals in some circumstances?",
         "The Vendor shall not duplicate the manuals except as the audit requires.", "yes"),
        ("May the vendor duplicate the manuals in some circumstances?",
         "The Vendor shall not duplicate the manuals without the owner's prior written consent.", "no"),
        # a statement over "any purpose" reaches beyond the bound a question sets, a proviso aside
        ("Is the vendor free to use the samples for its own ends beyond the evaluation purpose?",
         "The vendor may use spare samples for any purpose, provided that it shall not resell the samples.",
         "yes"),
        # "not" after a noun modifies it and denies nothing
        ("May the vendor show the samples to its staff?",
         "The vendor shall refrain from showing the samples to staff not assigned to the trial.", "no"),
        # a prohibitive question against a prohibition that ends a list with "or any other"
        ("Is the vendor forbidden to decompile devices that hold the firmware?",
         "The Vendor shall not decompile the gateway or any other device that holds the firmware.", "yes"),
        # an exclusion question against an inclusive passage, an exclusion, a negated inclusion
        ("Are spoken disclosures left out of the protected material?",
         "Protected material includes spoken disclosures and written ones.", "no"),
        ("Are spoken disclosures left out of the protected material?",
         "Protected material shall not include spoken disclosures.", "yes"),
        ("Are spoken disclosures excluded from the protected material?",
         "Spoken disclosures are excluded from the protected material.", "yes"),
        ("Does the protected material include spoken disclosures?",
         "Spoken disclosures are excluded from the protected material.", "no"),
        ("Does the protected material include spoken disclosures?",
         "Protected material includes spoken disclosures and written ones.", "yes"),
        # a question beyond a bound against a restriction to it, and the bound itself
        ("Is the vendor free to use the samples for its own ends beyond the evaluation?",
         "The Vendor may use the samples solely for the evaluation.", "no"),
        ("Is the vendor free to use the samples for its own ends beyond the evaluation?",
         "The Vendor shall not use the samples for any purpose other than the evaluation.", "no"),
        ("May the vendor use the samples for the evaluation?",
         "The Vendor shall not use the samples for any purpose other than the evaluation.", "yes"),
        # "without" in the question denies what follows; in the passage, only what its clause has not affirmed
        ("May the vendor answer a subpoena for the samples without first notifying the owner?",
         "Before it answers a subpoena for the samples, the vendor will notify the owner.", "no"),
        ("May the vendor answer a subpoena for the samples without first notifying the owner?",
         "The vendor may answer a subpoena for the samples without notifying the owner.", "yes"),
        ("Must the vendor return the samples and all copies when asked?",
         "On request the vendor will return the samples and all copies, without retaining any copies.",
         "yes"),
    ],
)  # fmt: skip
def test_the_verdict_compares_the_clause_polarity_of_question_and_passage(
    question: str, passage: str, verdict: str
) -> None:
    ev = verdict_evidence(question, {"p:1": passage})
    assert ev is not None and ev.verdict == verdict, ev
