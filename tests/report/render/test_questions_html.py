"""report/render/questions_html.py: each value is shown as the page's template shows it (visible
escapes, then markupsafe's escaping), and a question's block carries every part of the drill-down."""

from __future__ import annotations

from pathlib import Path

import markupsafe
import pytest

from harness.core.records import PluginSpec
from harness.report.load import RunData, load_run
from harness.report.render.html import Drill, _drill, _shown, render_html, render_html_pieces
from harness.report.render.questions_html import _html, questions_html
from harness.report.render.text import distinguishing_parts
from harness.report.summary import summarize
from harness.report.write import write_report
from harness.store.folder import RunFolder
from tests.report.builders import BASE_ROWS, changed, make_run

HOSTILE = "<script>alert(\"x\")</script> & 'q' \x1b[31m \u202e"
VALUES: list[object] = [
    "plain",
    HOSTILE,
    "",
    "tab\there\nline",
    0,
    3,
    -1.5,
    0.333333,
    True,
    False,
    None,
    markupsafe.Markup("<b>kept</b>"),
    ("a", "b"),
]


@pytest.mark.parametrize("value", VALUES)
def test_a_value_is_shown_as_the_template_shows_it(value: object) -> None:
    assert _html(value) == str(markupsafe.escape(_shown(value)))


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> str:
    rows = changed(
        BASE_ROWS,
        a1={
            "answer": {
                "text": f"Yes {HOSTILE} [mini-01:1].",
                "citations": ("mini-01:1",),
                "raw": "RAW " + HOSTILE,
            },
            "grade": {
                "rationale": {"factuality": f"quoted {HOSTILE}", "own_axis": "why"},
                "flags": ("flag<1>",),
                "scores": {"lexical": {"f1": 0.5, "ok": True, "n": 3, "s": "t<x>"}},
                "citation_precision": 0.25,
            },
        },
        a2={"answer": {"error": "TimeoutError: slow <x>", "text": ""}},
        a3={"answer": {"format_ok": False, "format_retry_used": True, "format_violations": ("no <final>",)}},
        a4={"grade": {"error": "crashed & <burned>"}},
    )
    run = make_run(tmp_path_factory.mktemp("questions") / "run", rows)
    folder = RunFolder(run)
    folder.write_grades(
        PluginSpec("grader", "reference", {}), folder.grades()[:3], primary=False, label="other"
    )
    data = load_run(run)
    return render_html(data, summarize(data))


def test_every_question_has_a_block_and_hostile_text_is_escaped(page: str) -> None:
    assert page.count('<details class="q"') == len(BASE_ROWS)
    assert "<script>alert" not in page.split("<script>\n")[0]  # only the page's own script is a script
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &#39;q&#39; \\x1b[31m U+202E" in page


def test_a_block_carries_answer_grades_scores_and_passages(page: str) -> None:
    block = page.split('id="q-a1"')[1].split('<details class="q"')[0]
    assert '<div class="g chosen" data-grader="reference">' in block
    assert '<div class="g" data-grader="other">' in block and "<p><b>grader other</b></p>" in block
    assert "<tr><td>own_axis</td><td></td><td>why</td></tr>" in block
    assert '<p>Flags: <span class="flag">flag&lt;1&gt;</span> </p>' in block
    assert '<p class="note">lexical: f1 0.500, ok True, n 3.000, s t&lt;x&gt;</p>' in block
    assert " (precision 0.25)" in block
    assert "<details><summary>Retrieved passages</summary>" in block
    assert '<details><summary>Raw generator output</summary><div class="raw">RAW &lt;script&gt;' in block
    assert '<span class="flag">generator error</span> TimeoutError: slow &lt;x&gt;' in page
    assert "violations: no &lt;final&gt;</p>" in page
    assert '<span class="flag">grade error</span> crashed &amp; &lt;burned&gt;' in page


def test_the_blocks_are_markup_the_page_puts_in_as_they_are(tmp_path: Path) -> None:
    data = load_run(make_run(tmp_path / "run", BASE_ROWS))
    blocks = questions_html([], "reference")
    assert isinstance(blocks, markupsafe.Markup) and blocks == ""
    page = render_html(data, summarize(data))
    assert '<div id="questions">\n<details class="q" id="q-a1"' in page
    assert page.count('</details>\n</div>\n<p class="note">rubric-harness') == 1


def test_the_page_is_written_piece_by_piece_as_one_string_would_be(tmp_path: Path) -> None:
    """``write_report`` writes report.html from the template's pieces (each question's block made as it
    is reached, so a page with an emoji in one answer is never held whole at four bytes a character):
    the same bytes as the page rendered as one string, with every block as ``questions_html`` makes it."""
    rows = changed(BASE_ROWS, a1={"answer": {"text": "Yes 🏞 [mini-01:1]"}})
    run = make_run(tmp_path / "run", rows)
    data = load_run(run)
    pieces = list(render_html_pieces(data, summarize(data)))
    assert len(pieces) > len(BASE_ROWS)  # not one string
    page = render_html(data, summarize(data))
    assert "".join(pieces) == page and "🏞" in page
    assert questions_html(_drills(data), "reference") in page
    write_report(run)
    assert (run / "report.html").read_bytes() == page.encode("utf-8")


def _drills(data: RunData) -> list[Drill]:
    """The page's question blocks' inputs, as ``render_html`` builds them."""
    questions = data.question_set.questions
    shorts = distinguishing_parts([q.text for q in questions])
    return [
        _drill(q, data.answers_by_id.get(q.id), data.grades_by_id.get(q.id), grades, short)
        for q, short in zip(questions, shorts, strict=True)
        for grades in [tuple(g for g in [data.grades_by_id.get(q.id)] if g is not None)]
    ]
