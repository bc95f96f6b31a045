"""report.html: one self-contained file, escaped model text, inline SVG plots, a drill-down per question."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from harness.report import write_report
from harness.report.render.html import report_script
from tests.report.builders import BASE_ROWS, changed, make_run

HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>'


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    rows = changed(
        BASE_ROWS,
        a1={
            "answer": {
                "text": f"Yes {HOSTILE} see [mini-01:1] and [mini-01:77].",
                "citations": ("mini-01:1", "mini-01:77"),
            },
            "grade": {"rationale": {"factuality": f"quoted {HOSTILE}"}},
        },
    )
    run = make_run(tmp_path_factory.mktemp("html") / "run", rows)
    write_report(run)
    return run


@pytest.fixture(scope="module")
def page(run_dir: Path) -> str:
    return (run_dir / "report.html").read_text(encoding="utf-8")


def _tags(page: str) -> list[tuple[str, dict[str, str | None]]]:
    parser = _Tags()
    parser.feed(page)
    return parser.tags


def _without_own_script(page: str) -> str:
    """The page minus its one inline script, which must be ``report.js`` verbatim."""
    own = f"<script>\n{report_script()}\n</script>"
    assert page.count("<script") == 1 and own in page
    return page.replace(own, "")


def test_model_text_is_escaped(page: str) -> None:
    assert "<script" not in _without_own_script(page)
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in page
    tags = [tag for tag, _ in _tags(page)]
    assert tags.count("script") == 1
    # The hostile <img> stayed text, and the plots are drawn with SVG shapes only.
    assert "img" not in tags
    svg_parts = {"svg", "title", "defs", "pattern", "rect", "line", "text"}
    inside = tags[tags.index("svg") : len(tags) - tags[::-1].index("svg")]
    assert set(inside) - {"figure"} <= svg_parts


SVG = "{http://www.w3.org/2000/svg}"


def _svgs(page: str) -> list[ET.Element]:
    return [ET.fromstring(m) for m in re.findall(r"<svg .*?</svg>", page, flags=re.S)]


def _bars(svg: ET.Element) -> dict[str, tuple[float, float]]:
    """Each bar segment's hover title -> (its value as the title states it, its drawn height)."""
    out = {}
    for rect in svg.iter(f"{SVG}rect"):
        title = rect.find(f"{SVG}title")
        if rect.get("class") == "bar" and title is not None and title.text:
            out[title.text] = (float(title.text.rsplit(": ", 1)[1]), float(rect.get("height", "nan")))
    return out


def test_plots_are_inline_svgs_of_the_reported_counts(page: str, run_dir: Path) -> None:
    report = json.loads((run_dir / "report.json").read_text(encoding="utf-8"))
    buckets, refusals = _svgs(page)
    assert buckets.findtext(f"{SVG}title") == "Factuality buckets stacked per stratum"
    assert refusals.findtext(f"{SVG}title") == "Histogram of refusal quality"
    expected = {
        f"{stratum} · {bucket}: {count}"
        for stratum, counts in report["by_stratum"].items()
        for bucket, count in counts.items()
        if count
    }
    drawn = _bars(buckets)
    assert set(drawn) == expected
    # One scale for every bar: height is proportional to the count.
    assert len({round(height / value, 6) for value, height in drawn.values()}) == 1
    histogram = {k: v for k, v in report["refusal_quality_histogram"].items() if v}
    assert set(_bars(refusals)) == {f"{level} · refusals: {n}" for level, n in histogram.items()}


def test_page_is_self_contained(page: str) -> None:
    for tag, attrs in _tags(page):
        assert tag not in {"link", "iframe", "object", "embed"}
        assert tag != "script" or not attrs, attrs  # the one script is inline, without src
        for name in ("src", "href"):
            value = attrs.get(name) or ""
            assert not value or value.startswith(("data:", "#")), (tag, name, value)


def test_drill_down_has_every_question_and_marks_citations(page: str) -> None:
    ids = [attrs.get("id") for tag, attrs in _tags(page) if tag == "details" and attrs.get("id")]
    assert ids == [f"q-{r.qid}" for r in BASE_ROWS]
    assert '<mark class="cite" title="cited passage in the retrieval set">mini-01:1</mark>' in page
    assert '<mark class="cite outside" title="cited id not in the retrieval set">mini-01:77</mark>' in page
    for axis in (
        "factuality",
        "citation_exists",
        "citation_supports",
        "refusal_quality",
        "extra_claim_count",
    ):
        assert f"<td>{axis}</td>" in page
    assert "quoted &lt;script&gt;" in page


def test_rows_carry_what_the_filters_read(page: str) -> None:
    rows = {attrs["id"]: attrs for tag, attrs in _tags(page) if tag == "details" and attrs.get("id")}
    assert rows["q-a4"]["data-stratum"] == "answerable"
    assert rows["q-a4"]["data-outcomes"] == "reference:wrong"
    assert rows["q-a4"]["data-error"] == "0"
    controls = {attrs.get("id") for tag, attrs in _tags(page) if tag in ("select", "input")}
    assert {"f-bucket", "f-stratum", "f-grader", "f-error", "f-search", "f-sort"} <= controls


def test_printable_text_is_shown_as_it_is_and_control_characters_escaped() -> None:
    """``_shown`` skips the escape pass for printable text: every character it escapes is unprintable."""
    from harness.report.render.html import _shown
    from harness.text.escapes import _CONTROL

    every = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c < 0xE000)
    escaped = [m.group(0) for m in _CONTROL.finditer(every)]
    assert len(escaped) > 60 and not any(ch.isprintable() for ch in escaped)
    assert _shown("plain [mini-01:2] ©") == "plain [mini-01:2] ©"
    assert _shown("bell\x07 and\u202eflip\nnext") == "bell\\x07 andU+202Eflip\nnext"
    assert _shown(3) == 3
