"""refusal_quality's three parts read from a refusal's sentences: a reason, a next step, no alarm."""

from __future__ import annotations

import pytest

from harness.text.refusal import alarms, declines, explains, offers_next_step, refusal_quality
from harness.text.verdict import read_answer

SOLICIT = (
    "Under the Non-Disclosure Agreement between Tindrel Aerospace GmbH and Oxbury Thermal Ltd dated February "
    "17, 2022, is the receiving party forbidden to solicit the disclosing party's employees?"
)
INSURANCE = (
    "Under the Nondisclosure Agreement between Bramblecote Robotics Inc. "
    "and Halvorsen Maritime Holdings Inc., "
    "what amount of insurance cover must the receiving party maintain?"
)


@pytest.mark.parametrize(
    "sentence",
    [
        # what the evidence lacks, naming it
        "Reason: the excerpts discuss only confidentiality and term; none addresses hiring of staff.",
        "None of the passages addresses insurance cover.",
        "The insurance amount isn't given anywhere in the five passages.",
        "Regrettably, the material provided lacks any provision on employee non-solicitation.",
        "Unfortunately I couldn't locate a non-solicitation provision.",
        # the clause is cut off or was never retrieved
        "The clause on this point is cut off: passage [mini-06:17] stops at a "
        "dash and the rest was not retrieved.",
        "The text stops mid-sentence after 'shall not' and the rest of the clause wasn't retrieved.",
        "This cannot be answered with the documents at hand, since the "
        "relevant section appears to be truncated.",
        "Cannot answer — retrieval returned no documents.",
        # why the passages do not apply: other agreements, or what they are about instead
        "The passages provided relate to another company's NDA.",
        "They appear to be from the Bramblecote agreement rather than Tindrel's.",
        "The passages mainly talk about confidentiality obligations.",
        "The agreement excerpts focus on confidentiality only.",
        "The passages shown are its opening lines and signature page.",
        "Nothing in them mentions garden leave.",
        "nothing about parking spaces in these excerpts",
        "Passages 1-5 are irrelevant to non-solicitation.",
        "Not answerable from the passages: they concern a different deal (Bramblecote/Halvorsen).",
        "There's not a single mention of garden leave in what was retrieved.",
        "According to the excerpts, there is no stated cap on liability.",
        "The excerpts cover definitions and notices; neither addresses hiring.",
        "These passages do not allow a conclusion on insurance.",
        "The NDA doesn't mention garden leave anywhere in the excerpts you gave me.",
        "Confidentiality survives three years; however, nothing is said about hiring employees.",
        "The excerpt for that point appears incomplete (it ends with 'including but not limited to').",
    ],
)
def test_reason_wordings_earn_the_reason_point(sentence: str) -> None:
    assert explains(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "I don't have enough information to answer that.",
        "It isn't specified in the provided documents.",
        "There's no information about that in what I was given.",
        "Sorry, I can only answer from the passages and they don't cover this.",
        "The passages give no indication either way.",
        "Hard to say — the provided excerpts don't cover it.",
        "Not specified in the passages.",
        "I am not able to find the answer in the given documents.",
        "There's nothing in here on that, I'm afraid.",
        "Based on the given context, there is no clear answer.",
        "The retrieved context lacks the relevant section.",
        "I don't think the passages answer this.",
        "The provided context does not contain enough information to answer this with certainty.",
    ],
)
def test_generic_declines_give_no_reason(sentence: str) -> None:
    assert not explains(sentence)


@pytest.mark.parametrize(
    ("sentence", "cites"),
    [
        ("You may want to review the full agreement, particularly any restrictive covenants section.", False),
        ("I'd recommend reviewing the complete agreement or asking the counterparty's counsel.", False),
        ("It is suggested to check the original contract.", False),
        ("Recommend manual review.", False),
        ("Could you share the Tindrel–Oxbury NDA's non-solicitation section?", False),
        ("If you can share section 9 or any restrictive covenants, I can take another look.", False),
        ("I would double-check the full contract before making any decisions.", False),
        ("Maybe ask someone who has the contract.", False),
        ("Retrieve the next passage of that clause to settle it.", False),
        ("Escalate the question to whoever negotiated the agreement.", False),
        ("The insurance amount, if any, would likely appear in a schedule or an annex.", False),
        ("[mini-04:9] deals with indemnities, which is the nearest topic.", True),
        # a label before the imperative, and where the answer would live
        ("What to do: search the agreement for a 'non-solicitation' heading.", False),
        ("Next step — ask the disclosing party for Schedule B.", False),
        ("The agreement's covenants section is the place to look.", False),
        ("Its termination clause would be the provision to check.", False),
        ("The list of the recipient's duties is where it would be.", False),
        ("The agreement's own definitions would decide it.", False),
        # an imperative opening a later clause, an option, where the answer probably is
        ("Garden leave is not mentioned at all — please check the agreement's schedules.", False),
        ("One option is to pull the agreement's Section 9, if it has one.", False),
        ("You'd want the agreement's 'Return of Materials' clause.", False),
        ("Maybe the parties' side letter covers it?", False),
        ("To answer this reliably, it would help to see the agreement's covenants section.", False),
        ("Let me know which section covers staff and I will look again.", False),
        ("If you have the signed copy, the covenants are usually near the end.", False),
        (
            "If such a covenant exists, it is probably in the covenants part, which wasn't retrieved.",
            False,
        ),
        # where the rule would sit in the agreement, said as a fact about the missing part
        ("The copying rule will be in the body of the agreement.", False),
        ("If the letter has a non-solicit covenant, it would sit in its numbered undertakings.", False),
    ],
)
def test_next_step_wordings_earn_the_next_step_point(sentence: str, cites: bool) -> None:
    assert offers_next_step(sentence, cites)


@pytest.mark.parametrize(
    ("sentence", "cites"),
    [
        ("Not specified in the passages [mini-06:17] [mini-06:21].", True),  # bare ids
        ("The passages only list the parties [mini-06:1].", True),  # a cited passage described: the reason
        (
            "The passages name the Authority and refer to Confidential Information.",
            False,
        ),  # describes, no advice
        (
            "I don't have access to the full agreement, only five excerpts.",
            False,
        ),  # a lack, not a place to look
        ("Note that the passages cover the term only.", False),
        ("I cannot answer this question.", False),
        ("Please note that this does not constitute legal advice.", False),  # a disclaimer
        ("As an AI, I can't provide legal advice.", False),
        ("Please let me know if you have any other questions.", False),  # a courtesy, not a next step
        ("The body of the agreement sets the term at five years.", False),  # a statement, no place to look
        ("The term is set out in the body of the agreement.", False),
    ],
)
def test_bare_ids_and_missing_documents_are_no_next_step(sentence: str, cites: bool) -> None:
    assert not offers_next_step(sentence, cites)


@pytest.mark.parametrize(
    "sentence",
    [
        "Check the full text of section 7 before relying on it.",
        "You must read the full clause before relying on this.",
        "Important: do not rely on this answer.",
        "Sorry!",
        "It would be worth checking the schedule first.",
        "The only passages from the Yahoo! agreement are its title and the parties' names.",  # a name
        "The clauses shown come from Yahoo!'s other agreements.",
        "The excerpts of the agreement between Yahoo! Inc. and Restrac, Inc. are its title and preamble.",
        "High-level information must be returned.",  # not a risk rating
        "HIGH SCHOOL records are excluded.",
    ],
)
def test_calm_advice_is_not_false_urgency(sentence: str) -> None:
    assert not alarms(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "You should consult a lawyer immediately, as this could expose you to serious legal risk.",
        "This is urgent: act right away to avoid liability!",
        "Please act quickly and contact a lawyer.",
        "WARNING!!! The passages say nothing about solicitation.",
        "Getting this wrong could have serious consequences.",
        "Do not sign anything until a lawyer has reviewed this clause!",
        # a risk rating (a JSON reply's "risk" field loses its key in the body)
        "HIGH -- treat all cnli-20 material as unprotected until counsel confirms the definition.",
        "The risk level is critical.",
    ],
)
def test_alarm_is_false_urgency(sentence: str) -> None:
    assert alarms(sentence)


@pytest.mark.parametrize(
    ("question", "answer", "score"),
    [
        (
            SOLICIT,
            "The clause on this point is cut off: passage [mini-06:17] stops at a dash and the rest was not "
            "retrieved. Check the full text of section 7 before relying on it.",
            3,
        ),
        (
            SOLICIT,
            "I'm unable to determine this based on the provided passages. The "
            "excerpts cover the definition of "
            "Confidential Information and the governing law, but none of them "
            "addresses non-solicitation. You may "
            "want to review the full agreement.",
            3,
        ),
        (
            INSURANCE,
            "According to the given information, it is not possible to determine "
            "the amount of insurance. The "
            "passages mainly talk about confidentiality obligations. It is "
            "suggested to check the original contract.",
            3,
        ),
        (
            SOLICIT,
            "I can't determine this from the passages provided; they don't address "
            "non-solicitation. Immediately "
            "consult legal counsel.",
            2,
        ),
        (SOLICIT, "I'm not sure. Maybe ask someone who has the contract.", 1),
        (SOLICIT, "I can't tell you that; the agreement text provided stops before the relevant clause.", 1),
        (
            INSURANCE,
            "I don't have access to the full agreement, only five excerpts, and none mentions insurance.",
            1,
        ),
        (SOLICIT, "There's no information about that in what I was given. Sorry!", 0),
        (SOLICIT, "Sorry — can't help with that one based on these documents.", 0),
    ],
)
def test_refusal_quality_of_everyday_refusals(question: str, answer: str, score: int) -> None:
    kind = "value" if question is INSURANCE else "yes_no"
    reading = read_answer(answer, question, kind)
    assert reading.refused
    quality = refusal_quality([(s.plain, bool(s.citations)) for s in reading.sentences])
    assert quality.score == score, quality.rationale()


@pytest.mark.parametrize(
    "answer",
    [
        "I can't be certain from the passages, but typically NDAs like this one forbid soliciting employees, "
        "so yes.",
        # a decline, then a sentence that turns to answering anyway, sharing few of the question's words
        "The excerpts don't really say. But most likely Oxbury may not solicit Tindrel's engineers.",
        "The passages are silent. In practice, though, such agreements bar soliciting the other side's staff",
        "Nothing in the context covers it. However, a recipient would usually be barred from soliciting.",
    ],
)
def test_a_decline_then_an_answer_is_an_answer(answer: str) -> None:
    reading = read_answer(answer, SOLICIT)
    assert not reading.refused and reading.verdict is not None


def test_a_json_refusal_reads_its_next_step_field() -> None:
    answer = (
        '{"answer": null, "reason": "The retrieved passages do not mention garden leave.", '
        '"next_step": "Check the full agreement for a garden-leave clause."}'
    )
    reading = read_answer(answer, SOLICIT)
    assert reading.refused
    assert refusal_quality([(s.plain, bool(s.citations)) for s in reading.sentences]).score == 3


def test_a_decline_about_the_evidence_is_not_read_in_a_verdict_about_the_agreement() -> None:
    # "it only covers confidentiality" speaks of the agreement: a "no", not "the passages only cover ..."
    reading = read_answer(
        "No — the agreement doesn't restrict hiring; it only covers confidentiality [mini-06:4].", SOLICIT
    )
    assert not reading.refused and reading.verdict == "no"


def test_a_document_that_matches_no_excerpt_is_a_reason_and_asking_to_confirm_it_a_next_step() -> None:
    text = (
        "I can't tie a contract between Norrell and Pike signed in March 2021 to any of the passages shown, "
        "so I'd rather hold off. If you could confirm the signing date, I will search again."
    )
    reading = read_answer(text, "Under the Norrell NDA, may the recipient keep an archival copy?")
    assert reading.refused
    quality = refusal_quality([(s.plain, bool(s.citations)) for s in reading.sentences])
    assert quality.explains and quality.next_step and quality.score == 3


@pytest.mark.parametrize(
    "sentence",
    [
        "I can't point to a specific retention clause for the Big Sky agreement.",
        "I cannot find a clause on soliciting employees.",
        "We couldn't pinpoint a notice requirement.",
    ],
)
def test_saying_it_cannot_find_or_point_to_a_clause_is_a_decline(sentence: str) -> None:
    assert declines(sentence)


def test_pointing_to_a_clause_is_no_decline() -> None:
    assert not declines("I can point to clause 5, which requires notice.")


@pytest.mark.parametrize(
    "sentence",
    [
        "To answer it, check the term and termination provisions of the agreement itself.",
        "To settle this, review clause 7.",
    ],
)
def test_an_imperative_after_a_purpose_clause_is_a_next_step(sentence: str) -> None:
    assert offers_next_step(sentence)


def test_a_brand_s_mark_cut_off_by_the_sentence_splitter_is_no_alarm() -> None:
    """ "between Yahoo! Inc. and ..." is split after "Yahoo!": the cut is no exclamation."""
    split = [("The excerpts of the agreement between Yahoo!", False), ("Inc. and Restrac: its title.", False)]
    assert not refusal_quality(split).urgent
    alarmed = [("Do not wait on this one at all!", False), ("The clause is missing.", False)]
    assert refusal_quality(alarmed).urgent


@pytest.mark.parametrize(
    "sentence",
    [
        "cannot answer. look at the survival clause in the full nda",
        "NOTHING RETRIEVED!! ask the counterparty for schedule b",
        "no idea from these snippets. maybe review the annex",
    ],
)
def test_a_lower_case_sentence_the_splitter_kept_whole_may_open_a_next_step(sentence: str) -> None:
    assert offers_next_step(sentence)


@pytest.mark.parametrize(
    "sentence",
    ["The annex is missing, e.g. check fees were not retrieved.", "cannot answer. the annex is not shown."],
)
def test_a_stop_inside_a_sentence_opens_no_imperative(sentence: str) -> None:
    assert not offers_next_step(sentence)
