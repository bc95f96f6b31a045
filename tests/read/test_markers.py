"""Numbered citation markers resolved through the answer's list, else the prompt's order."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.read.lexicon import DOCUMENT_ID, PASSAGE_ID
from harness.read.markers import _LINK, _written_ids, id_forms, resolve
from harness.text.answer_format import parse_citations

IDS = ("cnli-7:1", "cnli-7:12", "cnli-7:14")


def test_inline_sources_list_wins_over_the_prompt_order() -> None:
    out = resolve("Within 30 days [1]. Sources: [1] cnli-7:12, [2] cnli-7:14", IDS)
    assert out.text == "Within 30 days [cnli-7:12]." and out.source_list


def test_sources_heading_then_one_entry_per_line() -> None:
    out = resolve("Yes [2].\n\nReferences:\n1. cnli-7:14\n2. cnli-7:1", IDS)
    assert out.text == "Yes [cnli-7:1]."


def test_footnotes() -> None:
    assert resolve("Yes [^1].\n\n[^1]: cnli-7:14", IDS).text == "Yes [cnli-7:14]."


def test_prompt_order_for_bare_numbers_named_passages_and_lenticular_marks() -> None:
    assert resolve("Yes [1, 2].", IDS).text == "Yes [cnli-7:1, cnli-7:12]."
    assert resolve("Yes (Passage 2).", IDS).text == "Yes [cnli-7:12]."
    assert resolve("As Document 3 says, yes.", IDS).text == "As Document 3 [cnli-7:14] says, yes."
    assert resolve("Yes 【1†source】.", IDS).text == "Yes [cnli-7:1]."


def test_unmapped_markers_are_named() -> None:
    out = resolve("Yes [4]. Also [1].", IDS)
    assert out.unmapped == ("[4]",) and "[4]" in out.text
    listed = resolve("Yes [2].\n\nSources: [1] cnli-7:12", IDS)
    assert listed.unmapped == ("[2]",)  # a list that lacks the number: the prompt order is not guessed


def test_named_reference_beside_a_written_id_only_refers() -> None:
    text = "Passage 4 [cnli-63:32] lets the party disclose it."
    assert resolve(text, IDS).text == text


def test_ranges_labels_and_unnumbered_lists() -> None:
    assert resolve("Yes [1-3].", IDS).text == "Yes [cnli-7:1, cnli-7:12, cnli-7:14]."
    assert resolve("Yes [Doc 2].", IDS).text == "Yes [cnli-7:12]."
    assert resolve("Yes [2]. Sources: cnli-7:14, cnli-7:1", IDS).text == "Yes [cnli-7:1]."
    assert (
        resolve("Yes [2].\n\nSources:\n- cnli-7:14\n- cnli-7:1 (definitions)", IDS).text == "Yes [cnli-7:1]."
    )


def test_numeric_citations_of_a_json_reply_stay_json() -> None:
    out = resolve('{"answer": "yes", "citations": [1, "3"]}', IDS)
    assert '"citations": ["[cnli-7:1]", "[cnli-7:14]"]' in out.text
    assert resolve('{"answer": "yes", "citations": [9]}', IDS).unmapped == ("[9]",)


def test_superscripts_read_as_numbered_markers() -> None:
    assert (
        resolve("Notice is due.² And more¹˒³", IDS).text
        == "Notice is due.[cnli-7:12] And more[cnli-7:1, cnli-7:14]"
    )
    assert resolve("Notice is due.¹\n\n¹ cnli-7:14", IDS).text == "Notice is due.[cnli-7:14]"


def test_ordinal_passage_names_map_by_prompt_order() -> None:
    assert resolve("Yes, oral disclosures are out (the third passage).", IDS).text == (
        "Yes, oral disclosures are out [cnli-7:14]."
    )
    assert resolve("The second source says so.", IDS).text == "The second source [cnli-7:12] says so."
    assert resolve("The first clause says so.", IDS).text == "The first clause says so."


def test_quoted_numbered_sources_cite_the_text_before_them() -> None:
    text = 'Within 30 days.\n\nSource 3: "return within thirty (30) days"\n\nAsk for more.'
    out = resolve(text, IDS)
    assert out.text == "Within 30 days. [cnli-7:14]\n\n\nAsk for more." and out.mapped == (
        ("Source 3", "cnli-7:14"),
    )


def test_a_sources_list_under_an_answer_without_markers_stays_its_citations() -> None:
    assert (
        resolve("answer: 10 days\ncitations: [cnli-7:12]", IDS).text
        == "answer: 10 days\ncitations: [cnli-7:12]"
    )
    assert resolve("Yes [1].\nSources: [1] cnli-7:14", IDS).text == "Yes [cnli-7:14]."


def test_a_source_block_maps_to_the_passage_it_quotes_and_is_no_claim() -> None:
    ids = ["cnli-3:1", "cnli-20:31", "cnli-3:47"]
    texts = [
        "Two-Way preamble.",
        "Upon request, return all.",
        "The Receiving party must return or destroy all.",
    ]
    text = "Yes, it must [1].\n\nSource 1:\nThe Receiving party must return or destroy all."
    text += "\n\nSource 2:\nUpon request"
    resolved = resolve(text, ids, texts)
    assert resolved.text == "Yes, it must [cnli-3:47]."
    # a block quoting no retrieved passage maps by the prompt's order
    assert resolve("Yes [1].\n\nSource 1:\nSomething else entirely.", ids, texts).text == "Yes [cnli-3:1]."


def test_a_markdown_link_to_an_id_and_an_id_with_another_separator_are_citations() -> None:
    ids = ["mini-04:1", "mini-08:20", "cnli-3:17"]
    assert resolve("dated 2021 ([preamble](mini-04:1))", ids).text == "dated 2021 ([mini-04:1])"
    assert resolve("It covers price lists (cnli-3-17).", ids).text == "It covers price lists (cnli-3:17)."
    assert resolve("Clause 3.17 of cnli-3 applies.", ids).text == "Clause 3.17 of cnli-3 applies."


@pytest.mark.parametrize(
    ("written", "cited"),
    [
        ("It may not (Mini-14 : 10).", "It may not (mini-14:10)."),
        ("must return it (see CNLI-20:31)", "must return it (see cnli-20:31)"),
        ("Yes ([source](https://kb.example.internal/nda-mini/mini-07/14)).", "Yes ([mini-07:14])."),
        ("Yes (mini-7:14).", "Yes (mini-07:14)."),
        ("No, not outside the Pilot team (Mini_14-10).", "No, not outside the Pilot team (mini-14:10)."),
    ],
)
def test_a_drifted_id_of_a_retrieved_passage_is_that_passage(written: str, cited: str) -> None:
    assert resolve(written, ["mini-14:10", "cnli-20:31", "mini-07:14"]).text == cited


def test_an_underscore_for_the_hyphen_of_a_document_name_is_drift_too() -> None:
    ids = ["mini-09:16", "mini-09:1"]
    assert resolve("No, it must not (Mini_09-16).", ids).text == "No, it must not (mini-09:16)."
    assert resolve("See mini_09:1.", ids).text == "See mini-09:1."
    # near-misses: a snake_case word before a written id, an underscored name of no retrieved document
    assert resolve("a x_mini-09:16 b", ids).text == "a x_mini-09:16 b"
    assert resolve("It may (cnli_09-16).", ids).text == "It may (cnli_09-16)."


def test_a_drifted_id_of_no_retrieved_passage_and_other_numbers_stay_as_written() -> None:
    ids = ["mini-14:10"]
    assert resolve("It may not (mini-14 : 11).", ids).text == "It may not (mini-14 : 11)."
    assert resolve("Under clause 14.10 it may not.", ids).text == "Under clause 14.10 it may not."


def _one_pattern_per_passage(text: str, ids: list[str]) -> str:
    """What ``_written_ids`` did before it scanned with one pattern per document: ``re.sub`` of each
    passage's own pattern, in the order of ``ids``, then the links."""
    for pid in ids:
        document, _, index = pid.rpartition(":")
        head = re.match(r"(.*?)(\d+)$", document)
        literal = re.escape(head.group(1)) if head else ""
        if head and head.group(1)[1:].endswith("-"):
            literal = (
                literal[:-2] + "[-_ ]?"
            )  # the name's hyphen before its number, written any way or left out
        name = rf"{literal}0*{int(head.group(2))}" if head else re.escape(document)
        drifted = rf"(?<![\w:.-]){name}\s*(?::|[-./])\s*0*{int(index)}(?![\w:]|\.\d)"
        text = re.compile(drifted, re.I).sub(pid, text)
    return _LINK.sub(lambda m: f"[{m.group('id')}]", text)


_DOCUMENTS = ("cnli-3", "cnli-03", "cnli-30", "mini-7", "x", "a.b-3", "-x", "12", "é-1")


@settings(max_examples=400, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["", " ", "x", "-", ".", "(", "[", ":", "/", "٣", "](", ")"]),
            st.sampled_from([*_DOCUMENTS, "CNLI-3", "Mini-07", "X", "cnli_3", "Mini_07"]),
            st.sampled_from([":", " : ", "-", ".", "/", "::", "", " "]),
            st.sampled_from(["0", "00", "1", "7", "007", "17", "170", "71", "٣", "1.5", "7a"]),
        ),
        max_size=5,
    ),
    st.lists(
        st.tuples(st.sampled_from(_DOCUMENTS), st.sampled_from(["0", "00", "1", "7", "17", "007", "3"])),
        min_size=1,
        max_size=4,
    ),
)
def test_one_pattern_per_document_rewrites_ids_as_one_per_passage_did(
    parts: list[tuple[str, str, str, str]], passages: list[tuple[str, str]]
) -> None:
    text = "".join("".join(part) for part in parts)
    ids = [f"{document}:{index}" for document, index in passages]
    assert _written_ids(text, ids) == _one_pattern_per_passage(text, ids)


def test_a_url_whose_path_ends_in_an_id_cites_it() -> None:
    assert resolve("Yes (https://kb.example/nda/cnli-7:12).", IDS).text == "Yes ([cnli-7:12])."
    drifted = resolve("Yes [1].\n\n[1]: https://search.local/contractnli/cnli-7/14", IDS)
    assert drifted.text == "Yes [cnli-7:14]." and drifted.mapped == (("[1]", "cnli-7:14"),)
    html = resolve('<p>Yes<sup><a href="https://kb.example/nda/cnli-7/14">1</a></sup>.</p>', IDS)
    assert html.text == "Yes [cnli-7:14]."


def test_an_html_sources_list_maps_its_numbered_markers() -> None:
    html = "<p>Yes<sup>[2]</sup>.</p><ol><li>cnli-7:12 &mdash; text</li><li>cnli-7:1 &mdash; text</li></ol>"
    assert resolve(html, IDS).text == "Yes [cnli-7:1]."


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("The term is two years [doc-4:2-3].", "The term is two years [doc-4:2, doc-4:3]."),
        ("It survives (doc-4:7–9).", "It survives (doc-4:7, doc-4:8, doc-4:9)."),
        ("No (doc-12:30,28).", "No (doc-12:30, doc-12:28)."),
        ("No [doc-12:30; 5].", "No [doc-12:30, doc-12:5]."),
        ("Yes, as doc-2 passage 11 says.", "Yes, as [doc-2:11] says."),
        ("Yes (paragraph 3 of doc-2).", "Yes ([doc-2:3])."),
    ],
)
def test_id_forms_are_written_out_one_id_each(written: str, expected: str) -> None:
    assert id_forms(written) == expected


@pytest.mark.parametrize(
    "kept",
    [
        "a doc-4:12-month term",
        "doc-12:30, 14 days later",
        "the passage of doc-2 says",
        "doc-4:1-40 as a whole",  # a range of more than MAX_RANGE passages is no citation of each
    ],
)
def test_near_misses_of_id_forms_are_kept(kept: str) -> None:
    assert id_forms(kept) == kept


def test_a_range_resolves_to_the_passages_it_names() -> None:
    out = resolve("Within 30 days (cnli-7:12-14).", IDS)
    assert parse_citations(out.text) == ("cnli-7:12", "cnli-7:13", "cnli-7:14")


@pytest.mark.parametrize(
    "prose",
    [
        "Per doc-2:3 to 5 business days' notice is needed.",  # a quantity after the range: no passages
        "Notice under doc-7:3 - 4 weeks before termination.",
        "the doc-7:3-5-day cure period",
        "(doc-4:3, 2019)",  # a year is no list number
        "doc-4:3,2019 filings",
    ],
)
def test_id_forms_never_rewrite_quantities_or_years(prose: str) -> None:
    """Review finding 9: a unit word after a range's high end, or a number beyond a passage index's
    bound, keeps the text as written."""
    assert id_forms(prose) == prose
    assert id_forms(prose, {"doc-2", "doc-4", "doc-7"}) == prose


def test_id_forms_rewrite_only_retrieved_documents_and_keep_brackets_they_did_not_open() -> None:
    """Review finding 9: a document no retrieved passage belongs to ("Form S-1", "COVID-19") is prose;
    a passage named in words inside someone else's parentheses leaves the closing one in place."""
    retrieved = ("doc-2:1", "doc-2:15", "doc-4:3", "doc-4:5")
    for prose in ("See Form S-1, paragraph 4 for the filing.", "COVID-19 paragraph 3 of the notice"):
        assert resolve(prose, retrieved).text == prose
    assert parse_citations(resolve("Yes (see doc-2 passage 15).", retrieved).text) == ("doc-2:15",)
    assert id_forms("Yes (see doc-2 passage 15).") == "Yes (see [doc-2:15])."
    assert id_forms("Yes, doc-2 (passage 15) says so.") == "Yes, [doc-2:15] says so."
    assert id_forms("[doc-4:3,5]", {"doc-4"}) == "[doc-4:3, doc-4:5]"
    assert id_forms("[doc-4:3,5]", {"doc-2"}) == "[doc-4:3,5]"


@pytest.mark.parametrize("word", ["passage", "excerpt", "chunk", "para", "paragraph"])
def test_one_document_grammar_and_one_part_word_list_read_id_forms(word: str) -> None:
    """Review finding 19: the id forms read a document id by the lexicon's one ``DOCUMENT_ID`` (the
    part of ``PASSAGE_ID`` before the index) and a part of it by one word list, both orders."""
    assert PASSAGE_ID.startswith(DOCUMENT_ID)
    for document in ("doc-2", "v2.doc_7", "NDA.2024-11"):
        assert re.fullmatch(DOCUMENT_ID, document)
        assert id_forms(f"see {document} {word} 3") == f"see [{document}:3]"
        assert id_forms(f"{word} 3 of {document}") == f"[{document}:3]"
        assert id_forms(f"{document}:3-4") == f"{document}:3, {document}:4"
