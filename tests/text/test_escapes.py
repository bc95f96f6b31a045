"""Control characters and bidi controls become visible escapes; ordinary text is untouched."""

from __future__ import annotations

from harness.text.escapes import visible_escapes


def test_controls_and_bidi_overrides_become_visible_escapes() -> None:
    assert visible_escapes("a\x1b[31mred\x00") == "a\\x1b[31mred\\x00"
    assert visible_escapes("abc\u202edef") == "abcU+202Edef"


def test_tabs_newlines_and_unicode_text_are_kept() -> None:
    text = "line one\n\tline two: Straße, 東京, café"
    assert visible_escapes(text) == text
