"""Passages with the same text (ContractNLI's duplicate agreements), and the names a question uses."""

from __future__ import annotations

from harness.corpus.mentions import documents_named, frame_names
from harness.corpus.twins import same_text_passages, with_twins
from tests.grade.helpers import corpus_of

CORPUS = corpus_of(
    {
        "a-1:0": "This NDA is made between Acme Robotics Inc. and Borealis Labs LLC.",
        "a-1:1": "The Recipient shall  return all materials.",
        "a-2:0": "This NDA is made between Cobalt Freight and Dune Analytics.",
        "a-2:1": "the recipient shall return all MATERIALS.",
        "a-3:1": "The Recipient shall return all materials within 30 days.",
    }
)


def test_same_text_passages_fold_case_and_spacing_and_keep_only_twins() -> None:
    twins = same_text_passages(CORPUS)
    assert twins == {"a-1:1": ("a-2:1",), "a-2:1": ("a-1:1",)}
    assert same_text_passages(CORPUS) is twins  # built once per corpus
    assert with_twins(CORPUS, ("a-1:1", "a-3:1")) == {"a-1:1", "a-2:1", "a-3:1"}


def test_the_documents_a_question_names() -> None:
    names = frame_names(
        "Under the NDA between Acme Robotics and Borealis Labs, must the recipient return it?"
    )
    assert names == {"acme", "robotics", "borealis", "labs"}
    assert documents_named(CORPUS, names) == ("a-1",)
    near_miss = frame_names(
        "Under the NDA between Acme Robotics and Boreal Labz, must the recipient return it?"
    )
    assert documents_named(CORPUS, near_miss) == ()
    assert frame_names("Must the recipient return it?") == frozenset()
