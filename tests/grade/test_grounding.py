"""The grounding check on hand-built claims and passages: each status, its deciding passage and span."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from harness.grade.grounding import (
    REPORTING,
    RESPONSE_FEATURES,
    ClaimCheck,
    Grounding,
    GroundingSettings,
    Idf,
    answer_claims,
    answers_beside_caveat,
    apart_pairs,
    claim_features,
    figures,
    ground,
    passage_facts,
    response_features,
    response_score,
)
from harness.text.verdict import read_answer

PASSAGES = [
    ("p:0", "In fiscal year 2019, the program cost $1.2 billion and served 35 percent of eligible veterans."),
    (
        "p:1",
        "The agency opened 14 new clinics on March 3, 2019, according to the "
        "Government Accountability Office.",
    ),
    ("p:2", "Pakistan's government said the flood damaged roads and bridges across Sindh province."),
]
IDF = Idf.of(passage_facts(t).lemma_set for _, t in PASSAGES)


def check(text: str, passages: list[tuple[str, str]] = PASSAGES) -> ClaimCheck:
    [claim] = ground([(text, 0, len(text))], passages, IDF).claims
    return claim


def test_a_claim_the_passages_hold_is_supported_with_its_passage_and_span() -> None:
    c = check("The agency opened 14 new clinics in 2019.")
    assert c.status == "supported" and c.passage_id == "p:1", c.why
    assert c.passage_span is not None
    start, end = c.passage_span
    assert "opened 14 new clinics" in PASSAGES[1][1][start:end]


def test_a_different_value_of_the_same_thing_conflicts() -> None:
    c = check("The agency opened 20 new clinics on March 3, 2019.")
    assert c.status == "conflict" and c.passage_id == "p:1"
    assert c.passage_span is not None and PASSAGES[1][1][slice(*c.passage_span)] == "14"
    dated = check("The program cost $1.2 billion in fiscal year 2017.")
    assert dated.status == "conflict" and "2019" in dated.why


def test_a_count_of_another_thing_is_not_a_conflict() -> None:
    # "900 nurses" and "14 new clinics" count different things: no conflict, but nothing holds it either
    c = check("The agency hired 900 nurses.")
    assert c.status == "baseless", c.why
    assert "values not held: 900" in c.why


def test_a_claim_of_words_no_passage_holds_is_baseless() -> None:
    c = check("Veterans praised the scheme as a triumph of modern medicine.")
    assert c.status == "baseless" and c.score >= GroundingSettings().threshold


def test_names_match_their_aliases_and_unknown_names_do_not() -> None:
    held = check("The Pakistani government said the flood damaged roads and bridges across Sindh province.")
    assert held.status == "supported", held.why
    acronym = check("The GAO said the agency opened 14 new clinics.")
    assert acronym.status == "supported", acronym.why
    unknown = check("The Pakistani government said the flood damaged roads in Karachi and Lahore.")
    assert unknown.status == "baseless" and "names not held: Karachi, Lahore" in unknown.why


def test_cited_passages_decide_ties_because_they_come_first() -> None:
    twin = [("q:9", PASSAGES[1][1]), ("p:1", PASSAGES[1][1])]
    assert check("The agency opened 14 new clinics.", twin).passage_id == "q:9"


def test_an_answer_is_grounded_only_when_every_claim_is() -> None:
    ok = ("The agency opened 14 new clinics.", 0, 33)
    bad = ("The agency opened 20 new clinics.", 34, 67)
    g = ground([ok, bad], PASSAGES, IDF)
    assert not g.grounded and g.conflicts
    score = g.as_score()
    assert (score["claims"], score["supported"], score["conflict"], score["baseless"]) == (2, 1, 1, 0)
    assert score["grounded"] is False and "1 conflicting" in g.why()
    assert Grounding().grounded and Grounding().as_score()["claims"] == 0


def test_claims_of_a_read_answer_leave_out_lead_ins_and_declines() -> None:
    text = "Here is a summary in 40 words:\nThe agency opened 14 new clinics. I cannot say more."
    reading = read_answer(text, "Summarize the passages.", "value", ())
    claims = answer_claims(reading)
    assert [c for c, _, _ in claims] == ["The agency opened 14 new clinics."]
    _, start, end = claims[0]
    assert reading.body[start:end] == "The agency opened 14 new clinics."


@pytest.mark.parametrize(
    ("text", "caveat"),
    [
        ("The passages do not mention the amount, but the agency opened new clinics.", True),
        ("The passages do not mention the amount. However, the agency opened new clinics.", True),
        ("I cannot answer this: no passage mentions the amount. The passages cover clinics.", False),
        ("I cannot answer this from the passages.", False),
    ],
)
def test_a_decline_followed_by_a_contrasting_claim_is_a_caveat(text: str, caveat: bool) -> None:
    assert answers_beside_caveat(read_answer(text, "How much did the agency pay?", "value", ())) is caveat


def test_idf_is_smoothed_over_passages() -> None:
    idf = Idf.of([frozenset({"clinic", "agency"}), frozenset({"agency"})])
    assert idf("agency") == pytest.approx(math.log(3 / 3) + 1)
    assert idf("clinic") == pytest.approx(math.log(3 / 2) + 1)
    assert idf("unseen") == pytest.approx(math.log(3 / 1) + 1)


def test_the_answer_level_decision_can_keep_a_weak_candidate_supported() -> None:
    claim = "Veterans praised the scheme as a triumph of modern medicine."
    strict = GroundingSettings(response_weights=())  # the claim-level rule alone: any candidate flags
    assert not ground([(claim, 0, len(claim))], PASSAGES, IDF, strict).grounded
    lenient = replace(GroundingSettings(), response_threshold=1.01)  # no answer score reaches it
    held = ground([(claim, 0, len(claim))], PASSAGES, IDF, lenient)
    assert held.grounded and [c.status for c in held.claims] == ["supported"]
    assert 0.0 < held.score < 1.0


def test_a_flagged_answer_marks_its_highest_scoring_claim_baseless_even_below_the_claim_threshold() -> None:
    claims = [
        "The agency opened 14 new clinics on March 3, 2019.",
        "Veterans praised the scheme as a triumph of modern medicine.",
    ]
    eager = replace(GroundingSettings(), threshold=1.01, response_threshold=0.0)
    checked = ground([(c, 0, len(c)) for c in claims], PASSAGES, IDF, eager)
    assert not checked.grounded
    assert [c.status for c in checked.claims] == ["supported", "baseless"]


def test_response_features_sum_and_maximise_the_claims() -> None:
    x = response_features([(0.2, 0.5, 1.0, 0.0, 1.0), (0.6, 0.1, 2.0, 1.0, 0.0)], [0.3, 0.7], 20, False, 0.5)
    assert dict(zip(RESPONSE_FEATURES, x, strict=True)) == pytest.approx(
        {
            "max_score": 0.7,
            "flagged": 1.0,
            "max_miss": 0.6,
            "sum_miss": 0.8,
            "max_gap": 0.5,
            "rare": 3.0,
            "values": 1.0,
            "names": 1.0,
            "claims": 2.0,
            "log_words": math.log1p(20),
            "conflict": 0.0,
        }
    )
    assert response_score(x, GroundingSettings(response_weights=())) == 1.0


def test_figures_read_digits_and_number_words_and_markup_is_not_words() -> None:
    assert sorted(figures("Of the 19 deaths, seven were confirmed.")) == [7.0, 19.0]
    worded = [("w:0", "Of the 19 confirmed deaths in Guinea, seven were identified post-mortem.")]
    idf = Idf.of(passage_facts(t).lemma_set for _, t in worded)
    found = claim_features(
        "In Guinea 7 of 19 deaths were identified post-mortem.",
        [passage_facts(worded[0][1])],
        [],
        idf,
        GroundingSettings(),
    )
    assert found.values == () and found.x[3] == 0.0
    marked = claim_features(
        "The agency opened&nbsp;new clinics.", [passage_facts(PASSAGES[1][1])], [], IDF, GroundingSettings()
    )
    plain = claim_features(
        "The agency opened new clinics.", [passage_facts(PASSAGES[1][1])], [], IDF, GroundingSettings()
    )
    assert marked.x == plain.x


def test_who_reports_a_claim_is_not_what_it_claims() -> None:
    facts = [passage_facts(t) for _, t in PASSAGES]
    reported = claim_features(
        "Officials said the agency opened 14 new clinics.", facts, [], IDF, GroundingSettings()
    )
    bare = claim_features("Officials: the agency opened 14 new clinics.", facts, [], IDF, GroundingSettings())
    assert "say" in REPORTING and reported.x[:2] == bare.x[:2]


def test_the_window_holds_a_word_by_another_form_of_it() -> None:
    facts = [passage_facts("Floods destroyed the bridges of Sindh province last week.")]
    idf = Idf.of(f.lemma_set for f in facts)
    found = claim_features(
        "The flood caused the destruction of bridges in Sindh.", facts, [], idf, GroundingSettings()
    )
    assert found.x[1] == found.x[0] < 0.35, found.x  # flood, destruction, bridge, Sindh: one window


def test_a_claim_held_whole_has_no_gap_whatever_the_hash_seed() -> None:
    """0.1 + 0.2 + 0.3 differs from 0.3 + 0.2 + 0.1 in the last bit: the share is summed in the
    claim's word order, as its total is, so a claim one window holds whole covers exactly 1.0
    (summed in a set's order it came out a hair under 1.0 under some hash seeds: "gap 0.00")."""
    from harness.grade.grounding import _window_cover

    facts = passage_facts("Alpha beacons guard gamma harbours.")
    wanted = {lemma: w for lemma, w in zip(sorted(facts.positions), (0.1, 0.2, 0.3, 0.4), strict=False)}
    total = sum(wanted.values())
    assert _window_cover(wanted, facts, 40, total, 0, 5).coverage == 1.0
    assert (
        _window_cover(
            dict(reversed(wanted.items())), facts, 40, sum(reversed(wanted.values())), 0, 5
        ).coverage
        == 1.0
    )


def test_words_the_passages_hold_only_in_different_sentences_are_apart() -> None:
    """Who did what: "Jordan noticed" is not held by a passage where Jordan drifts in one sentence
    and another man notices in the next, though every word of the claim is there."""
    facts = [passage_facts("Louis Jordan drifted for weeks. The second mate noticed a signal for help.")]
    swapped = claim_features("Jordan noticed a signal for help.", facts, [], IDF, GroundingSettings())
    held = claim_features("The mate noticed a signal for help.", facts, [], IDF, GroundingSettings())
    assert swapped.x[0] == held.x[0] == 0.0  # every word is held somewhere
    assert swapped.x[-1] > held.x[-1] == 0.0
    # each lemma is paired with the next ``reach`` only: with reach 1, jordan-signal is not a pair
    assert apart_pairs(["jordan", "notice", "signal"], facts, 5, 1) == 1
    assert apart_pairs(["jordan", "notice", "signal"], facts, 5, 2) == 2
    assert apart_pairs(["jordan", "unheard"], facts, 5, 3) == 1  # a word no passage holds
