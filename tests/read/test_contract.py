"""Output-contract fields read before prose."""

from __future__ import annotations

from harness.read.contract import read_contract, word_verdict


def test_json_verdict_fields() -> None:
    assert read_contract('{"answer": "no", "explanation": "The passages do not say."}').verdict == "no"
    assert read_contract('{"verdict": "Yes", "reason": "It is not restricted."}').verdict == "yes"
    assert read_contract('{"final_answer": "Sí"}').verdict == "yes"
    assert read_contract('{"label": true}').verdict == "yes"


def test_json_decline_fields() -> None:
    fenced = read_contract('```json\n{"answerable": false, "reason": "no passage says"}\n```')
    assert fenced.declines and fenced.reason == "no passage says" and fenced.verdict is None
    assert read_contract('{"refusal": true}').declines
    assert read_contract('{"answer": "Insufficient information"}').declines


def test_unreadable_json() -> None:
    """A reply that opens as an object and holds no contract field, even repaired, is unreadable; one
    cut off after its verdict field is read from it."""
    assert read_contract("{ the answer follows below").unreadable
    assert read_contract('{"answer": "yes", ').verdict == "yes"


def test_label_line() -> None:
    contract = read_contract("Step 1: read it.\n\nFinal answer: No. The clause forbids it.")
    assert contract.form == "label_line" and contract.verdict == "no"
    assert read_contract("Answer: No, the passages do not say.").form == "none"


def test_word_verdict() -> None:
    assert word_verdict("Não") == "no" and word_verdict("oui") == "yes" and word_verdict("maybe") is None


def test_nested_fields_nli_labels_and_decline_flags() -> None:
    assert read_contract('{"result": {"answer": "no"}}').verdict == "no"
    assert read_contract('{"label": "Entailment"}').verdict == "yes"
    assert read_contract('{"label": "Contradiction"}').verdict == "no"
    assert read_contract('{"label": "NotMentioned"}').declines
    assert read_contract('{"answer": null, "insufficient_evidence": true}').declines


def test_an_empty_verdict_field_beside_only_reasons_and_next_steps_declines() -> None:
    assert read_contract(
        '{"answer": null, "next_step": "Search the agreement for a hiring clause."}'
    ).declines
    assert not read_contract('{"answer": null, "premise_issue": "It is dated 2019, not 2018."}').declines
    xml = "<refusal>The passages do not say.</refusal><next_step>Read clause 3.</next_step>"
    assert read_contract(xml).declines


def test_verdict_and_citation_fields_under_other_english_names() -> None:
    ruling = read_contract('{"ruling": "no", "passage": "mini-01:21", "gist": "must return within 15 days"}')
    assert ruling.verdict == "no" and ruling.reason == "must return within 15 days"
    assert read_contract('{"outcome": true, "clause_ref": "cnli-32:16"}').verdict == "yes"
    assert read_contract('{"determination": "no", "why": "All rights stay put."}').verdict == "no"


def test_an_enum_label_is_read_by_its_opening_word() -> None:
    assert read_contract('{"determination": "NO_LICENSE_GRANTED"}').verdict == "no"
    assert read_contract('{"verdict": "YES_WITH_CONDITIONS"}').verdict == "yes"
    declined = read_contract('{"verdict": "NO_INFORMATION_FOUND"}')
    assert declined.declines and declined.verdict is None
    assert read_contract('{"verdict": "NOT_ADDRESSED"}').verdict is None


def test_a_final_field_is_the_verdict() -> None:
    assert read_contract('{"final": "No, it is not allowed.", "refs": ["doc-1:2"]}').verdict == "no"
