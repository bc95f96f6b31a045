"""``harness import``: every format through the CLI; every bad input is one line, exit 2, nothing written."""

from __future__ import annotations

import csv
import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from harness.core.records import Answer
from harness.report.load import load_run
from harness.store.folder import RunFolder
from harness.store.importer import content_id
from tests.reliability.helpers import CliResult, cli

PASSAGES = {
    "leave:0": "Employees get 25 days of paid leave per year.",
    "leave:1": "Unused leave carries over to the next year, up to five days.",
    "travel:0": "Flights need the written approval of a director.",
    "travel:1": "Train travel is booked in second class.",
}


def _p(*ids: str) -> list[dict[str, str]]:
    return [{"id": i, "text": PASSAGES[i]} for i in ids]


def records(gold: bool = True) -> list[dict[str, Any]]:
    """Four answers of an imaginary pipeline: correct, wrong, refused, and an answer citing nothing."""
    rows: list[dict[str, Any]] = [
        {
            "question_id": "q1",
            "question": "How many days of paid leave do employees get per year?",
            "passages": _p("leave:0", "travel:1"),
            "answer": "Employees get 25 days of paid leave per year [leave:0].",
            "gold_answer": "25 days",
            "gold_evidence": ["leave:0"],
        },
        {
            "question_id": "q2",
            "question": "How many unused leave days carry over to the next year?",
            "passages": _p("leave:1", "leave:0"),
            "answer": "Up to 10 days carry over [leave:1].",
            "gold_answer": "five days",
            "gold_evidence": ["leave:1"],
        },
        {
            "question_id": "q3",
            "question": "What is the policy on parental leave?",
            "passages": _p("leave:0"),
            "answer": (
                "I cannot answer: none of the passages covers parental leave. "
                "Ask HR for the parental leave policy."
            ),
            "gold_answer": "none",
            "gold_evidence": [],
            "stratum": "unanswerable",
        },
        {
            "question_id": "q4",
            "question": "Who must approve flights?",
            "passages": _p("travel:0"),
            "answer": "A director must approve flights in writing [travel:0].",
            "gold_answer": "a director",
            "gold_evidence": ["travel:0"],
        },
    ]
    if not gold:
        for row in rows:
            row.pop("gold_answer")
            row.pop("gold_evidence")
    return rows


def write_jsonl(path: Path, rows: list[Any]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def write_csv(path: Path, rows: list[dict[str, Any]]) -> Path:
    columns = sorted({k for r in rows for k in r})
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=columns)
        writer.writeheader()
        for r in rows:
            writer.writerow({k: json.dumps(v) if isinstance(v, list) else v for k, v in r.items()})
    return path


def write_parquet(path: Path, rows: list[dict[str, Any]]) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    full = [{**{"gold_answer": None, "gold_evidence": [], "stratum": None}, **r} for r in rows]
    pq.write_table(pa.Table.from_pylist(full), path)
    return path


def assert_graded_run(run_dir: Path, source: Path | None, fmt: str, grader: str = "reference") -> None:
    folder = RunFolder.open(run_dir)
    manifest = folder.manifest()
    assert manifest.generator.name == "imported"
    assert manifest.generator.options["format"] == fmt
    assert manifest.generator.options["records"] == 4
    if source is not None:
        assert manifest.generator.options["sha256"] == hashlib.sha256(source.read_bytes()).hexdigest()
    assert manifest.primary_grader == grader
    grades = {g.question_id: g for g in folder.grades(grader)}
    assert set(grades) == {"q1", "q2", "q3", "q4"}
    if grader == "reference":
        assert grades["q1"].factuality == "correct"
        assert grades["q2"].factuality == "wrong"
        assert grades["q3"].factuality == "refused"
        assert grades["q4"].factuality == "correct"
    answer: Answer = next(a for a in folder.answers() if a.question_id == "q1")
    assert answer.citations == ("leave:0",)
    assert [p.passage_id for p in answer.retrieved] == ["leave:0", "travel:1"]
    assert (run_dir / "report.html").is_file() and (run_dir / "report.json").is_file()


def test_jsonl_import_writes_a_graded_run_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = write_jsonl(tmp_path / "records.jsonl", records())
    result = cli(["import", str(source), "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    assert "imported 4 records" in result.out and "graded by reference" in result.out
    assert_graded_run(tmp_path / "run", source, "jsonl")
    qset = RunFolder.open(tmp_path / "run").question_set()
    by_id = qset.by_id()
    assert by_id["q3"].stratum == "unanswerable" and by_id["q1"].stratum == "answerable"
    assert by_id["q1"].gold_evidence == ("leave:0",)


def test_csv_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = write_csv(tmp_path / "records.csv", records())
    result = cli(["import", str(source), "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    assert_graded_run(tmp_path / "run", source, "csv")


def test_csv_ids_may_be_separated_by_semicolons(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = records()
    source = write_csv(tmp_path / "records.csv", rows)
    text = source.read_text(encoding="utf-8").replace('"[""leave:0""]"', "leave:0")
    source.write_text(text, encoding="utf-8")
    assert cli(["import", str(source), "--out", str(tmp_path / "run")], capsys).code == 0
    assert RunFolder.open(tmp_path / "run").question_set().by_id()["q1"].gold_evidence == ("leave:0",)


def test_parquet_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = write_parquet(tmp_path / "records.parquet", records())
    result = cli(["import", str(source), "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    assert_graded_run(tmp_path / "run", source, "parquet")


def test_json_list_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "records.json"
    source.write_text(json.dumps(records()), encoding="utf-8")
    assert cli(["import", str(source), "--out", str(tmp_path / "run")], capsys).code == 0
    assert_graded_run(tmp_path / "run", source, "json")


def test_hugging_face_dataset_goes_through_load_dataset(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``hf:NAME`` calls ``datasets.load_dataset(NAME, ...)`` as for the Hub; a local folder stands in."""
    import datasets
    import datasets.config

    monkeypatch.setattr(datasets.config, "HF_DATASETS_CACHE", tmp_path / "hf-cache")
    calls: list[tuple[Any, ...]] = []
    real = datasets.load_dataset

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append((args, kwargs))
        return real(*args, **kwargs)

    monkeypatch.setattr(datasets, "load_dataset", spy)
    folder = tmp_path / "my-rag-records"
    folder.mkdir()
    write_jsonl(folder / "test.jsonl", records())
    result = cli(["import", f"hf:{folder}", "--split", "test", "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    assert calls and calls[0][0] == (str(folder),) and calls[0][1]["split"] == "test"
    assert_graded_run(tmp_path / "run", None, "hf")
    options = RunFolder.open(tmp_path / "run").manifest().generator.options
    assert (
        options["source"] == str(folder) and options["split"] == "test" and len(str(options["sha256"])) == 64
    )


def test_without_gold_it_is_graded_by_heuristic_and_refuses_reference(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write_jsonl(tmp_path / "records.jsonl", records(gold=False))
    result = cli(["import", str(source), "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    assert_graded_run(tmp_path / "run", source, "jsonl", grader="heuristic")
    again = cli(["grade", str(tmp_path / "run"), "--grader", "reference"], capsys)
    assert again.code == 2 and "without gold answers" in again.err and "--grader heuristic" in again.err
    asked = cli(["import", str(source), "--out", str(tmp_path / "run2"), "--grader", "reference"], capsys)
    assert asked.code == 2 and not (tmp_path / "run2").exists()


def test_a_field_mapping_reads_ragas_style_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [
        {
            "sample": {"id": r["question_id"], "user_input": r["question"]},
            "retrieved_contexts": [p["text"] for p in r["passages"]],
            "response": r["answer"],
            "reference": r["gold_answer"],
        }
        for r in records()
    ]
    source = write_jsonl(tmp_path / "ragas.jsonl", rows)
    mapping = tmp_path / "mapping.json"
    mapping.write_text(
        json.dumps(
            {
                "question_id": "sample.id",
                "question": "sample.user_input",
                "passages": "retrieved_contexts",
                "answer": "response",
                "gold_answer": "reference",
            }
        )
    )
    result = cli(["import", str(source), "--out", str(tmp_path / "run"), "--mapping", str(mapping)], capsys)
    assert result.code == 0, result
    answers = {a.question_id: a for a in RunFolder.open(tmp_path / "run").answers()}
    assert answers["q1"].retrieved[0].passage_id == content_id(PASSAGES["leave:0"])
    assert answers["q1"].retrieved[0].text == PASSAGES["leave:0"]


def test_passages_of_a_registered_corpus_bind_the_run_to_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from harness.corpus import load_corpus

    corpus = load_corpus("nda-mini")
    p = corpus.passages[3]
    row = {
        "question_id": "x1",
        "question": "What does the agreement say?",
        "passages": [{"id": p.id, "text": p.text}],
        "answer": f"It says so [{p.id}].",
    }
    source = write_jsonl(tmp_path / "r.jsonl", [row])
    result = cli(["import", str(source), "--out", str(tmp_path / "run"), "--corpus", "nda-mini"], capsys)
    assert result.code == 0, result
    manifest = RunFolder.open(tmp_path / "run").manifest()
    assert manifest.corpus == "nda-mini" and manifest.corpus_fingerprint == corpus.fingerprint
    assert not (tmp_path / "run" / "passages.jsonl").exists()
    bad = write_jsonl(tmp_path / "bad.jsonl", [{**row, "passages": [{"id": "mini-99:1", "text": "x"}]}])
    refused = cli(["import", str(bad), "--out", str(tmp_path / "run2"), "--corpus", "nda-mini"], capsys)
    assert (
        refused.code == 2
        and "bad.jsonl:1: passage 'mini-99:1' is not a passage of corpus nda-mini" in refused.err
    )


# --------------------------------------------------------------------------- bad input


def _jsonl_lines(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "records.jsonl"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def _good() -> list[str]:
    return [json.dumps(r) for r in records()]


def _edit(n: int, **changes: Any) -> list[str]:
    rows = records()
    rows[n].update(changes)
    return [json.dumps({k: v for k, v in r.items() if v is not ...}) for r in rows]


def _drop(n: int, key: str) -> list[str]:
    rows = records()
    rows[n].pop(key)
    return [json.dumps(r) for r in rows]


BAD_JSONL: dict[str, tuple[list[str], str]] = {
    "malformed json": (
        [*_good()[:2], '{"question_id": "q3", "question": ', *_good()[3:]],
        "records.jsonl:3: malformed JSON",
    ),
    "not an object": ([*_good()[:1], "[1, 2]"], "records.jsonl:2: a record must be a JSON object"),
    "missing answer": (_drop(2, "answer"), "records.jsonl:3: missing field 'answer'"),
    "missing question": (_drop(1, "question"), "records.jsonl:2: missing field 'question'"),
    "empty question": (_edit(0, question="  "), "records.jsonl:1: empty question"),
    "question id not text": (_edit(1, question_id=["a"]), "records.jsonl:2: field 'question_id'"),
    "passages not a list": (
        _edit(3, passages="leave:0"),
        "records.jsonl:4: field 'passages' (passages) must be a list",
    ),
    "passage without text": (
        _edit(0, passages=[{"id": "leave:0"}]),
        "records.jsonl:1: passage 0: missing field 'text'",
    ),
    "duplicate question id": (
        _edit(2, question_id="q1"),
        "records.jsonl:3: question_id 'q1' repeats records.jsonl:1",
    ),
    "unknown stratum": (_edit(1, stratum="easy"), "records.jsonl:2: unknown stratum 'easy'"),
    "one id two texts": (
        _edit(3, passages=[{"id": "leave:0", "text": "Something else."}]),
        "records.jsonl:4: passage 'leave:0' has another text than at records.jsonl:1",
    ),
    "gold on some records only": (_drop(2, "gold_answer"), "records.jsonl:3: no gold_answer"),
    "gold evidence not ids": (_edit(0, gold_evidence=[{"id": 1}]), "records.jsonl:1: field 'gold_evidence'"),
    "empty file": ([], "the file holds no records"),
}


def assert_refused(result: CliResult, fragment: str, tmp_path: Path) -> None:
    assert result.code == 2, result
    lines = result.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and " -- fix: " in lines[0], result.err
    assert fragment in lines[0], (fragment, lines[0])
    assert "Traceback" not in result.err + result.out
    assert not (tmp_path / "run").exists()
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".run")]  # no staging folder left


@pytest.mark.parametrize("case", sorted(BAD_JSONL))
def test_a_bad_jsonl_record_is_named_by_line_and_nothing_is_written(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines, fragment = BAD_JSONL[case]
    source = _jsonl_lines(tmp_path, lines)
    assert_refused(cli(["import", str(source), "--out", str(tmp_path / "run")], capsys), fragment, tmp_path)


def test_a_bad_csv_row_is_named_by_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = write_csv(tmp_path / "records.csv", records())
    lines = source.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[3] = lines[3].replace('[{""id""', '[{""id"" oops', 1)
    source.write_text("".join(lines), encoding="utf-8")
    result = cli(["import", str(source), "--out", str(tmp_path / "run")], capsys)
    assert_refused(result, "records.csv:4: column 'passages' is not valid JSON", tmp_path)


def test_a_bad_parquet_row_is_named_by_row(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = records()
    rows[2]["answer"] = None
    source = write_parquet(tmp_path / "records.parquet", rows)
    result = cli(["import", str(source), "--out", str(tmp_path / "run")], capsys)
    assert_refused(result, "records.parquet row 3: field 'answer' (answer) must be text", tmp_path)


def test_import_grade_report_gate_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two versions of a pipeline over the same questions: import, regrade, report, gate."""
    base = write_jsonl(tmp_path / "v1.jsonl", records())
    worse = records()
    worse[0]["answer"] = "Employees get 20 days of paid leave per year [leave:0]."  # correct -> wrong
    cand = write_jsonl(tmp_path / "v2.jsonl", worse)
    better = records()
    better[1]["answer"] = "Up to five days carry over to the next year [leave:1]."  # wrong -> correct
    fixed = write_jsonl(tmp_path / "v3.jsonl", better)
    for name, source in (("base", base), ("cand", cand), ("fixed", fixed)):
        assert cli(["import", str(source), "--out", str(tmp_path / name)], capsys).code == 0
        assert (
            cli(["grade", str(tmp_path / name), "--grader", "heuristic", "--not-primary"], capsys).code == 0
        )
        assert cli(["report", str(tmp_path / name)], capsys).code == 0
    rejected = cli(["gate", str(tmp_path / "base"), str(tmp_path / "cand"), "--json"], capsys)
    assert rejected.code == 1, rejected
    verdict = json.loads(rejected.out)
    assert verdict["decision"] == "reject" and "wrong" in verdict["failed_rules"]
    shipped = cli(["gate", str(tmp_path / "base"), str(tmp_path / "fixed")], capsys)
    assert shipped.code == 0, shipped
    run = load_run(tmp_path / "cand")
    assert run.grades_by_id["q1"].factuality == "wrong"
    assert sorted(run.manifest.graders) == ["heuristic", "reference"]


def test_label_and_calibrate_accept_an_imported_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = write_jsonl(tmp_path / "records.jsonl", records())
    run = str(tmp_path / "run")
    assert cli(["import", str(source), "--out", run], capsys).code == 0
    assert cli(["grade", run, "--grader", "heuristic", "--not-primary"], capsys).code == 0
    template = tmp_path / "template.csv"
    assert cli(["label", run, "--template", "--out", str(template)], capsys).code == 0
    with template.open(encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert [r["question_id"] for r in rows] == ["q1", "q2", "q3", "q4"]
    labels = {  # a human's labels: factuality, citation_exists, citation_supports, refusal_quality
        "q1": ("correct", "true", "true", ""),
        "q2": ("wrong", "true", "false", ""),
        "q3": ("refused", "", "", "2"),
        "q4": ("correct", "true", "true", ""),
    }
    for row in rows:
        f, e, s, rq = labels[row["question_id"]]
        row.update(labeler="ann", factuality=f, citation_exists=e, citation_supports=s, refusal_quality=rq)
        row["extra_claim_count"] = "0"
    gold = tmp_path / "gold.csv"
    with gold.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    result = cli(["calibrate", "--gold", str(gold), "--run", run, "--grader", "reference"], capsys)
    assert result.code == 0, result
    assert "4 labeled answers of 4 graded" in result.out


# --------------------------------------------------------------------------- fidelity (issue 25)


def test_each_passage_is_filed_under_its_own_document(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = records()
    rows[0]["document"] = "handbook"
    rows[0]["passages"] = [
        {"id": "a", "text": PASSAGES["leave:0"]},
        {"id": "b", "text": PASSAGES["travel:1"], "document": "travel-policy"},
    ]
    rows[0]["answer"], rows[0]["gold_evidence"] = "Employees get 25 days of paid leave per year [a].", ["a"]
    source = write_jsonl(tmp_path / "records.jsonl", rows)
    assert cli(["import", str(source), "--out", str(tmp_path / "run")], capsys).code == 0
    answer = next(a for a in RunFolder.open(tmp_path / "run").answers() if a.question_id == "q1")
    assert [(p.passage_id, p.document_id) for p in answer.retrieved] == [
        ("a", "handbook"),
        ("b", "travel-policy"),
    ]
    documents = [json.loads(line)["id"] for line in (tmp_path / "run" / "documents.jsonl").open()]
    assert "travel-policy" in documents and "handbook" in documents


def test_a_none_gold_to_a_yes_no_question_stays_yes_no(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = records()
    rows[2] |= {"question": "Does the handbook grant paid parental leave?", "answer": "Yes [leave:0]."}
    source = write_jsonl(tmp_path / "records.jsonl", rows)
    assert cli(["import", str(source), "--out", str(tmp_path / "run")], capsys).code == 0
    folder = RunFolder.open(tmp_path / "run")
    question = folder.question_set().by_id()["q3"]
    assert (question.answer_type, question.gold_answer, question.stratum) == (
        "yes_no",
        "none",
        "unanswerable",
    )
    grade = next(g for g in folder.grades("reference") if g.question_id == "q3")
    assert grade.factuality == "wrong" and "unparsed" not in grade.flags  # "Yes." read: a made-up answer


def test_gold_without_evidence_is_graded_on_the_cited_text_and_said_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = records()
    for row in rows:
        row.pop("gold_evidence")
    source = write_jsonl(tmp_path / "records.jsonl", rows)
    result = cli(["import", str(source), "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    assert result.err.count("no gold evidence") == 1, result.err
    grades = {g.question_id: g for g in RunFolder.open(tmp_path / "run").grades("reference")}
    assert grades["q1"].factuality == "correct" and grades["q1"].citation_supports is True
    assert grades["q2"].factuality == "wrong"
    assert grades["q4"].factuality == "correct"


def test_the_readme_ragas_mapping_example_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The README's mapping, verbatim, on RAGAS rows as RAGAS writes them (no id field)."""
    import re

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- ragas-mapping -->\s*```json\s*(\{.*?\})\s*```", readme, re.S)
    assert found is not None, "the README's RAGAS mapping example moved"
    mapping = tmp_path / "map.json"
    mapping.write_text(found.group(1), encoding="utf-8")
    rows = [
        {
            "user_input": r["question"],
            "retrieved_contexts": [p["text"] for p in r["passages"]],
            "response": r["answer"].replace("[leave:0]", ""),
            "reference": r["gold_answer"],
        }
        for r in records()
    ]
    source = write_jsonl(tmp_path / "ragas.jsonl", rows)
    result = cli(["import", str(source), "--out", str(tmp_path / "run"), "--mapping", str(mapping)], capsys)
    assert result.code == 0, result
    folder = RunFolder.open(tmp_path / "run")
    ids = [a.question_id for a in folder.answers()]
    assert len(set(ids)) == 4 and all(i.startswith("q-") for i in ids)
    again = cli(["import", str(source), "--out", str(tmp_path / "run2"), "--mapping", str(mapping)], capsys)
    assert again.code == 0 and [a.question_id for a in RunFolder.open(tmp_path / "run2").answers()] == ids


def test_records_join_the_corpus_protocol_and_a_mismatch_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from harness.core.settings import corpora_dir
    from harness.corpus import load_corpus
    from harness.questions.qset import read_question_set

    corpus = load_corpus("nda-mini")
    protocol = read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl").questions[:3]
    rows = [
        {
            "question_id": q.id,
            "question": q.text,
            "passages": [{"id": p, "text": corpus.passage(p).text} for p in q.gold_evidence],
            "answer": f"Yes [{q.gold_evidence[0]}]." if q.gold_evidence else "I cannot tell.",
        }
        for q in protocol
    ]
    source = write_jsonl(tmp_path / "records.jsonl", rows)
    args = ["import", str(source), "--corpus", "nda-mini", "--questions", "protocol"]
    assert cli([*args, "--out", str(tmp_path / "ok")], capsys).code == 0
    joined = RunFolder.open(tmp_path / "ok").question_set().questions
    assert joined == tuple(protocol)
    rows[1]["gold_answer"] = "maybe"
    write_jsonl(source, rows)
    assert_refused(
        cli([*args, "--out", str(tmp_path / "run")], capsys),
        "records.jsonl:2: gold_answer 'maybe' differs",
        tmp_path,
    )


def test_passages_given_as_texts_are_cited_by_position() -> None:
    from harness.store.importer import by_position

    assert by_position("Yes [1], and [2, 3]; not [7] nor [x].", ["p-a", "p-b", "p-c"]) == (
        "Yes [p-a], and [p-b, p-c]; not [7] nor [x]."
    )
