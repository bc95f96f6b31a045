"""An imported record's protocol fields: read, inferred as the protocol would, joined to a protocol."""

from __future__ import annotations

from dataclasses import replace

import pytest

from harness.core.errors import HarnessError
from harness.core.records import Question, RetrievalSettings
from harness.core.settings import corpora_dir
from harness.questions.qset import read_question_set
from harness.store.import_fields import (
    QuestionFields,
    build_question,
    join_protocol,
    read_fields,
    stable_id,
)

PATHS = {name: name for name in QuestionFields.__dataclass_fields__}
RETRIEVAL = RetrievalSettings(backend="imported")
YES_NO = "Under the NDA between Acme and Birch, may the receiving party keep a copy?"
VALUE = "How many days of paid leave do employees get per year?"


def question(text: str, gold: str | None, **given: object) -> Question:
    return build_question("q1", text, gold, (), read_fields(given, PATHS, "r:1"), RETRIEVAL)


@pytest.mark.parametrize("gold", ["none", "not mentioned", None])
def test_a_none_or_absent_gold_to_a_yes_no_question_keeps_the_yes_no_type(gold: str | None) -> None:
    q = question(YES_NO, gold)
    assert q.answer_type == "yes_no"
    assert q.gold_answer == ("none" if gold else "")


def test_inference_follows_the_protocol() -> None:
    assert question(YES_NO, "Yes").gold_answer == "yes"
    assert question(VALUE, "none").answer_type == "value"
    assert question(VALUE, "none").stratum == "unanswerable"
    assert question(VALUE, "none").ideal == ("refused",)
    assert question(VALUE, "25 days").stratum == "answerable"
    adversarial = question(YES_NO, "none", premise="Birch", original="Birchwood Ltd")
    assert adversarial.stratum == "adversarial" and adversarial.ideal == ("refused", "correct")
    assert adversarial.perturbation is not None and adversarial.perturbation.original == "Birchwood Ltd"
    assert "stratum and answer type inferred" in question(VALUE, "25 days").notes


def test_given_fields_win_over_inference() -> None:
    q = question(
        YES_NO,
        "none",
        stratum="not_mentioned",
        answer_type="yes_no",
        ideal=["refused"],
        document="acme",
        hypothesis_key="nda-3",
        k=8,
        condition="rag_gated",
    )
    assert (q.stratum, q.document_id, q.hypothesis_key, q.retrieval.k) == (
        "not_mentioned",
        "acme",
        "nda-3",
        8,
    )
    assert "inferred" not in q.notes


@pytest.mark.parametrize(
    ("given", "fragment"),
    [
        ({"answer_type": "boolean"}, "unknown answer_type 'boolean'"),
        ({"stratum": "easy"}, "unknown stratum 'easy'"),
        ({"ideal": ["great"]}, "ideal must be a list of outcomes"),
        ({"premise": "Birch"}, "a premise needs its original"),
        ({"k": -1}, "k must be a whole number"),
        ({"condition": "always"}, "unknown condition 'always'"),
    ],
)
def test_a_bad_field_is_one_error_naming_the_record(given: dict[str, object], fragment: str) -> None:
    with pytest.raises(HarnessError, match=r"^r:1: ") as caught:
        read_fields(given, PATHS, "r:1")
    assert fragment in str(caught.value)


def test_stable_ids_are_stable_and_distinct_for_repeats() -> None:
    seen: dict[str, int] = {}
    first, again = stable_id("Q?", seen), stable_id("Q?", seen)
    assert first == stable_id("Q?", {}) and again == f"{first}-2" and first.startswith("q-")


def test_joining_the_protocol_takes_its_question_and_names_a_mismatch() -> None:
    protocol = read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl")
    real = protocol.questions[0]
    bare = build_question(real.id, real.text, None, (), QuestionFields(), RETRIEVAL)
    assert join_protocol(bare, protocol, "r:1", {"question"}) == real
    wrong = replace(bare, gold_answer="maybe")
    with pytest.raises(HarnessError, match="r:1: gold_answer 'maybe' differs from the protocol's"):
        join_protocol(wrong, protocol, "r:1", {"gold_answer"})
    stranger = replace(bare, id="not-a-question")
    with pytest.raises(HarnessError, match="is not a question of the protocol"):
        join_protocol(stranger, protocol, "r:1", set())
