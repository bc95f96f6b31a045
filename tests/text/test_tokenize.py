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
