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
    buckets = list(s["counts"])
    lines = [
        f"# Report: {markdown_cell(run['name'])}",
        "",
        f"corpus **{markdown_cell(run['corpus'])}** · generator **{markdown_cell(run['generator'])}** · "
        f"condition **{run['condition']}** · prompt **{markdown_cell(run['prompt'])}** · "
        f"grader **{markdown_cell(s['grader'])}** · question set `{run['question_set_hash'][:12]}` · "
        f"n = {s['n']} graded of {s['n_questions']} ({s['n_answered']} answered)",
        "",
        "## Factuality buckets",
        "",
        *_table(
            ["bucket", "count", "rate [95% Wilson]"],
            [[b, str(s["counts"][b]), interval_text(s["bucket_rates"][b])] for b in buckets],
        ),
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
            ["stratum", "n", *buckets, "acceptable [95%]", "refusal_quality mean", "extra claims"],
            [
                [
                    stratum,
                    str(d["n"]),
                    *(str(d["counts"][b]) for b in buckets),
                    interval_text(d["acceptable_rate"]),
                    interval_text(d["refusal_quality_mean"]),
                    str(d["extra_claim_count_sum"]),
                ]
                for stratum, d in s["by_stratum_detail"].items()
            ],
        ),
        "",
        "Refusal quality histogram (0/1/2/3): "
        + " / ".join(str(s["refusal_quality_histogram"][str(q)]) for q in range(4)),
    ]
    if s["lexical"]:
        lex = s["lexical"]
        verdicts = ", ".join(f"{v} {c}" for v, c in lex["verdicts"].items())
        lines += [
            "",
            f"Lexical verdicts (n = {lex['n']}): {verdicts}; S_rel {interval_text(lex['s_rel_mean'])}, "
            f"S_comp {interval_text(lex['s_comp_mean'])}, S_hall {interval_text(lex['s_hall_mean'])}.",
        ]
    if s["citation_score"]:
        cs = s["citation_score"]
        lines += [
            "",
            f"Citation score (n = {cs['n']}): faithfulness {interval_text(cs['faithfulness_mean'])}, "
            f"coverage {interval_text(cs['coverage_mean'])}, "
            f"redundancy {interval_text(cs['redundancy_mean'])}, "
            f"overall {interval_text(cs['overall_mean'])}.",
        ]
    if s["judge_policy"]:
        jp = s["judge_policy"]
        verdicts = ", ".join(f"{v} {c}" for v, c in jp["verdicts"].items())
        lines += [
            "",
            f"Judge policy (n = {jp['n']}): {verdicts}; correctness {interval_text(jp['correctness_mean'])}, "
            f"relevancy {interval_text(jp['relevancy_mean'])}.",
        ]
    oc, err = s["output_contract"], s["errors"]
    flags = ", ".join(f"{markdown_cell(f)} {c}" for f, c in err["flags"].items()) or "none"
    lines += [
        "",
        "## Output contract and errors",
        "",
        f"Answers {oc['n']}: format ok {oc['format_ok']}, first-attempt violations "
        f"{oc['first_attempt_violations']}, retry used {oc['format_retry_used']}, violating after retry "
        f"{oc['violations_after_retry']}, truncated {oc['truncated']}. Generator errors "
        f"{err['generator_errors']}, grade errors {err['grade_errors']}, unanswered {err['unanswered']}, "
        f"ungraded {err['ungraded']}. Grade flags: {flags}.",
        "",
        f"Intervals are 95%: Wilson for proportions, seeded percentile bootstrap "
        f"({s['bootstrap']['resamples']} resamples, seed {s['bootstrap']['seed']}) for means.",
        "",
    ]
    return visible_escapes("\n".join(lines))  # whatever a field held, no raw control character
