"""The built-in generators: deterministic answers, citations, refusals with a reason and a next step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.core import registry
from harness.core.errors import HarnessError
from harness.core.records import RetrievedPassage
from harness.generate.base import GenerationRequest
from harness.text.answer_format import parse_citations
from tests.run.helpers import BASE_QUESTIONS

P = RetrievedPassage


def _request(
    question: str, passages: list[RetrievedPassage], qid: str = "q-1", **kw: object
) -> GenerationRequest:
    return GenerationRequest(qid, question, tuple(passages), ({"role": "user", "content": question},), **kw)  # type: ignore[arg-type]


SURVIVE = P(
    "nda-01:4", "nda-01", "The obligations of confidentiality survive termination for three years.", 9.0, 1
)
NOTICE = P("nda-01:9", "nda-01", "Notices must be sent by registered mail.", 3.0, 2)
NEGATED = P("nda-02:3", "nda-02", "Oral disclosures are not protected. Notices go by mail.", 7.0, 1)


def _make(name: str, **options: object) -> object:
    return registry.create("generator", name, **options)[0]


def test_extractive_answers_yes_with_the_matching_sentence_and_its_citation() -> None:
    out = _make("extractive").generate(
        _request("Do the confidentiality obligations survive termination?", [NOTICE, SURVIVE])
    )  # type: ignore[attr-defined]
    assert out.text.startswith("Final answer: Yes: The obligations of confidentiality survive")
    assert parse_citations(out.text) == ("nda-01:4",)


def test_extractive_says_no_when_negation_sits_next_to_the_matched_terms() -> None:
    out = _make("extractive").generate(
        _request("Under the NDA with Acme, are oral disclosures protected?", [NEGATED])
    )  # type: ignore[attr-defined]
    assert out.text.startswith("Final answer: No: Oral disclosures are not protected")
    assert parse_citations(out.text) == ("nda-02:3",)


def test_extractive_refuses_on_a_weak_match_with_reason_and_next_step() -> None:
    out = _make("extractive").generate(
        _request("Does the agreement excuse delays caused by volcanic eruptions?", [NOTICE, SURVIVE])
    )  # type: ignore[attr-defined]
    assert out.text.startswith("Final answer: I cannot answer this")
    assert "no evidence" in out.text and "nda-01:9" in out.text and "nda-01:4" in out.text
    assert "narrow the question" in out.text and "!" not in out.text
    # The closest passages are named by id: read as citations (of a refusal, so they support nothing).
    assert set(parse_citations(out.text)) == {"nda-01:9", "nda-01:4"}


def test_extractive_refuses_when_nothing_was_retrieved() -> None:
    out = _make("extractive").generate(_request("Do obligations survive?", []))  # type: ignore[attr-defined]
    assert "no passages were retrieved" in out.text and "rephrase" in out.text


def test_extractive_value_question_leads_with_the_value() -> None:
    passage = P("gov-01:2", "gov-01", "In 2019 the program cost $1.2 billion across 14 states.", 5.0, 1)
    out = _make("extractive").generate(_request("How much did the program cost in 2019?", [passage]))  # type: ignore[attr-defined]
    assert out.text.startswith("Final answer: $1.2 billion: In 2019")


def test_extractive_rejects_bad_coverage_option() -> None:
    with pytest.raises(HarnessError, match="min_coverage"):
        _make("extractive", min_coverage=2.0)


def test_always_refuse_is_flat() -> None:
    out = _make("always-refuse").generate(_request("Anything?", [SURVIVE]))  # type: ignore[attr-defined]
    assert out.text == "Final answer: I don't know."


def test_overconfident_commits_and_cites_the_top_passage() -> None:
    gen = _make("overconfident")
    out = gen.generate(_request("Does the agreement excuse volcanic eruptions?", [NOTICE, SURVIVE]))  # type: ignore[attr-defined]
    assert out.text.startswith("Final answer: Yes: ") and parse_citations(out.text) == ("nda-01:4",)
    bare = gen.generate(_request("Does the agreement excuse volcanic eruptions?", []))  # type: ignore[attr-defined]
    assert bare.text == "Final answer: Yes."
    value = gen.generate(_request("How much did the program cost?", []))  # type: ignore[attr-defined]
    assert value.text == "Final answer: $1 million."


def test_oracle_answers_from_gold_and_refuses_where_refusal_is_ideal() -> None:
    oracle = _make("oracle")
    assert getattr(oracle, "wants_gold", False) is True
    answerable, _, contradicted, not_mentioned, _ = BASE_QUESTIONS
    evidence = P("tiny-01:2", "tiny-01", "The obligations survive termination.", 5.0, 1)
    out = oracle.generate(_request(answerable.text, [NOTICE, evidence], gold=answerable))  # type: ignore[attr-defined]
    assert out.text == "Final answer: Yes [tiny-01:2]."
    contra = P("tiny-03:1", "tiny-03", "Oral disclosures are not ...", 5.0, 1)
    out = oracle.generate(_request(contradicted.text, [contra], gold=contradicted))  # type: ignore[attr-defined]
    assert out.text == "Final answer: No [tiny-03:1]."
    refused = oracle.generate(_request(not_mentioned.text, [NOTICE], gold=not_mentioned))  # type: ignore[attr-defined]
    assert refused.text.startswith("Final answer: I cannot answer this") and "nda-01:9" in refused.text
    missed = oracle.generate(_request(answerable.text, [NOTICE], gold=answerable))  # type: ignore[attr-defined]
    assert missed.text.startswith("Final answer: I cannot answer")  # gold evidence not retrieved
    with pytest.raises(RuntimeError, match="gold"):
        oracle.generate(_request(answerable.text, [evidence]))  # type: ignore[attr-defined]


def test_scripted_replays_by_question_id(tmp_path: Path) -> None:
    path = tmp_path / "saved.jsonl"
    lines = [
        {"question_id": "q-1", "text": "Final answer: Yes [a:1].", "citations": ["a:1"]},
        {"record": "Answer", "question_id": "q-2", "text": "No [b:2].", "raw": "Final answer: No [b:2]."},
    ]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n\n", encoding="utf-8")
    gen = _make("scripted", path=str(path))
    assert gen.generate(_request("?", [], qid="q-1")).citations == ("a:1",)  # type: ignore[attr-defined]
    assert gen.generate(_request("?", [], qid="q-2")).text == "Final answer: No [b:2]."  # type: ignore[attr-defined]
    with pytest.raises(LookupError, match="q-3"):
        gen.generate(_request("?", [], qid="q-3"))  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json\n", "not valid JSON"),
        ('{"question_id": 3, "text": "x"}\n', "string question_id"),
        ('{"question_id": "a", "text": "x"}\n{"question_id": "a", "text": "y"}\n', "appears twice"),
    ],
)
def test_scripted_bad_files_are_user_errors(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(HarnessError, match=message):
        _make("scripted", path=str(path))
    with pytest.raises(HarnessError, match="not found"):
        _make("scripted", path=str(tmp_path / "absent.jsonl"))
