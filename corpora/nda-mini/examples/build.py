"""Write the worked example's records: 20 answers of an imaginary RAG pipeline on nda-mini, two versions.

The questions, gold answers and gold evidence are nda-mini protocol questions; the passages are
what BM25@5 retrieves for them (the imaginary pipeline's retriever); the answers are written
here from templates, one planned outcome per question and version. ``v2`` fixes four answers of
``v1`` and breaks two answerable ones: fewer wrong answers overall, one more in ``answerable``.

    python corpora/nda-mini/examples/build.py     # rewrites pipeline-v1.jsonl and pipeline-v2.jsonl
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from harness.core.records import Question, RetrievalSettings
from harness.core.settings import corpora_dir
from harness.corpus import load_corpus
from harness.questions import read_question_set
from harness.retrieval import build_retriever

HERE = Path(__file__).resolve().parent
PICK = {"answerable": 10, "evidence_missed": 4, "not_mentioned": 3, "unanswerable": 3}
# Planned outcome per question, in PICK order: c correct, w wrong, u unsupported, r refused.
V1 = "ccccccwwur" + "rruw" + "rrw" + "rrw"
V2 = "ccccwwcwcr" + "rrur" + "rrr" + "rrw"


def _first_sentence(text: str) -> str:
    sentence = re.split(r"(?<=[.;])\s", text.strip(), maxsplit=1)[0]
    return sentence if len(sentence) <= 220 else sentence[:217].rsplit(" ", 1)[0] + "..."


def _answer(q: Question, plan: str, passages: list[dict[str, str]]) -> str:
    gold = q.gold_answer
    yes, no = ("Yes", "No") if gold != "no" else ("No", "Yes")
    by_id = {p["id"]: p["text"] for p in passages}
    cited = next((pid for pid in q.gold_evidence if pid in by_id), passages[0]["id"])
    if plan == "c":
        return f'{yes}. The agreement says: "{_first_sentence(by_id[cited])}" [{cited}]'
    if plan == "w":
        first = passages[0]["id"]
        return f"{no}. The agreement does not provide for this; its obligations end with the term [{first}]."
    if plan == "u":
        return f"{yes}. Agreements of this kind usually provide for this, and this one is no exception."
    return (
        "I cannot answer this from the passages I was given: none of them addresses this point. "
        f"The closest retrieved passage is {passages[0]['id']}; check the agreement's full text "
        "or ask about a specific clause."
    )


def records_text(plans: str) -> str:
    """The JSONL text of one version: one record per chosen question, in PICK order."""
    corpus = load_corpus("nda-mini")
    qset = read_question_set(corpora_dir() / "nda-mini" / "protocol.questions.jsonl")
    # The templates answer yes or no (or decline): stated-value questions are not picked.
    askable = [q for q in qset.questions if q.answer_type == "yes_no" or q.gold_answer == "none"]
    by_stratum = {s: [q for q in askable if q.stratum == s] for s in PICK}
    chosen = [q for stratum, n in PICK.items() for q in by_stratum[stratum][:n]]
    retriever = build_retriever(corpus, RetrievalSettings(k=5))
    lines = []
    for q, plan in zip(chosen, plans, strict=True):
        passages = [{"id": h.passage_id, "text": h.text} for h in retriever.search(q.text, k=5)]
        record = {
            "question_id": q.id,
            "question": q.text,
            "passages": passages,
            "answer": _answer(q, plan, passages),
            "gold_answer": q.gold_answer,
            "gold_evidence": list(q.gold_evidence),
            "stratum": q.stratum,
            "document": q.document_id,
        }
        lines.append(json.dumps(record, ensure_ascii=False))
    return "\n".join(lines) + "\n"


VERSIONS = {"pipeline-v1.jsonl": V1, "pipeline-v2.jsonl": V2}


def main() -> None:
    for name, plans in VERSIONS.items():
        (HERE / name).write_text(records_text(plans), encoding="utf-8")
        print(f"wrote {HERE / name}")


if __name__ == "__main__":
    main()
