"""Write a run's ``report.json``, ``report.md`` and ``report.html`` into its folder."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.io import write_pieces_atomic, write_text_atomic
from harness.report.load import load_run
from harness.report.render.html import render_html_pieces
from harness.report.render.markdown import render_markdown
from harness.report.summary import summarize
from harness.store.lock import run_folder_lock

REPORT_JSON = "report.json"
REPORT_MD = "report.md"
REPORT_HTML = "report.html"


def write_report(run_dir: Path | str, grader: str | None = None) -> dict[str, Any]:
    """Summarize the run at ``run_dir`` and write the three report files; returns report.json's content.

    The files are derived from the run's records and are rewritten on every call, under the
    run folder's writer lock. Each is replaced atomically (a kill leaves the old file or the new
    one, whole) but not fsynced: they hold no record a crash could lose, and `harness report`
    writes them again, so a run pays no fsync for them (three fewer after the last answer).
    """
    with run_folder_lock(run_dir, command="report"):
        # Checked before anything is written: either all three reports change, or none.
        for name in (REPORT_JSON, REPORT_MD, REPORT_HTML):
            target = Path(run_dir) / name
            if (target.exists() and not target.is_file()) or target.is_symlink():
                raise HarnessError(
                    f"{target} is not a regular file (a folder or a link); no report was written",
                    f"move {target} out of the run folder, then write the reports again",
                )
        run = load_run(run_dir, grader=grader)
        summary = summarize(run)
        text = json.dumps(summary, indent=2, sort_keys=True) + "\n"
        write_text_atomic(run.path / REPORT_JSON, text, durable=False)
        write_text_atomic(run.path / REPORT_MD, render_markdown(summary), durable=False)
        write_pieces_atomic(run.path / REPORT_HTML, render_html_pieces(run, summary), durable=False)
    return summary
