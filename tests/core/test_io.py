"""Every record type round-trips through one JSONL line; bad lines fail loudly."""

from __future__ import annotations

import json
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.core import io
from harness.core.errors import HarnessError
from harness.core.records import (
    RECORD_TYPES,
    Answer,
    CitationScore,
    CitationVerdict,
    Document,
    GoldAnnotation,
    Grade,
    Hypothesis,
    JudgePolicy,
    LexicalScore,
    Passage,
    Perturbation,
    PluginSpec,
    Question,
    QuestionSetHeader,
    RetrievalSettings,
    RetrievedPassage,
    RunManifest,
)

SETTINGS = RetrievalSettings(k=5, k1=1.2, b=0.75, backend="bm25s", scope="corpus")
RETRIEVED = RetrievedPassage("mini-01:3", "mini-01", "The Recipient may share...", 7.25, 1)
EXAMPLES: list[object] = [
    Document("mini-01", "Mutual NDA", "Body text", None, {"file_name": "a.pdf"}),
    Document("gov-03", "Report", "Body", "Summary text"),
    Passage("mini-01:3", "mini-01", 3, 120, 180, "The Recipient may share..."),
    Hypothesis("nda-5", "Sharing with employees", "Receiving Party may share ..."),
    GoldAnnotation("mini-01", "nda-5", "Entailment", ("mini-01:3", "mini-01:4")),
    SETTINGS,
    Perturbation("wrong_date", "March 3, 2019", "March 3, 2018", "date moved one year"),
    Question(
        id="q001",
        text="May the recipient share?",
        stratum="adversarial",
        answer_type="yes_no",
        gold_answer="none",
        gold_evidence=(),
        ideal=("refused", "correct"),
        retrieval=SETTINGS,
        builder_version="1",
        document_id="mini-01",
        hypothesis_key="nda-5",
        perturbation=Perturbation("wrong_date", "2019", "2018"),
        notes="why",
    ),
    RETRIEVED,
    Answer(
        question_id="q001",
        text="Final answer: yes [mini-01:3]",
        citations=("mini-01:3",),
        retrieved=(RETRIEVED,),
        latency_s=0.25,
        raw="raw",
        error=None,
        format_ok=False,
        format_retry_used=True,
        format_violations=("missing prefix",),
    ),
    LexicalScore(0.5, 0.75, 0.0, 0.0, 0.0, "PASS"),
    CitationScore(0.5, 0.5, 0.0, 0.6),
    JudgePolicy(0.9, 0.85, "PASS"),
    CitationVerdict("mini-01:3", False, "Employees may receive it.", "not gold evidence"),
    Grade(
        question_id="q001",
        grader="heuristic",
        factuality="unsupported",
        citation_exists=True,
        citation_supports=False,
        refusal_quality=None,
        extra_claim_count=2,
        citation_precision=0.5,
        rationale={"factuality": "no anchor supported"},
        flags=("wrong_unsupported_ambiguous",),
        scores={
            "lexical": {"s_rel": 0.1, "s_comp": 0.2, "verdict": "FAIL"},
            "judge_policy": {"correctness": 0.7, "relevancy": 0.9, "verdict": "PARTIAL"},
        },
        citations=(CitationVerdict("mini-01:3", False, "Employees may receive it.", "not gold evidence"),),
        grader_version="heuristic-2",
        rubric_version="rubric-2",
    ),
    QuestionSetHeader("nda-mini", "abc", 13, "1", {"k": 5}, {"answerable": 40}, "def", None),
    PluginSpec("generator", "openai:gpt-x", {"temperature": 0.0, "api_key_env": "OPENAI_API_KEY"}),
    RunManifest(
        harness_version="0.1.0",
        created_at="2026-11-22T00:00:00Z",
        corpus="nda-mini",
        corpus_fingerprint="f" * 64,
        question_set_hash="h" * 64,
        seed=13,
        generator=PluginSpec("generator", "extractive"),
        condition="rag_always",
        prompt="default",
        prompt_hash="p" * 64,
        retrieval=SETTINGS,
        graders={"reference": PluginSpec("grader", "reference")},
        primary_grader="reference",
    ),
]


def test_every_record_type_has_an_example() -> None:
    assert {type(e) for e in EXAMPLES} == set(RECORD_TYPES)


@pytest.mark.parametrize("record", EXAMPLES, ids=lambda r: type(r).__name__)
def test_round_trip(record: object) -> None:
    line = io.to_line(record)
    data = json.loads(line)
    assert data["record"] == type(record).__name__
    assert data["schema_version"] == io.schema_version(type(record).__name__)
    assert io.from_dict(data, type(record)) == record


def test_file_round_trip_and_torn_tail(tmp_path: Path) -> None:
    path = tmp_path / "answers.jsonl"
    answers = [e for e in EXAMPLES if isinstance(e, Answer)] * 3
    io.write_jsonl(path, answers[:2])
    with io.JsonlAppender(path) as out:
        out.append(answers[2])
    assert io.read_jsonl(path, Answer) == answers
    with path.open("a") as fh:
        fh.write('{"record": "Answer", "schema_ver')  # a crash mid-write
    with pytest.raises(HarnessError, match="torn last line"):
        io.read_jsonl(path, Answer)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert io.repair_torn_tail(path) is True
    assert any(issubclass(w.category, io.TornLineWarning) for w in caught)
    assert io.read_jsonl(path, Answer) == answers


def test_wrong_type_and_newer_version_are_refused() -> None:
    data = json.loads(io.to_line(EXAMPLES[0]))
    with pytest.raises(HarnessError, match="expected a Passage"):
        io.from_dict(data, Passage)
    data["schema_version"] = io.SCHEMA_VERSION + 1
    with pytest.raises(HarnessError, match="newer"):
        io.from_dict(data, Document)


def test_bad_field_values_are_named() -> None:
    data = json.loads(io.to_line(EXAMPLES[7]))
    data["stratum"] = "easy"
    with pytest.raises(HarnessError, match="stratum"):
        io.from_dict(data, Question)


def test_old_version_goes_through_the_migration_point(monkeypatch: pytest.MonkeyPatch) -> None:
    data = json.loads(io.to_line(EXAMPLES[0]))
    data["schema_version"] = 0
    data["name"] = data.pop("title")
    with pytest.raises(HarnessError, match="no migration"):
        io.from_dict(dict(data), Document)

    def rename(payload: dict[str, object]) -> dict[str, object]:
        payload = dict(payload)
        payload["title"] = payload.pop("name")
        return payload

    monkeypatch.setitem(io.MIGRATIONS, ("Document", 0), rename)
    assert io.from_dict(data, Document) == EXAMPLES[0]


def test_a_version_1_grade_reads_with_its_side_scores_moved_into_scores() -> None:
    old = {
        "record": "Grade",
        "schema_version": 1,
        "question_id": "q001",
        "grader": "heuristic",
        "factuality": "correct",
        "citation_exists": True,
        "citation_supports": True,
        "refusal_quality": None,
        "extra_claim_count": 0,
        "lexical": {
            "s_rel": 0.5,
            "s_comp": 0.75,
            "s_hall": 0.0,
            "s_claims": 0.0,
            "p_drift": 0.0,
            "verdict": "PASS",
        },
        "citation_score": None,
        "judge_policy": {"correctness": 0.9, "relevancy": 0.85, "verdict": "PASS"},
    }
    grade = io.from_dict(old, Grade)
    assert grade.scores == {
        "lexical": {
            "s_rel": 0.5,
            "s_comp": 0.75,
            "s_hall": 0.0,
            "s_claims": 0.0,
            "p_drift": 0.0,
            "verdict": "PASS",
        },
        "judge_policy": {"correctness": 0.9, "relevancy": 0.85, "verdict": "PASS"},
    }
    assert io.to_dict(grade)["schema_version"] == 2 and "lexical" not in io.to_dict(grade)


@pytest.mark.parametrize("durable", [True, False])
def test_atomic_write_fsyncs_only_when_durable(
    durable: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real_fsync = io.os.fsync

    def counting_fsync(fd: int) -> None:
        synced.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(io.os, "fsync", counting_fsync)
    path = tmp_path / "out.txt"
    path.write_text("old", encoding="utf-8")
    io.write_text_atomic(path, "new text", durable=durable)
    assert path.read_text(encoding="utf-8") == "new text"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]  # no temp file left either way
    assert len(synced) == (1 if durable else 0)


def test_a_text_written_piece_by_piece_is_the_whole_text_or_nothing(tmp_path: Path) -> None:
    """``write_pieces_atomic`` writes the pieces' concatenation (UTF-8, line ends untouched); a
    failure while the pieces are made leaves the old file and no temp file."""
    path = tmp_path / "page.html"
    pieces = ["<p>", "café 🏞 \r\n", "x" * 10_000, "</p>\n"]
    io.write_pieces_atomic(path, iter(pieces), durable=False)
    assert path.read_bytes() == "".join(pieces).encode("utf-8")

    def failing() -> Iterator[str]:
        yield "half a page"
        raise RuntimeError("the template failed")

    with pytest.raises(RuntimeError):
        io.write_pieces_atomic(path, failing())
    assert path.read_bytes() == "".join(pieces).encode("utf-8")
    assert [p.name for p in tmp_path.iterdir()] == ["page.html"]
