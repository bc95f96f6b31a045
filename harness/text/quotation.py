"""Quotations of passage text: a run of words an answer puts in quotation marks (or on a markdown
block-quote line) that a passage holds word for word.

``quotes`` says whether a sentence quotes a given passage (support: the passage backs what is
quoted); ``unquoted`` is a sentence without its quotations (the reader: what the answerer says
around a quote is the claim, the quote is the passage's).
"""

from __future__ import annotations

import re
from functools import lru_cache

from harness.read.lazy import lazy

QUOTED_WORDS = 6
"""How many words a quotation must run for the passage that holds it word for word to back the
sentence quoting it."""
QUOTATION = lazy(r"[\"“”„«»]\s*([^\"“”„«»]{12,}?)\s*[\"“”„«»]")
_BLOCK_QUOTE = lazy(r"^\s*>\s*(.+)$", re.M)
"""A markdown block-quote line: all of it is the quotation."""
_ELLIPSIS = lazy(r"\.\.\.|…|\[[^\]]*\]")
"""Where a quotation leaves the passage's words: an ellipsis, or words the quoter puts in brackets
("[the Recipient]", "[sic]", "[...]")."""
_IN_WORD = lazy(r"\[(\w{1,3})\](?=\w)|(?<=\w)\[(\w{1,3})\]")
"""A bracketed change of case or inflection inside a word ("[o]utside", "approve[s]"): the word's."""


def quoted_pieces(quotation: str) -> list[str]:
    """The runs of words a quotation takes from its source, cut where it leaves them (``_ELLIPSIS``),
    a bracketed letter inside a word kept as the word's ("[o]utside counsel to [Quillon] may" ->
    "outside counsel to ", " may")."""
    return _ELLIPSIS.split(_IN_WORD.sub(lambda m: m.group(1) or m.group(2), quotation))


def plain_words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.casefold()))


def _long_pieces(quotation: str) -> list[str]:
    """The quotation's pieces of three words or more, when together they run ``QUOTED_WORDS`` words
    or more; else none (a short quotation is a term, not a passage's text)."""
    pieces = [plain_words(p) for p in quoted_pieces(quotation)]
    long = [p for p in pieces if len(p.split()) >= 3]
    return long if sum(len(p.split()) for p in long) >= QUOTED_WORDS else []


@lru_cache(maxsize=4096)
def _held(passage: str) -> str:
    """A passage's words, spaced at both ends (read once per passage, not once per sentence)."""
    return f" {plain_words(passage)} "


def _holds(quotation: str, passages: tuple[str, ...]) -> bool:
    """Some passage holds ``quotation`` word for word (its long pieces, each cut by an ellipsis)."""
    long = _long_pieces(quotation)
    return bool(long) and any(all(f" {p} " in _held(t) for p in long) for t in passages)


def quotes(sentence: str, passage: str) -> bool:
    """``sentence`` quotes ``passage`` word for word: a quotation of ``QUOTED_WORDS`` words or more (each
    piece of one cut by an ellipsis) occurs in the passage ('treats what "was obtained ... from a third
    party that was free of any confidentiality obligation" as outside'). The answer cites the passage
    for what it quotes; what it concludes from it is its verdict, read apart."""
    return any(_holds(match.group(1), (passage,)) for match in QUOTATION.finditer(sentence))


def block_quoted(text: str) -> tuple[str, ...]:
    """The plain words of each markdown block-quote line of ``text`` ("> 2. The parties will mark ...")."""
    return tuple(f" {plain_words(m.group(1))} " for m in _BLOCK_QUOTE.finditer(text))


def in_block_quote(sentence: str, quoted: tuple[str, ...], passages: tuple[str, ...]) -> bool:
    """``sentence`` (``QUOTED_WORDS`` words or more) is the text of a block-quote line that a passage
    holds word for word: the sentence reader split the line and dropped its ``>``."""
    words = plain_words(sentence)
    if len(words.split()) < QUOTED_WORDS or not any(f" {words} " in q for q in quoted):
        return False
    return any(f" {words} " in _held(p) for p in passages)


def unquoted(sentence: str, passages: tuple[str, ...]) -> str | None:
    """``sentence`` without the quotations some passage holds word for word (a block-quote line whole,
    else each quotation of ``QUOTED_WORDS`` words or more); None when it quotes no passage."""
    rest, n = _BLOCK_QUOTE.subn(lambda m: " " if _holds(m.group(1), passages) else m.group(0), sentence)
    if n and rest.strip() == "":
        return ""
    out, hits = [], 0
    last = 0
    for match in QUOTATION.finditer(rest):
        if _holds(match.group(1), passages):
            out.append(rest[last : match.start()])
            last, hits = match.end(), hits + 1
    if not hits and rest == sentence:
        return None
    return "".join(out) + rest[last:]
