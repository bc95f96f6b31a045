"""The precedence table: declared order, named rules, the first that reads decides."""

from __future__ import annotations

from harness.read.contract import Contract
from harness.read.markers import Resolved
from harness.read.precedence import RULES, Evidence, decide
from harness.text.verdict import read_answer

Q = "May the receiving party share confidential information with its employees?"


NONE = Contract()


def evidence(text: str, contract: Contract = NONE, language: str = "en") -> Evidence:
    return Evidence("yes_no", contract, language, read_answer(text, Q, "yes_no"), Resolved(text))


def test_rules_are_unique_and_ordered_contract_first() -> None:
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids))
    assert (
        ids.index("contract.verdict")
        < ids.index("prose.explicit_verdict")
        < ids.index("prose.implicit_verdict")
    )
    assert ids[-1] == "prose.unread"


def test_a_verdict_field_outranks_the_prose() -> None:
    decision = decide(evidence("The passages do not mention it.", Contract("json", "yes", "yes")))
    assert decision.rule == "contract.verdict" and decision.verdict == "yes"


def test_prose_rules_and_undetermined() -> None:
    assert decide(evidence("Yes, employees may receive it.")).rule == "prose.explicit_verdict"
    assert decide(evidence("I cannot answer this from the passages.")).rule == "prose.decline"
    unknown = decide(evidence("Tak.", language="unknown"))
    assert unknown.rule == "language.unknown" and unknown.undetermined
    unread = decide(evidence("Der Text.", language="de"))
    assert unread.rule == "language.unread" and unread.undetermined


def test_contract_fields_that_both_decline_and_answer_are_undetermined() -> None:
    """{"answerable": false, "answer": "yes"}: no rule orders a decline field against a verdict field,
    so the reader says so rather than guess; either field alone decides."""
    both = decide(evidence("Yes.", Contract("json", "yes", "yes", declines=True)))
    assert both.rule == "contract.conflict" and both.undetermined and "decline" in both.undetermined
    assert decide(evidence("Yes.", Contract("json", None, "", declines=True))).rule == "contract.refusal"
    assert decide(evidence("Yes.", Contract("json", "yes", "yes"))).rule == "contract.verdict"


def test_an_answer_that_only_advises_where_to_look_is_a_refusal() -> None:
    decision = decide(evidence("Check the confidentiality clause of the full agreement."))
    assert decision.rule == "prose.deflect" and decision.refused
    # a statement of the documents beside the advice is no deflection
    stated = decide(evidence("Employees are covered by clause 3. Check the full agreement."))
    assert stated.rule != "prose.deflect"
    # a sentence about answering that points nowhere is no deflection
    assert decide(evidence("Hmm, let me think.")).rule != "prose.deflect"


def test_a_value_question_declined_then_answered_is_read_as_declining_then_committing() -> None:
    question = "Up to what amount is a party's liability under the agreement capped?"

    def value_evidence(text: str) -> Evidence:
        return Evidence("value", NONE, "en", read_answer(text, question, "value"), Resolved(text))

    declined = "The passages don't set any cap on liability."
    guess = "So a party's exposure under this agreement would be unlimited."
    guessed = decide(value_evidence(f"{declined} {guess}"))
    assert guessed.rule == "prose.decline_then_commit" and not guessed.refused
    assert decide(value_evidence(declined)).rule == "prose.decline"
    assert decide(value_evidence("The cap is $1,000,000.")).rule == "prose.value"
