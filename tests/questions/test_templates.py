"""Question wording: the release's hypotheses read as questions, any other key gets a generic clause."""

from __future__ import annotations

from harness.core.records import Hypothesis
from harness.questions.templates import HYPOTHESIS_CLAUSES, hypothesis_clause


def test_a_release_key_reads_as_its_own_question() -> None:
    hypothesis = Hypothesis("nda-5", "Sharing with employees", "Receiving Party may share ...")
    assert hypothesis_clause(hypothesis) == HYPOTHESIS_CLAUSES["nda-5"]
    assert hypothesis_clause(hypothesis).startswith("may the receiving party disclose")


def test_an_unknown_key_wraps_the_statement_lower_cased_without_its_full_stop() -> None:
    hypothesis = Hypothesis("nda-99", "New clause", "  Receiving Party shall keep a log of access.  ")
    assert (
        hypothesis_clause(hypothesis)
        == "does the agreement provide that receiving Party shall keep a log of access"
    )
