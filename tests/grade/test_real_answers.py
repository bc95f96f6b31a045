"""Regressions of issue 13 ("What goes wrong today"): answers written the way real models write,
made into ``Answer`` records by the run engine from raw output (``--generator scripted``), then
graded. One test per bullet, named after it.

The corpus is written here: one agreement (nda-01, Acme Robotics and Borealis Labs), a duplicate
copy of its return clause under another id (nda-02, ContractNLI ships some agreements twice)
and a similar clause of another agreement (nda-03).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core.records import Answer, Factuality, Grade, Perturbation, Question, RetrievalSettings, Stratum
from harness.corpus.base import Corpus
from harness.corpus.twins import same_text_passages
from harness.grade.heuristic import UNCITED, HeuristicGrader
from harness.grade.reference import ReferenceGrader
from harness.testing.replay import replay_answers
from tests.grade.helpers import corpus_of

RETURN_CLAUSE = (
    "Upon termination of this Agreement or at the Disclosing Party's request, the Receiving Party shall "
    "return or destroy all Confidential Information and all copies thereof."
)
TEXTS = {
    "nda-01:0": "This Mutual Non-Disclosure Agreement is made on March 3, 2019 between Acme Robotics Inc. "
    "and Borealis Labs LLC.",
    "nda-01:1": "The Receiving Party may disclose Confidential Information to its employees who need to "
    "know it for the Purpose.",
    "nda-01:2": RETURN_CLAUSE,
    "nda-01:3": "Nothing in this Agreement grants the Receiving Party any license or other right to the "
    "Confidential Information, including any patent or copyright.",
    "nda-01:4": "The Receiving Party shall not make copies of Confidential Information except as strictly "
    "required for the Purpose.",
    "nda-01:5": "IN WITNESS WHEREOF, the parties have executed this Agreement. By: ________ Name: ________ "
    "Title: ________",
    "nda-01:6": "The Receiving Party shall keep the Confidential Information in a locked cabinet.",
    "nda-02:2": RETURN_CLAUSE,
    "nda-03:7": "Upon expiry, the Recipient shall return all materials received from Cobalt Freight within "
    "30 days.",
}
CORPUS: Corpus = corpus_of(TEXTS)
UNDER = "Under the NDA between Acme Robotics and Borealis Labs"
EVERY = ("nda-01:2", "nda-01:3", "nda-01:4", "nda-01:1", "nda-03:7")


def q(
    key: str,
    clause: str,
    gold: str = "yes",
    evidence: tuple[str, ...] = (),
    stratum: Stratum = "answerable",
    agreement: str = UNDER,
    perturbation: Perturbation | None = None,
) -> Question:
    ideal: tuple[Factuality, ...] = ("correct",) if gold in ("yes", "no") else ("refused",)
    return Question(
        id=key,
        text=f"{agreement}, {clause}?",
        stratum=stratum,
        answer_type="yes_no",
        gold_answer=gold,
        gold_evidence=evidence,
        ideal=ideal,
        retrieval=RetrievalSettings(),
        builder_version="test",
        document_id="nda-01",
        perturbation=perturbation,
    )


RETURN = q(
    "return",
    "must the receiving party return or destroy the confidential information and all copies when the "
    "agreement ends or on request",
    evidence=("nda-01:2",),
)
LICENSE = q(
    "license",
    "does the agreement grant the receiving party no license or other right, including intellectual "
    "property or patent rights, to the confidential information",
    evidence=("nda-01:3",),
)
COPIES = q(
    "copies",
    "may the receiving party make copies, duplicates or reproductions of confidential information in some "
    "circumstances",
    evidence=("nda-01:4",),
)
SOLICIT = q(
    "solicit",
    "is the receiving party forbidden to solicit, recruit or employ the disclosing party's employees",
    gold="none",
    stratum="not_mentioned",
)
ADVERSARIAL = q(
    "adversarial",
    "must the receiving party return or destroy the confidential information when the agreement ends",
    gold="none",
    evidence=("nda-01:0",),
    stratum="adversarial",
    agreement="Under the NDA between Acme Robotics and Boreal Labz",
    perturbation=Perturbation("adjacent_entity", "Borealis Labs", "Boreal Labz", "near-miss of a party"),
)


def _graded(
    tmp_path: Path, rows: list[tuple[Question, str]], retrieved: tuple[str, ...] = EVERY
) -> tuple[list[Answer], list[Grade], list[Grade]]:
    """Answers made by the run engine from raw output, then graded by reference and heuristic."""
    items = [
        (
            Question(**{**question.__dict__, "id": f"{question.id}-{i}"}),
            retrieved,
            raw,
        )
        for i, (question, raw) in enumerate(rows)
    ]
    answers = replay_answers(CORPUS, items, tmp_path)
    pairs = [(question, a) for (question, _, _), a in zip(items, answers, strict=True)]
    return answers, ReferenceGrader().grade(pairs, CORPUS), HeuristicGrader().grade(pairs, CORPUS)


def _one(tmp_path: Path, question: Question, raw: str, retrieved: tuple[str, ...] = EVERY) -> Grade:
    return _graded(tmp_path, [(question, raw)], retrieved)[1][0]


@pytest.mark.parametrize(
    ("question", "raw", "factuality"),
    [
        (RETURN, "The receiving party must return all copies [nda-01:2].", "correct"),
        (COPIES, "Only where the Purpose strictly requires it [nda-01:4].", "correct"),
        (LICENSE, "The agreement does not grant any license [nda-01:3].", "correct"),
        (RETURN, "It has to hand everything back, so yes, it must return the copies [nda-01:2].", "correct"),
        (RETURN, "I think yes. [nda-01:2]", "correct"),
        (
            RETURN,
            "Typically, yes — on termination everything goes back or is destroyed [nda-01:2].",
            "correct",
        ),
        (RETURN, "- Yes.\n- Termination triggers return or destruction [nda-01:2].", "correct"),
        (
            RETURN,
            '{"answer": "yes", "citations": ["nda-01:2"], "explanation": "Return on termination."}',
            "correct",
        ),
        (RETURN, "Final answer: **Yes** — see [nda-01:2].", "correct"),
        (RETURN, "The receiving party need not return anything [nda-01:2].", "wrong"),
    ],
)
def test_verdicts_without_a_yes_no_lead_are_read(
    question: Question, raw: str, factuality: str, tmp_path: Path
) -> None:
    grade = _one(tmp_path, question, raw)
    assert "unparsed" not in grade.flags, grade.rationale
    assert grade.factuality == factuality, grade.rationale


@pytest.mark.parametrize(
    "raw",
    [
        "No license is granted. Neither party grants any right [nda-01:3].",
        "No, the agreement does not grant any license [nda-01:3].",
        "Nothing in the agreement gives the receiving party a license [nda-01:3].",
        "Correct, no license or other right is granted [nda-01:3].",
    ],
)
def test_wrong_polarity_negated_question(raw: str, tmp_path: Path) -> None:
    # The question asks whether the agreement grants *no* license; all four answers mean "yes".
    grade = _one(tmp_path, LICENSE, raw)
    assert grade.factuality == "correct", grade.rationale


def test_only_the_first_verdict_is_read(tmp_path: Path) -> None:
    _, ref, heur = _graded(
        tmp_path,
        [
            (RETURN, "Yes, it must return them [nda-01:2]. No, actually it may keep everything [nda-01:2]."),
            (RETURN, "I'm not sure, but yes [nda-01:2]"),
            (RETURN, "Not entirely certain. Probably yes: it returns or destroys the copies [nda-01:2]."),
        ],
    )
    assert [g.factuality for g in ref] == ["wrong", "correct", "correct"]
    assert heur[0].factuality == "wrong" and "both yes and no" in heur[0].rationale["factuality"]
    assert heur[1].factuality != "refused"


@pytest.mark.parametrize(
    "raw",
    [
        "I don't have enough information to answer that.",
        "The passages don't settle this",
        "I'm sorry, but I don't have information about that.",
        "Unfortunately, I can't tell from these excerpts.",
        "It is unclear from the provided context.",
        "There is no way to determine this from the documents given.",
        "Insufficient information.",
        "I'd rather not guess: nothing here speaks to it.",
    ],
)
def test_refusals_missed(raw: str, tmp_path: Path) -> None:
    _, ref, heur = _graded(tmp_path, [(SOLICIT, raw)])
    assert ref[0].factuality == "refused" and heur[0].factuality == "refused", ref[0].rationale
    assert "unparsed" not in ref[0].flags


def test_declines_then_answers_is_an_answer(tmp_path: Path) -> None:
    raw = (
        "The passages do not address this directly. In practice, though, the receiving party is forbidden "
        "to solicit the disclosing party's employees."
    )
    _, ref, heur = _graded(tmp_path, [(SOLICIT, raw)])
    # The agreement is silent: a committed answer is made up, not a refusal.
    assert ref[0].factuality == "wrong" and heur[0].factuality != "refused"


@pytest.mark.parametrize(
    ("raw", "level"),
    [
        # a reason that names what is lacking, or why the passages do not apply
        ("I cannot answer: the passages shown come from other agreements.", 1),
        ("I can't say. None of them states anything about hiring the other side's staff.", 1),
        # generic: no reason
        ("I don't have enough information to answer that.", 0),
        ("The passages don't settle this.", 0),
        # an imperative next step
        ("I cannot answer this. Check the full NDA, in particular its restrictive covenants.", 1),
        ("I can't tell. Look at section 7 of the agreement.", 1),
        # cited ids are no next step, bare or described: a described passage is the refusal's reason
        # (the labels of styles_v2-v4 say so)
        ("I cannot answer this [nda-01:6] [nda-01:1].", 0),
        ("I cannot answer this; [nda-01:6] covers how the information is stored, not hiring.", 1),
        (
            "The passages do not mention solicitation of employees. The closest is [nda-01:1], on disclosure "
            "to employees; check the full agreement.",
            3,
        ),
        (
            "The passages do not mention solicitation of employees. Warning: this is a serious risk, act "
            "immediately! Check the full agreement.",
            2,
        ),
    ],
)
def test_refusal_quality_misjudged(raw: str, level: int, tmp_path: Path) -> None:
    _, ref, heur = _graded(tmp_path, [(SOLICIT, raw)])
    assert ref[0].factuality == "refused", ref[0].rationale
    assert ref[0].refusal_quality == level, ref[0].rationale["refusal_quality"]
    assert heur[0].refusal_quality == level
    assert ref[0].extra_claim_count == 0  # the imperative is a next step, not a claim


@pytest.mark.parametrize(
    ("question", "raw", "count"),
    [
        (RETURN, "Yes [nda-01:2]. Therefore, the answer is yes.", 0),
        (RETURN, "Yes [nda-01:2]. So, in short: yes, it must.", 0),
        (LICENSE, "Yes [nda-01:3]. No license is granted.", 0),
        (RETURN, "You asked whether the receiving party must return the information. Yes [nda-01:2].", 0),
        (SOLICIT, "I cannot answer this. The passages do not mention solicitation. Check the full NDA.", 0),
        (RETURN, "Yes [nda-01:2]. The receiving party must also certify the destruction within ten days.", 1),
        (
            RETURN,
            "- Yes [nda-01:2]\n- Copies must be shredded by a certified vendor\n- Backups are exempt",
            2,
        ),
    ],
)
def test_extra_claim_count_over_counts(question: Question, raw: str, count: int, tmp_path: Path) -> None:
    assert _one(tmp_path, question, raw).extra_claim_count == count


def test_citation_supports_means_gold_evidence(tmp_path: Path) -> None:
    twins = same_text_passages(CORPUS)
    assert twins["nda-01:2"] == ("nda-02:2",) and "nda-01:3" not in twins
    _, ref, _ = _graded(
        tmp_path,
        [
            # a gold passage cited for the opposite claim does not support it
            (RETURN, "No, it may keep everything [nda-01:2]."),
            # an honest contrastive citation supports the contrastive claim
            (
                RETURN,
                "Yes, it must return or destroy everything on termination [nda-01:2]. [nda-03:7] is the same "
                "wording in a different agreement.",
            ),
            # a twin copy of the same agreement counts as gold
            (RETURN, "Yes, on termination it must return or destroy all copies [nda-02:2]."),
        ],
        retrieved=(*EVERY, "nda-02:2"),
    )
    opposite, contrastive, twin = ref
    assert opposite.factuality == "wrong" and opposite.citation_supports is False
    assert "opposite" in opposite.citations[0].why
    assert contrastive.factuality == "correct" and contrastive.citation_supports is True
    assert [v.passage_id for v in contrastive.citations] == ["nda-01:2", "nda-03:7"]
    assert twin.factuality == "correct" and twin.citation_supports is True


def test_adversarial_premise_corrections(tmp_path: Path) -> None:
    _, ref, _ = _graded(
        tmp_path,
        [
            # cited only to the signature block of the original agreement: nothing states the original
            (
                ADVERSARIAL,
                "There is no NDA between Acme Robotics and Boreal Labz; see the signature page [nda-01:5].",
            ),
            # states a new false value
            (
                ADVERSARIAL,
                "The premise is wrong: the agreement is actually between Acme Robotics and Cobalt Freight "
                "[nda-01:0].",
            ),
            # the original party, cited to the preamble that states it
            (
                ADVERSARIAL,
                "The premise is wrong: the NDA is actually between Acme Robotics and Borealis Labs, "
                "not Boreal Labz [nda-01:0].",
            ),
        ],
        retrieved=("nda-01:0", "nda-01:5", *EVERY),
    )
    signature, new_value, good = ref
    assert signature.factuality == "unsupported" and "premise_unverified" in signature.flags
    assert new_value.factuality == "wrong" and "Cobalt Freight" in new_value.rationale["factuality"]
    assert good.factuality == "correct" and good.citation_supports is True


@pytest.mark.parametrize(
    "raw",
    [
        "Yes, it must return or destroy everything (nda-01:2).",
        "Yes, it must return or destroy everything, per nda-01:2.",
        'Final answer: {"answer": "Yes", "citations": [{"id": "nda-01:2"}]}',
        '```json\n{"verdict": "yes", "sources": "nda-01:2"}\n```',
    ],
)
def test_citations_in_parentheses_bare_or_json(raw: str, tmp_path: Path) -> None:
    answers, ref, _ = _graded(tmp_path, [(RETURN, raw)])
    assert answers[0].citations == ("nda-01:2",)
    assert ref[0].citation_exists is True and ref[0].factuality == "correct", ref[0].rationale


def test_heuristic_cannot_tell_right_from_wrong(tmp_path: Path) -> None:
    _, _, heur = _graded(
        tmp_path,
        [
            (RETURN, "Yes [nda-01:2]."),  # a bare verdict: the passage states the clause, same polarity
            (RETURN, "No [nda-01:2]."),  # the cited passage states the opposite
            (LICENSE, "Yes [nda-01:3]."),  # negated question and passage: same polarity
            (COPIES, "No, copies are never allowed [nda-01:4]."),  # "except" restricts, it does not deny
            # a passage reference and a list number are not values
            (RETURN, "1. Yes (Passage 3): it must return or destroy all copies on termination [nda-01:2]."),
            # imperative, hedged and pronoun-led claims are judged on their words
            (RETURN, "Yes. It must return or destroy all Confidential Information and copies [nda-01:2]."),
            # one unsupported sentence is not averaged away by supported ones: its $5,000 appears
            # nowhere in the agreement, a made-up term (the fixture labels made-up terms wrong)
            (
                RETURN,
                "Yes, it must return or destroy all copies on termination [nda-01:2]. It must also pay a "
                "penalty of $5,000 to the disclosing party's charity [nda-01:2].",
            ),
        ],
    )
    got = [g.factuality for g in heur]
    assert got == ["correct", "wrong", "correct", "wrong", "correct", "correct", "wrong"], [
        g.rationale["factuality"] for g in heur
    ]


def test_heuristic_separates_supported_from_unsupported_uncited_sentences(tmp_path: Path) -> None:
    _, _, heur = _graded(
        tmp_path,
        [
            (RETURN, "Yes. On termination the receiving party must return or destroy all copies."),
            (RETURN, "Yes. The receiving party must ship everything to Geneva by courier within 48 hours."),
        ],
    )
    supported, unsupported = heur
    assert UNCITED in supported.flags and UNCITED in unsupported.flags
    assert supported.scores["lexical"]["s_claims"] == 0.0 and unsupported.scores["lexical"]["s_claims"] == 1.0
    assert "1 of 1 supported" in supported.rationale["factuality"]
    assert "0 of 1 supported" in unsupported.rationale["factuality"]
    # Uncited answers are never correct (the rubric needs a citation), and a contradicted one is wrong;
    # so is one whose "48 hours" the agreement never states (a made-up term).
    assert supported.factuality == "unsupported" and unsupported.factuality == "wrong"
    assert "never states" in unsupported.rationale["factuality"]
    [contradicted] = _graded(tmp_path / "b", [(RETURN, "No. The receiving party need not return anything.")])[
        2
    ]
    assert contradicted.factuality == "wrong"


def test_every_grade_records_grader_and_rubric_versions(tmp_path: Path) -> None:
    from harness.core.records import RUBRIC_VERSION
    from harness.grade import heuristic, reference

    _, ref, heur = _graded(tmp_path, [(RETURN, "Yes [nda-01:2]."), (SOLICIT, "I don't know.")])
    assert {(g.grader_version, g.rubric_version) for g in ref} == {(reference.VERSION, RUBRIC_VERSION)}
    assert {(g.grader_version, g.rubric_version) for g in heur} == {(heuristic.VERSION, RUBRIC_VERSION)}
