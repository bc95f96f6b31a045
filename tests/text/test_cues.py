"""The built-ins' text cues: question clauses, content terms, negation, values, best sentence, refusal."""

from __future__ import annotations

import pytest

from harness.core.records import RetrievedPassage
from harness.text.cues import (
    best_sentence,
    first_value,
    is_yes_no,
    main_clause,
    negated,
    polarity_answer,
    refusal,
    terms,
    words,
)


def passage(pid: str, text: str, rank: int, document: str = "nda-1") -> RetrievedPassage:
    return RetrievedPassage(passage_id=pid, document_id=document, text=text, score=1.0 / rank, rank=rank)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Does the agreement allow copies?", True),
        ("Under the NDA with Acme, may the receiving party keep a copy?", True),
        ("What is the term of the agreement?", False),
        ("How many copies may be kept?", False),
    ],
)
def test_a_yes_no_question_has_an_auxiliary_main_clause(question: str, expected: bool) -> None:
    assert is_yes_no(question) is expected


def test_main_clause_drops_a_leading_framing_phrase() -> None:
    assert main_clause("Under the NDA with Acme, may the party keep a copy?") == "may the party keep a copy?"
    assert main_clause("What is the term?") == "What is the term?"


def test_words_split_contractions_into_a_negation() -> None:
    assert words("It can't disclose") == ["it", "ca", "not", "disclose"]
    assert "not" in words("The party cannot share it")


def test_terms_drop_stop_frame_and_negation_words_and_fold_inflections() -> None:
    question = "Must the agreement say that the party discloses information?"
    assert terms(question) == {"disclose", "information"}
    assert terms("it will not disclose") == terms("disclosed") == {"disclose"}


def test_negation_counts_only_near_the_given_terms() -> None:
    assert negated("The recipient shall not disclose the data")
    assert negated("The recipient shall not disclose the data", {"disclose"})
    assert not negated("The recipient shall not be late; it may disclose the data to counsel", {"counsel"})
    assert not negated("The recipient may disclose the data")


def test_first_value_skips_values_the_question_already_holds() -> None:
    assert first_value("The fee is $350,000 and is due March 3, 2019.") == "$350,000"
    assert first_value("The fee is $350,000 and is due March 3, 2019.", exclude="$350,000") == "March 3, 2019"
    assert first_value("In 2019 the share was 35 percent.", exclude="2019") == "35 percent"
    assert first_value("No figures here.") is None


def test_best_sentence_covers_most_question_terms_and_ties_go_to_the_higher_rank() -> None:
    passages = [
        passage("p2", "The recipient may keep one archival copy. Notice is due in writing.", 2),
        passage("p1", "Notice is due in writing.", 1),
    ]
    match = best_sentence("May the recipient keep an archival copy?", passages)
    assert match is not None and match.passage.passage_id == "p2"
    assert match.sentence == "The recipient may keep one archival copy."
    assert match.coverage == 1.0 and match.shared == ("archival", "copy", "recipient")
    tie = best_sentence("Is notice due in writing?", passages)
    assert tie is not None and tie.passage.passage_id == "p1"
    assert best_sentence("Is notice due?", []) is None


def test_polarity_answer_compares_negation_of_question_and_sentence() -> None:
    question = "May the recipient disclose the data to affiliates?"
    assert polarity_answer(question, "The recipient may disclose the data to its affiliates.") == "yes"
    assert polarity_answer(question, "The recipient shall not disclose the data to affiliates.") == "no"
    negative = "Is the recipient not allowed to disclose data?"
    assert polarity_answer(negative, "It shall not disclose data.") == "yes"


def test_refusal_says_why_and_names_the_closest_passages() -> None:
    question = "May the recipient reverse engineer the samples?"
    empty = refusal(question, [], None)
    assert "no passages were retrieved" in empty and "next step" in empty
    passages = [
        passage("p1", "Notice is due.", 1, "nda-1"),
        passage("p2", "Samples stay with Acme.", 2, "nda-2"),
    ]
    match = best_sentence(question, passages)
    assert match is not None and match.passage.passage_id == "p2"
    text = refusal(question, passages, match)
    assert text.startswith("I cannot answer this")
    assert "p2 and p1" in text and "nda-1, nda-2" in text and "next step" in text
