"""Reading what an answer commits to: yes/no in its many spellings, values, refusals."""

from __future__ import annotations

import pytest

from harness.grade.verdict import corrects_premise, is_refusal, read_value, read_yes_no
from tests.grade.helpers import question


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Final answer: No, the agreement forbids it [a:1].", "no"),
        ("**Final Answer:** Yes. Employees may receive it.", "yes"),
        ("final answer - YES", "yes"),
        ("Yes: the clause allows it [cnli-3:4].", "yes"),
        ("Based on the passages, yes, it may.", "yes"),
        ("The answer is no.", "no"),
        ("No it does not.", "no"),
        ("Final answer: No evidence in the passages addresses this.", None),
        ("No, the passages do not say whether employees may receive it.", None),
        ("No such clause appears.", None),
        ("The clause concerns employees [x:1].", None),
        ("Nothing was retrieved.", None),
    ],
)
def test_read_yes_no(text: str, verdict: str | None) -> None:
    assert read_yes_no(text) == verdict


def test_read_value_leaves_out_values_named_in_the_question() -> None:
    q = "How much did the program cost in fiscal year 2019?"
    [value] = read_value("In fiscal year 2019 the program cost $1.2 billion [gov-01:0].", q)
    assert (value.kind, value.value) == ("money", 1.2e9)
    assert read_value("I found nothing for fiscal year 2019.", q) == []


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("I don't know.", True),
        ("Final answer: Not mentioned.", True),
        ("Final answer: Yes, although I cannot be certain.", False),
        ("The passages do not mention it. You may want to check section 5.", True),
        ("Yes. The passages do not mention exceptions, but it is allowed [x:1].", False),
        ("No. The agreement forbids sharing it [x:1].", False),
    ],
)
def test_is_refusal(text: str, refused: bool) -> None:
    assert is_refusal(text, question()) is refused


def test_false_premise_cues() -> None:
    assert corrects_premise("There is no NDA between Acme and Boreal Labz; it is with Borealis Labs.")
    assert corrects_premise("The agreement is actually dated March 3, 2019, not 2018.")
    assert not corrects_premise("Yes, employees may receive it.")
