"""The shared tokenizer: case-folded Unicode words and numbers, stop words out, no stemming."""

from __future__ import annotations

from harness.text.tokenize import STOP_WORDS, tokenize, tokenize_many


def test_lowercases_and_keeps_numbers() -> None:
    assert tokenize("Receiving PARTY pays 2,500 USD by 2024") == [
        "receiving",
        "party",
        "pays",
        "2",
        "500",
        "usd",
        "2024",
    ]


def test_unicode_words_and_underscores() -> None:
    assert tokenize("Société GÉNÉRALE's data_room Straße") == [
        "société",
        "générale",
        "s",
        "data",
        "room",
        "strasse",
    ]


def test_removes_english_stop_words_only() -> None:
    assert tokenize("The party shall not disclose any of it") == ["party", "shall", "disclose"]
    assert "not" in STOP_WORDS and "shall" not in STOP_WORDS


def test_no_stemming_and_no_empty_tokens() -> None:
    assert tokenize("discloses disclosed -- ... !!") == ["discloses", "disclosed"]
    assert tokenize("") == []


def test_batch_equals_single() -> None:
    texts = ["One clause.", "", "Trade secrets of the Discloser", "§ 12(a)"]
    assert tokenize_many(texts) == [tokenize(t) for t in texts]


def test_stop_words_package_data_equals_sklearns_list() -> None:
    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

    assert frozenset(ENGLISH_STOP_WORDS) == STOP_WORDS


SAMPLE = "Don't pay $2,500.75 to AT&T's co-op_fund; it isn't 3rd-party', OK? a b"


def test_each_word_splitter_keeps_its_own_shape() -> None:
    from harness.text import tokenize as t

    low = SAMPLE.lower()
    assert t.words(SAMPLE)[:6] == ["Don", "t", "pay", "2", "500", "75"]
    assert t.prose_words(SAMPLE)[7:10] == ["T's", "co-op_fund", "it"]
    assert "2,500.75" in t.number_words(low) and ";" not in t.number_words(low)
    assert [w for w in t.clause_tokens(low) if not w.isalnum()][:3] == ["2,500.75", ";", ","]
    assert t.letter_words(low)[:3] == ["don't", "pay", "to"] and "rd-party" in t.letter_words(low)
    assert "rd-party'" in t.alpha_words(SAMPLE) and "a" not in t.alpha_words(SAMPLE)
    assert "op_fund" in t.sklearn_words(SAMPLE) and "t" not in t.sklearn_words(SAMPLE)
    assert "at&t's" in t.name_words(low)


def test_tokenize_is_words_casefolded_minus_stop_words() -> None:
    from harness.text.tokenize import words

    assert tokenize(SAMPLE) == [w for w in words(SAMPLE.casefold()) if w not in STOP_WORDS]
