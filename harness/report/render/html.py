"""``report.html``: one self-contained file (inline CSS, script and SVG plots, no URL).

Rendered by jinja2 with autoescape on (the question blocks by ``questions_html``, which escapes
each value the same way), so every piece of model and corpus text is escaped: an answer containing
``<script>`` shows as text. The one inline script (``report.js``, no
data inside it) filters the questions by bucket, stratum, grader and error, searches their
text and sorts them by outcome, reading only the escaped ``data-`` attributes and text.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
import markupsafe

from harness.core.records import Answer, Grade, Question
from harness.core.template_cache import TemplateBytecodeCache
from harness.report.frame import all_grades
from harness.report.load import RunData
from harness.report.outcomes import Outcome, meets_ideal, outcome
from harness.report.render import plots
from harness.report.render.questions_html import question_blocks
from harness.report.render.text import Segment, bounded, distinguishing_parts, mark_citations, visible_escapes
from harness.report.summary import HEADLINE

PASSAGE_SHOWN_CHARS = 2_000
TEMPLATES = Path(__file__).resolve().parent.parent / "templates"
"""The report package's templates (read as files: importlib.resources costs every run ~10 ms to import)."""


def _shown(value: object) -> object:
    """Every ``{{ value }}`` of the page: control characters as visible escapes, then autoescaped."""
    if isinstance(value, str) and not isinstance(value, markupsafe.Markup):
        # A printable text holds no control or bidi character (each is unprintable): nothing to show.
        return value if value.isprintable() else visible_escapes(value)
    return value


_ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("harness.report", "templates"),
    autoescape=True,  # always on: the templates are .html.j2, which select_autoescape would miss
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    finalize=_shown,
    bytecode_cache=TemplateBytecodeCache(),  # compiled once per installation, not once per report
)


def load_templates() -> None:
    """Compile (or load from the bytecode cache) the report page's template ahead of its first use."""
    _ENV.get_template("report.html.j2")


def interval_text(iv: dict[str, Any] | None, digits: int = 3) -> str:
    """``0.812 [0.730, 0.873]`` from an interval dict; ``n/a`` when undefined."""
    if not iv or iv.get("value") is None:
        return "n/a"
    if iv.get("low") is None or iv.get("high") is None:
        return f"{iv['value']:.{digits}f}"
    return f"{iv['value']:.{digits}f} [{iv['low']:.{digits}f}, {iv['high']:.{digits}f}]"


def _na(value: object) -> object:
    return "n/a" if value is None else value


_ENV.filters["iv"] = interval_text
_ENV.filters["na"] = _na


@dataclass(frozen=True)
class RetrievedRow:
    rank: int
    passage_id: str
    score: float
    gold: bool
    cited: bool
    text: str
    cut: bool


@dataclass(frozen=True)
class Drill:
    """Everything the drill-down shows for one question."""

    question: Question
    answer: Answer | None
    grade: Grade | None
    """The grade of the report's grader."""
    segments: list[Segment]
    answer_cut: bool
    retrieved: list[RetrievedRow]
    raw: str
    raw_cut: bool
    outcome: Outcome | None = None
    """The question's bucket, ``error`` when unscored, None when not graded."""
    meets_ideal: bool | None = None
    grades: tuple[Grade, ...] = ()
    """Every grader's grade, the report's grader first."""
    short: str = ""
    """The question's distinguishing part, for the collapsed row."""

    @property
    def outcomes(self) -> str:
        """``grader:bucket`` for every grade (``grader:error`` when grading failed), for the filters."""
        return " ".join(f"{g.grader}:{outcome(g, self.answer)}" for g in self.grades)

    @property
    def has_error(self) -> bool:
        return bool(self.answer is not None and self.answer.error) or any(
            outcome(g, self.answer) == "error" for g in self.grades
        )


def _drill(
    q: Question, answer: Answer | None, grade: Grade | None, grades: tuple[Grade, ...], short: str
) -> Drill:
    result = outcome(grade, answer) if grade is not None else None
    ideal = meets_ideal(q, result) if result is not None else None
    if answer is None:
        return Drill(q, None, grade, [], False, [], "", False, result, ideal, grades, short)
    text, cut = bounded(answer.text)
    ids = {p.passage_id for p in answer.retrieved}
    rows = []
    for p in answer.retrieved:
        shown, passage_cut = bounded(p.text, PASSAGE_SHOWN_CHARS)
        rows.append(
            RetrievedRow(
                p.rank,
                p.passage_id,
                p.score,
                p.passage_id in q.gold_evidence,
                p.passage_id in answer.citations,
                shown,
                passage_cut,
            )
        )
    raw, raw_cut = bounded(answer.raw) if answer.raw != answer.text else ("", False)
    segments = mark_citations(text, answer.citations, ids)
    return Drill(q, answer, grade, segments, cut, rows, raw, raw_cut, result, ideal, grades, short)


def render_html(run: RunData, summary: dict[str, Any]) -> str:
    """The report page for ``run`` with the figures of ``summary`` (from ``summarize``)."""
    return "".join(render_html_pieces(run, summary))


def render_html_pieces(run: RunData, summary: dict[str, Any]) -> Iterator[str]:
    """``render_html``'s page piece by piece, each question's block made as it is reached (for
    ``harness.core.io.write_pieces_atomic``: the page is never held whole)."""
    by_grader = all_grades(run.path)
    order = sorted(by_grader, key=lambda name: (name != run.grader, name))
    questions = run.question_set.questions
    shorts = distinguishing_parts([q.text for q in questions])
    drills = [
        _drill(
            q,
            run.answers_by_id.get(q.id),
            run.grades_by_id.get(q.id),
            tuple(by_grader[name][q.id] for name in order if q.id in by_grader[name]),
            short,
        )
        for q, short in zip(questions, shorts, strict=True)
    ]
    charts = {
        "buckets": plots.buckets_by_stratum(summary["by_stratum"]),  # errors: own colour
        "refusal_quality": plots.refusal_quality_histogram(summary["refusal_quality_histogram"]),
    }
    return _ENV.get_template("report.html.j2").generate(
        s=summary,
        drills=drills,
        charts=charts,
        headline=HEADLINE,
        graders=order,
        questions=question_blocks(drills, summary["grader"]),
        strata=list(dict.fromkeys(q.stratum for q in questions)),
        script=report_script(),
    )


def report_script() -> str:
    """The page's one inline script, verbatim from ``templates/report.js`` (it holds no data)."""
    return (TEMPLATES / "report.js").read_text(encoding="utf-8")


def render_compare(**context: Any) -> str:
    """``compare.html`` from ``templates/compare.html.j2`` (escaped like the report page)."""
    return _ENV.get_template("compare.html.j2").render(**context)
