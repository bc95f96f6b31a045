"""Noise: how a run's outcomes move between repeats of the same protocol.

``harness run --repeats R`` answers every question R times and keeps them all: repeat 0 is
the run folder itself (what reports and gates read), repeats 1..R-1 are whole run folders in
``<run>/repeats/<r>/`` made with the same settings. A model sampled at temperature > 0 moves
between buckets on a rerun; these figures say how much.

- Per question: its outcome in each repeat, the modal outcome and ``agreement``, the share
  of repeats with the modal outcome (1.0 = stable).
- ``stable``: questions with the same outcome in every repeat; ``by_stratum`` the same count
  per stratum.
- Noise floor (for the gate): for each rule and scope, the largest movement of the rule's
  figure seen between any two of the baseline's own repeats. A rejection whose movement is
  within it could be sampling noise; the decision rules stay as the rubric states them.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from harness.report.load import RunData, load_run

REPEATS_DIR = "repeats"


def repeat_dirs(run_dir: Path | str) -> list[Path]:
    """The folders of repeats 1..R-1 of a run, in order (empty for a run without repeats)."""
    root = Path(run_dir) / REPEATS_DIR
    if not root.is_dir():
        return []
    found = [p for p in root.iterdir() if p.is_dir() and p.name.isdigit()]
    return sorted(found, key=lambda p: int(p.name))


def load_repeats(run: RunData) -> list[RunData]:
    """Every repeat of ``run``, ``run`` first, graded by the same grader."""
    return [run, *(load_run(p, grader=run.grader) for p in repeat_dirs(run.path))]


def stability(runs: list[RunData]) -> dict[str, Any] | None:
    """Per-question stability across the repeats ``runs`` (None for a single run)."""
    if len(runs) < 2:
        return None
    first = runs[0]
    ids = [i for i in first.graded_ids() if all(i in r.grades_by_id for r in runs)]
    per_question: dict[str, Any] = {}
    stable_by_stratum: Counter[str] = Counter()
    n_by_stratum: Counter[str] = Counter()
    for qid in ids:
        outcomes = [r.outcome(qid) for r in runs]
        modal, count = Counter(outcomes).most_common(1)[0]
        stratum = first.questions_by_id[qid].stratum
        n_by_stratum[stratum] += 1
        stable_by_stratum[stratum] += count == len(runs)
        per_question[qid] = {"outcomes": outcomes, "modal": modal, "agreement": round(count / len(runs), 4)}
    return {
        "repeats": len(runs),
        "n": len(ids),
        "stable": sum(stable_by_stratum.values()),
        "by_stratum": {s: {"n": n, "stable": stable_by_stratum[s]} for s, n in n_by_stratum.items()},
        "per_question": per_question,
    }
