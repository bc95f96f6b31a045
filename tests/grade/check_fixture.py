"""Format check of a fixture file being written (never grades anything).

  python -m tests.grade.check_fixture tests/fixtures/styles_vN/<file>.jsonl
Checks every line like tests/grade/test_freeform_format.py does for blind sets: label keys and
consistency, question == protocol line, retrieved == engine's set; prints case tags that are new.
"""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from pathlib import Path

from harness.core.io import to_dict
from harness.corpus import load_corpus
from tests.grade import test_freeform_format as t


def main() -> None:
    path = Path(sys.argv[1])
    rows = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        assert line.strip(), f"{path.name}:{n}: empty line"
        rows.append((f"{path.name}:{n}", json.loads(line)))
    for where, row in rows:
        assert set(row) >= {"id", "corpus", "style", "cases", "question", "retrieved", "answer", "labels"}, (
            where
        )
        assert row["style"] in t.STYLES, f"{where}: style {row['style']}"
        t._check_labels(where, row, markers_cite=True, drifted_ids=True)
    ids = Counter(r["id"] for _, r in rows)
    assert not [i for i, c in ids.items() if c > 1], "duplicate ids"
    # the file being checked may already sit in its set's folder: only other files' ids can clash
    here = path.resolve()
    known = {
        r["id"]
        for name, rows2 in t.BLIND_LINES.items()
        for where, r in rows2
        if (t.FIXTURES.parent / where.rsplit(":", 1)[0]).resolve() != here
    }
    assert not (set(ids) & known), "ids clash with an existing set"
    nda = [(w, r) for w, r in rows if r["corpus"] == "nda-mini"]
    dev = [(w, r) for w, r in rows if r["corpus"] == "contractnli-dev"]
    lines = t.NDA_MINI_PROTOCOL.read_text(encoding="utf-8").splitlines()[1:]
    if nda:
        t._check_against(load_corpus("nda-mini"), nda, {q["id"]: q for q in map(json.loads, lines)})
    if dev:
        from harness.questions import build_question_set

        data = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
        corpus = load_corpus("contractnli", data_dir=data, split="dev")
        protocol = {q.id: to_dict(q) for q in build_question_set(corpus, seed=13).questions}
        t._check_against(corpus, dev, protocol)
    new = sorted({c for _, r in rows for c in r["cases"]} - t.STYLE_V11_CASES)
    print(f"OK: {len(rows)} lines ({len(nda)} nda-mini, {len(dev)} contractnli-dev); new case tags: {new}")
    print("factuality:", dict(Counter(r["labels"]["factuality"] for _, r in rows)))
    print("stratum:", dict(Counter(r["question"]["stratum"] for _, r in rows)))


if __name__ == "__main__":
    main()
