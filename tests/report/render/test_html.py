"""report.html: one self-contained file, escaped model text, embedded plots, a drill-down per question."""

from __future__ import annotations

import base64
import io
from html.parser import HTMLParser

import matplotlib.image
import pytest

from harness.report import write_report
from harness.report.render.html import report_script
from harness.report.render.text import distinguishing_parts
from tests.report.builders import BASE_ROWS, changed, make_run

HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)>'


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> str:
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
    return (run / "report.html").read_text(encoding="utf-8")


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
    # The only images are the embedded plots; the hostile <img> stayed text.
    assert all(
        (attrs.get("src") or "").startswith("data:image/png;base64,")
        for tag, attrs in _tags(page)
        if tag == "img"
    )


def test_plots_are_embedded_pngs(page: str) -> None:
    images = [attrs["src"] for tag, attrs in _tags(page) if tag == "img"]
    assert len(images) == 2
    for src in images:
        assert src is not None
        png = base64.b64decode(src.removeprefix("data:image/png;base64,"), validate=True)
        assert png.startswith(b"\x89PNG\r\n\x1a\n")
        pixels = matplotlib.image.imread(io.BytesIO(png), format="png")
        assert pixels.shape[0] > 100 and pixels.shape[1] > 100


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


def test_the_collapsed_row_shows_what_tells_questions_apart() -> None:
    head = "Under the Mutual Non-Disclosure Agreement between Halvorsen Marine AS and Quillfeather Ltd."
    texts = [
        f"{head}, must the receiving party return the information?",
        f"{head}, may it keep copies?",
        "Who?",
    ]
    assert distinguishing_parts(texts) == [
        "…must the receiving party return the information?",
        "…may it keep copies?",
        "Who?",
    ]
    long = ["x " * 200]
    assert len(distinguishing_parts(long, limit=50)[0]) <= 50
