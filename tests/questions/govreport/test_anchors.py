"""GovReport anchors by hand: which values are askable, agency mentions, and the evidence for a sentence."""

from __future__ import annotations

from harness.core.records import Document, Passage
from harness.corpus.base import Corpus
from harness.questions.govreport.anchors import AnchorIndex, agency_mentions, askable_anchors


def test_askable_anchors_skip_names_enumerations_and_repeats() -> None:
    texts = [a.text for a in askable_anchors("Under P.L. 109-58, (1) the fund paid $1.2 billion in 2019.")]
    assert texts == ["$1.2 billion", "2019"]
    assert [a.text for a in askable_anchors("In 2019 and again in 2019, 17 agencies failed.")] == ["17"]
    assert [a.text for a in askable_anchors("The National 911 Program spent 45 percent.")] == ["45 percent"]


def test_agency_mentions_skip_a_parenthesised_acronym_after_its_name() -> None:
    assert agency_mentions("The Federal Emergency Management Agency (FEMA) and HUD told GAO.") == [
        "HUD",
        "GAO",
    ]


def test_evidence_needs_the_anchor_in_any_format_and_the_sentences_words() -> None:
    report = (
        "Congress appropriated $1,200 million for wildfire grants to states in fiscal year 2019. "
        "Other spending reached 1.2 billion dollars across unrelated accounts."
    )
    cut = report.index("Other")
    doc = Document("gov-01", "Wildfire Grants", report, summary="")
    corpus = Corpus(
        "govreport",
        (doc,),
        (
            Passage("gov-01:0", "gov-01", 0, 0, cut, report[:cut]),
            Passage("gov-01:1", "gov-01", 1, cut, len(report), report[cut:]),
        ),
    )
    sentence = "Congress appropriated $1.2 billion for wildfire grants to states."
    anchor = askable_anchors(sentence)[0]
    # Both passages hold the amount; only the first shares >= 40% (and >= 3) of the content words.
    assert AnchorIndex(corpus).evidence("gov-01", sentence, anchor) == ("gov-01:0",)


def test_a_number_that_also_names_a_thing_in_the_sentence_is_never_blanked() -> None:
    sentence = "States moved 911 call centers to NG911 systems, and 42 states had done so by 2019."
    asked = [a.text for a in askable_anchors(sentence)]
    assert "911" not in asked and "42" in asked
