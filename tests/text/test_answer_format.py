"""The citation parser: bracket forms, order, prose in brackets, hostile ids."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from harness.read.lexicon import SELF_ASSESSMENT
from harness.text.answer_format import (
    answer_body,
    call_arguments,
    parse_citations,
    react_final,
    self_assessment,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Yes [mini-03:7].", ("mini-03:7",)),
        ("Yes [a:1, b:2] and again [a:1].", ("a:1", "b:2")),
        ("Yes [a:1][b:2]; see also [c:3; a:1]", ("a:1", "b:2", "c:3")),
        ("[cnli-12:40] first, then [cnli-3:2]", ("cnli-12:40", "cnli-3:2")),
        ("No citation here [sic], [see below] or [].", ()),
        ("A markdown [link](http://x) is prose.", ()),
        ("Hostile [../../etc/passwd] stays an id", ("../../etc/passwd",)),
        ("Mixed [see mini-03:7] names a bare id", ("mini-03:7",)),
        ("Across\nlines [a:1\n] is not a group", ()),
    ],
)
def test_parse_citations(text: str, expected: tuple[str, ...]) -> None:
    assert parse_citations(text) == expected


_ids = st.from_regex(r"[a-z]{1,6}-[0-9]{1,3}:[0-9]{1,3}", fullmatch=True)


@given(st.lists(_ids, min_size=1, max_size=6), st.sampled_from([", ", "; ", " ", "]["]))
def test_any_joined_ids_round_trip_in_first_seen_order(ids: list[str], sep: str) -> None:
    text = "Final answer: yes [" + sep.join(ids) + "]."
    assert parse_citations(text) == tuple(dict.fromkeys(ids))


@given(st.text(max_size=200))
def test_never_raises_and_returns_ids_found_in_the_text(text: str) -> None:
    for cited in parse_citations(text):
        assert cited in text and "[" not in cited and "]" not in cited


@pytest.mark.parametrize(
    ("raw", "body", "cited"),
    [
        ("Final answer: Yes [a-1:2].", "Yes [a-1:2].", ("a-1:2",)),
        ("**Answer:** Yes (a-1:2, a-1:3).", "Yes (a-1:2, a-1:3).", ("a-1:2", "a-1:3")),
        ("- Yes.\n- See a-1:2 for the clause.", "Yes.\nSee a-1:2 for the clause.", ("a-1:2",)),
        ("1. Yes [a-1:2]\n2. The fee is due at 10:30.", "Yes [a-1:2]\nThe fee is due at 10:30.", ("a-1:2",)),
        (
            '{"answer": "no", "citations": ["a-1:2"], "reasoning": "It forbids it."}',
            "no [a-1:2].\nIt forbids it [a-1:2].",
            ("a-1:2",),
        ),
        ('```json\n{"verdict": "yes", "sources": [{"id": "a-1:4"}]}\n```', "yes [a-1:4].", ("a-1:4",)),
        ("Yes (Passage 3).", "Yes (Passage 3).", ()),
    ],
)
def test_answer_body_and_every_citation_form(raw: str, body: str, cited: tuple[str, ...]) -> None:
    from harness.text.answer_format import answer_body, parse_citations

    assert answer_body(raw) == body
    assert parse_citations(raw) == cited


def test_markdown_table_becomes_one_line_per_row_with_its_id_cells_as_citations() -> None:
    from harness.text.answer_format import answer_body

    text = (
        "| Category | Covered? | Passage |\n|:--|:-:|--:|\n"
        "| Technical data | Yes | mini-13:4 |\n| Pricing | No | [mini-13:5] |\nAfter the table."
    )
    assert answer_body(text).split("\n") == [
        "Technical data: covered [mini-13:4].",
        "Pricing: not covered [mini-13:5].",
        "After the table.",
    ]


def test_a_bare_id_used_as_a_label_is_a_citation() -> None:
    assert parse_citations("No notice is needed. mini-10:11: a party compelled by law may disclose.") == (
        "mini-10:11",
    )
    assert parse_citations("See mini-10:11:2 for that.") == ()  # not an id of the corpus shape


def test_a_source_line_under_a_table_cites_its_rows_that_cite_nothing() -> None:
    from harness.text.answer_format import answer_body

    text = (
        "| Act | Allowed? |\n|---|---|\n| Decompiling | No |\n| Copying | Yes | [mini-09:3] |\n\n"
        "(Source: [mini-09:12])\n\nSo most acts are barred."
    )
    assert answer_body(text).split("\n") == [
        "Decompiling: not allowed [mini-09:12].",
        "Copying: allowed [mini-09:3].",
        "",
        "So most acts are barred.",
    ]


def test_prose_under_a_json_key_of_its_own_is_part_of_the_reply() -> None:
    raw = (
        '{"scope_note": "That agreement is a licence, not a nondisclosure agreement.", "answer": null, '
        '"confidence": "low", "sources": ["doc-7:2"]}'
    )
    body = answer_body(raw)
    assert "a licence, not a nondisclosure agreement [doc-7:2]." in body
    assert "low" not in body  # a one-word field is no prose


def test_yaml_replies_read_like_json_ones() -> None:
    from harness.text.answer_format import answer_body

    fenced = (
        "Here it is:\n\n```yaml\nanswer: 4 years\nbasis: >\n  Clause 4.2 says four (4) years.\n"
        "citations:\n  - mini-03:17\n```"
    )
    assert answer_body(fenced).startswith("4 years [mini-03:17].")
    assert parse_citations('answer: "10 days"\ncitations: [cnli-29:27]') == ("cnli-29:27",)
    assert answer_body("{'answer': 'no', 'citations': ['mini-11:2'],}").startswith("no [mini-11:2].")
    assert answer_body("Answer: yes, it survives.") == "yes, it survives."  # one label line is prose


def test_yaml_is_parsed_only_when_its_keys_can_be_named(monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    from harness.text import answer_format

    parsed: list[str] = []
    loads = json.loads
    monkeypatch.setattr(answer_format.json, "loads", lambda text: parsed.append(text) or loads(text))
    # a key spelled by an escape is still read (the cheap test lets any backslash through)
    escaped = 'answer: "10 days"\n"\\x63itations": [cnli-29:27]'
    assert answer_format.yaml_reply(escaped) == {"answer": "10 days", "citations": ["cnli-29:27"]}
    assert answer_format.yaml_reply("FINAL ANSWER: no\nSources: [a:1]") == {
        "FINAL ANSWER": "no",
        "Sources": ["a:1"],
    }
    parsed.clear()
    # a label and prose that name no citation key: nothing to parse (it would be {"Answer": ...})
    assert answer_format.yaml_reply("Answer: yes, it survives [cnli-3:4].") is None
    assert answer_format.yaml_reply("```yaml\nterm: 4 years\n```") is None
    assert answer_format.yaml_reply("I cannot answer this: the passages say nothing about it.") is None
    assert answer_format.yaml_reply("Answer: no. Citations: none") is None  # one line, one key at most
    assert parsed == []
    assert answer_format.yaml_reply("--- {answer: no, citations: [a:1]}") == {
        "answer": "no",
        "citations": ["a:1"],
    }
    assert answer_format.yaml_reply("answer: no\rcitations: [a:1]") == {"answer": "no", "citations": ["a:1"]}


def test_prose_after_a_json_reply_is_read_after_its_fields() -> None:
    from harness.read.markers import resolve
    from harness.text.answer_format import answer_body

    reply = (
        '{"answer": "no", "citations": ["mini-09:22"]}\n\n'
        "In most mutual NDAs, backup tapes are the only exception."
    )
    assert answer_body(reply) == "no [mini-09:22].\nIn most mutual NDAs, backup tapes are the only exception."
    assert resolve(reply, ("mini-09:22",)).text.endswith("backup tapes are the only exception.")


def test_field_names_in_camel_case_or_with_a_type_suffix_are_the_known_fields() -> None:
    from harness.text.answer_format import field_key

    assert field_key("answerText") == "answer" and field_key("supportingPassages") == "supporting_passages"
    assert field_key("isAnswerable") == "is_answerable" and field_key("Final Answer") == "final_answer"
    reply = '{"isAnswerable": true, "answerText": "No", "supportingPassages": ["mini-08:4"]}'
    assert parse_citations(reply) == ("mini-08:4",)


def test_a_python_repr_reply_is_read_by_its_keyword_fields() -> None:
    from harness.text.answer_format import repr_object

    reply = (
        "AnswerWithEvidence(answer='fifteen (15) days', answerable=True, "
        "evidence=[Evidence(passage_id='mini-07:5', quote='within fifteen (15) days')], caveats=[])"
    )
    obj = repr_object(reply)
    assert obj is not None and obj["answer"] == "fifteen (15) days" and obj["answerable"] is True
    assert parse_citations(reply) == ("mini-07:5",)
    assert answer_body(reply).startswith("fifteen (15) days")
    assert repr_object("Yes (see clause 5).") is None and repr_object("print(1)") is None


def test_an_xml_reply_is_read_by_its_elements() -> None:
    from harness.text.answer_format import xml_object

    reply = '<response>\n  <verdict>no</verdict>\n  <source id="cnli-152:6"/>\n</response>'
    assert xml_object(reply) == {"verdict": "no", "citations": ["cnli-152:6"]}
    listed = '<answer>No.</answer>\n<citations><cite id="cnli-440:29"/><cite id="cnli-3:39"/></citations>'
    assert parse_citations(listed) == ("cnli-440:29", "cnli-3:39")
    refusal = xml_object(
        '<refusal reason="x">The passages do not say.</refusal><next_step>Read 3.</next_step>'
    )
    assert refusal == {"refusal": True, "reason": "The passages do not say.", "next_step": "Read 3."}
    # a reasoning block followed by prose is no XML reply
    assert xml_object("<think>Check 5.2.</think>\n\nNo, it may not [x:1].") is None


def test_a_field_name_in_another_language_is_read_as_the_english_one() -> None:
    from harness.text.answer_format import field_key

    assert field_key("respuesta") == "answer" and field_key("Citas") == "citations"
    assert field_key("Begründung") == "reason" and field_key("risposta") == "answer"
    assert field_key("premise_issue") == "premise_issue"  # a name of no class stays as written


def test_an_xml_element_with_an_id_and_text_cites_the_id_for_its_text() -> None:
    from harness.text.answer_format import xml_object

    obj = xml_object('<cite ref="mini-01:4">Yes — the definition includes pricing.</cite>')
    assert obj == {"cite": "Yes — the definition includes pricing [mini-01:4]."}


def test_an_arrow_after_a_step_number_is_a_list_mark() -> None:
    from harness.text.answer_format import answer_body

    body = answer_body("1 → The agreement is dated 2018.\n2 -> None addresses it.")
    assert "1" not in body.split() and "2" not in body.split()
    assert "30 → 45 days" in answer_body("The notice went from 30 → 45 days.")


def test_ids_under_a_field_named_for_ids_and_in_source_objects_are_citations() -> None:
    named = '{"premise_ids": ["x-32:16"], "label": "Entailment", "document_id": "x-32"}'
    assert parse_citations(named) == ("x-32:16",)  # a document id has no passage index: no citation
    claims = (
        '{"verdict": "no", "claims": [{"claim": "The duties last thirty months.", "cite": "m-04:21"},'
        ' {"claim": "California law governs it.", "cite": null}]}'
    )
    assert answer_body(claims) == "no.\nThe duties last thirty months [m-04:21]. California law governs it."
    chain = (
        '{"answer": "Yes, it may.", "context": [{"page_content": "2.2 Either party may ...",'
        ' "metadata": {"passage_id": "m-01:8", "title": "NDA"}}, {"page_content": "No id here at all."}]}'
    )
    assert parse_citations(chain) == ("m-01:8",)
    assert "Either party" not in answer_body(chain)  # a retrieved document's text is no claim


def test_an_answerable_flag_is_no_yes_no_answer() -> None:
    """reference-10: "is_answerable": true says the question could be answered, not "yes"; a yes/no
    field under a key of its own still is the answer."""
    reply = '{"is_answerable": true, "decision": "NO", "rationale": "It must return it within 15 days."}'
    assert not answer_body(reply).startswith("Yes")
    assert answer_body('{"is_notice_required": false, "answerable": true}').startswith("No")


@pytest.mark.parametrize(
    ("reply", "cited"),
    [
        ('```toml\n[answer]\nvalue = "five (5) years"\nbasis = "nda-1:23"\n```', ("nda-1:23",)),
        (
            '{"premise_ids": ["nda-1:16"], "hypothesis": "It may use it only for the purpose.", '
            '"label": "Entailment"}',
            ("nda-1:16",),
        ),
        (
            '{"verdict": "no", "claims": [{"claim": "The duties survive for 30 months.", '
            '"cite": "nda-1:21"}]}',
            ("nda-1:21",),
        ),
        ('```toml\n[answer]\nvalue = "five (5) years"\n```', ()),
    ],
)
def test_toml_tables_premise_ids_and_claim_cites_are_citations(reply: str, cited: tuple[str, ...]) -> None:
    """reference-10: the citation fields of a TOML reply, of an NLI-style reply and of a claim list."""
    if "toml" in reply:
        pytest.importorskip("tomllib")  # Python 3.11+
    assert parse_citations(reply) == cited
    assert (
        "five" in answer_body(reply) or "30 months" in answer_body(reply) or "only for" in answer_body(reply)
    )


def _call(arguments: object) -> str:
    return json.dumps(
        {"tool_calls": [{"type": "function", "function": {"name": "submit", "arguments": arguments}}]}
    )


@pytest.mark.parametrize("encoded", [True, False])
def test_a_function_call_reply_is_read_by_its_arguments(encoded: bool) -> None:
    fields = {"answer": "No, the term is two years.", "sources": ["doc-3:5"]}
    raw = _call(json.dumps(fields) if encoded else fields)
    assert answer_body(raw) == "No, the term is two years [doc-3:5]."
    assert parse_citations(raw) == ("doc-3:5",)


def test_a_whole_chat_completion_envelope_is_read_by_its_call_arguments() -> None:
    """Review finding 6: the call's arguments sit six levels down a ``chat.completion`` envelope
    (choices / choice / message / tool_calls / call / function); one level short read it as empty."""
    arguments = json.dumps({"answer": "No", "explanation": "It may not be shared.", "citations": ["d-1:1"]})
    call = {"id": "c1", "type": "function", "function": {"name": "submit_answer", "arguments": arguments}}
    message = {"role": "assistant", "content": None, "tool_calls": [call]}
    envelope = {"object": "chat.completion", "choices": [{"index": 0, "message": message}]}
    raw = json.dumps(envelope)
    assert parse_citations(raw) == ("d-1:1",)
    assert "may not be shared" in answer_body(raw)
    assert call_arguments(envelope) == json.loads(arguments)
    nested: dict[str, object] = {"choices": [envelope]}  # deeper still: the walk is bounded, never an error
    for _ in range(20):
        nested = {"choices": [nested]}
    assert call_arguments(nested) is nested


def test_function_call_shapes_without_arguments_stay_as_they_are() -> None:
    assert parse_citations(_call("not json")) == ()
    bare = json.dumps({"name": "respond", "arguments": json.dumps({"verdict": "yes", "refs": "doc-9:1"})})
    assert parse_citations(bare) == ("doc-9:1",)


@pytest.mark.parametrize("word", SELF_ASSESSMENT)
def test_one_self_assessment_lexicon_reads_fields_and_lines(word: str) -> None:
    """Review finding 16: every word of the one lexicon class is both a skipped field and a removed
    line (they were two lists that had drifted: "certainty" was a line, never a field)."""
    written = word.replace("_", "-")
    assert self_assessment(written) and self_assessment(f"is_{word}") and self_assessment(f"{word}_score")
    assert answer_body(f"No, it may not [doc-2:1].\n{written.title()}: high") == "No, it may not [doc-2:1]."
    raw = json.dumps({"answer": "No, it may not.", "refs": ["doc-2:1"], word: True})
    assert answer_body(raw) == "No, it may not [doc-2:1]."
    assert not self_assessment("answer") and not self_assessment("confidential_information")


def test_self_assessment_fields_are_never_the_answer() -> None:
    raw = json.dumps(
        {"final": "Yes, oral disclosures count.", "refs": ["doc-2:1"], "check": {"grounded": False}}
    )
    assert answer_body(raw) == "Yes, oral disclosures count [doc-2:1]."
    assert answer_body(json.dumps({"premise_ok": True, "sources": ["doc-2:1"]})) == "[doc-2:1]"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Yes, it may. (confidence 0.6)", "Yes, it may."),
        ("No [doc-1:4].\nConfidence: medium\ngrounded = true", "No [doc-1:4]."),
        ("Confidentiality lasts five years [doc-1:4].", "Confidentiality lasts five years [doc-1:4]."),
    ],
)
def test_self_assessment_lines_are_no_claim(raw: str, expected: str) -> None:
    assert answer_body(raw) == expected


def test_a_quote_cited_inside_xml_prose_is_its_citation_not_a_claim() -> None:
    quote = '<cite id="doc-5:8">5.1 The recipient may tell staff.</cite>'
    raw = f"<answer>Yes, employees who need it. {quote}</answer>"
    assert "5.1" not in answer_body(raw) and parse_citations(raw) == ("doc-5:8",)
    before = '<answer><quote source="doc-5:2">The term is one year.</quote> So it ends in 2022.</answer>'
    assert answer_body(before) == "[doc-5:2] So it ends in 2022."


def test_a_react_trace_is_read_as_its_final_answer() -> None:
    trace = (
        "Thought: I need the term clause.\nAction: lookup\nAction Input: term\n"
        "Observation: [doc-8:3] 4.1 This Agreement lasts three years.\nFinal Answer: Three years."
    )
    assert react_final(trace) == "Three years. [doc-8:3]"
    cited = trace.replace("Three years.", "Three years [doc-8:4].")
    assert react_final(cited) == "Three years [doc-8:4]."
    prose = "The clause is clear.\nFinal Answer: Three years."  # no trace before it: prose, kept
    assert react_final(prose) == prose


def test_a_react_step_spans_lines_and_only_observations_and_actions_cite() -> None:
    """Review finding 7: (a) an Observation's passage text running onto more lines continues that
    step, so the trace is still a trace; (b) a Thought that weighs a passage ("doc-3:9 is not
    relevant") does not cite it; an Observation or Action that fetched one does."""
    spanning = (
        "Thought: I need the return clause.\nAction: search[return]\n"
        "Observation: [doc-3:5] 5.1 The Recipient shall return\nall material within 15 days.\n"
        "Thought: that answers it.\nFinal Answer: Yes, within 15 days."
    )
    assert react_final(spanning) == "Yes, within 15 days. [doc-3:5]"
    weighed = (
        "Thought: doc-3:9 is about the term, not relevant; doc-3:5 is the return clause.\n"
        'Action: get_passage("doc-3:5")\nObservation: ok\nFinal Answer: Yes, within 15 days.'
    )
    assert react_final(weighed) == "Yes, within 15 days. [doc-3:5]"
    only_thought = "Thought: doc-3:9 is not relevant.\nObservation: []\nFinal Answer: I cannot tell."
    assert react_final(only_thought) == "I cannot tell."
    untraced = "Some preface.\nThought: doc-3:5.\nFinal Answer: Yes."  # no step first: prose, kept
    assert react_final(untraced) == untraced


@pytest.mark.parametrize(
    ("text", "cited", "left"),
    [
        ("No. Section 5.1 [ref: mini-05:16] bars it.", ("mini-05:16",), "No. Section 5.1 bars it."),
        ("It may [Source: mini-04:23].", ("mini-04:23",), "It may."),
        ("It may [see cnli-7:12; cnli-7:13].", ("cnli-7:12", "cnli-7:13"), "It may."),
        # near-misses: a pointer word before a clause number or nothing names no passage
        ("It may [see 5.1].", (), "It may [see 5.1]."),
        ("It may [ref].", (), "It may [ref]."),
    ],
)
def test_a_pointer_word_inside_brackets_is_no_cited_id(text: str, cited: tuple[str, ...], left: str) -> None:
    from harness.text.answer_format import strip_citations

    assert parse_citations(text) == cited
    assert strip_citations(text) == left
