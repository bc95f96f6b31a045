"""reference-21: reading classes of answers written as records (``key=value`` logs, ``key | value``
rows, unfenced INI sections, CSV and HTML tables) and of refusals in those forms, each with the
near-miss it must not change. Found on the tuning part of ``styles_v15``'s tabular file; the
sentences here are made up, none is a fixture line."""

from __future__ import annotations

import pytest

from harness.core.records import Perturbation
from harness.grade.reference import grade_answer
from harness.read.contract import read_contract
from harness.text.answer_format import answer_body
from harness.text.decline import declines
from harness.text.envelope import unwrap
from harness.text.refusal import offers_next_step
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
SHARE = question()  # may the receiving party share with its employees? gold yes, mini-01:1


def test_an_html_table_is_written_as_a_markdown_table() -> None:
    html = (
        "<table><tr><th>Answer</th><th>Source</th></tr>"
        "<tr><td>Yes, it may share</td><td>mini-01:1</td></tr></table>"
    )
    assert unwrap(html) == "| Answer | Source |\n| --- | --- |\n| Yes, it may share | mini-01:1 |"
    assert answer_body(html) == "Yes, it may share [mini-01:1]."


@pytest.mark.parametrize(
    ("reply", "verdict", "declined"),
    [
        ("answer=yes; source=mini-01:1", "yes", False),
        ("risposta=sì | fonte=mini-01:1", "yes", False),
        ("label=CONTRADICTION score=0.93 evidence=[mini-01:1]", "no", False),
        ("answer=unknown source= confidence=0", None, True),
        ("[answer]\nvalue = N/A\n[reason]\ntext = The retrieval step returned no passages.", None, True),
    ],
)
def test_a_record_reply_is_an_output_contract(reply: str, verdict: str | None, declined: bool) -> None:
    contract = read_contract(reply)
    assert (contract.form, contract.verdict, contract.declines) == ("json", verdict, declined)


@pytest.mark.parametrize(
    ("reply", "factuality", "extra"),
    [
        ("antwort=ja; quelle=mini-01:1; dauer=unbefristet", "correct", 0),
        ("answer|yes\nsource|mini-01:1\nwhy|employees who need to know it may receive it", "correct", 0),
        ('premise_valid = false\nanswer = "yes"\nanswer_source = "mini-01:1"', "correct", 0),
        ("answer=yes; source=mini-02:0", "unsupported", 0),
        ("answer=unknown source= confidence=0", "refused", 0),
    ],
)
def test_record_replies_are_graded_from_their_fields(reply: str, factuality: str, extra: int) -> None:
    grade = grade_answer(SHARE, answer(reply, retrieved_ids=("mini-01:1", "mini-01:0", "mini-02:0")), CORPUS)
    assert (grade.factuality, grade.extra_claim_count) == (factuality, extra), grade.rationale


def test_each_field_of_a_reply_is_a_sentence_of_its_own() -> None:
    # the date under one key ends before the next key's prose: "Besides" opens a sentence, no name
    body = answer_body(
        '{"answer": "no", "correct_date": "March 3, 2019", "reason": "Besides the title, nothing."}'
    )
    assert "March 3, 2019. Besides the title" in body


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the subject negated: no such agreement, clause or party is among what came back
        ('No agreement with a party called "Borealis Ventures" is among the passages.', True),
        ("No clause on notice is in the retrieved passages.", True),
        ("No contract between these two companies appears in the results.", True),
        # near-misses: a duty stated of what the passages hold, and a verdict
        ("No party may disclose what is in the passages.", False),
        ("No, the information is in the passages.", False),
    ],
)
def test_a_negated_subject_absent_from_the_passages_declines(sentence: str, expected: bool) -> None:
    assert declines(sentence) is expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The liability section of the complete Loudoun agreement should be checked.", True),
        ("Its return clause would need to be reviewed.", True),
        ("The full Acme Robotics agreement would settle it.", True),
        # near-misses: a duty of the agreement in the passive, and what the passages lack
        ("The information must be returned within 30 days.", False),
        ("The complete agreement was not retrieved.", False),
    ],
)
def test_a_next_step_in_the_passive_or_naming_the_whole_agreement(sentence: str, expected: bool) -> None:
    assert offers_next_step(sentence) is expected


@pytest.mark.parametrize(
    ("kind", "score"),
    [
        # the question names its agreement with a wrong party: "that agreement is not among the
        # passages" is true, though the real agreement's passages were retrieved
        ("adjacent_entity", 3),
        ("wrong_date", 3),
        # the agreement exists; only the value asked about is absent: the reason is false
        ("absent_value", 1),
    ],
)
def test_an_absent_agreement_reason_is_true_when_the_premise_names_no_agreement(
    kind: str, score: int
) -> None:
    q = question(
        stratum="adversarial" if kind != "absent_value" else "unanswerable",
        gold="none",
        evidence=(),
        perturbation=Perturbation(kind, "Borealis Labs", "Borealis Ventures"),
    )
    reply = (
        "The Acme Robotics / Borealis Ventures agreement is not among the passages. "
        "Please check the counterparty's exact name and ask again."
    )
    grade = grade_answer(q, answer(reply), CORPUS)
    assert (grade.factuality, grade.refusal_quality) == ("refused", score), grade.rationale
