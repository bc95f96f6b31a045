"""reference-25: reading classes found on the tuning parts of the twenty-seventh to thirtieth blind
sets (``styles_v27``: plain answers, long answers citing every sentence, non-native English;
``styles_v28``: spoken answers with numbers in words, expert shorthand, verdicts said last;
``styles_v29``: tables and key-value fields, answers stating their confidence; ``styles_v30``: ticket and
email replies, qualified verdicts), each with the near-miss it must not change. The sentences are made
up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.grade.reference import grade_answer
from harness.grade.support import added_consent
from harness.read.cues import fires
from harness.read.markers import resolve
from harness.read.terse import expand
from harness.text.answer_format import table_rows
from harness.text.decline import declines
from harness.text.refusal import alarms, offers_next_step
from harness.text.sentences import split_sentences
from harness.text.values import claim_values
from harness.text.verdict import DISCOURSE_LABEL, read_answer
from harness.text.yes_no import explicit_verdict
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
SHARE = "Under the Acme NDA, may the receiving party share it with its employees?"


# --- a statement closed by a doubt about itself is a hedged statement, not a decline ---


@pytest.mark.parametrize(
    "text",
    [
        "The definition covers the technical data on the pumps, but I am not sure at hundred percent.",
        "Employees are among the permitted recipients, though I'm not 100% sure.",
        "The clause lets the party share it with employees, but I can't be certain.",
    ],
)
def test_a_statement_that_doubts_itself_after_does_not_decline(text: str) -> None:
    assert not declines(text)


@pytest.mark.parametrize(
    "text",
    [
        "The definition covers technical data, but I am not sure whether it covers business plans.",
        "I don't have the clause, but I'm not sure it matters.",
        "The passages don't say, and I'm not sure.",
    ],
)
def test_a_doubt_about_something_else_still_declines(text: str) -> None:
    assert declines(text)


def test_gold_evidence_cited_for_the_opposite_verdict_under_a_doubt_does_not_back_it() -> None:
    reply = (
        "Probably not. The receiving party may only share it with nobody at all [mini-01:1], but I am not"
        " sure at hundred percent."
    )
    grade = grade_answer(question(), answer(reply, retrieved_ids=("mini-01:1", "mini-01:0")), CORPUS)
    assert (grade.factuality, grade.citation_supports) == ("wrong", False)


# --- "the other retrieved agreements" places a clause in another agreement ---


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("The survival clauses of the other retrieved agreements are not needed here.", True),
        ("the other cited contracts say five years", True),
        ("notes and other documents", False),
        ("the other retrieved passages say nothing on it", False),
    ],
)
def test_other_agreements_the_retrieval_returned_are_another_agreement(text: str, other: bool) -> None:
    assert fires("another_agreement", text) is other


# --- a next step in non-native or polite-request English ---


@pytest.mark.parametrize(
    ("sentence", "step"),
    [
        ("Please control the precise name of the counterparty, after that I search one more time.", True),
        ("please stop any disclosure and check immediately the section on Representatives.", True),
        ("Please give me the text of the agreement, and then I verify.", True),
        ("The Company shall control the information it receives.", False),
        ("The party must give notice and check the records.", False),
        ("Please note that the agreement is silent and strict.", False),
    ],
)
def test_a_late_or_calqued_request_is_a_next_step(sentence: str, step: bool) -> None:
    assert offers_next_step(sentence) is step


# --- the classes of styles_v28's tuning part: shorthand, spoken numbers, verdicts said last ---


@pytest.mark.parametrize(
    ("text", "read_as"),
    [
        ("N — indep. developed info is excluded from the definition (x:16).", "No — indep."),
        ("Y (mini-12:11): copies OK as needed.", "Yes (mini-12:11): copies OK"),
        ("Prob. Y — a standard carve-out; nothing retrieved to confirm it.", "Probably yes — a standard"),
        ("likely N.", "Probably no."),
    ],
)
def test_one_letter_verdicts_before_a_dash_or_colon_and_hedged_ones_are_read(text: str, read_as: str) -> None:
    assert expand(text).startswith(read_as)


@pytest.mark.parametrize("text", ["N Smith signed it.", "Y-axis values are shown.", "probably not allowed"])
def test_a_letter_or_hedge_that_opens_a_sentence_is_left_alone(text: str) -> None:
    assert expand(text) == text


@pytest.mark.parametrize(
    ("text", "declined"),
    [
        ("Not one of these says anything about copying.", True),
        ("Not a single one of them mentions copying.", True),
        ("So, to your question: I'll hold off for now.", True),
        ("We are going to abstain on this one.", True),
        ("Not one of the parties may copy it.", False),
        ("The party will hold back payment.", False),
    ],
)
def test_a_negative_quantifier_over_the_passages_and_holding_off_decline(text: str, declined: bool) -> None:
    assert declines(text) is declined


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        ("So, to your question: probably not.", "no"),
        ("Thus, net result: yes.", "yes"),
        ("Coming back to your question: no.", "no"),
    ],
)
def test_a_conclusive_label_before_a_verdict_said_last_is_not_read(sentence: str, verdict: str) -> None:
    assert explicit_verdict(DISCOURSE_LABEL.sub("", sentence, count=1)) == verdict


def test_a_number_opening_a_quoted_heading_ends_no_sentence_and_is_no_value() -> None:
    text = (
        'The title [x:0] and a "3. Non-Circumvention." heading from another agreement [y:14]. None says it.'
    )
    first = split_sentences(text)[0]
    assert first.endswith("[y:14].") and claim_values(first) == []


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("I'd go with something like twenty-five thousand dollars a breach.", 25000.0),
        ("one hundred and fifty thousand dollars", 150000.0),
        ("a million dollars", 1e6),
    ],
)
def test_an_amount_of_money_in_words_is_a_value(text: str, amount: float) -> None:
    assert [(a.kind, a.value) for a in claim_values(text)] == [("money", amount)]


def test_going_with_a_figure_is_no_next_step_but_going_to_a_clause_is() -> None:
    assert not offers_next_step("Pushed for a number, I'd go with twenty-five thousand dollars.")
    assert offers_next_step("I would go to the remedies clause next.")


def test_a_passage_named_by_its_place_in_words_resolves_beside_written_ids() -> None:
    resolved = resolve(
        "It is a covenant, see the second passage; x:3 is another agreement.", ["x:1", "x:2", "x:3"]
    )
    assert "[x:2]" in resolved.text


@pytest.mark.parametrize(
    ("sentence", "step"),
    [
        ("A fresh query aimed at the restrictions ('reverse engineer') ought to find the clause.", True),
        ("That is the part of the agreement to check.", True),
        ("A remedies section would be the place for it.", True),
        ("A new search was run and found nothing.", False),
        ("This is the part of the agreement that covers it.", False),
    ],
)
def test_a_search_that_would_find_it_and_the_part_to_check_are_next_steps(sentence: str, step: bool) -> None:
    assert offers_next_step(sentence) is step


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("fino al 1° anniversario della Effective Date (31/7/2008)", [("date", "2008-07-31")]),
        ("on 7/31/2008", [("date", "2008-07-31")]),
        ("on 3/4/2019", [("date", "2019-03-04")]),  # both could be a month: read month first, as before
        ("Def. 1.1 → CI = technical info", []),
        ("the definitions were amended 3 times", [("number", 3.0)]),
    ],
)
def test_day_first_dates_ordinal_indicators_and_definition_numbers(
    text: str, values: list[tuple[str, object]]
) -> None:
    assert [(a.kind, a.value) for a in claim_values(text)] == values


@pytest.mark.parametrize(
    ("text", "declined"),
    [
        ("Cap: unknown.", True),
        ("Notice period: not stated", True),
        ("Cap: none.", False),
        ("Term: 5 years", False),
    ],
)
def test_a_labeled_field_left_open_declines(text: str, declined: bool) -> None:
    assert declines(text) is declined


def test_a_lawyers_abbreviation_ends_no_sentence() -> None:
    assert split_sentences("Return/destroy cl. NOT in set. Check approx. 30 days.") == [
        "Return/destroy cl. NOT in set.",
        "Check approx. 30 days.",
    ]


# --- the classes of styles_v29's tuning part: tables and fields, stated confidence ---


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("Yes, ~90%. Clause 1.2 protects information", []),
        ("Não (confiança: 70%). Pelo que entendo", []),
        ("Answer: yes. Confidence: 0.85.", []),
        ("Likely no — ~70%", []),
        ("The fee is 5% of revenue", [("percent", 5.0)]),
        ("Confidence: high. The term is 2 years.", [("duration", "24 month")]),
    ],
)
def test_a_stated_confidence_is_no_value(text: str, values: list[tuple[str, object]]) -> None:
    assert [(a.kind, a.value) for a in claim_values(text)] == values


@pytest.mark.parametrize(
    ("text", "declined"),
    [
        ("Confidence too low to answer.", True),
        ("The evidence is too thin to answer.", True),
        ("Definition of confidential information: Not in the retrieved passages.", True),
        ('"Zephyrine Ventures" appears nowhere in the passages.', True),
        ("The fee is too low to matter.", False),
        ("Term: not in force.", False),
    ],
)
def test_too_little_confidence_and_a_cell_saying_not_in_the_passages_decline(
    text: str, declined: bool
) -> None:
    assert declines(text) is declined


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        ("Halvorsen Marine / Quillfeather: No, other agreement.", None),
        ("Copies: no, the passages do not say.", None),
        ("Marking: no, it is not required.", "no"),
    ],
)
def test_a_rows_no_that_only_gives_a_reason_is_no_verdict(sentence: str, verdict: str | None) -> None:
    assert explicit_verdict(sentence) == verdict


def test_a_confidence_line_and_a_question_row_are_no_claims() -> None:
    reading = read_answer(
        "Yes [mini-01:1]. Confidence: high (0.9). Why this confidence: the clause names employees.\n"
        "Question: sharing with employees under the Acme NDA.",
        SHARE,
    )
    assert reading.extra_claim_count == 0 and reading.verdict == "yes"


def test_an_exclamation_closing_a_table_cell_is_kept() -> None:
    table = "| Field | Value |\n|---|---|\n| Risk | HIGH: nobody should guess at this! |\n"
    assert table_rows(table).strip() == "Risk: HIGH: nobody should guess at this!"


@pytest.mark.parametrize(
    ("sentence", "step"),
    [
        ("STOP: do not quote any period until the survival clause has been pulled and checked!!", True),
        ("Please hold off until you've checked the agreement's disclosure clause.", True),
        ("Have counsel review how the complete agreement defines Confidential Information.", True),
        ("The obligations last until the information has been returned.", False),
        ("The party shall have counsel present.", False),
    ],
)
def test_a_deferral_naming_what_to_check_and_having_counsel_review_are_next_steps(
    sentence: str, step: bool
) -> None:
    assert offers_next_step(sentence) is step


# --- the classes of styles_v30's tuning part: ticket replies, plain answers, qualified verdicts ---


@pytest.mark.parametrize(
    ("sentence", "step"),
    [
        ("Re-running the search with 'employees', or sending me section 2, would let me give a view.", True),
        ("The definitions in the complete contract deserve a look.", True),
        ("The non-disclosure covenant in the body of the agreement is what to read.", True),
        ("The clause lets the party share it.", False),
        ("The term is what the parties agreed.", False),
    ],
)
def test_what_would_let_me_answer_and_what_to_read_are_next_steps(sentence: str, step: bool) -> None:
    assert offers_next_step(sentence) is step


@pytest.mark.parametrize(
    ("text", "declined"),
    [
        ("Everything the search returned is the preamble, and none of that touches third parties.", True),
        ("I'll answer once I can read it.", True),
        ("We will confirm when you send the schedule.", True),
        ("Two years, but counted from the date of the agreement rather than from its end.", False),
        ("The party will answer when asked.", False),
        ("None of that matters to the party.", False),
    ],
)
def test_none_of_that_and_an_answer_put_off_decline(text: str, declined: bool) -> None:
    assert declines(text) is declined


@pytest.mark.parametrize(
    ("text", "absent"),
    [
        ("I don't have the California Courts agreement among the passages.", True),
        ("Nothing retrieved is drawn from the Bramblecote–Halvorsen Maritime contract.", True),
        ("Apart from the preamble, nothing retrieved comes from the Velmont–Caskbridge letter.", False),
    ],
)
def test_the_agreement_said_absent_is_a_reason_whose_truth_is_checked(text: str, absent: bool) -> None:
    assert fires("reason.agreement_absent", text) is absent


@pytest.mark.parametrize(
    ("text", "urgent"),
    [
        ("STOP - please don't tell the contractor anything until this is checked.", True),
        ("Getting it wrong could be very costly.", True),
        ("Stop at the signature page.", False),
        ("Do not disclose it.", False),
    ],
)
def test_a_shouted_halt_and_a_costly_mistake_are_alarm(text: str, urgent: bool) -> None:
    assert alarms(text) is urgent


def test_an_exception_a_party_agrees_to_is_a_consent_condition_the_passage_must_state() -> None:
    claim = "Mereford must return it, unless Ivory Fen agrees in writing that it may keep one copy."
    assert added_consent(claim, ["5.1 Mereford shall return or destroy all Confidential Information."])
    granted = "It will not decompile them unless otherwise specified in writing by the disclosing party."
    assert not added_consent(
        "Decompiling is barred unless the disclosing party agrees in writing.", [granted]
    )


def test_some_other_document_is_another_agreement() -> None:
    assert fires("another_agreement", "The name appears only as a heading in some other document.")


# --- near-misses a second reading of reference-25 found (each read wrongly by a first version) ---


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("The royalty is likely 5% of net sales.", [("percent", 5.0)]),
        ("The Licensee shall pay 10% of certain net revenues.", [("percent", 10.0)]),
        ("Fee: 5% (no 3% discount).", [("percent", 5.0), ("percent", 3.0)]),
        ("The Recipient pays a fifty dollars fee.", [("money", 50.0)]),
        ("A fee between ten and twenty dollars applies.", [("money", 20.0)]),
    ],
)
def test_contract_percentages_and_amounts_are_kept(text: str, values: list[tuple[str, object]]) -> None:
    assert [(a.kind, a.value) for a in claim_values(text)] == values


@pytest.mark.parametrize(
    ("cue_id", "text"),
    [
        ("evidence.decides", "The non-solicit [mini-04:2] applies for 12 months after termination."),
        ("evidence.describes", "What we found is that clause 5 requires written notice."),
        (
            "detail.consent_condition",
            "It must destroy the copies unless applicable law authorizes retention.",
        ),
        ("reason.agreement_absent", "I don't see a notice requirement for the agreement in the passages."),
        ("meta.confidence_note", "Seguro: el proveedor debe mantener un seguro de responsabilidad civil."),
    ],
)
def test_ordinary_contract_sentences_fire_no_new_cue(cue_id: str, text: str) -> None:
    assert not fires(cue_id, text)


@pytest.mark.parametrize(
    "text",
    [
        "The amount is too low to give rise to a claim.",
        "I can confirm that if you share it, you remain liable.",
    ],
)
def test_ordinary_sentences_do_not_decline(text: str) -> None:
    assert not declines(text)


@pytest.mark.parametrize(
    "text",
    [
        "Please note that the Recipient may disclose and share the information with affiliates.",
        "Control remains with the Discloser.",
        "No payment is due until the deliverables have been reviewed and accepted.",
    ],
)
def test_ordinary_sentences_offer_no_next_step(text: str) -> None:
    assert not offers_next_step(text)


@pytest.mark.parametrize("text", ["The legend must say: DO NOT COPY.", "Breach may be costly."])
def test_a_quoted_legend_and_a_plain_cost_are_no_alarm(text: str) -> None:
    assert not alarms(text)
