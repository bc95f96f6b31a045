"""The plots: report.html's as inline SVG (``svg.py``), compare.png with matplotlib's Agg backend.

report.html is written at the end of every run, so its two plots are drawn as SVG text and
no plotting library is imported; the compare plot is a PNG file (also embedded in
compare.html as a ``data:image/png;base64`` image), drawn with matplotlib on ``harness compare``.
"""

from __future__ import annotations

import base64
import functools
import io
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from harness.core.errors import HarnessError, install_extra
from harness.core.records import FACTUALITY_BUCKETS
from harness.report.render.svg import Series, stacked_bars

if TYPE_CHECKING:
    from markupsafe import Markup
    from matplotlib.figure import Figure

BUCKET_COLOURS = {
    "correct": "#2e7d32",
    "refused": "#1565c0",
    "unsupported": "#ef6c00",
    "wrong": "#c62828",
    "error": "#9e9e9e",
}
# Acceptable buckets at the bottom of each bar, the two bugs above them, and errors (unscored,
# not a bucket) hatched grey on top, so an outage never reads as a model's answers.
STACK_ORDER = ("correct", "refused", "unsupported", "wrong", "error")

F = TypeVar("F", bound=Callable[..., bytes])


@functools.cache
def _pyplot() -> Any:
    """matplotlib.pyplot on the Agg backend, imported on first plot (it is slow to import).

    matplotlib is the ``plots`` extra, not a default dependency: without it, one line says so.
    """
    try:
        import matplotlib
    except ImportError as exc:
        raise HarnessError(
            "drawing compare.png needs matplotlib, which is not installed", install_extra("plots")
        ) from exc

    matplotlib.use("Agg")  # headless: reports are written in CI and on servers
    import matplotlib.pyplot as plt

    return plt


def _plain_text(func: F) -> F:
    """Draw labels verbatim: a run named ``$x$`` must not be parsed as mathtext."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> bytes:
        with _pyplot().rc_context({"text.parse_math": False}):
            return func(*args, **kwargs)

    return wrapper  # type: ignore[return-value]


def _png(fig: Figure) -> bytes:
    buf = io.BytesIO()
    # No metadata: the same figures give the same bytes, so reports are reproducible.
    fig.savefig(buf, format="png", dpi=96, bbox_inches="tight", metadata={"Software": None})
    _pyplot().close(fig)
    return buf.getvalue()


def data_uri(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def buckets_by_stratum(by_stratum: Mapping[str, Mapping[str, int]]) -> Markup:
    """Stacked bars: for each stratum, its answers split into the four buckets, errors apart on top."""
    strata = list(by_stratum)
    layers = [
        Series(
            "error (unscored)" if bucket == "error" else bucket,
            tuple(by_stratum[s].get(bucket, 0) for s in strata),
            BUCKET_COLOURS[bucket],
            hatched=bucket == "error",
        )
        for bucket in STACK_ORDER
    ]
    return stacked_bars(
        "Factuality buckets per stratum",
        strata,
        [s for s in layers if s.label != "error (unscored)" or any(s.values)],
        y_label="answers",
        turn_labels=True,
        description="Factuality buckets stacked per stratum",
    )


def refusal_quality_histogram(histogram: Mapping[str, int]) -> Markup:
    """Bars of how many refusals scored 0, 1, 2 and 3."""
    levels = ["0", "1", "2", "3"]
    counts = tuple(histogram.get(level, 0) for level in levels)
    return stacked_bars(
        "Refusal quality",
        levels,
        [Series("refusals", counts, "#1565c0")],
        y_label="refusals",
        x_label="refusal_quality",
        description="Histogram of refusal quality",
    )


@_plain_text
def runs_side_by_side(labels: Sequence[str], counts: Sequence[Mapping[str, Any]]) -> bytes:
    """Grouped bars: for each bucket, one bar per run (share of that run's n)."""
    fig, ax = _pyplot().subplots(figsize=(max(6.0, 1.6 * len(FACTUALITY_BUCKETS) + 0.4 * len(labels)), 3.8))
    width = 0.8 / max(len(labels), 1)
    for i, (label, run_counts) in enumerate(zip(labels, counts, strict=True)):
        n = sum(int(run_counts.get(b, 0)) for b in FACTUALITY_BUCKETS) or 1
        xs = [j + (i - (len(labels) - 1) / 2) * width for j in range(len(FACTUALITY_BUCKETS))]
        ax.bar(xs, [int(run_counts.get(b, 0)) / n for b in FACTUALITY_BUCKETS], width=width, label=label)
    ax.set_xticks(range(len(FACTUALITY_BUCKETS)), list(FACTUALITY_BUCKETS))
    ax.set_ylabel("share of answers")
    ax.set_ylim(0, 1)
    ax.set_title("Buckets by run")
    ax.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), frameon=False, fontsize="small")
    return _png(fig)
