"""Stacked bar charts as inline SVG text, for report.html: no plotting library, so a report is quick to write.

A chart has categories along the x axis and one or more series of counts stacked in each
category's bar. The y axis has round ticks and grid lines, a legend names the series when
there are several, and every bar segment carries a ``<title>`` (its category, series and
count, shown on hover). Every piece of text is escaped, control characters first shown as
visible escapes, so no label can become markup. Text widths are estimated from the number
of characters (there is no font metrics): the layout leaves room, it is not measured.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import Markup, escape

from harness.text.escapes import visible_escapes

FONT_PX = 12
CHAR_PX = 7.0
"""Rough width of one character at ``FONT_PX``, for the layout."""
SLOT_PX = 64
"""Width given to each category; its bar takes 60% of it."""
PLOT_PX = 220
"""Height of the plotting area."""
LABEL_ANGLE = 20
"""Degrees the category labels turn when ``turn_labels`` is set."""


@dataclass(frozen=True)
class Series:
    """One stacked layer: its value in each category, in the chart's category order."""

    label: str
    values: tuple[float, ...]
    colour: str
    hatched: bool = False


def nice_ticks(top: float, most: int = 6, whole: bool = True) -> list[float]:
    """Ticks from 0 up to at least ``top`` in steps of 1, 2 or 5 times a power of ten
    (at most ``most`` steps; whole numbers only when ``whole``)."""
    if top <= 0:
        return [0.0, 1.0]
    raw = top / most
    power = 10.0 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    if whole:
        step = max(step, 1.0)
    return [i * step for i in range(math.ceil(top / step - 1e-9) + 1)]


def _text(value: str) -> str:
    return str(escape(visible_escapes(value)))


def _num(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


def _el(tag: str, *children: Markup, text: str = "", **attrs: float | str) -> Markup:
    """One element: ``children`` are elements built here (typed ``Markup``, so plain text cannot
    pass as one), ``text`` and attribute values are escaped, numbers rounded to a tenth;
    ``text_anchor`` is written ``text-anchor``."""
    shown = "".join(
        f' {name.rstrip("_").replace("_", "-")}="{_num(v) if isinstance(v, (int, float)) else _text(v)}"'
        for name, v in attrs.items()
    )
    inner = "".join(children) + _text(text)
    return Markup(f"<{tag}{shown}>{inner}</{tag}>" if inner else f"<{tag}{shown}/>")


def stacked_bars(
    title: str,
    categories: Sequence[str],
    series: Sequence[Series],
    *,
    y_label: str,
    x_label: str = "",
    turn_labels: bool = False,
    description: str = "",
) -> Markup:
    """An ``<svg>`` element: one bar per category, ``series`` stacked bottom to top in order.

    ``description`` is the chart's accessible name (its ``<title>``), ``title`` the heading
    drawn above it; categories and series labels are plain text, never markup.
    """
    totals = [sum(s.values[i] for s in series) for i in range(len(categories))]
    ticks = nice_ticks(max(totals, default=0.0))
    top, left = 30.0, 56.0
    width_plot = SLOT_PX * max(len(categories), 2)
    right = left + width_plot
    longest = max((len(c) for c in categories), default=0) * CHAR_PX
    drop = longest * math.sin(math.radians(LABEL_ANGLE)) + FONT_PX if turn_labels else 0.0
    height = top + PLOT_PX + 22.0 + drop + (20.0 if x_label else 0.0)
    legend_x = right + 16
    legend_px = max((len(s.label) for s in series), default=0) * CHAR_PX + 28 if len(series) > 1 else 0.0
    width = legend_x + legend_px

    def y(value: float) -> float:
        return top + PLOT_PX - value / ticks[-1] * PLOT_PX

    def fill(s: Series) -> str:
        return f"url(#{_pattern_id(s)})" if s.hatched else s.colour

    parts = [_el("title", text=description or title)]
    patterns = [
        _el(
            "pattern",
            _el("rect", width=6, height=6, fill=s.colour),
            _el("line", x1=0, y1=0, x2=0, y2=6, stroke="#ffffff", stroke_width=2),
            id=_pattern_id(s),
            patternUnits="userSpaceOnUse",
            width=6,
            height=6,
            patternTransform="rotate(45)",
        )
        for s in series
        if s.hatched
    ]
    if patterns:
        parts.append(_el("defs", *patterns))
    parts.append(_el("text", text=title, x=(left + right) / 2, y=18, text_anchor="middle", font_weight="600"))
    for tick in ticks:
        parts.append(_el("line", x1=left, x2=right, y1=y(tick), y2=y(tick), stroke="#dddddd"))
        parts.append(_el("text", text=f"{tick:g}", x=left - 6, y=y(tick) + 4, text_anchor="end"))
    middle = top + PLOT_PX / 2
    parts.append(
        _el(
            "text", text=y_label, x=14, y=middle, text_anchor="middle", transform=f"rotate(-90 14 {middle:g})"
        )
    )
    for i, category in enumerate(categories):
        x = left + i * SLOT_PX + SLOT_PX * 0.2
        base = 0.0
        for s in series:
            value = s.values[i]
            if value:
                tip = _el("title", text=f"{category} · {s.label}: {value:g}")
                top_y = y(base + value)
                parts.append(
                    _el(
                        "rect",
                        tip,
                        class_="bar",
                        x=x,
                        y=top_y,
                        width=SLOT_PX * 0.6,
                        height=y(base) - top_y,
                        fill=fill(s),
                    )
                )
            base += value
        centre, label_y = x + SLOT_PX * 0.3, top + PLOT_PX + 16
        turn = {"transform": f"rotate(-{LABEL_ANGLE} {centre:g} {label_y:g})"} if turn_labels else {}
        parts.append(
            _el("text", text=category, x=centre, y=label_y, text_anchor="end" if turn else "middle", **turn)
        )
    parts.append(_el("line", x1=left, x2=right, y1=y(0), y2=y(0), stroke="#444444"))
    if x_label:
        parts.append(_el("text", text=x_label, x=(left + right) / 2, y=height - 6, text_anchor="middle"))
    if len(series) > 1:
        for row, s in enumerate(series):
            parts.append(_el("rect", x=legend_x, y=top + row * 18, width=12, height=12, fill=fill(s)))
            parts.append(_el("text", text=s.label, x=legend_x + 18, y=top + row * 18 + 10))
    return _el(
        "svg",
        *parts,
        xmlns="http://www.w3.org/2000/svg",
        role="img",
        width=width,
        height=height,
        viewBox=f"0 0 {_num(width)} {_num(height)}",
        font_family="system-ui, sans-serif",
        font_size=FONT_PX,
    )


def _pattern_id(series: Series) -> str:
    return "hatch-" + "".join(c for c in series.colour if c.isalnum())
