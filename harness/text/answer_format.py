"""The format of an answer, in one place: the output contract (``Final answer:`` prefix, size
bound, one corrective retry), the answer's body and its citations, however a model wrote them.

The engine checks the first attempt, retries once with :func:`correction_message` on a
violation, and records the violations before and after the retry.

Body (``answer_body``): the text a grader reads.

- A ``Final answer:`` marker (any case, markdown emphasis, at the start of any line) is removed;
  so are answer labels at line starts ("Answer:", "**Short answer:**", "Verdict:").
- Code fences are dropped; a JSON object (the whole reply, or fenced) is read by its fields:
  the answer (``answer``, ``final_answer``, ``verdict``, ``response``, ``result``; else the first
  true/false field, as "Yes"/"No", whatever its key: ``{"is_notice_required": false}``), its citations
  (``citations``, ``sources``, ``references``, ``evidence``, ``passages``, ``cited`` ...: a list of
  ids or of objects with an ``id``) written as ``[id]`` after it, then the explanation fields.
- Markdown is flattened: headings, quote markers, bullets and list numbers ("1.", "2)") at
  line starts, and ``**``/``__`` emphasis. A list number is never read as a value.
- A markdown table becomes one line per data row (``table_rows``): its header and rule lines
  go, cells holding only ids become the row's citations, and a yes/no cell under a column
  headed by a question ("Covered?") reads as that heading said of the row ("Technical
  information: covered."), so it answers the row, not the question; under an answer column
  ("Answer", "Verdict") or beside a cell that asks a question it stays a verdict. A line that
  only cites ("(Source: [id])"), right under the table, cites each row that cites nothing.

Citations (``parse_citations``), in order of first appearance, each once, verbatim:

- bracket groups ``[cnli-3:12]``, ``[a:1, b:2]``, ``[a:1; b:2]``, ``[a:1][b:2]`` whose every part
  looks like an id (prose in brackets such as ``[sic]`` is not a citation);
- parenthesised ids ``(cnli-3:12)``, ``(cnli-3:12, cnli-3:14)``, ``(see cnli-3:12)``;
- bare ids in running text, ``cnli-3:12`` or ``passage mini-04:23``: a token that starts with
  a letter and ends in ``:<index>`` (a time such as ``10:30`` starts with a digit and is not one);
- ids in a JSON reply's citation fields: a field holding one token is read as an id if it looks
  like one; a field holding prose (an evidence quote) gives only its tokens of the corpus id shape
  (document id, colon, index: ``mini-03:12``), so "Clause 2.5:" or "Section 1.1" is never an id.

A "(Passage 3)" or "passage 2" reference names no id and is not a citation.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

from harness.read.cues import cue
from harness.read.lazy import LazyPattern, lazy
from harness.read.lexicon import (
    LANGUAGES,
    PASSAGE_ID,
    SELF_ASSESSMENT,
    all_entries,
    field_names,
    phrase_alternation,
    spaced,
    units,
)
from harness.text.records import html_table, key_value_record, printed_table_markdown, table_markdown
from harness.text.sentences import split_at_stops
from harness.text.thread import bot_message

PREFIX = "Final answer:"
MAX_OUTPUT_CHARS = 64 * 1024
"""Outputs longer than this are cut and the answer is flagged ``truncated``."""

_PREFIX_RE = lazy(r"\s*final answer\s*:", re.IGNORECASE)


def contract_violations(raw: str) -> tuple[str, ...]:
    """Why ``raw`` breaks the contract (empty when it holds)."""
    if not raw.strip():
        return ("empty output",)
    match = _PREFIX_RE.match(raw)
    if match is None:
        return (f"does not begin with {PREFIX!r}",)
    if not raw[match.end() :].strip():
        return (f"nothing after {PREFIX!r}",)
    return ()


def strip_prefix(raw: str) -> str:
    """The answer without its ``Final answer:`` prefix (the text graders read)."""
    match = _PREFIX_RE.match(raw)
    return (raw[match.end() :] if match else raw).strip()


def bound(text: str, limit: int = MAX_OUTPUT_CHARS) -> tuple[str, bool]:
    """``text`` cut to ``limit`` characters, and whether it was cut."""
    return (text, False) if len(text) <= limit else (text[:limit], True)


def correction_message(violations: Sequence[str]) -> str:
    """The user message of the one retry after a contract violation."""
    return (
        f"Your reply broke the required format ({'; '.join(violations)}). Reply again with the "
        f"same content, beginning with {PREFIX!r} followed by your answer and its bracketed citations."
    )


# A bracket group on one line; long groups are prose, not citations.
_GROUP = lazy(r"\[([^\[\]\n]{1,500})\]")
_PAREN = lazy(r"\(([^()\n]{1,300})\)")
_SEPARATORS = lazy(r"[,;\s]+")
_ID_CHARS = lazy(r"[A-Za-z0-9_.:/#@\\~+=-]+")
_ID_MARK = lazy(r"[:/\\0-9]")
_BARE_ID = lazy(r"(?<![\w:/.-])(" + PASSAGE_ID + r")(?!\w|:\w)")
_PAREN_FILLER = frozenset(
    {"see", "cf", "cf.", "passage", "passages", "source", "sources", "and", "also", "id", "ref"}
)

_FINAL = lazy(
    r"^[ \t>#*_]*(?:final\s+answer|short\s+answer|answer|verdict|conclusion|response)[ \t*_]*[:\-–—][ \t*_]*",
    re.I | re.M,
)
_FENCE = lazy(r"^\s*```[\w-]*\s*$", re.M)
_BULLET = lazy(
    r"^[ \t]*(?:>[ \t]*)*(?:#{1,6}[ \t]+|[-*•·][ \t]+|\d{1,3}(?:[.)]|[ \t]*(?:→|->|=>))[ \t]+"
    r"|\(\d{1,3}\)[ \t]+)",
    re.M,
)
"""A list item's mark: a bullet, a heading, a list number ("3.", "(2)", "1 →" of an agent's plan steps)."""
_SELF_ASSESSMENT = cue("format.self_assessment")
_REACT_STEP = cue("format.react_step")
_REACT_FINAL = cue("format.react_final")
_EMPHASIS = lazy(r"\*\*|__|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)")

ANSWER_KEYS = (
    "answer",
    "final_answer",
    "finalanswer",
    "verdict",
    "response",
    "result",
    "conclusion",
    "output",
    "final",
)
CITATION_KEYS = (
    "citations",
    "citation",
    "cited",
    "cites",
    "refs",
    "sources",
    "source",
    "references",
    "evidence",
    "evidence_ids",
    "passages",
    "passage_ids",
    "supporting_passages",
    "premise_ids",
    "basis",
    "ids",
    "context",
    "documents",
    "source_documents",
)
"""A reply's citation fields; the last three list the source documents a retrieval chain returns
(``{"answer": ..., "context": [{"page_content": ..., "metadata": {...}}]}``): their passage text is no
claim, and an id in a document's metadata cites it."""
EXPLANATION_KEYS = (
    "explanation",
    "reasoning",
    "rationale",
    "justification",
    "reason",
    "details",
    "notes",
    "comment",
    "next_step",
    "next_steps",
    "suggestion",
    "recommendation",
)


def _looks_like_id(part: str) -> bool:
    """A single token of id characters with a colon, a slash or a digit (``cnli-3:12``, ``[4]``)."""
    return bool(_ID_CHARS.fullmatch(part)) and bool(_ID_MARK.search(part))


def _ids_of(value: Any) -> list[str]:
    if isinstance(value, str):
        parts = [p for p in _SEPARATORS.split(value.strip("[]() ")) if p]
        if len(parts) == 1:
            return parts if _looks_like_id(parts[0]) else []
        # prose (an evidence quote): only tokens of the corpus id shape, never "Clause 2.5:"
        ids = [p.strip("[](),.;") for p in parts]
        return [p for p in ids if _BARE_ID.fullmatch(p)]
    if isinstance(value, dict):
        for key in ("id", "passage_id", "passage", "source", "citation", "cite", "ref"):
            if key in value:
                return _ids_of(value[key])
        # a source object carrying its id one level down ({"page_content": ..., "metadata": {"id": ...}})
        return [i for inner in value.values() if isinstance(inner, dict) for i in _ids_of(inner)][:1]
    if isinstance(value, list):
        return [i for item in value for i in _ids_of(item)]
    return []


_CAMEL = lazy(r"(?<=[a-z0-9])(?=[A-Z])")
_KEY_SUFFIX = lazy(r"_(?:text|value|str|string)$")


def field_key(key: object) -> str:
    """A field name as the reader looks it up: camelCase, spaces and hyphens as snake_case, lowered,
    a type suffix dropped ("answerText" -> answer, "supportingPassages" -> supporting_passages,
    "is-answerable" -> is_answerable), a flag's prefix before a decline field ("is_refusal" -> refusal); a
    name in another language read as the English one (lexicon
    class ``fields``: "respuesta" -> answer, "citas" -> citations)."""
    snake = _KEY_SUFFIX.sub("", _CAMEL.sub("_", str(key)).lower().replace(" ", "_").replace("-", "_"))
    flag, _, rest = snake.partition("_")
    if flag in _FLAG_PREFIXES and rest in DECLINE_FIELDS:
        return rest  # "is_refusal": true, "was_declined", "did_abstain" flag the decline field
    return field_names().get(snake, snake)


_FLAG_PREFIXES = frozenset({"is", "was", "did", "should"})
"""What a boolean flag's name may open with before the name of a decline field ("isRefusal")."""


def _field(obj: dict[str, Any], keys: tuple[str, ...]) -> list[Any]:
    lowered = {field_key(k): v for k, v in obj.items()}
    return [lowered[k] for k in keys if k in lowered]


_REPR_START = lazy(r"\s*[A-Za-z_][\w.]*\(")


def repr_reply(text: str) -> bool:
    """Whether ``text`` opens as a Python repr (``Response(response=..., source_nodes=[...])``): one
    object, with braces of its own inside and nothing after it."""
    return _REPR_START.match(text) is not None


def repr_object(text: str) -> dict[str, Any] | None:
    """A reply written as a Python object's repr (``AnswerWithEvidence(answer='15 days',
    answerable=True, evidence=[Evidence(passage_id='x:5')])``, a Pydantic model printed), read as
    the mapping of its keyword fields, nested objects included; None for anything else."""
    if not _REPR_START.match(text):
        return None
    import ast  # only for a reply that looks like a repr

    try:
        node = ast.parse(text.strip(), mode="eval").body
    except (SyntaxError, ValueError, RecursionError):
        return None

    def value(n: ast.AST) -> Any:
        if isinstance(n, ast.Call):
            return {k.arg: value(k.value) for k in n.keywords if k.arg}
        if isinstance(n, ast.List | ast.Tuple):
            return [value(e) for e in n.elts]
        if isinstance(n, ast.Dict):
            return {value(k): value(v) for k, v in zip(n.keys, n.values, strict=True) if k is not None}
        return ast.literal_eval(n) if isinstance(n, ast.Constant) else None

    obj = value(node) if isinstance(node, ast.Call) else None
    return obj if isinstance(obj, dict) and obj else None


_XML_START = lazy(r"\s*<[A-Za-z_][\w-]*[\s/>]")
_XML_ID_ATTRIBUTES = ("id", "passage_id", "ref", "source")


def xml_object(text: str) -> dict[str, Any] | None:
    """A reply written as XML elements (``<verdict>no</verdict><source id="x:6"/>``, under one wrapper
    element or none), read as fields: an element's text under its tag, an element carrying an id
    attribute a citation (of its own text, when it has one), a decline element (``<refusal>``) a
    decline whose text is its reason; None for anything else."""
    if not _XML_START.match(text) or html_table(text):
        return None
    from xml.etree import ElementTree  # only for a reply that opens with a tag

    try:
        root = ElementTree.fromstring(f"<reply>{text.strip()}</reply>")
    except ElementTree.ParseError:
        return None
    if (root.text or "").strip() or any((e.tail or "").strip() for e in root):
        return None  # prose outside the elements ("<think>...</think> No, ..."): not an XML reply
    while len(root) == 1 and len(root[0]) and not _own_prose(root[0]):
        root = root[0]  # <response><verdict>...</verdict>...</response>
    obj: dict[str, Any] = {}
    for element in root:
        key = field_key(element.tag)
        # an element carrying an id, or a list of them (<citations><cite id="x:1"/></citations>)
        cited = [e.get(a) for e in element.iter() for a in _XML_ID_ATTRIBUTES if e.get(a)]
        said = " ".join("".join(element.itertext()).split())
        quoted = _quoting_text(element)
        if quoted:  # prose with a cited quote in it: the quote is evidence, its id the prose's citation
            obj[key], cited = quoted, []
            continue
        if cited and not said:
            obj.setdefault("citations", []).extend(cited)
        elif cited and key not in DECLINE_FIELDS:
            # text under an id (<cite ref="x:4">Yes — ...</cite>) is prose citing it
            marks = "".join(f"[{c}]" for c in dict.fromkeys(cited))
            obj[key] = f"{said.rstrip('.')} {marks}." if said.endswith(".") else f"{said} {marks}"
        elif key in DECLINE_FIELDS:
            obj[key] = True
            if said:
                obj["reason"] = said
        elif said:
            obj[key] = [*obj[key], said] if isinstance(obj.get(key), list) else said
    return obj or None


def _own_prose(element: Any) -> bool:
    """Whether an element holds text of its own, beside its child elements."""
    return bool("".join([element.text or "", *(e.tail or "" for e in element)]).strip())


def _quoting_text(element: Any) -> str:
    """The text of an element whose own prose holds child elements carrying an id and a quote
    (``Yes — ... <cite id="x:8">2.2 Oxbury may ...</cite>``, ``<quote source=...>``): the prose with each
    such child as its ``[id]`` marker, the quoted text dropped; "" when it has no such child."""
    parts = [element.text or ""]
    quoting = False
    for child in element:
        ids = [child.get(a) for a in _XML_ID_ATTRIBUTES if child.get(a)]
        if ids and "".join(child.itertext()).strip():
            parts.append(f" [{', '.join(ids)}]")
            quoting = True
        else:
            parts.append("".join(child.itertext()))
        parts.append(child.tail or "")
    own = " ".join("".join(parts).split())
    return own if quoting and re.search(r"\w", strip_citations(own)) else ""


DECLINE_FIELDS = ("refusal", "refused", "decline", "declined", "abstain", "abstention")
ANSWERABLE_KEYS = ("answerable", "can_answer", "is_answerable", "answered", "has_answer")
"""Fields saying whether the question could be answered: never the answer's yes/no."""
"""A field (an XML element) whose presence says the reply declines."""
RECORD_KEYS = frozenset({*ANSWER_KEYS, *DECLINE_FIELDS, *ANSWERABLE_KEYS, "label", "decision"})
"""Field names one of which a record reply (``harness.text.records``) has: it answers or declines."""
FIELD_KEYS = frozenset({*RECORD_KEYS, *CITATION_KEYS, *EXPLANATION_KEYS})
"""Every field name the reader knows (each section of a sectioned record is one)."""


ASSESSMENT_PREFIXES = ("premise_", *(f"{w}_" for w in SELF_ASSESSMENT))
"""A reply's assessment of itself (``"grounded": true``, ``"is_grounded"``, ``"premise_ok": false``,
``"confidence": 0.9``; lexicon ``SELF_ASSESSMENT``): never the answer's yes/no."""


def self_assessment(key: object) -> bool:
    """Whether a field is the reply's assessment of itself (lexicon ``SELF_ASSESSMENT``, an ``is_``
    before one, or ``ASSESSMENT_PREFIXES``)."""
    name = field_key(key)
    return name.removeprefix("is_") in SELF_ASSESSMENT or name.startswith(ASSESSMENT_PREFIXES)


def structured_object(text: str) -> dict[str, Any] | None:
    """A reply's fields when it is written as a Python repr or as XML elements (JSON and YAML are
    read by ``loads_object``)."""
    return repr_object(text) or xml_object(text)


def _json_object(text: str) -> dict[str, Any] | None:
    stripped = text.strip()
    start, end = stripped.find("{"), stripped.rfind("}")
    if start == -1 or end <= start or stripped.startswith("<") or repr_reply(stripped):
        return structured_object(stripped)  # a repr holds braces of its own (``metadata={...}``)
    if stripped[:start].strip():
        return None  # prose before the braces: not a JSON reply
    return loads_object(stripped[start : end + 1])


def _after_object(text: str) -> str:
    """The prose after a JSON reply's object ("{...}\n\nIn most NDAs ..."): read after its fields
    (a repr reply is one object: nothing after it)."""
    if "}" not in text:
        return ""
    tail = text.strip()[text.strip().rfind("}") + 1 :].strip()
    return f"\n{tail}" if tail else ""


_JSON_SCALARS: dict[str, Any] = {"null": None, "true": True, "false": False}


def _json_scalars(value: Any) -> Any:
    """YAML read with every scalar a string, JSON's null/true/false restored ("no" stays "no")."""
    if isinstance(value, dict):
        return {k: _json_scalars(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_json_scalars(v) for v in value]
    return _JSON_SCALARS.get(value, value) if isinstance(value, str) else value


_YAML_MAPPING = lazy(r"\s*(?:[{\[]|---|[\"']?[A-Za-z_][\w -]{0,40}[\"']?:(?:\s|$))")
"""How a YAML mapping can begin (a flow collection, a document start, a ``key:``): anything else is
prose, and the YAML parser (pure Python, about a millisecond an answer) is not run on it."""


def json_lines_object(text: str) -> dict[str, Any] | None:
    """A reply written as JSON Lines (one object a line: a retrieval event, then the answer record),
    read as one object: the fields of the records that answer, decline or cite, in turn, a null never
    overwriting a value said before; None unless every line is an object and there are two or more."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if len(lines) < 2 or not all(line.startswith("{") and line.endswith("}") for line in lines):
        return None
    records: list[dict[str, Any]] = []
    for line in lines:
        try:
            obj = json.loads(line)
        except (ValueError, RecursionError):
            return None
        if not isinstance(obj, dict):
            return None
        records.append(obj)
    # the answer's records: those with a field that answers, declines or cites (a retrieval event's
    # "passages": 0 is a count, not a citation)
    answering = [
        r
        for r in records
        if {field_key(k) for k in r} & RECORD_KEYS
        or any(field_key(k) in CITATION_KEYS and _ids_of(v) for k, v in r.items())
    ]
    merged: dict[str, Any] = {}
    for obj in answering or records:
        merged.update({k: v for k, v in obj.items() if v is not None or k not in merged})
    return merged


def loads_object(candidate: str) -> dict[str, Any] | None:
    """A reply's object: JSON, else the same written in YAML (Python-style quotes, a trailing comma,
    ``key: value`` lines, block scalars); None when it is neither or not a mapping."""
    try:
        obj = json.loads(candidate)
    except RecursionError:  # nesting deeper than the interpreter's stack: no reply object
        return None
    except ValueError:
        if (lines := json_lines_object(candidate)) is not None:
            return lines
        if not _YAML_MAPPING.match(candidate):
            return None
        import yaml  # only for a reply that can be YAML (an import a run without one never pays)

        try:
            obj = _json_scalars(yaml.load(candidate, Loader=yaml.BaseLoader))
        except (yaml.YAMLError, RecursionError):
            return None
    return call_arguments(obj) if isinstance(obj, dict) else None


def repaired_object(candidate: str) -> dict[str, Any] | None:
    """A reply object cut off or loosely written (the token limit hit mid-object, a brace missing,
    unquoted keys): its open strings and brackets closed and read again by ``loads_object``, else
    ``json_repair``'s reading; None when neither is a mapping with a field."""
    obj = loads_object(candidate.rstrip().rstrip(",") + _closers(candidate))
    if obj is None:
        from json_repair import repair_json  # only for a reply that opens as an object and fails

        fixed = repair_json(candidate, return_objects=True)
        obj = call_arguments(fixed) if isinstance(fixed, dict) else None
    return obj or None


def _closers(text: str) -> str:
    """What closes ``text``'s open string and brackets, innermost first ('{"a": ["b' -> '"]}')."""
    stack: list[str] = []
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{[":
            stack.append("}" if ch == "{" else "]")
        elif ch in "}]" and stack and stack[-1] == ch:
            stack.pop()
    return ('"' if in_string else "") + "".join(reversed(stack))


CALL_FIELDS = ("tool_calls", "function_call", "function", "tool_use")
"""Where a reply given as a function call holds it (``{"tool_calls": [{"function": {...}}]}``)."""
CALL_DEPTH = 10
"""How many levels down a call is looked for: a whole ``chat.completion`` envelope puts its
arguments six down (choices / choice / message / tool_calls / call / function), with room to spare;
the walk ends sooner when a level is neither an object nor a list."""
ARGUMENT_FIELDS = ("arguments", "input", "parameters", "args")
"""A function call's arguments: an object, or that object encoded as a JSON string."""


def call_arguments(obj: dict[str, Any]) -> dict[str, Any]:
    """A reply given as a function call (OpenAI ``tool_calls`` / ``function_call``, a ``tool_use``
    block, a bare ``{"name": ..., "arguments": ...}``), read as its last call's arguments, decoded
    when they are a JSON-encoded string: those are the reply's fields. Anything else as it is."""
    node: Any = obj
    for _ in range(CALL_DEPTH):
        if isinstance(node, list):
            node = node[-1] if node and isinstance(node[-1], dict | list) else None
            continue
        if not isinstance(node, dict):
            return obj
        args = next((node[k] for k in ARGUMENT_FIELDS if k in node), None)
        if args is not None and ("name" in node or node.get("type") in CALL_FIELDS):
            if isinstance(args, str):
                try:
                    args = json.loads(args)
                except (ValueError, RecursionError):
                    return obj
            return args if isinstance(args, dict) and args else obj
        inner = [node[k] for k in (*CALL_FIELDS, "choices", "message", "content") if k in node]
        if not inner or any(field_key(k) in ANSWER_KEYS for k in node):
            return obj
        node = inner[0]
    return obj


_YAML_FENCE = lazy(r"```ya?ml[ \t]*\n(.*?)\n[ \t]*```", re.S | re.I)


_TWO_KEYS = ("\n", "\r", "\x85", "\u2028", "\u2029", "{")
"""What a YAML mapping of two keys cannot lack: a line break between them (YAML's, which PyYAML
reads), or the brace of a flow mapping."""


def _key_words(keys: tuple[str, ...]) -> tuple[str, ...]:
    words = {max(key.split("_"), key=len) for key in keys}
    return tuple(sorted(w for w in words if not any(o != w and o in w for o in words)))


_ANSWER_WORDS, _CITATION_WORDS = _key_words(ANSWER_KEYS), _key_words(CITATION_KEYS)
"""The longest word of each key ("answer" of "final_answer"), which a text naming that key holds."""


def _may_name(text: str, words: tuple[str, ...]) -> bool:
    """Whether a mapping parsed from ``text`` can have a key of ``words`` (keys are compared lower-cased,
    spaces as underscores): such a key holds its longest word verbatim in ``text``, in any case,
    unless an escape spelled it (``"\\u0061nswer"``). A cheap test that keeps the parsers off prose."""
    low = text.lower()
    return "\\" in text or any(word in low for word in words)


_TOML_FENCE = lazy(r"```toml[ \t]*\n(.*?)\n[ \t]*```", re.S | re.I)


def toml_reply(raw: str) -> dict[str, Any] | None:
    """A reply given as a fenced ``toml`` block, read by its tables' fields (``[answer]`` / ``value =
    ...`` / ``basis = "mini-02:23"``)."""
    fenced = _TOML_FENCE.search(raw)
    if fenced is None:
        return None
    try:
        import tomllib  # type: ignore[import-not-found,unused-ignore]
    except ModuleNotFoundError:  # Python 3.10 has no TOML reader: the block is read as prose
        return None
    try:
        table: dict[str, Any] = tomllib.loads(fenced.group(1))
    except tomllib.TOMLDecodeError:
        return None
    return table


def yaml_reply(raw: str) -> dict[str, Any] | None:
    """A reply given as YAML: a fenced ``yaml`` block, or text that is only ``key: value`` lines naming
    both an answer and its citations (``answer: "10 days"`` / ``citations: [cnli-29:27]``)."""
    if raw.strip().startswith("{"):
        return None
    fenced = _YAML_FENCE.search(raw)
    body = fenced.group(1) if fenced else raw.strip()
    if not fenced and not any(mark in body for mark in _TWO_KEYS):
        return None  # one line ("I cannot answer this: ...") holds one key of a block mapping at most
    if _may_name(body, _ANSWER_WORDS) + _may_name(body, _CITATION_WORDS) < (1 if fenced else 2):
        return None  # it cannot name what the test below asks for: no parser (a millisecond) is run
    obj = loads_object(body)
    if obj is None:
        return None
    keys = {str(k).lower().replace(" ", "_") for k in obj}
    named = bool(keys & set(ANSWER_KEYS)) + bool(keys & set(CITATION_KEYS))
    return obj if (fenced and named) or named == 2 else None


UNIT_KEYS = ("unit", "units")
RETRIEVED_COPY_KEYS = ("source_nodes", "retrieved_nodes", "nodes", "chunks", "retrieved")
"""A copy of what the retriever returned beside the answer (LlamaIndex ``source_nodes``): no claim,
and no citation unless the answer's markers point into it."""
"""A value's unit under a key of its own ({"answer": "7", "unit": "days"})."""


def lifted(obj: dict[str, Any]) -> dict[str, Any]:
    """Fields with one nested level lifted up ({"result": {"answer": "no"}}); outer keys win."""
    inner = {k: v for value in obj.values() if isinstance(value, dict) for k, v in value.items()}
    return {**inner, **obj}


def _prose_items(value: Any) -> list[str]:
    """A field's prose: a string of three words or more, or each such item of a list; an item that is
    an object is its statement with the id it names cited (``{"claim": "...", "source": "x:3"}``)."""
    if isinstance(value, str):
        return [value] if len(value.split()) >= 3 else []
    if not isinstance(value, list):
        return []
    out: list[str] = []
    for item in value:
        if isinstance(item, dict):
            said = [v for v in item.values() if isinstance(v, str) and len(v.split()) >= 3]
            ids = _ids_of(item)
            out += [f"{said[0].rstrip('.')} [{', '.join(ids)}]." if ids else said[0]] if said else []
        else:
            out += _prose_items(item) if isinstance(item, str) else []
    return out


ID_FIELD_SUFFIXES = (
    "_ids",
    "_id",
    "_source",
    "_sources",
    "_citation",
    "_citations",
    "_ref",
    "_refs",
    "_evidence",
)
"""A field named for the ids it holds (``premise_ids``, ``source_id``, ``date_source``): its passage ids
are citations."""


def _only_ids(value: Any) -> bool:
    """A field value that is passage ids and nothing else ("mini-13:11", "[x:1], x:2")."""
    parts = [p.strip("[](),.;") for p in _SEPARATORS.split(value.strip())] if isinstance(value, str) else []
    return bool(parts) and all(_BARE_ID.fullmatch(p) for p in parts if p)


def _named_ids(obj: dict[str, Any]) -> list[str]:
    """Passage ids under a field that is not a citation field: one named for ids (``{"premise_ids":
    [...]}``, ``"date_source"``), or one whose value is ids and nothing else, whatever its name
    (``cite | mini-13:11``, ``"doc": "x:3"``); a document id (``"document_id": "cnli-32"``) has no passage
    index and is none, nor is the id of the question or run the record is about (``RECORD_ID_KEYS``)."""
    return [
        i
        for k, v in obj.items()
        if field_key(k) not in CITATION_KEYS
        and field_key(k) not in RECORD_ID_KEYS
        and (field_key(k).endswith(ID_FIELD_SUFFIXES) or _only_ids(v))
        for i in _ids_of(v)
        if _BARE_ID.fullmatch(i)
    ]


RECORD_ID_KEYS = frozenset(
    {"qid", "question_id", "query_id", "request_id", "run_id", "trace_id", "ticket_id"}
)
"""Fields naming the question, run or ticket a record belongs to ("qid": "retrieval_null-003"): no passage."""


_KEY_WORD = lazy(r"[A-Za-zÀ-ÿ]+?(?=[A-Z_\-\s]|$)|[A-Za-zÀ-ÿ]+", 0)


@lru_cache(maxsize=1)
def _key_units() -> dict[str, str]:
    """A duration unit as a field name may spell it, in any lexicon language -> the English unit (the
    English units are the readings of the lexicon's ``units``)."""
    out: dict[str, str] = {}
    for language in LANGUAGES:
        for word, unit in units(language).items():
            if " " not in unit:
                out[unit] = unit
            if " " not in word:
                out[word] = unit
                out[unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()] = unit
    return out


def _unit_in_key(key: object, value: object) -> str:
    """The unit a numeric field's key names ("survival_period_years": 4 -> "years"), else ""."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return ""
    known = _key_units()
    return next((known[w.lower()] for w in _KEY_WORD.findall(str(key)) if w.lower() in known), "")


def _from_json(obj: dict[str, Any]) -> str:
    obj = lifted(obj)
    answer = " ".join(str(v) for v in _field(obj, ANSWER_KEYS) if isinstance(v, str | int | float | bool))
    units = [v for v in _field(obj, UNIT_KEYS) if isinstance(v, str)]
    if units and re.fullmatch(r"\s*\d+(?:\.\d+)?\s*", answer):
        answer = f"{answer.strip()} {units[0]}"  # {"answer": "7", "unit": "days"} states "7 days"
    if not answer.strip():  # {"survival_period_years": 4}: a number under a key that names its unit
        answer = next((f"{v} {unit}" for k, v in obj.items() if (unit := _unit_in_key(k, v))), "")
    if not answer.strip() and obj and all(v is None or v == "" or v == [] for v in obj.values()):
        answer = "N/A"  # {"amount": null, "reason": null}: every field left empty, a flat non-answer
    if not answer.strip():  # {"is_notice_required": false, ...}: a yes/no field under a key of its own
        meta = (*DECLINE_FIELDS, *ANSWERABLE_KEYS)  # "answerable": true says nothing of the answer
        flags = [
            v
            for k, v in obj.items()
            if isinstance(v, bool) and field_key(k) not in meta and not self_assessment(k)
        ]
        answer = ("Yes" if flags[0] else "No") if flags else ""
    ids = [i for v in _field(obj, CITATION_KEYS) for i in _ids_of(v)] + _named_ids(obj)
    marks = "".join(f"[{i}]" for i in dict.fromkeys(ids))
    answer = answer.strip()
    if answer and not answer.endswith((".", "!", "?")):
        answer += "."
    lead = f"{answer[:-1]} {marks}{answer[-1]}" if marks and answer else (answer or marks)
    known = {*ANSWER_KEYS, *CITATION_KEYS, *EXPLANATION_KEYS, *UNIT_KEYS, *RETRIEVED_COPY_KEYS}
    # prose under a key of its own ({"premise_issue": "The document is X, not Y.", "answer": null}) is
    # part of the reply, before its explanation
    prose = [
        text
        for k, v in obj.items()
        if str(k).lower().replace(" ", "_") not in known
        for text in _prose_items(v)
    ]
    fields = [*prose, *(v for v in _field(obj, EXPLANATION_KEYS) if isinstance(v, str))]
    # each field is a sentence of its own: "November 7, 2001" under one key ends before the next's prose
    explanation = " ".join(_closed(str(v).strip()) for v in fields if str(v).strip()).strip()
    if explanation and marks:  # the reply's citations cover its explanation too, sentence by sentence
        parts = split_at_stops(explanation)
        explanation = " ".join(
            f"{p.rstrip('.!?')} {marks}{p[-1] if p[-1] in '.!?' else '.'}" for p in parts if p
        )
    return f"{lead}\n{explanation}".strip()


def _closed(text: str) -> str:
    """A field's text ending as a sentence does (a stop added unless it ends in one or in a bracket)."""
    return text if text.endswith((".", "!", "?", ":", ";", ")", "]", '"', "'", "”")) else f"{text}."


_TABLE_LINE = lazy(r"^[ \t]*\|?[^|\n]*\|[^\n]*$")
"""A table line: its cells between pipes, the outer pipes optional (GitHub's tables need none)."""
_TABLE_RULE = lazy(r"^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*(?::?-+:?[ \t]*)?$")
_YES_NO_CELL = lazy(r"^(?:(yes|y|true|✓|✔)|(no|n|false|✗|✘))\W*$", re.I)
_ANSWER_HEADING = lazy(
    r"^(?:(?:short\s+|final\s+)?answers?|verdicts?|conclusions?|results?|responses?|outcomes?|yes\s*/\s*no)\W*$",
    re.I,
)


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _row_sentence(cells: list[str], heading: list[str]) -> str:
    """One data row of a markdown table as a sentence (see the module docstring)."""
    words: list[str] = []
    ids: list[str] = []
    asks = any(c.rstrip().endswith("?") for c in cells)
    for i, cell in enumerate(cells):
        if not cell:
            continue
        cited = parse_citations(cell)
        if cited and not re.search(r"\w", strip_citations(cell)):
            ids.extend(cited)
            continue
        head = heading[i] if i < len(heading) else ""
        flag = _YES_NO_CELL.match(cell)
        if flag and head.rstrip().endswith("?") and not asks and not _ANSWER_HEADING.match(head):
            said = head.rstrip(" ?").lower()
            cell = said if flag.group(1) else f"not {said}"
        words.append(cell.rstrip())
    text = ""
    for cell in words:
        if not text:
            text = cell
        elif text.endswith(("?", ".", "!", ":")):
            text = f"{text} {cell}"
        else:
            text = f"{text}: {cell}" if ":" not in text else f"{text}; {cell}"
    text = text.rstrip(" .;")
    marks = "".join(f"[{i}]" for i in dict.fromkeys(ids))
    end = "" if text.endswith(("!", "?")) and not marks else "."  # "HIGH: don't guess!" keeps its mark
    return f"{text} {marks}{end}".replace(" .", ".").rstrip() if text else marks


_MARKER_NOUN = phrase_alternation(spaced("en", "marker_noun"))
"""A noun that names a cited source ("Source", "Passage", "Doc"): lexicon ``marker_noun``."""
_SOURCE_WORDS = lazy(
    r"\b(?:"
    + _MARKER_NOUN
    + "s?|"
    + phrase_alternation(spaced("en", "evidence_reference"))
    + r"|ref|from|per|ids?)\b",
    re.I,
)


def _source_ids(line: str) -> str:
    """The ids of a line that only cites ("(Source: [x:1])", "Sources: x:1, x:2") as one marker, else ""."""
    cited = parse_citations(line)
    if not cited or re.search(r"\w", _SOURCE_WORDS.sub("", strip_citations(line))):
        return ""
    return "[" + ", ".join(cited) + "]"


def table_rows(text: str) -> str:
    """``text`` with each markdown table (a header line, a rule line, data lines) made into one
    line per data row (see the module docstring); other lines unchanged."""
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if i + 1 < len(lines) and _TABLE_LINE.match(lines[i]) and _TABLE_RULE.match(lines[i + 1]):
            heading = _cells(lines[i])
            i += 2
            rows: list[list[str]] = []
            while i < len(lines) and _TABLE_LINE.match(lines[i]):
                if not _TABLE_RULE.match(lines[i]):
                    rows.append(_cells(lines[i]))
                i += 1
            below = i + 1 if i + 1 < len(lines) and not lines[i].strip() else i
            source = _source_ids(lines[below]) if below < len(lines) else ()
            if source:  # "(Source: [id])" right under the table cites its rows that cite nothing
                rows = [r if any(parse_citations(c) for c in r) else [*r, source] for r in rows]
                i = below + 1
            out.extend(_row_sentence(r, heading) for r in _highlighted(rows, heading))
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


_BOLD_CELL = lazy(r"^(?:\*\*|__)[^*_]+(?:\*\*|__)$")
_AGREEMENT_COLUMN = lazy(
    r"^\W*(?:agreements?|contracts?|ndas?|documents?|counterpart(?:y|ies)|part(?:y|ies)|vertrag|vereinbarung"
    r"|accord|contrat|acuerdo|contrato|accordo|contratto|acordo)\W*$",
    re.I,
)
"""The first column of a table that compares agreements row by row."""


def _highlighted(rows: list[list[str]], heading: list[str]) -> list[list[str]]:
    """A clause-comparison table's rows (its first column names agreements): when some rows' first
    cell is in bold and others' is not, the bold rows are the answer (the agreement asked about) and
    the others comparators, which say nothing of it; any other table's rows all stand."""
    if not heading or not _AGREEMENT_COLUMN.match(heading[0]):
        return rows
    bold = [r for r in rows if r and _BOLD_CELL.match(r[0])]
    return bold if bold and len(bold) < len(rows) else rows


@cache
def _comment_label() -> LazyPattern:
    """A review comment's label with its reviewer tag ("[Comment JD1]", "Commentaire [JD7]"; lexicon
    ``comment_noun``): the tag ("JD1") is no passage id."""
    nouns = phrase_alternation(all_entries("comment_noun"))
    tag = r"[A-Z]{1,4}\d{1,3}"
    return lazy(
        r"\[(?P<noun>" + nouns + r")\s+" + tag + r"\]|(?P<noun2>\b" + nouns + r")\s*\[" + tag + r"\]", re.I
    )


@lru_cache(maxsize=4096)
def unwrapped(raw: str) -> str:
    """``raw`` out of its framework's wrapping (``harness.text.envelope``) and, in a thread, the bot's
    own message (``harness.text.thread``), else as it is (cached:
    ``answer_body``, ``parse_citations`` and the marker resolver each ask for one answer's)."""
    from harness.text.envelope import unwrap  # the envelope reader builds on this module's fields

    text = unwrap(raw) or raw
    text = bot_message(text) or text  # a thread's other messages are no part of the answer
    if "[" not in text:
        return text
    return _comment_label().sub(lambda m: m.group("noun") or m.group("noun2"), text)


REACT_SOURCE_STEPS = ("observation", "action")
"""The ReAct steps whose passages are the final answer's sources: what was fetched or read. A
Thought only weighs passages ("mini-03:9 is not relevant"), so the ids it names cite nothing."""


def react_final(text: str) -> str:
    """A ReAct trace (lines of cue ``format.react_step``, each with the lines that continue it, then a
    ``Final Answer:`` line) read as its final answer: the steps are scratch work, no claim; when the
    final answer cites nothing, the passages its Observation and Action steps named (an Observation's
    ``[mini-10:24]``, ``get_passage("mini-03:1")``; ``REACT_SOURCE_STEPS``) are its citations. Any
    other text as it is."""
    final = _REACT_FINAL.search(text) if "nswer" in text else None
    if final is None or final.start() == 0:
        return text
    kinds: list[tuple[str, str]] = []  # (kind of the step a line belongs to, the line)
    for line in text[: final.start()].split("\n"):
        if not line.strip():
            continue
        step = _REACT_STEP.match(line)
        if step is not None:
            kinds.append((step.group("kind").lower(), line))
        elif kinds:  # a line under a step (an Observation's passage text) continues it
            kinds.append((kinds[-1][0], line))
        else:
            return text
    if not kinds:
        return text
    answer = text[final.end() :].strip()
    if parse_citations(answer):
        return answer
    named = dict.fromkeys(
        i for kind, line in kinds if kind.startswith(REACT_SOURCE_STEPS) for i in _BARE_ID.findall(line)
    )
    return f"{answer} [{', '.join(named)}]" if named and answer else answer


def _structured_text(raw: str, unfenced: str) -> str | None:
    """A structured reply's fields as the text a grader reads: a JSON object in ``unfenced`` (``raw``
    with its code fences removed) with the prose after it, else a YAML or TOML reply in ``raw``;
    None when ``raw`` is prose."""
    obj = _json_object(unfenced)
    if obj is not None:  # a repr reply is one object: nothing after it
        return _from_json(obj) + ("" if repr_reply(unfenced) else _after_object(unfenced))
    obj = yaml_reply(raw) or toml_reply(raw) or key_value_record(unfenced)
    return None if obj is None else _from_json(obj)


def answer_body(raw: str) -> str:
    """The text a grader reads (see the module docstring)."""
    raw = react_final(unwrapped(raw))
    text = _FENCE.sub("", raw)
    if (structured := _structured_text(raw, text)) is not None:
        text = structured
    if "," in text:
        text = table_markdown(text) or text
    if ("\n" in text and "  " in text) or "-+-" in text:
        text = printed_table_markdown(text) or text
    if "|" in text:
        text = table_rows(text)
    text = _SELF_ASSESSMENT.sub("", text)
    text = _FINAL.sub("", text)
    text = _BULLET.sub("", text)
    text = _EMPHASIS.sub("", text)
    return text.strip()


def _group_ids(inner: str) -> list[str]:
    """The ids of a bracket group: "[cnli-3:12, 4]", or written ids after a pointer word ("[ref:
    mini-05:16]", "[see cnli-7:12]", "[Source: mini-04:23]"); "[see 5.1]" names no id."""
    parts = [p for p in _SEPARATORS.split(inner.strip()) if p]
    ids = [p for p in parts if p.rstrip(":.").lower() not in _PAREN_FILLER]
    if not ids or not all(_looks_like_id(p) for p in ids):
        return []
    if len(ids) < len(parts) and not all(_BARE_ID.fullmatch(p) for p in ids):
        return []
    return ids


def _paren_ids(inner: str) -> list[str]:
    parts = [p.strip(".") for p in _SEPARATORS.split(inner.strip()) if p]
    ids = [p for p in parts if p.lower() not in _PAREN_FILLER]
    if (
        ids
        and _BARE_ID.fullmatch(ids[0])
        and all(_BARE_ID.fullmatch(p) or _SHORT_ID.fullmatch(p) for p in ids)
    ):
        return with_suffixes(ids)  # "(mini-01:1, :15)"
    return []


_SHORT_ID = lazy(r":\d+")


@lru_cache(maxsize=16384)
def parse_citations(text: str) -> tuple[str, ...]:
    """Cited ids in order of first appearance, each once (every form of the module docstring; cached:
    the reader and the citation grader ask for one sentence's)."""
    text = react_final(unwrapped(text))
    if (structured := _structured_text(text, _FENCE.sub("", text))) is not None:
        text = structured
    found: dict[int, list[str]] = {}
    taken: list[tuple[int, int]] = []
    for match in _GROUP.finditer(text):
        parts = _group_ids(match.group(1))
        if parts:
            found[match.start()] = with_suffixes(parts)
            taken.append(match.span())
    for match in _PAREN.finditer(text):
        ids = _paren_ids(match.group(1))
        if ids:
            found[match.start()] = ids
            taken.append(match.span())
    for match in _BARE_ID.finditer(text):
        if not any(a <= match.start() < b for a, b in taken):
            suffixes = _ID_SUFFIXES.match(text, match.end())
            tail = [f":{n}" for n in _SUFFIX_NUMBER.findall(suffixes.group(0))] if suffixes else []
            found[match.start()] = with_suffixes([match.group(1), *tail])
    ordered: dict[str, None] = {}
    for at in sorted(found):
        for part in found[at]:
            ordered.setdefault(part, None)
    return tuple(ordered)


def citation_spans(text: str) -> list[tuple[int, int]]:
    """Character spans of the citation markers of ``text`` (bracket groups, parenthesised and bare ids)."""
    spans: list[tuple[int, int]] = []
    for match in _GROUP.finditer(text):
        if _group_ids(match.group(1)):
            spans.append(match.span())
    for match in _PAREN.finditer(text):
        if _paren_ids(match.group(1)):
            spans.append(match.span())
    for match in _BARE_ID.finditer(text):
        if not any(a <= match.start() < b for a, b in spans):
            suffixes = _ID_SUFFIXES.match(text, match.end())
            spans.append((match.start(1), suffixes.end() if suffixes else match.end(1)))
    return sorted(spans)


_ID_SUFFIXES = lazy(r"(?:\s*(?:,|\+|&|and|/)\s*:\d+\b(?!:))+", re.I)
"""Short ids after a full one, of its document ("cnli-73:18 + :46", "mini-01:1, :15")."""
_SUFFIX_NUMBER = lazy(r":(\d+)")


def with_suffixes(ids: list[str]) -> list[str]:
    """``ids`` with each short id (":46") written out with the document of the full id before it
    ("cnli-73:18", ":46" -> "cnli-73:18", "cnli-73:46"); a short id with none before it stays as it is."""
    out: list[str] = []
    for part in ids:
        if part.startswith(":") and part[1:].isdigit() and out and ":" in out[-1]:
            part = out[-1].rsplit(":", 1)[0] + part
        out.append(part)
    return out


@lru_cache(maxsize=65536)
def strip_citations(text: str) -> str:
    """``text`` with its citation markers removed and spacing tidied (cached: the reader asks for
    the same sentence several times)."""
    spans = citation_spans(text)
    out, last = [], 0
    for a, b in spans:
        out.append(text[last:a])
        last = b
    out.append(text[last:])
    flat = _BLANKS.compiled.sub(" ", "".join(out))
    flat = _LEFT_POINTER.compiled.sub("", flat)
    return _SPACE_BEFORE_STOP.compiled.sub(r"\1", flat).strip()


_BLANKS = lazy(r"[ \t]+", 0)
_LEFT_POINTER = lazy(r"\b(?:passages?|see|sources?)\s+(?=[.,;:)]|$)", re.I)
"""A "see" or "passage" left before the marker that was removed."""
_SPACE_BEFORE_STOP = lazy(r"[ \t]+([.,;:!?])", 0)
