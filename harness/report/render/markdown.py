"""``report.md``: the report's tables in Markdown, for pull requests and terminals.

Only figures and ids appear here; run names and other user-given text go through
``markdown_cell`` so they cannot break a table or inject HTML.
"""

from __future__ import annotations

from typing import Any

from harness.report.render.html import interval_text
from harness.report.render.text import markdown_cell, visible_escapes
from harness.report.summary import HEADLINE


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return lines


def render_markdown(summary: dict[str, Any]) -> str:
    """The Markdown report for ``summary`` (from ``summarize``)."""
    s, run = summary, summary["run"]
    buckets = list(s["counts"])  # the four buckets, then ``error`` (unscored), kept apart
    ov = s["over_refusal"]
    lines = [
        f"# Report: {markdown_cell(run['name'])}",
        "",
        f"corpus **{markdown_cell(run['corpus'])}** · generator **{markdown_cell(run['generator'])}** · "
        f"condition **{run['condition']}** · prompt **{markdown_cell(run['prompt'])}** · "
        f"grader **{markdown_cell(s['grader'])}** · question set `{run['question_set_hash'][:12]}` · "
        f"n = {s['n']} graded of {s['n_questions']} ({s['n_answered']} answered), "
        f"{s['n_scored']} scored, {s['counts']['error']} errors",
        "",
        "## Factuality buckets",
        "",
        *_table(
            ["outcome", "count", "rate [95% Wilson]"],
            [[b, str(s["counts"][b]), interval_text(s["bucket_rates"][b])] for b in s["bucket_rates"]]
            + [["error (unscored, of n)", str(s["counts"]["error"]), interval_text(s["error_rate"])]],
        ),
        "",
        f"Over-refusal: {ov['count']} refusals of {ov['n']} scored questions whose ideal is correct "
        f"({interval_text(ov['rate'])}).",
        "",
        "## Headline figures",
        "",
        *_table(
            ["figure", "value [95% interval]", "n", "interval"],
            [[label, interval_text(s[key]), str(s[key]["n"]), s[key]["method"]] for key, label in HEADLINE]
            + [["extra_claim_count sum", str(s["extra_claim_count_sum"]), str(s["n"]), ""]],
        ),
        "",
        "## By stratum",
        "",
        *_table(
            [
                "stratum",
                "n",
                *buckets,
                "acceptable [95%]",
                "meets ideal [95%]",
                "over-refusal",
                "refusal_quality mean",
                "extra claims",
            ],
            [
                [
                    stratum,
                    str(d["n"]),
                    *(str(d["counts"][b]) for b in buckets),
                    interval_text(d["acceptable_rate"]),
                    interval_text(d["meets_ideal_rate"]),
                    f"{d['over_refusal']['count']} of {d['over_refusal']['n']}",
                    interval_text(d["refusal_quality_mean"]),
                    str(d["extra_claim_count_sum"]),
                ]
                for stratum, d in s["by_stratum_detail"].items()
            ],
        ),
        "",
        *(
            [
                f"Stability over {s['stability']['repeats']} repeats: {s['stability']['stable']} of "
                f"{s['stability']['n']} questions kept one outcome in every repeat.",
                "",
            ]
            if s.get("stability")
            else []
        ),
        "Refusal quality histogram (0/1/2/3): "
        + " / ".join(str(s["refusal_quality_histogram"][str(q)]) for q in range(4)),
    ]
    for name, score in s["scores"].items():
        parts = [
            f"{markdown_cell(figure)} " + ", ".join(f"{markdown_cell(v)} {c}" for v, c in values.items())
            for figure, values in score["counts"].items()
        ]
        parts += [f"{markdown_cell(figure)} {interval_text(m)}" for figure, m in score["means"].items()]
        lines += ["", f"Score `{markdown_cell(name)}` (n = {score['n']}): {'; '.join(parts)}."]
    oc, err = s["output_contract"], s["errors"]
    flags = ", ".join(f"{markdown_cell(f)} {c}" for f, c in err["flags"].items()) or "none"
    lines += [
        "",
        "## Output contract and errors",
        "",
        f"Answers {oc['n']}: format ok {oc['format_ok']}, first-attempt violations "
        f"{oc['first_attempt_violations']}, retry used {oc['format_retry_used']}, violating after retry "
        f"{oc['violations_after_retry']}, truncated {oc['truncated']}. Error outcomes "
        f"{err['error_outcomes']}; generator errors "
        f"{err['generator_errors']}, grade errors {err['grade_errors']}, unanswered {err['unanswered']}, "
        f"ungraded {err['ungraded']}. Grade flags: {flags}.",
        "",
        f"Intervals are 95%: Wilson for proportions, seeded percentile bootstrap "
        f"({s['bootstrap']['resamples']} resamples, seed {s['bootstrap']['seed']}) for means.",
        "",
    ]
    return visible_escapes("\n".join(lines))  # whatever a field held, no raw control character
