"""The SVG bar writer: round ticks, bars stacked in order on one scale, every label escaped."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from harness.report.render.svg import Series, nice_ticks, stacked_bars

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize(
    ("top", "ticks"),
    [
        (40, [0, 10, 20, 30, 40]),
        (12, [0, 2, 4, 6, 8, 10, 12]),
        (13, [0, 5, 10, 15]),
        (3, [0, 1, 2, 3]),
        (0, [0, 1]),
        (130, [0, 50, 100, 150]),
    ],
)
def test_ticks_are_round_and_cover_the_top(top: float, ticks: list[float]) -> None:
    assert nice_ticks(top) == ticks


def test_fractional_ticks_when_asked() -> None:
    assert nice_ticks(0.8, whole=False) == pytest.approx([0, 0.2, 0.4, 0.6, 0.8])


def _bars(svg: ET.Element) -> dict[str, ET.Element]:
    return {r.findtext(f"{SVG}title") or "": r for r in svg.iter(f"{SVG}rect") if r.get("class") == "bar"}


def test_series_stack_bottom_to_top_on_one_scale() -> None:
    chart = stacked_bars(
        "t",
        ["x", "y"],
        [Series("low", (2, 0), "#111111"), Series("high", (6, 4), "#222222", hatched=True)],
        y_label="answers",
    )
    bars = _bars(ET.fromstring(chart))
    assert set(bars) == {"x · low: 2", "x · high: 6", "y · high: 4"}  # a zero draws nothing
    low, high = bars["x · low: 2"], bars["x · high: 6"]
    # The second series sits on the first: its bottom edge is the first one's top edge.
    assert float(high.get("y", "0")) + float(high.get("height", "0")) == pytest.approx(
        float(low.get("y", "0"))
    )
    assert float(high.get("height", "0")) == pytest.approx(3 * float(low.get("height", "0")))
    assert high.get("fill", "").startswith("url(#")  # hatched through a pattern of its colour
    legend = [t.text for t in ET.fromstring(chart).iter(f"{SVG}text")]
    assert "low" in legend and "high" in legend


def test_labels_are_text_never_markup() -> None:
    hostile = '<script>alert("x")</script>\x1b[31m'
    chart = stacked_bars(hostile, [hostile], [Series(hostile, (1,), "#111111")], y_label=hostile)
    assert "<script" not in chart and "\x1b" not in chart
    root = ET.fromstring(chart)
    assert {el.tag.removeprefix(SVG) for el in root.iter()} <= {"svg", "title", "rect", "line", "text"}
    assert any(
        t.text and t.text.startswith('<script>alert("x")</script>\\x1b') for t in root.iter(f"{SVG}text")
    )
