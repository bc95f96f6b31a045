"""Answers in their framework's wrapping: each class unwrapped by its structure, with near-misses
that must stay as they are (plain prose, output contracts, XML replies)."""

from __future__ import annotations

import json

import pytest

from harness.text.answer_format import answer_body, parse_citations
from harness.text.envelope import unwrap


def _js(obj: object) -> str:
    return json.dumps(obj, indent=2)


ANSWER = "No. The recipient must return every copy within ten days of a written request."
SPAN = "must return every copy within ten days"
AT = ANSWER.index(SPAN)


def test_span_citations_are_written_at_the_end_of_their_span() -> None:
    # a citation object with start/end offsets into the text, its ids in a list
    flat = _js(
        {"text": ANSWER, "citations": [{"start": AT, "end": AT + len(SPAN), "document_ids": ["d-1:4"]}]}
    )
    assert unwrap(flat) == f"No. The recipient {SPAN} [d-1:4] of a written request."
    # nested: a message holding content blocks and citation objects whose sources carry the id
    nested = _js(
        {
            "id": "r-9",
            "message": {
                "role": "assistant",
                "content": [{"type": "text", "text": ANSWER}],
                "citations": [
                    {
                        "start": AT,
                        "end": AT + len(SPAN),
                        "sources": [{"id": "d-1:4", "snippet": "copies ..."}],
                    }
                ],
            },
            "usage": {"input_tokens": 900, "output_tokens": 40},
        }
    )
    assert unwrap(nested) == unwrap(flat)
    # offsets that do not fit the text are found again by the span's own text
    drifted = _js(
        {"text": ANSWER, "citations": [{"start": 0, "end": 3, "text": SPAN, "document_ids": ["d-1:4"]}]}
    )
    assert unwrap(drifted) == unwrap(flat)


def test_a_position_in_the_passage_is_not_a_position_in_the_answer() -> None:
    # a content block's citation located in the cited document (char indexes into the passage)
    blocks = _js(
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "No. "},
                {
                    "type": "text",
                    "text": "Every copy goes back within ten days",
                    "citations": [
                        {"document_title": "d-2:7", "start_char_index": 300, "end_char_index": 340}
                    ],
                },
                {"type": "text", "text": ", so none may be kept."},
            ],
            "stop_reason": "end_turn",
        }
    )
    assert unwrap(blocks) == "No. Every copy goes back within ten days [d-2:7], so none may be kept."


def test_indices_and_ids_refer_to_listed_sources() -> None:
    text = "Yes. Oral disclosures are covered."
    by_index = _js(
        {
            "candidates": [
                {
                    "content": {"parts": [{"text": text}]},
                    "groundingMetadata": {
                        "groundingChunks": [
                            {"retrievedContext": {"title": "d-3:2", "uri": "gs://b/d-3.txt"}}
                        ],
                        "groundingSupports": [
                            {"segment": {"startIndex": 5, "endIndex": 34}, "groundingChunkIndices": [0]}
                        ],
                    },
                },
                {"content": {"parts": [{"text": "An alternative reply."}]}},
            ]
        }
    )
    assert unwrap(by_index) == "Yes. Oral disclosures are covered [d-3:2]."
    by_id = _js(
        {
            "text": text,
            "citations": [{"start": 5, "end": 34, "document_ids": ["doc_0"]}],
            "documents": [{"id": "doc_0", "passage": "d-3:2"}],
        }
    )
    assert unwrap(by_id) == "Yes. Oral disclosures are covered [d-3:2]."


def test_numbered_markers_map_through_the_listed_sources() -> None:
    reply = _js(
        {
            "choices": [
                {
                    "message": {
                        "role": "assistant",
                        "content": "Yes [doc1]. A separate deal differs [doc2]. Unknown [doc3].",
                        "context": {
                            "citations": [
                                {"content": "1.3 Oral ...", "title": "d-4:6"},
                                {"content": "1.2 Oral ...", "title": "d-5:5"},
                            ],
                            "intent": '["oral disclosure"]',
                        },
                    }
                }
            ]
        }
    )
    # a marker past the list stays as written: a citation that does not exist
    assert unwrap(reply) == "Yes [d-4:6]. A separate deal differs [d-5:5]. Unknown [doc3]."
    empty = _js(
        {
            "choices": [
                {"message": {"role": "assistant", "content": "Not found.", "context": {"citations": []}}}
            ]
        }
    )
    assert unwrap(empty) == "Not found."


def test_urls_carrying_ids_and_sources_without_ids() -> None:
    listed = _js(
        {
            "choices": [{"message": {"role": "assistant", "content": "Yes [1], within ten days [2]."}}],
            "citations": ["https://kb.example/nda/d-1:4", "https://kb.example/nda/d-1:9"],
        }
    )
    assert unwrap(listed) == "Yes [d-1:4], within ten days [d-1:9]."
    text_only = _js(
        {
            "message": {
                "content": "Yes [doc1].",
                "context": {"citations": [{"content": "1.3 Oral ...", "title": None}]},
            }
        }
    )
    assert unwrap(text_only) == "Yes."  # passage text without an id cites nothing
    assert parse_citations(text_only) == ()


def test_an_annotation_index_and_a_file_name_cite() -> None:
    text = "The term is four years."
    reply = _js(
        {
            "output": [
                {"type": "file_search_call", "queries": ["term"]},
                {"type": "reasoning", "summary": [{"type": "summary_text", "text": "Scratch work."}]},
                {
                    "type": "message",
                    "role": "assistant",
                    "content": [
                        {
                            "type": "output_text",
                            "text": text,
                            "annotations": [
                                {
                                    "type": "file_citation",
                                    "index": len(text),
                                    "file_id": "file-8Q",
                                    "filename": "d-6:1",
                                }
                            ],
                        }
                    ],
                },
            ]
        }
    )
    assert unwrap(reply) == "The term is four years [d-6:1]."
    assert parse_citations(reply) == ("d-6:1",)


def test_a_span_holding_only_offsets_and_passage_text_cites_nothing_without_an_id() -> None:
    reply = _js(
        {
            "output": {"text": "Yes, it may."},
            "citations": [
                {
                    "span": {"start": 0, "end": 11},
                    "retrievedReferences": [{"content": {"text": "It may ..."}}],
                }
            ],
            "sessionId": "s-1",
        }
    )
    assert unwrap(reply) == "Yes, it may."


def test_a_fenced_response_object_and_a_storage_uri_naming_an_id() -> None:
    reply = _js(
        {
            "output": {"text": "Yes, it may."},
            "citations": [
                {
                    "generatedResponsePart": {"textResponsePart": {"span": {"start": 0, "end": 11}}},
                    "retrievedReferences": [{"location": {"s3Location": {"uri": "s3://kb/nda/d-1:5"}}}],
                }
            ],
        }
    )
    assert unwrap(f"```json\n{reply}\n```") == "Yes, it may [d-1:5]."
    assert unwrap('```json\n{"answer": "yes"}\n```') is None  # a fenced contract: read by its fields


def test_a_transcript_is_read_as_its_final_answer_not_its_tool_results() -> None:
    messages = [
        {"role": "system", "content": "Answer from the passages [d-9:9]."},
        {"role": "user", "content": "May it keep a copy?"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [{"function": {"name": "search", "arguments": "{}"}}],
        },
        {"role": "tool", "content": "[d-7:1] Copies must be destroyed.\n\n[d-8:2] Other agreement."},
        {"role": "assistant", "content": "No; copies must be destroyed [d-7:1]."},
    ]
    assert unwrap(_js(messages)) == "No; copies must be destroyed [d-7:1]."
    assert parse_citations(_js(messages)) == ("d-7:1",)
    assert unwrap(_js({"messages": messages})) == "No; copies must be destroyed [d-7:1]."
    typed = [
        {"type": "human", "content": "May it keep a copy?"},
        {"type": "tool", "content": "[d-7:1] Copies must be destroyed."},
        {"type": "ai", "content": "No [d-7:1]."},
    ]
    assert unwrap(_js({"messages": typed})) == "No [d-7:1]."


HTML_CASES = [
    # a marker linked to an id; a sources-list item opening with its id is evidence, dropped
    (
        '<div><p><strong>No.</strong> Use is limited to the project<sup><a href="#d-3:8">[1]</a></sup>.</p>'
        '<ol class="sources"><li id="d-3:8">d-3:8 &mdash; 2.1 Each party shall hold &hellip;</li></ol></div>',
        "No. Use is limited to the project [d-3:8].",
    ),
    # a quote of the passage cites it for the text before it
    (
        "<p>Yes. Oral disclosure counts.</p>\n"
        '<blockquote cite="d-2:6">Information may be disclosed orally.</blockquote>',
        "Yes. Oral disclosure counts [d-2:6].",
    ),
    (
        '<p><b>No.</b> No licence is granted <a href="/p/d-8:2" title="d-8:2">(source)</a>.</p>',
        "No. No licence is granted [d-8:2].",
    ),
    (
        '<p>It <cite data-passage="d-1:3">survives termination for two years</cite>.</p>',
        "It survives termination for two years [d-1:3].",
    ),
    # a list whose items open with ids is a sources list for the numbered markers
    (
        '<p>No. Use is limited to the project<sup><a href="#src1">[1]</a></sup>.</p>'
        "<ol><li>d-3:8 &mdash; 2.1 Each party shall hold ...</li><li>d-3:9 &mdash; 2.2 ...</li></ol>",
        "No. Use is limited to the project [1].\nSources:\n- d-3:8\n- d-3:9",
    ),
    # near-miss: a list of prose items stays prose
    (
        "<p>Yes.</p><ul><li>The term is two years.</li><li>d-3:8 says so.</li></ul>",
        "Yes.\nThe term is two years.\nd-3:8 says so.",
    ),
]


@pytest.mark.parametrize(("html", "text"), HTML_CASES)
def test_html_is_read_as_its_text_with_its_citations(html: str, text: str) -> None:
    assert unwrap(html) == text


def test_streams_are_joined_and_their_artefacts_dropped() -> None:
    chunks = ["Yes", "Yes", ",", " only", " employees", " [d-2:5]", "."]
    lines = [f"data: {json.dumps({'choices': [{'delta': {'content': c}}]})}" for c in chunks]
    stream = "\n\n".join(
        [*lines, 'data: {"choices": [{"delta": {}, "finish_reason": "stop"}]}', "data: [DONE]"]
    )
    assert unwrap(stream) == "Yes, only employees [d-2:5]."
    assert unwrap("Five Five (5) years [d-2:3].\n\ndata: [DONE]") == "Five (5) years [d-2:3]."
    assert unwrap("I I couldn't find a clause on it.") == "I couldn't find a clause on it."


def test_a_record_update_header_is_metadata() -> None:
    raw = "Ticket #5120 — status changed: Open → Solved\nStatus: Solved\n\nNo. Notice is required [d-4:2]."
    assert unwrap(raw) == "No. Notice is required [d-4:2]."
    assert unwrap("Ticket #5120 – Update\n") is None  # a header over nothing stays as written
    assert unwrap("Clause #12 requires notice.\nNo more.") is None


def test_a_generated_content_footer_is_metadata() -> None:
    raw = "Yes [d-1:2].\n\nThis response was generated by AI and may contain errors. Verify it."
    assert unwrap(raw) == "Yes [d-1:2]."
    assert unwrap("The response was generated within 30 days [d-1:2].") is None


def test_an_html_link_to_a_url_naming_an_id_another_way_is_left_to_the_marker_resolver() -> None:
    html = '<p>Yes<sup><a href="https://kb.example/nda/d-3/17">1</a></sup>.</p>'
    assert unwrap(html) == "Yes [1](https://kb.example/nda/d-3/17)."


@pytest.mark.parametrize(
    "raw",
    [
        "No. The recipient must return every copy [d-1:4].",  # plain prose
        '{"answer": "no", "citations": ["d-1:4"]}',  # an output contract: read by its fields
        '{"result": {"answer": "7", "unit": "days"}}',  # a contract one level down
        '<verdict>no</verdict><source id="d-1:4"/>',  # an XML reply: read by its fields
        "[1] d-1:4 says so.",  # a numbered marker, not JSON
        "No, no one may keep a copy.",  # no stream artefact
        '{"scope_note": "A licence, not an NDA.", "answer": null, "sources": ["d-7:2"]}',  # no text field
    ],
)
def test_near_misses_are_not_unwrapped(raw: str) -> None:
    assert unwrap(raw) is None


def test_the_body_a_grader_reads_is_the_unwrapped_text() -> None:
    reply = _js({"choices": [{"message": {"role": "assistant", "content": "**Yes.** It may [d-1:1]."}}]})
    assert answer_body(reply) == "Yes. It may [d-1:1]."
