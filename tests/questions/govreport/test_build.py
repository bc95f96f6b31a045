"""GovReport value questions: anchors and evidence by hand, and the reduced set on the 25 real pairs."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from harness.cli.main import main
from harness.core.errors import HarnessError
from harness.core.records import Document, Question, RetrievalSettings
from harness.corpus import load_corpus
from harness.corpus.base import Corpus
from harness.questions import QuestionSet, build_question_set, check_question_set, parse_counts, with_hash
from harness.questions.govreport.anchors import AnchorIndex, askable_anchors
from harness.questions.govreport.build import (
    BLANK,
    SPLIT_CAPITAL,
    cloze_question,
    latest_year,
    parse_cloze,
    report_name,
    report_title_of,
    wrong_value_texts,
)
from harness.questions.qset import dumps_question_set
from harness.retrieval import Retriever, build_retriever
from harness.text.values import parse_value
from tests.corpus.test_govreport import FOREIGN_LAYOUTS

# What the 25 real pairs supply at k=5 (measured): evidence_missed is short; only 2 summary
# sentences date an amount, a share or a count with their latest year, which can move past the
# report's coverage (unanswerable); and GovReport has no NLI labels for contradicted / not_mentioned.
REDUCED = {
    "answerable": 40,
    "contradicted": 0,
    "evidence_missed": 9,
    "not_mentioned": 0,
    "unanswerable": 2,
    "adversarial": 10,
    "retrieval_null": 10,
}


# --------------------------------------------------------------------------- by hand


def test_cloze_reads_back_and_wrong_values_differ() -> None:
    doc = Document("gov-01", "Money-Bail Systems", "", summary="")
    sentence = "In 2016, states paid $1.4 billion."
    anchor = askable_anchors(sentence)[1]
    text = cloze_question(doc, sentence, anchor)
    asked = 'what amount fills the blank in: "In 2016, states paid ____."?'
    assert text == f"According to the report “Money-Bail Systems”, {asked}"
    assert parse_cloze(text) == "In 2016, states paid ____." and parse_cloze(text.replace(BLANK, "x")) is None
    import random

    for wrong in wrong_value_texts(anchor, random.Random(1)):
        (value,) = parse_value(wrong)
        assert value.kind == "money" and value.value != anchor.value and wrong.startswith("$")
    year = askable_anchors(sentence)[0]
    assert sorted(wrong_value_texts(year, random.Random(1))) == [
        "2013",
        "2014",
        "2015",
        "2017",
        "2018",
        "2019",
    ]


# --------------------------------------------------------------------------- the 25 real pairs


@pytest.fixture(scope="module")
def gov(govreport_dir: Path) -> Corpus:
    return load_corpus("govreport", data_dir=govreport_dir, mapping=FOREIGN_LAYOUTS)


@pytest.fixture(scope="module")
def retriever(gov: Corpus) -> Retriever:
    return build_retriever(gov, RetrievalSettings())


@pytest.fixture(scope="module")
def reduced(gov: Corpus, retriever: Retriever) -> QuestionSet:
    return build_question_set(gov, counts=REDUCED, retriever=retriever)


@pytest.mark.realdata
def test_reduced_set_builds_states_its_counts_and_checks(
    gov: Corpus, reduced: QuestionSet, retriever: Retriever
) -> None:
    assert reduced.header.counts == {s: n for s, n in REDUCED.items() if n}
    settings = reduced.header.settings
    assert settings["format"] == "govreport"
    assert "contradicted=0 (protocol 20)" in str(settings["reduced"]) and "evidence_missed=9" in str(
        settings["reduced"]
    )
    assert "no NLI labels" in str(settings["no_source"])
    assert check_question_set(reduced, gov, retriever=retriever) == []
    assert all(q.answer_type == "value" for q in reduced.questions)
    grounded = [
        q for q in reduced.questions if q.stratum in ("answerable", "evidence_missed", "retrieval_null")
    ]
    assert all(len(parse_value(q.gold_answer)) == 1 and q.gold_evidence for q in grounded)
    assert len({q.document_id for q in reduced.questions if q.stratum == "answerable"}) >= 12
    kinds = {q.perturbation.kind for q in reduced.questions if q.perturbation and q.stratum == "adversarial"}
    assert kinds == {"wrong_date", "wrong_amount", "adjacent_agency"}
    # Only three of the 25 reports open with a heading of their own; the rest are named by id.
    titles = {report_title_of(d) for d in gov.documents} - {None}
    assert titles == {
        "Availability Requirements in House Rules",
        "Unemployment Compensation, Unemployment Taxes, and a State's Obligation to Pay Benefits",
        "Money-Bail Systems",
    }
    for q in reduced.questions:
        name = q.text.removeprefix("According to the report ").split(", what ")[0]
        assert name == report_name(gov.document(q.document_id or "")) and not SPLIT_CAPITAL.search(name)
    index = AnchorIndex(gov)
    for q in (q for q in reduced.questions if q.stratum == "unanswerable"):
        # A year after everything the report states, mentioned by none of its passages: no blank is answered.
        assert q.perturbation is not None and q.perturbation.kind == "uncovered_year" and not q.gold_evidence
        (year,) = parse_value(re.search(r"(?:19|20)\d\d", q.perturbation.replacement).group(0))
        latest = latest_year(index, gov, q.document_id or "")
        assert (
            latest is not None
            and int(year.value) > latest
            and not index.in_document(year, q.document_id or "")
        )


@pytest.mark.realdata
def test_rebuild_is_byte_identical_and_another_seed_differs(
    gov: Corpus, reduced: QuestionSet, retriever: Retriever
) -> None:
    assert dumps_question_set(
        build_question_set(gov, counts=REDUCED, retriever=retriever)
    ) == dumps_question_set(reduced)
    other = build_question_set(gov, seed=14, counts=REDUCED, retriever=retriever)
    assert other.header.content_hash != reduced.header.content_hash
    assert other.header.counts == reduced.header.counts


@pytest.mark.realdata
def test_default_counts_stop_naming_the_missing_strata_and_the_counts_to_ask(
    gov: Corpus, retriever: Retriever
) -> None:
    with pytest.raises(HarnessError) as info:
        build_question_set(gov, retriever=retriever)
    message = str(info.value)
    assert "\n" not in message
    assert "cannot supply contradicted (20 asked), not_mentioned (20 asked)" in message
    suggested = parse_counts(message.split("--counts ")[1].split()[0])
    assert suggested == REDUCED  # the counts the error suggests are the ones that build


def _first(qset: QuestionSet, stratum: str, kind: str | None = None) -> Question:
    return next(
        q
        for q in qset.questions
        if q.stratum == stratum
        and (kind is None or (q.perturbation is not None and q.perturbation.kind == kind))
    )


def _breakages(qset: QuestionSet) -> dict[str, tuple[Question, Question]]:
    answerable, missed = _first(qset, "answerable"), _first(qset, "evidence_missed")
    null, unanswerable = _first(qset, "retrieval_null"), _first(qset, "unanswerable")
    wrong, swapped = _first(qset, "adversarial", "wrong_date"), _first(qset, "adversarial", "adjacent_agency")
    assert unanswerable.perturbation and wrong.perturbation and swapped.perturbation
    elsewhere = next(
        q for q in qset.questions if q.stratum == "answerable" and q.document_id != swapped.document_id
    )
    return {
        "answerable": (
            answerable,
            replace(missed, id=answerable.id, stratum="answerable", ideal=("correct",)),
        ),
        "evidence_missed": (
            missed,
            replace(answerable, id=missed.id, stratum="evidence_missed", ideal=("refused",)),
        ),
        "retrieval_null": (null, replace(null, gold_answer="1999")),
        # The uncovered year set back to the reported one: the report answers the blank again.
        "unanswerable": (
            unanswerable,
            replace(
                unanswerable,
                text=unanswerable.text.replace(
                    unanswerable.perturbation.replacement, unanswerable.perturbation.original
                ),
                perturbation=replace(
                    unanswerable.perturbation, replacement=unanswerable.perturbation.original
                ),
            ),
        ),
        # The "wrong" year set back to the real one: the premise is no longer false.
        "adversarial": (
            wrong,
            replace(
                wrong,
                text=wrong.text.replace(wrong.perturbation.replacement, wrong.perturbation.original),
                perturbation=replace(wrong.perturbation, replacement=wrong.perturbation.original),
            ),
        ),
        # Evidence from another report, which does not name the swapped-out agency.
        "adversarial:agency": (swapped, replace(swapped, gold_evidence=(elsewhere.gold_evidence[0],))),
        "contradicted": (answerable, replace(answerable, stratum="contradicted")),
    }


@pytest.mark.realdata
@pytest.mark.parametrize(
    "breakage",
    [
        "answerable",
        "evidence_missed",
        "retrieval_null",
        "unanswerable",
        "adversarial",
        "adversarial:agency",
        "contradicted",
    ],
)
def test_a_broken_question_is_caught_per_stratum(
    breakage: str, gov: Corpus, reduced: QuestionSet, retriever: Retriever
) -> None:
    original, broken = _breakages(reduced)[breakage]
    questions = [broken if q.id == original.id else q for q in reduced.questions]
    problems = check_question_set(with_hash(reduced.header, questions), gov, retriever=retriever)
    assert problems and {p.question_id for p in problems} == {original.id}, problems


@pytest.mark.realdata
def test_cli_build_and_check_with_a_mapping_file(
    govreport_dir: Path, reduced: QuestionSet, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mapping = tmp_path / "layouts.json"
    mapping.write_text(json.dumps(FOREIGN_LAYOUTS), encoding="utf-8")
    common = ["--data-dir", str(govreport_dir), "--mapping", str(mapping)]
    counts = ",".join(f"{s}={n}" for s, n in REDUCED.items())
    out = tmp_path / "gov.questions.jsonl"
    main(["questions", "build", "govreport", *common, "--counts", counts, "--out", str(out)])
    printed = capsys.readouterr().out
    assert "note: reduced counts asked explicitly: contradicted=0" in printed and "no NLI labels" in printed
    assert out.read_text(encoding="utf-8") == dumps_question_set(reduced)
    main(["questions", "check", str(out), *common])
    assert "ok: all 71 questions hold" in capsys.readouterr().out

    with pytest.raises(SystemExit) as exit_info:
        main(["questions", "build", "govreport", *common, "--out", str(tmp_path / "full.jsonl")])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "contradicted (20 asked)" in err and "--counts answerable=40" in err
    mapping.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        main(["questions", "build", "govreport", *common, "--out", str(tmp_path / "x.jsonl")])
    assert exit_info.value.code == 2 and "JSON object" in capsys.readouterr().err


def test_a_report_title_loses_its_pdf_artifacts_but_keeps_its_words() -> None:
    from harness.questions.govreport.build import clean_title

    assert (
        clean_title("F ederal law provides  a variety of powers")
        == "Federal law provides a variety of powers"
    )
    assert clean_title("A Review of W ashington Programs") == "A Review of Washington Programs"
    assert clean_title("I am a title") == "I am a title"


def test_a_report_is_named_by_its_title_or_heading_never_by_its_opening_words() -> None:
    heading = "Unemployment Compensation, Unemployment Taxes, and a State's Obligation to Pay Benefits"
    cut = Document("gov-08", heading[:78] + "…", f"\t{heading}\n\nUnemployment Compensation is ...")
    assert report_name(cut) == f"“{heading}”"
    body = "F ederal law provides a variety of powers for the President to use in response to crisis."
    opening = Document("gov-01", "F ederal law provides a variety of powers for the President…", body)
    assert (
        report_name(opening)
        == "gov-01 (it begins “Federal law provides a variety of powers for the President…”)"
    )
    sentence = Document("gov-02", "Coal matters.", "Coal matters.\nMore text.")
    assert report_name(sentence).startswith("gov-02 (it begins")
    assert report_name(Document("gov-03", "Money-Bail Systems", "\tMoney-Bail Systems\n\nThe right")) == (
        "“Money-Bail Systems”"
    )


def test_an_uncovered_year_moves_only_the_year_that_dates_the_quantity() -> None:
    from harness.questions.govreport.build import dates_the_quantity, qualifying_year

    estimate = "In 2016, CBO estimated that it would save $139 billion between 2018 and 2026."
    blank = next(a for a in askable_anchors(estimate) if a.kind == "money")
    premise = qualifying_year(estimate, blank)
    assert premise is not None and premise.text == "2016" and not dates_the_quantity(estimate, premise)
    level = (
        "Thus, the 2019 proposed rule would affect employees at salary levels up to $679 per week in 2020."
    )
    blank = next(a for a in askable_anchors(level) if a.kind == "money")
    premise = qualifying_year(level, blank)
    assert premise is not None and premise.text == "2020" and dates_the_quantity(level, premise)


def test_numbers_inside_names_are_never_blanked() -> None:
    sentence = "The National 911 Program reported that 46 states used NG911 systems for 911 calls in 2018."
    assert [a.text for a in askable_anchors(sentence)] == ["46", "2018"]
