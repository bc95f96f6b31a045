"""Output-contract fields, read before prose: a JSON reply's fields and a ``Final answer:`` line.

A JSON object (the whole reply, or a fenced block; a fenced YAML block too) is read by its fields
(``harness.text.answer_format`` names them): the verdict from ``answer`` / ``verdict`` /
``final_answer`` / ``label`` (a yes/no word of any lexicon language, or a boolean); a decline from
``answerable: false``, ``refusal: true``, a verdict field holding a decline ("unknown",
"insufficient information") or a "no" whose reason says it cannot be answered (cue
``contract.reason_declines``); its ``reason`` kept. Unfenced ``key: value`` lines of contract
fields with a YAML scalar among them are fields too. A reply that opens as JSON but does not parse is
an unreadable structure. A line opening with ``Final answer:`` (or ``Answer:``, ``Verdict:``,
``Conclusion:``) is a field too: the first sentence after the label is its value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from harness.read.cues import cue
from harness.read.language import detect, gloss
from harness.read.lazy import lazy
from harness.read.lexicon import LANGUAGES, all_entries, entries
from harness.text.answer_format import (
    ANSWERABLE_KEYS,
    CITATION_KEYS,
    EXPLANATION_KEYS,
    field_key,
    lifted,
    loads_object,
    repaired_object,
    strip_citations,
    structured_object,
)
from harness.text.decline import declines
from harness.text.records import key_value_record
from harness.text.yes_no import YesNo, explicit_verdict

ContractForm = Literal["json", "label_line", "none"]

NLI_LABELS: dict[str, YesNo] = {
    "entailment": "yes",
    "entailed": "yes",
    "supported": "yes",
    "contradiction": "no",
    "contradicted": "no",
    "refuted": "no",
}
"""ContractNLI's labels in a verdict field; ``NotMentioned`` declines (cue ``contract.decline_value``)."""

VERDICT_KEYS = (
    "verdict",
    "answer",
    "final_answer",
    "finalanswer",
    "final",
    "label",
    "result",
    "decision",
    "response",
)
DECLINE_KEYS = (
    "refusal",
    "refused",
    "refuse",
    "declined",
    "decline",
    "abstain",
    "abstained",
    "cannot_answer",
    "insufficient",
    "insufficient_evidence",
    "insufficient_information",
    "not_enough_information",
)
REASON_KEYS = ("reason", "refusal_reason", "explanation", "rationale", "reasoning", "justification")
_CONTRACT_KEYS = frozenset(
    {*VERDICT_KEYS, *REASON_KEYS, *EXPLANATION_KEYS, *CITATION_KEYS, *ANSWERABLE_KEYS, *DECLINE_KEYS}
)
"""Every key a contract field can have."""

_FENCED = cue("contract.fenced_json")
_FENCED_YAML = cue("contract.fenced_yaml")
_LABEL_LINE = cue("contract.label_line")
_NLI_LINE = cue("contract.nli_label")
_FINAL_WORDS = frozenset(w.lower() for w in all_entries("label_final"))
_INITIAL_WORDS = frozenset(w.lower() for w in all_entries("label_initial"))
_DECLINE_VALUE = cue("contract.decline_value")
_REASON_DECLINES = cue("contract.reason_declines")
_FIRST_SENTENCE = lazy(r"^[^.!?\n]*[.!?]?", 0)
_FIELD_LINE = lazy(r"^[ \t]*[\"']?([A-Za-z_][\w -]{0,40}?)[\"']?[ \t]*:[ \t]*(.*?)[ \t]*$", 0)
_YAML_SCALARS = frozenset(("null", "~", "true", "false"))
BARE_FIELDS_MIN = 2
"""An unfenced ``key: value`` reply has at least this many lines."""


@dataclass(frozen=True)
class Contract:
    """What an answer's output-contract fields say (``form`` ``none``: it has none)."""

    form: ContractForm = "none"
    verdict: YesNo | None = None
    """The verdict field's yes/no."""
    field: str = ""
    """The verdict field (or label line) as written."""
    declines: bool = False
    """A field says the answer declines (``answerable: false``, ``refusal: true``, "unknown")."""
    reason: str = ""
    unreadable: bool = False
    """It opens as a JSON object that does not parse."""
    value: str = ""
    """A verdict field's words that commit to an answer (a yes/no, or "three (3) years"), as written."""
    final: bool = False
    """A label line called final ("Final verdict: No"): it outweighs verdicts said before it."""


def _lowered(obj: dict[str, Any]) -> dict[str, Any]:
    return {field_key(k): v for k, v in obj.items()}


def _flattened(obj: dict[str, Any]) -> dict[str, Any]:
    """Fields with one nested level lifted up (``harness.text.answer_format.lifted``), keys lowered."""
    return _lowered(lifted(obj))


def _repaired(candidate: str) -> dict[str, Any] | None:
    """A reply object cut off or loosely written, read by ``repaired_object``, when it holds a
    contract field: any other repair of a brace and prose ("{ see below") reads nothing."""
    obj = repaired_object(candidate)
    return obj if obj is not None and _CONTRACT_KEYS.intersection(_flattened(obj)) else None


def _bare_fields(text: str) -> dict[str, Any] | None:
    """A reply written as unfenced YAML ``key: value`` lines ("answerable: false\nreason: null"):
    every line a contract field (a verdict, decline, answerable, reason or citation key), one of
    them answering or declining, and one value a YAML scalar (null, true, false). A label line
    with prose after it ("Answer: No.\nReason: clause 4 forbids it.") writes no scalar: it stays
    a label line."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < BARE_FIELDS_MIN:
        return None
    fields = [_FIELD_LINE.match(line) for line in lines]
    if not all(m is not None and field_key(m.group(1)) in _CONTRACT_KEYS for m in fields):
        return None
    keys = {field_key(m.group(1)) for m in fields if m is not None}
    if not keys & {*VERDICT_KEYS, *ANSWERABLE_KEYS, *DECLINE_KEYS}:
        return None
    if not any(m is not None and m.group(2).lower() in _YAML_SCALARS for m in fields):
        return None
    return loads_object(text)


def json_object(text: str) -> tuple[dict[str, Any] | None, bool]:
    """(the reply's JSON object, whether it looked like one and failed to parse)."""
    stripped = text.strip()
    fenced = _FENCED.search(stripped)
    candidate = fenced.group(1) if fenced else stripped if stripped.startswith("{") else None
    if candidate is None:
        yaml = _FENCED_YAML.search(stripped)
        fields = loads_object(yaml.group(1)) if yaml else None
        return (
            fields or structured_object(stripped) or _bare_fields(stripped) or key_value_record(stripped)
        ), False
    end = candidate.rfind("}")
    obj = (loads_object(candidate[: end + 1]) if end != -1 else None) or _repaired(candidate)
    return (obj, False) if obj is not None else (None, True)


def word_verdict(value: str) -> YesNo | None:
    """A field value's yes/no: one verdict word of any lexicon language ("Sí", "true"), else the
    verdict its first words say, read in English after glossing ("No, the passages do not say" is
    a decline, not a "no")."""
    words = value.split()
    if len(words) == 1:
        word = words[0].strip(".,;:!*_\"'").lower()
        if word in NLI_LABELS:
            return NLI_LABELS[word]
        for lang in LANGUAGES:
            if word in entries(lang, "yes") or word in ("true", "y"):
                return "yes"
            if word in entries(lang, "no") or word in ("false", "n"):
                return "no"
        return None
    return explicit_verdict(gloss(value, detect(value))) if 1 < len(words) <= 16 else None


ENUM = lazy(r"^(?:[A-Z]+(?:_[A-Z]+)+|[a-z]+(?:_[a-z]+)+)$", 0)
"""A verdict field's value as an enum label ("NO_LICENSE_GRANTED", "YES_WITH_CONDITIONS", "not_permitted")."""


def _field_verdict(value: Any) -> tuple[YesNo | None, bool]:
    """(yes/no, declines) of a verdict field's value; an enum label is read by its opening word
    ("NO_LICENSE_GRANTED" is a no; "NO_INFORMATION_FOUND" and "no_answer_found" decline, read as words;
    "yes_no", two verdict words, says none)."""
    if isinstance(value, bool):
        return ("yes" if value else "no"), False
    if value is None:
        return None, False
    text = str(value)
    if _DECLINE_VALUE.match(text):
        return None, True
    if ENUM.match(text):
        words = text.replace("_", " ").split()
        if declines(" ".join(words)):
            return None, True  # "no_answer_found", "no_clear_answer"
        if sum(word_verdict(w) is not None for w in words) > 1:
            return None, False  # "yes_no": two verdict words, no verdict
        return word_verdict(words[0]), False
    return word_verdict(text), False


def _commits(value: Any) -> bool:
    """A verdict field's value commits to an answer: a yes/no, or words that are not a decline
    ("three (3) years", "cent mille dollars"; not "unknown", "not specified", "No es posible")."""
    if isinstance(value, bool):
        return True
    if not isinstance(value, str) or not value.strip():
        return False
    verdict, said_decline = _field_verdict(value)
    return verdict is not None or not (said_decline or declines(gloss(value, detect(value))))


def _null_answer(fields: dict[str, Any]) -> bool:
    """A verdict field left empty (null) beside nothing but reasons, next steps, citations and flags
    (``{"answer": null, "next_step": "Search ..."}``) declines; beside prose under a key of its own
    (``{"answer": null, "premise_issue": "..."}``) it may be a premise correction."""
    empty = [k for k in VERDICT_KEYS if k in fields and fields[k] is None]
    if not empty or any(fields.get(k) is not None for k in VERDICT_KEYS if k not in empty):
        return False
    known = {*VERDICT_KEYS, *REASON_KEYS, *EXPLANATION_KEYS, *CITATION_KEYS, *ANSWERABLE_KEYS, *DECLINE_KEYS}
    return all(k in known or not isinstance(v, str) for k, v in fields.items())


def read_contract(text: str) -> Contract:
    """The answer's contract fields (see the module docstring)."""
    obj, unreadable = json_object(text)
    if unreadable:
        return Contract(form="json", unreadable=True)
    if obj is not None:
        fields = _flattened(obj)
        reason = " ".join(str(fields[k]) for k in REASON_KEYS if isinstance(fields.get(k), str))
        declines = (
            any(fields.get(k) is True for k in DECLINE_KEYS)
            or any(fields.get(k) is False for k in ANSWERABLE_KEYS)
            or _null_answer(fields)
            # a status that declines (<status>cannot_answer</status>); "completed" or "ok" says nothing
            or (isinstance(fields.get("status"), str) and _field_verdict(fields["status"])[1])
        )
        # words in a verdict field that commit to an answer ({"answerable": false, "answer": "three
        # years"}): beside a flag that declines, the fields conflict (``contract.conflict``)
        value = next((str(fields[k]) for k in VERDICT_KEYS if k in fields and _commits(fields[k])), "")
        enum = ""
        for key in VERDICT_KEYS:
            if key in fields:
                verdict, said_decline = _field_verdict(fields[key])
                if verdict == "no" and _REASON_DECLINES.search(reason):
                    # {"decision": "no", "reason": "... cannot be determined"}: no answer, not a denial
                    verdict, said_decline = None, True
                if verdict or said_decline or declines:
                    return Contract(
                        "json", verdict, str(fields[key]), declines or said_decline, reason, value=value
                    )
                if not enum and ENUM.match(str(fields[key])):
                    enum = str(fields[key])  # "not_permitted": read against the question by the reader
        return Contract("json", None, enum, declines, reason, value=value)
    if (nli := _NLI_LINE.match(text)) is not None:
        word = re.sub(r"[_ ]", "", nli.group("label").lower())
        return Contract("label_line", NLI_LABELS.get(word), nli.group(0).strip(), word not in NLI_LABELS)
    label = _label_line(text)
    if label is not None:
        value = label.group("value").strip()
        first = _FIRST_SENTENCE.match(value)
        head = first.group(0) if first else value
        verdict, declines = _field_verdict(strip_citations(head))  # "Final answer: No [x:3]."
        # a label line that closes the reply after parts of its own ("- Anyone else: no ... / Answer: yes.")
        # concludes them, as one called final does
        closing = label.start() > 0 and not text[label.end() :].strip()
        if verdict or declines:
            final = _qualifier(label) in _FINAL_WORDS or closing
            return Contract("label_line", verdict, head, declines, final=final)
        words = strip_citations(head).strip(" .!*_").split()
        if 0 < len(words) <= LABEL_WORDS and not any(w[:1].isdigit() for w in words):
            # "Position: Prohibited.": words the reader reads against the question (``_enum_read``)
            return Contract("label_line", None, " ".join(words), final=_qualifier(label) in _FINAL_WORDS)
    return Contract()


LABEL_WORDS = 3
"""A label line's value of at most this many words, and no verdict word, is read against the question."""


def _qualifier(label: re.Match[str]) -> str:
    return (label.group("pre") or label.group("post") or "").lower()


def _label_line(text: str) -> re.Match[str] | None:
    """The label line that speaks for the reply: the last one called final ("Final verdict: No" after
    "Initial verdict: Yes"; lexicon ``label_final``), else the first not called initial or preliminary
    (``label_initial``)."""
    labels = list(_LABEL_LINE.finditer(text))
    final = [m for m in labels if _qualifier(m) in _FINAL_WORDS]
    if final:
        return final[-1]
    return next((m for m in labels if _qualifier(m) not in _INITIAL_WORDS), None)
