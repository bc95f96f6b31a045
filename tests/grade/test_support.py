"""The reference grader's per-citation support and value checks (issue 13 follow-up): values stated
in a claim against the cited passage and the agreement, lead-in fragments, the polarity a citation
is used for, renumbered twin passages, contrastive citations and premise corrections."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from harness.core.records import Answer, Perturbation, Question, RetrievedPassage
from harness.corpus import load_corpus
from harness.grade import support
from harness.grade.reference import grade_answer
from harness.grade.support import (
    CONTRAST,
    SIDE_CLAIM_SHARE,
    attribution,
    cited_parts,
    content_share,
    decides,
    in_one_wording,
    modal_flip,
    names_other,
    other_party,
    prefixes,
    quotes,
    role_swap,
)
from harness.read.language import gloss
from harness.text.cues import main_clause
from harness.text.verdict import read_answer
from harness.text.yes_no import YesNo
from tests.grade.helpers import answer, corpus_of, make_corpus, question

PARTIES = "Under the NDA between Halden Marine AS and Quillon Analytics Ltd."
TEXTS = {
    "nda-01:0": "MUTUAL NON-DISCLOSURE AGREEMENT",
    "nda-01:1": "This Mutual Non-Disclosure Agreement is made on April 14, 2019 between Halden Marine AS "
    "and Quillon Analytics Ltd.",
    "nda-01:2": "4.1 This Agreement runs for two (2) years, unless either Party ends it earlier by giving "
    "thirty (30) days' written notice.",
    "nda-01:3": "5.1 Within fifteen (15) days after termination, the Receiving Party shall return or destroy "
    "all Confidential Information of the other Party.",
    "nda-01:4": "6. If a court order requires the Receiving Party to disclose Confidential Information, "
    "it may disclose only the portion the order requires, provided that it provides the Disclosing "
    "Party with:",
    "nda-01:5": "(a) prior written notice of the order; and",
    "nda-01:6": "(b) a copy of the order.",
    "nda-01:7": "7. Each party agrees not to reverse engineer, decompile or disassemble any software "
    "contained in the other party's Confidential Information.",
    "nda-01:8": '1.1 "Confidential Information" means technical and non-technical information relating to:',
    "nda-01:9": "(a) the Project's hull designs and sensor prices.",
    "nda-02:0": "6. Each party agrees not to reverse engineer, decompile or disassemble any software "
    "contained in the other party's Confidential Information.",
    "nda-03:0": "5.1 The Recipient shall return all material within five business days after a written "
    "request.",
    "nda-03:1": "2.4 The Recipient shall not reverse engineer or analyse any prototype it receives.",
    "nda-04:0": "This Confidentiality Agreement is made between Tarn Optics and Velder Labs.",
    "nda-04:1": "5.1 On termination the Recipient shall return all Confidential Information it holds.",
    "nda-05:0": "This Evaluation Agreement is made between Corvel Turbines plc and Dunmore Metrics Ltd.",
    "nda-05:1": "3.2 On written request the Recipient shall return or destroy the Evaluation Material, but "
    "it may keep one (1) archival copy with its outside counsel to evidence compliance.",
    "nda-05:2": "3.4 The Recipient shall not reverse engineer any sample it receives.",
    "nda-05:3": "8.1 The obligations of this Agreement survive its expiry for three (3) years.",
    "nda-06:0": "This Agreement is made between Ellery Foods Inc. and Fawcett Brands LLC.",
    "nda-06:1": "9. The Recipient shall return all Evaluation Material within twenty (20) days after "
    "the other party asks for it, and may keep two (2) copies for its records.",
    "nda-06:2": "10. The obligations of this Agreement survive its expiry for five (5) years.",
    "nda-07:0": "This Agreement is made between Gorsey Mills Ltd and Hatherop Dyes Ltd.",
    "nda-07:1": "7.2 If the Recipient is required by law to disclose Evaluation Material, it shall, before "
    "making any such disclosure –",
    "nda-07:2": "(a) notify the Discloser in writing; and",
    "nda-07:3": "(b) disclose only the part that is legally required.",
}
CORPUS = corpus_of(TEXTS, "support-test")
RETURN = (
    f"{PARTIES}, must the receiving party return or destroy the confidential information when the "
    "agreement ends?"
)
NOTICE = (
    f"{PARTIES}, must the receiving party give notice to the disclosing party if a court order requires it "
    "to disclose confidential information?"
)
REVERSE = (
    f"{PARTIES}, is the receiving party forbidden to reverse engineer software that embodies "
    "confidential information?"
)
LIMITED = f"{PARTIES}, is confidential information limited to technical information?"


def ask(text: str, evidence: tuple[str, ...], gold: str = "yes", **kw: object) -> Question:
    return question(gold=gold, evidence=evidence, text=text, document_id="nda-01", **kw)  # type: ignore[arg-type]


def reply(text: str, *ids: str) -> Answer:
    shown = tuple(
        RetrievedPassage(pid, pid.partition(":")[0], TEXTS[pid], score=10.0 - rank, rank=rank)
        for rank, pid in enumerate(ids, start=1)
    )
    return Answer(question_id="q1", text=text, citations=(), retrieved=shown, latency_s=0.01)


def graded(q: Question, text: str, *ids: str) -> tuple[str, bool | None, str]:
    grade = grade_answer(q, reply(text, *ids), CORPUS)
    return grade.factuality, grade.citation_supports, grade.rationale["factuality"]


def test_a_value_that_differs_from_the_cited_passage_is_wrong() -> None:
    q = ask(RETURN, ("nda-01:3",))
    for text in (
        "Yes — within 30 days of termination [nda-01:3].",
        "Yes, it must return everything within five business days [nda-01:3].",
        '{"answer": "yes", "explanation": "It must return the information within two weeks.", '
        '"citations": ["nda-01:3"]}',
    ):
        factuality, supports, why = graded(q, text, "nda-01:3", "nda-01:2")
        assert (factuality, supports) == ("wrong", False), (text, why)


def test_only_a_measured_value_is_read_against_the_passages_nearest_its_sentence(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    near = support._near
    read_for: list[frozenset[str]] = []

    def recorded(context: frozenset[str], texts: list[str]) -> list[str]:
        read_for.append(context)
        return near(context, texts)

    monkeypatch.setattr(support, "_near", recorded)
    q = ask(RETURN, ("nda-01:3",))
    dated = "Yes, it must return it all [nda-01:3]. The agreement was made on April 14, 2019."
    assert graded(q, dated, "nda-01:3", "nda-01:2")[0] == "correct"
    assert read_for == []  # a date need only occur in the agreement
    timed = "Yes, it must return it all [nda-01:3]. Either party may end it on thirty days' notice."
    assert graded(q, timed, "nda-01:3", "nda-01:2")[0] == "correct"
    assert len(read_for) == 1  # a period is read in its context: the notice clause states it


def test_a_value_the_cited_passage_states_is_fine_in_any_spelling() -> None:
    q = ask(RETURN, ("nda-01:3",))
    for text in (
        "Yes, within fifteen days after termination [nda-01:3].",
        "Yes (Passage 1). Under Section 5.1 the Receiving Party has 15 days after termination to return "
        "or destroy everything [nda-01:3].",
        "Yes.\n1. Return or destroy it within fifteen (15) days of termination [nda-01:3].",
    ):
        factuality, supports, why = graded(q, text, "nda-01:3", "nda-01:2")
        assert (factuality, supports) == ("correct", True), (text, why)


def test_an_uncited_value_taken_from_another_clause_is_wrong_but_one_stated_in_context_is_not() -> None:
    q = ask(RETURN, ("nda-01:3",))
    factuality, _, why = graded(q, "Yes [nda-01:3]. They have 30 days to do it.", "nda-01:3", "nda-01:2")
    assert factuality == "wrong" and "30 days" in why
    factuality, _, why = graded(q, "Yes [nda-01:3]. The agreement itself runs for two years.", "nda-01:3")
    assert factuality == "correct", why
    factuality, _, why = graded(q, "Yes [nda-01:3]. The agreement itself runs for five years.", "nda-01:3")
    assert factuality == "wrong", why


def test_a_value_taken_from_another_agreements_clause_is_wrong_unless_hedged() -> None:
    q = question(
        gold="yes", evidence=("nda-04:1",), text=RETURN.replace(PARTIES, "Under the Tarn Optics NDA")
    )
    q = replace(q, document_id="nda-04")
    text = "Yes, it must return everything within five business days [nda-03:0]."
    factuality, _, why = graded(q, text, "nda-03:0", "nda-04:1")
    assert factuality == "wrong" and "another agreement" in why, why
    text = "Yes, it must return everything, typically within about five business days [nda-03:0]."
    assert graded(q, text, "nda-03:0", "nda-04:1")[:2] == ("unsupported", False)


def test_a_value_said_again_after_its_cited_sentence_is_held() -> None:
    q = ask(RETURN, ("nda-01:3",))
    text = "Yes, within fifteen (15) days [nda-01:3]. The 15-day clock starts when the agreement ends."
    assert graded(q, text, "nda-01:3", "nda-01:2")[0] == "correct"


def test_a_true_side_value_its_gold_passage_does_not_state_leaves_the_verdict_backed() -> None:
    q = ask(RETURN, ("nda-01:3",))
    text = "Yes — within fifteen days [nda-01:3]; the agreement itself runs for two (2) years [nda-01:3]."
    factuality, supports, why = graded(q, text, "nda-01:3", "nda-01:2")
    assert (factuality, supports) == ("correct", False), why
    text = "Yes — within fifteen days [nda-01:3]; the agreement itself runs for five years [nda-01:3]."
    assert graded(q, text, "nda-01:3", "nda-01:2")[0] == "wrong"


def test_a_verdict_is_backed_by_a_gold_passage_one_of_its_citing_claims_holds() -> None:
    # an answer's own list: one item paraphrases beyond the passage's words, the others state it
    q = ask(RETURN, ("nda-01:3",))
    text = (
        "Yes. The Receiving Party must:\n1. return or destroy all Confidential Information [nda-01:3];\n"
        "2. do so within fifteen (15) days after termination [nda-01:3];\n3. foot the bill itself [nda-01:3]."
    )
    factuality, supports, why = graded(q, text, "nda-01:3", "nda-01:2")
    assert (factuality, supports) == ("correct", False), why
    # a gold passage also cited for the opposite verdict backs nothing
    text = "Yes, within fifteen days [nda-01:3]. No, it need not destroy anything [nda-01:3]."
    assert graded(q, text, "nda-01:3", "nda-01:2")[0] != "correct"


def test_a_passage_cited_for_the_verdict_must_speak_of_the_questions_clause() -> None:
    # the term clause shares the answer's words (written notice, thirty days) but not the question's
    q = ask(NOTICE, ("nda-01:4", "nda-01:5"))
    text = "Yes, the Receiving Party must give written notice thirty days ahead [nda-01:2]."
    assert graded(q, text, "nda-01:2", "nda-01:1")[:2] == ("unsupported", False)


def test_a_lead_in_ending_in_a_colon_does_not_support_a_claim_alone() -> None:
    q = ask(NOTICE, ("nda-01:4", "nda-01:5"))
    for text in (
        "Yes [nda-01:4].",
        "Yes. After a court order the Receiving Party must give the Disclosing Party prior written notice "
        "[nda-01:4].",
        "Yes — it may disclose only the portion the order requires, and must provide the Disclosing Party "
        "with notice [nda-01:4].",
    ):
        factuality, supports, why = graded(q, text, "nda-01:4", "nda-01:1")
        assert (factuality, supports) == ("unsupported", False), (text, why)
    # another cited passage that states it backs the verdict; the lead-in still does not support alone
    text = "Yes. It must give prior written notice of the order [nda-01:4][nda-01:5]."
    factuality, supports, why = graded(q, text, "nda-01:4", "nda-01:5")
    assert (factuality, supports) == ("correct", False), why


def test_a_lead_in_that_itself_states_the_claim_supports_it() -> None:
    q = ask(LIMITED, ("nda-01:8",), gold="no", stratum="contradicted")
    text = "No. Confidential Information covers technical and non-technical information [nda-01:8]."
    assert graded(q, text, "nda-01:8", "nda-01:1")[:2] == ("correct", True)


def test_gold_evidence_cited_by_the_reasoning_of_a_wrong_verdict_does_not_support() -> None:
    q = ask(REVERSE, ("nda-01:7",))
    factuality, supports, _ = graded(
        q, "No. Each party may decompile the software of the other party [nda-01:7].", "nda-01:7"
    )
    assert (factuality, supports) == ("wrong", False)
    # a clause-level reading of the cited sentence gives way to the answer's one verdict
    text = "Yes. Neither party may reverse engineer or decompile the other's software [nda-01:7]."
    assert graded(q, text, "nda-01:7")[:2] == ("correct", True)


def test_a_renumbered_twin_of_a_gold_passage_counts_as_gold_and_a_similar_clause_does_not() -> None:
    q = ask(REVERSE, ("nda-01:7",))
    text = "Yes. Each party agrees not to reverse engineer or decompile the other party's software [{}]."
    assert graded(q, text.format("nda-02:0"), "nda-02:0", "nda-01:1")[:2] == ("correct", True)
    assert graded(q, text.format("nda-03:1"), "nda-03:1", "nda-01:1")[:2] == ("unsupported", False)


def test_an_honest_contrastive_citation_supports_its_contrastive_claim() -> None:
    q = ask(RETURN, ("nda-01:3",))
    text = (
        "Yes, within fifteen (15) days after termination [nda-01:3]. Unlike this agreement, the "
        "Recipient's agreement allows five business days [nda-03:0]."
    )
    assert graded(q, text, "nda-01:3", "nda-03:0")[:2] == ("correct", True)


def test_a_premise_correction_needs_a_passage_stating_the_original_and_no_new_false_value() -> None:
    date = Perturbation(kind="wrong_date", original="April 14, 2019", replacement="April 14, 2018")
    text = RETURN.replace(PARTIES, PARTIES[:-1] + " dated April 14, 2018")
    q = ask(text, ("nda-01:1",), gold="none", stratum="adversarial", perturbation=date)
    # no correction formula: the answer names the original date, cited to the passage that states it
    assert graded(q, "That agreement is dated April 14, 2019 [nda-01:1].", "nda-01:1", "nda-01:0")[:2] == (
        "correct",
        True,
    )
    # the title line does not state the original
    factuality, _, why = graded(
        q, "Wrong date: it is dated April 14, 2019 [nda-01:0].", "nda-01:1", "nda-01:0"
    )
    assert factuality == "unsupported", why
    # a new false value
    factuality, _, why = graded(
        q, "There is no such agreement; theirs is dated April 14, 2020 [nda-01:1].", "nda-01:1", "nda-01:0"
    )
    assert factuality == "wrong", why


def test_a_value_answer_is_read_in_words_with_its_unit() -> None:
    q = ask(
        f"{PARTIES}, how many days' written notice ends the agreement early?", ("nda-01:2",), gold="30 days"
    )
    q = replace(q, answer_type="value")
    assert graded(q, "Thirty days' written notice (Passage 1) [nda-01:2].", "nda-01:2")[:2] == (
        "correct",
        True,
    )
    assert graded(q, "Fifteen (15) days [nda-01:2].", "nda-01:2")[0] == "wrong"


def test_a_passage_reference_in_a_premise_correction_is_no_new_false_value() -> None:
    date = Perturbation(kind="wrong_date", original="April 14, 2019", replacement="April 14, 2018")
    text = RETURN.replace(PARTIES, PARTIES[:-1] + " dated April 14, 2018")
    q = ask(text, ("nda-01:1",), gold="none", stratum="adversarial", perturbation=date)
    answer = (
        "The premise is wrong: Passage 2 shows the agreement is dated April 14, 2019, not 2018 [nda-01:1]."
    )
    assert graded(q, answer, "nda-01:1", "nda-01:0")[0] == "correct"


CORVEL = "Under the Evaluation Agreement between Corvel Turbines plc and Dunmore Metrics Ltd."
KEEP = f"{CORVEL}, may the receiving party keep a copy of the evaluation material after returning the rest?"
SURVIVE = f"{CORVEL}, do the obligations survive the agreement's expiry?"


def corvel(text: str, evidence: tuple[str, ...]) -> Question:
    return question(gold="yes", evidence=evidence, text=text, document_id="nda-05")


def test_a_count_with_a_noun_between_number_and_unit_is_compared_with_the_cited_passage() -> None:
    q = corvel(KEEP, ("nda-05:1",))
    for text in (
        "Yes: Dunmore may hold on to up to three archival copies with its lawyers [nda-05:1].",
        "Yes. It can retain 2 backup copies with outside counsel to show compliance (nda-05:1).",
    ):
        factuality, supports, why = graded(q, text, "nda-05:1", "nda-06:1")
        assert (factuality, supports) == ("wrong", False), why
    text = "Yes, it may retain a single archival copy, one copy only, with outside counsel [nda-05:1]."
    assert graded(q, text, "nda-05:1", "nda-06:1")[:2] == ("correct", True)


def test_a_deadline_neither_the_cited_passage_nor_the_agreement_states_is_wrong() -> None:
    q = corvel(
        KEEP.replace("may the receiving party keep a copy", "must the receiving party return"), ("nda-05:1",)
    )
    text = "Yes - Dunmore has to give it all back within twenty days of a written request (nda-05:1)"
    factuality, supports, why = graded(q, text, "nda-05:1", "nda-06:1")
    assert factuality == "wrong" and ("20" in why or "twenty" in why), why
    assert supports is False


def test_a_clause_number_used_as_a_reference_is_no_value() -> None:
    q = corvel(SURVIVE, ("nda-05:3",))
    for text in (
        "Yes. 8.1 says the obligations continue for three years after expiry [nda-05:3].",
        "Yes, per 8.1. The obligations continue for three years after expiry [nda-05:3].",
        "Clause 8.1: yes, the obligations outlive expiry by three years [nda-05:3].",
        "Yes - 8.1: the obligations outlive expiry by three years [nda-05:3].",
    ):
        factuality, supports, why = graded(q, text, "nda-05:3", "nda-06:2")
        assert (factuality, supports) == ("correct", True), (text, why)


def test_a_row_naming_another_agreement_is_a_contrastive_citation() -> None:
    q = corvel(SURVIVE, ("nda-05:3",))
    text = (
        "**Yes.** Dunmore's obligations survive expiry for three (3) years [nda-05:3].\n\n"
        "| Parties | Survival |\n|---|---|\n"
        "| Corvel–Dunmore [nda-05:3] | 3 years |\n"
        "| Ellery–Fawcett [nda-06:2] | 5 years |"
    )
    assert graded(q, text, "nda-05:3", "nda-06:2")[:2] == ("correct", True)
    text = (
        "Yes, they survive for three (3) years [nda-05:3]. The five (5) year term in nda-06:2 is the "
        "Ellery Foods and Fawcett Brands agreement's."
    )
    assert graded(q, text, "nda-05:3", "nda-06:2")[:2] == ("correct", True)


def test_a_contrastive_sentence_still_cites_the_asked_agreements_passage_for_its_own_part() -> None:
    q = corvel(SURVIVE, ("nda-05:3",))
    text = (
        "Yes: the obligations survive expiry for three (3) years [nda-05:3]; the five-year term in "
        "[nda-06:2] belongs to a different agreement."
    )
    assert graded(q, text, "nda-05:3", "nda-06:2")[:2] == ("correct", True)
    table = (
        "Yes.\n\n| Agreement | Clause | Survival |\n|---|---|---|\n"
        "| Corvel–Dunmore | 8.1 [nda-05:3] | three (3) years |\n"
        "| Ellery–Fawcett | 10 [nda-06:2] | five (5) years |"
    )
    assert graded(q, table, "nda-05:3", "nda-06:2")[:2] == ("correct", True)


def wrong_party_question() -> Question:
    """The survival question asked of Corvel's agreement under a wrong counterparty name."""
    party = Perturbation(kind="wrong_party", original="Dunmore Metrics Ltd.", replacement="Dunmore Labs")
    return question(
        gold="none",
        evidence=("nda-05:0",),
        text=SURVIVE.replace("Dunmore Metrics Ltd.", "Dunmore Labs"),
        document_id="nda-05",
        stratum="adversarial",
        perturbation=party,
    )


def test_a_json_premise_correction_under_a_key_of_its_own_is_read_as_one() -> None:
    q = wrong_party_question()
    text = (
        '{"premise_problem": "The agreement is with Dunmore Metrics Ltd., not Dunmore Labs.", '
        '"answer": null, "citations": ["nda-05:0"]}'
    )
    assert graded(q, text, "nda-05:0", "nda-05:3")[:2] == ("correct", True)


def test_a_correction_stating_the_original_then_declining_commits_to_the_correction() -> None:
    q = wrong_party_question()
    decline = " Whether its obligations survive expiry is not shown in these passages, so I can't say."
    stated = (
        "The question has the wrong party: Corvel's agreement is with Dunmore Metrics Ltd., not Dunmore Labs"
    )
    # cited to the passage that names the party: correct
    assert graded(q, stated + " [nda-05:0]." + decline, "nda-05:0", "nda-05:3")[0] == "correct"
    # cited to a passage that does not name it: a committed correction, unverified, not a refusal
    assert graded(q, stated + " [nda-05:3]." + decline, "nda-05:0", "nda-05:3")[0] == "unsupported"
    # only suggested, with nothing stated as fact: a refusal
    hedged = (
        "I can't find an agreement with Dunmore Labs here; if you meant Dunmore Metrics Ltd., see its term."
    )
    assert graded(q, hedged, "nda-05:0", "nda-05:3")[0] == "refused"


def test_a_lead_in_ending_in_a_dash_does_not_support_what_it_introduces() -> None:
    text = (
        "Under the Agreement between Gorsey Mills Ltd and Hatherop Dyes Ltd, must the recipient notify the "
    )
    q = question(
        gold="yes",
        evidence=("nda-07:1", "nda-07:2"),
        document_id="nda-07",
        text=text + "discloser before a disclosure the law requires?",
    )
    answer = (
        "Yes. If the law compels disclosure, Hatherop must first notify the Discloser in writing [nda-07:1]."
    )
    assert graded(q, answer, "nda-07:1", "nda-07:0")[:2] == ("unsupported", False)
    answer = "Yes. If the law compels it, it must first notify the Discloser in writing [nda-07:1][nda-07:2]."
    assert graded(q, answer, "nda-07:1", "nda-07:2")[0] == "correct"


def test_a_sentence_naming_another_document_by_its_id_cites_it_contrastively() -> None:
    q = corvel(SURVIVE, ("nda-05:3",))
    text = (
        "Yes, for three (3) years [nda-05:3].\n\n- document nda-06 keeps them for five (5) years [nda-06:2]."
    )
    assert graded(q, text, "nda-05:3", "nda-06:2")[:2] == ("correct", True)


def test_bare_ids_used_as_labels_are_citations() -> None:
    q = corvel(SURVIVE, ("nda-05:3",))
    for text in (
        "Yes — nda-05:3: the obligations survive expiry for three (3) years.",
        "Yes.\n- nda-05:3: the obligations survive expiry for three (3) years.\n"
        "- nda-06:2: the Ellery agreement keeps them five (5) years.",
    ):
        assert graded(q, text, "nda-05:3", "nda-06:2")[:2] == ("correct", True), text


def test_a_defined_term_many_agreements_use_names_no_other_agreement() -> None:
    q = ask(RETURN, ("nda-01:3",))  # nda-01 says "Receiving Party", never "Recipient"
    assert not names_other(CORPUS, "The Recipient must return it within twenty days.", "nda-06", q)
    assert names_other(CORPUS, "Ellery must return it within twenty days.", "nda-06", q)
    text = "Yes, the Recipient must return it all within twenty (20) days [nda-06:1]."
    assert graded(q, text, "nda-06:1", "nda-01:3")[:2] == ("wrong", False)


def test_a_document_named_by_its_id_whatever_the_script() -> None:
    q = ask(RETURN, ("nda-01:3",))
    assert names_other(CORPUS, "Document NDA-06 requires it within twenty days.", "nda-06", q)
    assert not names_other(CORPUS, "It is due within twenty days [nda-06:1].", "nda-06", q)  # a citation
    assert not names_other(CORPUS, "Document nda-066 requires it within twenty days.", "nda-06", q)
    # a non-ASCII letter that matches an ASCII one case aside ("ſ" as "s") still names it
    assert names_other(CORPUS, "Document ſda-06 requires it.", "sda-06", q)


def test_attribution_reads_the_uncited_sentence_after_a_citation() -> None:
    """ "... [x:30]. Wait - that passage is from a different form." places x:30 in another agreement;
    a following sentence with its own citation says nothing about the one before."""
    q = "Under the NDA dated August 23, 2019, may confidential information include oral disclosures?"
    placed = read_answer(
        "Passage cnli-64:30 sets a 30-day rule, so I started there. Wait - that passage is from a different "
        "form, not this NDA. Oral disclosures count if confirmed in writing within 15 days [cnli-29:5].",
        q,
    ).sentences
    assert CONTRAST.search(attribution(placed, 0))
    assert attribution(placed, 2) == placed[2].plain
    cited_next = read_answer(
        "It sets 30 days [cnli-64:30]. The other agreement's form differs [cnli-29:5].", q
    )
    assert attribution(cited_next.sentences, 0) == cited_next.sentences[0].plain


def test_a_value_the_question_states_need_not_be_in_the_cited_passage() -> None:
    """ "Under the March 3, 2019 NDA, employees may receive it [id]": the date is the question's own,
    restated; the passage backs the claim without it. A date the question does not state still must."""
    q = question(
        text="Under the NDA between Acme Robotics and Borealis Labs dated March 3, 2019, may the receiving "
        "party share confidential information with its employees?"
    )
    corpus = make_corpus()
    said = (
        "Yes: under the March 3, 2019 NDA, employees who need to know may receive confidential "
        "information [mini-01:1]."
    )
    assert grade_answer(q, answer(said), corpus).citation_supports is True
    other = said.replace("March 3, 2019", "April 9, 2017")
    assert grade_answer(q, answer(other), corpus).citation_supports is False


@pytest.mark.parametrize(
    ("sentence", "contrastive"),
    [
        ("[x:22] is from a Yahoo! mutual NDA, not part of the Kaplan/Quest agreement.", True),
        ("That clause is not from this agreement.", True),
        ("That passage is not in the agreement asked about.", True),
        ("By contrast, the Corvane agreement prohibits copying entirely.", True),
        ("This is not the only agreement term.", False),
        ("By contrast, copying needs consent.", False),
    ],
)
def test_placing_a_passage_outside_the_asked_agreement_is_contrastive(
    sentence: str, contrastive: bool
) -> None:
    assert bool(CONTRAST.search(sentence)) is contrastive


def test_a_sentence_saying_what_a_passage_is_is_backed_when_true_of_it() -> None:
    from harness.grade.support import describes_truly

    clause = TEXTS["nda-01:3"]
    assert describes_truly("nda-01:3 is about returning the information after termination.", clause)
    assert describes_truly("Clause 5.1 covers it.", clause)
    assert describes_truly("The other passages are the title and the signature block (nda-01:0).", "X")
    assert describes_truly("Clause 4.1 covers it.", clause) is False  # another clause number
    assert describes_truly("nda-01:3 is about hull designs.", clause) is None  # then read as any claim
    assert describes_truly("nda-01:3 requires return within fifteen days.", clause) is None  # a claim
    q = ask(RETURN, ("nda-01:3",))
    text = "nda-01:0 is the title. Yes: within fifteen (15) days after termination it must return it "
    text += "[nda-01:3]."
    assert graded(q, text, "nda-01:3", "nda-01:0")[:2] == ("correct", True)


def test_a_passage_cited_beside_gold_evidence_backs_what_the_gold_passage_does_not_hold() -> None:
    q = ask(RETURN, ("nda-01:3",))
    text = (
        "Yes. Under the April 14, 2019 agreement between Halden Marine AS and Quillon Analytics Ltd., "
        "the Receiving Party shall return or destroy all Confidential Information within fifteen (15) "
        "days after termination [nda-01:1][nda-01:3]."
    )
    assert graded(q, text, "nda-01:1", "nda-01:3")[:2] == ("correct", True)
    # beside no gold passage, the preamble cited for the verdict does not speak of the question's clause
    alone = "Yes, Halden Marine AS must return the information under the April 14, 2019 agreement [nda-01:1]."
    assert graded(q, alone, "nda-01:1", "nda-01:3")[1] is False


def test_a_passage_placed_in_another_agreement_then_cited_for_the_verdict_backs_nothing() -> None:
    q = ask(REVERSE, ("nda-01:7",))
    text = (
        "[nda-03:1] forbids reverse engineering. That passage is from a different agreement.\n"
        "Still, I'll go with yes [nda-03:1]."
    )
    assert graded(q, text, "nda-03:1")[1] is False
    # said of the other agreement only, it is a contrastive citation: nothing to back
    assert graded(q, text.split("\n")[0], "nda-03:1")[0] == "refused"


def test_a_clause_said_to_be_another_agreements_backs_that_even_when_the_question_is_unsettled() -> None:
    q = ask(REVERSE, (), gold="none")
    text = "The only such clause shown (nda-03:1) belongs to a different agreement, so I can't say."
    text += " At a guess, yes."
    assert graded(q, text, "nda-03:1")[1] is True


def test_a_premise_correction_names_no_one_new_with_the_questions_words_or_another_agreements_names() -> None:
    date = Perturbation(kind="wrong_date", original="April 14, 2019", replacement="April 14, 2018")
    text = RETURN.replace(PARTIES, PARTIES[:-1] + " dated April 14, 2018")
    q = ask(text, ("nda-01:1",), gold="none", stratum="adversarial", perturbation=date)
    # "Quillon Analytics Mutual": each of its words is the question's or the cited passage's
    ok = "The Quillon Analytics Mutual agreement is dated April 14, 2019, not April 14, 2018 [nda-01:1]."
    assert graded(q, ok, "nda-01:1", "nda-01:0")[0] == "correct"
    # a party no one gave is a new false value
    made_up = "The Halden–Quillon agreement, signed by Marlowe Trading, is dated April 14, 2019 [nda-01:1]."
    assert graded(q, made_up, "nda-01:1", "nda-01:0")[0] == "wrong"


def test_document_counts_are_kept_per_corpus_and_recounted_when_damaged(tmp_path, monkeypatch):
    """The per-corpus word counts ``names_other`` reads come back equal from the cache folder, and
    a damaged entry is counted again (issue 27: a first answer need not count the corpus)."""
    from harness.grade.support import _document_counts

    monkeypatch.setenv("HARNESS_CACHE_DIR", str(tmp_path))
    count = _document_counts.__wrapped__
    corpus = corpus_of({"a-1:0": "Alpha beta.", "b-1:0": "Beta Gamma beta", "b-1:1": "alpha"})
    first = count(corpus)
    assert first == {"": 2, "alpha": 2, "beta": 2, "gamma": 1}
    (entry,) = (tmp_path / "document-counts").iterdir()
    assert count(corpus) == first
    entry.write_text('{"alpha": 99}', encoding="utf-8")  # no document count: damaged
    assert count(corpus) == first
    assert json.loads(entry.read_text(encoding="utf-8")) == first  # written again whole
    assert count(corpus_of({"x-1:0": "Only Words"})) == {"": 1, "only": 1, "words": 1}


# reference-9: paraphrase, claims cited in parts, quotations, third agreements


def test_wordings_of_one_sense_meet_their_passage() -> None:
    """The lexicon's ``same_sense`` class: "send back or get rid of ... it holds" is "return or destroy
    ... in its possession"; a word that only starts like a wording is left alone."""
    said = prefixes("Once it is over, it has to send back or get rid of the confidential material it holds.")
    assert {"retur", "destr", "retai"} <= said & prefixes(
        "return or destroy all Confidential Information in its possession"
    )
    assert prefixes("Staff were told orally.") == prefixes("employees were notified oral")
    assert in_one_wording("the passage on notes") == "the passage on notes"
    # a survival clause in other words: "keep running", "no end date", "relating to"
    assert {"survi", "indef", "conce", "sourc"} <= prefixes(
        "Its duties keep running, and anything relating to source code has no end date at all."
    ) & prefixes("obligations survive, except that obligations concerning source code survive indefinitely")
    assert in_one_wording("It sent back and shared everything.") == "It return and disclose everything."
    # the words of a wording are apart by spaces only; one may close the text
    assert in_one_wording("send, back the notes") == "send, back the notes"
    assert in_one_wording("it shall send   back") == "it shall return"


def test_a_paraphrased_side_claim_is_backed_by_the_passage_it_paraphrases() -> None:
    q = ask(RETURN, ("nda-01:3",))
    text = (
        "Yes [nda-01:3]. Once the agreement is over, the recipient has to send back or get rid of the "
        "other side's secret material within fifteen (15) days [nda-01:3]."
    )
    assert graded(q, text, "nda-01:3", "nda-01:2")[:2] == ("correct", True)
    unrelated = "Yes [nda-01:3]. Staff may be told about the hull designs [nda-01:3]."
    assert graded(q, unrelated, "nda-01:3", "nda-01:2")[1] is False


def test_a_sentence_citing_at_several_places_is_read_per_part() -> None:
    text = (
        "The recipient may pass it to its consultants [cnli-37:63], provided they are bound by their own "
        "contracts not to disclose it [cnli-7:49]."
    )
    assert cited_parts(text) == {
        "cnli-37:63": "The recipient may pass it to its consultants",
        "cnli-7:49": "provided they are bound by their own contracts not to disclose it",
    }
    with pytest.raises(TypeError):  # kept for the next passage the sentence cites: read-only
        cited_parts(text)["cnli-7:49"] = ""  # type: ignore[index]
    assert cited_parts("Yes, it must return it [a-1:1][b-2:2].") == {}
    assert cited_parts("a-1:1 is the return clause [b-2:2].") == {}
    q = ask(RETURN, ("nda-01:3",))
    answer = (
        "Yes [nda-01:3]. It must return or destroy everything within fifteen (15) days of termination "
        "[nda-01:3], and either Party may end the agreement early by giving thirty (30) days' written "
        "notice [nda-01:2]."
    )
    assert graded(q, answer, "nda-01:3", "nda-01:2")[:2] == ("correct", True)


def test_a_verbatim_quotation_backs_the_sentence_quoting_it() -> None:
    passage = TEXTS["nda-01:7"]
    assert quotes(
        'It treats "not to reverse engineer, decompile or disassemble any software" as a ban.', passage
    )
    assert quotes(
        'It says "agrees not to reverse engineer ... any software contained in the other" party.', passage
    )
    assert not quotes('It says "may reverse engineer any software it likes at all" here.', passage)
    assert not quotes('It says "reverse engineer" somewhere.', passage)
    assert quotes(
        'It says "reverse engineer", in "not to reverse engineer, decompile or disassemble".', passage
    )
    q = ask(REVERSE, ("nda-01:7",))
    text = (
        'Yes [nda-01:7]. The NDA treats what each party "agrees not to reverse engineer, decompile or '
        'disassemble" as outside what a holder of sample code can lawfully try [nda-01:7].'
    )
    assert graded(q, text, "nda-01:7", "nda-01:2")[:2] == ("correct", True)


def test_a_bare_source_label_carries_the_answers_verdict() -> None:
    q = ask(RETURN, ("nda-01:3",))
    text = "Yes — it gives everything back or wipes it when the deal finishes. (Source: Passage 1)"
    assert graded(q, text, "nda-01:3", "nda-01:2")[:2] == ("correct", True)


def wrong_date_question() -> Question:
    """The reverse-engineering question with a false date (April 14, 2018 for 2019): adversarial."""
    date = Perturbation(kind="wrong_date", original="April 14, 2019", replacement="April 14, 2018")
    text = REVERSE.replace(PARTIES, PARTIES[:-1] + " dated April 14, 2018")
    return ask(text, ("nda-01:1",), gold="none", stratum="adversarial", perturbation=date)


def test_a_premise_correction_answered_from_a_third_agreement_is_wrong() -> None:
    q = wrong_date_question()
    third = (
        "The agreement is dated April 14, 2019, not 2018 [nda-01:1]. So yes: it may not reverse engineer "
        "or analyse any prototype it receives [nda-03:1]."
    )
    factuality, supports, why = graded(q, third, "nda-01:1", "nda-03:1")
    assert (factuality, supports) == ("wrong", False), why
    own = (
        "The agreement is dated April 14, 2019, not 2018 [nda-01:1]. So yes: each party agrees not to "
        "reverse engineer, decompile or disassemble its software [nda-01:7]."
    )
    assert graded(q, own, "nda-01:1", "nda-01:7")[:2] == ("correct", True)
    placed = (
        "The agreement is dated April 14, 2019, not 2018 [nda-01:1]. Yes; the prototype clause [nda-03:1] "
        "is from another agreement."
    )
    assert graded(q, placed, "nda-01:1", "nda-03:1")[1] is True


def test_a_correction_that_restores_the_original_and_answers_for_the_real_agreement_is_correct() -> None:
    """reference-10: no correction formula ("not 2018", "there is no ... between"), the answer names
    the real date and answers for that agreement: a premise correction, not a made-up verdict."""
    q = wrong_date_question()
    own = (
        "The agreement between them was made on April 14, 2019 [nda-01:1]. Under that agreement, yes: each "
        "party agrees not to reverse engineer, decompile or disassemble its software [nda-01:7]."
    )
    factuality, supports, why = graded(q, own, "nda-01:1", "nda-01:7")
    assert (factuality, supports) == ("correct", True), why
    third = own.replace(
        "each party agrees not to reverse engineer, decompile or disassemble its software",
        "it may not reverse engineer or analyse any prototype it receives",
    ).replace("nda-01:7", "nda-03:1")
    assert graded(q, third, "nda-01:1", "nda-03:1")[:2] == ("wrong", False)
    unrestored = (
        "Yes: each party agrees not to reverse engineer, decompile or disassemble its software [nda-01:7]."
    )
    assert graded(q, unrestored, "nda-01:1", "nda-01:7")[0] == "wrong"


def test_a_correction_that_repeats_what_it_was_given_states_no_new_value() -> None:
    """reference-10: a step number split off a heading, a quoted heading's number, a party of the
    other agreement a cited passage is from, the real agreement's defined terms and an evidence noun
    are no new values; a party nothing given holds still is."""
    q = wrong_date_question()
    correction = "The agreement is dated April 14, 2019, not 2018 [nda-01:1]."
    for extra in (
        "**1. Check the premise.** ",
        'The heading "6. If a court order" is cited too [nda-01:4]. ',
        "The return clause cited, of Fawcett Brands, gives twenty days [nda-06:1]. ",
        "Source (Doc id: nda-01:1). ",
    ):
        factuality, _, why = graded(q, extra + correction, "nda-01:1", "nda-01:4", "nda-01:9", "nda-06:1")
        assert factuality == "correct", (extra, why)
    glossed = "The other passage is just the title block [nda-01:0]. " + correction
    assert graded(q, glossed, "nda-01:1", "nda-01:0")[:2] == ("correct", True)
    invented = "The agreement is dated April 14, 2019 between Halden Marine and Orvik Shipping [nda-01:1]."
    assert graded(q, invented, "nda-01:1")[0] == "wrong"


NO_REVERSING = "2.4 Neither Northwick nor Gossamer shall reverse engineer any aircraft, sensor or software."


@pytest.mark.parametrize(
    ("claim", "passage", "flipped"),
    [
        # a permission where the passage forbids, and the reverse
        (
            "Northwick may reverse engineer Gossamer's aircraft where needed.",
            NO_REVERSING,
            "may reverse engineer",
        ),
        ("Gossamer is free to reverse engineer the software.", NO_REVERSING, "is free to"),
        (
            "The Recipient cannot share it with its employees.",
            "The Recipient may share Confidential Information with its employees.",
            "cannot share it",
        ),
        # near misses: the same force, a qualified passage, a conditioned prohibition, another duty
        ("Neither party may reverse engineer the aircraft or software.", NO_REVERSING, ""),
        (
            "It may disclose the information if a court orders it.",
            "It shall not disclose Confidential Information unless a court orders it.",
            "",
        ),
        (
            "It may not share it without prior written consent.",
            "It may share Confidential Information with prior written consent.",
            "",
        ),
        (
            "It may share it with its employees.",
            "It shall not disclose Confidential Information, except that it may share it with its employees.",
            "",
        ),
        ("Northwick may keep one archival copy.", NO_REVERSING, ""),
        # a paraphrased duty ("brief" its advisers is "disclose" to them) against a ban naming them
        (
            "It may still brief its professional advisers provided they owe a duty of confidence.",
            "Wrenhaven shall not share any Confidential Information with its consultants or professional"
            " advisors.",
            "may still brief",
        ),
        # a duty where the passage only limits, and near misses: the limit said as one, a permission
        (
            "The Recipient shall disclose it to its employees who need it.",
            "The Recipient shall disclose Confidential Information only to employees who need to know it.",
            "shall disclose it",
        ),
        (
            "The Recipient must disclose it to its employees only when they need it.",
            "The Recipient shall disclose Confidential Information only to employees who need to know it.",
            "",
        ),
        (
            "The Recipient may disclose it to its employees who need it.",
            "The Recipient shall disclose Confidential Information only to employees who need to know it.",
            "",
        ),
        (
            "It can share it with its Pilot team.",
            "Halvorsen shall not disclose the existence of this Agreement to anyone outside the Pilot team.",
            "",
        ),
        # a prohibition written as a verb, and a permission written as one negated; near misses: the
        # same force in other words, a claim the passage qualifies, a verb that governs other words
        (
            "The agreement also bars either party from soliciting or hiring the other's employees.",
            "Nothing in this Agreement prevents Ashgrove or Fennick from choosing to solicit, recruit or hire"
            " any employees of the other party.",
            "bars either party",
        ),
        (
            "Neither party may solicit or hire the other's employees.",
            "Nothing in this Agreement prevents Ashgrove or Fennick from choosing to solicit, recruit or hire"
            " any employees of the other party.",
            "may solicit or",
        ),
        (
            "Nothing in the agreement prevents Wrenhaven from sharing it with its consultants.",
            "Wrenhaven shall not share any Confidential Information with its consultants or agents.",
            "prevents Wrenhaven from",
        ),
        (
            "The clause prohibits Wrenhaven from sharing it with its consultants.",
            "Wrenhaven shall not share any Confidential Information with its consultants or agents.",
            "",
        ),
        (
            "The agreement bars either party from soliciting employees unless the other consents.",
            "Nothing in this Agreement prevents Ashgrove or Fennick from choosing to solicit any employees.",
            "",
        ),
        (
            "The agreement bars the Recipient from reverse engineering the samples.",
            "Nothing in this Agreement prevents Ashgrove or Fennick from choosing to solicit any employees.",
            "",
        ),
        # the negation of a prohibiting verb is read over its clause; a modal governing it is no force
        # of its own; "from" must govern an act (a gerund), not a source
        (
            "Nothing in this Agreement shall be construed to prevent either party from hiring employees.",
            "Either party may hire employees of the other party.",
            "",
        ),
        (
            "The Disclosing Party cannot prevent the Receiving Party from disclosing it to its legal"
            " advisers.",
            "The Receiving Party may disclose Confidential Information to its legal advisers.",
            "",
        ),
        (
            "No provision bars the Receiving Party from disclosing it to its legal advisers.",
            "The Receiving Party may disclose Confidential Information to its legal advisers.",
            "",
        ),
        (
            "The agreement bars the Receiving Party from disclosing it to its legal advisers.",
            "The Receiving Party may disclose Confidential Information to its legal advisers.",
            "bars the Receiving",
        ),
        (
            "The clause prohibits disclosure of data received from third parties.",
            "The Recipient may use data received from third parties.",
            "",
        ),
    ],
)
def test_a_claim_giving_a_duty_the_opposite_force_of_its_passage(
    claim: str, passage: str, flipped: str
) -> None:
    assert modal_flip(claim, passage) == flipped


def test_a_verdict_that_lays_the_duty_on_the_other_party_or_flips_it_is_wrong() -> None:
    """reference-10: the right verdict cited to the gold clause, with a detail that contradicts it."""
    texts = {
        **TEXTS,
        "nda-01:10": "8.2 Neither Halden nor Quillon shall reverse engineer any prototype of the other.",
        "nda-01:11": "8.3 Quillon shall return all prototypes within ten days of a request from Halden.",
    }
    corpus = corpus_of(texts, "duty-test")

    def grade(q: Question, text: str, pid: str) -> tuple[str, bool | None, str]:
        shown = (RetrievedPassage(pid, "nda-01", texts[pid], score=1.0, rank=1),)
        g = grade_answer(
            q, Answer(question_id="q1", text=text, citations=(), retrieved=shown, latency_s=0.0), corpus
        )
        return g.factuality, g.citation_supports, g.rationale["factuality"]

    back = ask(f"{PARTIES[:-1]}, must the receiving party return prototypes on request?", ("nda-01:11",))
    swapped = "Yes. Halden must return all prototypes within ten days of a request from Quillon [nda-01:11]."
    assert grade(back, swapped, "nda-01:11")[:2] == ("wrong", False)
    right = "Yes. Quillon must return all prototypes within ten days of a request from Halden [nda-01:11]."
    assert grade(back, right, "nda-01:11")[:2] == ("correct", True)
    banned = ask(
        f"{PARTIES[:-1]}, is the receiving party forbidden to reverse engineer prototypes?", ("nda-01:10",)
    )
    flipped = "Yes, though Quillon may reverse engineer a prototype where the project needs it [nda-01:10]."
    assert grade(banned, flipped, "nda-01:10")[0] == "wrong"
    kept = "Yes. Neither party may reverse engineer the other's prototypes [nda-01:10]."
    assert grade(banned, kept, "nda-01:10")[:2] == ("correct", True)


@pytest.mark.parametrize(
    ("text", "corrects"),
    [
        ("It is dated April 3, 1996, not April 3, 1995 [nda-01:1].", True),
        ("The agreement is with Borealis Labs, not Boreal Labz [nda-01:1].", True),
        # "not" before a lowercase word is no correction ("not all obligations end"), whatever the case flag
        ("Under that agreement, not all obligations end at termination [nda-01:2].", False),
        ("Yes, not only employees but also advisers [nda-01:2].", False),
    ],
)
def test_a_correction_names_what_replaced_the_premise(text: str, corrects: bool) -> None:
    assert read_answer(text, REVERSE).premise_correction is corrects


def test_a_duty_said_to_hold_always_against_a_clause_with_an_exception_is_wrong() -> None:
    """reference-10: the gold clause has an exception ("unless"); a claim that the duty holds always,
    with no exceptions, contradicts it, cited or not; "almost always" or a clause without an exception
    does not."""
    texts = {
        **TEXTS,
        "nda-01:12": "9.1 Quillon shall notify Halden before a compelled disclosure, unless law forbids it.",
    }
    corpus = corpus_of(texts, "scope-test")
    q = ask(
        f"{PARTIES[:-1]}, must the receiving party give notice before a compelled disclosure?", ("nda-01:12",)
    )

    def factuality(text: str, evidence: str = "nda-01:12") -> str:
        asked = replace(q, gold_evidence=(evidence,))
        reply = Answer(question_id="q1", text=text, citations=(), retrieved=(), latency_s=0.0)
        return grade_answer(asked, reply, corpus).factuality

    assert (
        factuality(
            "Yes - Quillon always has to notify Halden before any compelled disclosure, no exceptions."
        )
        == "wrong"
    )
    assert factuality("Yes - Quillon has to notify Halden before any compelled disclosure.") == "unsupported"
    assert (
        factuality("Yes - such clauses almost always require notice before a compelled disclosure.")
        == "unsupported"
    )
    always_returned = (
        "Yes - Quillon always has to return all prototypes within ten days of a request from Halden."
    )
    texts["nda-01:11"] = "8.3 Quillon shall return all prototypes within ten days of a request from Halden."
    corpus = corpus_of(texts, "scope-test-2")
    assert factuality(always_returned, "nda-01:11") == "unsupported"  # the clause states no exception


def test_clauses_of_other_documents_are_contrastive() -> None:
    assert CONTRAST.search("and are return clauses of other documents.")
    assert not CONTRAST.search("notes and other documents must be returned")


MINI = load_corpus("nda-mini")


@pytest.mark.parametrize(
    ("claim", "passage_id", "backed"),
    [
        (
            "Information given by word of mouth during tastings or visits to the orchards counts as "
            "confidential just like written material.",
            "mini-05:5",
            True,
        ),
        (
            "Each side may pass the information on to its lawyers, consultants and agents, as long as they "
            "are bound to keep it secret.",
            "mini-05:9",
            True,
        ),
        (
            "Each party has to look after the other's confidential information carefully and alert the other "
            "quickly if it finds out about misuse.",
            "mini-05:10",
            True,
        ),
        (
            "Once the agreement expires or is ended, all of the parties' duties stop and none of them "
            "outlasts it.",
            "mini-05:19",
            True,
        ),
        (
            "A party can stop the talks about the juice project whenever it likes by giving notice in "
            "writing.",
            "mini-05:20",
            True,
        ),
        (
            "Each party must return every copy of the confidential information within thirty days.",
            "mini-05:10",
            False,
        ),
        ("The recipient must destroy all notes when the project ends.", "mini-05:5", False),
    ],
)
def test_a_paraphrase_probe_against_the_shipped_corpus(claim: str, passage_id: str, backed: bool) -> None:
    """A probe written for this test (not taken from a labeled set): paraphrases of nda-mini clauses by
    synonyms and other wordings hold half their content words; claims of another clause do not."""
    assert (content_share(claim, MINI.passage(passage_id).text) >= SIDE_CLAIM_SHARE) is backed


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("los plazos que figuran son de otros NDA", "es"),
        ("diese Fristen stammen aus anderen NDAs", "de"),
        ("ces délais viennent d'autres NDA", "fr"),
    ],
)
def test_another_languages_other_nda_is_contrastive(text: str, language: str) -> None:
    assert CONTRAST.search(gloss(text, language))


SABLEWOOD = (
    "Under the Confidentiality and Non-Circumvention Agreement between Sablewood Orchards Cooperative "
    "Limited and Yarrowby Foods Pty Ltd dated November 5, 2019, may a party buy from growers the other "
    "introduced?"
)


@pytest.mark.parametrize(
    ("claim", "swapped"),
    [
        (
            "Sablewood must not buy apples directly from growers introduced by Yarrowby.",
            ("Sablewood", "Yarrowby"),
        ),
        ("Yarrowby must not buy apples directly from growers Sablewood introduced.", None),
        ("Sablewood may not supply juice fruit to bottlers Yarrowby introduced.", None),
        (
            "Yarrowby may not supply juice fruit to any bottler introduced by Sablewood.",
            ("Yarrowby", "Sablewood"),
        ),
    ],
)
def test_a_duty_said_of_the_other_party_is_not_backed(claim: str, swapped: tuple[str, str] | None) -> None:
    """Argument structure: mini-05:14 binds Yarrowby not to buy and Sablewood not to supply; a claim
    holding its words but naming the other party as bound is not backed by it."""
    assert other_party(claim, MINI.passage("mini-05:14").text, SABLEWOOD) == swapped


def test_a_duty_both_parties_bear_backs_a_claim_about_either() -> None:
    both = MINI.passage("mini-05:7").text  # "Sablewood and Yarrowby shall each use ..."
    for party in ("Sablewood", "Yarrowby"):
        claim = f"{party} may use the information only for the Juice Project."
        assert other_party(claim, both, SABLEWOOD) is None


def test_a_sentence_saying_which_passage_decides_names_it() -> None:
    assert decides("Weighing them, nda-01:7 governs and it imposes no extra step.") == "nda-01:7"
    assert decides("So nda-01:3 is the relevant clause.") == "nda-01:3"
    assert decides("The law of New York governs, per nda-01:3.") is None
    q = ask(REVERSE, ("nda-01:7",))
    text = (
        "nda-02:0 is a similar clause of another agreement. Weighing them, nda-01:7 governs. "
        "Yes: reverse engineering its software is forbidden [nda-01:7]."
    )
    assert graded(q, text, "nda-01:7", "nda-02:0")[:2] == ("correct", True)


def test_words_saying_where_a_claim_comes_from_need_not_be_in_its_passage() -> None:
    q = ask(RETURN, ("nda-01:3",))
    text = (
        "Yes [nda-01:3]. As the section's wording explains and specifies, the clause provides that "
        "the Agreement runs for two (2) years [nda-01:2]."
    )
    assert graded(q, text, "nda-01:3", "nda-01:2")[:2] == ("correct", True)


CONFIRMED = (
    "If the Confidential Information is disclosed orally, it shall be identified as such at the time of"
    " disclosure and confirmed in a writing to the recipient within thirty (30) days of such disclosure."
)


@pytest.mark.parametrize(
    ("claim", "swapped"),
    [
        (
            "An oral disclosure must be identified when made, and the recipient must send written"
            " confirmation to the discloser within thirty days of the disclosure",
            ("to the discloser", "to the recipient"),
        ),
        # near misses: the same side in other words; a claim about something else the passage holds
        ("An oral disclosure is confirmed in writing to the receiving party within thirty days", None),
        ("Copies must be sent back to the disclosing party on request", None),
    ],
)
def test_a_claim_sending_a_duty_to_the_other_side_by_role_is_found(
    claim: str, swapped: tuple[str, str] | None
) -> None:
    assert role_swap(claim, CONFIRMED) == swapped


def test_a_value_answer_with_a_detail_the_clause_states_otherwise_or_denying_the_value_is_wrong() -> None:
    """reference-11: the right number with a side detail the cited clause contradicts (who confirms to
    whom), and a value answer saying the asked quantity does not exist, are wrong."""
    texts = {**TEXTS, "nda-01:12": f"2.2 {CONFIRMED}"}
    corpus = corpus_of(texts, "value-duty-test")
    shown = (RetrievedPassage("nda-01:12", "nda-01", texts["nda-01:12"], score=1.0, rank=1),)

    def grade(q: Question, text: str) -> tuple[str, bool | None]:
        g = grade_answer(
            q, Answer(question_id="q1", text=text, citations=(), retrieved=shown, latency_s=0.0), corpus
        )
        return g.factuality, g.citation_supports

    days = ask(
        f"{PARTIES[:-1]}, within how many days must an oral disclosure be confirmed in writing?",
        ("nda-01:12",),
        gold="thirty (30) days",
        answer_type="value",
    )
    right = "Thirty (30) days: it is confirmed in a writing to the recipient within thirty days [nda-01:12]."
    assert grade(days, right) == ("correct", True)
    reversed_ = (
        "Thirty (30) days. The recipient must send written confirmation to the discloser within thirty"
        " days of the disclosure [nda-01:12]."
    )
    assert grade(days, reversed_) == ("wrong", False)
    assert grade(days, "No confirmation period: oral disclosures are protected as they are.")[0] == "wrong"


def test_a_duty_detail_is_checked_against_the_gold_clauses_twin_in_another_document() -> None:
    """reference-11: the same clause in another contract of the corpus (a twin) is the gold clause."""
    texts = {**TEXTS, "nda-01:12": CONFIRMED, "nda-02:0": "OTHER AGREEMENT", "nda-02:3": CONFIRMED}
    corpus = corpus_of(texts, "twin-duty-test")
    shown = (RetrievedPassage("nda-02:3", "nda-02", CONFIRMED, score=1.0, rank=1),)
    days = ask(
        f"{PARTIES[:-1]}, within how many days must an oral disclosure be confirmed in writing?",
        ("nda-01:12",),
        gold="thirty (30) days",
        answer_type="value",
    )
    text = "30 days - the receiving side must write back to the discloser confirming it in 30 days [nda-02:3]"
    g = grade_answer(
        days, Answer(question_id="q1", text=text, citations=(), retrieved=shown, latency_s=0.0), corpus
    )
    assert (g.factuality, g.citation_supports) == ("wrong", False)


OWNED = "5.2 Quillon's obligations of confidentiality and limited use survive termination for five (5) years."


@pytest.mark.parametrize(
    ("claim", "swapped"),
    [
        ("Halden's duties of confidentiality and limited use carry on for five years", ("Halden", "Quillon")),
        (
            "Halden must keep confidentiality and limited use for five years after termination",
            ("Halden", "Quillon"),
        ),
        # near misses: the passage's own party in other words; a possessive that owns no duty
        ("Quillon's duties of confidentiality and limited use carry on for five years", None),
        ("Halden's information stays confidential for five years after termination", None),
    ],
)
def test_a_duty_a_party_owns_by_possessive_is_compared_with_the_party_its_clause_binds(
    claim: str, swapped: tuple[str, str] | None
) -> None:
    """reference-11: "X's obligations" binds X as "X shall" does (v7 tuning v7s-004)."""
    assert other_party(claim, OWNED, PARTIES) == swapped


def test_a_side_detail_carried_in_from_another_agreements_clause_is_wrong() -> None:
    """reference-12, rule ``detail.imported``: a detail beside the answer cited to another agreement's
    clause that the asked agreement lacks is that agreement's term carried into this one: wrong. The
    same detail placed in the other agreement, or one the asked agreement states too, is not."""
    q = ask(RETURN, ("nda-01:3",))
    ids = ("nda-01:3", "nda-05:1", "nda-02:0")
    imported = (
        "Yes, within fifteen (15) days [nda-01:3]. It may keep one archival copy with its outside counsel"
        " [nda-05:1]."
    )
    factuality, supports, why = graded(q, imported, *ids)
    assert (factuality, supports) == ("wrong", False) and "detail.imported" in why, why
    placed = imported.replace("It may", "A different agreement lets the recipient")
    assert graded(q, placed, *ids)[0] == "correct"
    shared = (
        "Yes, within fifteen (15) days [nda-01:3]. Neither side may decompile the other's software"
        " [nda-02:0]."
    )
    factuality, supports, why = graded(q, shared, *ids)
    assert factuality == "correct" and supports is False, why


def test_a_capitalised_word_opening_a_sentence_names_no_agreement_that_writes_it_in_lower_case() -> None:
    texts = {
        "d-01:0": "This Agreement is made between Pellworth Ltd and Sarn Code LLP on source code reviews.",
        "d-02:0": "This Agreement is made between Orrel Ltd and Tamsin AG.",
    }
    corpus = corpus_of(texts, "names-test")
    q = replace(
        ask("Under the NDA between Orrel Ltd and Tamsin AG, may it keep copies?", ()), document_id="d-02"
    )
    assert names_other(corpus, "Source-code duties last forever [d-01:0].", "d-01", q) is False
    assert (
        names_other(corpus, "As in the Pellworth agreement, duties last forever [d-01:0].", "d-01", q) is True
    )


DETAILS = {
    **TEXTS,
    "nda-01:12": "6.2 If ordered to disclose, the Receiving Party shall immediately notify Halden.",
    "nda-01:13": '1.1 "Confidential Information" means technical or business information, including'
    " price lists and customer lists.",
    "nda-01:14": "The parties agree as of July 31, 2008 (the Effective Date):",
    "nda-01:15": "Neither party will solicit the other's employees until the one year anniversary of the"
    " Effective Date.",
    "nda-01:16": "8.1 The receiving party's duties last three (3) years from receipt.",
    "nda-01:17": "8.2 During this period the receiving party shall not use the information for any other"
    " purpose.",
    "nda-01:18": "3.1 The Recipient shall restrict access to Confidential Information only to its"
    " employees who need to know it.",
    "nda-03:2": "2.1 The Recipient may disclose it to its Affiliates, employees and agents who need to know.",
    "nda-01:19": "4.3 Quillon may show Confidential Information to outside auditors, but only if Halden"
    " approves each auditor in writing beforehand.",
    "nda-01:20": "5.4 Nothing here restricts information that Quillon lawfully obtains from a third party"
    " that owes Halden no duty of confidence.",
    "nda-01:21": "5.5 Outside counsel to Quillon may keep one archival set of the written material in"
    " its files.",
    "nda-01:22": "3.2 The Recipient shall not share Confidential Information with any consultant or agent.",
    "nda-01:23": "3.3 The Recipient may share Confidential Information with its employees who need to"
    " know it.",
}
DETAIL_CORPUS = corpus_of(DETAILS, "details-test")
"""Passages for the reference-12 detail rules, beside the shared ones."""


def graded_details(q: Question, text: str, *ids: str) -> tuple[str, bool | None, str]:
    """``graded`` on ``DETAIL_CORPUS``, the passages ``ids`` shown in that order."""
    shown = tuple(
        RetrievedPassage(p, p.partition(":")[0], DETAILS[p], score=1.0, rank=i) for i, p in enumerate(ids, 1)
    )
    g = grade_answer(
        q, Answer(question_id="q1", text=text, citations=(), retrieved=shown, latency_s=0.0), DETAIL_CORPUS
    )
    return g.factuality, g.citation_supports, g.rationale["factuality"]


def test_a_detail_owed_to_the_party_the_passage_does_not_name_is_wrong() -> None:
    """reference-12, rule ``detail.owed_party``: the duty is owed to the asked agreement's other party."""
    q = ask(NOTICE, ("nda-01:12",))
    said = "Yes: if ordered to disclose, the recipient has to notify {} at once [nda-01:12]."
    factuality, supports, why = graded_details(q, said.format("Quillon"), "nda-01:12")
    assert (factuality, supports) == ("wrong", False) and "detail.owed_party" in why, why
    assert graded_details(q, said.format("Halden"), "nda-01:12")[:2] == ("correct", True)
    # the agreement framed by its parties names no one owed the duty
    framed = (
        "Yes: under the NDA between Halden and Quillon, the recipient must notify Halden at once [nda-01:12]."
    )
    assert graded_details(q, framed, "nda-01:12")[0] == "correct"


def test_an_exclusion_the_cited_clause_does_not_make_is_wrong() -> None:
    """rule ``detail.exclusion``: the cited definition lists the thing the claim leaves out."""
    q = ask(LIMITED, ("nda-01:13",), gold="no")
    said = "No, business information counts too, {} [nda-01:13]."
    factuality, _, why = graded_details(q, said.format("except customer lists"), "nda-01:13")
    assert factuality == "wrong" and "detail.exclusion" in why, why
    assert graded_details(q, said.format("customer lists included"), "nda-01:13")[0] == "correct"


def test_a_consent_condition_the_cited_passage_does_not_set_is_wrong() -> None:
    """rule ``detail.consent_condition``: "only with X's prior written approval" where the clause
    asks none."""
    q = ask(RETURN, ("nda-01:3",))
    said = "Yes, within fifteen (15) days, {} [nda-01:3]."
    invented = said.format("unless it keeps a copy with Halden's prior written approval")
    factuality, supports, why = graded(q, invented, "nda-01:3")
    assert (factuality, supports) == ("wrong", False) and "detail.consent_condition" in why, why
    assert graded(q, said.format("with no consent needed"), "nda-01:3")[0] == "correct"


def test_a_date_read_from_two_cited_clauses_together_is_held() -> None:
    """A lead-in passage cited for the part of a sentence it states itself backs that part; a date
    that its date plus the other cited clause's period makes is held (``derived_date``)."""
    q = ask(
        f"{PARTIES[:-1]}, is the receiving party forbidden to solicit the other's employees?", ("nda-01:15",)
    )
    said = (
        "Yes. Neither party may solicit the other's employees until the first anniversary of the"
        " Effective Date [nda-01:15], and the Effective Date is July 31, 2008 [nda-01:14], so the ban"
        " runs to {}."
    )
    assert graded_details(q, said.format("July 31, 2009"), "nda-01:15", "nda-01:14")[:2] == ("correct", True)
    assert graded_details(q, said.format("July 31, 2010"), "nda-01:15", "nda-01:14")[0] == "wrong"


def test_a_value_the_cited_passage_only_refers_back_to_is_unsupported_not_wrong() -> None:
    """rule ``detail.refers_back``: "During this period ..." cited for "three years" its uncited
    neighbour states: true of the agreement, not stated by the citation: unsupported; cited with
    the neighbour it is correct."""
    q = ask(
        f"{PARTIES[:-1]}, may the receiving party use the information for other purposes?", ("nda-01:17",)
    )
    q = replace(q, gold_answer="no")
    said = "No. For three years from receipt it may not use the information for any other purpose {}."
    shown = ("nda-01:17", "nda-01:16")
    factuality, supports, why = graded_details(q, said.format("[nda-01:17]"), *shown)
    assert (factuality, supports) == ("unsupported", False) and "detail.refers_back" in why, why
    assert graded_details(q, said.format("[nda-01:16] [nda-01:17]"), *shown)[0] == "correct"
    assert graded_details(q, said.replace("three", "five").format("[nda-01:17]"), *shown)[0] == "wrong"


def test_recipients_beyond_the_list_the_gold_clause_limits_to_are_wrong() -> None:
    """rule ``detail.recipients``: "its Affiliates and agents" where the agreement's clause restricts
    access "only to its employees", though the claim cites another agreement's clause."""
    q = ask(
        f"{PARTIES[:-1]}, may the receiving party disclose it to employees who need to know it?",
        ("nda-01:18",),
    )
    said = "Yes. It may pass it to its employees {} [nda-03:2]."
    factuality, _, why = graded_details(q, said.format("and to its Affiliates and agents"), "nda-03:2")
    assert factuality == "wrong" and "detail.recipients" in why and "Affiliates" in why, why
    assert graded_details(q, said.format("who need to know it"), "nda-03:2")[0] == "unsupported"
    # recipients the claim names as excluded are not granted
    kept = said.format("only, not its Affiliates or agents")
    assert graded_details(q, kept, "nda-03:2")[0] == "unsupported"


AUDITORS = f"{PARTIES[:-1]}, may the receiving party show confidential information to its auditors?"


def test_a_table_rows_verdict_answers_its_row_and_its_passage_backs_the_row() -> None:
    """A row whose label names a point beside the question ("Archival set: Yes, ...") carries its own
    yes/no; the passage cited for it backs the row when it holds the row's words. A row about the
    question's own point cited to that passage still backs nothing."""
    q = ask(AUDITORS, ("nda-01:19",))
    table = (
        "| Point | Allowed? | Source |\n|---|---|---|\n"
        "| Auditors | Yes, once Halden approves each auditor | nda-01:19 |\n"
        "| {} | Yes, outside counsel may keep one archival set in its files | nda-01:21 |"
    )
    shown = ("nda-01:19", "nda-01:21")
    assert graded_details(q, table.format("Archival set"), *shown)[:2] == ("correct", True)
    assert graded_details(q, table.format("Auditors too"), *shown)[1] is False


def test_a_label_that_sums_up_heads_the_verdict_and_names_no_row_beside_the_question() -> None:
    """A layout label that concludes ("Bottom line:", "In short:", "Short answer:", "Kurz:") is no
    table-row label naming a point beside the question's clause: a verdict under it, cited to a
    passage that does not speak of the question's clause, is not backed; a row label still is one."""
    q = ask(AUDITORS, ("nda-01:19",))
    said = "{}Yes, outside counsel to Quillon may keep one archival set of the written material [nda-01:21]."
    for label in ("", "Bottom line: ", "In short: ", "Short answer: ", "To sum up: ", "Kurz: "):
        assert graded_details(q, said.format(label), "nda-01:19", "nda-01:21")[1] is False, label
    asked = support._words(main_clause(q.text))
    assert support._sub_topic("Archival copies: yes, counsel may keep one set", asked)
    assert not support._sub_topic("In conclusion: yes, counsel may keep one set", asked)


@pytest.mark.parametrize(
    ("plain", "verdict", "only"),
    [
        ("", None, True),  # a source field read as nothing but its citation
        ("Source:", None, True),
        ("No.", "no", False),  # a bare verdict says something with its citation
        ("The term is five years.", None, False),
    ],
)
def test_a_sentence_of_only_its_citation(plain: str, verdict: YesNo | None, only: bool) -> None:
    from harness.grade.support import cites_only
    from harness.text.verdict import ReadSentence

    sentence = ReadSentence(
        text=f"{plain} [mini-01:1]",
        plain=plain,
        citations=("mini-01:1",),
        verdict=verdict,
        explicit=verdict is not None,
        coverage=0.0,
        declines=False,
        meta=False,
        statement=False,
        claim=False,
    )
    assert cites_only(sentence) is only
