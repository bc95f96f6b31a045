"""Print protocol questions with gold answer, retrieved ids (the engine's "rag_always" set) and the
text of the retrieved and gold passages, as JSON lines. For fixture writers.

  python -m tests.grade.show_questions nda-mini > nda.jsonl
  python -m tests.grade.show_questions contractnli-dev > dev.jsonl
Each line: {"question": <the exact question record to copy into a fixture line>,
            "retrieved": [ids], "passages": {id: text}}
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from harness.core.io import to_dict
from harness.corpus import load_corpus
from harness.run.conditions import retrieval_sets

ROOT = Path(__file__).resolve().parents[2]


def main() -> None:
    which = sys.argv[1]
    if which == "nda-mini":
        corpus = load_corpus("nda-mini")
        path = ROOT / "corpora" / "nda-mini" / "protocol.questions.jsonl"
        rows = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()[1:] if x.strip()]
        from harness.core.io import from_dict
        from harness.core.records import Question

        questions = [from_dict(r, Question, where="protocol") for r in rows]
        records = rows
    else:
        from harness.questions import build_question_set

        data = Path(os.environ.get("HARNESS_SHARED_DATA", "../shared/data")) / "contractnli"
        corpus = load_corpus("contractnli", data_dir=data, split="dev")
        questions = list(build_question_set(corpus, seed=13).questions)
        records = [to_dict(q) for q in questions]
    sets = retrieval_sets(corpus, questions, "rag_always")
    for q, rec in zip(questions, records, strict=True):
        retrieved = [p.passage_id for p in sets[q.id]]
        ids = list(dict.fromkeys(retrieved + list(rec.get("gold_evidence") or [])))
        passages = {i: corpus.passage(i).text for i in ids if corpus.has_passage(i)}
        print(json.dumps({"question": rec, "retrieved": retrieved, "passages": passages}, ensure_ascii=False))


if __name__ == "__main__":
    main()
