"""Every line of every ``tests/fixtures/freeform/*.jsonl`` is a well-formed, self-consistent label.

The free-form fixtures are the yardstick the graders are calibrated against (issue 13), so a
malformed line must fail here, not skew a kappa. The checks: key order, allowed values, the
n/a rules of the five axes, the question record (parsed by ``harness.core.io.from_dict``; equal
to the protocol's line while the builder version is the one the fixture was written against —
the fixture is a frozen snapshot, so a newer builder does not invalidate it), the retrieval
set (real passages, the one the run engine gives the question), unique ids and known case
tags. ContractNLI lines need the real dev split from ``../shared`` and are checked in the
``realdata`` tests. The held-out answers (``tests/fixtures/heldout``) get the same line checks.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any, get_args

import pytest

from harness.core.io import from_dict, to_dict
from harness.core.records import FACTUALITY_BUCKETS, Question, Stratum
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.run.conditions import retrieval_sets

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "freeform"
HELDOUT = FIXTURES.parent / "heldout"
STYLES_DIR = FIXTURES.parent / "styles"
NDA_MINI_PROTOCOL = Path(__file__).resolve().parents[2] / "corpora" / "nda-mini" / "protocol.questions.jsonl"

KEYS = ["id", "corpus", "style", "cases", "question", "retrieved", "answer", "labels", "notes"]
LABEL_KEYS = ["factuality", "citation_exists", "citation_supports", "refusal_quality", "extra_claim_count"]
CORPORA = ("nda-mini", "contractnli-dev")
STYLES = frozenset({"frontier", "open70b", "mid", "small"})
FACTUALITY = frozenset(FACTUALITY_BUCKETS)
CASES = frozenset(
    {
        "verdict_without_lead",
        "json_output",
        "markdown_bullet",
        "hedged_verdict",
        "wrong_polarity_negated_question",
        "conflicting_verdicts",
        "hedged_then_verdict",
        "everyday_refusal",
        "declines_then_answers",
        "refusal_reason_other_agreements",
        "refusal_imperative_next_step",
        "refusal_cited_ids_unexplained",
        "restated_verdict_not_claim",
        "restated_question_not_claim",
        "gold_cited_for_opposite_claim",
        "contrastive_citation",
        "twin_copy_citation",
        "premise_correction_signature_block",
        "premise_correction_new_false_value",
        "premise_correction_good",
        "citation_parenthesized",
        "citation_bare",
        "citation_in_json",
        "uncited_supported",
        "uncited_unsupported",
        "passage_reference_not_value",
        "list_number_not_value",
        "wrong_citation_id",
        "plain",
    }
)
# Case tags of the styles fixtures (issue 22: other languages, numbered markers, output contracts,
# chain of thought, refusals mixed with commitments), on top of the free-form ones.
STYLE_CASES = CASES | frozenset(
    {
        "non_english", "lang_de", "lang_fr", "lang_es", "lang_it", "lang_pt", "unknown_language",
        "bare_verdict", "month_name", "number_word", "refusal_opens_with_no", "caveat_inside_answer",
        "decline_then_guess", "decline_then_uncited_claim", "refusal_template_repeated",
        "refusal_false_reason", "refusal_search_hint", "refusal_true_reason", "numbered_citation",
        "footnote_citation", "passage_ordinal", "fullwidth_bracket", "unmapped_marker",
        "json_answer_field", "json_verdict_reason", "json_minimal", "json_refusal_fields", "json_nested",
        "fenced_json", "final_answer_line", "cot_steps", "list_numbers", "restated_parties",
        "verdict_then_negated_reasoning", "legal_date", "changes_mind",
    }
)  # fmt: skip
# Case tags added by the second, wholly sealed styles set (``tests/fixtures/styles_v2``; each
# writer's README gives their meanings).
STYLE_V2_CASES = STYLE_CASES | frozenset(
    {
        "regional_variant", "mixed_language", "citation_source_line", "refusal_false_urgency",
        "document_name_citation", "multi_marker", "marker_range", "superscript_marker",
        "markdown_link_citation", "reference_list", "reference_definition", "source_block_quote",
        "source_label", "doc_id_source", "ordinal_word_passage", "sources_contradict_order",
        "chat_ui_marker", "caveat_at_end", "general_law_claim", "refusal_alarmed", "refusal_flat",
        "refusal_polite_next_step", "yaml_block", "xml_tags", "key_value_lines", "tool_call_wrapper",
        "boolean_verdict", "json_null_answer", "json_then_prose", "malformed_json", "confidence_field",
        "evidence_quotes", "think_block", "lets_work_through", "reasoning_conclusion_sections",
        "bold_step_headings", "markdown_table", "tldr_line", "arrow_final_line",
    }
)  # fmt: skip
# Case tags added by the third styles set (``tests/fixtures/styles_v3``; each writer's README gives
# their meanings).
STYLE_V3_CASES = STYLE_V2_CASES | frozenset(
    {
        "legal_drafting_register", "terse_chat", "quoted_english_passage", "code_switch_verdict",
        "local_number_format", "local_date_format", "llamaindex_source_block",
        "langchain_sources_footer", "markdown_link_text", "cite_tag", "inline_according_to",
        "ref_parenthetical", "paragraph_end_citation", "id_format_drift", "nonexistent_id",
        "quoted_text_no_id", "legal_advice_disclaimer", "partial_answer", "over_refusal_template",
        "react_trace", "self_correction_wait", "double_check_loop", "answer_first_justification",
        "rejects_retrieved_passage", "no_clear_verdict", "pydantic_repr", "camel_case_fields",
        "enum_verdict", "qa_table",
    }
)  # fmt: skip
# Case tags added by the fourth styles set (``tests/fixtures/styles_v4``; each writer's README).
STYLE_V4_CASES = STYLE_V3_CASES | frozenset(
    {
        "localized_field_names", "sources_heading_localized", "bold_lead_in",
        "markdown_heading_answer", "context_opener", "verdict_mid_bullets", "follow_up_offer",
        "truncated_max_tokens", "repetition_loop", "context_does_not_specify",
        "citation_leads_sentence", "over_refusal_polite", "paraphrased_support", "plan_then_answer",
        "multi_claim_citations", "multi_hop_two_clauses", "weighs_two_passages",
        "describes_passage_not_claim",
    }
)  # fmt: skip
# Case tags added by the fifth styles set (``tests/fixtures/styles_v5``; each writer's README).
STYLE_V5_CASES = STYLE_V4_CASES | frozenset(
    {
        "long_cited_answer", "verbatim_quote_cited", "quote_wrong_passage", "misquoted_detail",
        "numbering_restarts", "ordinal_digit_passage", "marker_missing_from_list",
        "customer_support_tone", "verdict_last", "toml_block", "json_claim_list",
        "prose_then_json", "nli_label", "probability_verdict", "harmony_channels",
        "anthropic_tool_use", "empty_think_block", "thought_for_header", "passage_walkthrough",
        "table_verdict_row",
    }
)  # fmt: skip
# Case tags added by the sixth styles set (``tests/fixtures/styles_v6``; each writer's README).
STYLE_V6_CASES = STYLE_V5_CASES | frozenset(
    {
        "char_offset_citations", "vendor_response_envelope", "grounding_metadata",
        "file_citation_annotation", "azure_doc_marker", "sources_hold_passage_text", "html_answer",
        "sse_stream_artifacts", "chat_messages_transcript", "cites_question_wording",
        "verdict_then_background", "generated_content_footer", "url_id_citation",
        "markdown_link_title_id", "wrong_detail_right_gist", "modality_shift", "scope_shift",
        "dropped_condition", "added_condition", "second_claim_wrong", "right_verdict_wrong_passage",
        "absence_read_as_answer", "silent_answered_no", "silence_stated", "false_premise_accepted",
        "email_reply_register", "ticket_update_register", "formal_memo_register", "emoji_chat",
        "clarifying_question", "it_depends_two_readings", "general_practice_claim",
        "general_knowledge_answer", "rag_framework_empty_context",
    }
)  # fmt: skip
# Case tags added by the seventh styles set (``tests/fixtures/styles_v7``; each writer's README).
STYLE_V7_CASES = STYLE_V6_CASES | frozenset(
    {
        "clause_and_passage_id", "neighbour_reads_together", "odd_bracket_citation",
        "other_agreement_clause_cited", "prose_reasoning_paragraphs", "renamed_json_fields",
        "sibling_agreement_clause", "split_support_pair", "summary_table_verdict_last",
    }
)  # fmt: skip
# Case tags added by the eighth styles set (``tests/fixtures/styles_v8``; each writer's README).
STYLE_V8_CASES = STYLE_V7_CASES | frozenset(
    {
        "think_reply_disagree", "citation_only_in_think", "backtick_citation", "summary_section",
        "short_details_caveats", "merged_two_passages", "long_refusal_search_log", "broader_answer",
        "date_in_words", "localized_json_values",
    }
)  # fmt: skip
# Case tags added by the ninth styles set (``tests/fixtures/styles_v9``; each writer's README).
STYLE_V9_CASES = STYLE_V8_CASES | frozenset(
    {
        "function_call_arguments_string", "citation_in_observation", "false_grounded_flag",
        "all_caps", "lowercase_typos", "chat_speak", "emoji_verdict", "id_range", "citation_list_compact",
        "passages_in_words", "repeated_same_id", "quote_only_with_id", "heavy_paraphrase",
        "multi_detail_paraphrase", "wrong_detail", "detail_cited_elsewhere", "invented_amount",
        "premise_correction", "unit_restated", "generalized_scope", "obligation_with_exceptions",
    }
)  # fmt: skip
# Case tags added by the tenth styles set (``tests/fixtures/styles_v10``; each writer's README).
STYLE_V10_CASES = STYLE_V9_CASES | frozenset(
    {
        "answerable_false_reason", "answerable_false_with_correction", "bold_answer_line",
        "empty_citations_array", "evidence_objects_id_quote", "minimal_json_answer", "no_as_refusal",
        "no_as_verdict", "numbered_reasoning_list", "numbered_sources_field", "prose_field_disagrees_verdict",
        "reasoning_drifts_agreement", "refusal_field_false", "refusal_fields", "refusal_next_step_only",
        "refusal_reason_only", "restates_parties_dates", "step_headings_markdown", "verdict_reversed",
        "conditional_verdict", "refusal_names_passages",
    }
)  # fmt: skip
# Case tags added by the eleventh styles set (``tests/fixtures/styles_v11``; each writer's README).
STYLE_V11_CASES = STYLE_V10_CASES | frozenset(
    {
        "answerable_false_committed", "citation_objects_id_only",
        # citations_reasoning.jsonl (fx-ba)
        "final_line_contradicts_reasoning", "marker_beyond_retrieved", "sources_list_unretrieved_id",
        "sources_table",
        # refusals_both_ways.jsonl (fx-bc)
        "party_absent_refusal",
    }
)  # fmt: skip
# Case tags added by the twelfth styles set (``tests/fixtures/styles_v12``; each writer's README).
STYLE_V12_CASES = STYLE_V11_CASES | frozenset(
    {
        # framework_outputs.jsonl (fx-cb)
        "sources_index_array", "citation_indices", "citation_objects_index_id",
        # everyday_multilingual.jsonl (fx-ca)
        "emphatic_verdict", "localized_source_label", "unretrieved_id_cited",
        # hedges_refusals.jsonl (fx-cc)
        "stated_uncertainty_cited", "polite_boilerplate_refusal",
    }
)  # fmt: skip
# Case tags added by the thirteenth styles set (``tests/fixtures/styles_v13``; each writer's README).
STYLE_V13_CASES = STYLE_V12_CASES | frozenset(
    {
        # agent_transcripts.jsonl (fx-dc)
        "function_call_kwargs", "rejects_wrong_reading",
        # small_model_noise.jsonl (fx-db)
        "all_lowercase", "buried_verdict", "id_spacing_drift", "prompt_template_leak", "question_echo",
        "xml_answer_tags",
    }
)  # fmt: skip
# Case tags added by the fourteenth styles set (``tests/fixtures/styles_v14``; each writer's README).
STYLE_V14_CASES = STYLE_V13_CASES | frozenset(
    {
        # details_and_values.jsonl (fx-ec)
        "bound_value", "value_range", "business_days", "harmless_misquote", "modality_kept",
        "parties_swapped", "words_digits_mismatch",
    }
)  # fmt: skip
# Case tags added by the fifteenth styles set (``tests/fixtures/styles_v15``; each writer's README).
STYLE_V15_CASES = STYLE_V14_CASES | frozenset(
    {
        # tabular_outputs.jsonl (fx-fb)
        "answer_decline_rows", "answer_source_notes_table", "csv_row", "empty_cells", "fenced_toml",
        "fenced_yaml", "html_table", "ini_sections", "key_value_one_line", "na_cells",
        "notes_column_caveat", "pipe_delimited", "tsv_row", "verdict_column_grid",
        # spoken_and_rambling.jsonl (fx-fc)
        "spoken_register", "filler_words", "addresses_user_by_name", "rhetorical_question",
        "drifts_to_neighbour_clause", "spelled_out_id",
    }
)  # fmt: skip
# Case tags added by the sixteenth styles set (``tests/fixtures/styles_v16``; each writer's README).
STYLE_V16_CASES = STYLE_V15_CASES | frozenset(
    {
        # threads_and_mail.jsonl (fx-ga)
        "slack_thread", "teams_thread", "quoted_earlier_message", "signature_block",
        "confidentiality_footer", "forwarded_header", "citation_in_signature", "refs_line_bottom",
        "human_guess_in_thread", "human_aside_cc", "escalates_to_person",
        # citation_styles.jsonl (fx-gb)
        "author_date_citation", "ibid_citation", "passage_of_doc_id", "section_sign_id",
        # faq_and_conditionals.jsonl (fx-gc)
        "qa_pair", "question_reworded", "faq_bold_heading", "checklist_marks", "scenario_split",
        "it_depends_commits", "conditional_answer", "short_long_answer", "multi_part_faq",
        "refusal_faq_form", "answer_then_decline",
    }
)  # fmt: skip
# Case tags added by the seventeenth styles set (``tests/fixtures/styles_v17``; each writer's README).
STYLE_V17_CASES = STYLE_V16_CASES | frozenset(
    {
        # legal_work_product.jsonl (fx-ha)
        "clause_comparison_table", "invented_period", "issue_matrix", "key_takeaways", "note_to_draft",
        "open_point_refusal", "position_label", "redline_comment", "risk_memo_verdict", "risk_rating",
        # api_citation_payloads.jsonl (fx-hb)
        "anthropic_citation_blocks", "cohere_citations", "index_out_of_range", "llamaindex_response_repr",
        "ui_rendered_payload",
        # draft_critique_revise.jsonl (fx-hc)
        "candidate_judge", "chain_of_verification", "draft_critique_revise", "draft_withheld_by_guardrail",
        "false_verification_pass", "guardrail_refusal", "judge_picks_wrong", "rejected_draft_citation",
        "retrieval_retry", "revision_introduces_error", "verification_footer",
    }
)  # fmt: skip
# Case tags added by the eighteenth styles set (``tests/fixtures/styles_v18``; each writer's README).
STYLE_V18_CASES = STYLE_V17_CASES | frozenset(
    {
        # outlines_and_slides.jsonl (fx-ia)
        "agenda_summary_slides", "bullet_only_refusal", "mind_map_tree", "nested_bullets",
        "outline_numbering", "slide_deck", "slide_title_verdict", "speaker_notes",
        # bilingual_and_translated.jsonl (fx-ib)
        "back_translation_check", "bilingual_parallel", "bilingual_table", "gloss_in_user_language",
        "glossary_line", "localisation_note", "machine_translation_artefacts", "note_carries_claim",
        "translation_appended", "translation_disagrees", "translation_echo", "translation_slot_empty",
        "translator_note", "untranslated_legal_term",
        # evidence_weighing.jsonl (fx-ic)
        "balanced_evidence_refusal", "devils_advocate", "evidence_for_against", "gold_passage_discounted",
        "misread_passage", "on_balance_verdict", "percent_verdict", "pros_cons_list", "scored_rubric",
        "strongest_weakest_point", "uncited_correction", "what_would_change_my_mind",
    }
)  # fmt: skip
# Passage ids of both corpora in any citation form: [mini-03:12], (cnli-3:12), bare, inside JSON.
PASSAGE_ID = re.compile(r"\b(?:mini|cnli)-\d+:\d+\b")
# The same ids with formatting drift (case, spaces, another separator, a URL path): the styles_v3
# reading is that such an id cites the one passage it names (``README_fixtures-g.md``).
DRIFTED_ID = re.compile(r"\b(mini|cnli)[ _-]?(\d+)\s*[-:./]\s*(\d+)\b", re.IGNORECASE)
# A numbered reference ("[1]") cites something that is not a passage id: it cannot exist.
NUMBERED_REFERENCE = re.compile(r"\[\d+\]")
# Any numbered citation marker: [1], [^1], 【1】, 【3†source】, Passage 2, Document 3, Sources 1, 5,
# [2-4], [1, 3], superscript digits, "the fourth passage", and hosted products' [doc2], [^2^], ^[2]^.
MARKER = re.compile(
    r"\[\^?\d+\^?\]|\[doc\d+\]|\^\[\d+\]\^|【\d+(?::\d+)?(?:†[^】]*)?】"
    r"|\b(?:Passages?|Documents?|Sources?)\s+\d+\b|\[\d+\s*[-–,]\s*\d+\]"
    r"|[¹²³⁴⁵⁶⁷⁸⁹]|\b(?:first|second|third|fourth|fifth)\s+passage\b",
    re.IGNORECASE,
)


def _lines(folder: Path) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for path in sorted(folder.glob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            where = f"{path.name}:{number}"
            assert line.strip(), f"{where}: empty line"
            out.append((where, json.loads(line, object_pairs_hook=dict)))
    return out


LINES = _lines(FIXTURES)
HELD_OUT_LINES = _lines(HELDOUT)
STYLE_LINES = _lines(STYLES_DIR)
# Each blind styles set (``tests/fixtures/styles_vN``): the case tags its writers may use, and its
# lines, each ``where`` prefixed with the set's folder. From styles_v3 on, a drifted id cites the
# passage it names.
BLIND_CASES = {
    "styles_v2": STYLE_V2_CASES,
    "styles_v3": STYLE_V3_CASES,
    "styles_v4": STYLE_V4_CASES,
    "styles_v5": STYLE_V5_CASES,
    "styles_v6": STYLE_V6_CASES,
    "styles_v7": STYLE_V7_CASES,
    "styles_v8": STYLE_V8_CASES,
    "styles_v9": STYLE_V9_CASES,
    "styles_v10": STYLE_V10_CASES,
    "styles_v11": STYLE_V11_CASES,
    "styles_v12": STYLE_V12_CASES,
    "styles_v13": STYLE_V13_CASES,
    "styles_v14": STYLE_V14_CASES,
    "styles_v15": STYLE_V15_CASES,
    "styles_v16": STYLE_V16_CASES,
    "styles_v17": STYLE_V17_CASES,
    "styles_v18": STYLE_V18_CASES,
}
BLIND_LINES = {
    name: [(f"{name}/{where}", row) for where, row in _lines(FIXTURES.parent / name)] for name in BLIND_CASES
}
BLIND_SET_PREFIXES = tuple(f"{name}/" for name in BLIND_CASES)
EVERY_LINE = LINES + HELD_OUT_LINES + STYLE_LINES + [line for lines in BLIND_LINES.values() for line in lines]


def canonical_ids(answer: str) -> list[str]:
    """Passage ids an answer names, drifted spellings read as the id they name."""

    def canonical(match: re.Match[str]) -> str:
        kind, doc, para = match.group(1).lower(), int(match.group(2)), int(match.group(3))
        return f"mini-{doc:02d}:{para}" if kind == "mini" else f"cnli-{doc}:{para}"

    return [canonical(m) for m in DRIFTED_ID.finditer(answer)]


def _of(corpus: str, lines: list[tuple[str, dict[str, Any]]] = LINES) -> list[tuple[str, dict[str, Any]]]:
    return [(where, row) for where, row in lines if row.get("corpus") == corpus]


def test_the_fixture_files_exist() -> None:
    assert (FIXTURES / "nda_mini.jsonl").is_file()
    assert (FIXTURES / "README.md").is_file()


def test_nda_mini_covers_every_stratum_style_bucket_and_case() -> None:
    """At least 100 answers; nda-mini has no twin passages, so twin copies are ContractNLI's."""
    rows = [row for _, row in _of("nda-mini")]
    assert len(rows) >= 100
    assert {r["question"]["stratum"] for r in rows} == set(get_args(Stratum))
    assert {r["style"] for r in rows} == STYLES
    assert {r["labels"]["factuality"] for r in rows} == FACTUALITY
    assert {r["labels"]["refusal_quality"] for r in rows} == {None, 0, 1, 2, 3}
    assert CASES - {c for r in rows for c in r["cases"]} == {"twin_copy_citation"}


@pytest.mark.parametrize(("where", "row"), EVERY_LINE, ids=[w for w, _ in EVERY_LINE])
def test_line_is_well_formed(where: str, row: dict[str, Any]) -> None:
    assert list(row) == KEYS, f"{where}: keys {list(row)}"
    assert row["corpus"] in CORPORA, where
    assert row["style"] in STYLES, where
    styled = (where, row) in STYLE_LINES or where.startswith(BLIND_SET_PREFIXES)
    blind = where.split("/", 1)[0] if where.startswith(BLIND_SET_PREFIXES) else None
    known = BLIND_CASES[blind] if blind else STYLE_CASES if styled else CASES
    assert row["cases"] and set(row["cases"]) <= known, f"{where}: unknown case {set(row['cases']) - known}"
    assert len(set(row["cases"])) == len(row["cases"]), f"{where}: repeated case tag"
    assert isinstance(row["answer"], str) and row["answer"].strip(), where
    assert isinstance(row["notes"], str) and row["notes"].strip(), where
    assert isinstance(row["retrieved"], list) and all(isinstance(p, str) for p in row["retrieved"]), where
    assert len(set(row["retrieved"])) == len(row["retrieved"]), f"{where}: repeated retrieved id"
    question = from_dict(row["question"], Question, where=where)
    assert to_dict(question) == row["question"], f"{where}: the question does not round-trip"
    if question.stratum == "retrieval_null":
        assert row["retrieved"] == [], f"{where}: a retrieval_null question gets an empty set"
    _check_labels(where, row, markers_cite=styled, drifted_ids=where.startswith(BLIND_SET_PREFIXES[1:]))


def _check_labels(
    where: str, row: dict[str, Any], *, markers_cite: bool = False, drifted_ids: bool = False
) -> None:
    """``markers_cite``: a numbered marker may cite a passage through a sources list or the
    prompt's order (the styles fixtures' reading, issue 22); elsewhere it cites nothing.
    ``drifted_ids``: an id spelled with drift cites the passage it names (styles_v3 and later)."""
    labels = row["labels"]
    assert list(labels) == LABEL_KEYS, f"{where}: label keys {list(labels)}"
    factuality, quality, extra = labels["factuality"], labels["refusal_quality"], labels["extra_claim_count"]
    exists, supports = labels["citation_exists"], labels["citation_supports"]
    assert factuality in FACTUALITY, where
    assert exists in (True, False, None) and supports in (True, False, None), where
    assert type(extra) is int and extra >= 0, f"{where}: extra_claim_count {extra!r}"
    if factuality == "refused":
        assert type(quality) is int and 0 <= quality <= 3, f"{where}: refusal_quality {quality!r}"
        assert supports is None, f"{where}: citation_supports is n/a for a refusal"
    else:
        assert quality is None, f"{where}: refusal_quality is n/a for a non-refusal"
    cited = canonical_ids(row["answer"]) if drifted_ids else PASSAGE_ID.findall(row["answer"])
    if not cited and markers_cite and MARKER.search(row["answer"]):
        if exists is not True:
            assert supports is not True, f"{where}: a marker that maps nowhere supports nothing"
    elif not cited and NUMBERED_REFERENCE.search(row["answer"]):
        assert exists is not True and supports is not True, f"{where}: a numbered reference is no passage"
    elif not cited:
        assert exists is None and supports is None, f"{where}: nothing cited, both citation axes are n/a"
    else:
        assert exists == all(c in row["retrieved"] for c in cited), f"{where}: citation_exists vs {cited}"
        if factuality != "refused":
            assert supports is not None, f"{where}: a cited answer needs citation_supports"
        if exists is False:
            assert supports is not True, f"{where}: an id outside the retrieval set supports nothing"
    if factuality == "correct":
        assert exists is not None, f"{where}: correct needs a citation"


def test_ids_are_unique_across_files() -> None:
    counts = Counter(row["id"] for _, row in EVERY_LINE)
    assert not [i for i, n in counts.items() if n > 1]


@cache
def _nda_mini() -> Corpus:
    return load_corpus("nda-mini")


def _check_against(corpus: Corpus, rows: list[tuple[str, dict[str, Any]]], protocol: dict[str, Any]) -> None:
    """Questions equal the protocol's lines (same builder version); retrieved = the engine's set."""
    questions = {}
    for where, row in rows:
        qid = row["question"]["id"]
        version = row["question"]["builder_version"]
        same_builder = any(q["builder_version"] == version for q in protocol.values())
        if same_builder:
            assert qid in protocol, f"{where}: {qid} is not a protocol question"
            assert row["question"] == protocol[qid], f"{where}: question differs from the protocol line"
        questions[qid] = from_dict(row["question"], Question, where=where)
        missing = [p for p in row["retrieved"] if not corpus.has_passage(p)]
        assert not missing, f"{where}: retrieved ids not in {corpus.name}: {missing}"
    sets = retrieval_sets(corpus, list(questions.values()), "rag_always")
    for where, row in rows:
        engine = [p.passage_id for p in sets[row["question"]["id"]]]
        assert row["retrieved"] == engine, f"{where}: retrieved {row['retrieved']}, engine {engine}"


def test_nda_mini_lines_match_the_protocol_and_the_engine() -> None:
    lines = NDA_MINI_PROTOCOL.read_text(encoding="utf-8").splitlines()[1:]
    protocol = {q["id"]: q for q in map(json.loads, lines)}
    _check_against(_nda_mini(), _of("nda-mini"), protocol)


def test_held_out_nda_mini_lines_match_the_protocol_and_the_engine() -> None:
    lines = NDA_MINI_PROTOCOL.read_text(encoding="utf-8").splitlines()[1:]
    protocol = {q["id"]: q for q in map(json.loads, lines)}
    rows = _of("nda-mini", HELD_OUT_LINES)
    assert len(rows) == 110
    _check_against(_nda_mini(), rows, protocol)


def test_contractnli_dev_covers_every_stratum_style_bucket_and_case() -> None:
    """At least 110 answers to ContractNLI dev protocol questions, twin-copy citations included."""
    assert (FIXTURES / "contractnli_dev.jsonl").is_file()
    rows = [row for _, row in _of("contractnli-dev")]
    assert len(rows) >= 110
    assert {r["question"]["stratum"] for r in rows} == set(get_args(Stratum))
    assert {r["style"] for r in rows} == STYLES
    assert {r["labels"]["factuality"] for r in rows} == FACTUALITY
    assert {r["labels"]["refusal_quality"] for r in rows} == {None, 0, 1, 2, 3}
    assert {c for r in rows for c in r["cases"]} == CASES


def test_contractnli_dev_lines_match_the_dev_protocol_and_the_engine(contractnli_dir: Path) -> None:
    from harness.questions import build_question_set

    corpus = load_corpus("contractnli", data_dir=contractnli_dir, split="dev")
    protocol = {q.id: to_dict(q) for q in build_question_set(corpus, seed=13).questions}
    _check_against(corpus, _of("contractnli-dev"), protocol)
    held_out = _of("contractnli-dev", HELD_OUT_LINES)
    assert len(held_out) == 110
    _check_against(corpus, held_out, protocol)
    _check_against(corpus, _of("contractnli-dev", STYLE_LINES), protocol)
    for blind_lines in BLIND_LINES.values():
        _check_against(corpus, _of("contractnli-dev", blind_lines), protocol)


def test_styles_nda_mini_lines_match_the_protocol_and_the_engine() -> None:
    lines = NDA_MINI_PROTOCOL.read_text(encoding="utf-8").splitlines()[1:]
    protocol = {q["id"]: q for q in map(json.loads, lines)}
    _check_against(_nda_mini(), _of("nda-mini", STYLE_LINES), protocol)
    for blind_lines in BLIND_LINES.values():
        _check_against(_nda_mini(), _of("nda-mini", blind_lines), protocol)
