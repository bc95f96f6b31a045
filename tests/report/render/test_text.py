"""report/render/text.py: visible escapes, Markdown cells, citation marks, collapsed-row text."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from harness.report.render.text import distinguishing_parts, mark_citations, markdown_cell, sanitize_terminal
from tests.report.render.helpers import ANSI_ANSWER


def test_sanitize_shows_escapes_and_controls_as_visible_text() -> None:
    clean = sanitize_terminal(ANSI_ANSWER)
    assert clean == (
        "\\x1b[2J\\x1b[31mRED\\x1b[0m \\x1b]0;pwned title\\x07 \\x1b]8;;http://evil\\x1b\\link"
        "\\x1b]8;;\\x1b\\ bell\\x07 back\\x08space U+202EevilU+202C \\x9b31mC1"
    )
    assert not any(ord(ch) < 32 or 0x7F <= ord(ch) <= 0x9F or 0x202A <= ord(ch) <= 0x202E for ch in clean)
    assert sanitize_terminal("line one\nline\ttwo") == "line one\nline\ttwo"
    assert sanitize_terminal("a\nb", single_line=True) == "a b"


_ALPHABET = st.sampled_from("ab:-1 2")


@given(st.text(_ALPHABET, max_size=40), st.lists(st.text(_ALPHABET, max_size=5), max_size=5))
def test_mark_citations_splits_as_an_alternation_of_the_ids_longest_first(text: str, ids: list[str]) -> None:
    """The rule the page used before (one regular expression per answer), as the reference."""
    wanted = sorted({i for i in ids if i}, key=len, reverse=True)
    expected: list[tuple[str, str | None]] = []
    pos = 0
    if wanted:
        for match in re.finditer("|".join(re.escape(i) for i in wanted), text):
            if match.start() > pos:
                expected.append((text[pos : match.start()], None))
            expected.append((match.group(0), match.group(0)))
            pos = match.end()
    if pos < len(text):
        expected.append((text[pos:], None))
    assert [(s.text, s.citation) for s in mark_citations(text, ids, set())] == expected


def test_markdown_cell_cannot_break_a_table() -> None:
    assert markdown_cell("a|b\n<i>c</i>") == "a\\|b &lt;i&gt;c&lt;/i&gt;"


def test_mark_citations_prefers_the_longest_id() -> None:
    segments = mark_citations("see cnli-3:12 and cnli-3:1.", ["cnli-3:1", "cnli-3:12"], {"cnli-3:12"})
    cited = [(s.citation, s.retrieved) for s in segments if s.citation]
    assert cited == [("cnli-3:12", True), ("cnli-3:1", False)]
    assert "".join(s.text for s in segments) == "see cnli-3:12 and cnli-3:1."


def test_the_collapsed_row_shows_what_tells_questions_apart() -> None:
    head = "Under the Mutual Non-Disclosure Agreement between Halvorsen Marine AS and Quillfeather Ltd."
    texts = [
        f"{head}, must the receiving party return the information?",
        f"{head}, may it keep copies?",
        "Who?",
    ]
    assert distinguishing_parts(texts) == [
        "…must the receiving party return the information?",
        "…may it keep copies?",
        "Who?",
    ]
    long = ["x " * 200]
    assert len(distinguishing_parts(long, limit=50)[0]) <= 50
