"""Passages with the same text (ContractNLI's duplicate agreements)."""

from __future__ import annotations

from harness.corpus.twins import same_text_passages, with_twins
from tests.corpus.helpers import NDA_CORPUS as CORPUS


def test_same_text_passages_fold_case_and_spacing_and_keep_only_twins() -> None:
    twins = same_text_passages(CORPUS)
    assert twins == {"a-1:1": ("a-2:1",), "a-2:1": ("a-1:1",)}
    assert same_text_passages(CORPUS) is twins  # built once per corpus
    assert with_twins(CORPUS, ("a-1:1", "a-3:1")) == {"a-1:1", "a-2:1", "a-3:1"}
