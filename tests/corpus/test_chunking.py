"""Paragraph chunking: exact offsets, size target, overlap, long paragraphs, settings checks."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.core.errors import HarnessError
from harness.corpus.chunking import chunk_spans, paragraph_spans


def test_paragraphs_are_trimmed_non_blank_lines() -> None:
    text = "  First para.\n\n\tSecond one \n   \nThird"
    assert [text[s:e] for s, e in paragraph_spans(text)] == ["First para.", "Second one", "Third"]


def test_paragraphs_pack_up_to_the_target_and_overlap_by_whole_paragraphs() -> None:
    paras = [f"Paragraph {i} " + "x" * 80 for i in range(10)]  # ~92 chars each
    text = "\n".join(paras)
    spans = chunk_spans(text, target_chars=300, overlap_chars=100)
    chunks = [text[s:e] for s, e in spans]
    assert all(len(c) <= 300 for c in chunks)
    assert chunks[0].startswith("Paragraph 0") and chunks[0].endswith(paras[2])
    assert chunks[1].startswith("Paragraph 2")  # one paragraph (<=100 chars) carried over
    assert chunks[-1].endswith(paras[-1])


def test_no_overlap_tiles_the_paragraphs() -> None:
    text = "\n".join(["a" * 60] * 7)
    spans = chunk_spans(text, target_chars=130, overlap_chars=0)
    assert [e - s for s, e in spans] == [121, 121, 121, 60]
    assert all(prev[1] < nxt[0] for prev, nxt in itertools.pairwise(spans))


def test_a_paragraph_longer_than_the_target_is_cut_at_words() -> None:
    text = " ".join(f"w{i:03d}" for i in range(200))  # 999 chars, one line
    spans = chunk_spans(text, target_chars=100, overlap_chars=0)
    assert all(e - s <= 100 for s, e in spans)
    assert all(text[s:e] == text[s:e].strip() and not text[s:e].endswith("w") for s, e in spans)
    assert " ".join(text[s:e] for s, e in spans) == text


@pytest.mark.parametrize(("target", "overlap"), [(10, 0), (200, 200), (200, -1)])
def test_bad_settings_are_user_errors(target: int, overlap: int) -> None:
    with pytest.raises(HarnessError):
        chunk_spans("text", target, overlap)


@settings(max_examples=150, deadline=None)
@given(
    text=st.text(alphabet=st.sampled_from("ab c\n\t."), max_size=1500),
    target=st.integers(50, 400),
    overlap_share=st.floats(0, 0.9),
)
def test_every_chunk_is_text_at_its_offsets_and_all_words_are_covered(
    text: str, target: int, overlap_share: float
) -> None:
    spans = chunk_spans(text, target, int(target * overlap_share))
    covered = [False] * len(text)
    for s, e in spans:
        assert 0 <= s < e <= len(text)
        assert e - s <= target
        for i in range(s, e):
            covered[i] = True
    assert all(covered[i] for i, ch in enumerate(text) if not ch.isspace())
    assert all(a[0] < b[0] for a, b in itertools.pairwise(spans))  # always moves forward
