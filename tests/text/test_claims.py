"""Sentence roles for ``extra_claim_count`` (harness.text.claims): which uncited sentences are claims."""

from __future__ import annotations

import pytest

from harness.read.lexicon import english_words
from harness.text.claim_cues import ASIDE_BREAK, DETAIL_BREAK
from harness.text.claims import sentence_role
from harness.text.verdict import read_answer

THIRD_PARTY = (
    "Under the Mutual Non-Disclosure Agreement between Halvorsen Marine AS and Quillfeather Analytics Ltd. "
    "dated April 14, 2019, may the receiving party obtain information similar to the confidential "
    "information "
    "from a third party free of any confidentiality obligation?"
)
SOLICIT = (
    "Under the Non-Disclosure Agreement for Technical Evaluation between Orrin Valley Agritech LLC and "
    "Zephyrine Labs Inc. dated March 23, 2021, is the receiving party forbidden to solicit, recruit or "
    "employ "
    "the disclosing party's employees or representatives?"
)
NO_LICENSE = (
    "Under the Confidentiality Agreement - Proposed Investment between Corvane Medical Devices, Inc. and "
    "Lanternfield Capital Partners LP dated August 2, 2020, does the agreement grant the receiving party no "
    "license or other right, including intellectual property or patent rights, to the confidential "
    "information?"
)
NOTICE_DAYS = (
    "Under the Confidentiality and Non-Circumvention Agreement between Sablewood Orchards Cooperative "
    "Limited "
    "and Yarrowby Foods Pty Ltd dated November 5, 2019, how many days' written notice must a party give to "
    "terminate the agreement?"
)


@pytest.mark.parametrize(
    ("sentence", "role"),
    [
        # restated question, or a sentence about the question
        ("You want to know whether Zephyrine may hire Orrin Valley's engineers.", "question"),
        ("So the question is really whether Zephyrine can poach Orrin Valley's people.", "question"),
        ("The question seems to confuse two different agreements.", "question"),
        # the answerer about itself; a first-person hedge is read as what it hedges
        ("For the Orrin Valley agreement itself, I can't tell.", "answerer"),
        ("Let me go through the clauses one by one.", "answerer"),
        ("I'd start with the covenants section of the Orrin Valley agreement.", "answerer"),
        ("I think the agreement also bans poaching for eighteen months.", "claim"),
        # advice: imperatives, advice to the reader, advisory predicates, where to look
        ("Double-check which Zephyrine entity signed before relying on this.", "advice"),
        ("If you plan to hire from Orrin Valley, get the full agreement first.", "advice"),
        ("Don't read too much into the silence of the excerpts.", "advice"),
        ("You might want to ask Orrin Valley's counsel for the signed copy.", "advice"),
        ("A review of the complete contract would be prudent.", "advice"),
        ("Covenants like this can sit in a side letter, so a full review is advisable.", "advice"),
        ("The restrictive covenants section would be the place to look.", "advice"),
        ("The answer likely turns on how the covenants are worded.", "advice"),
        ("It might be covered under the agreement's restrictive covenants.", "advice"),
        ("Think twice before recruiting anyone from Orrin Valley.", "advice"),
        ("Its definition of 'Representatives', if any, is the thing to look for.", "advice"),
        # "note that X", "you should know X", "the passages confirm that X" assert X
        ("Note that the agreement expires after two years.", "claim"),
        ("You should also know that the agreement runs for three years.", "claim"),
        ("The same excerpts confirm that hiring is allowed once the evaluation ends.", "claim"),
        ("The premise is off: the counterparty is Orrin Vale Biologics.", "claim"),
        ("The wording here is fairly explicit: yes.", "evidence"),
        # about the evidence
        ("The excerpts that came back only cover the definitions and the parties.", "evidence"),
        ("Nothing shown indicates that the agreement restricts hiring.", "evidence"),
        ("Its own covenant was not among the retrieved passages.", "evidence"),
        ("The no-hire wording in the results belongs to another agreement.", "evidence"),
        ("This needs care, because the retrieved clauses pull in opposite directions.", "evidence"),
        # general knowledge is a claim whatever its terms
        ("Most technology NDAs forbid soliciting the other side's employees.", "claim"),
        ("This is a standard term in evaluation agreements.", "claim"),
        ("It would be unusual for an NDA to leave staff fair game.", "claim"),
        # facts about the agreement
        ("The agreement is governed by the laws of Delaware.", "claim"),
        ("It also expires after two years.", "claim"),
    ],
)
def test_sentence_roles(sentence: str, role: str) -> None:
    assert sentence_role(sentence, SOLICIT) == role


@pytest.mark.parametrize(
    ("sentence", "explicit", "role"),
    [
        ("Yes, Zephyrine is forbidden to solicit Orrin Valley's employees.", True, "verdict"),
        ("No, Zephyrine may recruit Orrin Valley's representatives.", True, "verdict"),
        ("Yes, Zephyrine may not solicit employees for twelve months.", True, "claim"),
        ("Yes, the ban also extends to Orrin Valley's Affiliates.", True, "claim"),
        (
            "Yes, soliciting is barred, and Zephyrine must pay liquidated damages for any breach.",
            True,
            "claim",
        ),
        ("In short: no, nothing stops Zephyrine from recruiting them.", True, "conclusion"),
        ("Bottom line: recruiting is not forbidden.", False, "conclusion"),
        ("Put differently, the employees are fair game.", False, "conclusion"),
    ],
)
def test_verdicts_count_only_when_they_add_a_fact(sentence: str, explicit: bool, role: str) -> None:
    assert sentence_role(sentence, SOLICIT, has_verdict=True, explicit=explicit) == role


def test_spelling_variants_and_acronyms_of_the_questions_terms_add_nothing() -> None:
    sentence = "Correct: the Corvane agreement grants no licence or IP right to the recipient."
    assert sentence_role(sentence, NO_LICENSE, has_verdict=True, explicit=True) == "verdict"


def test_layout_roles() -> None:
    assert sentence_role("Where the agreement stands", SOLICIT, heading=True) == "heading"
    assert sentence_role(
        "Under this agreement, recruiting is restricted as follows:", SOLICIT, followed=True
    ) == ("lead_in")
    assert sentence_role("Recruiting is restricted as follows:", SOLICIT) != "lead_in"  # nothing follows


@pytest.mark.parametrize(
    ("answer", "question", "count"),
    [
        (
            "Short version: yes.\n\nThe Halvorsen–Quillfeather NDA excludes anything the recipient lawfully "
            "receives from a third party under no duty of confidence [mini-01:15]. That exclusion sits "
            "alongside "
            "the usual public-domain carve-out. If you rely on it, keep records showing where it came from.",
            THIRD_PARTY,
            1,
        ),
        (
            "## Halvorsen Marine and third parties\n\n**Yes.** Information from an unrestricted third "
            "party is "
            "excluded [mini-01:15].\n\n- The exclusion is narrowly drafted.\n- It needs written proof of the "
            "source.\n\nI'd double-check the definitions section before relying on this.",
            THIRD_PARTY,
            2,
        ),
        (
            "No, Zephyrine is free to recruit Orrin Valley's representatives. The agreement is limited to "
            "technical evaluation. It also expires after two years.",
            SOLICIT,
            2,
        ),
        (
            "Nothing in the Orrin Valley–Zephyrine excerpts deals with hiring.\n\nWhat the results do show "
            "is a "
            "no-hire clause from the Northwick–Gossamer agreement (mini-13:12), which doesn't govern this "
            "deal."
            "\n\nYou could ask the parties for the full agreement, or check whether a side letter covers it.",
            SOLICIT,
            0,
        ),
        (
            "No rights pass to the receiving party.\n\n- **mini-07:16** — nothing in the agreement grants a "
            "licence under any patent or copyright.\n- The agreement was signed in Delaware.",
            NO_LICENSE,
            1,
        ),
        ("not fully sure, but probably 30 days", NOTICE_DAYS, 0),
        ("30 days' written notice, and the notice must be sent by courier.", NOTICE_DAYS, 1),
        # the answer's value said again after its cited sentence is no new fact; a new value is one
        ("Either party may end it on thirty (30) days' notice [x:4].\n\n=> 30 days' notice.", NOTICE_DAYS, 0),
        ("Either party may end it on thirty (30) days' notice [x:4]. Renewal takes 60 days.", NOTICE_DAYS, 1),
        # a reasoning step that says again what a cited sentence before it said adds no fact
        (
            "Zephyrine may not solicit Orrin Valley's representatives for two years [x:9]. "
            "So for two years Zephyrine may not solicit them.",
            SOLICIT,
            0,
        ),
    ],
)
def test_extra_claims_of_whole_answers(answer: str, question: str, count: int) -> None:
    assert (
        read_answer(answer, question, "value" if question is NOTICE_DAYS else "yes_no").extra_claim_count
        == count
    )


def test_a_qualifier_spelled_out_by_a_cited_sentence_is_part_of_the_verdict() -> None:
    answer = (
        "Yes, within limits. Information from a third party free of any obligation of confidence is "
        "excluded [mini-01:15]."
    )
    assert read_answer(answer, THIRD_PARTY).extra_claim_count == 0
    assert read_answer("Yes, within limits.", THIRD_PARTY).extra_claim_count == 0  # a bare qualified verdict


def test_a_decline_that_also_states_general_knowledge_counts_it() -> None:
    answer = "I can't see Orrin Valley's covenants; NDAs of this kind usually ban poaching staff."
    assert read_answer(answer, SOLICIT).extra_claim_count == 1
    assert (
        read_answer("I can't see Orrin Valley's covenants among the excerpts.", SOLICIT).extra_claim_count
        == 0
    )
    answer = (
        "No context was supplied, so here is general guidance: NDAs usually exclude information received "
        "from an unrestricted third party."
    )
    assert read_answer(answer, THIRD_PARTY).extra_claim_count == 1  # the general statement after the decline


def test_a_sentence_restating_the_questions_own_facts_is_no_claim() -> None:
    q = (
        "Under the Confidentiality Agreement between Vapotherm, Inc. and John Coolidge dated January 28, "
        "2014, may the receiving party disclose confidential information to its employees?"
    )
    restated = (
        "The parties are Vapotherm, Inc. and John Coolidge, in an agreement made as of January 28, 2014."
    )
    assert sentence_role(restated, q, followed=True) == "question"
    # a date the question does not state, or the clause asked about, is a claim all the same
    assert sentence_role(restated.replace("28", "29"), q, followed=True) == "claim"
    assert (
        sentence_role("Since January 28, 2014 employees may receive confidential information.", q)
        != "question"
    )


def test_a_guess_after_a_decline_restating_the_question_is_the_verdict_not_a_claim() -> None:
    """ "Odds are it has to be kept confidential as well.": the pivot ("Odds are", "In practice,
    though,") is no content; what follows restates the question's terms."""
    q = (
        "Under the NDA between Acme and Beta, must the receiving party keep confidential the existence "
        "of the agreement?"
    )
    assert sentence_role("Odds are it has to be kept confidential as well.", q, has_verdict=True) == "verdict"
    assert sentence_role("Odds are it has to be kept in a vault in Zurich.", q, has_verdict=True) == "claim"


def test_a_word_capitalised_after_a_label_is_no_new_name() -> None:
    from harness.text.claims import sentence_role

    question = "Under the NDA, does confidential information cover technical information only?"
    assert (
        sentence_role("TL;DR: No, not technical only.", question, has_verdict=True, explicit=True) != "claim"
    )
    assert (
        sentence_role("TL;DR: No, Halvorsen may keep it.", question, has_verdict=True, explicit=True)
        == "claim"
    )


def test_reasoning_that_speaks_of_the_question_or_its_answer_is_no_claim() -> None:
    from harness.text.claims import sentence_role

    question = "Must the receiving party return the information on request or at termination?"
    assert sentence_role("That covers both triggers in the question.", question) == "question"
    assert sentence_role("Re-reading the question, it asks about archival copies.", question) == "question"
    assert (
        sentence_role("In most NDAs the question of return is settled by a 30-day clause.", question)
        == "claim"
    )


def test_a_detail_break_is_an_aside_break_or_a_conjunction_before_a_new_subject_or_finite_verb() -> None:
    """``claim_cues.DETAIL_BREAK`` is built from ``ASIDE_BREAK``'s statement breaks and turning
    conjunctions and the lexicon's ``finite`` verbs: every turn after a comma that ends an aside ends a
    detail, and "and"/"but" before any finite verb of the lexicon opens the next detail."""
    for turn in ("; ", " — ", ", but ", ", so ", ", though ", ", although "):
        said = f"Pellucid may receive it{turn}each consultant keeps a copy"
        assert len(ASIDE_BREAK.split(said)) == 2 and len(DETAIL_BREAK.split(said)) == 2, turn
    for verb in english_words("finite"):
        said = f"Pellucid may receive it and {verb} keep a copy"
        assert DETAIL_BREAK.split(said) == ["Pellucid may receive it", f"{verb} keep a copy"], verb
    assert len(DETAIL_BREAK.split("Pellucid and Halden may receive it")) == 1
    assert len(DETAIL_BREAK.split("It applies to employees and agents")) == 1
