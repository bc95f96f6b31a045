"""Your own protocol on your own documents: questions with gold answers and quoted evidence -> a question set.

Each line of the input is ``{"question": str, "answer": str, "evidence": [quote, ...]}`` with
optional ``id``, ``document`` (the document the quotes are in) and ``stratum`` (only the
strata a reader decides: ``unanswerable``, ``not_mentioned``, ``adversarial``, ``retrieval_null``).
Each quote is found in the corpus's document text, exactly first, then with whitespace
collapsed and case folded; the passages overlapping the found span become the gold evidence.
A quote found nowhere stops the import with its line. Grounded questions get the
retrieval-defined strata (``answerable`` when BM25@k retrieves a gold passage,
``evidence_missed`` when it does not), ``retrieval_null`` copies can be added, and the set is
checked against the corpus before it is returned.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from harness.core.errors import HarnessError
from harness.core.records import Question, QuestionSetHeader, RetrievalSettings, Stratum
from harness.corpus.base import Corpus
from harness.corpus.fieldmap import iter_file_records
from harness.questions.qset import QuestionSet, with_hash
from harness.questions.retrieval import Searcher, default_searcher, hit_note, run_queries
from harness.questions.sampling import IDEAL

BUILDER_VERSION = "quotes-1"
READER_STRATA: tuple[Stratum, ...] = ("unanswerable", "not_mentioned", "adversarial", "retrieval_null")
NO_ANSWER = frozenset({"", "none", "n/a", "not mentioned", "notmentioned", "unanswerable"})
_FIX = "fix that line and import again; nothing was written"


@dataclass(frozen=True)
class QuoteQuestion:
    """One input line after checking."""

    where: str
    id: str
    question: str
    answer: str
    quotes: tuple[str, ...]
    document: str | None
    stratum: Stratum | None


def _normalized(text: str) -> tuple[str, list[int]]:
    """``text`` with whitespace runs as one space and case folded, and each output char's source offset."""
    out: list[str] = []
    where: list[int] = []
    space = False
    for i, ch in enumerate(text):
        if ch.isspace():
            if not space and out:
                out.append(" ")
                where.append(i)
            space = True
            continue
        space = False
        for low in ch.casefold():
            out.append(low)
            where.append(i)
    return "".join(out), where


def find_quote(text: str, quote: str) -> list[tuple[int, int]]:
    """Every (start, end) of ``quote`` in ``text``: exact matches, else whitespace/case-normalised ones."""
    spans = []
    start = text.find(quote)
    while start >= 0 and quote:
        spans.append((start, start + len(quote)))
        start = text.find(quote, start + 1)
    if spans:
        return spans
    norm_text, offsets = _normalized(text)
    norm_quote = _normalized(quote)[0].strip()
    if not norm_quote:
        return []
    start = norm_text.find(norm_quote)
    while start >= 0:
        end = start + len(norm_quote) - 1
        spans.append((offsets[start], offsets[end] + 1))
        start = norm_text.find(norm_quote, start + 1)
    return spans


def evidence_passages(corpus: Corpus, quote: str, document: str | None) -> list[str]:
    """Passage ids overlapping any occurrence of ``quote`` (in ``document`` when given), in corpus order."""
    docs = [corpus.document(document)] if document else list(corpus.documents)
    found: list[str] = []
    for doc in docs:
        for start, end in find_quote(doc.text, quote):
            found.extend(p.id for p in corpus.passages_of(doc.id) if p.start < end and start < p.end)
    return list(dict.fromkeys(found))


def _str(row: Mapping[str, Any], key: str, where: str, required: bool) -> str | None:
    value = row.get(key)
    if value is None:
        if required:
            raise HarnessError(f"{where}: missing field {key!r}", _FIX)
        return None
    if not isinstance(value, str):
        raise HarnessError(f"{where}: field {key!r} must be text, found {type(value).__name__}", _FIX)
    return value


def read_quote_questions(path: Path) -> list[QuoteQuestion]:
    """The input file's lines, checked; ids default to ``q001``, ``q002``, ..."""
    out: list[QuoteQuestion] = []
    rows = list(iter_file_records(path, "lines"))
    if not rows:
        raise HarnessError(f"{path}: no questions", "write one JSON object per line")
    width = max(3, len(str(len(rows))))
    for n, (key, row) in enumerate(rows, start=1):
        where = f"{path.name}:{key.removeprefix('line ')}"
        if not isinstance(row, Mapping):
            raise HarnessError(f"{where}: a line must be a JSON object", _FIX)
        unknown = sorted(set(row) - {"id", "question", "answer", "evidence", "document", "stratum"})
        if unknown:
            raise HarnessError(
                f"{where}: unknown fields {', '.join(unknown)}",
                "use id, question, answer, evidence, document, stratum",
            )
        question = _str(row, "question", where, True) or ""
        if not question.strip():
            raise HarnessError(f"{where}: empty question", _FIX)
        quotes = row.get("evidence", [])
        if isinstance(quotes, str):
            quotes = [quotes]
        if not isinstance(quotes, list) or not all(isinstance(q, str) and q.strip() for q in quotes):
            raise HarnessError(
                f"{where}: 'evidence' must be a list of quoted passages (non-empty text)", _FIX
            )
        stratum = _str(row, "stratum", where, False)
        if stratum is not None and stratum not in READER_STRATA:
            raise HarnessError(
                f"{where}: stratum {stratum!r} cannot be given",
                f"give only {', '.join(READER_STRATA)}; answerable/evidence_missed are found by retrieval",
            )
        raw_id = row.get("id")
        qid = str(raw_id) if isinstance(raw_id, (str, int)) and str(raw_id).strip() else f"q{n:0{width}d}"
        out.append(
            QuoteQuestion(
                where=where,
                id=qid,
                question=question,
                answer=(_str(row, "answer", where, False) or "").strip(),
                quotes=tuple(quotes),
                document=_str(row, "document", where, False),
                stratum=stratum,  # checked against READER_STRATA above
            )
        )
    ids = [q.id for q in out]
    dup = next((q for q in out if ids.count(q.id) > 1), None)
    if dup is not None:
        raise HarnessError(f"{dup.where}: question id {dup.id!r} repeats", "give every question its own id")
    return out


def _draft(item: QuoteQuestion, corpus: Corpus, settings: RetrievalSettings) -> Question:
    if item.document is not None and not any(d.id == item.document for d in corpus.documents):
        raise HarnessError(
            f"{item.where}: no document {item.document!r} in the corpus",
            "use a document id shown by `harness corpus info documents --data-dir ...`",
        )
    evidence: list[str] = []
    for quote in item.quotes:
        ids = evidence_passages(corpus, quote, item.document)
        if not ids:
            shown = quote if len(quote) <= 60 else quote[:57] + "..."
            raise HarnessError(
                f"{item.where}: quote {shown!r} is in no document"
                + (f" ({item.document})" if item.document else ""),
                "quote the document's text (whitespace and case may differ), or fix the document field",
            )
        evidence.extend(i for i in ids if i not in evidence)
    answer = item.answer
    no_answer = answer.lower() in NO_ANSWER
    if item.stratum in (None, "retrieval_null") and (no_answer or not evidence):
        raise HarnessError(
            f"{item.where}: a grounded question needs an answer and evidence quotes",
            'add them, or mark it "stratum": "unanswerable" or "not_mentioned"',
        )
    yes_no = answer.lower() in ("yes", "no")
    stratum: Stratum = item.stratum or "answerable"
    return Question(
        id=item.id,
        text=item.question,
        stratum=stratum,
        answer_type="yes_no" if yes_no else "value",
        gold_answer=answer.lower() if yes_no else ("none" if no_answer else answer),
        gold_evidence=tuple(evidence),
        ideal=IDEAL[stratum],
        retrieval=settings,
        builder_version=BUILDER_VERSION,
        document_id=item.document,
        notes=f"imported from {item.where}; {len(item.quotes)} quote(s) -> {', '.join(evidence) or 'none'}",
    )


def import_questions(
    path: Path | str,
    corpus: Corpus,
    *,
    k: int = 5,
    retrieval_null: int = 0,
    seed: int = 13,
    retriever: Searcher | None = None,
) -> QuestionSet:
    """The question set of the quoted-evidence file at ``path`` on ``corpus`` (see the module docstring)."""
    settings = RetrievalSettings(k=k)
    items = read_quote_questions(Path(path))
    drafts = [_draft(item, corpus, settings) for item in items]
    grounded = [q for q in drafts if q.stratum == "answerable"]
    searcher = retriever if retriever is not None else default_searcher(corpus, settings)
    results = run_queries(searcher, settings, [q.text for q in grounded], [q.document_id for q in grounded])
    defined: dict[str, Question] = {}
    for q, retrieved in zip(grounded, results, strict=True):
        hit, note = hit_note(settings, retrieved, q.gold_evidence)
        stratum: Stratum = "answerable" if hit else "evidence_missed"
        defined[q.id] = replace(q, stratum=stratum, ideal=IDEAL[stratum], notes=f"{q.notes}; {note}")
    questions = [defined.get(q.id, q) for q in drafts]
    if retrieval_null:
        questions.extend(_null_copies(questions, retrieval_null, seed))
    header = QuestionSetHeader(
        corpus=corpus.name,
        corpus_fingerprint=corpus.fingerprint,
        seed=seed,
        builder_version=BUILDER_VERSION,
        settings={"k": k, "source": Path(path).name, "retrieval_null": retrieval_null},
        counts={},
        content_hash="",
        split=corpus.split,
    )
    return with_hash(header, questions)


def _null_copies(questions: Sequence[Question], n: int, seed: int) -> list[Question]:
    """``n`` grounded questions (seeded choice) again, asked with the retriever forced empty."""
    grounded = [q for q in questions if q.stratum in ("answerable", "evidence_missed")]
    if n > len(grounded):
        raise HarnessError(
            f"--retrieval-null {n} asks for more than the {len(grounded)} grounded questions",
            f"pass at most {len(grounded)}",
        )
    chosen = sorted(random.Random(seed).sample(range(len(grounded)), n))
    return [
        replace(
            grounded[i],
            id=f"{grounded[i].id}-null",
            stratum="retrieval_null",
            ideal=IDEAL["retrieval_null"],
            notes=f"{grounded[i].id} asked with the retriever forced empty",
        )
        for i in chosen
    ]
