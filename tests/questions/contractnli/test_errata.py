"""Gold the evidence agrees with: flagged release labels are left out unless an erratum settles them."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from harness.core.errors import HarnessError
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions.contractnli.errata import errata_path, read_errata, reads_against, review
from harness.questions.contractnli.evidence import evidence_of


def test_the_shipped_errata_parse_and_each_line_names_its_passage_and_reason() -> None:
    errata = read_errata(errata_path("contractnli"))
    assert errata and all(e.passage.startswith(f"{e.document_id}:") and e.reason for e in errata.values())


def test_a_malformed_erratum_is_an_error_never_skipped(tmp_path: Path) -> None:
    bad = tmp_path / "errata.jsonl"
    bad.write_text('{"document_id": "d", "hypothesis_key": "nda-1"}\n', encoding="utf-8")
    with pytest.raises(HarnessError, match=r"errata\.jsonl:1"):
        read_errata(bad)
    bad.write_text(
        '{"document_id": "d", "hypothesis_key": "k", "label": "Maybe", "passage": "d:1", "reason": "x"}\n'
    )
    with pytest.raises(HarnessError, match="bad label"):
        read_errata(bad)


@pytest.fixture(scope="module")
def dev(contractnli_dir: Path) -> Corpus:
    return load_corpus("contractnli", data_dir=contractnli_dir, split="dev")


def test_a_release_no_whose_passage_reads_yes_is_flagged_and_settled_by_the_errata(dev: Corpus) -> None:
    errata = read_errata(errata_path("contractnli"))
    flagged = [
        g for g in dev.gold if g.label == "Contradiction" and reads_against(dev, g, evidence_of(dev, g) or ())
    ]
    assert flagged and {(g.document_id, g.hypothesis_key) for g in flagged} <= set(errata)
    corrected = next(g for g in flagged if errata[(g.document_id, g.hypothesis_key)].label != g.label)
    reviewed = review(dev, corrected, evidence_of(dev, corrected))
    assert reviewed.label == "Entailment" and reviewed.note.startswith(
        "label corrected to Entailment by erratum"
    )
    # The same corpus without reviewed errata leaves every flagged pair out.
    unreviewed = replace(dev, name="contractnli-unreviewed")
    assert all(review(unreviewed, g, evidence_of(dev, g)).label is None for g in flagged)
    # A pair that reads as its label is never flagged.
    holds = next(
        g for g in dev.gold if g.label == "Contradiction" and g not in flagged and evidence_of(dev, g)
    )
    assert review(dev, holds, evidence_of(dev, holds)).label == "Contradiction"
