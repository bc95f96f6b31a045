"""The questions part of ``report.html``: one ``<details>`` block per question, written in Python.

It is most of the page (130 questions make some 8,000 values, each escaped), and rendered by the
page's jinja2 template it was about half of the report's CPU: every ``{{ value }}`` there is three
calls (attribute lookup, ``finalize``, ``escape``) and every tag a generator step.
Here each value is one call to ``_html`` (``html._shown``, then the five characters markupsafe
escapes, as the template's autoescape does), and the page's template puts the result in place as it
is (``{{ questions }}``). The HTML is what the template wrote, byte for byte (compared on real and
synthetic runs when the block moved here; the tests check each value's escaping against markupsafe's
and every part of a block); a change to the question block is made here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from numbers import Number
from typing import TYPE_CHECKING

import markupsafe

from harness.core.records import Grade
from harness.text.escapes import visible_escapes

if TYPE_CHECKING:
    from harness.report.render.html import Drill, RetrievedRow

AXES = ("factuality", "citation_exists", "citation_supports", "refusal_quality", "extra_claim_count")
"""The rubric's axes, each with its own row in a grade's table; any other rationale follows them."""
ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("'", "&#39;"), ('"', "&#34;"))
"""markupsafe's escapes, in its order (``&`` first)."""


def _html(value: object) -> str:
    """``{{ value }}`` with the page's settings: control characters as visible escapes (``html._shown``),
    then escaped as markupsafe escapes (the same text; without a ``Markup`` object made for each value)."""
    if isinstance(value, str) and not isinstance(value, markupsafe.Markup):
        text = value if value.isprintable() else visible_escapes(value)
    elif hasattr(value, "__html__"):
        return str(value.__html__())
    else:
        text = str(value)
    for char, entity in ESCAPES:
        if char in text:
            text = text.replace(char, entity)
    return text


def _joined(values: Iterable[object], empty: str = "") -> str:
    """``{{ values | join(", ") or empty }}`` (plain text joined, then escaped)."""
    return _html(", ".join(map(str, values)) or empty)


def _listed(items: Sequence[str], empty: str) -> str:
    """``<code>a</code>, <code>b</code>``, or ``empty`` for none."""
    return ", ".join(f"<code>{_html(item)}</code>" for item in items) if items else empty


def _na(value: object) -> object:
    return "n/a" if value is None else value


def _is_number(value: object) -> bool:
    """The template's ``v is number and v is not sameas true and v is not sameas false``."""
    return isinstance(value, Number) and value is not True and value is not False


def _retrieved_list(rows: Sequence[RetrievedRow]) -> str:
    shown = [f"<code>{_html(r.passage_id)}</code>{' (gold)' if r.gold else ''}" for r in rows]
    return ", ".join(shown) if shown else "nothing"


def _answer(d: Drill) -> list[str]:
    answer = d.answer
    if answer is None:
        return ['<p class="note">No answer recorded.</p>\n']
    out = [
        f"<p><b>Retrieved:</b> {_retrieved_list(d.retrieved)}</p>\n",
        f"<p><b>Answer</b> (cited: {_listed(answer.citations, 'none')}):</p>\n",
        '<div class="answer">',
    ]
    for seg in d.segments:
        if seg.citation:
            outside = "" if seg.retrieved else " outside"
            title = (
                "cited passage in the retrieval set" if seg.retrieved else "cited id not in the retrieval set"
            )
            out.append(f'<mark class="cite{outside}" title="{_html(title)}">{_html(seg.text)}</mark>')
        else:
            out.append(_html(seg.text))
    out.append("</div>\n")
    if d.answer_cut:
        out.append('<p class="note">Answer cut for display.</p>')
    if answer.error:
        out.append(f'<p><span class="flag">generator error</span> {_html(answer.error)}</p>')
    if not answer.format_ok or answer.format_retry_used:
        out.append(
            f'<p class="note">output contract: format_ok={_html(answer.format_ok)}, retry used='
            f"{_html(answer.format_retry_used)}, violations: {_joined(answer.format_violations, 'none')}</p>"
        )
    return out


def _formatted(spec: str, value: object) -> str:
    """The template's ``spec | format(value)``: printf-style, as jinja2's filter formats."""
    return _html(spec % value)


def _figure(value: object) -> str:
    return _formatted("%.3f", value) if _is_number(value) else _html(value)


def _grade(d: Drill, g: Grade, chosen: str) -> list[str]:
    why = g.rationale
    factuality = "error (unscored)" if d.outcome == "error" else g.factuality
    precision = (
        "" if g.citation_precision is None else f" (precision {_formatted('%.2f', g.citation_precision)})"
    )
    out = [
        f'<div class="g{" chosen" if g.grader == chosen else ""}" data-grader="{_html(g.grader)}">\n',
        f"<p><b>grader {_html(g.grader)}</b></p>" if len(d.grades) > 1 else "",
        "<table>\n<tr><th>axis</th><th>score</th><th>rationale</th></tr>\n",
        f'<tr><td>factuality</td><td class="bucket {_html(d.outcome)}">{_html(factuality)}</td>'
        f"<td>{_html(why.get('factuality', ''))}</td></tr>\n",
        f"<tr><td>citation_exists</td><td>{_html(_na(g.citation_exists))}</td>"
        f"<td>{_html(why.get('citation_exists', ''))}</td></tr>\n",
        f"<tr><td>citation_supports</td><td>{_html(_na(g.citation_supports))}{precision}</td>"
        f"<td>{_html(why.get('citation_supports', ''))}</td></tr>\n",
        f"<tr><td>refusal_quality</td><td>{_html(_na(g.refusal_quality))}</td>"
        f"<td>{_html(why.get('refusal_quality', ''))}</td></tr>\n",
        f"<tr><td>extra_claim_count</td><td>{_html(g.extra_claim_count)}</td>"
        f"<td>{_html(why.get('extra_claim_count', ''))}</td></tr>\n",
    ]
    out += [
        f"<tr><td>{_html(axis)}</td><td></td><td>{_html(text)}</td></tr>\n"
        for axis, text in why.items()
        if axis not in AXES
    ]
    out.append("</table>\n")
    if g.flags:
        flags = "".join(f'<span class="flag">{_html(f)}</span> ' for f in g.flags)
        out.append(f"<p>Flags: {flags}</p>")
    if g.error:
        out.append(f'<p><span class="flag">grade error</span> {_html(g.error)}</p>')
    for name, figures in g.scores.items():
        shown = ", ".join(f"{_html(figure)} {_figure(v)}" for figure, v in figures.items())
        out.append(f'<p class="note">{_html(name)}: {shown}</p>')
    out.append("</div>\n")
    return out


def _passages(rows: Sequence[RetrievedRow]) -> list[str]:
    if not rows:
        return []
    out = ["<details><summary>Retrieved passages</summary>\n"]
    for r in rows:
        marks = f"{' · gold evidence' if r.gold else ''}{' · cited' if r.cited else ''}"
        score = _formatted("%.3f", r.score)
        out.append(
            f"<p><b>{_html(r.rank)}.</b> <code>{_html(r.passage_id)}</code> score {score}{marks}</p>\n"
            f'<div class="passage">{_html(r.text)}{" …" if r.cut else ""}</div>\n'
        )
    out.append("</details>\n")
    return out


def drill_html(d: Drill, chosen: str) -> str:
    """One question's block; ``chosen``: the report's grader (its grade shown first, the others hidden)."""
    q, g = d.question, d.grade
    if g:
        ideal = "" if d.meets_ideal is None else f" · {'meets ideal' if d.meets_ideal else 'misses ideal'}"
        status = f'<span class="bucket {_html(d.outcome)}">{_html(d.outcome)}</span>{ideal}'
    else:
        status = '<span class="note">not graded</span>'
    others = "".join(
        f' <span class="note">{_html(o.grader)}: <span class="{_html(o.factuality)}">'
        f"{_html(o.factuality)}</span></span>"
        for o in d.grades
        if o.grader != chosen
    )
    has_error = d.has_error
    flag = ' <span class="flag">error</span>' if has_error else ""
    document = f'<span class="note">{_html(q.document_id)}</span> ' if q.document_id else ""
    out = [
        f'<details class="q" id="q-{_html(q.id)}" data-stratum="{_html(q.stratum)}" '
        f'data-outcomes="{_html(d.outcomes)}" data-error="{1 if has_error else 0}">\n'
        f"<summary><b>{_html(q.id)}</b> · {_html(q.stratum)} ·\n{status}{others}"
        f"{flag} — {document}{_html(d.short)}</summary>\n",
        f"<p><b>Question:</b> {_html(q.text)}</p>\n",
        f"<p><b>Stratum:</b> {_html(q.stratum)} · <b>ideal:</b> {_joined(q.ideal)} · <b>gold answer:</b> "
        f"{_html(q.gold_answer)} · <b>gold evidence:</b> {_joined(q.gold_evidence, 'none')}</p>\n",
        f'<p class="note">{_html(q.notes)}</p>' if q.notes else "",
        *_answer(d),
    ]
    for grade in d.grades:
        out += _grade(d, grade, chosen)
    out += _passages(d.retrieved)
    if d.raw:
        cut = '<p class="note">Cut for display.</p>' if d.raw_cut else ""
        raw = f'<div class="raw">{_html(d.raw)}</div>{cut}'
        out.append(f"<details><summary>Raw generator output</summary>{raw}</details>\n")
    out.append("</details>\n")
    return "".join(out)


def question_blocks(drills: Sequence[Drill], chosen: str) -> Iterator[markupsafe.Markup]:
    """Each question's block, in order, made as the page is written (never all held at once), as
    markup the page's template puts in as it is."""
    return (markupsafe.Markup(drill_html(d, chosen)) for d in drills)


def questions_html(drills: Sequence[Drill], chosen: str) -> markupsafe.Markup:
    """Every question's block, in order, as one piece of markup."""
    return markupsafe.Markup("".join(drill_html(d, chosen) for d in drills))
