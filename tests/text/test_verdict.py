"""The answer reader's verdicts and claims on real-style wording (issue 13 follow-up): labels that
preface an answer, declines followed by evidence, tables, restated verdicts and questions."""

from __future__ import annotations

import pytest

from harness.text.verdict import read_answer

COPIES = "Under the Acme NDA, may the recipient keep an archival copy after destroying the rest?"
NOTICE = "Under the Acme NDA, must the recipient give notice before a court-ordered disclosure?"
LIMITED = "Under the Acme NDA, is confidential information limited to technical information?"
SHARE = "Under the Acme NDA, may the recipient share confidential information with its advisers?"


@pytest.mark.parametrize(
    "text",
    [
        "I can't say for certain. Section 4 lists the exceptions [nda-2:9].",
        "I'm not sure. Clause 7 is the one that deals with what happens after termination [nda-2:14].",
        "I can't confirm this. Another agreement's clause says no archival copy may be kept [nda-5:3], "
        "but I see no equivalent provision here.",
        "Hard to say from these excerpts. The retention clause shown is not about archives [nda-2:14].",
    ],
)
def test_a_decline_followed_by_an_evidence_sentence_is_not_the_verdict_no(text: str) -> None:
    reading = read_answer(text, COPIES)
    assert reading.verdict is None and reading.refused


def test_a_decline_then_the_clause_itself_is_an_answer_by_what_it_commits_to() -> None:
    text = (
        "I'm unable to answer definitively. Clause 5.2 states that the recipient may keep one archival "
        "copy after destroying the rest [nda-2:15]."
    )
    reading = read_answer(text, COPIES)
    assert reading.verdict == "yes" and not reading.refused


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        # a preface that is not about the question's terms: what follows carries the verdict
        ("Written consent is not needed: the recipient may keep one archival copy [nda-2:15].", "yes"),
        ("A separate request is not required — the recipient may keep one archival copy [nda-2:15].", "yes"),
        # a preface that is the verdict
        ("Notice is not required: the recipient may comply with the order and tell no one [nda-2:11].", "no"),
        ("Archival copies are not forbidden: one may be kept after the rest is destroyed [nda-2:15].", "yes"),
    ],
)
def test_a_leading_label_is_the_verdict_only_when_it_speaks_of_the_question(text: str, verdict: str) -> None:
    question = NOTICE if "Notice" in text else COPIES
    assert read_answer(text, question).verdict == verdict


@pytest.mark.parametrize(
    "text",
    [
        "Short answer: the recipient may keep one archival copy [nda-2:15].",
        "Bottom line — the recipient may keep one archival copy [nda-2:15].",
        "TL;DR: yes. The recipient may keep one archival copy [nda-2:15].",
        "The recipient may keep one archival copy [nda-2:15]. Final verdict: Yes.",
    ],
)
def test_answer_labels_are_not_read_as_claims_or_verdicts(text: str) -> None:
    reading = read_answer(text, COPIES)
    assert reading.verdict == "yes"
    assert reading.extra_claim_count == 0


@pytest.mark.parametrize(
    "text",
    [
        "The recipient may keep one archival copy [nda-2:15]. In short: yes, it may keep one.",
        "The recipient may keep one archival copy [nda-2:15]. So, to answer your question: yes.",
        "You're asking whether an archival copy may be kept. It may: one copy stays with counsel [nda-2:15].",
        "### Analysis\nThe recipient may keep one archival copy [nda-2:15].\n### Conclusion\nYes.",
    ],
)
def test_restated_verdicts_questions_and_headers_are_not_claims(text: str) -> None:
    reading = read_answer(text, COPIES)
    assert reading.verdict == "yes"
    assert reading.extra_claim_count == 0


def test_a_party_duty_naming_counsel_is_a_statement_not_a_next_step() -> None:
    reading = read_answer(
        "Acme and Birch may each share confidential information with their legal counsel [nda-2:8].", SHARE
    )
    assert reading.verdict == "yes"
    assert read_answer("You may want to consult legal counsel about this.", SHARE).verdict is None


def test_markdown_table_rows_cite_the_ids_in_their_other_cells() -> None:
    text = (
        "| Point | Detail | Source |\n|---|---|---|\n"
        "| Archival copy | One copy may be kept with counsel | nda-2:15 |\n"
        "| Other copies | Must be destroyed on request | nda-2:14 |"
    )
    reading = read_answer(text, COPIES)
    assert reading.citations == ("nda-2:15", "nda-2:14")
    assert reading.extra_claim_count == 0


def test_a_table_answering_its_rows_does_not_answer_the_question() -> None:
    text = (
        "| Category | Covered? | Passage |\n|---|---|---|\n"
        "| Technical information | Yes | nda-2:4 |\n| Business plans and pricing | Yes | nda-2:4 |\n\n"
        "So the definition is not limited to technical information."
    )
    reading = read_answer(text, LIMITED)
    assert reading.verdict == "no"
    assert reading.extra_claim_count == 0


def test_a_table_row_that_asks_the_question_gives_its_answer_cell_as_the_verdict() -> None:
    text = (
        "| Question | Answer | Source |\n|---|---|---|\n| Is notice required? | No, none needed | nda-2:11 |"
    )
    reading = read_answer(text, NOTICE)
    assert reading.verdict == "no"
    assert reading.citations == ("nda-2:11",)
    assert reading.extra_claim_count == 0


FORBIDDEN = "Under the Acme NDA, is the recipient forbidden to reverse engineer the prototypes?"


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Reverse engineering is prohibited [nda-2:12].", "yes"),
        ("Reverse engineering: prohibited. See clause 2.4 [nda-2:12].", "yes"),
        ("Reverse engineering: not prohibited [nda-2:12].", "no"),
        (
            "It seems likely that reverse engineering is prohibited, as clause 2.4 says neither party shall "
            "reverse engineer the prototypes [nda-2:12].",
            "yes",
        ),
    ],
)
def test_a_predicate_negation_and_its_restatement_are_one_denial(text: str, verdict: str) -> None:
    assert read_answer(text, FORBIDDEN).verdict == verdict


def test_a_refusal_then_a_clause_denying_twice_answers_no() -> None:
    text = (
        "I'm unable to answer definitively. Clause 5.2 says the recipient shall not keep an archival copy "
        "after destroying the rest and no copy of any kind may be kept [nda-2:15]."
    )
    assert read_answer(text, COPIES).verdict == "no"


NO_LICENSE = "Under the Acme NDA, does the agreement grant the recipient no license to the information?"
THIRD_PARTY = (
    "Under the Acme NDA, may the recipient use information it got from a third party free of any obligation?"
)


def test_on_a_negated_question_the_statement_wins_over_its_yes_or_no_word() -> None:
    assert (
        read_answer(
            "Yes, the recipient receives a license for the evaluation [nda-2:20].", NO_LICENSE
        ).verdict
        == "no"
    )
    assert (
        read_answer("No, the agreement does not grant any license [nda-2:20].", NO_LICENSE).verdict == "yes"
    )
    # "free of any obligation" is a modifier, not a negated question: the word is taken literally
    text = "Yes, information obtained from a third party without any obligation is excluded [nda-2:9]."
    assert read_answer(text, THIRD_PARTY).verdict == "yes"


def test_a_sentence_set_in_another_agreement_gives_no_verdict() -> None:
    text = (
        "The recipient must notify the discloser before a court-ordered disclosure [nda-2:18]. "
        "Note that this differs from the Birch agreement, where no notice before a court-ordered "
        "disclosure is needed [nda-4:11]."
    )
    assert read_answer(text, NOTICE).verdict == "yes"


def test_a_sentence_about_what_the_evidence_covers_gives_no_verdict() -> None:
    text = (
        "It doesn't look like these excerpts address archival copies at all; they cover the destruction "
        "of the rest [nda-2:14]. I would look for a retention clause in section 5 of the full agreement."
    )
    reading = read_answer(text, COPIES)
    assert reading.verdict is None and reading.refused


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Archival copies are not mentioned in the passages, so they are presumably not allowed.", "no"),
        (
            "I couldn't find a specific clause, but NDAs usually allow one archival copy, so probably yes.",
            "yes",
        ),
    ],
)
def test_a_decline_that_goes_on_to_a_conclusion_answers_anyway(text: str, verdict: str) -> None:
    reading = read_answer(text, COPIES)
    assert reading.verdict == verdict and not reading.refused


def test_a_verdict_in_the_question_s_own_word_stems_is_not_a_claim() -> None:
    question = "Under the Acme NDA, may confidential information include information disclosed orally?"
    text = "Oral disclosures count. Information given orally at meetings is confidential [nda-2:5]."
    assert read_answer(text, question).extra_claim_count == 0


@pytest.mark.parametrize(
    ("text", "question", "verdict"),
    [
        ("Is a license granted? No. The agreement grants no license to it [nda-2:20].", NO_LICENSE, "yes"),
        (
            "Can the recipient reverse engineer the prototypes? No. Clause 2.4 forbids it [nda-2:12].",
            FORBIDDEN,
            "yes",
        ),
        ("May an archival copy be kept? Yes. One copy may stay with counsel [nda-2:15].", COPIES, "yes"),
    ],
)
def test_a_bare_verdict_answers_the_answer_s_own_wording_of_the_question(
    text: str, question: str, verdict: str
) -> None:
    assert read_answer(text, question).verdict == verdict


def test_a_denial_about_the_agreement_is_not_a_decline() -> None:
    question = "Under the Acme NDA, may confidential information include information disclosed orally?"
    text = (
        "Oral information is not covered: section 1.3 says oral disclosures are not confidential [nda-2:6]."
    )
    reading = read_answer(text, question)
    assert reading.verdict == "no" and not reading.refused
    assert read_answer("Oral disclosures are not covered in the passages shown.", question).refused


def test_a_json_reply_s_true_false_field_is_its_verdict_whatever_its_key() -> None:
    text = '{"is_notice_required": false, "basis": "Clause 2.4: no notice is due", "citations": ["nda-2:11"]}'
    reading = read_answer(text, NOTICE)
    assert reading.verdict == "no" and reading.citations == ("nda-2:11",)


def test_a_topic_asked_as_a_question_is_the_subject_of_the_fragment_after_it() -> None:
    assert (
        read_answer("Reverse engineering? Strictly prohibited under 2.4 [nda-2:12].", FORBIDDEN).verdict
        == "yes"
    )
    assert read_answer("Reverse engineering? Not prohibited at all [nda-2:12].", FORBIDDEN).verdict == "no"


def test_the_head_clause_is_what_the_question_asks_about_not_its_stock_words() -> None:
    question = "Under the Acme NDA, does it grant the recipient no license to the confidential information?"
    text = "The agreement gives no license; all confidential information stays with its discloser [x:2]."
    assert read_answer(text, question).verdict == "yes"


def test_none_of_the_question_s_own_things_is_a_statement_not_a_decline() -> None:
    question = "Under the Acme NDA, do some obligations survive termination of the agreement?"
    reading = read_answer("None of the obligations survive: all end on termination [nda-2:19].", question)
    assert reading.verdict == "no" and not reading.refused
    assert read_answer("None of the passages says whether obligations survive termination.", question).refused


def test_not_100_percent_sure_is_a_decline() -> None:
    text = (
        "I'm not 100% sure. The closest passage, 5.2 [nda-2:15], talks about archival copies held by counsel."
    )
    reading = read_answer(text, COPIES)
    assert reading.refused and reading.verdict is None


def test_other_documents_of_the_agreement_are_not_another_agreement() -> None:
    question = "Under the Acme NDA, must the recipient return or destroy the information on request?"
    text = "The recipient must return all notes and other documents holding it on request [nda-2:21]."
    assert read_answer(text, question).verdict == "yes"


REVERSE = "Under the Acme NDA, is the recipient forbidden to decompile the software?"
PURPOSE = "Under the Acme NDA, may the recipient use confidential information only for the stated purpose?"


@pytest.mark.parametrize(
    ("text", "question", "verdict"),
    [
        ("Not prohibited. The recipient may study the samples as it likes [nda-2:4].", REVERSE, "no"),
        ("Not barred. The recipient can duplicate records needed for its review [nda-2:4].", COPIES, "yes"),
        ("Not needed. The recipient may simply comply with the order [nda-2:9].", NOTICE, "no"),
        ("Not required, as far as clause 9 goes [nda-2:9].", NOTICE, "no"),
        ("Solely to assess the proposed merger, and for no other end (nda-2:3).", PURPOSE, "yes"),
        ("Just for reviewing the joint venture, nothing beyond that [nda-2:3].", PURPOSE, "yes"),
    ],
)
def test_a_verbless_verdict_fragment_answers_the_question(text: str, question: str, verdict: str) -> None:
    reading = read_answer(text, question)
    assert reading.verdict == verdict and not reading.refused


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        (
            "You're asking whether the definition reaches only engineering data. It does not. Pricing "
            "and customer lists are listed too [nda-2:2].",
            "no",
        ),
        ("You asked whether the definition is confined to technical material. It is [nda-2:2].", "yes"),
        ("Is the definition confined to technical material? It isn't [nda-2:2].", "no"),
    ],
)
def test_an_elliptic_answer_answers_the_restated_question(text: str, verdict: str) -> None:
    assert read_answer(text, LIMITED).verdict == verdict


def test_an_elliptic_answer_to_a_negated_restatement_flips() -> None:
    text = "The question is whether the definition does not go past technical data. It does not [nda-2:2]."
    assert read_answer(text, LIMITED).verdict == "yes"


def test_a_lower_case_no_is_the_verdict_no() -> None:
    reading = read_answer("no. the recipient may simply comply with the order, see nda-2:9", NOTICE)
    assert reading.verdict == "no" and not reading.refused


def test_a_remark_placing_other_passages_in_other_agreements_after_the_answer_is_not_a_decline() -> None:
    text = (
        "The recipient can hold on to a single set with its lawyers, but only to prove compliance "
        "[nda-2:6]. The longer retention periods in [nda-7:5] are drawn from other agreements and do not "
        "govern this one."
    )
    reading = read_answer(text, COPIES)
    assert reading.verdict == "yes" and not reading.refused


def test_other_agreements_named_before_any_answer_still_decline() -> None:
    text = "The retention rule in [nda-7:5] comes from another agreement, not this one. Check its clause 8."
    reading = read_answer(text, COPIES)
    assert reading.verdict is None and reading.refused


def test_a_date_that_matches_no_excerpt_and_holding_off_is_a_refusal() -> None:
    text = (
        "I can't tie an agreement with Acme dated May 2, 2019 to any of these excerpts, so I'd rather hold "
        "off than guess. If you can confirm the date, I can look again."
    )
    reading = read_answer(text, COPIES)
    assert reading.refused and reading.verdict is None


@pytest.mark.parametrize(
    ("text", "question"),
    [
        ("No, there is no such restriction; the recipient may tell its advisers [nda-2:3].", SHARE),
        ("No, they don't have to hand anything back; clause 6 only asks for destruction [nda-2:6].", NOTICE),
    ],
)
def test_a_no_followed_by_what_the_agreement_lacks_is_an_answer(text: str, question: str) -> None:
    reading = read_answer(text, question)
    assert reading.verdict == "no" and not reading.refused


def test_a_heading_before_an_up_front_verdict_does_not_make_it_conflict() -> None:
    text = (
        "## Archival copies\n\n**No.** Under this agreement nothing may be kept:\n\n"
        "- Every copy must be destroyed once the evaluation ends [nda-2:6].\n"
        "- The recipient must destroy the rest and each archival copy it would keep [nda-2:7]."
    )
    assert read_answer(text, COPIES).verdict == "no"


def test_an_only_fragment_with_its_limit_echoed_is_the_restriction_not_a_denial() -> None:
    assert read_answer("Only for assessing the takeover, nothing more (nda-2:3)", PURPOSE).verdict == "yes"


DAYS = "Under the Acme NDA, within how many days must oral disclosures be confirmed in writing?"


def test_a_hedge_then_but_and_a_value_commits_to_the_value() -> None:
    reading = read_answer("not totally sure but likely 14 days", DAYS, "value")
    assert [a.value for a in reading.values] == ["14 day"] and not reading.refused


def test_a_value_placed_in_another_agreement_is_not_committed() -> None:
    text = (
        "The excerpts give no confirmation period for the Acme agreement. The 20-day rule in [nda-4:2] is "
        "taken from the Borley form, not from this agreement. Look at Acme's definitions clause."
    )
    reading = read_answer(text, DAYS, "value")
    assert reading.refused and not reading.values


def test_a_no_on_a_question_negated_only_by_a_predicate_stands_against_a_weakly_related_statement() -> None:
    # "free of any obligation" is not a plain "no"/"not": a lower-case "no." is not an echo of it
    question = (
        "Under the Acme NDA, may the recipient obtain information similar to the confidential information "
        "from a third party free of any confidentiality obligation?"
    )
    text = "no. whatever outsiders pass on must still be kept confidential, see nda-2:5"
    reading = read_answer(text, question)
    assert reading.verdict == "no"


def test_a_heading_is_no_answer_that_turns_a_following_decline_into_a_remark() -> None:
    text = "## Archival copies\n\nThe retention clauses in [nda-7:5] come from other agreements."
    reading = read_answer(text, COPIES)
    assert reading.refused and reading.verdict is None


def test_a_value_placed_in_another_named_agreement_is_not_the_answer() -> None:
    from harness.text.verdict import placed_elsewhere

    question = (
        "Under the Confidentiality Agreement with Mereford Compounding Limited, for how many months ...?"
    )
    assert placed_elsewhere(
        "The only twelve-month clause (mini-01:26) is from the Halvorsen–Quillfeather agreement.", question
    )
    assert not placed_elsewhere("The twelve-month clause is from the Mereford agreement.", question)


def test_alarm_beside_a_decline_is_no_claim() -> None:
    from harness.text.verdict import read_answer

    text = (
        "This is a critical question with potentially severe consequences. None of the retrieved passages "
        "states the period, so I cannot give you a number. Any figure would be a dangerous guess!"
    )
    reading = read_answer(text, "For how many years must the information be kept confidential?", "value")
    assert reading.refused and reading.extra_claim_count == 0


def test_a_conditional_verdict_a_restated_question_and_an_instinct_commit_to_nothing() -> None:
    question = "Under the NDA, does independently developed information count as confidential information?"
    text = (
        "If this NDA had an independent-development carve-out the answer would be no, but I can't see one. "
        "Could go either way honestly."
    )
    reading = read_answer(text, question)
    assert reading.verdict is None and reading.refused
    asked = "So the question is whether its receiving party can tell its employees. I can't answer from this."
    assert read_answer(asked, question).verdict is None
    instinct = "Such definitions usually cover it, so my instinct is yes.\n\nFinal answer: unknown."
    assert read_answer(instinct, question).verdict is None


def test_a_provisional_or_rejected_value_is_not_the_answer() -> None:
    q = "By what deadline after a written request must the receiving party return the information?"
    first = read_answer(
        "First look: mini-06:21 says ten (10) days. But I can't tell for this agreement.", q, "value"
    )
    assert first.values == () and first.refused
    rejected = read_answer("mini-01:21 gives fifteen (15) days. Also not this one. I can't tell.", q, "value")
    assert rejected.values == () and rejected.refused
    kept = read_answer("mini-01:21 gives fifteen (15) days. This one is binding.", q, "value")
    assert kept.values


def test_a_sentence_rejecting_its_own_value_leaves_the_answer_before_it() -> None:
    q = "Within how many days must oral disclosures be confirmed in writing?"
    text = "Fifteen days. Note: mini-09:6 carries a thirty-day window, but that is not this one."
    assert read_answer(text, q, "value").values


_CAP_Q = "Under the NDA between Ashgrove and Fennick Ruhl, up to what amount is a party's liability capped?"


@pytest.mark.parametrize(
    ("text", "commits"),
    [
        (
            "The retrieved sections don't set any cap on liability. So a party's exposure under this"
            " agreement would be unlimited.",
            True,
        ),
        ("I found no cap in the passages. In practice, though, liability here would be uncapped.", True),
        # a remark on what agreements usually hold, or a conclusion about the answerer or about answering
        ("The passages don't set any cap on liability. In practice, most NDAs leave it uncapped.", False),
        ("No passages came back for this agreement, so there is nothing I can quote for the cap.", False),
        ("The agreement text I was given has no cap clause, so there is no figure to report.", False),
        ("I cannot give the cap from these passages, so do not rely on any figure until it is fixed!", False),
        ("Nothing retrieved sets a cap. My guess: exposure here is uncapped.", True),
        # a turn that points where to look or speaks of the evidence commits to nothing
        ("The passages don't mention a cap. Still, the full agreement may set one.", False),
        ("The passages don't mention a cap. But the remedies section might address it.", False),
        ("The passages don't mention a cap. Therefore the answer depends on the remedies section.", False),
    ],
)
def test_a_declined_value_question_answered_anyway_without_a_value_commits(text: str, commits: bool) -> None:
    reading = read_answer(text, _CAP_Q, "value")
    assert reading.refused is not commits
    assert reading.asserts is commits
    assert reading.values == ()


def test_a_value_in_what_the_refusal_says_it_was_given_is_no_answer() -> None:
    question = "Under the Baldwin/BDO letter, for how long must a party refrain from soliciting employees?"
    text = (
        "The retrieved text of the letter doesn't set a non-solicitation period. What I have is background,"
        " such as BDO's appointment as Proposal Trustee on February 14, 2012 [cnli-72:14]."
    )
    reading = read_answer(text, question, "value")
    assert reading.refused
    assert reading.values == ()


@pytest.mark.parametrize(
    "answer",
    [
        "It isn't a licence agreement: what the two firms signed is a mutual NDA [x:1]. I can't say more.",
        "This was not a loan contract; it is a confidentiality agreement [x:1].",
        "It is not a supply contract but an NDA [x:1].",
        "It isn't a supply deal: what Ashgrove and Fennick Ruhl entered into on 7 July 2018 is an NDA.",
    ],
)
def test_a_corrected_kind_of_agreement_is_a_premise_correction(answer: str) -> None:
    assert read_answer(answer, COPIES).premise_correction


@pytest.mark.parametrize(
    "answer",
    [
        "It is not a breach of contract to keep one [x:1].",
        "It is not a problem under the NDA [x:1].",
        "It is not a mutual NDA: only the discloser's information is protected [x:1].",
        "This is not a unilateral agreement; both parties' information is protected [x:1].",
        "It is not an exclusive license agreement [x:1].",
    ],
)
def test_a_statement_about_a_contract_is_no_premise_correction(answer: str) -> None:
    assert not read_answer(answer, COPIES).premise_correction
