"""reference-27: reading classes found on the tuning part of the thirty-fourth blind set (``styles_v34``:
disclaimers and boilerplate around answers, legal-research signals), each with the near-miss it must not
change. The answers are made up; none is a fixture line."""

from __future__ import annotations

import pytest

from harness.read.reader import read_text
from harness.text.decline import declines

QUESTION = "Under the NDA, may the receiving party disclose confidential information to its employees?"
SHOWN = ("x:1",)
PASSAGE = ("The Recipient may disclose Confidential Information to its employees who need to know it.",)


def _reading(text: str, question: str = QUESTION):  # type: ignore[no-untyped-def]
    return read_text(text, question, "yes_no", (), SHOWN, PASSAGE).reading


# --- a sentence about the reply itself: a notice, a disclaimer, a version line ---


@pytest.mark.parametrize(
    "around",
    [
        "CONFIDENTIAL: prepared for the requesting user only.\n\n{answer}",
        "Disclaimer: the following is an automated reading, for convenience only.\n\n{answer}",
        "PRIVILEGED & CONFIDENTIAL | AI-assisted draft, verify with counsel\n\n{answer}",
        "{answer}\n\nThis communication is confidential and intended solely for the requesting user.",
        "{answer}\n\nNo attorney has reviewed this output. Figures should be confirmed against the original.",
        "{answer}\n\nThe information above is general in nature and is not a legal opinion.",
        "{answer}\n\n— ContractBot 0.9.4 (beta).",
        "{answer}\n\nAviso legal: esta respuesta se generó automáticamente.",
    ],
)
def test_a_notice_or_disclaimer_around_the_answer_is_no_claim_and_no_verdict(around: str) -> None:
    reading = _reading(around.format(answer="Yes. Employees who need to know may see it [x:1]."))
    assert reading.extra_claim_count == 0
    assert reading.verdict == "yes"


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        # a sentence naming the reply that declines is still the decline
        ("This answer cannot be given: the passages do not mention employees.", 0),
        # one stating a value speaks of the documents
        ("Yes [x:1]. This summary notes the Recipient must also pay $5,000 per breach.", 1),
        # "legal advice" as the agreement's content, not a disclaimer
        ("Yes [x:1]. The Recipient may also consult its lawyers to obtain legal advice.", 1),
        # a confidential-information definition is no notice line
        ("Yes [x:1].\nConfidential Information: it also covers oral disclosures made at meetings.", 1),
    ],
)
def test_near_misses_of_the_about_the_reply_class(text: str, claims: int) -> None:
    assert _reading(text).extra_claim_count == claims


def test_a_sentence_about_the_reply_that_declines_still_declines() -> None:
    reading = _reading("This answer cannot be given: the passages do not mention employees.")
    assert reading.refused


# --- what came back, named as the evidence ---


@pytest.mark.parametrize(
    "text",
    [
        "Caution: no liability cap appears anywhere in what came back for Halvorsen — only the preamble.",
        "None of what came back mentions a cap.",
        "None of what was retrieved mentions a cap.",
    ],
)
def test_what_came_back_is_the_evidence_a_reason_speaks_of(text: str) -> None:
    assert declines(text)


@pytest.mark.parametrize(
    "text",
    ["What came back says the cap is $5.", "No party may disclose what came back from the other."],
)
def test_what_came_back_in_a_claim_declines_nothing(text: str) -> None:
    assert not declines(text)


# --- a conclusion's run-in label ---


@pytest.mark.parametrize("label", ["Conclusion:", "Takeaway:", "Key takeaway —", "The upshot:"])
def test_a_labelled_conclusion_in_the_questions_terms_is_no_claim(label: str) -> None:
    assert (
        _reading(f"Yes [x:1]. {label} employees may see the confidential information.").extra_claim_count == 0
    )


def test_a_labelled_conclusion_that_adds_a_value_or_the_word_in_a_claim_is_one() -> None:
    assert _reading("Yes [x:1]. Conclusion: Acme must also pay 5 dollars.").extra_claim_count == 1
    assert _reading("Yes [x:1]. The conclusion of the agreement requires notice.").extra_claim_count == 1


# --- a value worked out of one the answer stated ---

VALUE_QUESTION = "Under the NDA, how many days' written notice must a party give to terminate the agreement?"
NOTICE = ("Either party may terminate this Agreement on ninety (90) days' written notice.",)


def _value_reading(text: str):  # type: ignore[no-untyped-def]
    return read_text(text, VALUE_QUESTION, "value", (), SHOWN, NOTICE).reading


@pytest.mark.parametrize(
    "worked",
    [
        "In other units: 90 / 7 is about 12.9 weeks, or roughly three months.",
        "That is roughly three months.",
        "Twice that is 180 days.",
    ],
)
def test_a_value_converted_or_multiplied_from_the_answers_own_is_no_claim(worked: str) -> None:
    assert _value_reading(f"Ninety (90) days' written notice [x:1]. {worked}").extra_claim_count == 0


@pytest.mark.parametrize(
    "new",
    [
        "Renewal needs 45 days' notice.",  # half of ninety, but no arithmetic shown: a new period
        "The term itself is 17 years.",
        "Roughly, the cure period is 30 days.",
    ],
)
def test_a_value_not_worked_out_of_the_answers_own_is_a_claim(new: str) -> None:
    assert _value_reading(f"Ninety (90) days' written notice [x:1]. {new}").extra_claim_count == 1


# --- a follow-up turn: "still", "weiterhin", "toujours" before the verdict word ---


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Still no [mini-01:8].", "no"),
        ("As I said before, yes [mini-01:8].", "yes"),
        ("Weiterhin nein, wie schon gesagt [mini-01:8].", "no"),
        ("Toujours non, comme je l'ai dit [mini-01:8].", "no"),
    ],
)
def test_a_verdict_said_again_in_a_follow_up_is_read(text: str, verdict: str) -> None:
    assert _reading(text).verdict == verdict


def test_still_before_a_determiner_is_no_verdict_word() -> None:
    assert _reading("Still, no party may disclose it to its employees [x:1].").verdict == "no"
    assert _reading("Still, the employees may see it [x:1].").verdict == "yes"


# --- a value corrected in one clause and placed in another agreement in the next ---

SURVIVAL = "Under the NDA, for what period after termination do the receiving party's obligations survive?"


def test_a_value_beside_a_clause_placing_another_value_elsewhere_is_the_answer() -> None:
    said = (
        "Correction to my earlier answer: Wrenhaven's obligations survive termination for five (5) years,"
        " not six; the six-year figure I gave you was from the Ashgrove agreement [x:1]."
    )
    values = read_text(said, SURVIVAL, "value", (), SHOWN, PASSAGE).reading.values
    assert [v.text for v in values] == ["five (5) years"]


def test_a_value_only_placed_in_another_agreement_is_no_answer() -> None:
    said = "The six-year figure is from the Ashgrove agreement [x:1]."
    assert not read_text(said, SURVIVAL, "value", (), SHOWN, PASSAGE).reading.values


# --- a negative word denying the parties a duty is no reason about the evidence ---


def test_neither_of_the_parties_in_another_language_is_a_duty_not_a_reason() -> None:
    from harness.read.language import gloss

    said = "Aucune des deux sociétés n'a l'obligation de rendre les documents reçus."
    assert "passages do not mention" not in gloss(said, "fr")
    assert "passages do not mention" in gloss("Aucun des extraits ne mentionne la durée.", "fr")


# --- a lead referring to an earlier turn of the conversation ---


@pytest.mark.parametrize(
    "text",
    [
        "As in my earlier reply: yes [x:1].",
        "Yes [x:1]. I understand why you'd push back, but having re-read it my answer stays the same: yes.",
        "Yes [x:1]. Correction to my previous reply: I had it backwards — yes, employees may see it.",
    ],
)
def test_a_verdict_said_again_after_a_lead_about_an_earlier_turn_is_no_claim(text: str) -> None:
    assert _reading(text).extra_claim_count == 0


def test_a_lead_about_an_earlier_turn_leaves_a_new_fact_a_claim() -> None:
    said = "Yes [x:1]. As I said before, the Recipient must also pay $5,000 per breach."
    assert _reading(said).extra_claim_count == 1


# --- a quoted "no" names a kind of clause; working weeks are business days ---


def test_a_quoted_no_naming_a_kind_of_clause_declines_nothing() -> None:
    assert not declines("A 'no license' clause is there to make clear that a test is no grant of rights.")
    assert declines("There is no license clause among the passages.")


def test_working_weeks_are_five_business_days_each() -> None:
    from harness.text.values import claim_values

    assert [v.value for v in claim_values("roughly two working weeks")] == ["10 business_day"]
    assert [v.value for v in claim_values("two weeks")] == ["14 day"]
    worked = "Ten (10) business days [x:1]. Put another way, that is roughly two working weeks."
    question = "Under the NDA, how many business days does the receiving party have to return the material?"
    assert read_text(worked, question, "value", (), SHOWN, PASSAGE).reading.extra_claim_count == 0


def test_another_languages_no_before_its_copula_denies_and_declines_nothing() -> None:
    assert not declines("La section 1.3 dice que la información oral no es Proprietary Information.")
    assert declines("No relevant information in the passages.")


def test_a_citation_signal_before_an_id_cites_and_advises_nothing() -> None:
    said = "Yes. See [mini-01:8] (permitting disclosure to employees within five (5) business days)."
    sentences = read_text(said, QUESTION, "yes_no", (), ("mini-01:8",), PASSAGE).reading.sentences
    cited = [s for s in sentences if s.citations]
    assert cited and not cited[0].meta and cited[0].statement
    advice = read_text(
        "Yes [mini-01:8]. See the full agreement's termination clause.",
        QUESTION,
        "yes_no",
        (),
        ("mini-01:8",),
        PASSAGE,
    )
    assert advice.reading.sentences[-1].meta


def test_a_kind_corrected_under_a_subject_naming_the_parties_is_a_premise_correction() -> None:
    from harness.text.verdict import read_answer

    asked = "Under the Supply Agreement between Ashgrove and Fennick Ruhl, may the receiving party keep it?"
    said = (
        "Just to set the record straight, the Ashgrove–Fennick Ruhl document is not a Supply Agreement;"
        " it is a Mutual Nondisclosure Agreement [x:1]."
    )
    assert read_answer(said, asked).premise_correction
    assert not read_answer("No, the agreement is not a license agreement.", asked).premise_correction


def test_a_value_in_a_warning_not_to_use_it_is_no_answer() -> None:
    said = (
        "I can't answer: the only survival clause shown is another agreement's. Be very careful: do NOT carry"
        " the three years over to this agreement!"
    )
    reading = read_text(said, SURVIVAL, "value", (), SHOWN, PASSAGE).reading
    assert not reading.values and reading.refused
    duty = "They survive for three years; the parties do not use the information after that [x:1]."
    assert read_text(duty, SURVIVAL, "value", (), SHOWN, PASSAGE).reading.values


# --- a section after the answer that answers other questions (styles_v36 scope creep) ---


@pytest.mark.parametrize(
    "aside",
    [
        "People also ask\nMay consultants see it? Consultants must first sign a written undertaking.",
        "Related questions\nWho are the parties? Acme and Borealis.",
        "**Quick facts**\n- The agreement runs for two years.\n- Delaware law governs it.",
        "Häufige Folgefragen\n**Wie lange gelten die Pflichten?** Fünf (5) Jahre.",
    ],
)
def test_a_related_section_gives_no_verdict_but_its_uncited_facts_are_claims(aside: str) -> None:
    reading = _reading(f"Yes. Employees who need to know may see it [x:1].\n\n{aside}")
    assert reading.verdict == "yes"
    assert reading.extra_claim_count >= 1
    assert any(s.aside for s in reading.sentences)


def test_a_refusal_followed_by_related_facts_is_still_a_refusal() -> None:
    said = (
        "The passages do not mention a liability cap, so I can't state one. Check the full agreement.\n\n"
        "Related questions\nWho are the parties? Acme and Borealis."
    )
    reading = read_text(said, SURVIVAL, "value", (), SHOWN, PASSAGE).reading
    assert reading.refused and reading.extra_claim_count == 1


def test_related_words_in_an_answers_own_sentence_open_no_section() -> None:
    reading = _reading("Yes [x:1]. Related parties may also receive it, but only employees are asked about.")
    assert not any(s.aside for s in reading.sentences)


def test_a_remark_set_aside_after_a_refusal_is_a_claim_and_no_guess() -> None:
    said = (
        "No passages came back, so I can't tell you what the agreement says about employees. Try the search"
        " again. Meanwhile, for context: one-way NDAs typically let the recipient share with employees."
    )
    reading = _reading(said)
    assert reading.refused and reading.verdict is None and reading.extra_claim_count == 1


def test_a_related_section_in_another_language_counts_its_facts() -> None:
    said = (
        "Ja. Mündliche Informationen sind nicht geschützt [x:1].\n\nDas könnte Sie auch interessieren:"
        " Schriftliches Material ist nur mit Kennzeichnung geschützt."
        " Der Vertrag unterliegt kalifornischem Recht."
    )
    assert _reading(said).extra_claim_count == 2


@pytest.mark.parametrize(
    "framing",
    [
        "I assume 'disclose' also covers showing it on screen.",
        "Two readings: sharing with staff, or with outside consultants.",
    ],
)
def test_a_sentence_about_how_the_question_is_read_is_no_claim_and_no_verdict(framing: str) -> None:
    reading = _reading(f"{framing} On either reading, yes: employees who need to know may see it [x:1].")
    assert reading.extra_claim_count == 0 and reading.verdict == "yes"
    assert _reading("Assuming you mean the recipient, yes [x:1].").verdict == "yes"


# --- styles_v37's tuning part: a French kind correction, a line corrected, an echoed prompt ---


def test_a_kind_corrected_in_french_after_an_elided_article_is_a_premise_correction() -> None:
    from harness.read.language import gloss
    from harness.text.verdict import read_answer

    said = "Il ne s'agit pas d'un contrat de bail : le document est un accord de non-divulgation [x:1]."
    assert gloss(said, "fr").startswith("Actually, not un contrat")
    asked = "Under the Lease Agreement between Acme and Borealis, may employees see it?"
    assert read_answer(gloss(said, "fr"), asked).premise_correction


def test_a_value_the_next_line_corrects_away_is_no_answer() -> None:
    said = (
        "30 days' written notice.\n\nCorrection to the line above: that thirty-day rule is in a different NDA"
        " [x:1]. The passages state no notice period for this agreement."
    )
    assert not read_text(said, SURVIVAL, "value", (), SHOWN, PASSAGE).reading.values


def test_an_echoed_prompt_is_no_part_of_the_reply_and_an_unfilled_slot_declines() -> None:
    echoed = f"### Question:\n{QUESTION}\n\n### Context:\n\n### Response:\n{{{{answer}}}}"
    reading = _reading(echoed)
    assert reading.refused and reading.verdict is None
    answered = f"### Question:\n{QUESTION}\n\n### Context:\n[x:1] ...\n\n### Response:\nYes [x:1]."
    assert _reading(answered).verdict == "yes"


def test_a_parenthesised_passage_name_beside_written_ids_is_a_citation() -> None:
    said = "Yes [mini-01:8]. The agreement is dated June 30, 2021 (Passage 1)."
    read = read_text(said, QUESTION, "yes_no", (), ("mini-01:1", "mini-01:8"), ("a", "b"))
    assert read.reading.citations == ("mini-01:8", "mini-01:1")
    prose = "Yes [mini-01:8], per clause 4 of Passage 2 of the agreement."
    assert read_text(
        prose, QUESTION, "yes_no", (), ("mini-01:1", "mini-01:8"), ("a", "b")
    ).reading.citations == ("mini-01:8",)


# --- styles_v38's tuning part: a request to retry or resubmit; only a formal part came back ---


@pytest.mark.parametrize(
    ("step", "language"),
    [
        ("Please retry the search, or attach the agreement's clause to a new request.", "en"),
        ("Action required: resubmit the request with the exclusions attached.", "en"),
        ("¿Podría compartir la cláusula de definiciones o repetir la búsqueda?", "es"),
    ],
)
def test_a_request_to_retry_or_resubmit_is_a_next_step(step: str, language: str) -> None:
    from harness.read.language import gloss
    from harness.text.refusal import offers_next_step

    assert offers_next_step(gloss(step, language))
    assert not offers_next_step("The parties repeat the obligation in clause 5.")


def test_only_a_formal_part_coming_from_the_agreement_is_a_reason() -> None:
    from harness.text.refusal import explains

    assert explains("Only the title (cnli-70:0) comes from the Confidentiality Agreement.")
    assert not explains("Only the parties may sign amendments.")
