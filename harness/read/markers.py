"""Citation markers resolved to passage ids before anything else reads an answer.

Numbered markers name no id by themselves: ``[1]``, ``[1, 2]``, ``[^1]``, ``【1】`` (``【1†source】``),
"(Passage 2)", "Document 3", "Source 1", "(the fourth passage)", superscripts (``¹``, ``²⁻⁴``, read as
``[1]``, ``[2-4]``). Each is mapped to a passage id:

Before that, a markdown link to an id (``[6.1](mini-08:20)``) is read as a citation of the id, and
an id written with another separator than the colon (``cnli-3-17``, ``cnli-3.17``) as the retrieved
id it names.

1. through the answer's own list: source blocks ("Source 1:" on its own line, the passage's text
   quoted below it: the number maps to the retrieved passage whose text the block quotes, else to
   the prompt's order, and the block is dropped as a quote, not a claim), footnote definitions
   (``[^1]: cnli-7:12``) and a sources list
   ("Sources: [1] cnli-7:12, [2] cnli-7:14", or one ``[1] cnli-7:12`` / ``1. cnli-7:12`` per line
   under a "Sources"/"References" heading); the list's lines are then removed from the text;
2. else through the order of the passages the prompt gave (``Answer.retrieved`` in its recorded
   order: "Passage 2" is the second passage shown).

A marker neither maps is a citation that does not exist: it is kept as ``[n]`` (an id no corpus
holds) and named in ``Resolved.unmapped``, so the grade says which marker failed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from harness.core import regex_store
from harness.read.contract import json_object
from harness.read.cues import cue
from harness.read.lazy import lazy
from harness.text.answer_format import CITATION_KEYS, react_final, repr_reply, unwrapped

_FOOTNOTE_DEF = cue("marker.footnote_definition")
_ID_RANGE = cue("marker.id_range")
_ID_LIST = cue("marker.id_list")
_ID_IN_WORDS = cue("marker.id_in_words")
MAX_RANGE = 10
"""A range of more passages than this ("cnli-3:1-40") is not a citation of each: it is kept as written."""
_LIST_ITEM = cue("marker.list_item")
_SOURCES_HEAD = cue("marker.sources_head")
_INLINE_ENTRY = cue("marker.inline_entry")
_BARE_ENTRY = cue("marker.bare_entry")
_NUMBERED = cue("marker.numbered")
_BARE_ID = cue("marker.written_id")
_CITED_AFTER = cue("marker.cited_after")
_NAMED = cue("marker.named")
_ORDINAL = cue("marker.ordinal")
_SUPERSCRIPT = cue("marker.superscript")
_QUOTE_LINE = cue("marker.quote_line")
_BLOCK_HEAD = cue("marker.source_block_head")
_LINK = cue("marker.link")
_LINK_TITLE = cue("marker.link_title")
_URL_ID = cue("marker.url_id")
QUOTE_MATCH = 60
"""A source block quotes a passage when this many of its first characters (spacing folded) occur in it."""
_SUPERSCRIPT_CHARS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹˒⁻", "0123456789,-", "^")
_ORDINAL_WORDS = (
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
)
_ORDINALS = {
    **{word: n for n, word in enumerate(_ORDINAL_WORDS, start=1)},
    **{f"{n}{'st' if n == 1 else 'nd' if n == 2 else 'rd' if n == 3 else 'th'}": n for n in range(1, 11)},
}
_NUMBER_ONLY = lazy(r"\[?\^?\d{1,3}\]?", 0)


@dataclass(frozen=True)
class Resolved:
    """An answer's text with its numbered markers replaced by ``[id]``."""

    text: str
    mapped: tuple[tuple[str, str], ...] = ()
    """(marker as written, passage id) for every marker resolved."""
    unmapped: tuple[str, ...] = ()
    """Markers that map to no passage (a citation that does not exist)."""
    source_list: bool = False
    """The answer carried its own list of sources (footnotes or a sources list)."""


def _source_list(text: str) -> tuple[dict[str, str], str]:
    """The answer's own number -> id list and the text without its lines."""
    table: dict[str, str] = {}
    kept: list[str] = []
    in_sources = False
    for line in text.split("\n"):
        footnote = _FOOTNOTE_DEF.match(line)
        if footnote:
            table[footnote.group(1)] = footnote.group(2)
            continue
        head = _SOURCES_HEAD.search(line)
        if head and (entries := _entries_on_one_line(line[head.end() :].strip())):
            table.update(entries)  # "Notes: 1. a:1 2. b:8 3. c:24"
            if line[: head.start()].strip():
                kept.append(line[: head.start()].rstrip())
            continue
        if head:
            rest = line[head.end() :]
            inline = list(_INLINE_ENTRY.finditer(rest))
            listed = [m.group(0) for m in _BARE_ID.finditer(rest)]
            if inline or listed:  # "Sources: [1] a:1, [2] a:2", or in order: "Sources: a:1, a:2"
                if inline:
                    table.update({m.group(1): m.group(2) for m in inline})
                else:
                    table.update({str(i): pid for i, pid in enumerate(listed, start=1)})
                if line[: head.start()].strip():
                    kept.append(line[: head.start()].rstrip())
                continue
            if not rest.strip() and not line[: head.start()].strip():
                in_sources = True
                continue
        entries = _entries_on_one_line(line)
        if entries:  # "[1] a:2, a:92 [2] b:46 [3] c:73": a whole notes list written on one line
            table.update(entries)
            continue
        same = _SAME_AS_ABOVE.match(line) if table else None
        if same and (in_sources or same.group(1)):  # "2. Id.": the entry before it again
            table[same.group(1) or same.group(2)] = list(table.values())[-1]
            continue
        item = _LIST_ITEM.match(line)
        # a bracketed or named number is a list entry anywhere; "1. cnli-7:12" only under a sources head
        if item and (in_sources or item.group(2) is None):
            number = next(n for n in item.groups()[:5] if n is not None)
            table[number] = item.group("id")
            continue
        bare = _BARE_ENTRY.match(line) if in_sources else None
        if bare:
            table[str(len(table) + 1)] = bare.group(1)
            continue
        if line.strip():
            in_sources = False
        kept.append(line)
    return table, "\n".join(kept)


_SAME_AS_ABOVE = lazy(r"^[ \t]*(?:\[(\d{1,3})\]|(\d{1,3})[.):])[ \t]*(?:ibid|id|ebd|ibídem)\.?[ \t]*$", re.I)
"""A notes entry that cites the one before it again ("2. Id.", "[3] Ibid.")."""
_IBID = lazy(
    r"[ \t]*\((?:ibid|id|ebd|ibídem)\.?\)|(?<=[ \t])(?:ibid|ebd)\.(?=[ \t]*(?:[,;)]|$))", re.I | re.M
)
"""A citation of the passage cited last before it ("... (ibid.)")."""
_ENTRY_NUMBER = lazy(r"(?:\[(\d{1,3})\]|(?<![\w:.\-])(\d{1,3})[.)])[:\s]*", 0)
_ID_SEPARATORS = lazy(r"^[\s,;]*$", 0)


def _ibid(text: str) -> str:
    """Each "(ibid.)" as a citation of the id written last before it; one with none before it stays."""
    out: list[str] = []
    last = 0
    for m in _IBID.finditer(text):
        before = list(_BARE_ID.finditer(text, 0, m.start()))
        if before:
            out += [text[last : m.start()], f" [{before[-1].group(0)}]"]
            last = m.end()
    return "".join(out) + text[last:] if out else text


def _entries_on_one_line(line: str) -> dict[str, str]:
    """A line that is only numbered entries, two or more ("[1] a:2, a:92 [2] b:46", the carets of "^1 a:2
    ^2 b:46" already read as brackets, "1. a:1 2. b:8" after a sources head), each one or more ids:
    number -> its ids; {} for any other line."""
    starts = list(_ENTRY_NUMBER.finditer(line))
    if len(starts) < 2 or line[: starts[0].start()].strip():
        return {}
    table: dict[str, str] = {}
    for n, m in enumerate(starts):
        segment = line[m.end() : starts[n + 1].start() if n + 1 < len(starts) else len(line)]
        ids = [i.group(0) for i in _BARE_ID.finditer(segment)]
        if not ids or not _ID_SEPARATORS.match(_BARE_ID.sub("", segment).replace("[", "").replace("]", "")):
            return {}
        table[m.group(1) or m.group(2)] = ", ".join(ids)
    return table


def _json_markers(text: str) -> str:
    """A JSON reply with its numeric citations (``"citations": [1, "2", "[3]"]``) written as ``"[n]"``
    markers inside strings, so resolving them never breaks the JSON; other text unchanged."""
    obj, _ = json_object(text)
    if obj is None:
        return text

    def marked(value: Any) -> Any:
        if isinstance(value, bool):
            return value
        if isinstance(value, int) or (isinstance(value, str) and _NUMBER_ONLY.fullmatch(value.strip())):
            return f"[{str(value).strip('[]^ ')}]"
        if isinstance(value, list):
            return [marked(v) for v in value]
        return value

    fields = {k: marked(v) if str(k).lower() in CITATION_KEYS else v for k, v in obj.items()}
    # prose after the object (or its fence) stays; a repr reply is one object
    after = text[text.rfind("}") + 1 :].lstrip("`\n ") if "}" in text and not repr_reply(text) else ""
    return json.dumps(fields, ensure_ascii=False) + (f"\n\n{after}" if after.strip() else "")


def _folded(text: str) -> str:
    return " ".join(re.sub(r"[\"“”„«»'‘’]", "", text).casefold().split())


def _source_blocks(text: str, ids: Sequence[str], texts: Sequence[str]) -> tuple[dict[str, str], str]:
    """Source blocks ("Source 1:" then the quoted passage): number -> the id of the retrieved passage
    the block quotes (else the prompt's n-th), and the text without the blocks."""
    table: dict[str, str] = {}
    kept: list[str] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        head = _BLOCK_HEAD.match(lines[i])
        if head is None:
            kept.append(lines[i])
            i += 1
            continue
        block: list[str] = []
        i += 1
        while i < len(lines) and lines[i].strip() and not _BLOCK_HEAD.match(lines[i]):
            block.append(lines[i].strip(" >"))
            i += 1
        quoted = _folded(" ".join(block))[:QUOTE_MATCH]
        found = next(
            (pid for pid, t in zip(ids, texts, strict=False) if quoted and quoted in _folded(t)), None
        )
        index = int(head.group("n")) - 1
        pid = found or (ids[index] if 0 <= index < len(ids) else None)
        if pid is not None:
            table[head.group("n")] = pid
    return table, "\n".join(kept)


def _written_ids(text: str, ids: Sequence[str]) -> str:
    """Markdown links to ids read as citations, ids written with another separator read as ids.

    Each id's drifted forms (``_drifted_source``) are replaced in the order of ``ids``, as ``re.sub``
    of one pattern per id would; the text is scanned with one pattern per document name
    (``_drifted_family``: "cnli-" whatever the document's number), once for all its ids while the
    text stays the same."""
    found: dict[tuple[str, bool], list[tuple[int, int, int | None, str]]] = {}
    for pid in ids:
        document, _, index = pid.rpartition(":")
        if not (document and index.isdigit()):
            continue
        if "\\" in pid:  # a replacement template with escapes: the id's own pattern expands it
            written = re.compile(_drifted_source(document, str(int(index))), re.I).sub(pid, text)
        else:
            literal, number = _named(document)
            family = (literal, number is not None)
            if family not in found:
                found[family] = _drifted_at(family, text)
            written = _replaced(text, found[family], number, str(int(index)).lstrip("0"), pid)
        if written != text:
            text = written
            found.clear()
    # after: a URL's "/mini-07/14" is an id now; a link's target, then a bare URL's last segment
    return _URL_ID.sub(lambda m: f"[{m.group('id')}]", _LINK.sub(lambda m: f"[{m.group('id')}]", text))


def _range_ids(m: re.Match[str], documents: Collection[str] | None) -> str:
    low, high = int(m.group("low")), int(m.group("high"))
    if not 0 < high - low < MAX_RANGE or not _retrieved(m.group("doc"), documents):
        return m.group(0)
    return ", ".join(f"{m.group('doc')}:{n}" for n in range(low, high + 1))


def _listed_ids(m: re.Match[str], documents: Collection[str] | None) -> str:
    if not _retrieved(m.group("doc"), documents):
        return m.group(0)
    numbers = [m.group("first"), *re.findall(r"\d+", m.group("rest"))]
    return ", ".join(f"{m.group('doc')}:{n}" for n in numbers)


def _worded_id(m: re.Match[str], documents: Collection[str] | None) -> str:
    document = m.group("doc") or m.group("doc2")
    if not _retrieved(document, documents):
        return m.group(0)
    return f"[{document}:{m.group('n') or m.group('n2')}]"


def id_forms(text: str, documents: Collection[str] | None = None) -> str:
    """Passage ids written in a form other than one ``document:index`` each, written out one by one:
    a range ("mini-09:4-5"), more indices after one document ("cnli-563:20,19"), a passage named in
    words ("mini-01 passage 15", "passage 7 of mini-02"); cues ``marker.id_range``, ``marker.id_list``,
    ``marker.id_in_words``. ``documents`` are the retrieved passages' documents, lower-cased: a form
    naming any other ("Form S-1, paragraph 4", "COVID-19 paragraph 3") is prose and stays as
    written (None: any document)."""
    if ":" in text:
        text = _ID_RANGE.sub(lambda m: _range_ids(m, documents), text)
        text = _ID_LIST.sub(lambda m: _listed_ids(m, documents), text)
    return _ID_IN_WORDS.sub(lambda m: _worded_id(m, documents), text)


def _retrieved(document: str, documents: Collection[str] | None) -> bool:
    return documents is None or document.lower() in documents


@lru_cache(maxsize=4096)
def _named(document: str) -> tuple[str, int | None]:
    """A document id as its name and number ("cnli-" and 403 for "cnli-403"; no number: None)."""
    head = re.match(r"(.*?)(\d+)$", document)
    return (head.group(1), int(head.group(2))) if head else (document, None)


def _drifted_at(family: tuple[str, bool], text: str) -> list[tuple[int, int, int | None, str]]:
    """(start, end, document number, index without leading zeros) of the family's pattern at every
    position of ``text`` where it matches: at a position, it matches the span one id's pattern
    would, whatever the numbers (each number is every digit there: an id's pattern needs a
    separator after its own)."""
    pattern = _drifted_family(*family)
    out: list[tuple[int, int, int | None, str]] = []
    pos = 0
    while (m := pattern.search(text, pos)) is not None:
        number = int(m.group(1)) if family[1] else None
        out.append((m.start(), m.end(), number, m.group(2).lstrip("0")))
        pos = m.start() + 1
    return out


def _replaced(
    text: str, matches: list[tuple[int, int, int | None, str]], document: int | None, number: str, pid: str
) -> str:
    """``re.sub(pattern of one id, pid, text)`` from the family's ``matches``: the scan goes on
    after a replaced span, and one position on where another document or number is written."""
    parts: list[str] = []
    last = 0
    for start, end, named, written in matches:
        if start >= last and named == document and written == number:
            parts += (text[last:start], pid)
            last = end
    return "".join(parts) + text[last:] if parts else text


@lru_cache(maxsize=256)
def _drifted_family(literal: str, numbered: bool) -> re.Pattern[str]:
    """``_drifted_source`` of every document named ``literal`` (and a number, when ``numbered``): the
    document's ASCII digits in group 1 (empty when not numbered), the index's in group 2."""
    return regex_store.compile(_drifted_name(literal, "([0-9]+)" if numbered else "()", "([0-9]+)"), re.I)


def _drifted_source(document: str, number: str) -> str:
    """``document:index`` as a writer may drift from it: any case, spaces around the separator, a
    hyphen, dot, slash or "#" for the colon, an underscore for the name's hyphen, the document's number
    zero-padded or not, the name's hyphen left out ("Mini-14 : 10", "CNLI-20:31", ".../mini-07/14",
    "cnli-3-17", "Mini_09-16", "cnli507:7");
    ``number`` is the index's pattern (zeros before it allowed)."""
    literal, digits = _named(document)
    return _drifted_name(literal, "" if digits is None else f"0*{digits}", number)


def _drifted_name(literal: str, digits: str, number: str) -> str:
    """``_drifted_source`` of a document named ``literal`` and numbered by the pattern ``digits``. Not
    after a word character, colon, dot or hyphen: tested after the name's first letter when it has
    one (``x(?<![\\w:.-][\\s\\S])``), so that the engine skips to where that letter is."""
    if literal[:1].isalnum():
        first = re.escape(literal[0])
        name = rf"{first}(?<![\w:.-][\s\S]){_joined(literal)[len(first) :]}{digits}"
    else:
        name = rf"(?<![\w:.-]){_joined(literal)}{digits}"
    return rf"{name}\s*(?::|[-./#])\s*0*{number}(?![\w:]|\.\d)"


_INNER_HYPHEN = re.compile(r"(?<=\w)\\-")
"""An escaped hyphen inside a document's name, after a letter or digit (not one the name opens with)."""


def _joined(literal: str) -> str:
    """``literal`` escaped, its hyphens written any way or left out ("Mini_09-16" for mini-09:16,
    "cnli507:7" and "cnli 507:7" for cnli-507:7)."""
    escaped = re.escape(literal)
    return _INNER_HYPHEN.sub("[-_ ]?", escaped).replace(r"\-", "[-_]")


def _quoted_sources(body: str, lookup: Callable[[str, str], str]) -> str:
    """Lines quoting a numbered passage ('Source 4: "..."') dropped, their passage cited at the end
    of the text before them: a quote is evidence for the answer, not a claim of its own."""
    kept: list[str] = []
    for line in body.split("\n"):
        quote = _QUOTE_LINE.match(line)
        if quote is None:
            kept.append(line)
            continue
        pid = lookup(quote.group("n"), line[: quote.end("n")].strip(" \t>*_-"))
        last = max((i for i, k in enumerate(kept) if k.strip()), default=None)
        if last is None:
            kept.append(f"[{pid}]")
        else:
            kept[last] = f"{kept[last].rstrip()} [{pid}]"
    return "\n".join(kept)


def resolve(text: str, retrieved_ids: Sequence[str], retrieved_texts: Sequence[str] = ()) -> Resolved:
    """``text`` with numbered citation markers mapped to passage ids (see the module docstring);
    ``retrieved_texts`` are the passages' texts in the same order (a source block is matched to the
    one it quotes)."""
    text = _LINK_TITLE.sub(lambda m: f"[{m.group('id')}]", react_final(unwrapped(text)))
    text = _SUPERSCRIPT.sub(
        lambda m: "[" + m.group(0).translate(_SUPERSCRIPT_CHARS) + "]", _json_markers(text)
    )
    documents = frozenset(pid.rpartition(":")[0].lower() for pid in retrieved_ids)
    text = _written_ids(id_forms(text, documents), retrieved_ids)
    text = _ibid(text)  # the pattern's own literal test spares texts without "ibid", "(id" or "ebd."
    if not any(c in text for c in "[【") and not _NAMED.search(text) and not _ORDINAL.search(text):
        return Resolved(text)
    blocks, text = _source_blocks(text, retrieved_ids, retrieved_texts)
    table, body = _source_list(text)
    table = {**blocks, **table}
    if table and not _NUMBERED.search(text) and not _NAMED.search(body) and not _ORDINAL.search(body):
        table, body = {}, text  # "Sources: a:1" under an answer with no markers: its ids are its citations
    mapped: list[tuple[str, str]] = []
    unmapped: list[str] = []

    def lookup(number: str, written: str) -> str:
        pid = table.get(number)
        if pid is None and not table:
            index = int(number) - 1
            pid = retrieved_ids[index] if 0 <= index < len(retrieved_ids) else None
        if pid is None:
            unmapped.append(written)
            return number
        mapped.append((written, pid))
        return pid

    def numbered(m: re.Match[str]) -> str:
        group = m.group(1) or m.group(2)
        numbers: list[str] = []
        for part in group.replace(";", ",").split(","):
            low, _, high = part.replace("–", "-").partition("-")
            low, high = low.strip().lstrip("^"), high.strip().lstrip("^")
            span = range(int(low), int(high) + 1) if high and 0 < int(high) - int(low) < 10 else [int(low)]
            numbers += [str(n) for n in span]
        return "[" + ", ".join(lookup(n, f"[{n}]") for n in numbers) + "]"

    def named(m: re.Match[str]) -> str:
        inner = m.group(0).strip(" ()")
        if _CITED_AFTER.match(body, m.end()):
            return m.group(0)  # "Passage 4 [cnli-63:32]": the id is given, the name only refers
        number = m.group("n")
        more = re.findall(r"\d{1,2}", m.groupdict().get("more") or "")  # "Documents 3 and 4" (not ordinals)
        pids = ", ".join(lookup(str(_ORDINALS.get(n.lower(), n)), inner) for n in (number, *more))
        return f"[{pids}]" if m.group("open") and m.group("close") else f"{inner} [{pids}]"

    body = _quoted_sources(body, lambda number, written: lookup(str(_ORDINALS.get(number, number)), written))
    body = _NUMBERED.sub(numbered, body)
    if not _BARE_ID.search(body):  # numbered names ("Passage 2") resolve only where no id is written ...
        body = _NAMED.sub(named, body)
    else:  # ... or where one stands as a citation of its own: "(see passage 4)", "(Passage 2)"
        body = _NAMED.sub(lambda m: named(m) if m.group("open") and m.group("close") else m.group(0), body)
    body = _ORDINAL.sub(named, body)  # a place said in words ("see the second passage") names no id itself
    return Resolved(
        body.strip(),
        tuple(mapped),
        tuple(dict.fromkeys(unmapped)),
        bool(table),
    )
