"""Output-contract fields, read before prose: a JSON reply's fields and a ``Final answer:`` line.

A JSON object (the whole reply, or a fenced block; a fenced YAML block too) is read by its fields
(``harness.text.answer_format`` names them): the verdict from ``answer`` / ``verdict`` /
``final_answer`` / ``label`` (a yes/no word of any lexicon language, or a boolean); a decline from
``answerable: false``, ``refusal: true`` or a verdict field holding a decline ("unknown",
"insufficient information"); its ``reason`` kept. A reply that opens as JSON but does not parse is
an unreadable structure. A line opening with ``Final answer:`` (or ``Answer:``, ``Verdict:``,
``Conclusion:``) is a field too: the first sentence after the label is its value.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from typing import Any, Literal

from harness.read.cues import cue
from harness.read.language import detect, gloss
from harness.read.lazy import lazy
from harness.read.lexicon import LANGUAGES, PASSAGE_ID, entries
from harness.text.answer_format import (
    CITATION_KEYS,
    EXPLANATION_KEYS,
    field_key,
    lifted,
    loads_object,
    structured_object,
)
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

VERDICT_KEYS = ("verdict", "answer", "final_answer", "finalanswer", "label", "result", "decision", "response")
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
ANSWERABLE_KEYS = ("answerable", "can_answer", "is_answerable", "answered", "has_answer")
REASON_KEYS = ("reason", "refusal_reason", "explanation", "rationale", "reasoning", "justification")

_FENCED = cue("contract.fenced_json")
_FENCED_YAML = cue("contract.fenced_yaml")
_LABEL_LINE = cue("contract.label_line")
_DECLINE_VALUE = cue("contract.decline_value")
_FIRST_SENTENCE = lazy(r"^[^.!?\n]*[.!?]?", 0)


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


def _lowered(obj: dict[str, Any]) -> dict[str, Any]:
    return {field_key(k): v for k, v in obj.items()}


def _flattened(obj: dict[str, Any]) -> dict[str, Any]:
    """Fields with one nested level lifted up (``harness.text.answer_format.lifted``), keys lowered."""
    return _lowered(lifted(obj))


def json_object(text: str) -> tuple[dict[str, Any] | None, bool]:
    """(the reply's JSON object, whether it looked like one and failed to parse)."""
    stripped = text.strip()
    fenced = _FENCED.search(stripped)
    candidate = fenced.group(1) if fenced else stripped if stripped.startswith("{") else None
    if candidate is None:
        yaml = _FENCED_YAML.search(stripped)
        fields = loads_object(yaml.group(1)) if yaml else None
        return fields or structured_object(stripped), False
    end = candidate.rfind("}")
    obj = loads_object(candidate[: end + 1])
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


def _field_verdict(value: Any) -> tuple[YesNo | None, bool]:
    """(yes/no, declines) of a verdict field's value."""
    if isinstance(value, bool):
        return ("yes" if value else "no"), False
    if value is None:
        return None, False
    text = str(value)
    if _DECLINE_VALUE.match(text):
        return None, True
    return word_verdict(text), False


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
        )
        for key in VERDICT_KEYS:
            if key in fields:
                verdict, said_decline = _field_verdict(fields[key])
                if verdict or said_decline or declines:
                    return Contract("json", verdict, str(fields[key]), declines or said_decline, reason)
        return Contract("json", None, "", declines, reason)
    label = _LABEL_LINE.search(text)
    if label is not None:
        value = label.group("value").strip()
        first = _FIRST_SENTENCE.match(value)
        head = first.group(0) if first else value
        verdict, declines = _field_verdict(head)
        if verdict or declines:
            return Contract("label_line", verdict, head, declines)
    return Contract()


# ------------------------------------------------------------------ framework envelopes
# A RAG framework's or an API's response object (chat completions, Anthropic and Cohere messages,
# OpenAI Responses, Gemini grounding metadata, Bedrock RetrieveAndGenerate, LangChain documents, an
# SSE chunk stream, an agent's message transcript) wraps the reply: its text, and its citations as
# objects beside it (spans with offsets into the text, document titles, chunk ids). The envelope is
# unwrapped into the reply's text with each citation written as a marker where its span ends, so the
# reader reads the reply, not the envelope, and passage text echoed in the envelope is no claim.

ENVELOPE_KEYS = frozenset(
    {
        "role",
        "choices",
        "candidates",
        "grounding_metadata",
        "retrieved_references",
        "source_nodes",
        "page_content",
        "annotations",
        "generated_response_part",
        "finish_reason",
        "stop_reason",
        "delta",
    }
)
"""Keys that only a framework's or an API's response object has (a reply's own fields do not)."""
CITING_KEYS = frozenset(
    {
        "citations",
        "annotations",
        "grounding_metadata",
        "sources",
        "source_nodes",
        "source_documents",
        "context",
        "retrieved_references",
        "documents",
    }
)
"""Containers of an envelope that hold its citations (or the retrieved documents it cites)."""
ECHO_KEYS = CITING_KEYS | {"tool_calls", "usage", "metadata", "search_results", "intent", "grounding_chunks"}
"""Containers whose text is no part of the reply: citations, echoed passages, tool calls, accounting."""
TEXT_KEYS = ("text", "content", "answer", "response", "output", "result", "final_answer", "parts")
SKIPPED_ROLES = frozenset({"tool", "function", "system", "user", "developer"})
SKIPPED_TYPES = frozenset(
    {
        "file_search_call",
        "function_call",
        "tool_use",
        "tool_result",
        "reasoning",
        "web_search_call",
        "thinking",
    }
)
ID_KEYS = frozenset(
    {
        "id",
        "id_",
        "document_id",
        "document_ids",
        "doc_id",
        "title",
        "document_title",
        "filename",
        "file_name",
        "passage_id",
        "source",
        "chunk_id",
        "x_amz_bedrock_kb_chunk_id",
        "uri",
        "url",
        "filepath",
    }
)
END_KEYS = ("end", "end_index", "index")
_ID_IN = lazy(r"(?<![\w.-])" + PASSAGE_ID + r"(?![\w:])", 0)
_SSE_LINE = lazy(r"^data:\s*(\{.*\})\s*$", re.M)
_DOC_MARKER = lazy(r"\[doc(\d{1,2})\]", re.I)

Citation = tuple[int | None, tuple[str, ...]]
"""Where a citation's span ends in its text (None: not said) and the passage ids it names."""


def _keys(node: dict[str, Any]) -> dict[str, Any]:
    return {field_key(k): v for k, v in node.items()}


def _ids(node: Any) -> list[str]:
    """Passage ids written in a citation object's id-like fields (a title "cnli-29:14", a chunk id)."""
    found: list[str] = []
    if isinstance(node, dict):
        for key, value in _keys(node).items():
            if key in ID_KEYS and isinstance(value, str):
                found += _ID_IN.findall(value)
            elif key in ID_KEYS and isinstance(value, list):
                found += [i for v in value if isinstance(v, str) for i in _ID_IN.findall(v)]
            elif isinstance(value, (dict, list)) and key not in ("content", "text", "page_content"):
                found += _ids(value)
    elif isinstance(node, list):
        for item in node:
            found += _ids(item)
    return found


def _end(item: dict[str, Any]) -> int | None:
    """Where a citation's span ends in the reply's text: its own end, or that of its span or segment."""
    keys = _keys(item)
    for holder in (
        keys,
        keys.get("span"),
        keys.get("segment"),
        (_keys(keys["generated_response_part"]).get("text_response_part") or {})
        if isinstance(keys.get("generated_response_part"), dict)
        else None,
    ):
        if isinstance(holder, dict):
            inner = _keys(holder)
            if isinstance(inner.get("span"), dict):
                inner = _keys(inner["span"])
            for key in END_KEYS:
                if isinstance(inner.get(key), int):
                    return int(inner[key])
    return None


def _citations(key: str, value: Any, retrieved: tuple[str, ...]) -> list[Citation]:
    """The citations one citing container holds."""
    if key == "grounding_metadata" and isinstance(value, dict):  # Gemini: supports point at chunks
        inner = _keys(value)
        chunks = [_ids(c) for c in inner.get("grounding_chunks") or []]
        out: list[Citation] = []
        for support in inner.get("grounding_supports") or []:
            if isinstance(support, dict):
                picks = _keys(support).get("grounding_chunk_indices") or []
                ids = [i for n in picks if isinstance(n, int) and n < len(chunks) for i in chunks[n]]
                out.append((_end(support), tuple(ids)))
        return out
    items = value if isinstance(value, list) else [value]
    out = []
    for item in items:
        if not isinstance(item, dict):
            continue
        ids = _ids(item)
        index = _keys(item).get("document_index")
        if not ids and isinstance(index, int) and 0 <= index < len(retrieved):
            ids = [retrieved[index]]  # the n-th document the prompt gave
        out.append((_end(item) if key in ("citations", "annotations") else None, tuple(ids)))
    return out


def _marked(text: str, cites: list[Citation], listed: list[tuple[str, ...]]) -> str:
    """``text`` with each citation's ids written as markers where its span ends (at the end of the
    word there), those with no span at its end; "[doc1]" markers replaced by the n-th listed source."""
    if listed and _DOC_MARKER.search(text):

        def doc(m: re.Match[str]) -> str:
            n = int(m.group(1)) - 1
            return "".join(f"[{i}]" for i in listed[n]) if 0 <= n < len(listed) and listed[n] else m.group(0)

        return _DOC_MARKER.sub(doc, text)
    placed: dict[int, list[str]] = {}
    for end, ids in cites:
        if not ids:
            continue
        at = len(text) if end is None or not 0 <= end <= len(text) else end
        while at < len(text) and (text[at].isalnum() or text[at] in "'’"):
            at += 1
        while at > 0 and text[at - 1] in ".!?" and (at == len(text) or text[at].isspace()):
            at -= 1  # inside the sentence the span ends, before its full stop
        placed.setdefault(at, []).extend(i for i in ids if i not in placed.get(at, []))
    for at in sorted(placed, reverse=True):
        text = text[:at].rstrip() + " " + "".join(f"[{i}]" for i in placed[at]) + text[at:]
    return text


def _reply(node: Any, retrieved: tuple[str, ...]) -> str:
    """The reply's text in an envelope node, its citations written as markers."""
    if isinstance(node, str):
        return node
    if isinstance(node, list):
        messages = [n for n in node if isinstance(n, dict) and "role" in n]
        if messages:  # a transcript: the last message the assistant wrote with text
            said = [
                m
                for m in messages
                if m.get("role") not in SKIPPED_ROLES and isinstance(m.get("content"), (str, list))
            ]
            return _reply(said[-1], retrieved) if said else ""
        return "".join(_reply(n, retrieved) for n in node)
    if not isinstance(node, dict):
        return ""
    if node.get("role") in SKIPPED_ROLES or node.get("type") in SKIPPED_TYPES:
        return ""
    keys = _keys(node)
    text = ""
    for key in TEXT_KEYS:
        if key in keys and keys[key] is not None:
            text = _reply(keys[key], retrieved)
            break
    else:
        if "message" in keys:
            text = _reply(keys["message"], retrieved)
        elif "choices" in keys or "candidates" in keys:
            picked = keys.get("choices") or keys.get("candidates") or []
            text = _reply(picked[0] if isinstance(picked, list) and picked else picked, retrieved)
        elif "delta" in keys:
            text = _reply(keys["delta"], retrieved)
    cites: list[Citation] = []
    listed: list[tuple[str, ...]] = []
    for key, value in keys.items():
        if key == "context" and isinstance(value, dict) and "citations" in _keys(value):
            value = _keys(value)["citations"]  # Azure "on your data": the sources "[doc1]" numbers
            listed += [ids for _, ids in _citations("citations", value, retrieved)]
        elif key in CITING_KEYS:
            found = _citations(key, value, retrieved)
            cites += found
            listed += [ids for _, ids in found]
    return _marked(text, cites, listed) if cites or listed else text


def _is_envelope(node: Any) -> bool:
    if isinstance(node, dict):
        keys = _keys(node)
        return bool(ENVELOPE_KEYS & set(keys)) or any(_is_envelope(v) for v in keys.values())
    if isinstance(node, list):
        return any(_is_envelope(v) for v in node)
    return False


def envelope_text(text: str, retrieved: tuple[str, ...] = ()) -> str | None:
    """The reply inside a framework's or an API's response object (see above), or None when the
    answer is not one: a reply's own JSON fields (``{"answer": ..., "citations": [...]}``) are read
    by ``read_contract``."""
    stripped = text.strip()
    if stripped.startswith("data:"):  # an SSE chunk stream: the deltas joined
        parts = [
            _reply(c, retrieved) for m in _SSE_LINE.finditer(stripped) if (c := loads_object(m.group(1)))
        ]
        if len(parts) > 1 and parts[0] == parts[1]:
            parts = parts[1:]  # the first delta sent twice ("YesYes, ..."): a streaming artefact
        joined = "".join(parts)
        return joined or None
    if not stripped.startswith(("{", "[")):
        return None
    try:
        node = json.loads(stripped)
    except ValueError:
        return None
    if not _is_envelope(node):
        return None
    reply = _reply(node, retrieved)
    return reply if reply.strip() else None


# ------------------------------------------------------------------ rendered HTML
# A chat front end's HTML: a link or a quotation whose attribute names a passage cites it ("<sup><a
# href="#mini-03:8">[1]</a></sup>", "<a title="mini-08:20">(source)</a>", "<blockquote
# cite="cnli-28:6">...</blockquote>", read as a line of sources for what precedes it); a source-list
# item named by a passage id repeats the passage; the other tags are markup.

_HTML_ROOT = lazy(
    r"^\s*<(?:div|p|html|body|span|section|article|ul|ol|blockquote|h[1-6]|b|strong|em)\b[^>]*>", re.I
)
_ID_ATTRIBUTE = r"""\b(?:href|title|cite|data-[\w-]+)\s*=\s*["'][^"']*?(""" + PASSAGE_ID + r""")["']"""
_HTML_LINK = lazy(r"<a\b[^>]*?" + _ID_ATTRIBUTE + r"[^>]*>.*?</a>", re.I | re.S)
_HTML_QUOTE = lazy(r"<blockquote\b[^>]*?" + _ID_ATTRIBUTE + r"[^>]*>.*?</blockquote>", re.I | re.S)
_HTML_LISTED = lazy(r"<li\b[^>]*\bid\s*=\s*[\"']" + PASSAGE_ID + r"[\"'][^>]*>.*?</li>", re.I | re.S)
_HTML_BLOCK_END = lazy(r"</(?:p|div|li|h[1-6]|blockquote|ol|ul)>|<br\s*/?>", re.I)
_HTML_TAG = lazy(r"<[^>]+>", 0)


def html_text(text: str) -> str | None:
    """The text of a reply rendered as HTML, its cited passages written as markers (see above); None
    when the reply is not HTML."""
    if not _HTML_ROOT.match(text):
        return None
    text = _HTML_LINK.sub(lambda m: f"[{m.group(1)}]", text)
    text = _HTML_QUOTE.sub(lambda m: f"\nSource: {m.group(1)}\n", text)
    text = _HTML_LISTED.sub("", text)
    text = _HTML_TAG.sub("", _HTML_BLOCK_END.sub("\n", text))
    return html.unescape(text).strip()
