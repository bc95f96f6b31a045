"""A hosted chat API's response object read as its answer: the message text, each citation written
as ``[id]`` where it closes.

Pipelines often hand the grader the provider's whole response instead of its text: OpenAI / Azure
chat completions (``choices[0].message.content``, Azure "on your data" ``[docN]`` markers resolved
through ``message.context.citations``), OpenAI Responses (``output[].content[].text`` with
``file_citation`` annotations at an ``index``), Anthropic Messages (text blocks, each with its
``citations``), Cohere v1 / v2 (``text`` or ``message.content`` with ``citations`` at
``start``/``end`` offsets), Gemini (``candidates[0].content.parts`` with ``groundingSupports`` at a
``segment`` and ``groundingChunkIndices`` into ``groundingChunks``) and Bedrock knowledge bases
(``output.text`` with ``citations`` at a ``span``). One reading serves them all: where the text
sits (``TEXT_PATHS``), which lists hold citation objects (``CITATION_LISTS``), which keys give a
citation's end offset into the text (``END_KEYS``) and which index lists point into a sibling list
(``INDEX_LISTS``); a citation's ids are the strings of its object that have the corpus id shape
(``mini-01:15``, or a path ending in one). A citation that carries no end offset closes its text
block (an Anthropic block), or is the one a ``[docN]`` marker names.

Two more raw forms are read here: a chat transcript (a JSON list of messages: a retriever tool call,
the tool's echo of the passages, the final assistant message) is its last assistant message
(``transcript_prose``: ids in the tool's echo are the retrieval, not citations), and a rendered HTML
answer is its text (``markup_prose``): a link, a ``cite`` attribute or an ``id`` naming a corpus id
cites it (``<a href="#mini-03:8">[1]</a>``, ``<blockquote cite="cnli-28:6">`` as a source line),
block elements end lines and entities are unescaped.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from harness.read.lazy import lazy
from harness.read.lexicon import PASSAGE_ID

TEXT_PATHS: tuple[tuple[str | int, ...], ...] = (
    ("choices", 0, "message", "content"),
    ("candidates", 0, "content", "parts"),
    ("message", "content"),
    ("output",),
    ("content",),
    ("text",),
)
"""Where a response object keeps its answer text (first found wins); a path needs a citation list
or a role beside the text to be read as an envelope (a plain ``{"text": ...}`` is a contract)."""
CITATION_LISTS = ("citations", "annotations", "groundingSupports")
END_KEYS = ("end", "endIndex", "end_index", "index")
"""Keys of a citation's end offset into the answer text, in the citation or in its ``segment`` /
``span`` (Anthropic's ``end_char_index`` points into the cited passage, not the answer)."""
SPAN_KEYS = ("segment", "span", "textResponsePart", "generatedResponsePart")
INDEX_LISTS = {"groundingChunkIndices": "groundingChunks", "document_indices": "documents"}
ENVELOPE_KEYS = ("role", "choices", "candidates", "stop_reason", "finish_reason", "object", "type")
"""Keys only a provider's response object has beside its text."""

_ID = lazy(r"(?:^|[/#=])(" + PASSAGE_ID + r")$")
_DOC_MARKER = lazy(r"\[doc(\d+)\]")
_SKIP = frozenset({"usage", "documents", "groundingChunks", "metadata", "tool_calls"})


def _at(obj: Any, path: tuple[str | int, ...]) -> Any:
    for step in path:
        if isinstance(step, int):
            if not isinstance(obj, list) or len(obj) <= step:
                return None
            obj = obj[step]
        elif isinstance(obj, dict) and step in obj:
            obj = obj[step]
        else:
            return None
    return obj


def ids_in(value: Any) -> list[str]:
    """The corpus ids a citation object names: every string of it that is an id, or a path or URI
    ending in one ("gs://bucket/cnli-29:14"), in order, each once."""
    found: list[str] = []
    if isinstance(value, str):
        m = _ID.search(value.strip())
        found = [m.group(1)] if m else []
    elif isinstance(value, dict):
        found = [i for v in value.values() for i in ids_in(v)]
    elif isinstance(value, list):
        found = [i for v in value for i in ids_in(v)]
    return list(dict.fromkeys(found))


def _end(citation: dict[str, Any]) -> int | None:
    """The citation's end offset: under an ``END_KEYS`` key of it, or of the ``SPAN_KEYS`` objects
    nested in it (Bedrock's ``generatedResponsePart.textResponsePart.span.end``)."""
    holders: list[Any] = [citation]
    while holders:
        holder = holders.pop(0)
        if not isinstance(holder, dict):
            continue
        for key in END_KEYS:
            if isinstance(holder.get(key), int) and not isinstance(holder.get(key), bool):
                return int(holder[key])
        holders += [holder.get(k) for k in SPAN_KEYS]
    return None


def _cited(citation: dict[str, Any], root: dict[str, Any]) -> list[str]:
    """A citation's ids: its own, or those of the entries its index lists point to."""
    for key, target in INDEX_LISTS.items():
        entries = _find_list(root, target)
        if isinstance(citation.get(key), list) and entries is not None:
            return ids_in([entries[i] for i in citation[key] if isinstance(i, int) and i < len(entries)])
    return ids_in({k: v for k, v in citation.items() if k not in ("text", "cited_text", "content")})


def _find_list(obj: Any, key: str) -> list[Any] | None:
    if isinstance(obj, dict):
        if isinstance(obj.get(key), list):
            return list(obj[key])
        for value in obj.values():
            found = _find_list(value, key)
            if found is not None:
                return found
    elif isinstance(obj, list):
        for value in obj:
            found = _find_list(value, key)
            if found is not None:
                return found
    return None


def _blocks(node: Any) -> list[tuple[str, list[dict[str, Any]]]]:
    """The text blocks under a text path, each with the citation objects it carries itself."""
    if isinstance(node, str):
        return [(node, [])]
    if isinstance(node, dict):
        if node.get("role") not in (None, "assistant", "model"):
            return []
        own = [
            c for k in CITATION_LISTS if isinstance(node.get(k), list) for c in node[k] if isinstance(c, dict)
        ]
        if isinstance(node.get("text"), str):
            return [(node["text"], own)]
        for key in ("content", "parts"):
            if key in node:
                return _blocks(node[key])
        return []
    if isinstance(node, list):
        return [b for item in node for b in _blocks(item)]
    return []


def _outer_citations(obj: Any, path: tuple[str | int, ...]) -> list[dict[str, Any]]:
    """Citation objects in lists outside the text blocks (beside the message, or in its metadata)."""
    out: list[dict[str, Any]] = []

    def walk(node: Any, depth: int) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in CITATION_LISTS and isinstance(value, list):
                    out.extend(c for c in value if isinstance(c, dict))
                elif key not in _SKIP and key not in ("content", "parts", "text"):
                    walk(value, depth + 1)  # Azure's "context" holds its [docN] markers' targets
        elif isinstance(node, list):
            for value in node:
                walk(value, depth + 1)

    walk(obj, 0)
    return out


def envelope_prose(obj: dict[str, Any]) -> str | None:
    """The answer a provider's response object holds, citations written as ``[id]`` where they close
    (see the module docstring); None when ``obj`` is no response object."""
    for path in TEXT_PATHS:
        node = _at(obj, path)
        speaker = _at(obj, path[:-1])
        if node is None or (
            isinstance(speaker, dict) and speaker.get("role") not in (None, "assistant", "model")
        ):
            continue
        blocks = _blocks(node)
        outer = _outer_citations(obj, path)
        if not blocks or not (outer or any(c for _, c in blocks) or any(k in obj for k in ENVELOPE_KEYS)):
            continue
        if path == ("text",) and not outer:
            continue
        return _marked(blocks, outer, obj)
    return None


def _marked(
    blocks: list[tuple[str, list[dict[str, Any]]]], outer: list[dict[str, Any]], root: dict[str, Any]
) -> str:
    text = ""
    marks: list[tuple[int, list[str]]] = []
    for block, own in blocks:
        start = len(text)
        text += block
        for citation in own:
            end = _end(citation)
            at = start + end if end is not None and end <= len(block) else len(text)
            marks.append((at, _cited(citation, root)))
    positioned = [(e, _cited(c, root)) for c in outer if (e := _end(c)) is not None and e <= len(text)]
    marks += positioned
    unplaced = [_cited(c, root) for c in outer if _end(c) is None]
    if unplaced and _DOC_MARKER.search(text):
        text = _DOC_MARKER.sub(
            lambda m: (
                _written(unplaced[int(m.group(1)) - 1])
                if 0 < int(m.group(1)) <= len(unplaced)
                else m.group(0)
            ),
            text,
        )
    elif unplaced:
        marks.append((len(text), [i for ids in unplaced for i in ids]))
    for at, ids in sorted(marks, key=lambda m: m[0], reverse=True):
        if not ids:
            continue
        while at < len(text) and (text[at].isalnum() or text[at] in "'’"):
            at += 1  # a mark inside a word (an inclusive span end) closes the word
        text = text[:at] + " " + _written(ids) + text[at:]
    return text.strip()


def _written(ids: list[str]) -> str:
    return f"[{', '.join(ids)}]" if ids else ""


_MESSAGE_LIST = lazy(r"\[\s*\{")


def transcript_prose(text: str) -> str | None:
    """A chat transcript's answer: the text of its last assistant message with content, each citation
    object written as ``[id]`` (see ``envelope_prose``); None when ``text`` is no message list."""
    stripped = text.strip()
    if not _MESSAGE_LIST.match(stripped):
        return None
    try:
        messages = json.loads(stripped)
    except (ValueError, RecursionError):
        return None
    if not isinstance(messages, list) or not all(isinstance(m, dict) and "role" in m for m in messages):
        return None
    for message in reversed(messages):
        if message.get("role") in ("assistant", "model") and message.get("content"):
            return _marked(_blocks(message), _outer_citations({"m": message}, ()), message)
    return None


HTML_TAGS = (
    "p",
    "div",
    "span",
    "ol",
    "ul",
    "li",
    "blockquote",
    "a",
    "sup",
    "strong",
    "em",
    "b",
    "i",
    "br",
    "h[1-6]",
    "section",
    "article",
    "small",
    "cite",
    "q",
)
"""Tags that make a reply rendered HTML (an XML reply of its own elements is read as fields)."""
_HTML_START = lazy(r"\s*<(?:" + "|".join(HTML_TAGS) + r")[\s>/]", re.I)
_CITING_ELEMENT = lazy(
    r"<(?P<tag>a|blockquote|q|cite|li)\b(?P<attrs>[^>]*)>(?P<inner>.*?)</(?P=tag)\s*>", re.I | re.S
)
_CITING_ATTRIBUTE = lazy(r"""\b(?:href|cite|id|title|data-source)\s*=\s*["']([^"']+)["']""", re.I)
_BLOCK_END = lazy(r"</?(?:p|div|ol|ul|li|blockquote|h[1-6]|section|article|tr)\b[^>]*>|<br\s*/?>", re.I)
_TAG = lazy(r"<[^>]+>")


def markup_prose(text: str) -> str | None:
    """A rendered HTML answer as text (see the module docstring); None when ``text`` is not HTML."""
    if not _HTML_START.match(text):
        return None

    def cited(m: re.Match[str]) -> str:
        ids = ids_in([a for a in _CITING_ATTRIBUTE.findall(m.group("attrs"))])
        inner = _TAG.sub("", m.group("inner"))
        if not ids:
            return m.group(0)
        if m.group("tag").lower() in ("blockquote", "q"):  # the passage quoted: a source line
            return f"\n(Source: [{', '.join(ids)}])\n"
        if m.group("tag").lower() == "li":  # a sources list entry
            return f"\n{inner}\n"
        return f" [{', '.join(ids)}]"  # a link: its text ("[1]", "(source)") is the marker

    body = _CITING_ELEMENT.sub(cited, text)
    body = _BLOCK_END.sub("\n", body)
    body = html.unescape(_TAG.sub("", body))
    return "\n".join(line.strip() for line in body.splitlines() if line.strip())
