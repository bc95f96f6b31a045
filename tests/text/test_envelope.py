"""Hosted chat APIs' response objects read as their answer, citations written where they close."""

from __future__ import annotations

import json
from typing import Any

import pytest

from harness.text.answer_format import answer_body, parse_citations
from harness.text.envelope import envelope_prose, ids_in, markup_prose, transcript_prose

TEXT = "Yes. It must give everything back within ten days."
END = TEXT.index(" within")  # "Yes. It must give everything back" | " within ten days."


def _offsets(text: str, phrase: str) -> tuple[int, int]:
    start = text.index(phrase)
    return start, start + len(phrase)


ENVELOPES: list[tuple[str, dict[str, Any], str]] = [
    (
        "cohere_v2",
        {
            "id": "x",
            "message": {
                "role": "assistant",
                "content": [{"type": "text", "text": TEXT}],
                "citations": [{"start": 5, "end": END, "sources": [{"type": "document", "id": "nda-1:4"}]}],
            },
            "finish_reason": "COMPLETE",
        },
        "Yes. It must give everything back [nda-1:4] within ten days.",
    ),
    (
        "cohere_v1",
        {"text": TEXT, "citations": [{"start": 5, "end": END, "document_ids": ["nda-1:4"]}], "documents": []},
        "Yes. It must give everything back [nda-1:4] within ten days.",
    ),
    (
        "anthropic_blocks",
        {
            "type": "message",
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Yes. "},
                {
                    "type": "text",
                    "text": "It must give everything back within ten days",
                    "citations": [
                        {"type": "char_location", "document_title": "nda-1:4", "end_char_index": 3}
                    ],
                },
                {"type": "text", "text": "."},
            ],
        },
        "Yes. It must give everything back within ten days [nda-1:4].",
    ),
    (
        "azure_doc_markers",
        {
            "choices": [
                {
                    "index": 0,
                    "message": {
                        "role": "assistant",
                        "content": "Yes [doc2]. Not in the other one [doc1].",
                        "context": {
                            "citations": [{"title": "nda-2:1", "content": "..."}, {"title": "nda-1:4"}]
                        },
                    },
                }
            ]
        },
        "Yes [nda-1:4]. Not in the other one [nda-2:1].",
    ),
    (
        "openai_responses_annotation",
        {
            "object": "response",
            "output": [
                {"type": "file_search_call", "id": "fs_1"},
                {
                    "type": "message",
                    "role": "assistant",
                    "content": [
                        {
                            "type": "output_text",
                            "text": TEXT,
                            "annotations": [
                                {"type": "file_citation", "index": len(TEXT), "filename": "nda-1:4"}
                            ],
                        }
                    ],
                },
            ],
        },
        TEXT + " [nda-1:4]",
    ),
    (
        "gemini_grounding",
        {
            "candidates": [
                {
                    "content": {"parts": [{"text": TEXT}], "role": "model"},
                    "groundingMetadata": {
                        "groundingChunks": [
                            {"retrievedContext": {"uri": "gs://b/nda-1.txt", "title": "nda-1:4"}}
                        ],
                        "groundingSupports": [
                            {"segment": {"startIndex": 5, "endIndex": END}, "groundingChunkIndices": [0]}
                        ],
                    },
                }
            ]
        },
        "Yes. It must give everything back [nda-1:4] within ten days.",
    ),
    (
        "bedrock_inclusive_span",
        {
            "output": {"text": TEXT},
            "citations": [
                {
                    "generatedResponsePart": {"textResponsePart": {"span": {"start": 5, "end": END - 1}}},
                    "retrievedReferences": [{"location": {"s3Location": {"uri": "s3://kb/docs/nda-1:4"}}}],
                }
            ],
        },
        "Yes. It must give everything back [nda-1:4] within ten days.",
    ),
]


@pytest.mark.parametrize(("name", "envelope", "prose"), ENVELOPES, ids=[e[0] for e in ENVELOPES])
def test_a_response_object_reads_as_its_text_with_its_citations(
    name: str, envelope: dict[str, Any], prose: str
) -> None:
    assert envelope_prose(envelope) == prose
    raw = json.dumps(envelope, indent=2)
    assert answer_body(raw) == prose
    assert parse_citations(raw) == parse_citations(prose)


@pytest.mark.parametrize(
    "contract",
    [
        {"answer": "yes", "citations": ["nda-1:4"]},
        {"output": "yes", "citations": ["nda-1:4"]},
        {"text": "Yes, within ten days."},
        {"content": "Yes, within ten days.", "sources": ["nda-1:4"]},
    ],
)
def test_an_output_contract_is_no_response_object(contract: dict[str, Any]) -> None:
    assert envelope_prose(contract) is None


def test_ids_are_read_from_id_shaped_strings_and_uris_only() -> None:
    assert ids_in(
        {"title": "nda-1:4", "uri": "gs://b/nda-2:7", "file_id": "file-8Yq2", "text": "see nda-3:1 here"}
    ) == [
        "nda-1:4",
        "nda-2:7",
    ]


def test_a_turn_of_another_role_is_not_the_answer() -> None:
    transcript = {"choices": [{"message": {"role": "user", "content": "Is it yes?"}}]}
    assert envelope_prose(transcript) is None


def test_a_chat_transcript_reads_as_its_last_assistant_message() -> None:
    transcript = [
        {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function"}]},
        {"role": "tool", "tool_call_id": "c1", "content": "[nda-1:4] 5.1 ... [nda-2:1] 3.2 ..."},
        {"role": "assistant", "content": "Yes, within ten days (nda-1:4)."},
    ]
    raw = json.dumps(transcript, indent=2)
    assert answer_body(raw) == "Yes, within ten days (nda-1:4)."
    assert parse_citations(raw) == ("nda-1:4",)  # the tool's echo of the passages cites nothing
    assert transcript_prose('["nda-1:4", "nda-2:1"]') is None  # a list of ids is no transcript


@pytest.mark.parametrize(
    ("html", "body", "cited"),
    [
        (
            "<div><p><strong>No.</strong> It may use it <em>only</em> for the Project"
            '<sup><a href="#nda-1:4">[1]</a></sup>.</p>'
            '<ol><li id="nda-1:4">nda-1:4 &mdash; 2.1 Each party shall&hellip;</li></ol></div>',
            "No. It may use it only for the Project [nda-1:4].\nnda-1:4 — 2.1 Each party shall…",
            ("nda-1:4",),
        ),
        (
            '<p>Yes, orally too.</p>\n<blockquote cite="nda-2:6">... or by oral means.</blockquote>',
            "Yes, orally too.\n(Source: [nda-2:6])",
            ("nda-2:6",),
        ),
        (
            '<p><b>No.</b> No licence <a href="/passages/nda-3:1">(source)</a>.</p>',
            "No. No licence  [nda-3:1].",
            ("nda-3:1",),
        ),
        ('<p>Yes, see <a href="https://example.org/faq">the FAQ</a>.</p>', "Yes, see the FAQ.", ()),
    ],
)
def test_a_rendered_html_answer_reads_as_its_text_and_its_cited_ids(
    html: str, body: str, cited: tuple[str, ...]
) -> None:
    assert markup_prose(html) == body
    assert answer_body(html) == body
    assert parse_citations(html) == cited


def test_an_xml_reply_of_its_own_elements_is_no_html() -> None:
    assert markup_prose('<answer status="ok"><reason>none</reason></answer>') is None
