"""Answers handed over in their framework's wrapping, unwrapped to the answer text a grader reads,
with the wrapping's citations written into it as ``[id]`` markers.

``unwrap(raw)`` returns None for an answer that is not wrapped (a first-character test: only a
reply opening with ``{``, ``[``, ``<``, ``data:`` or ``event:`` is parsed, cue
``format.envelope_opening``), and for an output contract (a JSON object with an answer, verdict or
decline field: ``harness.read.contract`` reads those). Each class is recognised by its structure,
never by its vendor:

- **A response object** (a JSON object holding its answer under text fields, at any depth:
  ``text``, ``content``, ``output_text`` ...): the text is the concatenation of the text fields in
  order (content blocks and parts joined as written), outside the fields that are metadata (usage,
  ids, model, tool calls, reasoning) and outside the citation structures. Of a list of
  alternatives (``choices``, ``candidates``) the first is read.
- **Its citations**, read where they sit (``citations``, ``annotations``, ``groundingMetadata``,
  ``context`` ...), over the text of the object that holds them: an entry with a position in the
  text (a ``start``/``end`` pair, ``startIndex``/``endIndex``, a ``span`` or ``segment``, an
  ``index``) cites its ids at the end of that span; an entry without one is a listed source, which a
  ``[docN]`` / ``[N]`` marker in the text names by its place in the list (else, when the text has
  no marker and no span, the sources cover the whole text). An entry's ids are the strings of the
  passage-id shape it holds (``document_ids``, ``sources[].id``, ``document_title``, ``filename``,
  ``metadata.passage_id`` ...), else the sources its indices or ids refer to (``groundingChunkIndices``
  into ``groundingChunks``, ``document_ids: ["doc_0"]`` into ``documents``). A source holding only
  passage text names no id and cites nothing. Character offsets into a passage
  (``start_char_index``) are not positions in the answer.
- **A message list** (``[{"role": ...}, ...]``, or under ``messages``): the last assistant message
  with text. Tool results are what the retriever returned, not citations; user and system messages
  are the prompt.
- **An HTML document** (opening with an HTML element): its text, blocks on lines of their own,
  entities decoded. An element carrying a passage id in an attribute (``href``, ``title``,
  ``cite``, ``data-*``, ``id``) cites it: a marker or a word ("[1]", "(source)") becomes ``[id]``; a
  quote of the passage (``<blockquote cite>``, ``<q>``, a sources-list item opening with the id) is
  evidence, not a claim: dropped, its id cited at the end of the text before it; other text keeps
  its words, followed by ``[id]``.
- **A server-sent-events stream** (``data: {...}`` lines): the chunks' text joined; ``[DONE]`` and
  event lines dropped; a first chunk the join wrote twice read once.

Artefacts of the wrapping in a plain answer are read away too: a leaked ``data: [DONE]`` line (cue
``format.stream_done``), a first token written twice ("YesYes", "Five Five (5) years", cue
``format.stream_repeat``) and the header lines of a ticket or record update ("Ticket #4471 — status
changed", "Status: Pending", cue ``format.record_header``): metadata, no value and no claim.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import lru_cache
from html.parser import HTMLParser
from typing import Any

from harness.read.contract import ANSWERABLE_KEYS, DECLINE_KEYS, VERDICT_KEYS
from harness.read.cues import cue
from harness.read.lazy import lazy
from harness.read.lexicon import PASSAGE_ID
from harness.text.answer_format import ANSWER_KEYS, field_key, lifted

_OPENING = cue("format.envelope_opening")
_DONE = cue("format.stream_done")
_REPEAT = cue("format.stream_repeat")
_HEADER = cue("format.record_header")
_NUMBERED = cue("marker.numbered")
_ID = lazy(PASSAGE_ID, 0)
_ID_IN = lazy(r"(?<![\w:.-])(" + PASSAGE_ID + r")(?![\w:])", 0)

TEXT_KEYS = ("text", "content", "output_text", "completion", "generated_text", "answer", "data")
"""Fields that hold an answer's text inside a response object (read only in a response object)."""
CITATION_FIELDS = (
    "citations",
    "annotations",
    "grounding_metadata",
    "citation_metadata",
    "context",
    "sources",
    "source_documents",
    "documents",
    "references",
    "retrieved_references",
    "search_results",
)
"""Fields that hold a response's citation structures, never its text."""
METADATA_FIELDS = ("usage", "metadata", "tool_calls", "function_call", "logprobs", "arguments", "input")
"""Fields that say how the answer was made: no text, no claim."""
ALTERNATIVES = ("choices", "candidates", "generations", "alternatives")
"""Lists of alternative replies: the first is the answer."""
SKIPPED_TYPES = frozenset(
    {
        "reasoning",
        "thinking",
        "redacted_thinking",
        "tool_use",
        "tool_result",
        "function_call",
        "file_search_call",
    }
)
"""Content items that are the model's scratch work or tool use, not its answer."""
ANSWER_ROLES = frozenset({"assistant", "model", "ai", "bot"})
OFFSET_PAIRS = (("start", "end"), ("start_index", "end_index"), ("start_offset", "end_offset"))
"""Keys of a span's position in the answer text; ``index`` alone is the position after it."""
REFERENCE_SUFFIXES = ("_ids", "_indices", "_index", "_id")
"""Keys by which a citation entry refers to a listed source (by its id or its place)."""

ID_WINDOW = 60
"""A span that writes its ids in its last this many characters is not given them again."""
Mark = tuple[int, int, tuple[str, ...]]
"""(start, end, ids): the text between start and end is replaced by the ids' marker (an insertion
when start == end)."""


def unwrap(raw: str) -> str | None:
    """The answer text of a wrapped reply, its citations as ``[id]`` markers; None when ``raw`` is
    not wrapped (see the module docstring)."""
    if not _OPENING.match(raw):
        wrapped = "[DONE]" in raw or _REPEAT.match(raw) or _HEADER.match(raw)
        return _artefacts(raw) if wrapped else None
    return _unwrap(raw)


def _artefacts(text: str) -> str | None:
    cleaned = text
    while (header := _HEADER.match(cleaned)) is not None and cleaned[header.end() :].strip():
        cleaned = cleaned[header.end() :]
    cleaned = _DONE.sub("", cleaned)
    repeat = _REPEAT.match(cleaned)
    if repeat is not None:
        cleaned = repeat.group(1) + cleaned[repeat.end() :]
    return cleaned.strip() if cleaned != text else None


@lru_cache(maxsize=4096)
def _unwrap(raw: str) -> str | None:
    stripped = raw.strip()
    if stripped.startswith(("data:", "event:")):
        return _stream(stripped)
    if stripped.startswith("<"):
        return _html(stripped)
    try:
        obj = json.loads(stripped)
    except (ValueError, RecursionError):
        return None
    if isinstance(obj, dict) and _is_contract(obj):
        return None
    if not isinstance(obj, dict | list):
        return None
    text, marks = _walk(obj, False)
    return _rendered(text, marks) if text.strip() else None


CONTRACT_KEYS = frozenset((*ANSWER_KEYS, *VERDICT_KEYS, *DECLINE_KEYS, *ANSWERABLE_KEYS))


def _is_contract(obj: dict[str, Any]) -> bool:
    """An output contract: an answer, verdict or decline field holding a value (not an object, not null:
    a chat message's ``"refusal": null``), at the top or one level down (``answer_format.lifted``)."""
    return any(
        field_key(k) in CONTRACT_KEYS and v is not None and not isinstance(v, dict | list)
        for k, v in lifted(obj).items()
    )


# --------------------------------------------------------------------------- response objects


def _walk(node: Any, texty: bool) -> tuple[str, list[Mark]]:
    """(text, marks) of a node: its text fields joined, its citations placed in that text."""
    if isinstance(node, str):
        return (node, []) if texty else ("", [])
    if isinstance(node, list):
        if node and all(isinstance(m, dict) and "role" in m for m in node):
            return _last_answer(node)
        return _joined([_walk(item, texty) for item in node], "\n" if texty and _all_str(node) else "")
    if not isinstance(node, dict):
        return "", []
    if str(node.get("role", "assistant")).lower() not in ANSWER_ROLES:
        return "", []
    if str(node.get("type", "")).lower() in SKIPPED_TYPES:
        return "", []
    parts: list[tuple[str, list[Mark]]] = []
    cited: list[Any] = []
    for key, value in node.items():
        name = field_key(key)
        if name in CITATION_FIELDS:
            cited.append(value)
        elif name in METADATA_FIELDS:
            continue
        elif name in ALTERNATIVES and isinstance(value, list):
            parts.append(_walk(value[:1], False))
        elif isinstance(value, dict | list) or name in TEXT_KEYS:
            parts.append(_walk(value, name in TEXT_KEYS))
    text, marks = _joined(parts, "")
    if cited:
        marks += _citation_marks(text, cited)
    return text, marks


def _all_str(items: list[Any]) -> bool:
    return all(isinstance(i, str) for i in items)


def _joined(parts: list[tuple[str, list[Mark]]], sep: str) -> tuple[str, list[Mark]]:
    text, marks = "", []
    for piece, piece_marks in parts:
        if not piece:
            continue
        if text and sep:
            text += sep
        marks += [(a + len(text), b + len(text), ids) for a, b, ids in piece_marks]
        text += piece
    return text, marks


def _last_answer(messages: list[dict[str, Any]]) -> tuple[str, list[Mark]]:
    """The last message of an answering role that holds text (a tool call holds none)."""
    for message in reversed(messages):
        if str(message.get("role", "")).lower() in ANSWER_ROLES:
            text, marks = _walk(message, False)
            if text.strip():
                return text, marks
    return "", []


def _entries(value: Any) -> Iterator[list[dict[str, Any]]]:
    """The lists of entries in a citation structure (a list of objects, or objects holding such lists)."""
    if isinstance(value, list):
        if value and all(isinstance(v, dict) for v in value):
            yield value
        elif value and all(isinstance(v, str) and _ID.fullmatch(v.strip()) for v in value):
            yield [{"id": v} for v in value]
    elif isinstance(value, dict):
        for inner in value.values():
            yield from _entries(inner)


def _dicts(node: Any) -> Iterator[dict[str, Any]]:
    """``node`` and every object inside it, not descending into lists."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            if isinstance(value, dict):
                yield from _dicts(value)


def _position(entry: dict[str, Any], text: str) -> int | None:
    """Where a citation entry's span ends in ``text``; None for a listed source."""
    for part in _dicts(entry):
        keys = {field_key(k): v for k, v in part.items()}
        for start_key, end_key in OFFSET_PAIRS:
            start, end = keys.get(start_key), keys.get(end_key)
            if isinstance(start, int) and isinstance(end, int) and not isinstance(end, bool):
                said = keys.get("text")
                if isinstance(said, str) and said.strip() and text[start:end].strip() != said.strip():
                    found = text.find(said.strip())
                    if found >= 0:
                        return found + len(said.strip())
                return min(end, len(text))
        index = keys.get("index")
        if isinstance(index, int) and not isinstance(index, bool) and part is entry and "type" in keys:
            return min(index, len(text))
    return None


def _ids(node: Any) -> list[str]:
    """The passage ids a structure names: its strings of the passage-id shape, in order."""
    if isinstance(node, str):
        return [node.strip()] if _ID.fullmatch(node.strip()) else []
    if isinstance(node, dict):
        return [i for v in node.values() for i in _ids(v)]
    if isinstance(node, list):
        return [i for v in node for i in _ids(v)]
    return []


def _referred(entry: dict[str, Any], sources: list[dict[str, Any]]) -> list[str]:
    """The ids of the listed sources an entry refers to by place or by their own id."""
    out: list[str] = []
    for part in _dicts(entry):
        for key, value in part.items():
            name = field_key(key)
            if not name.endswith(REFERENCE_SUFFIXES) or name in ("start_index", "end_index"):
                continue
            for ref in value if isinstance(value, list) else [value]:
                if isinstance(ref, int) and not isinstance(ref, bool) and 0 <= ref < len(sources):
                    out += _ids(sources[ref])
                elif isinstance(ref, str):
                    out += [i for s in sources if ref in s.values() for i in _ids(s)]
    return out


def _citation_marks(text: str, cited: list[Any]) -> list[Mark]:
    placed: list[tuple[dict[str, Any], int]] = []
    sources: list[dict[str, Any]] = []
    for entries in (e for value in cited for e in _entries(value)):
        for entry in entries:
            at = _position(entry, text)
            if at is None:
                sources.append(entry)
            else:
                placed.append((entry, at))
    marks: list[Mark] = []
    for entry, at in placed:
        ids = _ids(entry) or _referred(entry, sources)
        if ids:
            marks.append((at, at, tuple(dict.fromkeys(ids))))
    numbered = list(_NUMBERED.finditer(text)) if sources else []
    for m in numbered:
        group = m.group(1) or m.group(2) or ""
        numbers = [int(n) for n in re.findall(r"\d+", group)]
        ids = [i for n in numbers if 0 < n <= len(sources) for i in _ids(sources[n - 1])[:1]]
        if ids and len(ids) == len(numbers):
            marks.append((m.start(), m.end(), tuple(dict.fromkeys(ids))))
    if sources and not placed and not numbered:
        pooled = tuple(dict.fromkeys(i for s in sources for i in _ids(s)[:1]))
        if pooled:
            marks.append((len(text), len(text), pooled))
    return marks


def _rendered(text: str, marks: list[Mark]) -> str:
    """``text`` with each mark written as ``[id, ...]``: at the end of a word, before the punctuation
    that closes the span."""
    out, last = [], 0
    for start, end, ids in sorted(marks, key=lambda m: (m[0], m[1])):
        if start < last:
            continue
        if start == end:
            while start < len(text) and (text[start].isalnum() or text[start] in "'’-"):
                start = end = start + 1
            while start > last and text[start - 1] in ".!?;:, \t":
                start = end = start - 1
        if start == end and all(i in text[max(last, start - ID_WINDOW) : start] for i in ids):
            continue  # the span already names its ids ("the return clause (mini-01:21)")
        label = "[" + ", ".join(ids) + "]"
        head = text[last:start]
        out += [head, label if start != end or not head or head[-1].isspace() else f" {label}"]
        last = end
    out.append(text[last:])
    return "".join(out).strip()


# --------------------------------------------------------------------------- streams


def _stream(stripped: str) -> str | None:
    pieces: list[str] = []
    for line in stripped.splitlines():
        if not line.startswith("data:"):
            continue
        payload = line[5:].strip()
        if payload == "[DONE]":
            continue
        try:
            chunk = json.loads(payload)
        except ValueError:
            pieces.append(payload)
            continue
        if isinstance(chunk, dict | list):
            text, marks = _walk(chunk, False)
            pieces.append(_rendered(text, marks) if marks else text)
    shown = [p for p in pieces if p]
    if len(shown) > 1 and shown[0] == shown[1]:
        pieces.remove(shown[0])  # a stream join that wrote its first chunk twice
    return "".join(pieces).strip() or None


# --------------------------------------------------------------------------- HTML

_HTML_BLOCK_NAMES = (
    "p div section article main header footer aside nav ol ul li dl dt dd table tr td th thead tbody "
    "blockquote pre h1 h2 h3 h4 h5 h6 br hr figure figcaption body html"
)
HTML_BLOCKS = frozenset(_HTML_BLOCK_NAMES.split())
_HTML_INLINE_NAMES = "a span sup sub b i em strong u small mark abbr"
HTML_INLINE = frozenset(_HTML_INLINE_NAMES.split())
"""Inline elements that make a reply HTML (``cite``, ``q``, ``source`` alone may be an XML reply's fields)."""
HTML_QUOTES = frozenset({"blockquote", "q"})
HTML_DROPPED = frozenset({"script", "style", "head", "template"})
MARKER_WORDS = 2
"""An element's text of at most this many words is a marker ("[1]", "(source)"), replaced by its id."""


class _Html(HTMLParser):
    """HTML as text: blocks on lines of their own, each element that names a passage id a citation."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.open: list[tuple[str, tuple[str, ...], int]] = []
        self.dropped = 0
        self.tags = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags += tag in HTML_BLOCKS or tag in HTML_INLINE
        if tag in HTML_DROPPED:
            self.dropped += 1
        if tag in HTML_BLOCKS:
            self.out.append("\n")
        if tag in ("br", "hr"):
            return
        ids = tuple(dict.fromkeys(m.group(1) for _, v in attrs if v for m in _ID_IN.finditer(v)))
        self.open.append((tag, ids, len(self.out)))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in ("br", "hr"):
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in HTML_DROPPED:
            self.dropped = max(0, self.dropped - 1)
        while self.open:
            name, ids, at = self.open.pop()
            if name == tag:
                if ids:
                    self._cite(name, ids, at)
                break
        if tag in HTML_BLOCKS:
            self.out.append("\n")

    def handle_data(self, data: str) -> None:
        if not self.dropped:
            self.out.append(data)

    def _cite(self, tag: str, ids: tuple[str, ...], at: int) -> None:
        inner = " ".join("".join(self.out[at:]).split())
        label = "[" + ", ".join(ids) + "]"
        if len(inner.split()) <= MARKER_WORDS:
            self.out[at:] = [f" {label}"]
        elif tag in HTML_QUOTES or inner.startswith(ids[0]):
            before = "".join(self.out[:at]).rstrip()
            self.out[at:] = ["\n"]
            if not all(i in before for i in ids):
                stop = before[-1] if before and before[-1] in ".!?" else ""
                self.out[:at] = [f"{before[: len(before) - len(stop)]} {label}{stop}"]
        else:
            self.out.append(f" {label}")


def _html(stripped: str) -> str | None:
    parser = _Html()
    try:
        parser.feed(stripped)
        parser.close()
    except (AssertionError, ValueError):
        return None
    if not parser.tags:
        return None  # tags of another vocabulary (an XML reply: ``<verdict>``) are read as fields
    lines = (" ".join(line.split()) for line in "".join(parser.out).split("\n"))
    text = "\n".join(line for line in lines if line)
    return re.sub(r" +([.,;:!?])", r"\1", text) or None
