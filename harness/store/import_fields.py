"""An imported record's protocol fields: read them, infer the absent ones as the protocol would,
or take them from the protocol the records join by question id.

A record may carry every field a protocol ``Question`` has (answer type, ideal outcomes,
stratum, the false premise and its original, hypothesis key, document, retrieval k); what it
leaves out is inferred: a yes/no gold (or a "none" gold to a question phrased yes/no) gives a
yes/no question, a "none" gold the ``unanswerable`` stratum, a premise and its original the
``adversarial`` one, the stratum its ideal outcomes. With a protocol
(``harness import --questions``), every record must name one of its questions, and the fields it
does carry must agree with it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, get_args

from harness.core.errors import HarnessError
from harness.core.records import (
    FACTUALITY_BUCKETS,
    STRATA,
    AnswerType,
    Condition,
    Factuality,
    Perturbation,
    Question,
    RetrievalSettings,
    Stratum,
)
from harness.corpus.fieldmap import get_path
from harness.questions.qset import QuestionSet
from harness.questions.sampling import IDEAL
from harness.text.cues import is_yes_no

NO_ANSWER = frozenset({"none", "n/a", "notmentioned", "not mentioned", "unanswerable"})
"""Gold answers that say no answer exists (written ``none`` in the question)."""
BUILDER_VERSION = "import-1"
IMPORTED = "imported"
ANSWER_TYPES: tuple[str, ...] = get_args(AnswerType)
CONDITIONS: tuple[str, ...] = get_args(Condition)
_FIX = "fix that record (or map its fields with --mapping) and import again; nothing was written"


@dataclass(frozen=True)
class QuestionFields:
    """What a record says about its question besides id, text and gold (``None``: not given)."""

    answer_type: AnswerType | None = None
    ideal: tuple[Factuality, ...] | None = None
    stratum: Stratum | None = None
    premise: str | None = None
    """The false value the question states (an adversarial question's ``perturbation.replacement``)."""
    original: str | None = None
    """What the premise replaced (``perturbation.original``): a correction citing it is correct."""
    premise_kind: str | None = None
    hypothesis_key: str | None = None
    document: str | None = None
    k: int | None = None
    condition: Condition | None = None


def _value(row: Mapping[str, Any], path: str | None, where: str) -> Any:
    if path is None:
        return None
    try:
        return get_path(row, path)
    except KeyError:
        return None
    except ValueError as exc:
        raise HarnessError(f"{where}: {exc}", "fix the --mapping field path") from exc


def _choice(row: Mapping[str, Any], path: str | None, where: str, name: str, allowed: Sequence[str]) -> Any:
    value = _value(row, path, where)
    if value is None:
        return None
    if value not in allowed:
        raise HarnessError(
            f"{where}: unknown {name} {value!r}", f"use one of {', '.join(allowed)}, or omit it"
        )
    return value


def _string(row: Mapping[str, Any], path: str | None, where: str, name: str) -> str | None:
    value = _value(row, path, where)
    if value is None:
        return None
    if not isinstance(value, str):
        raise HarnessError(
            f"{where}: field {path!r} ({name}) must be text, found {type(value).__name__}", _FIX
        )
    return value


def read_fields(row: Mapping[str, Any], paths: Mapping[str, str | None], where: str) -> QuestionFields:
    """The protocol fields of ``row``; ``paths`` maps each ``QuestionFields`` name to a field path."""
    ideal = _value(row, paths.get("ideal"), where)
    if ideal is not None:
        if isinstance(ideal, str):
            ideal = [ideal]
        if (
            not isinstance(ideal, (list, tuple))
            or not ideal
            or any(v not in FACTUALITY_BUCKETS for v in ideal)
        ):
            raise HarnessError(
                f"{where}: ideal must be a list of outcomes, found {ideal!r}",
                f'use outcomes of {", ".join(FACTUALITY_BUCKETS)}, e.g. ["refused"], or omit it',
            )
        ideal = tuple(ideal)
    k = _value(row, paths.get("k"), where)
    if k is not None and (isinstance(k, bool) or not isinstance(k, int) or k < 0):
        raise HarnessError(f"{where}: k must be a whole number >= 0, found {k!r}", _FIX)
    premise = _string(row, paths.get("premise"), where, "premise")
    original = _string(row, paths.get("original"), where, "original")
    if (premise is None) != (original is None):
        raise HarnessError(
            f"{where}: a premise needs its original (and an original its premise)",
            "give both the false value the question states and what it replaced, or neither",
        )
    return QuestionFields(
        answer_type=_choice(row, paths.get("answer_type"), where, "answer_type", ANSWER_TYPES),
        ideal=ideal,
        stratum=_choice(row, paths.get("stratum"), where, "stratum", STRATA),
        premise=premise,
        original=original,
        premise_kind=_string(row, paths.get("premise_kind"), where, "premise_kind"),
        hypothesis_key=_string(row, paths.get("hypothesis_key"), where, "hypothesis_key"),
        document=_string(row, paths.get("document"), where, "document"),
        k=k,
        condition=_choice(row, paths.get("condition"), where, "condition", CONDITIONS),
    )


def stable_id(question: str, seen: dict[str, int]) -> str:
    """An id for a record that has none: ``q-<12 hex of sha256(question)>``, the n-th repeat of one
    question in a file ``-n``; the same file always gets the same ids."""
    base = "q-" + hashlib.sha256(question.encode("utf-8")).hexdigest()[:12]
    seen[base] = seen.get(base, 0) + 1
    return base if seen[base] == 1 else f"{base}-{seen[base]}"


def no_answer(gold: str | None) -> bool:
    return gold is not None and gold.strip().lower() in NO_ANSWER


def infer_stratum(fields: QuestionFields, gold: str | None) -> Stratum:
    """Given, else ``adversarial`` for a premise, ``unanswerable`` for a "none" gold, ``answerable``."""
    if fields.stratum is not None:
        return fields.stratum
    if fields.premise is not None:
        return "adversarial"
    return "unanswerable" if no_answer(gold) else "answerable"


def infer_answer_type(fields: QuestionFields, text: str, gold: str | None) -> AnswerType:
    """Given, else ``yes_no`` for a yes/no gold, or for a question phrased yes/no whose gold is "none"
    or absent (the protocol's ContractNLI questions), else ``value``."""
    if fields.answer_type is not None:
        return fields.answer_type
    said = (gold or "").strip().lower()
    if said in ("yes", "no"):
        return "yes_no"
    if (not said or said in NO_ANSWER) and is_yes_no(text):
        return "yes_no"
    return "value"


def build_question(
    question_id: str,
    text: str,
    gold: str | None,
    evidence: tuple[str, ...],
    fields: QuestionFields,
    retrieval: RetrievalSettings,
) -> Question:
    """The ``Question`` of one record, absent fields inferred (see the module docstring)."""
    stratum = infer_stratum(fields, gold)
    answer_type = infer_answer_type(fields, text, gold)
    said = (gold or "").strip()
    if no_answer(said):
        gold_answer = "none"
    elif answer_type == "yes_no":
        gold_answer = said.lower()
    else:
        gold_answer = said
    inferred = [
        name
        for name, value in (("stratum", fields.stratum), ("answer type", fields.answer_type))
        if value is None
    ]
    perturbation = None
    if fields.premise is not None and fields.original is not None:
        perturbation = Perturbation(fields.premise_kind or IMPORTED, fields.original, fields.premise)
    return Question(
        id=question_id,
        text=text,
        stratum=stratum,
        answer_type=answer_type,
        gold_answer=gold_answer,
        gold_evidence=evidence,
        ideal=fields.ideal or IDEAL[stratum],
        retrieval=retrieval if fields.k is None else RetrievalSettings(k=fields.k, backend=retrieval.backend),
        builder_version=BUILDER_VERSION,
        document_id=fields.document,
        hypothesis_key=fields.hypothesis_key,
        perturbation=perturbation,
        notes=IMPORTED + (f"; {' and '.join(inferred)} inferred" if inferred else ""),
    )


def question_fields(q: Question) -> dict[str, Any]:
    """A question as a record's fields (the inverse of ``build_question``): what an export writes and
    an import reads back."""
    p = q.perturbation
    return {
        "question": q.text,
        "gold_answer": q.gold_answer,
        "gold_evidence": list(q.gold_evidence),
        "stratum": q.stratum,
        "answer_type": q.answer_type,
        "ideal": list(q.ideal),
        "document": q.document_id,
        "hypothesis_key": q.hypothesis_key,
        "premise": p.replacement if p else None,
        "original": p.original if p else None,
        "premise_kind": p.kind if p else None,
        "k": q.retrieval.k,
    }


def join_protocol(question: Question, protocol: QuestionSet, where: str, given: set[str]) -> Question:
    """The protocol's question of the record's id; a field the record gave must agree with it.

    ``given`` names the record fields that were present (the others were inferred).
    """
    found = protocol.by_id().get(question.id)
    if found is None:
        raise HarnessError(
            f"{where}: question_id {question.id!r} is not a question of the protocol",
            "use the protocol's question ids, or import without --questions",
        )
    checks: dict[str, tuple[object, object]] = {
        "question": (question.text.strip(), found.text.strip()),
        "gold_answer": (question.gold_answer.lower(), found.gold_answer.lower()),
        "gold_evidence": (tuple(sorted(question.gold_evidence)), tuple(sorted(found.gold_evidence))),
        "stratum": (question.stratum, found.stratum),
        "answer_type": (question.answer_type, found.answer_type),
        "document": (question.document_id, found.document_id),
        "hypothesis_key": (question.hypothesis_key, found.hypothesis_key),
        "ideal": (tuple(sorted(question.ideal)), tuple(sorted(found.ideal))),
    }
    for name in sorted(given & set(checks)):
        mine, theirs = checks[name]
        if mine != theirs:
            raise HarnessError(
                f"{where}: {name} {_short(mine)} differs from the protocol's {_short(theirs)} "
                f"for question {question.id!r}",
                "import the records against the protocol they were answered on, or drop the field",
            )
    return found


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
