"""Issue 26, points 12 and 13: files in the wrong encoding, a report path that is a folder, bad
option values and broken user code are one line and exit 2; a refusal writes nothing."""

from __future__ import annotations

import csv
import json
import shutil
from pathlib import Path

import pytest

from harness.calibrate.gold import GOLD_COLUMNS, csv_unsafe
from harness.core.records import Document, Passage
from harness.core.registry import register
from harness.corpus.base import Corpus
from harness.questions.qset import write_question_set
from tests.reliability.helpers import assert_one_line_error, assert_untouched, cli, snapshot
from tests.run.helpers import tiny_corpus, tiny_question_set

RECORD = (
    '{"question_id": "q1", "question": "Q?", "passages": [{"id": "p:1", "text": "t"}], "answer": "A [p:1]"}\n'
)


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from harness.cli.main import main

    root = tmp_path_factory.mktemp("finished")
    write_question_set(root / "q.jsonl", tiny_question_set(tiny_corpus(), 4))
    main([*_run(root), "--grader", "fixed-test"])
    return root


@pytest.fixture()
def root(finished: Path, tmp_path: Path) -> Path:
    shutil.copytree(finished, tmp_path / "root")
    return tmp_path / "root"


def _run(root: Path, questions: str = "q.jsonl", out: str = "run") -> list[str]:
    argv = ["run", "--corpus", "tiny-test", "--questions", str(root / questions), "--out", str(root / out)]
    return [*argv, "--condition", "no_rag", "--no-progress"]


def _stamps(run: Path) -> dict[str, int]:
    """Each file's modification time: a rewrite with the same bytes still changes it."""
    return {p.name: p.stat().st_mtime_ns for p in run.glob("report.*") if p.is_file()}


def _utf16(path: Path) -> None:
    path.write_bytes(path.read_text(encoding="utf-8").encode("utf-16"))


def _bad_byte(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[:40] + b"\xff\xfe\x80" + data[40:])


@pytest.mark.parametrize("damage", [_utf16, _bad_byte], ids=["utf-16", "invalid-utf-8"])
def test_a_file_that_is_not_utf8_is_one_line_naming_it_in_run_import_and_grade(
    root: Path, capsys: pytest.CaptureFixture[str], damage: object
) -> None:
    assert callable(damage)
    shutil.copy(root / "q.jsonl", root / "q2.jsonl")
    damage(root / "q2.jsonl")
    assert_one_line_error(cli(_run(root, "q2.jsonl", "new"), capsys), "q2.jsonl")
    assert not (root / "new").exists()
    (root / "records.jsonl").write_text(RECORD, encoding="utf-8")
    damage(root / "records.jsonl")
    assert_one_line_error(cli(["import", str(root / "records.jsonl"), "--out", str(root / "imp")], capsys))
    assert not (root / "imp").exists()
    damage(root / "run" / "answers.jsonl")
    before = snapshot(root / "run")
    assert_one_line_error(
        cli(["grade", str(root / "run"), "--grader", "fixed-test"], capsys), "answers.jsonl"
    )
    assert_untouched(before, root / "run")


def test_report_refuses_a_report_path_that_is_a_folder_before_writing_any_report(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (root / "run" / "report.html").unlink()
    (root / "run" / "report.html").mkdir()
    before, stamps = snapshot(root / "run"), _stamps(root / "run")
    assert_one_line_error(cli(["report", str(root / "run")], capsys), "report.html")
    assert_untouched(before, root / "run")
    assert _stamps(root / "run") == stamps


def test_calibrate_confidence_outside_zero_and_one_is_one_line(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["calibrate", "--run", str(root / "run"), "--gold", str(root / "g.csv"), "--confidence", "2"]
    assert_one_line_error(cli(argv, capsys), "--confidence")


def test_a_python_generator_with_a_syntax_error_is_one_line_and_leaves_no_folder(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (root / "broken.py").write_text("def answer(request:\n    return 'x'\n")
    result = cli([*_run(root, out="new"), "--generator", f"python:{root / 'broken.py'}:answer"], capsys)
    assert_one_line_error(result, "syntax error at line 1")
    assert not (root / "new").exists()


def test_an_undefined_prompt_variable_leaves_no_run_folder(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (root / "p.j2").write_text("{{ question }} {{ passages | length }} {{ nope }}")
    assert_one_line_error(cli([*_run(root, out="new"), "--prompt", str(root / "p.j2")], capsys), "'nope'")
    assert not (root / "new").exists()


def test_report_with_an_unknown_question_writes_nothing(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stamps = _stamps(root / "run")
    assert_one_line_error(cli(["report", str(root / "run"), "--question", "nope"], capsys), "'nope'")
    assert _stamps(root / "run") == stamps


# --------------------------------------------------------------------------- point 14: bad data accepted


def test_a_list_field_given_as_a_string_is_refused_not_read_as_characters(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = root / "run" / "answers.jsonl"
    lines = answers.read_text(encoding="utf-8").splitlines(keepends=True)
    record = json.loads(lines[0])
    record["citations"] = "tiny-01:1"
    answers.write_text(json.dumps(record) + "\n" + "".join(lines[1:]), encoding="utf-8")
    assert_one_line_error(cli(["report", str(root / "run")], capsys), "answers.jsonl:1", "citations")


def test_a_duplicated_answer_line_is_warned_and_the_first_answer_kept(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = root / "run" / "answers.jsonl"
    first = answers.read_text(encoding="utf-8").splitlines(keepends=True)[0]
    qid = json.loads(first)["question_id"]
    with answers.open("a", encoding="utf-8") as fh:
        fh.write(first)
    result = cli(["report", str(root / "run")], capsys)
    assert result.code == 0, result
    assert f"1 more answer line(s) for questions already answered ({qid})" in result.err, result.err


def test_an_imported_answer_is_cut_at_the_size_run_keeps(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from harness.text.answer_format import MAX_OUTPUT_CHARS

    passage = "The receiving party shall keep confidential information secret for three years."
    record = {
        "question_id": "q1",
        "question": "How long must information be kept secret?",
        "passages": [{"id": "doc:1", "text": passage}],
        "answer": "Three years [doc:1]. " + "padding " * 40_000,  # 320 kB
    }
    (tmp_path / "big.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    result = cli(["import", str(tmp_path / "big.jsonl"), "--out", str(tmp_path / "run")], capsys)
    assert result.code == 0, result
    answer = json.loads((tmp_path / "run" / "answers.jsonl").read_text(encoding="utf-8"))
    assert len(answer["text"]) == MAX_OUTPUT_CHARS and answer["truncated"] is True
    assert answer["citations"] == ["doc:1"]


# --------------------------------------------------------------------------- point 15: escaping

BIDI = "\u202e"
HOSTILE_TEXT = "Secret \x1b[2J\x00\x9b31m stays secret: confidential information is never disclosed."


@register("corpus", "hostile-test")
def hostile_corpus(data_dir: str | None = None, split: str | None = None) -> Corpus:
    """A passage whose text holds ESC, NUL and a C1 control (retrieve's terminal output), among others."""
    texts = [
        HOSTILE_TEXT,
        "The agreement is governed by the laws of Delaware.",
        "Notices go to the address above.",
    ]
    documents = tuple(Document(f"h-{i}", f"Doc {i}", t) for i, t in enumerate(texts))
    passages = tuple(Passage(f"h-{i}:0", f"h-{i}", 0, 0, len(t), t) for i, t in enumerate(texts))
    return Corpus("hostile-test", documents, passages)


def test_retrieve_prints_control_characters_of_passages_as_visible_escapes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    result = cli(["retrieve", "hostile-test", "confidential information disclosed"], capsys)
    assert result.code == 0, result
    for raw in ("\x1b", "\x00", "\x9b"):
        assert raw not in result.out
    assert "\\x1b" in result.out and "\\x9b" in result.out


def test_paths_printed_by_import_and_grade_show_bidi_overrides_as_escapes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    passage = "The receiving party shall keep confidential information secret for three years."
    record = {"question_id": "q1", "question": "How long?", "passages": [{"id": "d:1", "text": passage}]}
    (tmp_path / "r.jsonl").write_text(json.dumps({**record, "answer": "Three years [d:1]."}) + "\n")
    out = tmp_path / f"run{BIDI}txt.exe"
    imported = cli(["import", str(tmp_path / "r.jsonl"), "--out", str(out)], capsys)
    graded = cli(["grade", str(out), "--grader", "heuristic"], capsys)
    for result in (imported, graded):
        assert result.code == 0, result
        assert BIDI not in result.out + result.err and "U+202E" in result.out


def test_report_md_shows_a_markdown_link_in_a_folder_name_as_text(
    finished: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "[x](javascript:alert(1))"
    shutil.copytree(finished / "run", run)
    assert cli(["report", str(run)], capsys).code == 0
    markdown = (run / "report.md").read_text(encoding="utf-8")
    assert "](javascript:" not in markdown.replace("\\]", "") and "\\[x\\](javascript:alert(1))" in markdown


def formula_answer(request: object) -> str:
    """A model whose answer a spreadsheet would run as a formula."""
    return 'Final answer: =HYPERLINK("http://evil.example","click") [tiny-01:1]'


def test_label_template_cells_starting_a_formula_are_escaped_and_read_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_question_set(tmp_path / "q.jsonl", tiny_question_set(tiny_corpus(), 2))
    argv = [*_run(tmp_path), "--generator", f"python:{__name__}:formula_answer", "--grader", "fixed-test"]
    assert cli(argv, capsys).code == 0
    template = tmp_path / "t.csv"
    assert cli(["label", str(tmp_path / "run"), "--template", "--out", str(template)], capsys).code == 0
    rows = list(csv.DictReader(template.open(encoding="utf-8")))
    assert rows and all(row["answer"].startswith("'=HYPERLINK(") for row in rows), rows
    assert csv_unsafe(rows[0]["answer"]).startswith("=HYPERLINK(")


def test_a_gold_cell_over_128_kb_is_read_by_calibrate_and_a_resumed_label(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gold = root / "gold.csv"
    ids = [
        json.loads(line)["question_id"] for line in (root / "run" / "answers.jsonl").read_text().splitlines()
    ]
    with gold.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(GOLD_COLUMNS)
        for qid in ids:
            writer.writerow([qid, "me", "correct", "", "", "", "0", "n" * 200_000])
    calibrated = cli(
        ["calibrate", "--run", str(root / "run"), "--gold", str(gold), "--grader", "fixed-test"], capsys
    )
    assert calibrated.code == 0, calibrated
    resumed = cli(["label", str(root / "run"), "--out", str(gold), "--labeler", "me"], capsys)
    assert resumed.code == 0 and "0 to go" in resumed.out, resumed


# --------------------------------------------------------------------------- point 17: symlinks


def test_a_planted_lock_symlink_is_refused_and_its_target_never_truncated(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    victim = root / "victim.txt"
    victim.write_text("precious\n")
    lock = root / "run" / ".harness.lock"
    lock.unlink(missing_ok=True)
    lock.symlink_to(victim)
    for argv in (["report", str(root / "run")], [*_run(root), "--grader", "fixed-test"]):
        assert_one_line_error(cli(argv, capsys), "symbolic link")
    assert victim.read_text() == "precious\n"


def test_a_planted_answers_symlink_is_refused_and_its_target_never_appended(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = root / "run" / "answers.jsonl"
    victim = root / "victim.jsonl"
    victim.write_text("".join(answers.read_text().splitlines(keepends=True)[:-1]))  # one question to go
    before = victim.read_bytes()
    answers.unlink()
    answers.symlink_to(victim)
    assert_one_line_error(cli([*_run(root), "--grader", "fixed-test"], capsys), "symbolic link")
    assert victim.read_bytes() == before


def test_a_planted_temp_file_link_is_replaced_not_written_through(tmp_path: Path) -> None:
    from harness.core.io import write_text_atomic

    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    (tmp_path / "grades.jsonl.tmp").symlink_to(victim)
    write_text_atomic(tmp_path / "grades.jsonl", "new\n")
    assert victim.read_text() == "precious\n" and (tmp_path / "grades.jsonl").read_text() == "new\n"


def test_the_documents_corpus_never_follows_a_link_out_of_its_data_dir(tmp_path: Path) -> None:
    from harness.corpus import load_corpus

    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("The launch code is 0000.\n")
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "policy.txt").write_text("Employees receive 25 days of paid leave per calendar year.\n")
    (docs / "inside-link.txt").symlink_to(docs / "policy.txt")
    (docs / "secret.txt").symlink_to(outside / "secret.txt")
    (docs / "sub").symlink_to(outside, target_is_directory=True)
    with pytest.warns(UserWarning, match="link out of the folder"):
        corpus = load_corpus("documents", data_dir=docs)
    texts = " ".join(p.text for p in corpus.passages)
    assert "launch code" not in texts and "paid leave" in texts
