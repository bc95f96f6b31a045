"""List the reference grader's disagreements with the labels on the TUNING part of blind sets only.

  python -m tests.grade.tuning_misses styles_v9 [styles_v8 ...] [-v] [--axis factuality]
Never prints anything of a sealed part.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from harness.calibrate.split import part_of
from tests.grade.blind_sets import BLIND_SETS
from tests.grade.test_blind_sets import rows_of
from tests.grade.test_styles_v2 import grade_both_ways

AXES = ("factuality", "citation_exists", "citation_supports", "refusal_quality", "extra_claim_count")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("sets", nargs="*", default=[s for s in BLIND_SETS])
    ap.add_argument("-v", action="store_true", help="print question, answer and retrieved ids")
    ap.add_argument("--axis", choices=AXES, action="append")
    a = ap.parse_args()
    axes = a.axis or list(AXES)
    shared = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
    total = 0
    for name in a.sets:
        rows = [r for r in rows_of(name) if part_of(r["id"]) == "tuning"]
        native, _ = grade_both_ways(shared if shared.is_dir() else None, rows)
        grades = native["reference"]
        for r in rows:
            g = grades.get(r["id"])
            if g is None:
                continue
            diffs = []
            for ax in axes:
                want = r["labels"].get(ax)
                got = getattr(g, ax, None)
                got = getattr(got, "value", got)
                if want != got:
                    diffs.append(f"{ax}: label={want!r} grader={got!r}")
            if diffs:
                total += 1
                print(f"== {name} {r['id']} [{r['question'].get('stratum')}] {r.get('cases')}")
                for d in diffs:
                    print("   ", d)
                if a.v:
                    print("   Q:", r["question"]["text"][:300])
                    print("   gold:", r["question"].get("gold_answer"), r["question"].get("gold_evidence"))
                    print("   retrieved:", r.get("retrieved"))
                    print("   A:", r["answer"].replace("\n", "\n      ")[:2500])
                    print("   why:", str(getattr(g, "rationale", ""))[:600])
    print(f"{total} tuning-part answers disagree on {axes}")


if __name__ == "__main__":
    main()
