"""The builder's dispatch: which format a corpus is built in, and the note a reduced set carries."""

from __future__ import annotations

import pytest

from harness.core.errors import HarnessError
from harness.core.records import Document, Passage
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions.build import corpus_format, reduced_note
from harness.questions.sampling import DEFAULT_COUNTS


def _corpus(summary: str) -> Corpus:
    text = "The fund paid $1.2 billion in 2019."
    doc = Document("gov-01", "Fund", text, summary=summary)
    return Corpus("tiny", (doc,), (Passage("gov-01:0", "gov-01", 0, 0, len(text), text),))


def test_corpus_format_follows_labels_then_summaries() -> None:
    assert corpus_format(load_corpus("nda-mini")) == "contractnli"
    assert corpus_format(_corpus("The fund paid $1.2 billion.")) == "govreport"
    with pytest.raises(HarnessError, match="neither hypothesis labels nor summaries"):
        corpus_format(_corpus(""))


def test_reduced_note_names_only_the_strata_asked_below_the_protocol() -> None:
    assert reduced_note(DEFAULT_COUNTS) == ""
    wanted = {**DEFAULT_COUNTS, "contradicted": 0, "answerable": DEFAULT_COUNTS["answerable"] + 5}
    assert reduced_note(wanted) == (
        f"reduced counts asked explicitly: contradicted=0 (protocol {DEFAULT_COUNTS['contradicted']})"
    )
