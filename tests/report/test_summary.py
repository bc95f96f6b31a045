"""report.json figures and their n, on a synthetic run whose counts are known."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

import pytest

from harness.core.records import CitationScore, JudgePolicy, LexicalScore
from harness.report import load_run, summarize
from tests.report.builders import BASE_ROWS, changed, make_run


@pytest.fixture(scope="module")
def base_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_run(tmp_path_factory.mktemp("summary") / "run")


def test_counts_and_headline_figures(base_run: Path) -> None:
    s = summarize(load_run(base_run))
    assert s["n"] == 16
    assert s["counts"] == {
        "correct": 5,
        "wrong": 3,
        "unsupported": 2,
        "refused": 6,
        "error": 0,
        "undetermined": 0,
    }
    assert s["by_stratum"]["answerable"] == {
        "correct": 3,
        "wrong": 1,
        "unsupported": 1,
        "refused": 0,
        "error": 0,
        "undetermined": 0,
    }
    assert sum(sum(c.values()) for c in s["by_stratum"].values()) == 16
    assert s["acceptable_rate"]["value"] == pytest.approx(11 / 16)
    assert s["truthfulness"]["value"] == pytest.approx((5 - 3 - 2) / 16)
    assert s["extra_claim_count_sum"] == 2
    assert s["refusal_quality_mean"]["value"] == 2.0 and s["refusal_quality_mean"]["n"] == 6
    assert s["refusal_quality_histogram"] == {"0": 0, "1": 0, "2": 6, "3": 0}


def test_each_rate_uses_its_documented_n(base_run: Path) -> None:
    s = summarize(load_run(base_run))
    # citation_exists: the 8 answers that cite (5 correct + 3 wrong); supports: same 8 here.
    assert s["citation_exists_rate"]["n"] == 8
    assert s["citation_supports_rate"]["n"] == 8
    assert s["citation_supports_rate"]["value"] == pytest.approx(5 / 8)
    assert s["refusal_quality_mean"]["n"] == s["counts"]["refused"]
    for key in ("acceptable_rate", "truthfulness", "extra_claim_count_mean"):
        assert s[key]["n"] == 16
    for key in ("acceptable_rate", "citation_exists_rate", "truthfulness"):
        assert s[key]["low"] <= s[key]["value"] <= s[key]["high"]


def test_optional_sections_appear_only_when_grades_carry_them(tmp_path: Path) -> None:
    plain = summarize(load_run(make_run(tmp_path / "plain")))
    assert plain["scores"] == {}
    lex = asdict(LexicalScore(0.5, 0.8, 0.1, 0.1, 0.0, "PASS"))
    rows = changed(
        BASE_ROWS,
        a1={
            "grade": {"scores": {"lexical": lex, "citation_score": asdict(CitationScore(1.0, 0.5, 0.0, 0.8))}}
        },
        a2={"grade": {"scores": {"lexical": asdict(LexicalScore(0.05, 0.8, 0.1, 0.1, 0.0, "FAIL"))}}},
        a3={"grade": {"scores": {"judge_policy": asdict(JudgePolicy(0.9, 0.9, "PASS"))}}},
        c1={"grade": {"scores": {"judge_policy": asdict(JudgePolicy(0.7, 0.9, "PARTIAL"))}}},
        c2={"grade": {"scores": {"my_plugin": {"depth": 3, "label": "deep"}}}},
    )
    s = summarize(load_run(make_run(tmp_path / "extra", rows)))["scores"]
    assert s["lexical"]["counts"]["verdict"] == {"FAIL": 1, "PASS": 1}
    assert s["lexical"]["means"]["s_rel"]["value"] == pytest.approx(0.275)
    assert s["citation_score"]["n"] == 1 and s["citation_score"]["means"]["overall"]["value"] == 0.8
    assert s["judge_policy"]["counts"]["verdict"] == {"PARTIAL": 1, "PASS": 1}
    # a plug-in's own score is summarised the same way, without editing the report
    assert s["my_plugin"] == {
        "n": 1,
        "means": {"depth": {"value": 3.0, "low": None, "high": None, "n": 1, "method": "bootstrap"}},
        "counts": {"label": {"deep": 1}},
    }


def test_output_contract_and_error_counts(tmp_path: Path) -> None:
    rows = changed(
        BASE_ROWS,
        a1={"answer": {"format_ok": False, "format_violations": ("no prefix",)}},
        a2={"answer": {"format_retry_used": True, "format_violations": ("no prefix",)}},
        a3={"answer": {"error": "timeout after 30 s", "truncated": True}},
        c1={"grade": {"error": "judge returned invalid JSON twice", "flags": ("judge_error",)}},
        c2={"grade": {"flags": ("unparsed",)}},
    )
    s = summarize(load_run(make_run(tmp_path / "faults", rows)))
    oc = s["output_contract"]
    assert (oc["n"], oc["format_ok"], oc["first_attempt_violations"], oc["format_retry_used"]) == (
        16,
        15,
        2,
        1,
    )
    assert oc["truncated"] == 1
    assert s["errors"]["generator_errors"] == 1 and s["errors"]["grade_errors"] == 1
    assert s["errors"]["flags"] == {"judge_error": 1, "unparsed": 1}


def test_unfinished_run_counts_unanswered(tmp_path: Path) -> None:
    s = summarize(load_run(make_run(tmp_path / "partial", answered=10)))
    assert s["n"] == 10 and s["n_questions"] == 16 and s["errors"]["unanswered"] == 6


def test_refusal_repeats_counts_a_template_with_its_ids_masked(tmp_path: Path) -> None:
    template = (
        "I cannot answer this. The closest passages are [{0}:3] and [{0}:4]; please narrow your question."
    )
    rows = changed(
        BASE_ROWS,
        e1={"answer": {"text": template.format("mini-01")}},
        n1={"answer": {"text": template.format("mini-07")}},
        n2={"answer": {"text": "The passages only cover the term; check the schedule on notice."}},
        u1={"answer": {"text": "Nothing retrieved speaks to audits; ask for the audit clause."}},
        v2={"answer": {"text": "No such agreement between those parties appears in the passages."}},
        r1={"answer": {"text": "No passages were retrieved, so I cannot say."}},
    )
    s = summarize(load_run(make_run(tmp_path / "run", rows)))
    repeats = s["refusal_repeats"]
    refused = s["counts"]["refused"]
    assert repeats["n"] == refused
    assert refused == 6 and repeats["repeated"] == 2  # e1 and n1 share one template, ids masked
    assert repeats["rate"]["value"] == pytest.approx(repeats["repeated"] / refused)
