"""The frozen nda-mini protocol in corpora/: the full 130 questions, rebuilt byte-identically, checked."""

from __future__ import annotations

from harness.core.settings import corpora_dir
from harness.corpus import load_corpus
from harness.questions import build_question_set, check_question_set, read_question_set
from harness.questions.qset import dumps_question_set

PROTOCOL = corpora_dir() / "nda-mini" / "protocol.questions.jsonl"


def test_frozen_protocol_rebuilds_byte_identically_and_checks() -> None:
    corpus = load_corpus("nda-mini")
    rebuilt = build_question_set(corpus)
    # If the nda-mini corpus changed on purpose, regenerate with:
    #   harness questions build nda-mini --out corpora/nda-mini/protocol.questions.jsonl --force
    assert dumps_question_set(rebuilt) == PROTOCOL.read_text(encoding="utf-8")
    frozen = read_question_set(PROTOCOL)
    assert sum(frozen.header.counts.values()) == 130 and frozen.header.settings["reduced"] == ""
    assert check_question_set(frozen, corpus) == []
