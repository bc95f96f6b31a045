"""Related words with different stems meet: derivations and spellings folded to one family."""

from __future__ import annotations

import pytest

from harness.text.cues import terms
from harness.text.derivations import fold
from harness.text.verdict import read_answer


@pytest.mark.parametrize(
    ("words", "root"),
    [
        (("notify", "notice", "notification", "notified"), "notify"),
        (("license", "licence", "licensed", "licences"), "license"),
        (("disclose", "disclosure", "disclosed", "disclosing"), "disclose"),
        (("retain", "retention"), "retain"),
        (("specification",), "specify"),
        (("authorisation", "authorization", "authorise"), "authorize"),
    ],
)
def test_a_derivation_family_folds_to_one_word(words: tuple[str, ...], root: str) -> None:
    assert {fold(w) for w in words} == {root}


@pytest.mark.parametrize("word", ["advise", "exercise", "promise", "organism", "information", "station"])
def test_words_outside_the_lexicon_and_rules_stay_as_they_are(word: str) -> None:
    assert fold(word) == word


def test_question_and_answer_terms_meet_across_derivations() -> None:
    assert terms("must the recipient notify the discloser") & terms("prompt written notice is needed")
    assert terms("is a licence granted") & terms("no license is given")
    assert terms("may it disclose the data") & terms("any disclosure of the data")


def test_an_answer_in_a_related_word_reads_as_a_verdict_on_the_question() -> None:
    question = "Under the Acme NDA, must the recipient notify the discloser before a court-ordered release?"
    reading = read_answer("Prior notification is not required [nda-2:9].", question)
    assert reading.verdict == "no"
