"""The report's plots: buckets per stratum with errors hatched on top, only when there are errors."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from harness.report.render.plots import BUCKET_COLOURS, buckets_by_stratum, refusal_quality_histogram

SVG = "{http://www.w3.org/2000/svg}"


def _bars(chart: str) -> dict[str, str]:
    root = ET.fromstring(chart)
    return {
        r.findtext(f"{SVG}title") or "": r.get("fill", "")
        for r in root.iter(f"{SVG}rect")
        if r.get("class") == "bar"
    }


def test_errors_are_a_hatched_layer_apart_from_the_buckets() -> None:
    chart = buckets_by_stratum(
        {"answerable": {"correct": 3, "wrong": 1, "error": 2}, "unanswerable": {"refused": 4}}
    )
    bars = _bars(chart)
    assert bars == {
        "answerable · correct: 3": BUCKET_COLOURS["correct"],
        "answerable · wrong: 1": BUCKET_COLOURS["wrong"],
        "answerable · error (unscored): 2": "url(#hatch-9e9e9e)",
        "unanswerable · refused: 4": BUCKET_COLOURS["refused"],
    }
    assert "error (unscored)" in chart  # in the legend too


def test_no_error_layer_without_errors() -> None:
    chart = buckets_by_stratum({"answerable": {"correct": 1, "error": 0}})
    assert "error" not in chart and "<pattern" not in chart


def test_refusal_quality_has_a_bar_per_level_scored() -> None:
    assert set(_bars(refusal_quality_histogram({"0": 1, "3": 5}))) == {"0 · refusals: 1", "3 · refusals: 5"}
