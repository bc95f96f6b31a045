"""Which documents a question names: its framing phrase's capitalised words looked up in the corpus."""

from __future__ import annotations

from harness.corpus.mentions import documents_named, frame_names
from tests.corpus.helpers import NDA_CORPUS as CORPUS


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
