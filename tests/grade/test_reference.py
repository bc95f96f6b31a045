"""The reference grader on hand-written answers: every decision-table row, refusal quality 0-3,
citation edge cases and extra claims."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from harness.core.errors import HarnessError
from harness.core.records import Answer, Perturbation, Question
from harness.core.registry import create
from harness.grade import reference as reference_module
from harness.grade.reference import ReferenceGrader, grade_answer
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
PARTY = Perturbation(kind="adjacent_entity", original="Borealis Labs", replacement="Boreal Labz")
ADV_TEXT = (
    "Under the NDA between Acme Robotics and Boreal Labz, may the receiving party share it with employees?"
)
VALUE_Q: dict[str, Any] = {
    "answer_type": "value",
    "gold": "$1.2 billion",
    "evidence": ("gov-01:0",),
    "text": "How much did the program in GAO report gov-01 cost in fiscal year 2019?",
    "document_id": "gov-01",
}


@dataclass(frozen=True)
class Row:
    name: str
    q: Question
    a: Answer
    factuality: str
    flags: tuple[str, ...] = ()
    extra: dict[str, object] = field(default_factory=dict)


ROWS = [
    # | declines | any | any | refused |
    Row("declines/answerable", question(), answer("I don't know."), "refused"),
    Row(
        "declines/not_mentioned",
        question("not_mentioned", gold="none", evidence=()),
        answer("Final answer: The passages do not mention this point, so I cannot answer."),
        "refused",
    ),
    Row(
        "declines/value",
        question(**VALUE_Q),
        answer(
            "I could not find the cost for fiscal year 2019 in the passages.", retrieved_ids=("gov-01:1",)
        ),
        "refused",
    ),
    # | commits to a value | gold exists and differs | any | wrong |
    Row("differs/yes_no", question(), answer("Final answer: No, it may not [mini-01:1]."), "wrong"),
    Row(
        "differs/contradicted",
        question("contradicted", gold="no"),
        answer("Yes, employees may receive it [mini-01:1]."),
        "wrong",
    ),
    Row(
        "differs/value",
        question(**VALUE_Q),
        answer("The program cost $1.5 billion [gov-01:0].", retrieved_ids=("gov-01:0",)),
        "wrong",
    ),
    # | commits to a value | no answer exists | any | wrong (made up) |
    Row(
        "made_up/not_mentioned",
        question("not_mentioned", gold="none", evidence=()),
        answer("Yes. The receiving party may share it with employees [mini-01:1]."),
        "wrong",
        extra={"citation_supports": False, "citation_precision": 0.0},
    ),
    Row(
        "made_up/unanswerable_value",
        question("unanswerable", **{**VALUE_Q, "gold": "none", "evidence": ()}),
        answer("It cost $3 million [gov-01:0].", retrieved_ids=("gov-01:0",)),
        "wrong",
    ),
    Row(
        "made_up/adversarial",
        question("adversarial", gold="none", evidence=(), text=ADV_TEXT, perturbation=PARTY),
        answer("Final answer: Yes [mini-01:1]. Employees who need to know may receive it [mini-01:1]."),
        "wrong",
    ),
    # | commits to the gold value | gold exists | cited gold evidence retrieved | correct |
    Row(
        "gold/cited",
        question(),
        answer("Final answer: Yes. Employees who need to know it may receive it [mini-01:1]."),
        "correct",
        extra={"citation_exists": True, "citation_supports": True, "citation_precision": 1.0},
    ),
    Row(
        "gold/value_format_aware",
        question(**VALUE_Q),
        answer("Final answer: 1.2 billion dollars [gov-01:0].", retrieved_ids=("gov-01:0", "gov-01:1")),
        "correct",
    ),
    Row(
        "gold/date_format_aware",
        question(
            answer_type="value",
            gold="2019-03-03",
            evidence=("gov-01:1",),
            text="When did the agency open its new clinics?",
            document_id="gov-01",
        ),
        answer("The agency opened them on March 3, 2019 [gov-01:1].", retrieved_ids=("gov-01:1",)),
        "correct",
    ),
    Row(
        "gold/percent_format_aware",
        question(
            answer_type="value",
            gold="35%",
            evidence=("gov-01:0",),
            text="What share of eligible veterans did the program serve?",
            document_id="gov-01",
        ),
        answer("It served 35 percent of them [gov-01:0].", retrieved_ids=("gov-01:0",)),
        "correct",
    ),
    # | commits to the gold value | gold exists | no gold evidence retrieved / cited | unsupported |
    Row(
        "gold/evidence_missed",
        question("evidence_missed"),
        answer("Yes, it may [mini-01:0].", retrieved_ids=("mini-01:0", "mini-01:2")),
        "unsupported",
        extra={"citation_exists": True, "citation_supports": False},
    ),
    Row(
        "gold/retrieval_null",
        question("retrieval_null"),
        answer("Yes, employees may receive it [mini-01:1].", retrieved_ids=()),
        "unsupported",
        extra={"citation_exists": False},
    ),
    Row("gold/uncited", question(), answer("Yes, employees may receive it."), "unsupported"),
    Row(
        "gold/cites_non_gold",
        question(),
        answer("Yes, they may share it [mini-01:2]."),
        "unsupported",
        extra={"citation_supports": False},
    ),
    # | corrects a false premise | premise false | cites evidence that refutes it | correct |
    Row(
        "premise/corrected_with_evidence",
        question("adversarial", gold="none", evidence=(), text=ADV_TEXT, perturbation=PARTY),
        answer(
            "There is no NDA between Acme Robotics and Boreal Labz; the agreement is actually between "
            "Acme Robotics and Borealis Labs [mini-01:0]."
        ),
        "correct",
        extra={"citation_supports": True},
    ),
    Row(
        "premise/corrected_without_evidence",
        question("adversarial", gold="none", evidence=(), text=ADV_TEXT, perturbation=PARTY),
        answer("There is no NDA between Acme Robotics and Boreal Labz; the question's premise is false."),
        "unsupported",
        flags=("premise_unverified",),
    ),
    Row(
        "premise/declined",
        question("adversarial", gold="none", evidence=(), text=ADV_TEXT, perturbation=PARTY),
        answer("There is no NDA between Acme Robotics and Boreal Labz in the passages, so I cannot answer."),
        "refused",
    ),
    # | no verdict can be read | any | any | undetermined (no reading rule decided), flagged unparsed |
    Row(
        "unparsed/no_verdict",
        question(),
        answer("The clause concerns employees who need to know [mini-01:1]."),
        "undetermined",
        flags=("unparsed",),
    ),
    Row(
        "unparsed/generator_error",
        question(),
        answer("", error="timeout after 30 s"),
        "unsupported",
        flags=("unparsed", "generator_error"),
    ),
]


@pytest.mark.parametrize("row", ROWS, ids=[r.name for r in ROWS])
def test_decision_table(row: Row) -> None:
    grade = grade_answer(row.q, row.a, CORPUS)
    assert grade.factuality == row.factuality, grade.rationale
    for flag in row.flags:
        assert flag in grade.flags
    if not row.flags:
        assert "unparsed" not in grade.flags
    for attr, expected in row.extra.items():
        assert getattr(grade, attr) == expected, (attr, grade)
    assert set(grade.rationale) == {
        "factuality",
        "citation_exists",
        "citation_supports",
        "refusal_quality",
        "extra_claim_count",
    }
    if grade.factuality == "refused":
        assert grade.refusal_quality is not None and grade.citation_supports is None
    else:
        assert grade.refusal_quality is None


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("I don't know.", 0),
        ("Final answer: I cannot answer this.", 0),
        ("I cannot answer: the passages do not mention sharing with employees.", 1),
        ("I can't answer that. You may want to check the full agreement.", 1),
        (
            "I cannot answer: the passages do not mention sharing with employees. "
            "You must check the full agreement immediately!",
            2,
        ),
        (
            "The passages do not say whether employees may receive it. The closest passage, [mini-01:2], "
            "covers returning information; you may want to check the full agreement.",
            3,
        ),
    ],
)
def test_refusal_quality_levels(text: str, level: int) -> None:
    # the gold passage (mini-01:1) not given, so "the passages do not mention" is a true reason
    grade = grade_answer(question(), answer(text, retrieved_ids=("mini-01:0", "mini-01:2")), CORPUS)
    assert grade.factuality == "refused"
    assert grade.refusal_quality == level, grade.rationale["refusal_quality"]


def test_a_refusals_citations_are_not_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    # citation_supports is n/a for a refusal, so its cited passages are never checked against it
    def unchecked(*args: object, **kwargs: object) -> tuple[()]:
        raise AssertionError("a refusal's citations were checked")

    monkeypatch.setattr(reference_module, "citation_verdicts", unchecked)
    a = answer(
        "The passages do not say, so I cannot answer [mini-01:2].", retrieved_ids=("mini-01:0", "mini-01:2")
    )
    grade = grade_answer(question(), a, CORPUS)
    assert (grade.factuality, grade.citation_supports, grade.error) == ("refused", None, None)
    assert grade.rationale["citation_supports"] == "n/a for a refusal"


def test_a_refusals_reason_is_untrue_when_gold_evidence_was_cited_or_given(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = "None of the passages answers this question, so I cannot say [mini-01:2]."
    q = question()
    reading = reference_module.read(q, answer(text))
    gold = {"mini-01:1"}
    given = ("mini-01:1", "mini-01:0", "mini-01:2")
    assert reference_module.untrue_reason(reading, gold, given) == (
        "it says no passage answers, but mini-01:1, which it was given, states the answer"
    )
    assert "mini-01:2, which it cites" in reference_module.untrue_reason(reading, {"mini-01:2"}, given)
    calm = reference_module.read(q, answer("I would rather not say [mini-01:2]."))
    assert reference_module.untrue_reason(calm, gold, given) == ""

    def unread(*args: object) -> bool:
        raise AssertionError("the reason was read")

    # no gold evidence cited or given: the reason may be true, and is not read
    monkeypatch.setattr(reference_module, "fires", unread)
    assert reference_module.untrue_reason(reading, gold, ("mini-01:0", "mini-01:2")) == ""
    assert reference_module.untrue_reason(reading, set(), given) == ""


def test_citation_unknown_id() -> None:
    grade = grade_answer(question(), answer("Yes, it may [mini-09:4]."), CORPUS)
    assert grade.citation_exists is False
    assert "not a passage of the corpus: mini-09:4" in grade.rationale["citation_exists"]


def test_citation_corpus_id_outside_retrieval_set() -> None:
    # mini-01:1 is a corpus passage and gold evidence, but this answer was not given it.
    a = answer("Yes, it may [mini-01:1].", retrieved_ids=("mini-01:0", "mini-01:2"))
    grade = grade_answer(question(), a, CORPUS)
    assert grade.citation_exists is False
    assert "not retrieved" in grade.rationale["citation_exists"]
    assert grade.factuality == "unsupported"


def test_citation_duplicates_count_once() -> None:
    a = answer(
        "Yes [mini-01:1]. Employees may receive it [mini-01:1, mini-01:0].",
        citations=("mini-01:1", "mini-01:1", "mini-01:0"),
    )
    grade = grade_answer(question(), a, CORPUS)
    assert grade.citation_exists is True
    # unique cited ids: mini-01:1 (gold) and mini-01:0 (not gold) -> precision 1/2
    assert grade.citation_precision == 0.5
    assert grade.citation_supports is False
    assert grade.factuality == "correct"


def test_citation_none() -> None:
    grade = grade_answer(question(), answer("Yes, employees may receive it."), CORPUS)
    assert grade.citation_exists is None
    assert grade.citation_supports is None
    assert grade.citation_precision is None


def test_citations_field_without_inline_markers() -> None:
    a = answer("Yes. Employees may receive it.", citations=("mini-01:1",))
    grade = grade_answer(question(), a, CORPUS)
    assert grade.factuality == "correct"
    assert grade.extra_claim_count == 0


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Yes. Employees may receive it [mini-01:1].", 0),
        (
            "Yes. Employees may receive it [mini-01:1]. The agreement was signed in Boston. "
            "It lasts for five years.",
            2,
        ),
        ("Final answer: No.", 0),
        (
            "The passages do not mention this point. The closest passage is [mini-01:2]. "
            "You may want to check the full agreement.",
            0,
        ),
        ("I don't know. The agreement was signed in Boston.", 1),
        ("Is it allowed? Employees may receive it [mini-01:1].", 0),
    ],
)
def test_extra_claims(text: str, count: int) -> None:
    assert grade_answer(question(), answer(text), CORPUS).extra_claim_count == count


def test_registered_grader_grades_in_order_and_records_failures(monkeypatch: pytest.MonkeyPatch) -> None:
    grader, spec = create("grader", "reference")
    assert isinstance(grader, ReferenceGrader) and spec.name == "reference"
    real = reference_module.grade_answer

    def flaky(q: Question, a: Answer, corpus: object, name: str = "reference") -> object:
        if q.id == "b":
            raise RuntimeError("boom")
        return real(q, a, CORPUS, name)

    monkeypatch.setattr(reference_module, "grade_answer", flaky)
    pairs = [(question(qid=q), answer("I don't know.", qid=q)) for q in ("a", "b", "c")]
    grades = grader.grade(pairs, CORPUS)
    # The failure is recorded on its own grade; the grades around it are kept, in order.
    assert [g.question_id for g in grades] == ["a", "b", "c"]
    assert [g.factuality for g in grades] == ["refused", "unsupported", "refused"]
    assert grades[1].flags == ("grader_error",) and grades[1].error == "RuntimeError: boom"
    assert all(g.grader == "reference" for g in grades)


def test_fallback_judge_decides_only_the_undetermined_answers(tmp_path: Path) -> None:
    from harness.testing.fake_openai import FakeOpenAIServer, FakeReply, chat_completion_body
    from tests.grade.helpers import VALID

    def respond(request: dict[str, Any]) -> FakeReply:
        return FakeReply(body=chat_completion_body(json.dumps(VALID)))

    read_well = (question(qid="q1"), answer("Yes, employees may receive it [mini-01:1].", qid="q1"))
    unread = (question(qid="q2"), answer("Tak, pracownicy mogą je otrzymać, jeśli muszą je znać.", qid="q2"))
    with FakeOpenAIServer(respond) as server:
        instance, spec = create(
            "grader",
            "reference",
            fallback="llm:judge-a",
            fallback_base_url=server.base_url,
            fallback_api_key_env=None,
            fallback_cache_dir=str(tmp_path / "cache"),
        )
        grades = instance.grade([read_well, unread], CORPUS)
        asked = len(server.requests)
    assert asked == 1  # only the undetermined answer went to the judge
    assert grades[0].factuality == "correct" and "fallback_llm" not in grades[0].flags
    assert grades[1].factuality == "correct" and "fallback_llm" in grades[1].flags
    assert grades[1].grader == "reference"
    assert "decided by the fallback judge llm:judge-a" in grades[1].rationale["factuality"]
    assert spec.options["fallback"] == "llm:judge-a"


def test_fallback_must_name_an_llm_judge() -> None:
    with pytest.raises(HarnessError, match="unknown fallback"):
        create("grader", "reference", fallback="gpt-4o")


def test_without_fallback_an_unread_answer_stays_undetermined() -> None:
    grades = ReferenceGrader().grade(
        [(question(), answer("Tak, pracownicy mogą je otrzymać, jeśli muszą je znać."))], CORPUS
    )
    assert grades[0].factuality == "undetermined" and "unparsed" in grades[0].flags


def test_ids_named_in_a_superseded_reasoning_block_must_exist_and_back_no_claim() -> None:
    think = "<think>\nmini-01:{n} is the employee clause, so yes.\n</think>\n"
    kept = grade_answer(question(), answer(think.format(n=1) + "Yes, employees may receive it."), CORPUS)
    assert kept.citation_exists is True
    assert kept.citation_supports is None  # the reply cites nothing: no claim to back
    outside = grade_answer(question(), answer(think.format(n=3) + "Yes, employees may receive it."), CORPUS)
    assert outside.citation_exists is False
    assert "mini-01:3" in outside.rationale["citation_exists"]
    # near-miss: an id the reply itself cites is read as before
    assert grade_answer(
        question(), answer("Yes, employees may receive it [mini-01:1]."), CORPUS
    ).citation_supports


@pytest.mark.parametrize(
    "tail",
    ['\n\n<cite id="mini-01:1"/>', "\n\nSource: [mini-01:1]"],
)
def test_a_sentence_of_nothing_but_its_citation_is_no_claim_its_passage_must_back(tail: str) -> None:
    text = 'Yes. <quote source="mini-01:1">"may share Confidential Information with its employees"</quote>'
    grade = grade_answer(question(), answer(text + tail), CORPUS)
    assert grade.citation_supports is True and grade.factuality == "correct"
    # near-miss: a passage whose only other citing sentence it does not back still fails
    wrong = grade_answer(question(), answer("Yes. The term is five years [mini-01:2]." + tail), CORPUS)
    assert wrong.citation_supports is False
