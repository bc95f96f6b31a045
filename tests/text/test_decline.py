"""The decline inventory: everyday wordings of "I cannot answer" and "the evidence is lacking"."""

from __future__ import annotations

import pytest

from harness.read.lexicon import entries
from harness.text.decline import EXPLAIN, any_match, declines, normalize


def test_contractions_are_spelled_out_once() -> None:
    assert normalize("It isn’t specified; I’m sure you can’t tell, and it won’t say.") == (
        "It is not specified; I am sure you cannot tell, and it will not say."
    )
    assert normalize("There's nothing here, I'd say.") == "There is nothing here, I would say."


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm unable to determine whether the agreement prohibits this based on the provided passages.",
        "The provided context doesn't cover employee solicitation.",
        "Based on the excerpts I was given, there's no mention of any non-solicitation clause.",
        "I couldn't find anything about soliciting employees in the passages.",
        "It isn't specified in the provided documents.",
        "Unfortunately, I cannot answer this question.",
        "It's unclear whether Oxbury may hire Tindrel staff.",
        "Hmm, that's not in the text I have.",
        "The answer isn't in the provided context.",
        "There's nothing in here on that, I'm afraid.",
        "Without the insurance clause, which was not among the retrieved "
        "passages, I cannot state the amount.",
        "Sorry — can't help with that one based on these documents.",
        "That's not something the excerpts tell us.",
        "There isn't enough here to say either way.",
        "Honestly, I have no idea.",
        "Reason: the excerpts discuss only confidentiality and term; none addresses hiring of staff.",
        # the clause is cut off / nothing came back
        "The clause on this point is cut off: passage [mini-06:17] stops at a dash.",
        "The text stops mid-sentence and the rest of the clause wasn't retrieved.",
        "The agreement text provided stops before the relevant clause.",
        "Cannot answer — retrieval returned no documents.",
        "They appear to be from the Bramblecote agreement rather than Tindrel's.",
        "The passages provided relate to another company's NDA.",
        "I don't have that information.",
        "I was unable to find relevant information about garden leave in the provided context.",
        "No relevant passages were found for this question.",
        "Unclear from the given text.",
        "Not answerable from the passages: they concern a different deal.",
        "The retrieved context lacks the relevant section.",
        "There's not a single mention of non-solicitation in what was retrieved.",
        "I don't think the passages answer this.",
        "These passages do not allow a conclusion on insurance.",
        "The question can't be resolved with the given excerpts.",
        "The agreement excerpt for that point appears incomplete.",
        "Nothing is said about hiring employees.",
        "Hmm, I'm not seeing it.",
    ],
)
def test_everyday_declines_and_absences_are_found(sentence: str) -> None:
    assert declines(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The receiving party must return all copies within 30 days [mini-06:17].",
        "The term ends after two years.",
        "Yes, it may disclose the information to its professional advisers [mini-06:12].",
        "The agreement is governed by the laws of Delaware.",
        "Obligations survive for five years after the agreement ends.",
        "No license is granted under the agreement [mini-06:3].",
    ],
)
def test_statements_about_the_agreement_do_not_decline(sentence: str) -> None:
    assert not declines(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "I can't tie a contract between Norrell and Pike signed in March 2021 to any of the passages shown.",
        "We could not link an agreement with that date to one of these snippets, so I'd rather wait.",
        "I'd prefer to hold off until the right agreement is in the results.",
        "I found no such requirement.",
        "No such obligation appears anywhere in the retrieved excerpts.",
    ],
)
def test_a_question_document_missing_from_the_evidence_or_holding_off_declines(sentence: str) -> None:
    assert declines(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "There is no such restriction; advisers may receive it under clause 4.",
        "The recipient has no such duty once the term ends.",
        "They don't have to send anything back to the discloser.",
        "The parties do not have to keep the negotiations secret.",
    ],
)
def test_what_the_agreement_lacks_or_a_duty_not_owed_is_not_a_decline(sentence: str) -> None:
    assert not declines(sentence)


@pytest.mark.parametrize("sentence", ["no idea, sorry", "Unknown, I'm afraid.", "Don't know, sorry!"])
def test_a_bare_decline_with_an_apology_declines(sentence: str) -> None:
    assert declines(sentence)


def test_evidence_with_a_different_company_is_a_reason() -> None:
    from harness.text.refusal import explains

    assert explains("The only letter in these passages is with a different company.")


def test_evidence_that_gives_no_named_thing_is_a_reason() -> None:
    from harness.text.refusal import explains

    assert explains("The retrieved passages give no non-solicitation period for the Mereford agreement.")
    assert explains("The retrieved text does not set any monetary limit on liability.")
    assert not explains("The agreement gives no notice period.")


@pytest.mark.parametrize(
    "sentence",
    ["no notice period in the excerpts", "There is no cap on fees in the text.", "n/a; no fee in these docs"],
)
def test_a_terse_reason_names_what_the_passages_lack(sentence: str) -> None:
    assert any_match(EXPLAIN, sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "No party may disclose anything in the documents.",
        "No copies are kept in the room.",
        "It gives no notice",
    ],
)
def test_a_statement_opened_by_no_is_no_terse_reason(sentence: str) -> None:
    assert not any_match(EXPLAIN, sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "No copies in any of the passages are allowed beyond one archival copy.",
        "The recipient may share it, no approval in the passages is needed.",
        "No party in the passages may disclose it.",
    ],
)
def test_a_no_phrase_located_in_the_passages_then_a_verb_is_a_statement(sentence: str) -> None:
    assert not declines(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "no written notice in the passages",
        "There is no limit in these passages on the number of copies.",
        "No cap in the retrieved passages [d:1].",
    ],
)
def test_a_terse_reason_ending_at_the_passages_noun_declines(sentence: str) -> None:
    assert declines(sentence)


@pytest.mark.parametrize("form", [e for e in entries("en", "terse_decline")])
def test_every_lexicon_terse_decline_alone_is_a_decline(form: str) -> None:
    # one source: the bare-decline pattern reads the lexicon ``terse_decline`` class
    assert declines(f"{form.capitalize()}.")
    assert declines(f"{form}, sorry")
