"""The lexicon: every language has every class the reader glosses, and the derived tables."""

from __future__ import annotations

import re

import pytest

from harness.read.lexicon import (
    ANOTHER_AGREEMENT,
    GLOSS,
    LANGUAGES,
    LEXICON,
    month_numbers,
    number_words,
    same_sense,
    spaced,
    units,
)
from harness.text.deontic import FORCE_CLASSES, RESTRICTION_CLASSES

OTHER = [lang for lang in LANGUAGES if lang != "en"]


@pytest.mark.parametrize("language", OTHER)
def test_each_language_has_every_class(language: str) -> None:
    for word_class in (
        "yes",
        "no",
        "decline",
        "reason",
        "next_step",
        "evidence",
        "negative",
        "retrieved",
        "of_them",
        "subordinator",
        "according",
        "months",
        "numbers",
        "units",
    ):
        assert LEXICON[language].get(word_class), f"{language} lacks {word_class}"
    assert len(month_numbers(language)) == 12
    assert number_words(language)[next(iter(number_words(language)))] == 1
    assert set(units(language).values()) <= {
        "day",
        "days",
        "business day",
        "business days",
        "week",
        "weeks",
        "month",
        "months",
        "year",
        "years",
    }


def test_glossed_classes_have_an_english_reading() -> None:
    glossed = {c for lang in OTHER for c in LEXICON[lang]} - {
        "function",
        "negative",
        "retrieved",
        "of_them",
        "subordinator",
        "according",
        "answer_verb",
        "know",
        "in_text",
        "conjunction",
        "contrast",
        "tell_verb",
        "speaker",
        "only",
        "they",
        "answer_noun",
        "answer_copula",
        "number_variants",
        "day_ordinals",
        "marker_noun",
        "passage_kind",
        "compound",
        "compound_ones",
        "twenties",
        "salutation",
        "closing",
        "wrote",
        "forwarded",
        "mail_header",
        "mail_notice",
        "question_label",
        "comment_noun",
        "answer_label",
        "concession",
        "imperative",
        "months",
        "numbers",
        "tens",
        "year",
        "units",
        "fields",
        "parties",  # read by cue reason.agreement_absent beside the glossed reason
        "label_noun",  # read by cue contract.label_line in every language
        "label_final",
        "label_initial",
        "label_neutral",
        "text_note",  # read by cue meta.text_note in every language
        "quotes_label",  # read by harness.read.stages in every language
        "remark_label",  # read by harness.read.reader in every language
        "about_reply",
        "reply_self",  # read by cue meta.about_reply in every language
        "notice_label",
        "restating",  # read by harness.grade.support.restates_cited in every language
        "reasoning_label",  # read by harness.read.thinking in every language
        "copulas",  # read by harness.text.decline (a "no" before one denies) in every language
        "related_label",  # read by cue meta.related_section in every language
        "cross_reference",  # read by cue marker.list_item in every language
        "finite_common",  # read by harness.read.reader in the answer's language
        "status_label",  # read by cue decline.status in every language
        "status_open",
        "confidence",  # read by harness.text.values and cue meta.confidence_note in every language
        *FORCE_CLASSES,  # read by harness.text.deontic in the answer's language
        *RESTRICTION_CLASSES,
    }
    assert glossed <= set(GLOSS)


def test_number_words_reach_the_tens() -> None:
    assert number_words("de")["dreißig"] == 30 and number_words("fr")["douze"] == 12
    assert number_words("es")["treinta"] == 30 and number_words("pt")["três"] == 3


def test_another_agreement_is_one_class() -> None:
    pattern = re.compile(ANOTHER_AGREEMENT, re.I)
    assert pattern.search("a different NDA") and pattern.search("the other contracts")
    assert not pattern.search("notes and other documents")
    assert "a different" in spaced("en", "another_qualifier")


def test_phrase_alternation_is_one_source_whatever_the_order() -> None:
    from itertools import permutations

    from harness.read.lexicon import phrase_alternation

    phrases = ("third party", "third-party", "another", "separate", "a second")
    sources = {phrase_alternation(p) for p in permutations(phrases)}
    assert sources == {r"(?:third\s+party|third\-party|a\s+second|separate|another)"}


def test_numbers_between_the_tens_are_composed_by_each_languages_template() -> None:
    assert number_words("de")["vierundzwanzig"] == 24 and number_words("fr")["trente-six"] == 36
    assert number_words("es")["cuarenta y cinco"] == 45 and number_words("es")["veinticuatro"] == 24
    assert number_words("it")["ventotto"] == 28 and number_words("it")["ventiquattro"] == 24
    assert number_words("pt")["trinta e seis"] == 36 and "twenty-four" not in number_words("en")


def test_same_sense_maps_each_wording_once_to_the_word_of_its_sense() -> None:
    senses = same_sense()
    assert senses["send back"] == "return" and senses["get rid of"] == "destroy"
    assert senses["staff"] == "employee" and senses["written"] == "writing"
    lines = [line.split("=", 1) for line in LEXICON["en"]["same_sense"]]
    wordings = [w for _, variants in lines for w in variants.split()]
    assert len(wordings) == len(set(wordings)), "a wording written under two senses"
    assert not {word for word, _ in lines} & set(senses), "a sense's word is also a wording of another"


def test_field_names_read_other_languages_and_other_english_names() -> None:
    from harness.read.lexicon import field_names

    names = field_names()
    assert names["respuesta"] == "answer"
    assert names["ruling"] == "verdict" and names["clause_ref"] == "citations"
