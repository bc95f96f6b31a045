"""Output-contract fields read before prose."""

from __future__ import annotations

import json

from harness.read.contract import envelope_text, html_text, read_contract, word_verdict


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
    assert read_contract('{"answer": "yes", ').unreadable


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


def test_a_response_object_is_unwrapped_to_its_reply_with_citations_where_their_spans_end() -> None:
    text = "No. Notice is due within 30 days. Nothing else is required."
    cohere = {
        "message": {
            "role": "assistant",
            "content": [{"type": "text", "text": text}],
            "citations": [{"start": 4, "end": 32, "sources": [{"id": "mini-01:2"}]}],
        },
        "finish_reason": "COMPLETE",
    }
    assert (
        envelope_text(json.dumps(cohere))
        == "No. Notice is due within 30 days [mini-01:2]. Nothing else is required."
    )
    anthropic = {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "No. "},
            {
                "type": "text",
                "text": "Notice is due within 30 days",
                "citations": [{"type": "char_location", "document_index": 1, "cited_text": "thirty days"}],
            },
            {"type": "text", "text": "."},
        ],
        "stop_reason": "end_turn",
    }
    assert envelope_text(json.dumps(anthropic), ("mini-01:1", "mini-01:2")) == (
        "No. Notice is due within 30 days [mini-01:2]."
    )
    gemini = {
        "candidates": [
            {
                "content": {"parts": [{"text": text}], "role": "model"},
                "groundingMetadata": {
                    "groundingChunks": [{"retrievedContext": {"title": "mini-01:2"}}],
                    "groundingSupports": [{"segment": {"endIndex": 32}, "groundingChunkIndices": [0]}],
                },
            }
        ]
    }
    assert "30 days [mini-01:2]." in (envelope_text(json.dumps(gemini)) or "")


def test_a_transcript_is_read_by_its_last_assistant_message_and_doc_numbers_by_their_sources() -> None:
    transcript = [
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function"}]},
        {"role": "tool", "content": "[mini-01:9] Advisers may receive it."},
        {"role": "assistant", "content": "Yes (mini-01:9)."},
    ]
    assert envelope_text(json.dumps(transcript)) == "Yes (mini-01:9)."
    azure = {
        "choices": [
            {
                "finish_reason": "stop",
                "message": {
                    "role": "assistant",
                    "content": "Yes [doc2].",
                    "context": {"citations": [{"title": "mini-01:1"}, {"title": "mini-01:9"}]},
                },
            }
        ]
    }
    assert envelope_text(json.dumps(azure)) == "Yes [mini-01:9]."
    stream = "\n\n".join(
        f"data: {json.dumps({'choices': [{'delta': {'content': part}}]})}"
        for part in ("Yes", "Yes", ", it may.")
    )
    assert envelope_text(stream + "\n\ndata: [DONE]") == "Yes, it may."


def test_a_replys_own_fields_are_no_envelope() -> None:
    assert envelope_text(json.dumps({"answer": "yes", "citations": ["mini-01:1"]})) is None
    assert envelope_text("Yes [mini-01:1].") is None


def test_a_reply_rendered_as_html_cites_the_passages_its_links_and_quotations_name() -> None:
    linked = '<p><strong>No.</strong> Use is limited<sup><a href="#mini-03:8">[1]</a></sup>.</p>'
    assert html_text(linked) == "No. Use is limited[mini-03:8]."
    quoted = (
        '<p>Yes. It may be oral.</p>\n<blockquote cite="cnli-28:6">may be disclosed ... orally</blockquote>'
    )
    assert html_text(quoted) == "Yes. It may be oral.\n\n\nSource: cnli-28:6"
    assert html_text("Yes &amp; no [mini-01:1].") is None
