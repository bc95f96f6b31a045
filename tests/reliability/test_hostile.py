"""Hostile content: HTML/JS, terminal escapes, megabytes, path-like citation ids and shell syntax
in model and question text are escaped, stripped, bounded, treated as ids, and never run."""

from __future__ import annotations

import io
import json
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from harness.cli.exit_codes import ANSWER_ERRORS
from harness.core.io import read_jsonl
from harness.core.records import Answer, Grade, Perturbation
from harness.generate.base import GenerationRequest
from harness.questions.qset import with_hash, write_question_set
from harness.report.render.html import report_script
from tests.reliability.helpers import CliResult, cli, tiny_corpus, tiny_question_set

CORPUS = tiny_corpus()
ESCAPES = ("\x1b", "\x07", "\x9b", "\x9d")
ANSI_TEXT = "\x1b[31mRED\x1b[0m\x1b]0;owned-title\x07\x1b[2J\x9b2J"

# --------------------------------------------------------------------------- audit hook

_events: list[tuple[str, tuple[Any, ...]]] = []
_recording = False


def _audit(event: str, args: tuple[Any, ...]) -> None:
    if _recording and event in ("open", "os.system", "subprocess.Popen", "os.exec", "os.posix_spawn"):
        _events.append((event, args))


sys.addaudithook(_audit)  # audit hooks cannot be removed; it records only inside ``audited``


@pytest.fixture()
def audited() -> Iterator[list[tuple[str, tuple[Any, ...]]]]:
    """The file opens and process starts of the test's body (this process only)."""
    global _recording
    _events.clear()
    _recording = True
    try:
        yield _events
    finally:
        _recording = False


def _opened(events: list[tuple[str, tuple[Any, ...]]]) -> list[str]:
    return [str(args[0]) for event, args in events if event == "open" and isinstance(args[0], (str, bytes))]


# --------------------------------------------------------------------------- generators


def hostile_or_failing(request: GenerationRequest) -> Any:
    if request.question_id == "q-03":
        raise RuntimeError("pipeline says " + ANSI_TEXT)
    return (
        "Final answer: Yes <script>alert('xss')</script><img src=x onerror=alert(1)> "
        f"{ANSI_TEXT} [../../etc/passwd] [tiny-01:2]."
    )


def flood(request: GenerationRequest) -> Any:
    if request.question_id == "q-01":
        raise RuntimeError("x" * 5_000_000)
    return {
        "text": "Final answer: Yes " + " ".join(f"[f-{i}:{i}]" for i in range(50_000)),
        "passages": [f"../../etc/{i}/passwd" for i in range(100_000)],
        "passage_texts": ["no passage says this " + str(i) for i in range(2_000)],
    }


def _run(
    tmp_path: Path, generator: Callable[..., Any] | str, capsys: Any, n: int = 5, *extra: str
) -> CliResult:
    qfile = tmp_path / "q.jsonl"
    if not qfile.exists():
        write_question_set(qfile, tiny_question_set(CORPUS, n))
    name = generator if isinstance(generator, str) else f"python:{__name__}:{generator.__name__}"
    argv = ["run", "--corpus", "tiny-test", "--questions", str(qfile), "--out", str(tmp_path / "run")]
    return cli([*argv, "--generator", name, "--no-progress", *extra], capsys)


# --------------------------------------------------------------------------- tests


def test_html_and_js_in_model_output_are_escaped_in_reports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run(tmp_path, hostile_or_failing, capsys).code == ANSWER_ERRORS
    page = (tmp_path / "run" / "report.html").read_text()
    own = f"<script>\n{report_script()}\n</script>"  # the page's one script: report.js verbatim
    assert own in page and "<script" not in page.replace(own, "") and "<img src=x" not in page
    assert "&lt;script&gt;alert(&#39;xss&#39;)&lt;/script&gt;" in page
    assert "<script" not in (tmp_path / "run" / "report.md").read_text()


def test_terminal_escapes_never_reach_the_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    base = tiny_question_set(CORPUS, 5)
    questions = list(base.questions)
    questions[0] = replace(
        questions[0],
        text=questions[0].text + ANSI_TEXT,
        notes="note " + ANSI_TEXT,
        perturbation=Perturbation("wrong_date", "x" + ANSI_TEXT, "y" + ANSI_TEXT),
    )
    write_question_set(tmp_path / "q.jsonl", with_hash(base.header, questions))
    outputs = [_run(tmp_path, hostile_or_failing, capsys)]
    run = str(tmp_path / "run")
    outputs.append(
        cli(["report", run, "--question", "q-01", "--question", "q-02", "--question", "q-03"], capsys)
    )
    outputs.append(cli(["questions", "show", str(tmp_path / "q.jsonl")], capsys))
    monkeypatch.setattr("sys.stdin", io.StringIO("skip\n" * 5))  # show every answer to the labeler
    outputs.append(cli(["label", run, "--out", str(tmp_path / "gold.csv"), "--labeler", "me"], capsys))
    assert outputs[0].code == ANSWER_ERRORS, outputs[0]  # the run: one answer raised
    for result in outputs[1:]:
        assert result.code == 0, result
    for result in outputs:
        shown = result.out + result.err
        assert not [c for c in ESCAPES if c in shown], shown
    assert "RED" in outputs[1].out
    assert "generator error: RuntimeError: pipeline says \\x1b[31mRED" in outputs[1].out
    assert "RED" in outputs[2].out and "RED" in outputs[3].out  # the text is shown, only the escapes go


RAW_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
BIDI = "\u202e"


def controls_and_bidi(request: GenerationRequest) -> Any:
    return f"Final answer: Yes, pay {BIDI}0001${BIDI} now\x00\x1b[2J\x07 [tiny-01:2]."


def test_control_characters_and_bidi_overrides_are_visible_escapes_in_html_markdown_and_terminal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before: report.html kept raw ESC, NUL and U+202E inside escaped text: grep called it binary
    and the override reordered what a reader saw. The run folder's name carries one too."""
    qfile = tmp_path / "q.jsonl"
    write_question_set(qfile, tiny_question_set(CORPUS, 3))
    run = tmp_path / f"run{BIDI}lmth.exe"
    argv = ["run", "--corpus", "tiny-test", "--questions", str(qfile), "--out", str(run), "--no-progress"]
    name = f"python:{__name__}:{controls_and_bidi.__name__}"
    assert cli([*argv, "--generator", name], capsys).code == 0
    shown = cli(["report", str(run), "--question", "q-01"], capsys)
    assert shown.code == 0, shown
    html = (run / "report.html").read_text(encoding="utf-8")
    markdown = (run / "report.md").read_text(encoding="utf-8")
    for output in (html, markdown, shown.out, shown.err):
        assert not RAW_CONTROLS.findall(output), RAW_CONTROLS.findall(output)
    assert b"\x00" not in (run / "report.html").read_bytes()  # grep reads it as text
    assert "pay U+202E0001$U+202E now\\x00\\x1b[2J\\x07" in html
    assert "pay U+202E0001$U+202E now\\x00\\x1b[2J\\x07" in shown.out
    assert "runU+202Elmth.exe" in markdown and "runU+202Elmth.exe" in html


def test_reports_show_the_new_grader_as_soon_as_harness_grade_ends(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before: after `harness grade`, the report files still showed the old grader until
    `harness report` was run."""
    assert (
        _run(tmp_path, hostile_or_failing, capsys, 3, "--grader", "fixed-test").code == ANSWER_ERRORS
    )  # one answer raised
    run = tmp_path / "run"
    assert json.loads((run / "report.json").read_text())["grader"] == "fixed-test"
    regraded = cli(["grade", str(run), "--grader", "reference"], capsys)
    assert (
        regraded.code == ANSWER_ERRORS and "rewrote report.json, report.md, report.html" in regraded.out
    )  # one errored answer: grade exits as run does (issue 26)
    assert json.loads((run / "report.json").read_text())["grader"] == "reference"
    assert "grader **reference**" in (run / "report.md").read_text()
    assert "reference" in (run / "report.html").read_text()


def test_megabytes_of_output_are_bounded_and_flagged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run(tmp_path, flood, capsys, 3, "--grader", "none", "--timeout", "60").code == ANSWER_ERRORS
    answers = {a.question_id: a for a in read_jsonl(tmp_path / "run" / "answers.jsonl", Answer)}
    assert answers["q-01"].error is not None and len(answers["q-01"].error) <= 2_100
    flooded = answers["q-02"]
    assert flooded.truncated and len(flooded.text) <= 64 * 1024 and len(flooded.citations) <= 1000
    # 100,000 reported passage ids that are not in the corpus must not become 100,000 notes.
    assert len(flooded.notes) <= 50 and flooded.retrieved == ()
    assert (tmp_path / "run" / "answers.jsonl").stat().st_size < 1_000_000


def test_path_like_citation_ids_are_ids_never_paths(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], audited: list[tuple[str, tuple[Any, ...]]]
) -> None:
    assert _run(tmp_path, hostile_or_failing, capsys).code == ANSWER_ERRORS
    run = tmp_path / "run"
    assert cli(["report", str(run), "--question", "q-01"], capsys).code == 0
    # Answers are appended as they finish, so find q-01's by id (q-03's carries an error instead).
    answer = next(a for a in read_jsonl(run / "answers.jsonl", Answer) if a.question_id == "q-01")
    assert answer.citations == ("../../etc/passwd", "tiny-01:2")
    grade = next(g for g in read_jsonl(run / "grades.jsonl", Grade) if g.question_id == answer.question_id)
    assert grade.citation_exists is False
    assert "not a passage of the corpus: ../../etc/passwd" in grade.rationale["citation_exists"]
    assert not [p for p in _opened(audited) if "passwd" in p]
    written = [
        str(args[0])
        for ev, args in audited
        if ev == "open" and isinstance(args[0], str) and "w" in str(args[1])
    ]
    outside = [p for p in written if not Path(p).resolve().is_relative_to(tmp_path)]
    assert not outside, outside  # every file written lives in this test's folders


PIPELINE = """
import json, sys
for line in sys.stdin:
    req = json.loads(line)
    text = "Final answer: Yes, you asked " + req["question"] + " [tiny-01:2]"
    print(json.dumps({"question_id": req["question_id"], "text": text}), flush=True)
"""


def test_question_and_model_text_never_reach_a_shell(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    audited: list[tuple[str, tuple[Any, ...]]],
) -> None:
    markers = [tmp_path / f"pwned-{i}" for i in range(4)]
    base = tiny_question_set(CORPUS, 3)
    hostile_texts = (
        f"Is it $(touch {markers[0]}) or `touch {markers[1]}`?",
        f"What about ; touch {markers[2]} && echo | touch {markers[3]}",
    )
    questions = [replace(q, text=t) for q, t in zip(base.questions, hostile_texts, strict=False)] + list(
        base.questions[2:]
    )
    write_question_set(tmp_path / "q.jsonl", with_hash(base.header, questions))
    script = tmp_path / "pipeline.py"
    script.write_text(PIPELINE)
    result = _run(tmp_path, f"cmd:{sys.executable} {script}", capsys)
    assert result.code == 0, result
    answers = read_jsonl(tmp_path / "run" / "answers.jsonl", Answer)
    assert any(f"$(touch {markers[0]})" in a.text for a in answers)  # the text went through, verbatim
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert (
        cli(
            ["label", str(tmp_path / "run"), "--out", str(tmp_path / "g.csv"), "--labeler", "me"], capsys
        ).code
        == 0
    )
    assert cli(["report", str(tmp_path / "run"), "--question", "q-01"], capsys).code == 0
    assert not [m for m in markers if m.exists()]
    assert not [args for ev, args in audited if ev == "os.system"]
    started = [args for ev, args in audited if ev == "subprocess.Popen"]
    assert started, "the cmd: generator should have started its pipeline"
    for _executable, argv, *_rest in started:
        argv = [str(a) for a in argv]
        assert argv == [sys.executable, str(script)], argv  # no shell, and no text on the command line


def test_reported_passage_ids_are_not_opened(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], audited: list[tuple[str, tuple[Any, ...]]]
) -> None:
    assert _run(tmp_path, flood, capsys, 3, "--grader", "none", "--timeout", "60").code == ANSWER_ERRORS
    assert not [p for p in _opened(audited) if "passwd" in p]
    notes = read_jsonl(tmp_path / "run" / "answers.jsonl", Answer)[1].notes
    assert any("../../etc/0/passwd" in n for n in notes)


def test_hostile_records_stay_one_json_line_each(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(tmp_path, hostile_or_failing, capsys).code == ANSWER_ERRORS
    for name in ("answers.jsonl", "grades.jsonl", "questions.jsonl"):
        lines = (tmp_path / "run" / name).read_bytes().split(b"\n")
        assert lines[-1] == b"" and all(json.loads(line) for line in lines[:-1])
