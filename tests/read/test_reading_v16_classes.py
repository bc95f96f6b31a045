"""reference-21: reading classes found on the tuning parts of the sixteenth and seventeenth blind sets
(``styles_v16``: threads, citation conventions, FAQ and conditional answers; ``styles_v17``: legal
work product, API payloads), each with the near-miss it must not change. The sentences are made up;
none is a fixture line."""

from __future__ import annotations

import pytest

from harness.grade.reference import grade_answer
from harness.read.markers import _entries_on_one_line, resolve
from harness.read.reader import qa_answer
from harness.text.decline import declines
from harness.text.refusal import explains
from harness.text.yes_no import explicit_verdict
from tests.grade.helpers import answer, make_corpus, question

CORPUS = make_corpus()
SHARE = question()  # may the receiving party share with its employees? gold yes, mini-01:1
RETRIEVED = ("mini-01:1", "mini-01:0", "mini-01:2")


@pytest.mark.parametrize(
    ("reply", "cited"),
    [
        # author-date pinpoints and other separators name one passage of a retrieved document
        ("Yes (mini-01, ¶1).", "mini-01:1"),
        ("Yes (mini-01 at 1).", "mini-01:1"),
        ("Yes (mini-01#1).", "mini-01:1"),
        # a footnote link whose title is the id: the label is no marker of its own
        ('Yes.[¹](#fn-1 "mini-01:1")', "mini-01:1"),
    ],
)
def test_citation_conventions_resolve_to_the_passage_they_name(reply: str, cited: str) -> None:
    resolved = resolve(reply, RETRIEVED)
    assert f"[{cited}]" in resolved.text or cited in resolved.text
    assert not resolved.unmapped and "mini-01:0" not in resolved.text


def test_a_notes_list_written_on_one_line_maps_each_marker() -> None:
    reply = "Yes^1, and the term is separate^2 ^3.\n\n^1 mini-01:1, mini-01:0 ^2 mini-01:2 ^3 mini-01:0"
    resolved = resolve(reply, RETRIEVED)
    assert not resolved.unmapped
    assert "[mini-01:1, mini-01:0]" in resolved.text and "[mini-01:2]" in resolved.text
    numbered = resolve("Yes.^1 The term is separate.^2\n\nNotes: 1. mini-01:1 2. mini-01:2", RETRIEVED)
    assert "[mini-01:1]" in numbered.text and "[mini-01:2]" in numbered.text and not numbered.unmapped
    # a line of prose with bracketed numbers in it is no notes list
    assert _entries_on_one_line("[1] mini-01:1 for the rule, then ask Dana [2] mini-01:2") == {}
    assert _entries_on_one_line("[1] mini-01:1 [2] mini-01:2, mini-01:0") == {
        "1": "mini-01:1",
        "2": "mini-01:2, mini-01:0",
    }


def test_ibid_cites_the_passage_cited_before_it() -> None:
    listed = resolve("Yes.¹ It may share it.²\n\nNotes:\n1. mini-01:1\n2. Id.", RETRIEVED)
    assert not listed.unmapped and listed.text.count("[mini-01:1]") == 2
    inline = resolve("Yes, employees may see it (mini-01:1), and so may officers (ibid.).", RETRIEVED)
    assert inline.text.endswith("officers [mini-01:1].")
    # nothing cited before it: no citation made up
    assert "[" not in resolve("As stated (ibid.), yes.", RETRIEVED).text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Q: Can Borealis share it with staff?\nA: No. It may not [x:1].", "No. It may not [x:1]."),
        ("P: A Borealis pode compartilhar?\nR: Sim [x:1].", "Sim [x:1]."),
        # no question line before it: "A:" stays as written (an option letter, a label of its own)
        ("A: No. That is it.", "A: No. That is it."),
        (
            "Question: is it shared? The agreement says yes [x:1].",
            "Question: is it shared? The agreement says yes [x:1].",
        ),
    ],
)
def test_a_qa_pair_is_read_as_its_answer(text: str, expected: str) -> None:
    assert qa_answer(text) == expected


@pytest.mark.parametrize(
    ("sentence", "verdict"),
    [
        # a "no" whose rest denies something of the agreement is a verdict
        ("So no — oral disclosures are not covered.", "no"),
        ("No, employees are not included.", "no"),
        # a "no" whose rest says what the passages or the answerer lack declines
        ("No, the passages do not say.", None),
        ("No, I cannot tell from these excerpts.", None),
        ("No, not mentioned.", None),
    ],
)
def test_a_no_declines_only_when_it_speaks_of_the_evidence(sentence: str, verdict: str | None) -> None:
    assert explicit_verdict(sentence) == verdict


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("So there is nothing I can rely on.", True),
        ("There is nothing we could build an answer on.", True),
        ("Nothing in clause 4 relies on the notice.", False),
    ],
)
def test_nothing_to_rely_on_declines(sentence: str, expected: bool) -> None:
    assert declines(sentence) is expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a reason read past a dash-delimited aside and a name's initials
        (
            "The retrieved parts of the Acme / R. J. Seifert agreement — its opening paragraph and the "
            "signature lines — name no liquidated-damages amount.",
            True,
        ),
        ("The agreement — signed in 2019 — is governed by Delaware law.", False),
    ],
)
def test_a_reason_is_read_past_a_dash_aside_and_initials(sentence: str, expected: bool) -> None:
    assert explains(sentence) is expected


def test_an_explicit_no_stands_against_a_restriction_in_the_question() -> None:
    # "for purposes other than ..." restricts the question; it does not negate it
    q = question(
        gold="no",
        text="Under the NDA between Acme Robotics and Borealis Labs, may the receiving party use "
        "confidential information for purposes other than the one stated in the agreement?",
    )
    grade = grade_answer(q, answer("No — it may use it only for the stated purpose [mini-01:1]."), CORPUS)
    assert grade.rationale["factuality"].startswith("reads as 'no'"), grade.rationale


@pytest.mark.parametrize(
    ("reply", "extra"),
    [
        # a title line names what follows: no claim, whether a markdown heading or a bold line
        ("## Sharing with staff under the Acme NDA\n\nYes, employees may see it [mini-01:1].", 0),
        ("**Sharing with staff under the Acme NDA**\n\nYes, employees may see it [mini-01:1].", 0),
        # near-miss: a sentence in bold is still a sentence, and an uncited fact in it is a claim
        ("Yes, employees may see it [mini-01:1].\n\n**Borealis must also pay a fee of $500.**", 1),
    ],
)
def test_a_title_line_is_no_claim(reply: str, extra: int) -> None:
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert grade.extra_claim_count == extra, grade.rationale


@pytest.mark.parametrize(
    ("reply", "factuality"),
    [
        # a "Position:" label of a few words is read against the question's clause
        ("Position: Permitted. Employees who need to know it may see it [mini-01:1].", "correct"),
        ("Position: Prohibited [mini-01:1].", "wrong"),
        # a table without outer pipes (GitHub's form) is a table
        (
            "Issue | Position | Source\n--- | --- | ---\n"
            "Sharing with staff | Yes, if they need to know | mini-01:1",
            "correct",
        ),
        # a reviewer's comment tag is no citation
        ("[Comment JD1]: Yes, employees who need to know it may see it (mini-01:1).", "correct"),
    ],
)
def test_legal_work_product_forms(reply: str, factuality: str) -> None:
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert (grade.factuality, grade.citation_exists) == (factuality, True), grade.rationale


def test_a_repr_reply_is_read_from_its_response_and_its_nodes_are_no_claim() -> None:
    reply = (
        "Response(response='Yes, employees who need to know it may see it [1].', source_nodes=["
        "NodeWithScore(node=TextNode(id_='mini-01:1', metadata={'doc_id': 'mini-01'}, text='Source 1: "
        "The Receiving Party may share it.'), score=9.1), NodeWithScore(node=TextNode(id_='mini-01:2', "
        "metadata={}, text='Source 2: The Receiving Party shall return all of it within 30 days.'), "
        "score=8.0)])"
    )
    grade = grade_answer(SHARE, answer(reply), CORPUS)
    assert (grade.factuality, grade.citation_supports, grade.extra_claim_count) == ("correct", True, 0), (
        grade.rationale
    )


COMPARISON = (
    "| Agreement | Survival | Source |\n|---|---|---|\n"
    "| Cobalt / Dune NDA | five (5) years | mini-02:0 |\n"
    "| **Acme / Borealis NDA** | **Open point** | mini-01:0 (parties only) |\n\n"
    "Open point: the survival clause retrieved belongs to another agreement. Next step: read the Acme "
    "NDA's own term clause."
)


def test_a_comparison_tables_bold_row_is_the_answer_and_an_open_point_declines() -> None:
    q = question(
        stratum="unanswerable",
        gold="none",
        evidence=(),
        answer_type="value",
        text="Under the NDA between Acme Robotics and Borealis Labs, for how many years do the obligations "
        "survive?",
    )
    grade = grade_answer(q, answer(COMPARISON, retrieved_ids=("mini-01:0", "mini-02:0")), CORPUS)
    assert grade.factuality == "refused", grade.rationale
    # without the bold row the table compares nothing: every row stands, and the value commits
    plain = COMPARISON.replace("**", "").replace("Open point", "five (5) years")
    assert (
        grade_answer(q, answer(plain, retrieved_ids=("mini-01:0", "mini-02:0")), CORPUS).factuality == "wrong"
    )


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Open point: nothing retrieved sets a confirmation period.", True),
        ("Termination notice period | Open point — TBC | TBC", True),
        ("The open point of the negotiation was the price.", False),
    ],
)
def test_an_open_point_declines(sentence: str, expected: bool) -> None:
    assert declines(sentence) is expected
